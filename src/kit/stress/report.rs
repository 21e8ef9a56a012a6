//! What a stress run writes: the report (on the run's `report` writer:
//! the verdict, a failing input and the answers side by side, how
//! shrinking ended) and, on stderr, the progress line the watcher thread
//! draws while it polls for interrupts.

use super::judge::{lines, Failure, Found};
use super::limit;
use super::save::Saved;
use super::search::Records;
use super::{lock, Reporter};
use crate::kit::check::escaped;
use crate::kit::package::JudgeTime;
use crate::kit::shrink::count;
use crate::kit::Definition;
use std::io::{self, Write};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Inputs up to this many lines are printed whole; longer ones as their
/// first and last lines (as oj prints them).
const SHOW_LINES: usize = 40;
const HEAD_LINES: usize = 20;
const TAIL_LINES: usize = 10;
/// How often the watcher looks for an interrupt.
pub(super) const WATCH: Duration = Duration::from_millis(20);
/// How often the progress line is redrawn.
const DRAW: Duration = Duration::from_millis(200);

/// What the progress line shows.
pub(super) enum Phase {
    Search,
    /// Shrinking: the inputs tried, and the smallest failing one's size
    /// in words.
    Shrink {
        runs: usize,
        size: String,
    },
}

impl Reporter<'_> {
    /// Draws the progress line if it is due (`drawn`: when it last was).
    pub(super) fn draw(&self, drawn: &mut Instant) {
        let every = match self.progress {
            true => DRAW,
            false => self.every,
        };
        if every.is_zero() || drawn.elapsed() < every {
            return;
        }
        *drawn = Instant::now();
        let phase = lock(&self.screen);
        let line = match &*phase {
            Phase::Search => {
                let n = self.passed.load(Ordering::Relaxed);
                let total = self.seeds;
                let rate = n as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
                // `0/1 seed passed`: the noun agrees with the total.
                let seeds = if total == 1 { "seed" } else { "seeds" };
                format!(
                    "{n}/{total} {seeds} passed, {} failed, {rate:.0}/s",
                    self.failed.load(Ordering::Relaxed)
                )
            }
            Phase::Shrink { runs, size } => {
                format!("shrinking: {}, smallest so far {size}", count(*runs, "run"))
            }
        };
        let _ = match self.progress {
            true => write!(io::stderr(), "\r\x1b[K{line}"),
            false => writeln!(
                io::stderr(),
                "stress: {line}, {:.1} s",
                self.started.elapsed().as_secs_f64()
            ),
        };
    }

    /// Clears the progress line, where it is redrawn.
    pub(super) fn clear(&self) {
        if self.progress {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }

    /// Writes report text (clearing the progress line first); errors are
    /// ignored: the status does not depend on who reads the report.
    pub(super) fn say(&self, text: &str) {
        let _phase = lock(&self.screen);
        self.clear();
        let mut out = lock(&self.out);
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    /// What the progress line shows from now on.
    pub(super) fn set_phase(&self, phase: Phase) {
        *lock(&self.screen) = phase;
    }
}

/// The input (if short), the answers side by side around the first
/// difference (marked `>`) or the program's stderr, and where it is
/// saved; boardsolve's answer is solved on a board of `size` if it is not
/// yet.
pub(super) fn show<P: Definition>(found: &Found, saved: &Saved, size: usize) -> String {
    let mut w = block("input", &found.input);
    match &found.failure {
        Failure::Wrong { line, .. } => {
            let (e, g) = (lines(found.expected::<P>(size)), lines(&found.stdout));
            let first = line.unwrap_or(0);
            w += "answers (line: expected | found):\n";
            let n = e.len().max(g.len());
            for i in first.saturating_sub(3)..(first + 4).min(n) {
                let mark = if i == first { '>' } else { ' ' };
                // Escaped: a program's bytes must not clear or recolour
                // the terminal.
                let cut = |l: Option<&&[u8]>| match l {
                    None => String::from("(none)"),
                    Some(l) => escaped(&l[..l.len().min(60)], false),
                };
                w += &format!("{mark} {}: {} | {}\n", i + 1, cut(e.get(i)), cut(g.get(i)));
            }
        }
        Failure::Crashed { stderr, .. } => w += &stderr_block(stderr),
        _ => {}
    }
    w += &printed_block(&found.printed);
    w += &saved.line();
    w
}

/// `text` under `heading`, as the report shows an input: its first and
/// last lines where it has many, each cut, escaped.
pub(super) fn block(heading: &str, text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    let all: Vec<String> = text.trim_end().lines().map(cut_line).collect();
    let mut w = format!("{heading}:\n");
    if all.len() <= SHOW_LINES {
        w += &all.join("\n");
    } else {
        w += &all[..HEAD_LINES].join("\n");
        w += &format!(
            "\n... ({} lines not shown)\n",
            all.len() - HEAD_LINES - TAIL_LINES
        );
        w += &all[all.len() - TAIL_LINES..].join("\n");
    }
    w.push('\n');
    w
}

/// What a solution printed apart from its answers, as the report shows
/// it: its first lines, each cut, escaped; nothing when it printed
/// nothing.
pub(super) fn printed_block(printed: &[u8]) -> String {
    const SHOWN: usize = 10;
    const WIDTH: usize = 100;
    if printed.iter().all(u8::is_ascii_whitespace) {
        return String::new();
    }
    let all = lines(printed);
    let mut w = String::from(
        "printed by the solution, as LeetCode's Stdout panel shows it (not judged):\n",
    );
    for l in all.iter().take(SHOWN) {
        let cut = &l[..l.len().min(WIDTH)];
        let more = if l.len() > WIDTH { "..." } else { "" };
        w += &format!("{}{more}\n", escaped(cut, false));
    }
    if all.len() > SHOWN {
        w += &format!("... ({} more lines)\n", all.len() - SHOWN);
    }
    w
}

/// A program's stderr as the report shows it: its first lines, escaped
/// (a program's bytes must not clear or recolour the terminal); nothing
/// when it is blank.
pub(super) fn stderr_block(stderr: &str) -> String {
    if stderr.trim().is_empty() {
        return String::new();
    }
    let head: Vec<String> = stderr
        .trim_end()
        .lines()
        .take(20)
        .map(|l| escaped(l.as_bytes(), false))
        .collect();
    format!("stderr:\n{}\n", head.join("\n"))
}

/// The report of a program that is not runnable (see `Runner::broken`): it
/// crashed before any answer on the first failing case (`what`: `seed
/// 3`, `example 1 of the problem page`) and on an empty input alike.
pub(super) fn not_runnable(what: &str, status: &str, stderr: &str) -> String {
    format!(
        "not runnable: the program fails before any answer, on {what} and on an empty input alike ({status}); not shrunk\n{}",
        stderr_block(stderr)
    )
}

/// The report of a search that found no failure: `examples` of the
/// page's and `passed` seeds in `time`, and the slowest and hungriest
/// seeds.
pub(super) fn passed(
    examples: u64,
    passed: u64,
    time: Duration,
    records: &Records,
    judge: &JudgeTime,
) -> String {
    // A seed run with others is timed by the harness, its calls alone.
    let slowest = match records.slowest {
        None => String::new(),
        Some((time, seed, calls)) => format!(
            "; slowest: seed {seed} ({:.3} s{})",
            time.as_secs_f64(),
            if calls { ", its calls" } else { "" }
        ),
    };
    let memory = match records.heaviest {
        // Windows measures only runs of half a second and more.
        (0, _, _) => "memory not measured".to_string(),
        (bytes, a, b) => format!(
            "most memory: {} ({:.1} MiB)",
            match a == b {
                true => format!("seed {a}"),
                false => format!("the run of seeds {a}..={b}, together"),
            },
            bytes as f64 / f64::from(1 << 20)
        ),
    };
    let examples = match examples {
        0 => String::new(),
        1 => "the page's example and ".into(),
        n => format!("the page's {n} examples and "),
    };
    let over = match records.over {
        Some((n, (time, seed, limit))) => limit::over(n, seed, time, &limit, judge),
        None => String::new(),
    };
    format!(
        "ok: {examples}{} passed in {:.2} s{slowest}; {memory}\n{over}",
        count(passed as usize, "seed"),
        time.as_secs_f64(),
    )
}

/// The report's head for inputs that fail only run together (`what`,
/// see `Case::name`): the last one's answer (`last`) fails, it passes
/// alone.
pub(super) fn together(what: &str, last: &str, verdict: &str) -> String {
    format!(
        "{what} fail: {verdict}\n{last} fails only after the others in the same run: the solution keeps state from one testcase to the next (a class attribute, a global), as LeetCode's judge, which runs a submission's testcases in one process, would see; --one-per-run runs each input alone\n"
    )
}

/// A line as the report shows it: at most `MAX_LINE` characters.
fn cut_line(line: &str) -> String {
    const MAX_LINE: usize = 400;
    match line.char_indices().nth(MAX_LINE) {
        None => line.to_string(),
        Some((at, _)) => format!("{}... ({} bytes)", &line[..at], line.len()),
    }
}
