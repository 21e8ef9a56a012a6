//! `boardsolve harness PROBLEM --lang L`: the harness `stress --solution`
//! runs, printed for use elsewhere.

use boardsolve::kit::emit;
use boardsolve::kit::harness::{self, Lang};
use boardsolve::problems::Problem;
use clap::{Args, ValueEnum};

#[derive(Args)]
pub struct HarnessArgs {
    /// The problem (a LeetCode one): a subcommand name or alias.
    #[arg(value_parser = crate::ProblemName, hide_possible_values = true)]
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

/// The harness's text: a C++ or Rust harness includes `solution.cpp` or
/// `solution.rs` beside it.
pub fn text(a: &HarnessArgs) -> Result<String, String> {
    let lang = a.lang.lang();
    let p = a.problem;
    let lc = emit::leetcode(p).ok_or_else(|| {
        format!(
            "{} is not a LeetCode problem: its --solution is a whole program, run as it is",
            p.name()
        )
    })?;
    let solution = format!("solution.{}", lang.extensions()[0]);
    Ok(harness::harness(p.name(), &lc.signature, lang, &solution))
}
