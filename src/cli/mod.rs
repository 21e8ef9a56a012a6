//! Command-line glue beside `main.rs`: one module per command (the
//! solver path, `gen`, `stress`, `check`, `emit`, ...), each turning its
//! arguments into a call of the library and its outcome into an exit
//! status. anyhow lives here, not in the library; a problem's own switches
//! are the problem's, in its folder. Each command picks the problem's type
//! once ([`boardsolve::with_problem!`]) and calls the kit generically.

pub mod check;
pub mod emit;
pub mod gen;
pub mod harness;
pub mod knobs;
pub mod package;
pub mod shell;
pub mod solve;
pub mod stress;
pub mod validate;

use boardsolve::platform;
use boardsolve::problems::Problem;
use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::fmt;
use std::io::{self, Write};
use std::ops::RangeInclusive;
use std::process::ExitCode;

/// A usage error of a command: its message, reported as clap reports a
/// bad command line (the subcommand's usage line, status 2) by [`finish`].
#[derive(Debug)]
pub struct Usage {
    /// The subcommand whose usage line goes with it.
    pub sub: &'static str,
    pub msg: String,
}

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg)
    }
}

impl std::error::Error for Usage {}

/// A usage error of subcommand `sub`, for [`finish`] to report.
pub fn usage(sub: &'static str, msg: impl Into<String>) -> anyhow::Error {
    Usage {
        sub,
        msg: msg.into(),
    }
    .into()
}

/// The exit status of a command's outcome: its own status; for a usage
/// error clap's message and status 2; for a reader that went away (`|
/// head`) 0, quietly; for any other error one line `error: ...` on stderr
/// and status 1.
pub fn finish(outcome: anyhow::Result<ExitCode>) -> ExitCode {
    let err = match outcome {
        Ok(status) => return status,
        Err(err) => err,
    };
    if let Some(u) = err.downcast_ref::<Usage>() {
        let mut cli = crate::command();
        // Built, so that the subcommand's usage line starts `boardsolve sub`.
        cli.build();
        let e = match cli.find_subcommand_mut(u.sub) {
            Some(c) => c.error(ErrorKind::InvalidValue, &u.msg),
            None => cli.error(ErrorKind::InvalidValue, &u.msg),
        };
        // Not `exit`: the status goes back to `main`.
        let _ = e.print();
        return ExitCode::from(2);
    }
    let closed = err.chain().any(|e| {
        let io = match e.downcast_ref::<boardsolve::error::Error>() {
            Some(boardsolve::error::Error::Io { err, .. }) => Some(err),
            _ => e.downcast_ref::<io::Error>(),
        };
        io.is_some_and(platform::stdio::is_closed_pipe)
    });
    if closed {
        return ExitCode::SUCCESS;
    }
    // An unwritable stderr must not turn a status 1 into a panic.
    let _ = writeln!(
        io::stderr().lock(),
        "error: {}",
        boardsolve::scan::one_line(&format!("{err:#}"))
    );
    ExitCode::from(1)
}

/// A command line clap could not read (or `--help`, `--version`): clap's
/// text and status, but `check`'s convention for `check`, which is judged
/// by its status (a bad command line is FAIL, never 2, which would read as
/// a presentation error).
pub fn parse_error(e: &clap::Error, args: &[std::ffi::OsString]) -> ExitCode {
    if e.use_stderr() && args.get(1).is_some_and(|a| a == "check") {
        let feedback = check::feedback_dir(args);
        return check::command_line_error(e, check::domjudge(args), feedback.as_deref());
    }
    if args.get(1).is_some_and(|a| a == "stress") && e.kind() == ErrorKind::UnknownArgument {
        if let Some(ContextValue::String(stray)) = e.get(ContextKind::InvalidArg) {
            if !stray.starts_with('-') {
                return finish(Err(usage("stress", stress::stray_hint(stray))));
            }
        }
    }
    // Not `exit`: the status goes back to `main`.
    let _ = e.print();
    ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
}

/// Writes `text` to stdout (the file itself, as the solvers write).
pub fn print(text: &str) -> anyhow::Result<ExitCode> {
    let mut out = boardsolve::out::Out::new(platform::stdio::stdout()?);
    out.bytes(text.as_bytes());
    out.into_inner()?;
    Ok(ExitCode::SUCCESS)
}

/// A problem argument: a subcommand name or alias. Its possible values are
/// the names (aliases as clap aliases), so shell completions offer them;
/// the arguments hide them in their help, which says what to give.
#[derive(Clone)]
pub struct ProblemName;

impl TypedValueParser for ProblemName {
    type Value = Problem;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Problem, clap::Error> {
        // The message stays `parse_problem`'s, in clap's usual wrapping.
        parse_problem.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let value = |p: Problem| PossibleValue::new(p.name()).alias(p.about().alias());
        Some(Box::new(Problem::ALL.into_iter().map(value)))
    }
}

fn parse_problem(s: &str) -> Result<Problem, String> {
    Problem::from_name(s).ok_or_else(|| {
        let names: Vec<String> = Problem::ALL
            .iter()
            .map(|p| format!("{} ({})", p.name(), p.about().alias()))
            .collect();
        format!("unknown problem; one of: {}", names.join(", "))
    })
}

/// `A..B` (B excluded) or `A..=B` over the whole `u64` range.
pub fn parse_range(s: &str) -> Result<RangeInclusive<u64>, String> {
    let bad = || format!("expected A..B or A..=B, found '{s}'");
    let (a, b, inclusive) = if let Some((a, b)) = s.split_once("..=") {
        (a, b, true)
    } else {
        let (a, b) = s.split_once("..").ok_or_else(bad)?;
        (a, b, false)
    };
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    let last = if inclusive { Some(b) } else { b.checked_sub(1) };
    match last {
        Some(last) if last >= a => Ok(a..=last),
        _ => Err(format!("the range '{s}' is empty")),
    }
}

/// `gen`'s `--seed`: a number, or `random` for one drawn per run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seed {
    Fixed(u64),
    Random,
}

impl Seed {
    /// The seed to use: for `random`, one nobody can predict.
    pub fn draw(self) -> u64 {
        match self {
            Seed::Fixed(s) => s,
            Seed::Random => boardsolve::kit::gen::unpredictable(),
        }
    }
}

/// A seed in `0..=2^64-1`, or `random`.
pub fn parse_seed(s: &str) -> Result<Seed, String> {
    if s == "random" {
        return Ok(Seed::Random);
    }
    s.parse().map(Seed::Fixed).map_err(|_| {
        format!(
            "expected a seed in 0..={} or 'random', found '{s}'",
            u64::MAX
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_cover_all_of_u64() {
        assert_eq!(parse_range("1..101"), Ok(1..=100));
        assert_eq!(parse_range("3..=3"), Ok(3..=3));
        let max = u64::MAX;
        assert_eq!(parse_range(&format!("{max}..={max}")), Ok(max..=max));
        assert_eq!(parse_range(&format!("0..={max}")), Ok(0..=max));
        assert!(parse_range("5..5").unwrap_err().contains("is empty"));
        assert!(parse_range("0..0").unwrap_err().contains("is empty"));
        assert!(parse_range("7").unwrap_err().contains("expected A..B"));
        assert!(parse_range(&format!("0..={max}0")).is_err());
    }

    #[test]
    fn seeds_are_numbers_or_random() {
        assert_eq!(parse_seed("0"), Ok(Seed::Fixed(0)));
        let max = u64::MAX;
        assert_eq!(parse_seed(&max.to_string()), Ok(Seed::Fixed(max)));
        assert_eq!(parse_seed("random"), Ok(Seed::Random));
        let bad = format!("expected a seed in 0..={max} or 'random', found ");
        for s in ["Random", "-1", "1e3", "", " 7", &format!("{max}0")] {
            assert_eq!(parse_seed(s), Err(format!("{bad}'{s}'")));
        }
        // Drawn afresh each time (2^-64 to fail by chance).
        assert_ne!(Seed::Random.draw(), Seed::Random.draw());
        assert_eq!(Seed::Fixed(5).draw(), 5);
    }
}
