//! CPU time of a running program and its children, the time judges
//! count: user and system time, so a run's time is the program's work,
//! not how busy the machine is.
//!
//! Linux reads `/proc/PID/stat` of the program and every descendant at
//! each sample: each process's user and system time, and the times of
//! the children it has waited for (a shell's finished commands), added
//! up. A descendant that ended between two samples and was waited for by
//! a process still running is counted by that process; the largest sum
//! seen is kept, so the time never falls. The final sample is taken
//! while the leader waits to be reaped, its times and its waited-for
//! children's still readable.
//!
//! Other systems cannot tell without system calls std does not offer:
//! [`Clock::sample`] says `None`, and the caller judges by the wall clock
//! as before (README.md's "Windows" and macOS notes say so).

use std::time::Duration;

/// Whether [`Clock::sample`] tells CPU time on this system.
pub const COUNTED: bool = cfg!(target_os = "linux");

/// Samples the CPU time of one process tree.
pub struct Clock {
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pid: u32,
    /// The largest sample so far.
    used: Duration,
}

impl Clock {
    /// A clock for the tree rooted at process `pid`.
    pub fn new(pid: u32) -> Clock {
        Clock {
            pid,
            used: Duration::ZERO,
        }
    }

    /// The CPU time the tree has used so far, or `None` where the system
    /// cannot tell.
    #[cfg(target_os = "linux")]
    pub fn sample(&mut self) -> Option<Duration> {
        let mut ticks = linux::ticks(self.pid)?;
        let mut stack = super::procfs::children(self.pid);
        // A fork bomb cannot keep the clock busy: a bounded walk.
        let mut budget = 4096;
        while let Some(pid) = stack.pop() {
            budget -= 1;
            if budget == 0 {
                break;
            }
            ticks += linux::ticks(pid).unwrap_or(0);
            stack.extend(super::procfs::children(pid));
        }
        let used = Duration::from_millis(ticks * 1000 / linux::USER_HZ);
        self.used = self.used.max(used);
        Some(self.used)
    }

    #[cfg(not(target_os = "linux"))]
    pub fn sample(&mut self) -> Option<Duration> {
        None
    }
}

#[cfg(target_os = "linux")]
mod linux {
    /// The unit of `/proc`'s times: `USER_HZ`, 100 on every architecture
    /// Linux runs the judges' machines on (it is part of the ABI; std
    /// cannot call `sysconf(_SC_CLK_TCK)` to ask).
    pub const USER_HZ: u64 = 100;

    /// utime + stime + cutime + cstime of process `pid`, in ticks;
    /// `None` if it is gone.
    pub fn ticks(pid: u32) -> Option<u64> {
        let stat = std::fs::read(format!("/proc/{pid}/stat")).ok()?;
        // "pid (comm) S ppid ...": comm may hold anything, so count the
        // fields from the last ')'; utime is the 12th after it.
        let rest = &stat[stat.iter().rposition(|&b| b == b')')? + 1..];
        let fields = rest.split(|&b| b == b' ').filter(|f| !f.is_empty());
        let mut sum = 0u64;
        for f in fields.skip(11).take(4) {
            let v: i64 = std::str::from_utf8(f).ok()?.parse().ok()?;
            sum += v.max(0) as u64;
        }
        Some(sum)
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};
    use std::time::Instant;

    /// A shell that spins in a child for a while, then waits: the child's
    /// time is counted while it runs and after the shell has waited for it,
    /// and a sleep costs nothing.
    #[test]
    fn counts_a_childs_work_and_not_a_sleep() {
        let mut child = Command::new("sh")
            .args([
                "-c",
                "sh -c 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done'; sleep 0.3",
            ])
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let mut clock = Clock::new(child.id());
        let start = Instant::now();
        // Sample until the leader is a zombie (reaped by wait below).
        while std::fs::read_to_string(format!("/proc/{}/stat", child.id()))
            .is_ok_and(|s| !s.contains(") Z "))
        {
            clock.sample();
            assert!(start.elapsed() < Duration::from_secs(60));
            std::thread::sleep(Duration::from_millis(5));
        }
        let used = clock.sample().unwrap();
        child.wait().unwrap();
        let wall = start.elapsed();
        assert!(used >= Duration::from_millis(50), "{used:?}");
        // The sleep's 0.3 s are not CPU time.
        assert!(
            used + Duration::from_millis(250) <= wall,
            "{used:?} of {wall:?}"
        );
    }
}
