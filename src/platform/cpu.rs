//! CPU time of a running program and its children, the time judges
//! count: user and system time, so a run's time is the program's work,
//! not how busy the machine is; and the time it waited, neither running
//! nor ready to run (asleep, blocked on a read), which a busy machine
//! does not lengthen either.
//!
//! Linux reads `/proc/PID/stat` of the program and every descendant at
//! each sample: each process's user and system time, and the times of
//! the children it has waited for (a shell's finished commands), added
//! up; the sandbox's own processes (see [`Tree`]) count only the
//! children they have reaped, which takes in a detached process that
//! ended. A descendant that ended between two samples and was waited for
//! by a process still running is counted by that process; the largest
//! sum seen is kept, so the time never falls. The exact time comes at the
//! end, from the sandbox (`wait4` of every process of the run). The time
//! between two samples counts as
//! waited when no thread of the tree is running or ready to run (state
//! `R`), or reading or writing the disk (`D`), at the second: a program
//! starved by a busy machine is ready to run, and one whose binary and
//! libraries are read from a cold disk is held up by the machine too
//! (g++ starting on a fresh CI machine); one that sleeps or waits on a
//! pipe (`S`) is not. Threads, not processes: a process's own
//! state is its main thread's, and a harness's main thread sleeps in a
//! join while the solution works on another (Python's and JavaScript's
//! deep stacks).
//!
//! macOS and the BSDs cannot tell without more system calls:
//! [`Clock::sample`] says `None`, and the caller judges by the wall clock
//! (docs/reference.md says so). Windows reads the run's job object (see
//! [`crate::platform::sandbox`]).

use super::tree::Tree;
use std::time::{Duration, Instant};

/// Whether runs are timed by CPU time on this system: on Linux by
/// [`Clock::sample`], on Windows by the run's job object.
pub const COUNTED: bool = cfg!(any(target_os = "linux", windows));

/// Samples the CPU time of one process tree (elsewhere than on Linux,
/// nothing: its fields go unread).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub struct Clock {
    tree: Tree,
    /// What the samples so far add up to.
    usage: Usage,
    /// When the last sample was taken.
    last: Instant,
}

/// What a process tree has used so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// CPU time, user and system.
    pub cpu: Duration,
    /// Wall-clock time in which no process of it was running or ready to
    /// run.
    pub waited: Duration,
}

impl Clock {
    /// A clock for `tree`, started now.
    pub fn new(tree: Tree) -> Clock {
        Clock {
            tree,
            usage: Usage::default(),
            last: Instant::now(),
        }
    }

    /// What the tree has used so far (once it is gone, what it had used),
    /// or `None` where the system cannot tell. The tree's own processes
    /// count the children they have reaped, not themselves.
    #[cfg(target_os = "linux")]
    pub fn sample(&mut self) -> Option<Usage> {
        let mut ticks = 0;
        let mut working = false;
        let mut charged = Vec::new();
        self.tree.each(|pid, charge| {
            if let Some(stat) = linux::stat(pid) {
                ticks += stat.children;
                if charge {
                    ticks += stat.own;
                    working |= stat.running;
                    charged.push(pid);
                }
            }
        });
        // Only when no main thread works: reading every thread's state
        // costs a file a thread (a JVM has dozens).
        working = working || charged.into_iter().any(linux::a_thread_runs);
        let now = Instant::now();
        if !working {
            self.usage.waited += now - self.last;
        }
        self.last = now;
        let cpu = linux::duration(ticks);
        self.usage.cpu = self.usage.cpu.max(cpu);
        Some(self.usage)
    }

    #[cfg(not(target_os = "linux"))]
    pub fn sample(&mut self) -> Option<Usage> {
        None
    }
}

/// The CPU time process `pid` alone has used, the children it has reaped
/// included: one file read where [`Clock::sample`] walks every thread of
/// the tree (a JVM has dozens), for a server between two seeds, which has
/// no other process. `None` if it is gone.
#[cfg(target_os = "linux")]
pub fn of_process(pid: u32) -> Option<Duration> {
    let stat = linux::stat(pid)?;
    Some(linux::duration(stat.own + stat.children))
}

#[cfg(target_os = "linux")]
mod linux {
    use crate::platform::procfs::stat_fields;

    /// The unit of `/proc`'s times: `USER_HZ`, 100 on every architecture
    /// Linux runs the judges' machines on (it is part of the ABI; std
    /// cannot call `sysconf(_SC_CLK_TCK)` to ask).
    pub const USER_HZ: u64 = 100;

    /// `ticks` of `USER_HZ` as a duration.
    pub fn duration(ticks: u64) -> std::time::Duration {
        std::time::Duration::from_millis(ticks * 1000 / USER_HZ)
    }

    /// What `/proc/PID/stat` tells of a process's time.
    pub struct Stat {
        /// utime + stime, ticks.
        pub own: u64,
        /// cutime + cstime: the children it has reaped, ticks.
        pub children: u64,
        /// Its main thread is working (see [`works`]).
        pub running: bool,
    }

    /// The times of process `pid` (the 12th to 15th fields after the
    /// state); `None` if it is gone.
    pub fn stat(pid: u32) -> Option<Stat> {
        let stat = std::fs::read(format!("/proc/{pid}/stat")).ok()?;
        let mut fields = stat_fields(&stat)?;
        let running = works(fields.next()?);
        let mut t = [0u64; 4];
        for (slot, f) in t.iter_mut().zip(fields.skip(10).take(4)) {
            let v: i64 = std::str::from_utf8(f).ok()?.parse().ok()?;
            *slot = v.max(0) as u64;
        }
        Some(Stat {
            own: t[0] + t[1],
            children: t[2] + t[3],
            running,
        })
    }

    /// Whether a thread's state (`/proc/PID/stat`'s third field) is
    /// working: running or ready to run, or on the disk (see the module's
    /// head).
    fn works(state: &[u8]) -> bool {
        state == b"R" || state == b"D"
    }

    /// Whether a thread of process `pid` is running or ready to run.
    pub fn a_thread_runs(pid: u32) -> bool {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            return false;
        };
        tasks.flatten().any(|task| {
            std::fs::read(task.path().join("stat")).is_ok_and(|stat| {
                stat_fields(&stat)
                    .and_then(|mut f| f.next())
                    .is_some_and(works)
            })
        })
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};
    use std::time::Instant;

    /// A shell that spins in a child for a while, then sleeps: the child's
    /// time is counted while it runs and after the shell has waited for it,
    /// and the sleep is waited time, not CPU time.
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
        let mut clock = Clock::new(Tree::new(child.id()));
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
        assert!(used.cpu >= Duration::from_millis(50), "{used:?}");
        // The sleep's 0.3 s are waited, not CPU time.
        assert!(
            used.cpu + Duration::from_millis(250) <= wall,
            "{used:?} of {wall:?}"
        );
        assert!(used.waited >= Duration::from_millis(250), "{used:?}");
    }

    /// A process whose main thread sleeps in a join while another thread
    /// spins (the Python harness's shape) is working, not waiting.
    #[test]
    fn a_thread_working_is_work() {
        let Ok(mut child) = Command::new("python3")
            .args([
                "-c",
                "import threading, time\n\
                 def spin():\n    end = time.process_time() + 0.4\n    while time.process_time() < end: pass\n\
                 t = threading.Thread(target=spin); t.start(); t.join()",
            ])
            .spawn()
        else {
            return;
        };
        let mut clock = Clock::new(Tree::new(child.id()));
        let start = Instant::now();
        while child.try_wait().unwrap().is_none() {
            clock.sample();
            assert!(start.elapsed() < Duration::from_secs(60));
            std::thread::sleep(Duration::from_millis(5));
        }
        let used = clock.sample().unwrap();
        assert!(used.waited < Duration::from_millis(200), "{used:?}");
    }
}
