//! Peak resident memory of a running program and its children, sampled
//! while it runs, the way judges measure memory (not the address space a
//! JVM or a sanitizer reserves without touching).
//!
//! Linux reads `/proc` at most every millisecond: the program's own
//! high-water mark (`VmHWM`, exact between samples) or, if larger, the
//! resident memory (`VmRSS`) of the program and every descendant added up
//! at the sample. Other Unix systems ask `ps -o rss=` for the program
//! alone, at most every 50 ms. Elsewhere nothing is measured yet (the
//! meter reads 0).

use std::time::{Duration, Instant};

/// The shortest time between two samples.
#[cfg(target_os = "linux")]
const INTERVAL: Duration = Duration::from_millis(1);
#[cfg(not(target_os = "linux"))]
const INTERVAL: Duration = Duration::from_millis(50);

/// Samples one process tree.
pub struct Meter {
    pid: u32,
    /// The largest sample so far, bytes.
    peak: u64,
    /// When the last sample was taken.
    last: Option<Instant>,
}

impl Meter {
    /// A meter for the tree rooted at process `pid`.
    pub fn new(pid: u32) -> Meter {
        Meter {
            pid,
            peak: 0,
            last: None,
        }
    }

    /// Takes a sample unless the last one is too recent; returns the peak
    /// resident bytes seen so far.
    pub fn sample(&mut self) -> u64 {
        let now = Instant::now();
        if self.last.is_some_and(|t| now.duration_since(t) < INTERVAL) {
            return self.peak;
        }
        self.last = Some(now);
        if let Some(bytes) = self.measure() {
            self.peak = self.peak.max(bytes);
        }
        self.peak
    }

    #[cfg(target_os = "linux")]
    fn measure(&self) -> Option<u64> {
        let (hwm, rss) = linux::status(self.pid)?;
        let mut total = rss;
        let mut stack = linux::children(self.pid);
        // A fork bomb cannot keep the meter busy: a bounded walk.
        let mut budget = 4096;
        while let Some(pid) = stack.pop() {
            budget -= 1;
            if budget == 0 {
                break;
            }
            total += linux::status(pid).map_or(0, |(_, rss)| rss);
            stack.extend(linux::children(pid));
        }
        Some(hwm.max(total))
    }

    #[cfg(all(unix, not(target_os = "linux")))]
    fn measure(&self) -> Option<u64> {
        let out = std::process::Command::new("ps")
            .args(["-o", "rss=", "-p", &self.pid.to_string()])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let kib: u64 = String::from_utf8_lossy(&out.stdout).trim().parse().ok()?;
        Some(kib * 1024)
    }

    #[cfg(not(unix))]
    fn measure(&self) -> Option<u64> {
        let _ = self.pid;
        None
    }
}

#[cfg(target_os = "linux")]
mod linux {
    /// `VmHWM` and `VmRSS` of a live process, bytes (`None` once it has
    /// ended: a zombie has no memory lines).
    pub fn status(pid: u32) -> Option<(u64, u64)> {
        let text = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        let field = |name: &str| -> Option<u64> {
            let line = text.lines().find(|l| l.starts_with(name))?;
            let kib: u64 = line[name.len()..]
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .ok()?;
            Some(kib * 1024)
        };
        Some((field("VmHWM:")?, field("VmRSS:")?))
    }

    /// The children of every thread of `pid`.
    pub fn children(pid: u32) -> Vec<u32> {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for task in tasks.flatten() {
            if let Ok(list) = std::fs::read_to_string(task.path().join("children")) {
                out.extend(
                    list.split_whitespace()
                        .filter_map(|p| p.parse::<u32>().ok()),
                );
            }
        }
        out
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn measures_this_process() {
        let mut m = Meter::new(std::process::id());
        let held = vec![1u8; 64 << 20];
        let peak = m.sample();
        assert!(peak >= 64 << 20, "{peak}");
        drop(held);
        assert!(m.sample() >= peak, "the peak never falls");
    }
}
