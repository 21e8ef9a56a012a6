//! A problem's subcommand, `boardsolve PROBLEM [FILE]`: every problem runs
//! through here. The input is FILE or stdin (a pasted problem page turned
//! into testcases for the board problems), the answers go to stdout
//! through one buffered writer, explanations to stderr.

use super::finish;
use anyhow::{Context, Result};
use boardsolve::cases::FormatChoice;
use boardsolve::explain::Explain;
use boardsolve::out::Out;
use boardsolve::page::{self, PageAnswer};
use boardsolve::platform;
use boardsolve::problems::Problem;
use boardsolve::solve::{BoardArgs, ColorWhen, Common, How, Io, Solve};
use boardsolve::with_problem;
use clap::{ArgMatches, FromArgMatches};
use std::fs::File;
use std::io::{self, Read, Write};
use std::process::ExitCode;

/// Bytes looked at to tell a pasted problem page from a testcase file.
const PAGE_PEEK: u64 = 4096;
/// The largest pasted page read whole (a page's examples are a few KiB).
const PAGE_MAX: u64 = 16 << 20;

/// Problem `P`'s subcommand, with its help as clap's derive would make it
/// from a doc comment: the first paragraph, less its period, is the summary.
pub fn command<P: Solve>() -> clap::Command {
    let summary = P::HELP.split("\n\n").next().unwrap_or_default();
    // After the switches: deriving Args sets the help from their doc comments.
    boardsolve::solve::switches::<P>()
        .visible_alias(P::ALIAS)
        .about(summary.strip_suffix('.').unwrap_or(summary))
        .long_about(P::HELP)
}

/// Runs problem `p`'s subcommand, its switches in `sub`.
pub fn run(p: Problem, sub: &ArgMatches) -> ExitCode {
    finish(with_problem!(p, P => solve::<P>(sub)))
}

/// Problem `P`'s subcommand. A status 1 also when a pasted page's answers
/// disagree with ours (each difference on stderr).
fn solve<P: Solve>(sub: &ArgMatches) -> Result<ExitCode> {
    let common = Common::from_arg_matches(sub)?;
    let args = P::Args::from_arg_matches(sub)?;
    let format = match P::BOARD_CASES {
        true => BoardArgs::from_arg_matches(sub)?.format,
        false => FormatChoice::Auto,
    };
    let how = How {
        strict: common.strict,
        naive: common.naive,
        format,
    };
    // Write to the stdout file itself: `io::stdout()` would add a line
    // buffer in front of ours (and on Windows its console layer).
    let stdout = platform::stdio::stdout()?;
    let mut out = Out::new(Answers { stdout, kept: None });
    // The answers a pasted problem page gives, to compare with ours.
    let mut page = Vec::new();
    let explain = common.explain || P::explains(&args);
    let solved = explaining(explain, common.color, &mut out, |ex, out| {
        let input = match P::BOARD_CASES && format != FormatChoice::Plain {
            true => board_input(&common, &mut page, out)?,
            false => input(&common)?,
        };
        let io = Io {
            input,
            out,
            explain: ex,
        };
        Ok(P::run(&args, how, io)?)
    });
    // Answers before an input error are still written, and compared with
    // a pasted page's.
    let written = out.into_inner();
    let mut disagree = false;
    if let Ok(Answers {
        kept: Some(ours), ..
    }) = &written
    {
        for m in page::mismatches(&page, ours) {
            let _ = writeln!(io::stderr().lock(), "{m}");
            disagree = true;
        }
    }
    solved?;
    written?;
    Ok(if disagree {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Runs a solver with an explanation sink on stderr if asked. Each answer
/// is then written out before its explanation, so the two read in order on
/// a terminal. Colours as `when` says; `auto` means on a terminal that
/// renders them, unless NO_COLOR is set to something (no-color.org: set
/// but empty is unset).
fn explaining(
    on: bool,
    when: ColorWhen,
    out: &mut Out<Answers>,
    solve: impl FnOnce(Option<&mut Explain>, &mut Out<Answers>) -> Result<()>,
) -> Result<()> {
    if !on {
        return solve(None, out);
    }
    let stderr = io::stderr();
    let color = match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => {
            platform::term::supports_ansi(&stderr)
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    out.write_each_record();
    let mut lock = stderr.lock();
    let mut ex = Explain {
        out: &mut lock,
        color,
    };
    solve(Some(&mut ex), out)
}

/// Standard output, also kept in memory while the answers to a pasted
/// problem page are written (pages are small), to compare them with the
/// page's own.
struct Answers {
    stdout: File,
    kept: Option<Vec<u8>>,
}

impl Write for Answers {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.stdout.write(buf)?;
        if let Some(kept) = &mut self.kept {
            kept.extend_from_slice(&buf[..n]);
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.stdout.flush()
    }
}

/// The input a solver subcommand reads: FILE, or stdin.
fn input(common: &Common) -> Result<Box<dyn Read>> {
    match &common.file {
        Some(path) if path.as_os_str() != "-" => {
            let f = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
            // Opening a directory succeeds; reading it fails without a name.
            if f.metadata().is_ok_and(|m| m.is_dir()) {
                anyhow::bail!("cannot read {}: it is a directory", path.display());
            }
            Ok(Box::new(f))
        }
        _ => Ok(Box::new(io::stdin().lock())),
    }
}

/// The input of a board problem. When it starts like an example section
/// pasted from a problem page (`Example 1:`, `输入：` ...), it is read whole
/// and turned into testcases (see `boardsolve::page`); the page's answers
/// go to `page`, and `out` keeps ours to compare.
fn board_input(
    common: &Common,
    page: &mut Vec<PageAnswer>,
    out: &mut Out<Answers>,
) -> Result<Box<dyn Read>> {
    let mut input = input(common)?;
    let mut head = Vec::new();
    (&mut input)
        .take(PAGE_PEEK)
        .read_to_end(&mut head)
        .context("reading input")?;
    if !page::is_page(&head) {
        return Ok(Box::new(io::Cursor::new(head).chain(input)));
    }
    (&mut input)
        .take(PAGE_MAX + 1 - head.len() as u64)
        .read_to_end(&mut head)
        .context("reading input")?;
    if head.len() as u64 > PAGE_MAX {
        anyhow::bail!(
            "a pasted problem page is at most {} MiB (without its example headings, an input may be any size)",
            PAGE_MAX >> 20
        );
    }
    *page = page::unpaste(&mut head);
    out.get_mut().kept = Some(Vec::new());
    Ok(Box::new(io::Cursor::new(head)))
}
