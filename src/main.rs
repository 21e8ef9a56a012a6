//! The `boardsolve` command line: one subcommand per problem.

#![forbid(unsafe_code)]

use anyhow::{Context, Result};
use boardsolve::cases::FormatChoice;
use boardsolve::explain::Explain;
use boardsolve::grid::Grid;
use boardsolve::kit::emit::{self, Judge};
use boardsolve::kit::gen;
use boardsolve::kit::gen::GenOptions;
use boardsolve::out::Out;
use boardsolve::page::{self, PageAnswer};
use boardsolve::par::Threads;
use boardsolve::platform;
use boardsolve::problems::flip_chess::par::Batches;
use boardsolve::problems::go_capture::par::Pipeline;
use boardsolve::problems::go_capture::{OneThread, Play, Played};
use boardsolve::problems::Problem;
use boardsolve::problems::{check_move, flip_chess, go_capture, minesweeper, othello_moves};
use boardsolve::scan;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod cli;

/// Exact, fast solvers for five grid-game judge problems: the judge's input
/// on stdin (or FILE), the judge's answer on stdout.
///
/// Exit status: 0 success, 1 malformed input (one message on stderr naming
/// the line and column or the move), 2 bad command line.
#[derive(Parser)]
#[command(name = "boardsolve", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Most white stones one black move flips, with chain flips (LeetCode LCP 41).
    ///
    /// Input: `chessboard` rows over `.`, `X`, `O`, leetcode
    /// (`["....X.", ...]`) or plain (`n m` + rows); cases until end of
    /// input. Output: one number per case.
    #[command(visible_alias = "lcp41")]
    FlipChess {
        #[command(flatten)]
        common: Common,
        #[command(flatten)]
        board: BoardArgs,
        /// Worker threads (0: one per core; at most 256): boards above 8x8
        /// are split among them, smaller boards are solved by all of them in
        /// batches.
        #[arg(long, default_value_t = 0, value_parser = cli::threads)]
        threads: usize,
    },
    /// Is a move legal: the endpoint of a good line (LeetCode 1958).
    ///
    /// Input: `board` (`.`, `W`, `B`), `rMove`, `cMove`, `color`, leetcode
    /// or plain (`n m`, rows, `r c color`); cases until end of input.
    /// Output: `true` or `false` per case.
    #[command(visible_alias = "lc1958")]
    CheckMove {
        #[command(flatten)]
        common: Common,
        #[command(flatten)]
        board: BoardArgs,
    },
    /// The board after one click (LeetCode 529).
    ///
    /// Input: `board` (`M`, `E`, `B`, `X`, `1`-`8`) and `click`, leetcode
    /// or plain (`n m`, rows, `row col`); cases until end of input.
    /// Output: the board after the click, in the input's style.
    #[command(visible_alias = "lc529")]
    Minesweeper {
        #[command(flatten)]
        common: Common,
        #[command(flatten)]
        board: BoardArgs,
        /// Threads (0: one per core): boards of 2^20 cells and more are
        /// revealed in bands of rows, one per thread.
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Stones removed by each move of a Go replay (Luogu P10864).
    ///
    /// Input: m, then m moves `x y` (1-based row and column). Output: one
    /// line `b w` per move: black and white stones removed by that move.
    #[command(visible_alias = "p10864")]
    GoCapture {
        #[command(flatten)]
        common: Common,
        /// Board side (the judge plays on 19x19).
        #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u16).range(1..=go_capture::MAX_SIZE as i64), conflicts_with = "strict")]
        size: u16,
        /// Explain only move N, or the moves A..B (B excluded) or A..=B
        /// (moves count from 1); implies --explain.
        #[arg(long, value_name = "N|A..B", value_parser = cli::parse_moves)]
        explain_moves: Option<std::ops::RangeInclusive<u64>>,
        /// Threads: 1 plays on the reading thread; 0 plays long replays on
        /// a second thread when there are two cores (at most 256).
        #[arg(long, default_value_t = 0, value_parser = cli::threads)]
        threads: usize,
    },
    /// Every legal move of an Othello player (Huawei OD exam).
    ///
    /// Input: N, then N·N cells (0 empty, 1 and 2 stones), then the player
    /// p. Output: each legal move `r,c` (0-based) in row-major order, or
    /// `NULL`.
    #[command(visible_alias = "othello")]
    OthelloMoves {
        #[command(flatten)]
        common: Common,
        /// Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or
        /// more run the two sweeps on two threads.
        #[arg(long, default_value_t = 0)]
        threads: usize,
    },
    /// Write one valid, reproducible input for a problem to stdout.
    Gen(GenArgs),
    /// Test a solution: generate an input per seed (in the judge's domain),
    /// run COMMAND on it under time, memory and output limits, judge its
    /// output; report, save and shrink the first failure.
    ///
    /// Each seed draws the generator settings not given (sizes, patterns,
    /// shares) from a mix meant to reach every rule; given ones hold for
    /// every seed (the `[gen default]`s below are gen's). The report's
    /// `boardsolve gen` line regenerates the input. Exit status 0 if every
    /// seed passes, 1 on a failure, 130 or 143 when stopped by Ctrl-C or
    /// SIGTERM (which kill the program's processes and report what was
    /// found so far).
    Stress(cli::stress::StressArgs),
    /// Judge an output against boardsolve's answer, as a testlib checker.
    ///
    /// testlib and oj: `check PROBLEM INPUT OUTPUT [ANSWER [RESULT]]`; the
    /// verdict line (`ok: ...`, `wrong answer: ...`, `wrong output format:
    /// ...`, `FAIL: ...`) on stderr, or in RESULT. Exit status 0 ok, 1 wrong
    /// answer, 2 wrong output format (a presentation error: the output cannot
    /// be read in the answer's format), 3 FAIL (the judge's fault: an invalid
    /// input, a missing or unreadable file, a jury ANSWER that disagrees with
    /// boardsolve, a bad command line). With --domjudge, a DOMjudge or Kattis
    /// output validator: exit 42 accepted, 43 rejected.
    ///
    /// Tokens are compared by the answer's grammar: whitespace between them
    /// is free, inside them never; integers as testlib reads them (no `+`,
    /// no leading zero, no `-0`); LeetCode boards as JSON.
    Check(cli::check::CheckArgs),
    /// Write a single-file Rust solution a judge accepts, built from
    /// boardsolve's own solver.
    ///
    /// Std only, no unsafe, one thread; compiles with Rust 1.63 and later
    /// (edition 2021). --judge stdin: a program reading the judge's input,
    /// for Luogu, Codeforces or AtCoder. --judge leetcode: LeetCode's `impl
    /// Solution` and the solver over LeetCode's types (LeetCode declares
    /// `struct Solution` itself); --with-harness adds `struct Solution` and
    /// a `main` that runs testcases from stdin through it, to try the file
    /// locally.
    Emit(EmitArgs),
}

#[derive(Args)]
struct GenArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = parse_problem)]
    problem: Problem,
    /// Seed of the generator (SplitMix64): the same seed, the same input.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    knobs: cli::knobs::GenKnobs,
    /// Satisfy the judge's constraints and guarantees (as --strict checks).
    #[arg(long)]
    strict: bool,
}

fn parse_problem(s: &str) -> Result<Problem, String> {
    Problem::from_name(s).ok_or_else(|| {
        let names: Vec<String> = Problem::ALL
            .iter()
            .map(|p| format!("{} ({})", p.name(), p.alias()))
            .collect();
        format!("unknown problem; one of: {}", names.join(", "))
    })
}

#[derive(Args)]
struct EmitArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = parse_problem, required = true)]
    problem: Option<Problem>,
    // Its help names the problems that are not on LeetCode.
    #[arg(long, value_enum, help = emit::judge_help())]
    judge: Option<JudgeArg>,
    /// LeetCode style: also declare `struct Solution` and a `main` reading
    /// testcases from stdin, so the file runs locally.
    #[arg(long)]
    with_harness: bool,
    /// Write to FILE instead of stdout.
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

/// The input format switch of the board problems.
#[derive(Args)]
struct BoardArgs {
    /// Input format: leetcode (JSON values, as in LeetCode's testcase box),
    /// plain (`n m` and rows), or auto (a leading digit means plain).
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    format: FormatArg,
}

#[derive(Clone, Copy, ValueEnum)]
enum FormatArg {
    Auto,
    Leetcode,
    Plain,
}

impl From<FormatArg> for FormatChoice {
    fn from(f: FormatArg) -> Self {
        match f {
            FormatArg::Auto => FormatChoice::Auto,
            FormatArg::Leetcode => FormatChoice::Leetcode,
            FormatArg::Plain => FormatChoice::Plain,
        }
    }
}

/// Switches every solver subcommand takes.
#[derive(Args)]
struct Common {
    /// Input file; without it, or with `-`, stdin.
    file: Option<PathBuf>,
    /// Also enforce the judge's constraints and guarantees (a validator).
    #[arg(long)]
    strict: bool,
    /// Use the small, obviously correct reference solver.
    #[arg(long)]
    naive: bool,
    /// Explain each answer on stderr, with a picture of the board (stdout
    /// stays the judge's output; each answer is written out before its
    /// explanation).
    #[arg(long)]
    explain: bool,
    /// Colour in explanations: auto (on a terminal, unless NO_COLOR is set
    /// to something), always (e.g. for `less -R`) or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto)]
    color: ColorWhen,
}

/// When explanations are coloured.
#[derive(Clone, Copy, ValueEnum)]
enum ColorWhen {
    Auto,
    Always,
    Never,
}

impl Common {
    fn input(&self) -> Result<Box<dyn Read>> {
        match &self.file {
            Some(path) if path.as_os_str() != "-" => {
                let f =
                    File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
                // Opening a directory succeeds; reading it fails without a name.
                if f.metadata().is_ok_and(|m| m.is_dir()) {
                    anyhow::bail!("cannot read {}: it is a directory", path.display());
                }
                Ok(Box::new(f))
            }
            _ => Ok(Box::new(io::stdin().lock())),
        }
    }
}

fn main() -> ExitCode {
    let parsed = match Cli::try_parse() {
        Ok(parsed) => parsed,
        Err(e) => {
            // `check` is judged by its status: a bad command line is FAIL,
            // never 2, which would read as a presentation error.
            let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
            if e.use_stderr() && args.get(1).is_some_and(|a| a == "check") {
                let feedback = cli::check::feedback_dir(&args);
                return cli::check::command_line_error(&e, feedback.as_deref());
            }
            e.exit()
        }
    };
    match run(parsed) {
        Ok(status) => status,
        Err(err) => {
            // A reader that went away (`| head`) is not an error.
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
                scan::one_line(&format!("{err:#}"))
            );
            ExitCode::from(1)
        }
    }
}

/// The solver `(--naive, --threads)` picks from `[the reference, the fast
/// one on this thread, the fast one on threads]`.
fn pick<F: ?Sized>((naive, threads): (bool, usize), [reference, one, more]: [&F; 3]) -> &F {
    match (naive, threads) {
        (true, _) => reference,
        (false, 1) => one,
        (false, _) => more,
    }
}

/// go-capture on the fast or the naive engine, its moves played as `how`
/// plays them.
fn go(
    opts: &go_capture::Options,
    naive: bool,
    input: impl Read,
    out: &mut Out<impl Write>,
    how: impl Play,
) -> Result<()> {
    if naive {
        go_capture::run_naive(opts, input, out, how)?;
    } else {
        go_capture::run_with(opts, input, out, how)?;
    }
    Ok(())
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

fn run(cli: Cli) -> Result<ExitCode> {
    // Write to the stdout file itself: `io::stdout()` would add a line
    // buffer in front of ours (and on Windows its console layer).
    let stdout = platform::stdio::stdout()?;
    let mut out = Out::new(Answers { stdout, kept: None });
    // The answers a pasted problem page gives, to compare with ours.
    let mut page = Vec::new();
    let solved = match cli.command {
        Command::FlipChess {
            common,
            board,
            threads,
        } => {
            let opts = flip_chess::Options {
                format: board.format.into(),
                strict: common.strict,
            };
            explaining(common.explain, common.color, &mut out, |ex, out| {
                let input = board_input(&common, board.format, &mut page, out)?;
                let mut explain = ex.map(|ex| {
                    move |case, g: &Grid, best| {
                        boardsolve::problems::flip_chess::explain::explain(ex, case, g, best)
                    }
                });
                let report = explain.as_mut().map(|f| f as flip_chess::Report);
                let solved = if common.naive {
                    flip_chess::run_with(&opts, input, out, &mut flip_chess::naive, report)
                } else if threads == 1 {
                    flip_chess::run_with(&opts, input, out, &mut flip_chess::solve, report)
                } else if report.is_some() {
                    // Explained boards are answered one at a time.
                    let split = Threads::new(threads);
                    let solver = &mut |g: &Grid| flip_chess::solve_in(g, &split);
                    flip_chess::run_with(&opts, input, out, solver, report)
                } else {
                    let batches = &mut Batches::new(Threads::new(threads));
                    flip_chess::run_with(&opts, input, out, batches, None)
                };
                Ok(solved?)
            })
        }
        Command::CheckMove { common, board } => {
            let opts = check_move::Options {
                format: board.format.into(),
                strict: common.strict,
            };
            explaining(common.explain, common.color, &mut out, |ex, out| {
                let mut explain = ex.map(|ex| {
                    move |number, case: &check_move::Case, legal| {
                        boardsolve::problems::check_move::explain::explain(ex, number, case, legal)
                    }
                });
                let report = explain.as_mut().map(|f| f as check_move::Report);
                let solve = if common.naive {
                    check_move::naive
                } else {
                    check_move::solve
                };
                Ok(check_move::run_with(
                    &opts,
                    board_input(&common, board.format, &mut page, out)?,
                    out,
                    &solve,
                    report,
                )?)
            })
        }
        Command::Minesweeper {
            common,
            board,
            threads,
        } => {
            let opts = minesweeper::Options {
                format: board.format.into(),
                strict: common.strict,
            };
            explaining(common.explain, common.color, &mut out, |ex, out| {
                let mut explain = ex.map(|ex| {
                    move |number, before: &Grid, after: &Grid, click| {
                        boardsolve::problems::minesweeper::explain::explain(
                            ex, number, before, after, click,
                        )
                    }
                });
                let report = explain.as_mut().map(|f| f as minesweeper::Report);
                let split = Threads::new(threads);
                let fast = |g: &mut Grid, r, c| minesweeper::solve_in(g, r, c, &split);
                let solve = pick::<dyn Fn(&mut Grid, usize, usize)>(
                    (common.naive, threads),
                    [&minesweeper::naive, &minesweeper::solve, &fast],
                );
                Ok(minesweeper::run_with(
                    &opts,
                    board_input(&common, board.format, &mut page, out)?,
                    out,
                    solve,
                    report,
                )?)
            })
        }
        Command::GoCapture {
            common,
            size,
            explain_moves,
            threads,
        } => {
            let opts = go_capture::Options {
                size: size.into(),
                strict: common.strict,
            };
            let explain = common.explain || explain_moves.is_some();

            explaining(explain, common.color, &mut out, |ex, out| {
                let (input, naive) = (common.input()?, common.naive);
                match ex {
                    Some(ex) => {
                        let report = &mut |played: &Played| {
                            boardsolve::problems::go_capture::explain::explain(
                                ex,
                                explain_moves.as_ref(),
                                played,
                            )
                        };
                        go(&opts, naive, input, out, OneThread(Some(report)))
                    }
                    None if threads == 1 => go(&opts, naive, input, out, OneThread(None)),
                    None => go(&opts, naive, input, out, Pipeline { threads }),
                }
            })
        }
        Command::OthelloMoves { common, threads } => {
            let opts = othello_moves::Options {
                strict: common.strict,
            };
            explaining(common.explain, common.color, &mut out, |ex, out| {
                let mut explain = ex.map(|ex| {
                    move |pos: &othello_moves::Position, legal: &[u64]| {
                        boardsolve::problems::othello_moves::explain::explain(ex, pos, legal)
                    }
                });
                let report = explain.as_mut().map(|f| f as othello_moves::Report);
                let split = Threads::new(threads);
                let fast =
                    |pos: &othello_moves::Position| othello_moves::legal_moves_in(pos, &split);
                let solve = pick::<dyn Fn(&othello_moves::Position) -> Vec<u64>>(
                    (common.naive, threads),
                    [&othello_moves::naive, &othello_moves::legal_moves, &fast],
                );
                Ok(othello_moves::run_with(
                    &opts,
                    common.input()?,
                    out,
                    solve,
                    report,
                )?)
            })
        }
        Command::Gen(g) => {
            if let Err(msg) = g.knobs.check_applies(g.problem) {
                cli::usage_error("gen", msg);
            }
            let opts = g.knobs.knobs().over(GenOptions {
                seed: g.seed,
                strict: g.strict,
                format: g.knobs.format(),
                ..GenOptions::default()
            });
            if let Err(msg) = gen::validate(g.problem, &opts) {
                cli::usage_error("gen", msg);
            }
            gen::generate(g.problem, &opts, &mut out).map_err(Into::into)
        }
        Command::Stress(a) => return cli::stress::run(a).map(|()| ExitCode::SUCCESS),
        Command::Emit(a) => {
            // Clap asks for a problem unless --list, which goes alone.
            let source = match a.problem {
                None => emit::list(),
                Some(p) => {
                    let judge = match a.judge {
                        Some(JudgeArg::Stdin) => Judge::Stdin,
                        Some(JudgeArg::Leetcode) => Judge::Leetcode,
                        None => emit::default_judge(p),
                    };
                    match emit::emit(p, judge, a.with_harness) {
                        Ok(s) => s,
                        Err(msg) => cli::usage_error("emit", msg),
                    }
                }
            };
            match &a.output {
                Some(path) => std::fs::write(path, source)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => out.bytes(source.as_bytes()),
            }
            Ok(())
        }
        Command::Check(a) => return Ok(cli::check::run(a)),
    };
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

/// Bytes looked at to tell a pasted problem page from a testcase file.
const PAGE_PEEK: u64 = 4096;
/// The largest pasted page read whole (a page's examples are a few KiB).
const PAGE_MAX: u64 = 16 << 20;

/// The input of a board problem. When it starts like an example section
/// pasted from a problem page (`Example 1:`, `输入：` ...), it is read whole
/// and turned into testcases (see `boardsolve::page`); the page's answers
/// go to `page`, and `out` keeps ours to compare.
fn board_input(
    common: &Common,
    format: FormatArg,
    page: &mut Vec<PageAnswer>,
    out: &mut Out<Answers>,
) -> Result<Box<dyn Read>> {
    let mut input = common.input()?;
    if matches!(format, FormatArg::Plain) {
        return Ok(input);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }
}
