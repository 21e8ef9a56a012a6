//! The `boardsolve` command line: one subcommand per problem.

#![forbid(unsafe_code)]

use anyhow::{Context, Result};
use boardsolve::cases::{Format, FormatChoice};
use boardsolve::draw::Explain;
use boardsolve::kit::emit::{self, Judge};
use boardsolve::kit::gen::{GenOptions, Problem};
use boardsolve::kit::stress::{self, Contestant, Stress};
use boardsolve::kit::{check, gen};
use boardsolve::out::Out;
use boardsolve::page::{self, PageAnswer};
use boardsolve::problems::{check_move, flip_chess, go_capture, minesweeper, othello_moves};
use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::os::fd::AsFd;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

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
        #[arg(long, default_value_t = 0, value_parser = threads)]
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
        #[arg(long, value_name = "N|A..B", value_parser = parse_moves)]
        explain_moves: Option<std::ops::RangeInclusive<u64>>,
        /// Threads: 1 plays on the reading thread; 0 plays long replays on
        /// a second thread when there are two cores (at most 256).
        #[arg(long, default_value_t = 0, value_parser = threads)]
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
    },
    /// Write one valid, reproducible input for a problem to stdout.
    Gen(GenArgs),
    /// Test a solution: generate an input per seed, run COMMAND on it,
    /// compare with boardsolve; report and shrink the first failure.
    ///
    /// Exit status 0 if every seed passes, 1 on a failure.
    Stress(StressArgs),
    /// Judge an output file against boardsolve's answer, like a testlib
    /// checker: `ok` (status 0) or `wrong answer: ...` (status 1).
    Check(CheckArgs),
    /// Write a single-file, std-only Rust solution a judge accepts, built
    /// from boardsolve's own solver.
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
    knobs: GenKnobs,
}

/// The generator's settings (shared by `gen` and `stress`).
#[derive(Args, Clone)]
struct GenKnobs {
    /// Cases in the file (flip-chess, check-move, minesweeper).
    #[arg(long, default_value_t = 1)]
    cases: u64,
    /// Board rows (board problems; default: random per case).
    #[arg(long)]
    rows: Option<u64>,
    /// Board columns (board problems; default: random per case).
    #[arg(long)]
    cols: Option<u64>,
    /// go-capture: board side.
    #[arg(long, default_value_t = 19)]
    size: u64,
    /// go-capture: number of moves.
    #[arg(long, default_value_t = 20)]
    moves: u64,
    /// othello-moves: board side N.
    #[arg(short = 'n', default_value_t = 8)]
    n: u64,
    /// othello-moves: the player to move (default: random).
    #[arg(long)]
    player: Option<u8>,
    /// Share of empty cells (`.` / `0`), weighed against --black and --white.
    #[arg(long, default_value_t = 1.0)]
    empty: f64,
    /// Share of black cells (flip-chess `X`, check-move `B`, othello `1`).
    #[arg(long, default_value_t = 1.0)]
    black: f64,
    /// Share of white cells (flip-chess `O`, check-move `W`, othello `2`).
    #[arg(long, default_value_t = 1.0)]
    white: f64,
    /// minesweeper: share of mines (0..=1).
    #[arg(long, default_value_t = 0.15)]
    mines: f64,
    /// minesweeper: where the click goes (corner: (0, 0), kept mine-free).
    #[arg(long, value_enum, default_value_t = Click::Corner)]
    click: Click,
    /// Satisfy the judge's constraints and guarantees (as --strict checks).
    #[arg(long)]
    strict: bool,
    /// Format of the board problems' input.
    #[arg(long, value_enum, default_value_t = GenFormat::Leetcode)]
    format: GenFormat,
    /// Shape of the data: random, or flip-chess cascade, check-move lines,
    /// minesweeper spiral, go-capture groups, othello-moves runs.
    #[arg(long, default_value = "random")]
    pattern: String,
}

#[derive(Args)]
struct StressArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = parse_problem)]
    problem: Problem,
    #[command(flatten)]
    knobs: GenKnobs,
    /// Seeds to try: A..B (B excluded) or A..=B.
    #[arg(long, default_value = "1..101", value_parser = parse_seeds)]
    seeds: std::ops::Range<u64>,
    /// Time limit per run, seconds.
    #[arg(long, default_value_t = 10.0)]
    timeout: f64,
    /// Runs in parallel (default: one per core).
    #[arg(long)]
    jobs: Option<usize>,
    /// Memory limit per run (address space), MiB.
    #[arg(long, default_value_t = 2048)]
    memory: u64,
    /// Run COMMAND as one shell command line (`sh -c`), e.g. with a pipe.
    #[arg(long)]
    shell: bool,
    /// The contestant's program and its arguments, after `--`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// The most worker threads a solver takes: far past any core count, and
/// far below what a process may start.
const MAX_THREADS: usize = 256;

/// A `--threads` value: 0 (one per core) to [`MAX_THREADS`].
fn threads(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if n <= MAX_THREADS => Ok(n),
        _ => Err(format!(
            "expected a number of threads from 0 to {MAX_THREADS}"
        )),
    }
}

/// A `--explain-moves` value: a move `N`, or moves `A..B` (B excluded) or
/// `A..=B`; moves count from 1.
fn parse_moves(s: &str) -> Result<std::ops::RangeInclusive<u64>, String> {
    let bad = || format!("expected a move N, or moves A..B or A..=B, found '{s}'");
    let num = |t: &str| t.trim().parse::<u64>().map_err(|_| bad());
    let (first, last) = if let Some((a, b)) = s.split_once("..=") {
        (num(a)?, num(b)?)
    } else if let Some((a, b)) = s.split_once("..") {
        let (a, b) = (num(a)?, num(b)?);
        if b <= a {
            return Err(format!(
                "the moves '{s}' are none: B must be above A in A..B"
            ));
        }
        (a, b - 1)
    } else {
        let n = num(s)?;
        (n, n)
    };
    if first == 0 {
        return Err("moves count from 1".into());
    }
    if last < first {
        return Err(format!(
            "the moves '{s}' are none: B must be at least A in A..=B"
        ));
    }
    Ok(first..=last)
}

fn parse_seeds(s: &str) -> Result<std::ops::Range<u64>, String> {
    let bad = || format!("expected A..B or A..=B, found '{s}'");
    let (a, b, inclusive) = if let Some((a, b)) = s.split_once("..=") {
        (a, b, true)
    } else {
        let (a, b) = s.split_once("..").ok_or_else(bad)?;
        (a, b, false)
    };
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    let end = if inclusive {
        b.checked_add(1).ok_or_else(bad)?
    } else {
        b
    };
    if end <= a {
        return Err(format!("the seed range '{s}' is empty"));
    }
    Ok(a..end)
}

#[derive(Clone, Copy, ValueEnum)]
enum Click {
    Corner,
    Random,
}

#[derive(Clone, Copy, ValueEnum)]
enum GenFormat {
    Leetcode,
    Plain,
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

impl GenKnobs {
    fn options(&self, seed: u64) -> GenOptions {
        GenOptions {
            seed,
            cases: self.cases,
            rows: self.rows,
            cols: self.cols,
            size: self.size,
            moves: self.moves,
            n: self.n,
            player: self.player,
            empty: self.empty,
            black: self.black,
            white: self.white,
            mines: self.mines,
            corner_click: matches!(self.click, Click::Corner),
            strict: self.strict,
            format: match self.format {
                GenFormat::Leetcode => Format::Leetcode,
                GenFormat::Plain => Format::Plain,
            },
            pattern: self.pattern.clone(),
        }
    }
}

/// Generator settings checked like command-line arguments (status 2).
fn gen_options(problem: Problem, knobs: &GenKnobs, seed: u64) -> GenOptions {
    let opts = knobs.options(seed);
    if let Err(msg) = gen::validate(problem, &opts) {
        Cli::command().error(ErrorKind::InvalidValue, msg).exit();
    }
    opts
}

#[derive(Args)]
struct CheckArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = parse_problem)]
    problem: Problem,
    /// The test input.
    input: PathBuf,
    /// The contestant's output for it.
    output: PathBuf,
    /// Compare bytes exactly (by default tokens per line, so `\r\n` and
    /// spacing do not matter).
    #[arg(long)]
    exact: bool,
    /// go-capture: board side of the replay.
    #[arg(long, default_value_t = 19)]
    size: usize,
}

#[derive(Args)]
struct EmitArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = parse_problem)]
    problem: Problem,
    /// Submission style (default: leetcode for the LeetCode problems, stdin
    /// for go-capture and othello-moves).
    #[arg(long, value_enum)]
    judge: Option<JudgeArg>,
    /// LeetCode style: also declare `struct Solution` and a `main` reading
    /// testcases from stdin, so the file runs locally.
    #[arg(long)]
    with_harness: bool,
    /// Write to FILE instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
enum JudgeArg {
    Stdin,
    Leetcode,
}

/// A verdict that was already printed: exit 1 without another message.
#[derive(Debug)]
struct Failed;

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("failed")
    }
}

impl std::error::Error for Failed {}

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
    /// stays the judge's output). Coloured only on a terminal without
    /// NO_COLOR.
    #[arg(long)]
    explain: bool,
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
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            // A reader that went away (`| head`) is not an error.
            let closed = err.chain().any(|e| {
                e.downcast_ref::<io::Error>()
                    .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
                    || e.downcast_ref::<boardsolve::error::Error>()
                        .is_some_and(boardsolve::error::Error::is_broken_pipe)
            });
            if closed {
                return ExitCode::SUCCESS;
            }
            if err.downcast_ref::<Failed>().is_some() {
                return ExitCode::from(1);
            }
            // An unwritable stderr must not turn a status 1 into a panic.
            let _ = writeln!(
                io::stderr().lock(),
                "error: {}",
                one_line(&format!("{err:#}"))
            );
            ExitCode::from(1)
        }
    }
}

/// A message as one line: control characters (a line break inside a
/// quoted token, say) are written as escapes, so every error stays a line.
fn one_line(msg: &str) -> String {
    msg.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Runs a solver with an explanation sink on stderr if asked: colours only
/// when stderr is a terminal and NO_COLOR is unset.
fn explaining(on: bool, solve: impl FnOnce(Option<&mut Explain>) -> Result<()>) -> Result<()> {
    if !on {
        return solve(None);
    }
    let stderr = io::stderr();
    let color = stderr.is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut lock = stderr.lock();
    let mut ex = Explain {
        out: &mut lock,
        color,
    };
    solve(Some(&mut ex))
}

fn run(cli: Cli) -> Result<()> {
    // Write to the stdout file itself: `io::stdout()` would add a line
    // buffer in front of ours.
    let stdout = File::from(io::stdout().as_fd().try_clone_to_owned()?);
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
                naive: common.naive,
                threads,
            };
            explaining(common.explain, |ex| {
                let input = board_input(&common, board.format, &mut page, &mut out)?;
                flip_chess::run_explained(&opts, input, &mut out, ex).map_err(Into::into)
            })
        }
        Command::CheckMove { common, board } => {
            let opts = check_move::Options {
                format: board.format.into(),
                strict: common.strict,
                naive: common.naive,
            };
            explaining(common.explain, |ex| {
                let input = board_input(&common, board.format, &mut page, &mut out)?;
                check_move::run_explained(&opts, input, &mut out, ex).map_err(Into::into)
            })
        }
        Command::Minesweeper { common, board } => {
            let opts = minesweeper::Options {
                format: board.format.into(),
                strict: common.strict,
                naive: common.naive,
            };
            explaining(common.explain, |ex| {
                let input = board_input(&common, board.format, &mut page, &mut out)?;
                minesweeper::run_explained(&opts, input, &mut out, ex).map_err(Into::into)
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
                naive: common.naive,
                threads,
            };
            let explain = common.explain || explain_moves.is_some();
            let moves = explain_moves.unwrap_or(1..=u64::MAX);
            explaining(explain, |ex| {
                go_capture::run_explained(&opts, common.input()?, &mut out, ex, moves)
                    .map_err(Into::into)
            })
        }
        Command::OthelloMoves { common } => {
            let opts = othello_moves::Options {
                strict: common.strict,
                naive: common.naive,
            };
            explaining(common.explain, |ex| {
                othello_moves::run_explained(&opts, common.input()?, &mut out, ex)
                    .map_err(Into::into)
            })
        }
        Command::Gen(g) => {
            let opts = gen_options(g.problem, &g.knobs, g.seed);
            gen::generate(g.problem, &opts, &mut out).map_err(Into::into)
        }
        Command::Stress(a) => {
            let contestant = Contestant {
                argv: a.command.clone(),
                shell: a.shell,
                timeout: Duration::from_secs_f64(a.timeout.max(0.001)),
                memory_mb: a.memory,
            };
            contestant.check_program().map_err(anyhow::Error::msg)?;
            let jobs = a
                .jobs
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
            let s = Stress {
                problem: a.problem,
                gen: gen_options(a.problem, &a.knobs, 0),
                seeds: a.seeds.clone(),
                jobs,
                contestant,
            };
            let mut report = Vec::new();
            let passed = stress::run(&s, &mut report).context("running the stress test")?;
            out.bytes(&report);
            out.flush()?;
            return if passed { Ok(()) } else { Err(Failed.into()) };
        }
        Command::Emit(a) => {
            let judge = match a.judge {
                Some(JudgeArg::Stdin) => Judge::Stdin,
                Some(JudgeArg::Leetcode) => Judge::Leetcode,
                None => emit::default_judge(a.problem),
            };
            let source = match emit::emit(a.problem, judge, a.with_harness) {
                Ok(s) => s,
                Err(msg) => Cli::command().error(ErrorKind::InvalidValue, msg).exit(),
            };
            match &a.output {
                Some(path) => std::fs::write(path, source)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => out.bytes(source.as_bytes()),
            }
            Ok(())
        }
        Command::Check(a) => {
            let input = std::fs::read(&a.input)
                .with_context(|| format!("cannot read {}", a.input.display()))?;
            let output = std::fs::read(&a.output)
                .with_context(|| format!("cannot read {}", a.output.display()))?;
            let v = check::check(a.problem, &input, &output, a.size, a.exact)
                .with_context(|| format!("the input {} is not valid", a.input.display()))?;
            out.bytes(v.message.as_bytes());
            out.byte(b'\n');
            out.flush()?;
            return if v.accepted {
                Ok(())
            } else {
                Err(Failed.into())
            };
        }
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
    if disagree {
        return Err(Failed.into());
    }
    Ok(())
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

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }
}
