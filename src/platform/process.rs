//! A contestant's processes as one unit: started, watched, and ended
//! together, so a child left running in the background (`sleep 300 &`
//! holding the output pipes) neither stretches a run nor outlives it, as
//! on a judge.
//!
//! Unix: the program leads a new process group, and the whole group is
//! killed. On Linux the leader's exit is seen in `/proc/PID/stat` before it
//! is reaped: while it is a zombie its process id, which is the group's id,
//! cannot be given to a new process, so the group kill that follows can
//! only reach the contestant's processes. On other systems the leader is
//! reaped first; the id could then be reused before the kill only if the
//! system handed out every other process id in between. A process that
//! leaves the group on purpose (`setsid`) is beyond reach, as it is for a
//! judge without control groups.
//!
//! Windows: the program and its descendants are ended together by
//! `taskkill /T /F` (std cannot put them in a job object without unsafe
//! system calls), while the program runs: at a limit, on cancellation, on
//! an interrupt. taskkill finds the descendants from their living root, so
//! a process the program left running when it exited on its own is out of
//! reach (the run still ends: see `contestant`'s pipe grace).

use std::io;
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus};

/// The contestant's processes: the started one and its descendants.
pub struct Group {
    child: Child,
}

impl Group {
    /// Starts `cmd` (on Unix as the leader of a new process group).
    pub fn spawn(cmd: &mut Command) -> io::Result<Group> {
        new_group(cmd);
        Ok(Group {
            child: cmd.spawn()?,
        })
    }

    /// The leader's process id (the group's id on Unix).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The pipes to the leader that were asked for.
    pub fn pipes(&mut self) -> (Option<ChildStdin>, Option<ChildStdout>, Option<ChildStderr>) {
        (
            self.child.stdin.take(),
            self.child.stdout.take(),
            self.child.stderr.take(),
        )
    }

    /// Whether the leader has ended (on Linux without reaping it).
    pub fn exited(&mut self) -> io::Result<bool> {
        #[cfg(target_os = "linux")]
        if let Some(zombie) = linux::is_zombie(self.id()) {
            return Ok(zombie);
        }
        Ok(self.child.try_wait()?.is_some())
    }

    /// Kills every process of the group that is still running (on
    /// Windows: that can still be reached, see the module doc).
    pub fn kill(&mut self) {
        #[cfg(unix)]
        unix::kill_group(self.id());
        #[cfg(windows)]
        if matches!(self.child.try_wait(), Ok(None)) {
            windows::kill_tree(self.id());
        }
        // The leader alone, in case the group kill could not be sent.
        let _ = self.child.kill();
    }

    /// Waits for the leader: its exit status.
    pub fn wait(&mut self) -> io::Result<ExitStatus> {
        self.child.wait()
    }
}

/// How a process ended, in words: `exit status 3`, `killed by signal 11
/// (SIGSEGV)`, on Windows `exit status 0xC0000005 (access violation)`.
pub fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return match unix::signal_name(sig) {
                Some(name) => format!("killed by signal {sig} ({name})"),
                None => format!("killed by signal {sig}"),
            };
        }
    }
    match status.code() {
        #[cfg(windows)]
        Some(code) if code < 0 => status_name(code as u32),
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

/// A Windows exit status that is an error code (a crash, an abort, a
/// console interrupt: its top bit set), in hexadecimal as Windows tools
/// print it, with the name of the common ones.
#[cfg(any(windows, test))]
fn status_name(code: u32) -> String {
    let name = match code {
        0x8000_0003 => "breakpoint",
        0xC000_0005 => "access violation",
        0xC000_0017 => "out of memory",
        0xC000_001D => "illegal instruction",
        0xC000_008E | 0xC000_0094 => "division by zero",
        0xC000_0095 => "integer overflow",
        0xC000_00FD => "stack overflow",
        0xC000_013A => "Ctrl-C",
        0xC000_0374 => "heap corruption",
        0xC000_0409 => "fail-fast abort (a Rust abort, a C++ terminate)",
        _ => return format!("exit status {code:#010X}"),
    };
    format!("exit status {code:#010X} ({name})")
}

#[cfg(unix)]
fn new_group(cmd: &mut Command) {
    use std::os::unix::process::CommandExt;
    cmd.process_group(0);
}

/// Without process groups the leader is the whole group.
#[cfg(not(unix))]
fn new_group(_: &mut Command) {}

#[cfg(unix)]
mod unix {
    use std::process::{Command, Stdio};

    /// Sends SIGKILL to process group `pgid` if any process of it runs.
    /// std has no `kill(2)`; the shell's `kill` sends it.
    pub fn kill_group(pgid: u32) {
        #[cfg(target_os = "linux")]
        if !super::linux::group_runs(pgid) {
            return;
        }
        let _ = Command::new("sh")
            .args(["-c", "kill -s KILL -- \"-$1\"", "sh"])
            .arg(pgid.to_string())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }

    /// Names of the signals whose numbers are the same on every Unix
    /// (SIGBUS differs, so it is named per system).
    pub fn signal_name(sig: i32) -> Option<&'static str> {
        Some(match sig {
            1 => "SIGHUP",
            2 => "SIGINT",
            3 => "SIGQUIT",
            4 => "SIGILL",
            5 => "SIGTRAP",
            6 => "SIGABRT",
            8 => "SIGFPE",
            9 => "SIGKILL",
            11 => "SIGSEGV",
            13 => "SIGPIPE",
            14 => "SIGALRM",
            15 => "SIGTERM",
            #[cfg(any(target_os = "linux", target_os = "android"))]
            7 => "SIGBUS",
            #[cfg(not(any(target_os = "linux", target_os = "android")))]
            10 => "SIGBUS",
            _ => return None,
        })
    }
}

#[cfg(windows)]
mod windows {
    use std::process::{Command, Stdio};

    /// Ends process `pid` and its descendants (std finds taskkill in the
    /// system directory before `PATH`).
    pub fn kill_tree(pid: u32) {
        let _ = Command::new("taskkill")
            .args(["/T", "/F", "/PID"])
            .arg(pid.to_string())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

#[cfg(target_os = "linux")]
mod linux {
    /// The state letter of process `pid` (`R`, `S`, `Z` ...), `None` if it
    /// is gone.
    fn state(pid: &str) -> Option<(u8, u32)> {
        let stat = std::fs::read(format!("/proc/{pid}/stat")).ok()?;
        // "pid (comm) S ppid pgrp ...": comm may hold anything, so parse
        // from the last ')'.
        let rest = &stat[stat.iter().rposition(|&b| b == b')')? + 1..];
        let mut fields = rest
            .split(|&b| b == b' ')
            .filter(|f| !f.is_empty())
            .map(|f| std::str::from_utf8(f).unwrap_or(""));
        let state = *fields.next()?.as_bytes().first()?;
        let _ppid = fields.next()?;
        let pgrp = fields.next()?.parse().ok()?;
        Some((state, pgrp))
    }

    /// Whether `pid` has ended and waits to be reaped; `None` if /proc
    /// cannot tell.
    pub fn is_zombie(pid: u32) -> Option<bool> {
        state(&pid.to_string()).map(|(s, _)| s == b'Z' || s == b'X')
    }

    /// Whether a process of group `pgid` still runs (zombies do not).
    /// Process ids are handed out in increasing order, so the group's
    /// processes, all started after its leader, have larger ids, and only
    /// those are read, unless the ids have wrapped around since (the last
    /// id handed out is then below the leader's): then all of them are.
    pub fn group_runs(pgid: u32) -> bool {
        let Ok(dir) = std::fs::read_dir("/proc") else {
            return true;
        };
        let last: Option<u32> = std::fs::read_to_string("/proc/sys/kernel/ns_last_pid")
            .ok()
            .and_then(|s| s.trim().parse().ok());
        let from = if last.is_some_and(|l| l >= pgid) {
            pgid
        } else {
            0
        };
        dir.flatten().any(|e| {
            let name = e.file_name();
            let name = name.to_str().unwrap_or("");
            name.parse::<u32>().is_ok_and(|pid| pid > from)
                && state(name).is_some_and(|(s, g)| g == pgid && s != b'Z' && s != b'X')
        })
    }
}

#[cfg(test)]
mod status_tests {
    #[test]
    fn windows_error_statuses_in_hexadecimal() {
        assert_eq!(
            super::status_name(0xC000_0005),
            "exit status 0xC0000005 (access violation)"
        );
        assert_eq!(super::status_name(0xE043_4352), "exit status 0xE0434352");
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    /// Running, not a zombie waiting for its new parent to reap it.
    fn alive(pid: &str) -> bool {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .is_ok_and(|s| !s.contains(") Z ") && !s.contains(") X "))
    }

    #[test]
    fn a_background_child_dies_with_its_group() {
        let mut g = Group::spawn(
            Command::new("sh")
                .args(["-c", "sleep 300 & echo $!"])
                .stdout(Stdio::piped()),
        )
        .unwrap();
        let mut out = String::new();
        use std::io::Read;
        // The leader exits at once; the sleep keeps the pipe open, so read
        // only the first line.
        let mut pipe = g.pipes().1.unwrap();
        let mut byte = [0];
        while pipe.read(&mut byte).unwrap() == 1 && byte[0] != b'\n' {
            out.push(byte[0] as char);
        }
        let start = Instant::now();
        while !g.exited().unwrap() {
            assert!(start.elapsed() < Duration::from_secs(10));
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(alive(&out), "the sleep runs before the kill");
        g.kill();
        assert!(g.wait().unwrap().success());
        let start = Instant::now();
        while alive(&out) {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "sleep {out} survived"
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn statuses_in_words() {
        let run = |script: &str| {
            let mut g = Group::spawn(Command::new("sh").args(["-c", script])).unwrap();
            describe(g.wait().unwrap())
        };
        assert_eq!(run("exit 3"), "exit status 3");
        assert_eq!(run("kill -s SEGV $$"), "killed by signal 11 (SIGSEGV)");
        assert_eq!(run("kill -s 64 $$"), "killed by signal 64");
    }
}
