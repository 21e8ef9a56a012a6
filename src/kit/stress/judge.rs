//! One run judged: the program run on an input under the limits, its
//! output judged by `check`, and a failure told apart by kind (a wrong
//! answer and its first differing line, a crash, a limit run past).
//!
//! A time-out by CPU time is confirmed before it counts: the input runs
//! again, and only a second time-out is one; a retry that ends is judged
//! as it ends (so an input answered right within the limit on the retry
//! passes). A run past the judge's figure runs again under the limit
//! derived for this machine (see [`super::limit`]). A run the backstop
//! stopped (it waited 3 times the limit, asleep or blocked: a busy machine
//! leaves a program ready to run, never waiting) is a time-out at once.
//!
//! boardsolve's answer to a failing input is solved at most once and
//! carried with it in [`Found`]: the line of the first difference, the
//! report and the saved `.out` all read the same one.

use super::limit::{How, Limit};
use super::Runner;
use crate::kit::check::{check, escaped};
use crate::kit::contestant::{waited_words, Limits, Outcome};
use crate::kit::package::JudgeTime;
use crate::kit::{solve, Definition};
use crate::platform::{cpu, shell};
use std::cell::OnceCell;
use std::time::Duration;

/// What went wrong in a run.
#[derive(Clone, Debug)]
pub(super) enum Failure {
    /// The output is not accepted.
    Wrong {
        /// `check`'s verdict.
        message: String,
        /// The first line of the answer that differs, if any does.
        line: Option<usize>,
    },
    /// The program ended on an error status or a signal.
    Crashed { status: String, stderr: String },
    /// It ran past the time limit `limit` twice: by its CPU time, or by
    /// a backstop (`backstop`: it waited instead of working).
    TimeLimit { backstop: bool, limit: Limit },
    /// Peak resident memory when stopped, bytes.
    MemoryLimit(u64),
    /// It wrote more than the output limit.
    OutputLimit,
}

impl Failure {
    /// Failures of the same kind: shrinking keeps the kind.
    pub(super) fn same_kind(&self, other: &Failure) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }

    /// The failure in words, as the report's verdict, under `limits`
    /// where the judge's time limit is `judge`.
    pub(super) fn describe(&self, limits: &Limits, judge: &JudgeTime) -> String {
        match self {
            Failure::Wrong { message, .. } => message.clone(),
            Failure::Crashed { status, .. } => format!("crashed: {status}"),
            Failure::TimeLimit { backstop, limit } => {
                let (time, whose) = (limit.seconds(), limit.words(judge));
                match backstop {
                    false if cpu::COUNTED => {
                        format!("time limit exceeded ({time} s of CPU time: {whose})")
                    }
                    false => format!("time limit exceeded ({time} s of wall-clock time: {whose})"),
                    true => format!(
                        "time limit exceeded (it waited {} without an answer, asleep or blocked rather than working; {whose})",
                        waited_words(limit.time, &format!("the {time} s limit"))
                    ),
                }
            }
            Failure::MemoryLimit(peak) => format!("memory limit exceeded ({} MiB)", peak >> 20),
            Failure::OutputLimit => format!("output limit exceeded ({} MiB)", limits.output >> 20),
        }
    }
}

/// A failing input, how it failed and what the program wrote.
#[derive(Clone, Debug)]
pub(super) struct Found {
    pub(super) input: Vec<u8>,
    pub(super) failure: Failure,
    /// Its answers (a whole program's stdout).
    pub(super) stdout: Vec<u8>,
    /// What a harness's solution printed on stdout, apart from its
    /// answers (see [`super::answers`]).
    pub(super) printed: Vec<u8>,
    /// boardsolve's answer to `input` (see [`Found::expected`]): solved
    /// when the output is judged wrong (the first difference needs it),
    /// else when first asked for. Shrinking a failure of another kind
    /// keeps many smaller inputs, most replaced before they are saved;
    /// solving each as it is found would cost a solve per step.
    expected: OnceCell<Vec<u8>>,
}

impl Found {
    /// boardsolve's answer to the input (empty if it has none), solved on
    /// the first call.
    pub(super) fn expected<P: Definition>(&self, size: usize) -> &[u8] {
        self.expected
            .get_or_init(|| solve::<P>(&self.input, size).unwrap_or_default())
    }
}

/// The result of one run, judged.
pub(super) enum Judged {
    Passed {
        time: Duration,
        memory: u64,
        /// The limit derived for this machine, when the run passed the
        /// judge's figure within it (a warning in the report).
        over: Option<Limit>,
        /// Its answers, and what the solution printed apart from them
        /// (see [`super::answers`]): `stress --input` shows them.
        answer: Vec<u8>,
        printed: Vec<u8>,
    },
    Failed(Found),
    /// The run was cancelled (an interrupt, or a smaller seed failed).
    Cancelled,
}

impl<P: Definition> Runner<'_, P> {
    /// Runs the program on `input` under the limits and judges its
    /// output, a time-out only once a second run confirms it; unless
    /// `outputs`, a run that finishes passes unjudged (shrinking a
    /// failure of another kind: solving the input would cost boardsolve
    /// about as much as its candidates cost the program). The time limit
    /// is `exact`, or (`None`) the run's own, derived for the input past
    /// the judge's figure (see [`super::limit`]).
    pub(super) fn judge(
        &self,
        input: Vec<u8>,
        outputs: bool,
        exact: Option<Limit>,
        cancel: &dyn Fn() -> bool,
    ) -> Result<Judged, String> {
        let s = self.s;
        let name = s.program.name();
        let run = |limit: &Limit| {
            let limits = Limits {
                time: limit.time,
                ..s.limits
            };
            self.run_program(&input, &limits, cancel, &[])
        };
        let mut limit = exact.unwrap_or_else(|| self.base_limit());
        let mut ran = run(&limit)?;
        // A run stopped by the backstop waited, which no load makes a
        // program do: it is not run again (see the module's doc).
        if let Outcome::TimeLimit {
            backstop: false, ..
        } = ran.outcome
        {
            // Past the judge's figure by its CPU time: what the figure
            // means on this machine decides.
            if exact.is_none() && !matches!(limit.how, How::Given) {
                limit = self.derive(&input, cancel);
            }
            ran = run(&limit)?;
        }
        let (outcome, printed) = (ran.outcome, ran.printed);
        let over = |time: &Duration| {
            let derived = matches!(limit.how, How::Derived { .. });
            (derived && *time > s.judge.time).then_some(limit)
        };
        let mut expected = OnceCell::new();
        let failure = match &outcome {
            Outcome::Finished {
                stdout,
                time,
                memory,
            } if !outputs => {
                return Ok(Judged::Passed {
                    time: *time,
                    memory: *memory,
                    over: over(time),
                    answer: stdout.clone(),
                    printed,
                })
            }
            Outcome::Finished {
                stdout,
                time,
                memory,
            } => match verdict::<P>(&input, stdout, self.size())? {
                None => {
                    return Ok(Judged::Passed {
                        time: *time,
                        memory: *memory,
                        over: over(time),
                        answer: stdout.clone(),
                        printed,
                    })
                }
                Some(message) => {
                    let answer = solve::<P>(&input, self.size()).unwrap_or_default();
                    let line = first_difference(&answer, stdout);
                    expected = OnceCell::from(answer);
                    Failure::Wrong { message, line }
                }
            },
            // The shell's "command not found" and "cannot execute".
            Outcome::Crashed { status, stderr, .. }
                if s.program.shell
                    && shell::CANNOT_START
                        .iter()
                        .any(|c| *status == format!("exit status {c}")) =>
            {
                let why = String::from_utf8_lossy(stderr);
                return Err(format!(
                    "cannot start {name}: {status}: {}",
                    escaped(why.lines().next().unwrap_or("").as_bytes(), false)
                ));
            }
            Outcome::Crashed { status, stderr, .. } => Failure::Crashed {
                status: status.clone(),
                stderr: String::from_utf8_lossy(stderr).into_owned(),
            },
            Outcome::TimeLimit { backstop, .. } => Failure::TimeLimit {
                backstop: *backstop,
                limit,
            },
            Outcome::MemoryLimit { peak, .. } => Failure::MemoryLimit(*peak),
            Outcome::OutputLimit { .. } => Failure::OutputLimit,
            Outcome::Cancelled => return Ok(Judged::Cancelled),
        };
        let stdout = match outcome {
            Outcome::Finished { stdout, .. }
            | Outcome::Crashed { stdout, .. }
            | Outcome::TimeLimit { stdout, .. }
            | Outcome::MemoryLimit { stdout, .. }
            | Outcome::OutputLimit { stdout } => stdout,
            Outcome::Cancelled => Vec::new(),
        };
        Ok(Judged::Failed(Found {
            input,
            failure,
            stdout,
            printed,
            expected,
        }))
    }
}

impl<P: Definition> Runner<'_, P> {
    /// The time-out of `input` that a batched run waited on (see
    /// [`super::batch::Doubt::Waited`]), judged under `limit`.
    pub(super) fn waited(&self, input: Vec<u8>, limit: Limit) -> Found {
        Found {
            input,
            failure: Failure::TimeLimit {
                backstop: true,
                limit,
            },
            stdout: Vec::new(),
            printed: Vec::new(),
            expected: OnceCell::new(),
        }
    }

    /// The status and message of the failure `found` if it is the
    /// program's failing to start rather than an answer gone wrong: a
    /// crash before any output that an empty input (no case at all)
    /// repeats, same status and same message (a compile, syntax, import
    /// or name error at start). Such a program is not runnable: shrinking
    /// it would only shrink the input to nothing.
    pub(super) fn broken<'f>(&self, found: &'f Found) -> Option<(&'f str, &'f str)> {
        let Failure::Crashed { status, stderr } = &found.failure else {
            return None;
        };
        if !found.stdout.is_empty() {
            return None;
        }
        let empty = self.run_program(b"", &self.s.limits, &|| self.stopped(), &[]);
        let again = matches!(empty.map(|r| r.outcome), Ok(Outcome::Crashed { status: s, stdout, stderr: e })
            if s == *status && stdout.is_empty() && String::from_utf8_lossy(&e) == *stderr);
        again.then_some((status.as_str(), stderr.as_str()))
    }
}

/// The one place that asks `check` for a verdict: `None` if the output is
/// accepted, else why not.
pub(super) fn verdict<P: Definition>(
    input: &[u8],
    output: &[u8],
    size: usize,
) -> Result<Option<String>, String> {
    let v = check::<P>(input, output, size, false)
        .map_err(|e| format!("boardsolve cannot read its own input: {e}"))?;
    Ok((!v.accepted()).then_some(v.message))
}

/// The line of the answer (0-based) holding the first token that differs
/// from the output's (`check` reads tokens, whatever lines hold them), or
/// the line after the answer's last when the output goes on; `None` when
/// every token is the same.
fn first_difference(expected: &[u8], found: &[u8]) -> Option<usize> {
    fn tokens(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
        lines(text).into_iter().enumerate().flat_map(|(i, l)| {
            l.split(|b| b.is_ascii_whitespace())
                .filter(|t| !t.is_empty())
                .map(move |t| (i, t))
        })
    }
    let (mut e, mut g) = (tokens(expected), tokens(found));
    loop {
        match (e.next(), g.next()) {
            (None, None) => return None,
            (Some((_, a)), Some((_, b))) if a == b => {}
            (Some((i, _)), _) => return Some(i),
            (None, Some(_)) => return Some(lines(expected).len()),
        }
    }
}

/// Lines without their line ends (the report shows an answer's lines
/// as these).
pub(super) fn lines(text: &[u8]) -> Vec<&[u8]> {
    let text = text.strip_suffix(b"\n").unwrap_or(text);
    text.split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    /// The answer line of the first token that differs, whatever lines
    /// the output put its tokens on.
    #[test]
    fn the_line_of_the_first_differing_token() {
        let answer = b"0 0\n0 1\n3 0\n";
        assert_eq!(first_difference(answer, b"0 0\n0 1\n3 0\n"), None);
        // Tokens the same, lines not: check reads tokens, so no line differs.
        assert_eq!(first_difference(answer, b"0 0 0 1\n3 0\n"), None);
        // The input echoed (`cat`): line 1 differs at once.
        assert_eq!(first_difference(answer, b"3\n1 2\n"), Some(0));
        // Right tokens on the wrong lines, then a wrong one: answer line 3.
        assert_eq!(first_difference(answer, b"0 0 0\n1 3 1\n"), Some(2));
        // A missing last line, and output past the answer's end.
        assert_eq!(first_difference(answer, b"0 0\n0 1\n"), Some(2));
        assert_eq!(first_difference(answer, b"0 0\n0 1\n3 0\n7\n"), Some(3));
    }
}
