//! `boardsolve emit PROBLEM`: one Rust file a judge accepts (or a
//! package's validator), and `emit --list`, every form CI checks.

use super::{finish, knobs, usage, ProblemName};
use anyhow::{Context, Result};
use boardsolve::kit::emit::{self, Judge};
use boardsolve::kit::whole;
use boardsolve::kit::Definition;
use boardsolve::problems::{Problem, DESCRIBED};
use boardsolve::with_problem;
use clap::{Args, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
pub struct EmitArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true, required = true)]
    problem: Option<Problem>,
    // Its help names the problems that are not on LeetCode.
    #[arg(long, value_enum, help = judge_help())]
    judge: Option<JudgeArg>,
    /// LeetCode style: also declare `struct Solution` and a `main` reading
    /// testcases from stdin, so the file runs locally.
    #[arg(long)]
    with_harness: bool,
    /// Write the problem's input validator instead (Kattis / DOMjudge:
    /// status 42 valid, 43 invalid), as `validate --kattis` judges.
    #[arg(long, conflicts_with_all = ["judge", "with_harness"])]
    validator: bool,
    /// Write the problem's output validator instead (Kattis / DOMjudge:
    /// `checker INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, status 42
    /// accepted, 43 rejected), as `check --domjudge` judges.
    #[arg(long, conflicts_with_all = ["judge", "with_harness", "validator"])]
    checker: bool,
    /// Write to FILE instead of stdout, whole: under a temporary name
    /// beside it, renamed into place once complete.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// List the forms CI checks instead, one a line: problem, emit
    /// arguments, size limit in bytes, gen arguments of its inputs (tabs).
    #[arg(long, exclusive = true)]
    list: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum JudgeArg {
    Stdin,
    Leetcode,
}

/// `--judge`'s help: the default for each problem.
fn judge_help() -> String {
    let stdin = knobs::names(|p| !p.leetcode());
    let stdin = match stdin.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => "none".to_string(),
    };
    format!("Submission style (default: leetcode for the LeetCode problems, stdin for {stdin})")
}

/// Runs `emit`: status 0, 2 for a form the problem does not have.
pub fn run(a: EmitArgs) -> ExitCode {
    // Clap asks for a problem unless --list, which goes alone.
    let source = match a.problem {
        None => Ok(list()),
        Some(p) => with_problem!(p, P => source::<P>(&a)),
    };
    finish(source.and_then(|source| write(&a, &source)))
}

/// `--list`: every form of every problem, in registry order.
fn list() -> String {
    let forms = DESCRIBED.into_iter().flat_map(|p| p.forms());
    forms.map(|f| emit::list_line(&f)).collect()
}

/// The file `a` asks for, of problem `P`.
fn source<P: Definition>(a: &EmitArgs) -> Result<String> {
    let judge = match a.judge {
        _ if a.validator => Judge::Validator,
        _ if a.checker => Judge::Checker,
        Some(JudgeArg::Stdin) => Judge::Stdin,
        Some(JudgeArg::Leetcode) => Judge::Leetcode,
        None => emit::default_judge::<P>(),
    };
    emit::emit::<P>(judge, a.with_harness).map_err(|e| usage("emit", e.0))
}

fn write(a: &EmitArgs, source: &str) -> Result<ExitCode> {
    match &a.output {
        Some(path) => whole::write(path, source.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => return super::print(source),
    }
    Ok(ExitCode::SUCCESS)
}
