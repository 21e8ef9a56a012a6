//! The `boardsolve` command line: one subcommand per problem.

use anyhow::{Context, Result};
use boardsolve::kit::gen;
use boardsolve::out::Out;
use boardsolve::problems::{go_capture, othello_moves};
use clap::{Args, Parser, Subcommand};
use std::fs::File;
use std::io::{self, Read};
use std::os::fd::AsFd;
use std::path::PathBuf;
use std::process::ExitCode;

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
    /// Stones removed by each move of a Go replay (Luogu P10864).
    ///
    /// Input: m, then m moves `x y` (1-based row and column). Output: one
    /// line `b w` per move: black and white stones removed by that move.
    #[command(alias = "p10864")]
    GoCapture {
        #[command(flatten)]
        common: Common,
        /// Board side (the judge plays on 19x19).
        #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u16).range(1..=go_capture::MAX_SIZE as i64), conflicts_with = "strict")]
        size: u16,
    },
    /// Every legal move of an Othello player (Huawei OD exam).
    ///
    /// Input: N, then N·N cells (0 empty, 1 and 2 stones), then the player
    /// p. Output: each legal move `r,c` (0-based) in row-major order, or
    /// `NULL`.
    #[command(alias = "othello")]
    OthelloMoves {
        #[command(flatten)]
        common: Common,
    },
    /// Write one valid, reproducible input for a problem to stdout.
    Gen(GenArgs),
}

#[derive(Args)]
struct GenArgs {
    /// The problem (a subcommand name or alias).
    problem: String,
    /// Seed of the generator: the same seed gives the same input.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// go-capture: board side.
    #[arg(long, default_value_t = 19)]
    size: usize,
    /// go-capture: number of moves.
    #[arg(long, default_value_t = 20)]
    moves: u64,
    /// othello-moves: board side N.
    #[arg(short = 'n', default_value_t = 8)]
    n: u64,
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
}

impl Common {
    fn input(&self) -> Result<Box<dyn Read>> {
        match &self.file {
            Some(path) if path.as_os_str() != "-" => {
                let f =
                    File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
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
            });
            if closed {
                return ExitCode::SUCCESS;
            }
            eprintln!("error: {err:#}");
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<()> {
    // Write to the stdout file itself: `io::stdout()` would add a line
    // buffer in front of ours.
    let stdout = File::from(io::stdout().as_fd().try_clone_to_owned()?);
    let mut out = Out::new(stdout);
    let solved = match cli.command {
        Command::GoCapture { common, size } => {
            let opts = go_capture::Options {
                size: size.into(),
                strict: common.strict,
                naive: common.naive,
            };
            go_capture::run(&opts, common.input()?, &mut out)
        }
        Command::OthelloMoves { common } => {
            let opts = othello_moves::Options {
                strict: common.strict,
                naive: common.naive,
            };
            othello_moves::run(&opts, common.input()?, &mut out)
        }
        Command::Gen(g) => {
            let mut rng = gen::Rng::new(g.seed);
            match g.problem.as_str() {
                "go-capture" | "p10864" => gen::go_random(&mut rng, g.size, g.moves, &mut out),
                _ => gen::othello_random(&mut rng, g.n, [1, 1, 1], 1, &mut out),
            }
        }
    };
    // Answers before an input error are still written.
    let flushed = out.flush();
    solved?;
    flushed?;
    Ok(())
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
