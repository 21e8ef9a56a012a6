//! A harness's answers through their own channel: stress names a file in
//! the harness's environment ([`harness::ANSWERS`]) and reads the answers
//! there, so what the solution prints on stdout (a debug line, a log of
//! every cell) is never taken for its answer; it is kept beside, for the
//! report to show as LeetCode's "Stdout" panel does. A whole program (a
//! stdin problem's, a COMMAND) has no channel: its stdout is its answer.
//! A harness's crash names no harness file either: its places in a stack
//! trace (Go's `./main.go:155`) read "boardsolve's harness", as in its
//! compiler's messages.

use super::Runner;
use crate::kit::contestant::{Limits, Outcome};
use crate::kit::harness;
use crate::kit::solution::unharnessed;
use crate::kit::Definition;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A fresh path in `dir` for one run's file of `what` (`times`,
/// `answers`): runs at once never share one.
pub(super) fn run_file(dir: &Path, what: &str) -> PathBuf {
    static RUNS: AtomicU64 = AtomicU64::new(0);
    let k = RUNS.fetch_add(1, Ordering::Relaxed);
    dir.join(format!("{what}-{}-{k}", std::process::id()))
}

/// One run: how it ended, its output the program's answers, and what the
/// solution printed on stdout apart from them (empty without a channel).
pub(super) struct Run {
    pub(super) outcome: Outcome,
    pub(super) printed: Vec<u8>,
}

impl<P: Definition> Runner<'_, P> {
    /// Runs the program on `input` under `limits` with `env` set. With a
    /// harness's channel ([`super::Stress::answers`]) the answers are read
    /// from it, at most the output limit (past it the run is an output
    /// limit exceeded), and stdout is what was printed. An error: the
    /// program could not be started.
    pub(super) fn run_program(
        &self,
        input: &[u8],
        limits: &Limits,
        cancel: &dyn Fn() -> bool,
        env: &[(&str, &Path)],
    ) -> Result<Run, String> {
        let program = &self.s.program;
        // A whole program's server, where it serves it.
        let served = match &self.s.server {
            Some(servers) if env.is_empty() => servers.run(input, limits, cancel),
            _ => None,
        };
        if let Some(outcome) = served {
            return Ok(Run {
                outcome: outcome.map_err(|e| format!("cannot start {}: {e}", program.name()))?,
                printed: Vec::new(),
            });
        }
        let start = |env: &[(&str, &Path)]| {
            program
                .run_with(input, limits, cancel, env)
                .map_err(|e| format!("cannot start {}: {e}", program.name()))
        };
        let Some(dir) = &self.s.answers else {
            return Ok(Run {
                outcome: start(env)?,
                printed: Vec::new(),
            });
        };
        let file = run_file(dir, "answers");
        let mut all = env.to_vec();
        all.push((harness::ANSWERS, &file));
        let outcome = start(&all);
        let mut answers = Vec::new();
        // A run that stopped before it opened the file answered nothing.
        if let Ok(f) = std::fs::File::open(&file) {
            let _ = f.take(limits.output + 1).read_to_end(&mut answers);
        }
        let _ = std::fs::remove_file(&file);
        let over = answers.len() as u64 > limits.output;
        answers.truncate(limits.output as usize);
        Ok(apart(outcome?, answers, over))
    }
}

/// `outcome` with the `answers` as its output and its stdout as what was
/// printed; past the output limit (`over`), an output limit exceeded.
fn apart(outcome: Outcome, answers: Vec<u8>, over: bool) -> Run {
    let (outcome, printed) = match outcome {
        Outcome::Finished { stdout, .. } if over => {
            (Outcome::OutputLimit { stdout: answers }, stdout)
        }
        Outcome::Finished {
            stdout,
            time,
            memory,
        } => (
            Outcome::Finished {
                stdout: answers,
                time,
                memory,
            },
            stdout,
        ),
        Outcome::Crashed {
            status,
            stdout,
            stderr,
        } => (
            Outcome::Crashed {
                status,
                stdout: answers,
                stderr: unharnessed(&String::from_utf8_lossy(&stderr)).into_bytes(),
            },
            stdout,
        ),
        Outcome::TimeLimit { stdout, backstop } => (
            Outcome::TimeLimit {
                stdout: answers,
                backstop,
            },
            stdout,
        ),
        Outcome::MemoryLimit { peak, stdout } => (
            Outcome::MemoryLimit {
                peak,
                stdout: answers,
            },
            stdout,
        ),
        Outcome::OutputLimit { stdout } => (Outcome::OutputLimit { stdout: answers }, stdout),
        Outcome::Cancelled => (Outcome::Cancelled, Vec::new()),
    };
    Run { outcome, printed }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_answers_are_the_output_and_stdout_what_was_printed() {
        let finished = Outcome::Finished {
            stdout: b"debug\n".to_vec(),
            time: Duration::ZERO,
            memory: 0,
        };
        let run = apart(finished.clone(), b"3\n".to_vec(), false);
        assert!(matches!(run.outcome, Outcome::Finished { ref stdout, .. } if stdout == b"3\n"));
        assert_eq!(run.printed, b"debug\n");
        let run = apart(finished, b"3\n".to_vec(), true);
        assert!(matches!(run.outcome, Outcome::OutputLimit { ref stdout } if stdout == b"3\n"));
        let crashed = Outcome::Crashed {
            status: "exit status 1".into(),
            stdout: b"x".to_vec(),
            stderr: b"e".to_vec(),
        };
        let run = apart(crashed, Vec::new(), false);
        assert!(
            matches!(run.outcome, Outcome::Crashed { ref stdout, ref stderr, .. } if stdout.is_empty() && stderr == b"e")
        );
        assert_eq!(run.printed, b"x");
    }
}
