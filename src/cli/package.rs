//! `boardsolve package PROBLEM DIR` on the command line.

use anyhow::{Context, Result};
use boardsolve::cases::Format;
use boardsolve::kit::package::{self, Options};
use boardsolve::problems::Problem;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

#[derive(Args)]
pub struct PackageArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = crate::ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// The package's folder (created; files in it are overwritten).
    dir: PathBuf,
    /// Seed of the secret data: the same seed, the same package.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The board problems' data format: plain (the contest format, one
    /// case a file) or leetcode (one line per parameter).
    #[arg(long, value_enum, default_value_t = DataFormat::Plain)]
    format: DataFormat,
    /// Copy the files in DIR (or the file DIR) into
    /// submissions/wrong_answer/: the setter's wrong solutions.
    #[arg(long, value_name = "DIR")]
    wrong: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DataFormat {
    Plain,
    Leetcode,
}

pub fn run(a: PackageArgs) -> Result<()> {
    if a.format == DataFormat::Leetcode && !a.problem.has_switch("format") {
        crate::cli::usage_error(
            "package",
            format!(
                "{} has one format: --format is for the board problems",
                a.problem.name()
            ),
        );
    }
    let o = Options {
        seed: a.seed,
        format: match a.format {
            DataFormat::Plain => Format::Plain,
            DataFormat::Leetcode => Format::Leetcode,
        },
        wrong: a.wrong,
    };
    let s = package::write(a.problem, &a.dir, &o)
        .with_context(|| format!("packaging {}", a.problem.name()))?;
    let _ = writeln!(
        std::io::stderr().lock(),
        "{}: {} samples, {} secret tests ({} duplicate inputs left out), {} wrong answers, in {}",
        a.problem.name(),
        s.samples,
        s.secret,
        s.duplicates,
        s.wrong,
        a.dir.display()
    );
    Ok(())
}
