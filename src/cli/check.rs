//! `boardsolve check` on the command line, in the calling conventions of
//! the tools that run checkers:
//!
//! - testlib: `check PROBLEM INPUT OUTPUT [ANSWER [RESULT [-appes]]]`;
//!   status 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL, and what
//!   testlib's `InStream::quit` writes: on stderr testlib's words and the
//!   comment (`wrong answer move 3 (output line 3): ...`); with RESULT, the
//!   comment alone in RESULT (with `-appes`, in testlib's XML) and
//!   `See file to check exit message` on stderr. A UTF-8 BOM at the start
//!   of the output is skipped, a missing output file is a presentation
//!   error, as testlib's checkers have them.
//! - oj (`oj test --judge-command 'boardsolve check PROBLEM'`): oj calls
//!   `CMD INPUT ACTUAL EXPECTED` and reads status 0 as accepted, so the
//!   testlib form serves it as it is.
//! - DOMjudge and Kattis output validators: `check PROBLEM --domjudge
//!   INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT`; status 42 accepted, 43
//!   rejected, the message in `FEEDBACK_DIR/judgemessage.txt`; a judge error
//!   exits 3 with the message in `judgeerror.txt`. Tokens compare as
//!   Kattis' default validator compares them: letters in any case unless
//!   the flag `case_sensitive` is given.
//!
//! FAIL is always the judge's fault: an invalid input, a missing or
//! unreadable file, a jury answer that disagrees with boardsolve, a bad
//! command line. The status is the result, so the verdict is written with
//! its errors ignored: a closed or full stderr never changes it.

use super::{knobs, ProblemName};
use anyhow::{Context, Result};
use boardsolve::error::Error;
use boardsolve::kit::check::{Answer, Kind, Reading, Side, Verdict};
use boardsolve::problems::{Problem, DESCRIBED};
use boardsolve::with_problem;
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
    override_usage = "boardsolve check [OPTIONS] PROBLEM INPUT OUTPUT [ANSWER [RESULT [-appes]]]\n       \
    boardsolve check [OPTIONS] PROBLEM --domjudge INPUT ANSWER FEEDBACK_DIR [FLAGS]... < OUTPUT"
)]
pub struct CheckArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// testlib and oj: INPUT OUTPUT [ANSWER [RESULT [-appes]]]: the test
    /// input, the output to judge (`-`: stdin), a jury answer (it must
    /// agree with boardsolve's), a result file for the comment (else the
    /// verdict goes to stderr); testlib's `-appes` after RESULT writes it
    /// as testlib's XML result. With --domjudge: INPUT ANSWER FEEDBACK_DIR
    /// [FLAGS]...
    #[arg(required = true, num_args = 2.., value_name = "FILES")]
    files: Vec<OsString>,
    /// Be a DOMjudge / Kattis output validator: the output on stdin, exit
    /// 42 accepted or 43 rejected, the message in FEEDBACK_DIR/judgemessage.txt.
    /// Letters compare in any case (`TRUE` is `true`) unless FLAGS has
    /// case_sensitive; space_change_sensitive means --exact; float_tolerance
    /// E (and the relative and absolute forms) is accepted and changes
    /// nothing.
    #[arg(long)]
    domjudge: bool,
    /// testlib's `-appes`, as `check` spells it for the parser (`-appes`
    /// and `-APPES` become this flag).
    #[arg(long, hide = true)]
    appes: bool,
    /// The whitespace must also be the answer's, byte for byte (`\n` line
    /// ends, single spaces, a final newline); a difference is a
    /// presentation error.
    #[arg(long)]
    exact: bool,
    #[arg(long, help = size_help(), value_parser = clap::value_parser!(u16).range(1..=max_size()))]
    size: Option<u16>,
}

/// Where the verdict goes and how the status reads.
enum Convention {
    /// The verdict on stderr, or the comment in a result file (as
    /// testlib's XML if `appes`); 0 / 1 / 2 / 3.
    Testlib {
        result: Option<PathBuf>,
        appes: bool,
    },
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

/// The command line with testlib's `-appes` (`-APPES`) after `check`
/// spelled `--appes`, which the parser reads: a single dash would be read
/// as the short options `-a -p ...`.
pub fn testlib_args(args: Vec<OsString>) -> Vec<OsString> {
    if args.get(1).is_none_or(|a| a != "check") {
        return args;
    }
    let mut options = true;
    args.into_iter()
        .map(|a| {
            if a == "--" {
                options = false;
            }
            if options && (a == "-appes" || a == "-APPES") {
                OsString::from("--appes")
            } else {
                a
            }
        })
        .collect()
}

/// `--size`'s help: the problems that have one, each with its judge's side
/// (`go-capture: board side (default 19)`).
fn size_help() -> String {
    let each: Vec<String> = DESCRIBED
        .into_iter()
        .filter_map(|p| {
            let s = p.sides()?;
            Some(format!("{}: board side (default {})", p.name(), s.judge))
        })
        .collect();
    each.join("; ")
}

/// The largest `--size` any problem takes.
fn max_size() -> i64 {
    let sides = DESCRIBED.into_iter().filter_map(|p| p.sides());
    sides.map(|s| s.max as i64).max().unwrap_or(1)
}

/// Runs `check` and returns its status.
pub fn run(a: CheckArgs) -> ExitCode {
    let (convention, files, reading) = match parse(&a) {
        Ok(parsed) => parsed,
        Err(msg) => {
            let feedback = a
                .domjudge
                .then(|| a.files.get(2).map(PathBuf::from))
                .flatten();
            return usage_error(&msg, a.domjudge, feedback.as_deref());
        }
    };
    let size = a.size.map_or(a.problem.judge_size(), usize::from);
    let judged = with_problem!(a.problem, P => judge::<P>(size, reading, &files));
    report(&convention, judged)
}

/// The positional files read in the chosen convention, and how the output
/// is read in it.
fn parse(a: &CheckArgs) -> Result<(Convention, Files, Reading), String> {
    if a.size.is_some() && a.problem.about().sides().is_none() {
        let sized = knobs::names(|p| p.sides().is_some());
        return Err(format!("--size is only for {}", sized.join(" and ")));
    }
    let path = |k: usize| a.files.get(k).map(PathBuf::from);
    let file = |k: usize| path(k).unwrap_or_default();
    if a.appes && a.domjudge {
        return Err("-appes is testlib's, not for --domjudge".into());
    }
    if !a.domjudge {
        if a.files.len() > 4 {
            return Err(format!(
                "expected INPUT OUTPUT [ANSWER [RESULT [-appes]]], found {} files",
                a.files.len()
            ));
        }
        if a.appes && a.files.len() != 4 {
            return Err(format!(
                "-appes comes after INPUT OUTPUT ANSWER RESULT, found {} files",
                a.files.len()
            ));
        }
        let output = path(1).filter(|p| p.as_os_str() != "-");
        let files = Files {
            input: file(0),
            output,
            answer: path(2),
        };
        let convention = Convention::Testlib {
            result: path(3),
            appes: a.appes,
        };
        let reading = Reading {
            exact: a.exact,
            fold_case: false,
            skip_bom: true,
        };
        return Ok((convention, files, reading));
    }
    if a.files.len() < 3 {
        return Err("--domjudge: expected INPUT ANSWER FEEDBACK_DIR [FLAGS]...".into());
    }
    let mut reading = Reading::kattis(&a.files[3..]).map_err(|e| format!("--domjudge: {e}"))?;
    reading.exact |= a.exact;
    let files = Files {
        input: file(0),
        output: None,
        answer: path(1),
    };
    Ok((Convention::Domjudge { feedback: file(2) }, files, reading))
}

/// A bad `check` command line: FAIL, as one verdict line (also in
/// `FEEDBACK_DIR/judgeerror.txt` when DOMjudge called).
fn usage_error(msg: &str, domjudge: bool, feedback: Option<&Path>) -> ExitCode {
    let mut cli = crate::Cli::command();
    let err = match cli.find_subcommand_mut("check") {
        Some(check) => check.error(ErrorKind::ValueValidation, msg),
        None => cli.error(ErrorKind::ValueValidation, msg),
    };
    command_line_error(&err, domjudge, feedback)
}

/// clap's error for a bad `check` command line as FAIL's one line: its
/// message without the usage that follows, lines joined, and a pointer
/// to the help; after `FAIL ` as testlib writes it, or `FAIL: ` for
/// DOMjudge. Written to stderr, and to `judgeerror.txt` in `feedback` if
/// that is a directory.
pub fn command_line_error(err: &clap::Error, domjudge: bool, feedback: Option<&Path>) -> ExitCode {
    let text = err.render().to_string();
    let message = text.split("\nUsage:").next().unwrap_or_default();
    let message = message.trim().strip_prefix("error:").unwrap_or(message);
    let parts: Vec<String> = message
        .split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    let comment = format!(
        "bad command line: {} (boardsolve check --help)",
        parts.join("; ")
    );
    let line = match domjudge {
        true => format!("FAIL: {comment}\n"),
        false => format!("FAIL {comment}\n"),
    };
    let _ = io::stderr().write_all(line.as_bytes());
    if let Some(dir) = feedback.filter(|d| d.is_dir()) {
        let _ = std::fs::write(dir.join("judgeerror.txt"), &line);
    }
    ExitCode::from(FAIL)
}

/// A `check` command line that asks for DOMjudge's convention.
pub fn domjudge(args: &[OsString]) -> bool {
    args.iter().any(|a| a == "--domjudge")
}

/// FEEDBACK_DIR in a `check --domjudge` command line that clap could not
/// read: the third argument after the problem that is not an option.
pub fn feedback_dir(args: &[OsString]) -> Option<PathBuf> {
    if !domjudge(args) {
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
fn judge<P: Answer>(size: usize, reading: Reading, files: &Files) -> Result<Verdict> {
    let expected = P::answer(open(&files.input)?, size).map_err(|e| match e {
        Error::Input { .. } => {
            anyhow::anyhow!("the input {} is not valid: {e}", files.input.display())
        }
        Error::Io { err, .. } => {
            anyhow::anyhow!("cannot read {}: {err}", files.input.display())
        }
    })?;
    if let Some(path) = &files.answer {
        // The jury's answer as testlib reads `ans`: no BOM skipped; spaced
        // freely and in the answer's case whatever the output may be.
        let v = expected
            .judge(open(path)?, Reading::default(), Side::Answer)
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
        Some(path) => {
            let output = match File::open(path) {
                Ok(output) => output,
                // testlib's InStream::reset: no output file is the
                // contestant's fault.
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    return Ok(Verdict::new(
                        Kind::PresentationError,
                        format_args!("Output file not found: \"{}\"", path.display()),
                    ))
                }
                Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
            };
            expected
                .judge(output, reading, Side::Output)
                .with_context(|| format!("cannot read {}", path.display()))
        }
        None => expected
            .judge(io::stdin().lock(), reading, Side::Output)
            .context("cannot read the output from stdin"),
    }
}

fn open(path: &Path) -> Result<File> {
    File::open(path).with_context(|| format!("cannot read {}", path.display()))
}

/// Writes the verdict (or the FAIL) where the convention wants it and
/// returns the status.
fn report(convention: &Convention, judged: Result<Verdict>) -> ExitCode {
    match convention {
        Convention::Testlib { result, appes } => testlib_report(result.as_deref(), *appes, judged),
        Convention::Domjudge { feedback } => domjudge_report(feedback, judged),
    }
}

/// What testlib's `InStream::quit` writes (testlib.h): without a result
/// file, the verdict's words, a space and the comment on stderr; with one,
/// the comment alone in it (no newline), or with `-appes` its XML result,
/// and on stderr an empty line and `See file to check exit message`.
fn testlib_report(result: Option<&Path>, appes: bool, judged: Result<Verdict>) -> ExitCode {
    let (words, outcome, status, comment) = match &judged {
        Ok(v) => {
            let (outcome, status) = match v.kind {
                Kind::Accepted => ("accepted", 0),
                Kind::WrongAnswer => ("wrong-answer", 1),
                Kind::PresentationError => ("presentation-error", 2),
            };
            (v.kind.words(), outcome, status, v.comment().to_string())
        }
        Err(e) => ("FAIL", "fail", FAIL, format!("{e:#}")),
    };
    // testlib trims the comment of its blanks.
    let comment = comment.trim_matches([' ', '\t', '\r', '\n']);
    let Some(path) = result else {
        let line = format!("{words} {comment}\n");
        let _ = io::stderr().write_all(line.as_bytes());
        return ExitCode::from(status);
    };
    let text = match appes {
        true => appes_result(outcome, comment),
        false => comment.as_bytes().to_vec(),
    };
    match std::fs::write(path, text) {
        Ok(()) => {
            let _ = io::stderr().write_all(b"\nSee file to check exit message\n");
            ExitCode::from(status)
        }
        Err(e) => {
            let line = format!(
                "FAIL cannot write the result file {}: {e}\n",
                path.display()
            );
            let _ = io::stderr().write_all(line.as_bytes());
            ExitCode::from(FAIL)
        }
    }
}

/// testlib's result file under `-appes` (`InStream::quit` and
/// `xmlSafeWrite` in testlib.h): the XML declaration with testlib's default
/// encoding, then `<result outcome = "...">` (spaces around `=` as
/// testlib writes them), the comment with `&`, `<`, `>` and `"` escaped and
/// every byte below 32 written as `.`, `</result>` and a newline.
fn appes_result(outcome: &str, comment: &str) -> Vec<u8> {
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">"
    )
    .into_bytes();
    for &b in comment.as_bytes() {
        match b {
            b'&' => xml.extend_from_slice(b"&amp;"),
            b'<' => xml.extend_from_slice(b"&lt;"),
            b'>' => xml.extend_from_slice(b"&gt;"),
            b'"' => xml.extend_from_slice(b"&quot;"),
            0..=31 => xml.push(b'.'),
            _ => xml.push(b),
        }
    }
    xml.extend_from_slice(b"</result>\n");
    xml
}

/// A DOMjudge / Kattis validator's report: the verdict line in
/// `judgemessage.txt`; a FAIL on stderr and in `judgeerror.txt`.
fn domjudge_report(feedback: &Path, judged: Result<Verdict>) -> ExitCode {
    let v = match judged {
        Ok(v) => v,
        Err(e) => {
            let line = format!("FAIL: {e:#}\n");
            let _ = io::stderr().write_all(line.as_bytes());
            let _ = std::fs::write(feedback.join("judgeerror.txt"), &line);
            return ExitCode::from(FAIL);
        }
    };
    let path = feedback.join("judgemessage.txt");
    match std::fs::write(&path, format!("{}\n", v.message)) {
        Ok(()) => ExitCode::from(if v.accepted() { 42 } else { 43 }),
        Err(e) => {
            let line = format!("FAIL: cannot write {}: {e}\n", path.display());
            let _ = io::stderr().write_all(line.as_bytes());
            ExitCode::from(FAIL)
        }
    }
}
