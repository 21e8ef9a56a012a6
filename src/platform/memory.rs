//! Peak resident memory of a running program and its children, sampled
//! while it runs, the way judges measure memory (not the address space a
//! JVM or a sanitizer reserves without touching). The sandbox adds the
//! exact peak of each process at its end (`ru_maxrss`), so a short spike
//! between two samples is still seen.
//!
//! Linux reads `/proc` at most every millisecond: the largest high-water
//! mark (`VmHWM`, exact between samples) of one process of the tree or, if
//! larger, the resident memory (`VmRSS`) of them all added up at the
//! sample (the sandbox's own processes left out, see [`Tree`]). Other
//! Unix systems ask `ps -o rss=` for the program alone, at most every
//! 50 ms. (Windows reads the run's job object instead, see
//! [`crate::platform::sandbox`].)

use super::tree::Tree;
use std::time::{Duration, Instant};

/// The shortest time between two samples.
#[cfg(target_os = "linux")]
const INTERVAL: Duration = Duration::from_millis(1);
#[cfg(not(target_os = "linux"))]
const INTERVAL: Duration = Duration::from_millis(50);

/// Samples one process tree.
pub struct Meter {
    tree: Tree,
    /// The largest sample so far, bytes.
    peak: u64,
    /// When the next sample is due.
    next: Instant,
    /// Count the resident memory alone, not the high-water marks: a
    /// process that outlives the program measured (a server running one
    /// program after another) has a high-water mark of its whole life.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    resident: bool,
}

impl Meter {
    /// A meter for `tree` (on systems other than Linux, its root alone).
    pub fn new(tree: Tree) -> Meter {
        Meter {
            tree,
            peak: 0,
            next: Instant::now(),
            resident: false,
        }
    }

    /// A meter of the resident memory of `tree` from now on, its
    /// processes' earlier peaks left out.
    pub fn resident(tree: Tree) -> Meter {
        Meter {
            resident: true,
            ..Meter::new(tree)
        }
    }

    /// Takes a sample unless the last one is too recent; returns the peak
    /// resident bytes seen so far.
    pub fn sample(&mut self) -> u64 {
        let now = Instant::now();
        if now < self.next {
            return self.peak;
        }
        self.next = now + INTERVAL;
        if let Some(bytes) = self.measure() {
            self.peak = self.peak.max(bytes);
        }
        self.peak
    }

    #[cfg(target_os = "linux")]
    fn measure(&self) -> Option<u64> {
        let (mut hwm, mut total) = (0, 0);
        self.tree.each(|pid, charged| {
            if let Some((h, rss)) = linux::status(pid).filter(|_| charged) {
                hwm = if self.resident { 0 } else { hwm.max(h) };
                total += rss;
            }
        });
        Some(hwm.max(total))
    }

    #[cfg(not(target_os = "linux"))]
    fn measure(&self) -> Option<u64> {
        let out = std::process::Command::new("ps")
            .args(["-o", "rss=", "-p", &self.tree.root().to_string()])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let kib: u64 = String::from_utf8_lossy(&out.stdout).trim().parse().ok()?;
        Some(kib * 1024)
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
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn measures_this_process() {
        let mut m = Meter::new(Tree::new(std::process::id()));
        let held = vec![1u8; 64 << 20];
        let peak = m.sample();
        assert!(peak >= 64 << 20, "{peak}");
        drop(held);
        assert!(m.sample() >= peak, "the peak never falls");
    }
}
