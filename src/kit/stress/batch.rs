//! Many inputs in one run, as LeetCode runs a submission's testcases: the
//! harness around a LeetCode solution reads case after case, so the
//! inputs of many seeds (or the shrinker's candidates) go through one
//! start of the program, which is nearly all a run of a scripted
//! solution costs.
//!
//! The harness times each call and writes the time to a file once its
//! answer is out (see [`harness::TIMES`]), so after the run every input
//! is told apart: its answers are judged on their own, its calls' time
//! against the time limit on its own, and where the run stopped (a
//! crash, a limit) is the input it was on. Whatever is in doubt runs
//! again alone, the way a run of one input a run would have run it: an
//! answer judged wrong, the input a run stopped on, an input whose calls
//! took half the time limit (alone, the program's start counts too). So
//! the first failure is the one a run per input finds; only a failure
//! that a run alone does not repeat comes from the batch itself (state
//! kept from one testcase to the next, as LeetCode's judge would see it).

use super::answers::run_file;
use super::judge::verdict;
use super::Runner;
use crate::kit::contestant::{backstop, Limits, Outcome};
use crate::kit::harness;
use crate::kit::Definition;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How stress runs many inputs in one run of a harness.
#[derive(Clone, Debug)]
pub struct Batching {
    /// The lines of one testcase: the method's parameters.
    pub arity: usize,
    /// Where the harness writes its times (the solution's scratch
    /// directory).
    pub dir: PathBuf,
}

/// A batched run's time limit, in the per-input time limits: the run is
/// sized to take a small share of one (see [`Sizer`]), so only a slow
/// input or a batch grown too long meets it.
const RUN_LIMITS: u32 = 2;
/// The most inputs in one run, and the most bytes of them.
pub(super) const MOST_INPUTS: usize = 512;
const MOST_BYTES: usize = 16 << 20;
/// A run of inputs under this share of the time limit grows the next
/// batch; over [`SHRINK_OVER`], the next one shrinks.
const GROW_UNDER: u32 = 8;
const SHRINK_OVER: u32 = 2;
/// An input whose calls took this share of the time limit runs again
/// alone: alone, the program's start counts too.
const SLOW_SHARE: u32 = 2;

/// Why an input of a batched run runs again alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Doubt {
    /// Its answer was judged wrong.
    Wrong,
    /// The run crashed on it.
    Crashed,
    /// The run stopped at a limit (time, memory, output) on it.
    Limit,
    /// Its calls took [`SLOW_SHARE`] of the time limit or more.
    Slow,
    /// The run waited on it as long as a run of it alone may wait:
    /// judged a time-out at once, not run again (a correct program never
    /// waits on an input that is all there, so the wait is this input's,
    /// or the state kept before it, which LeetCode's one process for all
    /// testcases sees too). A program that hangs on every input is told
    /// after one run's wait, and the smallest input's.
    Waited,
}

impl Doubt {
    /// A failure that only the batch shows means state kept from one
    /// testcase to the next: a wrong answer or a crash. A limit met in a
    /// batch is the batch's size, not the input's.
    pub(super) fn kept_state(self) -> bool {
        matches!(self, Doubt::Wrong | Doubt::Crashed)
    }
}

/// What a batched run told of one of its inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Told {
    /// Answered, and accepted where judged, its calls taking this long.
    Passed(Duration),
    /// To run again alone.
    Alone(Doubt),
    /// The run stopped (or was cancelled) before it.
    Unrun,
}

/// A batched run: what it told of each input (all [`Told::Unrun`] if it
/// was cancelled), its peak memory and its CPU time (the whole run's).
pub(super) struct Ran {
    pub(super) told: Vec<Told>,
    pub(super) memory: u64,
    pub(super) time: Duration,
    /// It ended with status 0 (not at a limit, not cancelled): its time
    /// tells how long the next batch may be.
    pub(super) finished: bool,
}

/// The number of inputs the next batch takes: grows while runs pass
/// quickly, shrinks near the time limit.
pub(super) struct Sizer(AtomicU64);

impl Sizer {
    pub(super) fn new() -> Sizer {
        Sizer(AtomicU64::new(8))
    }

    /// The next batch's size, with `left` inputs left to `jobs` workers:
    /// never more than a worker's share, so every job has work.
    pub(super) fn next(&self, left: u64, jobs: usize) -> usize {
        let share = left.div_ceil(jobs.max(1) as u64).max(1);
        self.0.load(Ordering::Relaxed).min(share) as usize
    }

    /// Learns from a run of `n` inputs that took `time` under the time
    /// limit `limit`.
    pub(super) fn ran(&self, n: usize, time: Duration, limit: Duration) {
        let now = self.0.load(Ordering::Relaxed);
        let next = if time > limit / SHRINK_OVER {
            (now / 2).max(1)
        } else if time < limit / GROW_UNDER && n as u64 >= now {
            (now * 2).min(MOST_INPUTS as u64)
        } else {
            now
        };
        self.0.store(next, Ordering::Relaxed);
    }

    /// A run stopped at a limit: the next batches are half as long.
    pub(super) fn halve(&self) {
        let now = self.0.load(Ordering::Relaxed);
        self.0.store((now / 2).max(1), Ordering::Relaxed);
    }
}

/// The testcases in `input` as the harness counts them (its non-blank
/// lines, `arity` a case), if they are whole: `None` when a line is left
/// over, which would shift every input after it.
pub(super) fn testcases(input: &[u8], arity: usize) -> Option<usize> {
    let lines = input
        .split(|&b| b == b'\n')
        .filter(|l| l.iter().any(|b| !b.is_ascii_whitespace()))
        .count();
    (arity > 0 && lines % arity == 0).then_some(lines / arity)
}

/// Whether `inputs` fit in one run: at most [`MOST_BYTES`] together (the
/// first always does).
pub(super) fn fits(held: usize, next: usize) -> bool {
    held == 0 || held + next <= MOST_BYTES
}

impl<P: Definition> Runner<'_, P> {
    /// Runs `inputs` (each of whole testcases, see [`testcases`]) in one
    /// run of the harness of `batching`, and tells what became of each:
    /// their answers judged if `outputs` (else an answer passes unjudged,
    /// as in [`Runner::judge`]).
    pub(super) fn run_together(
        &self,
        batching: &Batching,
        inputs: &[&[u8]],
        outputs: bool,
        cancel: &dyn Fn() -> bool,
    ) -> Result<Ran, String> {
        let s = self.s;
        let mut text = Vec::with_capacity(inputs.iter().map(|i| i.len() + 1).sum());
        let mut cases = Vec::with_capacity(inputs.len());
        for input in inputs {
            text.extend_from_slice(input);
            if !input.ends_with(b"\n") {
                text.push(b'\n');
            }
            cases.push(testcases(input, batching.arity).unwrap_or(0));
        }
        let times_file = run_file(&batching.dir, "times");
        let limits = Limits {
            time: s.limits.time.saturating_mul(RUN_LIMITS),
            wait: Some(backstop(s.limits.time)),
            ..s.limits
        };
        // What the solution printed is not kept: an input in doubt runs
        // again alone, and its report shows that run's prints.
        let outcome = self
            .run_program(
                &text,
                &limits,
                cancel,
                &[(harness::TIMES, times_file.as_path())],
            )?
            .outcome;
        let times = std::fs::read(&times_file).unwrap_or_default();
        let _ = std::fs::remove_file(&times_file);
        // Only whole lines: a run stopped while writing one left it cut.
        let times: Vec<Duration> = times
            .split_inclusive(|&b| b == b'\n')
            .filter(|l| l.ends_with(b"\n"))
            .map(|l| {
                let nanos = std::str::from_utf8(l)
                    .ok()
                    .and_then(|t| t.trim().parse().ok());
                Duration::from_nanos(nanos.unwrap_or(0))
            })
            .collect();
        let (stdout, stop, memory, time, cancelled) = match outcome {
            Outcome::Finished {
                stdout,
                time,
                memory,
            } => (stdout, None, memory, time, false),
            Outcome::Crashed { stdout, .. } => {
                (stdout, Some(Doubt::Crashed), 0, limits.time, false)
            }
            Outcome::TimeLimit {
                stdout,
                backstop: true,
            } => (stdout, Some(Doubt::Waited), 0, limits.time, false),
            Outcome::TimeLimit { stdout, .. } | Outcome::OutputLimit { stdout } => {
                (stdout, Some(Doubt::Limit), 0, limits.time, false)
            }
            Outcome::MemoryLimit { stdout, peak } => {
                (stdout, Some(Doubt::Limit), peak, limits.time, false)
            }
            Outcome::Cancelled => (Vec::new(), None, 0, Duration::ZERO, true),
        };
        let lines: Vec<&[u8]> = stdout.split_inclusive(|&b| b == b'\n').collect();
        // The testcases answered: each has its line out and its time told
        // (the harness tells a time once the answer is out); a run that
        // finished answered all it did answer.
        let answered = match stop {
            None => usize::MAX,
            Some(_) => times.len().min(lines.len()),
        };
        let mut told = Vec::with_capacity(inputs.len());
        let mut at = 0;
        let mut stopped_on = stop;
        for (k, (input, n)) in inputs.iter().zip(&cases).enumerate() {
            let end = at + n;
            if cancelled || end > answered {
                // The input the run stopped on, then those after it.
                told.push(stopped_on.take().map_or(Told::Unrun, Told::Alone));
                at = end;
                continue;
            }
            let took = times
                .get(at..end.min(times.len()))
                .unwrap_or(&[])
                .iter()
                .sum();
            // The last input's answer runs to the end of the output: more
            // lines than cases are judged as the program wrote them.
            let last = k + 1 == inputs.len() && stop.is_none();
            let answer: Vec<u8> = match last {
                true => lines.get(at..).unwrap_or(&[]).concat(),
                false => lines.get(at..end.min(lines.len())).unwrap_or(&[]).concat(),
            };
            let wrong = outputs && verdict::<P>(input, &answer, self.size())?.is_some();
            told.push(if wrong {
                Told::Alone(Doubt::Wrong)
            } else if took >= s.limits.time / SLOW_SHARE {
                Told::Alone(Doubt::Slow)
            } else {
                Told::Passed(took)
            });
            at = end;
        }
        // A crash or a limit after the last answer (in a destructor, at
        // exit) is no one input's: each could end so alone. The first runs
        // alone (a wait too: it was not on that input), the others again.
        if let Some(doubt) = stopped_on {
            let doubt = match doubt {
                Doubt::Waited => Doubt::Limit,
                doubt => doubt,
            };
            for (k, t) in told.iter_mut().enumerate() {
                *t = if k == 0 {
                    Told::Alone(doubt)
                } else {
                    Told::Unrun
                };
            }
        }
        Ok(Ran {
            told,
            memory,
            time,
            finished: stop.is_none() && !cancelled,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn testcases_are_whole_groups_of_non_blank_lines() {
        assert_eq!(testcases(b"[1]\n2\n\n[3]\n4\n", 2), Some(2));
        assert_eq!(testcases(b"[1]\n2\n[3]\n", 2), None);
        assert_eq!(testcases(b"  \n", 1), Some(0));
        assert_eq!(testcases(b"[1]", 1), Some(1));
    }

    #[test]
    fn batches_grow_while_quick_and_shrink_near_the_limit() {
        let limit = Duration::from_secs(2);
        let s = Sizer::new();
        assert_eq!(s.next(1000, 2), 8);
        s.ran(8, Duration::from_millis(10), limit);
        assert_eq!(s.next(1000, 2), 16);
        // A short batch (the range's end) teaches nothing of growth.
        s.ran(3, Duration::from_millis(10), limit);
        assert_eq!(s.next(1000, 2), 16);
        s.ran(16, Duration::from_millis(1500), limit);
        assert_eq!(s.next(1000, 2), 8);
        s.halve();
        assert_eq!(s.next(1000, 2), 4);
        // Never more than a worker's share of what is left.
        assert_eq!(s.next(5, 2), 3);
        for _ in 0..20 {
            s.ran(MOST_INPUTS, Duration::ZERO, limit);
        }
        assert_eq!(s.next(u64::MAX, 1), MOST_INPUTS);
    }
}
