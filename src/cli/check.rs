//! `boardsolve check` on the command line, in the calling conventions of
//! the tools that run checkers:
//!
//! - testlib: `check PROBLEM INPUT OUTPUT [ANSWER [RESULT]]`; the verdict
//!   line on stderr (or in RESULT, as testlib writes its result file);
//!   status 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
//! - oj (`oj test --judge-command 'boardsolve check PROBLEM'`): oj calls
//!   `CMD INPUT ACTUAL EXPECTED` and reads status 0 as accepted, so the
//!   testlib form serves it as it is.
//! - DOMjudge and Kattis output validators: `check PROBLEM --domjudge
//!   INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT`; status 42 accepted, 43
//!   rejected, the message in `FEEDBACK_DIR/judgemessage.txt`; a judge error
//!   exits 3 with the message in `judgeerror.txt`.
//!
//! FAIL is always the judge's fault: an invalid input, a missing or
//! unreadable file, a jury answer that disagrees with boardsolve, a bad
//! command line. The status is the result, so the verdict is written with
//! its errors ignored: a closed or full stderr never changes it.

use anyhow::{Context, Result};
use boardsolve::error::Error;
use boardsolve::kit::check::{Expected, Kind, Side, Verdict};
use boardsolve::problems::{self, Problem};
use clap::error::ErrorKind;
use clap::{Args, CommandFactory};
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The exit status of FAIL, whatever the convention.
pub const FAIL: u8 = 3;

#[derive(Args)]
#[command(
    override_usage = "boardsolve check [OPTIONS] PROBLEM INPUT OUTPUT [ANSWER [RESULT]]\n       \
    boardsolve check [OPTIONS] PROBLEM --domjudge INPUT ANSWER FEEDBACK_DIR [FLAGS]... < OUTPUT"
)]
pub struct CheckArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = crate::parse_problem)]
    problem: Problem,
    /// testlib and oj: INPUT OUTPUT [ANSWER [RESULT]]: the test input, the
    /// output to judge (`-`: stdin), a jury answer (it must agree with
    /// boardsolve's), a file for the verdict line (else stderr). With
    /// --domjudge: INPUT ANSWER FEEDBACK_DIR [FLAGS]...
    #[arg(required = true, num_args = 2.., value_name = "FILES")]
    files: Vec<OsString>,
    /// Be a DOMjudge / Kattis output validator: the output on stdin, exit
    /// 42 accepted or 43 rejected, the message in FEEDBACK_DIR/judgemessage.txt.
    /// FLAGS (the problem's validator flags): space_change_sensitive
    /// (as --exact); case_sensitive and float_tolerance E (and the relative
    /// and absolute forms) are accepted and change nothing.
    #[arg(long)]
    domjudge: bool,
    /// The whitespace must also be the answer's, byte for byte (`\n` line
    /// ends, single spaces, a final newline); a difference is a
    /// presentation error.
    #[arg(long)]
    exact: bool,
    /// go-capture: board side of the replay (default 19).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=problems::max_size() as i64))]
    size: Option<u16>,
}

/// Where the verdict goes and how the status reads.
enum Convention {
    /// The line on stderr, or in a result file; 0 / 1 / 2 / 3.
    Testlib { result: Option<PathBuf> },
    /// The message in the feedback directory; 42 / 43, 3 a judge error.
    Domjudge { feedback: PathBuf },
}

/// The files of one check.
struct Files {
    input: PathBuf,
    /// `None`: stdin.
    output: Option<PathBuf>,
    answer: Option<PathBuf>,
}

/// Runs `check` and returns its status.
pub fn run(a: CheckArgs) -> ExitCode {
    let (convention, files, exact) = match parse(&a) {
        Ok(parsed) => parsed,
        Err(msg) => {
            let feedback = a
                .domjudge
                .then(|| a.files.get(2).map(PathBuf::from))
                .flatten();
            return usage_error(&msg, feedback.as_deref());
        }
    };
    let size = a.size.map_or(a.problem.judge_size(), usize::from);
    let judged = judge(a.problem, size, exact, &files);
    report(&convention, judged)
}

/// The positional files read in the chosen convention.
fn parse(a: &CheckArgs) -> Result<(Convention, Files, bool), String> {
    if a.size.is_some() && a.problem.sides().is_none() {
        let sized: Vec<&str> = Problem::ALL
            .into_iter()
            .filter(|p| p.sides().is_some())
            .map(Problem::name)
            .collect();
        return Err(format!("--size is only for {}", sized.join(" and ")));
    }
    let path = |k: usize| a.files.get(k).map(PathBuf::from);
    let file = |k: usize| path(k).unwrap_or_default();
    if !a.domjudge {
        if a.files.len() > 4 {
            return Err(format!(
                "expected INPUT OUTPUT [ANSWER [RESULT]], found {} files",
                a.files.len()
            ));
        }
        let output = path(1).filter(|p| p.as_os_str() != "-");
        let files = Files {
            input: file(0),
            output,
            answer: path(2),
        };
        return Ok((Convention::Testlib { result: path(3) }, files, a.exact));
    }
    if a.files.len() < 3 {
        return Err("--domjudge: expected INPUT ANSWER FEEDBACK_DIR [FLAGS]...".into());
    }
    let mut exact = a.exact;
    let mut flags = a.files[3..].iter();
    while let Some(flag) = flags.next() {
        match flag.to_str() {
            Some("space_change_sensitive") => exact = true,
            Some("case_sensitive") => {}
            Some("float_tolerance" | "float_relative_tolerance" | "float_absolute_tolerance") => {
                if flags.next().is_none() {
                    return Err(format!(
                        "--domjudge: the validator flag {} needs a value",
                        flag.to_string_lossy()
                    ));
                }
            }
            _ => {
                return Err(format!(
                    "--domjudge: unknown validator flag '{}'",
                    flag.to_string_lossy()
                ))
            }
        }
    }
    let files = Files {
        input: file(0),
        output: None,
        answer: path(1),
    };
    Ok((Convention::Domjudge { feedback: file(2) }, files, exact))
}

/// A bad `check` command line: FAIL, as one verdict line (also in
/// `FEEDBACK_DIR/judgeerror.txt` when DOMjudge called).
fn usage_error(msg: &str, feedback: Option<&Path>) -> ExitCode {
    let mut cli = crate::Cli::command();
    let err = match cli.find_subcommand_mut("check") {
        Some(check) => check.error(ErrorKind::ValueValidation, msg),
        None => cli.error(ErrorKind::ValueValidation, msg),
    };
    command_line_error(&err, feedback)
}

/// clap's error for a bad `check` command line as FAIL's one line: its
/// message without the usage that follows, lines joined, and a pointer
/// to the help. Written to stderr, and to `judgeerror.txt` in `feedback`
/// if that is a directory.
pub fn command_line_error(err: &clap::Error, feedback: Option<&Path>) -> ExitCode {
    let text = err.render().to_string();
    let message = text.split("\nUsage:").next().unwrap_or_default();
    let message = message.trim().strip_prefix("error:").unwrap_or(message);
    let parts: Vec<String> = message
        .split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    let line = format!(
        "FAIL: bad command line: {} (boardsolve check --help)\n",
        parts.join("; ")
    );
    let _ = io::stderr().write_all(line.as_bytes());
    if let Some(dir) = feedback.filter(|d| d.is_dir()) {
        let _ = std::fs::write(dir.join("judgeerror.txt"), &line);
    }
    ExitCode::from(FAIL)
}

/// FEEDBACK_DIR in a `check --domjudge` command line that clap could not
/// read: the third argument after the problem that is not an option.
pub fn feedback_dir(args: &[OsString]) -> Option<PathBuf> {
    if !args.iter().any(|a| a == "--domjudge") {
        return None;
    }
    let mut positional = args
        .iter()
        .skip_while(|a| *a != "check")
        .skip(1)
        .filter(|a| !a.to_string_lossy().starts_with('-'));
    positional.nth(3).map(PathBuf::from)
}

/// The verdict on the output, or why there is none (FAIL).
fn judge(p: Problem, size: usize, exact: bool, files: &Files) -> Result<Verdict> {
    let expected = Expected::solve(p, open(&files.input)?, size).map_err(|e| match e {
        Error::Input { .. } => {
            anyhow::anyhow!("the input {} is not valid: {e}", files.input.display())
        }
        Error::Io { err, .. } => {
            anyhow::anyhow!("cannot read {}: {err}", files.input.display())
        }
    })?;
    if let Some(path) = &files.answer {
        let v = expected
            .judge(open(path)?, false, Side::Answer)
            .with_context(|| format!("cannot read {}", path.display()))?;
        if !v.accepted() {
            anyhow::bail!(
                "the answer {} disagrees with boardsolve's: {}",
                path.display(),
                v.message
            );
        }
    }
    match &files.output {
        Some(path) => expected
            .judge(open(path)?, exact, Side::Output)
            .with_context(|| format!("cannot read {}", path.display())),
        None => expected
            .judge(io::stdin().lock(), exact, Side::Output)
            .context("cannot read the output from stdin"),
    }
}

fn open(path: &Path) -> Result<File> {
    File::open(path).with_context(|| format!("cannot read {}", path.display()))
}

/// Writes the verdict (or the FAIL) where the convention wants it and
/// returns the status.
fn report(convention: &Convention, judged: Result<Verdict>) -> ExitCode {
    let (line, status) = match &judged {
        Ok(v) => (format!("{}\n", v.message), status(convention, v.kind)),
        Err(e) => (format!("FAIL: {e:#}\n"), FAIL),
    };
    let written = match (convention, &judged) {
        (Convention::Testlib { result: Some(path) }, _) => std::fs::write(path, &line)
            .with_context(|| format!("cannot write the result file {}", path.display())),
        (Convention::Testlib { result: None }, _) => {
            let _ = io::stderr().write_all(line.as_bytes());
            Ok(())
        }
        (Convention::Domjudge { feedback }, Ok(_)) => {
            let path = feedback.join("judgemessage.txt");
            std::fs::write(&path, &line).with_context(|| format!("cannot write {}", path.display()))
        }
        (Convention::Domjudge { feedback }, Err(_)) => {
            let _ = io::stderr().write_all(line.as_bytes());
            let _ = std::fs::write(feedback.join("judgeerror.txt"), &line);
            Ok(())
        }
    };
    match written {
        Ok(()) => ExitCode::from(status),
        Err(e) => {
            let _ = io::stderr().write_all(format!("FAIL: {e:#}\n").as_bytes());
            ExitCode::from(FAIL)
        }
    }
}

/// The status of a verdict in a convention.
fn status(convention: &Convention, kind: Kind) -> u8 {
    match (convention, kind) {
        (Convention::Testlib { .. }, Kind::Accepted) => 0,
        (Convention::Testlib { .. }, Kind::WrongAnswer) => 1,
        (Convention::Testlib { .. }, Kind::PresentationError) => 2,
        (Convention::Domjudge { .. }, Kind::Accepted) => 42,
        (Convention::Domjudge { .. }, _) => 43,
    }
}
