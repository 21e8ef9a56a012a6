//! `boardsolve validate` on the command line, in the calling conventions
//! of the tools that run input validators:
//!
//! - testlib: `validate PROBLEM [FILE] [--testset NAME] [--group NAME]`
//!   (the input on stdin, or FILE); status 0 valid; invalid: status 3 and
//!   one line `FAIL line L, column C: ...` on stderr, as testlib's
//!   `quitf(_fail, ...)`. `--testset` and `--group` are taken and change
//!   nothing: every test of a problem has the same constraints.
//! - Kattis and DOMjudge input validators (`--kattis`): status 42 valid,
//!   43 invalid, the same line on stderr.
//!
//! A file that cannot be read is FAIL too under testlib (a judge-side
//! fault); under `--kattis`, where only 42 and 43 are verdicts, it is
//! status 1, `error: ...`. The status is the result: a closed or full
//! stderr never changes it.

use super::{finish, usage, ProblemName};
use boardsolve::cases::FormatChoice;
use boardsolve::kit::{validate, Definition};
use boardsolve::layout::MAX_INPUT;
use boardsolve::problems::Problem;
use boardsolve::with_problem;
use clap::Args;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// testlib's status of an invalid input.
const FAIL: u8 = 3;

#[derive(Args)]
pub struct ValidateArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// The test input; without it, or with `-`, stdin.
    file: Option<PathBuf>,
    /// The board problems' format: auto (`[` first means leetcode), plain
    /// or leetcode.
    #[arg(long, value_enum)]
    format: Option<FormatChoice>,
    /// Be a Kattis / DOMjudge input validator: exit 42 valid, 43 invalid.
    #[arg(long)]
    kattis: bool,
    /// testlib's test set name: accepted, changes nothing.
    #[arg(long, value_name = "NAME")]
    testset: Option<String>,
    /// testlib's test group name: accepted, changes nothing.
    #[arg(long, value_name = "NAME")]
    group: Option<String>,
}

/// Runs `validate`: its verdict's status, 2 for a format the problem
/// does not have.
pub fn run(a: ValidateArgs) -> ExitCode {
    with_problem!(a.problem, P => judge::<P>(&a))
}

fn judge<P: Definition>(a: &ValidateArgs) -> ExitCode {
    if a.format.is_some() && !P::BOARD_CASES {
        let msg = "has one format: --format is for the board problems";
        return finish(Err(usage("validate", format!("{} {msg}", P::NAME))));
    }
    let format = a.format.unwrap_or_default();
    let (valid, invalid) = if a.kattis { (42, 43) } else { (0, FAIL) };
    let say = |line: String| {
        let _ = writeln!(io::stderr().lock(), "{line}");
    };
    let input = match read(&a.file) {
        Ok(input) => input,
        Err(msg) if a.kattis => {
            say(format!("error: {msg}"));
            return ExitCode::from(1);
        }
        Err(msg) => {
            say(format!("FAIL {msg}"));
            return ExitCode::from(FAIL);
        }
    };
    match validate::report::<P>(&input, format) {
        Ok(()) => ExitCode::from(valid),
        Err(line) => {
            say(format!("FAIL {line}"));
            ExitCode::from(invalid)
        }
    }
}

/// The whole input (at most one byte past [`MAX_INPUT`]).
fn read(file: &Option<PathBuf>) -> Result<Vec<u8>, String> {
    let mut input = Vec::new();
    let got = match file {
        Some(path) if path.as_os_str() != "-" => {
            let f = File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
            f.take(MAX_INPUT + 1)
                .read_to_end(&mut input)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))
        }
        _ => io::stdin()
            .lock()
            .take(MAX_INPUT + 1)
            .read_to_end(&mut input)
            .map_err(|e| format!("cannot read stdin: {e}")),
    };
    got.map(|_| input)
}
