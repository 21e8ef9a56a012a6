//! A whole program in Python, JavaScript or Java served: the interpreter
//! (the JVM) starts once per stress worker, and each seed runs the
//! contestant's file as a fresh program in it, so a seed costs what its
//! work costs rather than an interpreter's start (a tenth to a third of
//! a second a seed, where the work is under a millisecond).
//!
//! The servers are boardsolve's files beside the harnesses
//! (`harness/serve.py`, `serve.js`, `BoardsolveServe.java`, each saying
//! how it makes a seed fresh): Python forks the started interpreter, in
//! which nothing of the program was ever loaded, and runs the file as
//! `__main__`; JavaScript runs it in a new V8 context with its own
//! `process`, `console` and `require('fs')`; Java loads its classes in a
//! new class loader. Each seed's standard input, output and error are
//! files in the scratch directory, so every way of reading the input
//! reads it, and its output is its answer.
//!
//! A server runs in a [`Sandbox`] like any program, its seeds in it, one
//! at a time. A seed has its own limits: its CPU time (Python: its forked
//! process's, exact from `wait4`; JavaScript and Java: the server's while
//! it runs) plus the interpreter's start, measured once (the least CPU
//! time a server took to be ready), as a judge's run of `python3 FILE`
//! counts it; its memory (Python: the forked process's peak; JavaScript
//! and Java: the server's resident memory while it runs, which holds
//! what earlier seeds left: a seed past the limit runs again one process
//! a seed, judged by that run, and a server past half the limit is
//! replaced); its output.
//! A seed past a limit, or that hangs, is ended: Python's forked process
//! alone, a JavaScript or Java server with it (a new one starts for the
//! next seed). A program that ends its process (Java's `System.exit`)
//! ends its server: its status is the seed's, and a new server starts.
//! What a seed leaves running is ended after it.
//!
//! Where a server cannot serve a program (a system without `/proc`, an
//! interpreter without what the server needs, a program that starts
//! processes or threads of its own, or reads its input by a way the
//! server does not give), stress says so once and runs one process a
//! seed from then on, that seed too.

use crate::kit::contestant::{Limits, Outcome};
use crate::kit::harness::Lang;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The server's files.
const PYTHON: &str = include_str!("../harness/serve.py");
const JAVASCRIPT: &str = include_str!("../harness/serve.js");
pub(super) const JAVA: &str = include_str!("../harness/BoardsolveServe.java");
/// The Java server's class, compiled with the program's.
pub(super) const JAVA_CLASS: &str = "BoardsolveServe";

/// What a program's source names that the server cannot give it: (the
/// text, why).
fn unserved(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::JavaScript => &[
            ("child_process", "it starts processes"),
            ("worker_threads", "it starts worker threads"),
            ("cluster", "it starts processes"),
        ],
        Lang::Java => &[
            (
                "FileDescriptor",
                "it opens the standard streams by descriptor",
            ),
            ("ProcessBuilder", "it starts processes"),
            ("System.console", "it reads the console"),
            (".exec(", "it may start processes"),
        ],
        _ => &[],
    }
}

/// How a whole program is served: its server's command line, or why it
/// cannot be.
#[derive(Clone, Debug)]
pub struct Served {
    /// The program's file, as messages name it.
    file: String,
    lang: Lang,
    /// The server's command line (only Linux runs servers).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    argv: Vec<String>,
    /// Where the seeds' files go.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    dir: PathBuf,
    /// Why the program is not served, if it is not.
    not: Option<&'static str>,
}

impl Served {
    /// The server of `file`, a whole program in `lang` whose source is
    /// `text`, its files written in the scratch directory `dir`; `None`
    /// for a language that starts at once (C, C++, Go, Rust). Java:
    /// `classes` holds the program's classes, `class` its main class,
    /// compiled with [`JAVA`].
    pub(super) fn new(
        lang: Lang,
        file: &Path,
        text: &str,
        dir: &Path,
        java: Option<(&Path, &str)>,
    ) -> Result<Option<Served>, String> {
        let script = |name: &str, text: &str| -> Result<String, String> {
            let path = dir.join(name);
            super::write(&path, text)?;
            Ok(path.display().to_string())
        };
        let path = file.display().to_string();
        let argv = match (lang, java) {
            (Lang::Python, _) => vec!["python3".into(), script("serve.py", PYTHON)?, path],
            (Lang::JavaScript, _) => vec!["node".into(), script("serve.js", JAVASCRIPT)?, path],
            (Lang::Java, Some((classes, class))) => {
                let mut argv = super::jvm(classes, JAVA_CLASS).argv;
                argv.extend([classes.display().to_string(), class.to_string()]);
                argv
            }
            _ => return Ok(None),
        };
        let mut not = unserved(lang)
            .iter()
            .find(|(what, _)| text.contains(what))
            .map(|(_, why)| *why);
        if !cfg!(target_os = "linux") {
            not = Some("the server needs Linux's /proc");
        }
        // The seeds' files are named on a line, tab-separated.
        if dir.to_string_lossy().contains(['\t', '\n']) {
            not = Some("the temporary directory's name holds a tab or a line break");
        }
        Ok(Some(Served {
            file: file.display().to_string(),
            lang,
            argv,
            dir: dir.to_path_buf(),
            not,
        }))
    }
}

impl Served {
    /// Whether its seeds are processes of their own, forked by the server
    /// (Python's), rather than programs run inside it.
    fn forks(&self) -> bool {
        self.lang == Lang::Python
    }
}

/// The servers of one stress run: one per worker thread (a sandbox ends
/// with the thread that started it), started when the thread first
/// runs a seed.
pub struct Servers {
    served: Served,
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pool: Mutex<Vec<linux::Server>>,
    /// The interpreter's start: the least CPU time a server took to be
    /// ready.
    start: Mutex<Option<Duration>>,
    /// The real interpreter, as the first server found it (Python's
    /// `sys.executable`: a version manager's shim is paid once).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    exe: Mutex<Option<String>>,
    /// Why the servers serve no more, once said.
    off: OnceLock<String>,
}

impl Servers {
    pub fn new(served: Served) -> Servers {
        Servers {
            served,
            pool: Mutex::new(Vec::new()),
            start: Mutex::new(None),
            exe: Mutex::new(None),
            off: OnceLock::new(),
        }
    }

    /// The interpreter's start added to each seed's time, once measured.
    pub fn start(&self) -> Option<Duration> {
        *lock(&self.start)
    }

    /// What the interpreter is called in the report.
    pub fn interpreter(&self) -> &'static str {
        match self.served.lang {
            Lang::Java => "the JVM",
            Lang::JavaScript => "node",
            _ => "python3",
        }
    }

    /// Runs `input` as [`crate::kit::contestant::Program::run`] would, in
    /// this thread's server; `None` when the program is not served (said
    /// once): run it one process a seed.
    pub fn run(
        &self,
        input: &[u8],
        limits: &Limits,
        cancel: &dyn Fn() -> bool,
    ) -> Option<io::Result<Outcome>> {
        if self.off.get().is_some() {
            return None;
        }
        if let Some(why) = self.served.not {
            self.fall_back(why);
            return None;
        }
        #[cfg(target_os = "linux")]
        return match linux::run(self, input, limits, cancel) {
            Ok(Seed::Ran(outcome)) => Some(Ok(outcome)),
            Ok(Seed::Unserved(why)) => {
                self.fall_back(&why);
                None
            }
            Ok(Seed::Alone) => None,
            Err(e) => Some(Err(e)),
        };
        #[cfg(not(target_os = "linux"))]
        {
            let _ = (input, limits, cancel);
            None
        }
    }

    /// Whether a seed's memory is its server's, what earlier seeds left in
    /// it counted (JavaScript's and Java's seeds run in their server;
    /// Python's are processes of their own), while the server serves.
    pub fn shares_memory(&self) -> bool {
        !self.served.forks() && self.served.not.is_none() && self.off.get().is_none()
    }

    /// Stops serving, saying why once.
    fn fall_back(&self, why: &str) {
        if self.off.set(why.to_string()).is_ok() {
            let _ = writeln!(
                io::stderr(),
                "stress: {}: one process a seed from here on: {why}",
                self.served.file
            );
        }
    }
}

/// What a server made of a seed.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
enum Seed {
    Ran(Outcome),
    /// It cannot serve the program: why.
    Unserved(String),
    /// This seed runs one process a seed: it went past the memory limit
    /// in a server, whose memory holds what earlier seeds left (a JVM's
    /// heap grew from 50 to 200 MiB in 3000 seeds of a correct program,
    /// and `--memory 180` failed seed 1730 of 71 moves), and a fresh
    /// program's does not.
    Alone,
}

#[cfg(not(target_os = "linux"))]
mod linux {
    pub struct Server;
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(target_os = "linux")]
mod linux {
    use super::{lock, Limits, Outcome, Seed, Servers};
    use crate::kit::contestant::{judged, longest_nap, End, KEEP_STDERR};
    use crate::platform::cpu::{self, Clock};
    use crate::platform::memory::Meter;
    use crate::platform::process::from_wait_status;
    use crate::platform::sandbox::{self, Sandbox};
    use crate::platform::tree::{self, Tree};
    use std::io::{self, BufRead, BufReader, Read, Write};
    use std::path::PathBuf;
    use std::process::{ChildStdin, Command};
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::mpsc::{self, RecvTimeoutError};
    use std::thread::ThreadId;
    use std::time::{Duration, Instant};

    /// How long a server may take to start (a JVM on a busy machine takes
    /// seconds), and to end a seed it was asked to end.
    const READY_WAIT: Duration = Duration::from_secs(60);
    const END_WAIT: Duration = Duration::from_secs(5);
    /// The pause between two looks at a starting server.
    const NAP: Duration = Duration::from_millis(20);

    /// One server, of one thread.
    pub struct Server {
        sandbox: Sandbox,
        stdin: ChildStdin,
        /// Its lines on stdout; disconnected when it has ended.
        replies: mpsc::Receiver<String>,
        /// Its process id.
        pid: u32,
        thread: ThreadId,
        files: Files,
        /// Its seeds are processes of their own (Python's), measured
        /// alone; the others run in it, and its memory is theirs.
        forks: bool,
    }

    /// A server whose resident memory has passed this share of the memory
    /// limit is replaced after the seed: what its seeds left (a JVM's
    /// heap, grown for the largest seed so far, and the compiled code of
    /// classes no longer used) counts in its seeds' memory, and a seed
    /// past the limit runs again alone (see `Seed::Alone`). Replaced at
    /// a growth of 64 MiB instead, a JVM restarted after nearly every
    /// seed at the judge's limits: 1000 seeds of a Java replay took 7.4 s
    /// against 5.7 s.
    const SHARE_KEPT: u64 = 2;

    /// A server's seed files, each seed's written over the last's (the
    /// servers open the output files truncated): a file created and
    /// removed a seed cost ext4 a search for a free inode each time.
    struct Files {
        input: PathBuf,
        output: PathBuf,
        error: PathBuf,
        /// The line that asks the server to run a seed on them.
        line: String,
    }

    impl Files {
        fn new(dir: &std::path::Path) -> Files {
            let k = SERVERS.fetch_add(1, Ordering::Relaxed);
            let name = |what: &str| dir.join(format!("server-{k}.{what}"));
            let (input, output, error) = (name("in"), name("out"), name("err"));
            let line = format!(
                "{}\t{}\t{}\n",
                input.display(),
                output.display(),
                error.display()
            );
            Files {
                input,
                output,
                error,
                line,
            }
        }
    }

    impl Drop for Files {
        fn drop(&mut self) {
            for f in [&self.input, &self.output, &self.error] {
                let _ = std::fs::remove_file(f);
            }
        }
    }

    /// What a server said of a seed's end: its wait status, CPU time,
    /// peak memory (0: not measured), and whether the server is to be
    /// replaced.
    struct Told {
        status: i32,
        cpu: Duration,
        peak: u64,
        restart: bool,
    }

    fn told(line: &str) -> Option<Told> {
        let mut words = line.strip_prefix("end ")?.split(' ');
        let status = words.next()?.parse().ok()?;
        let cpu = Duration::from_nanos(words.next()?.parse().ok()?);
        let peak = words.next()?.parse().ok()?;
        Some(Told {
            status,
            cpu,
            peak,
            restart: words.next() == Some("restart"),
        })
    }

    pub(super) fn run(
        s: &Servers,
        input: &[u8],
        limits: &Limits,
        cancel: &dyn Fn() -> bool,
    ) -> io::Result<Seed> {
        let me = std::thread::current().id();
        let held = {
            let mut pool = lock(&s.pool);
            // A server whose thread has ended has ended with it.
            pool.retain_mut(|server| {
                server.thread == me || !server.sandbox.exited().unwrap_or(true)
            });
            pool.iter()
                .position(|server| server.thread == me)
                .map(|k| pool.swap_remove(k))
        };
        let server = match held {
            Some(server) => server,
            None => match start(s, cancel)? {
                Ok(server) => server,
                Err(Some(why)) => return Ok(Seed::Unserved(why)),
                Err(None) => return Ok(Seed::Ran(Outcome::Cancelled)),
            },
        };
        let start = s.start().unwrap_or_default();
        let forks = server.forks;
        let (outcome, alive) = server.seed(input, limits, cancel, start)?;
        // A server is measured as one process: what earlier seeds left in
        // it counts (Python's seeds are processes of their own).
        if !forks && matches!(outcome, Seed::Ran(Outcome::MemoryLimit { .. })) {
            return Ok(Seed::Alone);
        }
        if let Some(server) = alive {
            lock(&s.pool).push(server);
        }
        Ok(outcome)
    }

    /// Starts a server: `Err(Some(why))` if it cannot serve,
    /// `Err(None)` if cancelled.
    fn start(s: &Servers, cancel: &dyn Fn() -> bool) -> io::Result<Result<Server, Option<String>>> {
        let mut argv = s.served.argv.clone();
        if let Some(exe) = lock(&s.exe).clone() {
            argv[0] = exe;
        }
        let mut cmd = Command::new(&argv[0]);
        cmd.args(&argv[1..]);
        let mut sandbox = Sandbox::spawn(&cmd)?;
        let (Some(stdin), Some(stdout), Some(stderr)) = sandbox.pipes() else {
            return Err(io::Error::other("no pipes to the server"));
        };
        let (tx, replies) = mpsc::channel();
        let reader = move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        };
        // Its messages: the first lines tell why it could not start.
        let (etx, errors) = mpsc::channel();
        let drain = move || {
            let mut stderr = stderr;
            let mut kept = Vec::new();
            let _ = (&mut stderr).take(4096).read_to_end(&mut kept);
            let _ = etx.send(kept);
            let _ = io::copy(&mut stderr, &mut io::sink());
        };
        std::thread::Builder::new().spawn(reader)?;
        std::thread::Builder::new().spawn(drain)?;
        let pid = sandbox.program();
        let asked = Instant::now();
        let line = loop {
            match replies.recv_timeout(NAP) {
                Ok(line) if line.starts_with("ready") || line.starts_with("refuse") => break line,
                // Not a line of the server's (a JVM's warning).
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) if cancel() => return Ok(Err(None)),
                Err(RecvTimeoutError::Timeout) if asked.elapsed() < READY_WAIT => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Ok(Err(Some(format!(
                        "its server was not ready in {} s",
                        READY_WAIT.as_secs()
                    ))))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    sandbox.end();
                    let status = sandbox.wait().ok().and_then(|e| e.status);
                    let said = errors.recv_timeout(END_WAIT).unwrap_or_default();
                    let said = String::from_utf8_lossy(&said);
                    let said = said.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
                    let status = status.map_or("ended".into(), crate::platform::process::describe);
                    return Ok(Err(Some(format!(
                        "its server did not start ({status}: {said})"
                    ))));
                }
            }
        };
        let mut words = line.split(' ');
        match words.next() {
            Some("ready") => {}
            _ => {
                let why = line.strip_prefix("refuse ").unwrap_or("no reason given");
                return Ok(Err(Some(why.to_string())));
            }
        }
        if let Some(cpu) = words.next().and_then(|w| w.parse::<u64>().ok()) {
            let cpu = Duration::from_nanos(cpu);
            let mut start = lock(&s.start);
            *start = Some(start.map_or(cpu, |t| t.min(cpu)));
        }
        if let Some(exe) = words.next() {
            lock(&s.exe).get_or_insert_with(|| exe.to_string());
        }
        Ok(Ok(Server {
            sandbox,
            stdin,
            replies,
            pid,
            thread: std::thread::current().id(),
            files: Files::new(&s.served.dir),
            forks: s.served.forks(),
        }))
    }

    /// Each server's files have a name of their own.
    static SERVERS: AtomicU64 = AtomicU64::new(0);

    impl Server {
        /// Runs one seed: how it ended, and the server if it lives on.
        fn seed(
            mut self,
            input: &[u8],
            limits: &Limits,
            cancel: &dyn Fn() -> bool,
            start: Duration,
        ) -> io::Result<(Seed, Option<Server>)> {
            std::fs::write(&self.files.input, input)?;
            // Python's seed is a process of its own; the others run in
            // the server, measured from now.
            let forks = self.forks;
            let mut clock = Clock::new(Tree::new(self.pid));
            let base = cpu::of_process(self.pid).unwrap_or_default();
            let mut meter = Meter::resident(Tree::new(self.pid));
            // Python's seed process, once seen.
            let mut root = None;
            if self.stdin.write_all(self.files.line.as_bytes()).is_err() {
                return self.died(limits, base, start, 0);
            }
            // A seed's end is its server's line, seen at once; between
            // lines, the looks at it (the CPU time of each of a JVM's
            // threads, its memory, from /proc) only keep its limits, so
            // the first comes after the longest nap of a program's run's
            // first looks, and they grow apart as a run's do: every 2 ms,
            // they took boardsolve 1.5 s of CPU beside a Java seed's 3.6 s
            // on a busy machine, and from 0.1 ms, a millisecond's look or
            // two at each seed of a thousand that took a millisecond.
            let asked = Instant::now();
            let mut nap = longest_nap(Duration::ZERO);
            let stop = loop {
                match self.replies.recv_timeout(nap) {
                    // Not a line of the server's (a JVM's warning): passed by.
                    Ok(line) => {
                        if let Some(t) = told(&line) {
                            return self.ended(t, limits, start, meter.sample());
                        }
                    }
                    Err(RecvTimeoutError::Disconnected) => {
                        return self.died(limits, base, start, meter.sample())
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                }
                nap = (nap * 2).min(longest_nap(asked.elapsed()));
                if forks && root.is_none() {
                    root = tree::children(self.pid).first().copied();
                    if let Some(pid) = root {
                        clock = Clock::new(Tree::new(pid));
                        meter = Meter::new(Tree::new(pid));
                    }
                }
                let used = match (forks, root) {
                    (true, None) => Default::default(),
                    _ => clock.sample().unwrap_or_default(),
                };
                let cpu = match forks {
                    true => used.cpu,
                    false => used.cpu.saturating_sub(base),
                };
                if cpu + start > limits.time {
                    break End::Time { backstop: false };
                }
                if used.waited >= limits.waiting() {
                    break End::Time { backstop: true };
                }
                let written = std::fs::metadata(&self.files.output).map_or(0, |m| m.len());
                if written > limits.output {
                    break End::Output;
                }
                let peak = meter.sample();
                if peak > limits.memory {
                    break End::Memory(peak);
                }
                if cancel() {
                    break End::Cancelled;
                }
            };
            // Python: the seed's process alone ends, and its server
            // reports it; the others end with their server.
            let alive = forks && {
                let root = root.or_else(|| tree::children(self.pid).first().copied());
                if let Some(pid) = root {
                    sandbox::kill_tree(pid);
                }
                matches!(self.replies.recv_timeout(END_WAIT), Ok(line) if told(&line).is_some())
            };
            if alive {
                self.sandbox.kill_except(&[self.pid]);
            }
            let stdout = read(&self.files.output, limits.output);
            let outcome = judged(
                stop,
                false,
                None,
                Duration::ZERO,
                0,
                limits,
                stdout,
                Vec::new,
            );
            Ok((Seed::Ran(outcome), alive.then_some(self)))
        }

        /// The server told the seed's end.
        fn ended(
            self,
            t: Told,
            limits: &Limits,
            start: Duration,
            sampled: u64,
        ) -> io::Result<(Seed, Option<Server>)> {
            // What the seed left running is not charged: ended, and the
            // program run one process a seed, where it is.
            let left = self.sandbox.processes().into_iter().any(|p| p != self.pid);
            if left {
                self.sandbox.kill_except(&[self.pid]);
                return Ok((
                    Seed::Unserved("it leaves processes running after it ends".into()),
                    None,
                ));
            }
            let stdout = read(&self.files.output, limits.output);
            let over = stdout.len() as u64 > limits.output;
            let outcome = judged(
                End::Exited,
                over,
                Some(from_wait_status(t.status)),
                t.cpu + start,
                t.peak.max(sampled),
                limits,
                stdout,
                || read(&self.files.error, KEEP_STDERR),
            );
            let grown = !self.forks && sampled > limits.memory / SHARE_KEPT;
            Ok((Seed::Ran(outcome), (!t.restart && !grown).then_some(self)))
        }

        /// The server ended during the seed (Java's `System.exit`, a
        /// crash of the interpreter): its status is the seed's.
        fn died(
            mut self,
            limits: &Limits,
            base: Duration,
            start: Duration,
            peak: u64,
        ) -> io::Result<(Seed, Option<Server>)> {
            self.sandbox.end();
            let (status, cpu) = match self.sandbox.wait() {
                Ok(e) => (e.status, e.cpu.saturating_sub(base)),
                Err(_) => (None, Duration::ZERO),
            };
            let stdout = read(&self.files.output, limits.output);
            let over = stdout.len() as u64 > limits.output;
            let outcome = judged(
                End::Exited,
                over,
                status,
                cpu + start,
                peak,
                limits,
                stdout,
                || read(&self.files.error, KEEP_STDERR),
            );
            Ok((Seed::Ran(outcome), None))
        }
    }

    /// At most `most` + 1 bytes of `file` (one more than the limit tells
    /// that it is past it).
    fn read(file: &std::path::Path, most: u64) -> Vec<u8> {
        let mut bytes = Vec::new();
        if let Ok(f) = std::fs::File::open(file) {
            let _ = f.take(most.saturating_add(1)).read_to_end(&mut bytes);
        }
        bytes
    }
}
