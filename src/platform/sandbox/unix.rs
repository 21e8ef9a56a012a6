//! The sandbox on Unix, as boardsolve sees it: a supervisor started per
//! run (see [`super::supervisor`]) and its report read.

use super::supervisor::MARK;
use super::{Ended, Usage};
use crate::platform::cpu::Clock;
use crate::platform::memory::Meter;
use crate::platform::sys::pipe::inheritable_pipe;
use crate::platform::sys::process as sys;
use crate::platform::sys::signal::{SIGKILL, SIGTERM};
use crate::platform::tree::Tree;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::fd::AsRawFd;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard, Once};
use std::time::{Duration, Instant};

/// The supervisors running, by process id. Held while one starts: the
/// report pipe's write end is inherited by whatever starts meanwhile, so
/// nothing else starts then (every process boardsolve starts while it
/// stresses is started here), and [`sweep`] never takes a supervisor that
/// is starting for an orphan.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn live() -> MutexGuard<'static, Vec<u32>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// How long a supervisor asked to end its run may take before it is
/// killed (it ends a run in milliseconds; this is for one that cannot).
const END_GRACE: Duration = Duration::from_secs(5);

pub struct Sandbox {
    supervisor: Child,
    report: BufReader<File>,
    clock: Clock,
    meter: Meter,
    /// The supervisor's status, once it has exited.
    exit: Option<ExitStatus>,
    /// The process ids of the supervisor and of the run's reaper (the
    /// same without a namespace): the sandbox's own.
    own: [u32; 2],
    /// The program's process id.
    program: u32,
}

impl Sandbox {
    pub fn spawn(cmd: &Command) -> io::Result<Sandbox> {
        // Linux: the running binary, even if it was replaced on disk.
        let exe = match super::SUPERVISOR.get() {
            Some(exe) => exe.clone(),
            None if cfg!(target_os = "linux") => "/proc/self/exe".into(),
            None => std::env::current_exe()?,
        };
        let mode = if cfg!(target_os = "linux") {
            "ns"
        } else {
            "plain"
        };
        let mut sup = Command::new(exe);
        for (key, value) in cmd.get_envs() {
            match value {
                Some(value) => sup.env(key, value),
                None => sup.env_remove(key),
            };
        }
        if let Some(dir) = cmd.get_current_dir() {
            sup.current_dir(dir);
        }
        sup.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0);
        let mut running = live();
        let (read, write) = inheritable_pipe()?;
        sup.arg(MARK)
            .arg(write.as_raw_fd().to_string())
            .arg(std::process::id().to_string())
            .arg(mode)
            .arg(cmd.get_program())
            .args(cmd.get_args());
        let supervisor = sup.spawn()?;
        drop(write);
        running.push(supervisor.id());
        drop(running);
        let mut sandbox = Sandbox {
            own: [supervisor.id(); 2],
            program: 0,
            clock: Clock::new(Tree::new(supervisor.id())),
            meter: Meter::new(Tree::new(supervisor.id())),
            supervisor,
            report: BufReader::new(read),
            exit: None,
        };
        match sandbox.started() {
            Ok(()) => Ok(sandbox),
            Err(e) => {
                sandbox.end();
                let _ = sandbox.supervisor.wait();
                sandbox.forget();
                Err(e)
            }
        }
    }

    /// Reads the report up to the program's start.
    fn started(&mut self) -> io::Result<()> {
        let mut line = String::new();
        loop {
            line.clear();
            // A report line is a few dozen bytes: more is no report.
            if (&mut self.report).take(4096).read_line(&mut line)? == 0 {
                return Err(io::Error::other("the run's supervisor ended before it"));
            }
            let mut words = line.split_whitespace();
            match words.next() {
                Some("nons") => say_once(&format!(
                    "the runs are not in PID namespaces ({}): a process a run detaches outlives a SIGKILL of boardsolve",
                    rest(&line)
                )),
                Some("unmapped") => say_once(&format!(
                    "the runs' user namespaces map no user ({}): programs see themselves as the overflow user",
                    rest(&line)
                )),
                Some("error") => {
                    let errno = words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
                    return Err(io::Error::from_raw_os_error(errno));
                }
                Some("start") => {
                    let mut pid = || words.next().and_then(|w| w.parse::<u32>().ok());
                    let (Some(reaper), Some(program)) = (pid(), pid()) else {
                        return Err(io::Error::other("a malformed report"));
                    };
                    self.own[1] = reaper;
                    self.program = program;
                    self.program_started(program);
                    return Ok(());
                }
                _ => return Err(io::Error::other("a malformed report")),
            }
        }
    }

    /// Points the samplers at the run: on Linux the supervisor's tree but
    /// its own processes; elsewhere the program.
    fn program_started(&mut self, program: u32) {
        let tree = match cfg!(target_os = "linux") {
            true => Tree::serving(self.own[0], self.own.to_vec()),
            false => Tree::new(program),
        };
        self.clock = Clock::new(tree.clone());
        self.meter = Meter::new(tree);
    }

    pub fn program(&self) -> u32 {
        self.program
    }

    pub fn pipes(&mut self) -> (Option<ChildStdin>, Option<ChildStdout>, Option<ChildStderr>) {
        let s = &mut self.supervisor;
        (s.stdin.take(), s.stdout.take(), s.stderr.take())
    }

    pub fn exited(&mut self) -> io::Result<bool> {
        if self.exit.is_none() {
            self.exit = self.supervisor.try_wait()?;
        }
        Ok(self.exit.is_some())
    }

    pub fn usage(&mut self) -> Option<Usage> {
        self.clock.sample()
    }

    pub fn peak(&mut self) -> u64 {
        self.meter.sample()
    }

    pub fn end(&mut self) {
        if !matches!(self.exited(), Ok(false)) {
            return;
        }
        let _ = sys::signal(self.supervisor.id(), SIGTERM);
        let asked = Instant::now();
        while matches!(self.exited(), Ok(false)) {
            if asked.elapsed() > END_GRACE {
                let _ = self.supervisor.kill();
                // Its orphans are this process's now.
                let _ = self.supervisor.wait().map(|s| self.exit = Some(s));
                sweep();
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    pub fn wait(mut self) -> io::Result<Ended> {
        let exit = match self.exit {
            Some(exit) => exit,
            None => self.supervisor.wait()?,
        };
        self.exit = Some(exit);
        self.forget();
        let mut rest = String::new();
        (&mut self.report).take(1 << 16).read_to_string(&mut rest)?;
        // The last line: the supervisor writes it once every other
        // process of the run has ended.
        let end = rest.lines().rev().find_map(|l| l.strip_prefix("end "));
        let Some(end) = end else {
            if exit.signal().is_some() {
                sweep();
            }
            return Err(io::Error::other(format!(
                "the run's supervisor ended without a report ({exit})"
            )));
        };
        let mut words = end.split_whitespace();
        let status = words.next().and_then(|w| w.parse::<i32>().ok());
        let mut number = || words.next().and_then(|w| w.parse::<u64>().ok());
        let (Some(cpu), Some(peak)) = (number(), number()) else {
            return Err(io::Error::other("a malformed report"));
        };
        Ok(Ended {
            status: status.map(ExitStatus::from_raw),
            cpu: Duration::from_nanos(cpu),
            peak,
        })
    }

    /// The supervisor has ended: it is no longer one.
    fn forget(&self) {
        let pid = self.supervisor.id();
        live().retain(|&p| p != pid);
    }

    #[cfg(target_os = "linux")]
    pub fn processes(&self) -> Vec<u32> {
        super::linux::descendants(self.own[0], &self.own)
    }

    #[cfg(target_os = "linux")]
    pub fn kill_except(&self, keep: &[u32]) {
        let mut spared = self.own.to_vec();
        spared.extend_from_slice(keep);
        while super::linux::kill_descendants(self.own[0], &spared) > 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for Sandbox {
    /// A sandbox dropped unwaited (an error on the way) ends its run.
    fn drop(&mut self) {
        if self.exit.is_none() {
            self.end();
            let _ = self.supervisor.wait();
            self.forget();
        }
    }
}

/// What follows a report line's first word.
fn rest(line: &str) -> &str {
    line.trim_end().split_once(' ').map_or("", |(_, rest)| rest)
}

/// A warning on stderr, the first time only.
fn say_once(text: &str) {
    static SAID: Once = Once::new();
    SAID.call_once(|| {
        // Not `eprintln!`, which panics when stderr cannot be written.
        let _ = writeln!(io::stderr(), "boardsolve: warning: {text}");
    });
}

pub fn sweep() {
    #[cfg(target_os = "linux")]
    {
        let running = live();
        let me = std::process::id();
        for child in crate::platform::procfs::children(me) {
            if !running.contains(&child) {
                kill_tree(child);
                let _ = sys::reap(Some(child), false);
            }
        }
    }
}

pub fn kill_tree(pid: u32) {
    let _ = sys::signal(pid, SIGKILL);
    #[cfg(target_os = "linux")]
    super::linux::kill_descendants(pid, &[]);
}
