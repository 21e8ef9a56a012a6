//! `boardsolve package PROBLEM DIR` on the command line.

use super::{finish, usage, ProblemName};
use anyhow::{Context, Result};
use boardsolve::cases::Format;
use boardsolve::kit::package::{self, Options};
use boardsolve::kit::shrink::count;
use boardsolve::kit::Definition;
use boardsolve::problems::Problem;
use boardsolve::with_problem;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
pub struct PackageArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// The package's folder, its name the problem's short name to Kattis
    /// ([a-z0-9]+). It is built beside DIR and moved into place whole; a
    /// DIR holding a package boardsolve wrote is replaced, one holding
    /// anything else only with --force.
    dir: PathBuf,
    /// Seed of the secret data: the same seed, the same package.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The board problems' data format: plain (the contest format, one
    /// case a file) or leetcode (one line per parameter).
    #[arg(long, value_enum, default_value_t = Format::Plain)]
    format: Format,
    /// Copy the files in DIR (or the file DIR) into
    /// submissions/wrong_answer/: the setter's wrong solutions.
    #[arg(long, value_name = "DIR")]
    wrong: Option<PathBuf>,
    /// Replace DIR whatever it holds (files of yours, a package changed
    /// since boardsolve wrote it).
    #[arg(long)]
    force: bool,
}

/// Runs `package`: status 0; 2 for a format the problem does not have, a
/// DIR that is no Kattis short name, or one that holds what boardsolve did
/// not write (without --force).
pub fn run(a: PackageArgs) -> ExitCode {
    finish(with_problem!(a.problem, P => write::<P>(a)))
}

fn write<P: Definition>(a: PackageArgs) -> Result<ExitCode> {
    if a.format == Format::Leetcode && !P::BOARD_CASES {
        let msg = "has one format: --format is for the board problems";
        return Err(usage("package", format!("{} {msg}", P::NAME)));
    }
    if let Some(why) = package::refused::<P>(&a.dir, a.force) {
        return Err(usage("package", why));
    }
    let o = Options {
        seed: a.seed,
        format: a.format,
        wrong: a.wrong,
        force: a.force,
    };
    let s = package::write::<P>(&a.dir, &o).with_context(|| format!("packaging {}", P::NAME))?;
    let _ = writeln!(
        std::io::stderr().lock(),
        "{}: {}, {} ({} left out), {}, in {}",
        P::NAME,
        count(s.samples, "sample"),
        count(s.secret, "secret test"),
        count(s.duplicates, "duplicate input"),
        count(s.wrong, "wrong answer"),
        a.dir.display()
    );
    Ok(ExitCode::SUCCESS)
}
