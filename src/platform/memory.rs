//! Peak resident memory of a running program and its children, sampled
//! while it runs, the way judges measure memory (not the address space a
//! JVM or a sanitizer reserves without touching).
//!
//! Linux reads `/proc` at most every millisecond: the program's own
//! high-water mark (`VmHWM`, exact between samples) or, if larger, the
//! resident memory (`VmRSS`) of the program and every descendant added up
//! at the sample. Other Unix systems ask `ps -o rss=` for the program
//! alone, at most every 50 ms.
//!
//! Windows has neither: std cannot ask the system (that needs unsafe
//! calls), and a `tasklist` process per sample costs tens of
//! milliseconds. So the program's working set alone is read from
//! `tasklist` every half second, from half a second on: a run that ends
//! sooner costs nothing and reads 0, and a program that keeps more than
//! the limit for half a second is stopped. A short peak, or the memory of
//! its children, goes unseen.

use std::time::{Duration, Instant};

/// The shortest time between two samples, and the age of a run at its
/// first sample.
#[cfg(target_os = "linux")]
const INTERVAL: Duration = Duration::from_millis(1);
#[cfg(all(unix, not(target_os = "linux")))]
const INTERVAL: Duration = Duration::from_millis(50);
#[cfg(windows)]
const INTERVAL: Duration = Duration::from_millis(500);
#[cfg(unix)]
const FIRST: Duration = Duration::ZERO;
#[cfg(windows)]
const FIRST: Duration = INTERVAL;

/// Samples one process tree.
pub struct Meter {
    pid: u32,
    /// The largest sample so far, bytes.
    peak: u64,
    /// When the next sample is due.
    next: Instant,
}

impl Meter {
    /// A meter for the tree rooted at process `pid`.
    pub fn new(pid: u32) -> Meter {
        Meter {
            pid,
            peak: 0,
            next: Instant::now() + FIRST,
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
        let (hwm, rss) = linux::status(self.pid)?;
        let mut total = rss;
        super::procfs::each_descendant(self.pid, |pid| {
            total += linux::status(pid).map_or(0, |(_, rss)| rss);
        });
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

    #[cfg(windows)]
    fn measure(&self) -> Option<u64> {
        let out = std::process::Command::new("tasklist")
            .args(["/NH", "/FO", "CSV", "/FI"])
            .arg(format!("PID eq {}", self.pid))
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        working_set(&out.stdout)
    }
}

/// The memory column of `tasklist /NH /FO CSV`'s one line, bytes:
/// `"prog.exe","4242","Console","1","12,345 K"` is 12345 KiB, whatever the
/// locale's digit grouping; `None` when no process matched (tasklist then
/// prints a line that is not CSV).
#[cfg(any(windows, test))]
fn working_set(csv: &[u8]) -> Option<u64> {
    let text = String::from_utf8_lossy(csv);
    let line = text.lines().find(|l| l.starts_with('"'))?;
    let field = line
        .trim_end()
        .trim_end_matches('"')
        .rsplit("\",\"")
        .next()?;
    let digits: String = field.chars().filter(char::is_ascii_digit).collect();
    let kib: u64 = digits.parse().ok()?;
    kib.checked_mul(1024)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tasklist_lines_in_any_locale() {
        let line = |mem: &str| format!("\r\n\"prog.exe\",\"4242\",\"Console\",\"1\",\"{mem}\"\r\n");
        assert_eq!(working_set(line("12,345 K").as_bytes()), Some(12345 << 10));
        assert_eq!(working_set(line("12.345 K").as_bytes()), Some(12345 << 10));
        assert_eq!(
            working_set(line("12\u{a0}345 Ko").as_bytes()),
            Some(12345 << 10)
        );
        let none = b"INFO: No tasks are running which match the specified criteria.\r\n";
        assert_eq!(working_set(none), None);
        assert_eq!(working_set(b""), None);
    }

    #[cfg(target_os = "linux")]
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
