//! `boardsolve harness PROBLEM --lang L`: the harness `stress --solution`
//! runs, printed for use elsewhere.

use super::{finish, usage, ProblemName};
use anyhow::Result;
use boardsolve::kit::emit::Emit;
use boardsolve::kit::harness::{self, Lang};
use boardsolve::problems::Problem;
use boardsolve::solve::Solve;
use boardsolve::with_problem;
use clap::{Args, ValueEnum};
use std::process::ExitCode;

#[derive(Args)]
pub struct HarnessArgs {
    /// The problem (a LeetCode one): a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// The solution's language.
    #[arg(long, value_enum)]
    lang: LangArg,
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    #[value(alias = "python")]
    Py,
    #[value(alias = "c++", alias = "cc", alias = "cxx")]
    Cpp,
    Java,
    #[value(alias = "javascript")]
    Js,
    Go,
    #[value(alias = "rust")]
    Rs,
}

impl LangArg {
    fn lang(self) -> Lang {
        match self {
            LangArg::Py => Lang::Python,
            LangArg::Cpp => Lang::Cpp,
            LangArg::Java => Lang::Java,
            LangArg::Js => Lang::JavaScript,
            LangArg::Go => Lang::Go,
            LangArg::Rs => Lang::Rust,
        }
    }
}

/// Runs `harness`: status 0, 2 for a problem not on LeetCode.
pub fn run(a: HarnessArgs) -> ExitCode {
    finish(with_problem!(a.problem, P => print::<P>(&a)))
}

/// Prints the harness: a C++ or Rust harness includes `solution.cpp` or
/// `solution.rs` beside it, laid out as LeetCode's template is.
fn print<P: Solve + Emit>(a: &HarnessArgs) -> Result<ExitCode> {
    let lang = a.lang.lang();
    let lc = P::LEETCODE.ok_or_else(|| {
        let msg = "is not a LeetCode problem: its --solution is a whole program, run as it is";
        usage("harness", format!("{} {msg}", P::NAME))
    })?;
    let solution = format!("solution.{}", lang.extensions()[0]);
    let layout = harness::Layout::default();
    super::print(&harness::harness(
        P::NAME,
        &lc.signature,
        lang,
        &solution,
        &layout,
    ))
}
