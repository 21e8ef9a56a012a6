//! The generator's settings on the command line, shared by `gen` and
//! `stress`. Each is optional: `gen` fills in its defaults (named in the
//! help), `stress` draws the missing ones per seed.

use boardsolve::cases::Format;
use boardsolve::kit::gen::Knobs;
use boardsolve::problems::Problem;
use clap::{Args, ValueEnum};

/// The generator's settings (shared by `gen` and `stress`).
#[derive(Args, Clone)]
pub struct GenKnobs {
    /// Cases in the file (flip-chess, check-move, minesweeper) [gen default: 1].
    #[arg(long)]
    cases: Option<u64>,
    /// Board rows (board problems) [gen default: random per case].
    #[arg(long)]
    rows: Option<u64>,
    /// Board columns (board problems) [gen default: random per case].
    #[arg(long)]
    cols: Option<u64>,
    /// go-capture: board side [default: 19].
    #[arg(long)]
    size: Option<u64>,
    /// go-capture: number of moves [gen default: 20].
    #[arg(long)]
    moves: Option<u64>,
    /// othello-moves: board side N [gen default: 8].
    #[arg(short = 'n')]
    n: Option<u64>,
    /// othello-moves: the player to move [default: random].
    #[arg(long)]
    player: Option<u8>,
    /// Share of empty cells (`.` / `0`), weighed against --black and
    /// --white [gen default: 1].
    #[arg(long)]
    empty: Option<f64>,
    /// Share of black cells (flip-chess `X`, check-move `B`, othello `1`)
    /// [gen default: 1].
    #[arg(long)]
    black: Option<f64>,
    /// Share of white cells (flip-chess `O`, check-move `W`, othello `2`)
    /// [gen default: 1].
    #[arg(long)]
    white: Option<f64>,
    /// minesweeper: share of mines, 0..=1 [gen default: 0.15].
    #[arg(long)]
    mines: Option<f64>,
    /// minesweeper: where the click goes (corner: (0, 0), kept mine-free)
    /// [gen default: corner].
    #[arg(long, value_enum)]
    click: Option<Click>,
    /// Format of the board problems' input [default: leetcode].
    #[arg(long, value_enum)]
    format: Option<GenFormat>,
    /// Shape of the data: random, or flip-chess cascade, check-move lines,
    /// minesweeper spiral or played (a game in progress), go-capture
    /// groups or local (fights in a small window), othello-moves runs
    /// [gen default: random].
    #[arg(long)]
    pattern: Option<String>,
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

impl GenKnobs {
    /// The settings given.
    pub fn knobs(&self) -> Knobs {
        Knobs {
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
            corner_click: self.click.map(|c| matches!(c, Click::Corner)),
            pattern: self.pattern.clone(),
        }
    }

    /// An error naming the first setting given that `p`'s generator does
    /// not use (`--rows` for othello-moves: its side is `-n`), rather
    /// than ignoring it.
    pub fn check_applies(&self, p: Problem) -> Result<(), String> {
        use Problem::OthelloMoves as O;
        use Problem::{CheckMove as C, FlipChess as F, GoCapture as G, Minesweeper as M};
        let settings: [(&str, bool, &[Problem]); 13] = [
            ("--cases", self.cases.is_some(), &[F, C, M]),
            ("--rows", self.rows.is_some(), &[F, C, M]),
            ("--cols", self.cols.is_some(), &[F, C, M]),
            ("--format", self.format.is_some(), &[F, C, M]),
            ("--size", self.size.is_some(), &[G]),
            ("--moves", self.moves.is_some(), &[G]),
            ("-n", self.n.is_some(), &[O]),
            ("--player", self.player.is_some(), &[O]),
            ("--empty", self.empty.is_some(), &[F, C, O]),
            ("--black", self.black.is_some(), &[F, C, O]),
            ("--white", self.white.is_some(), &[F, C, O]),
            ("--mines", self.mines.is_some(), &[M]),
            ("--click", self.click.is_some(), &[M]),
        ];
        match settings
            .iter()
            .find(|(_, given, applies)| *given && !applies.contains(&p))
        {
            Some((flag, _, _)) => Err(format!("{flag} does not apply to {}", p.name())),
            None => Ok(()),
        }
    }

    /// The board problems' input format.
    pub fn format(&self) -> Format {
        match self.format {
            Some(GenFormat::Plain) => Format::Plain,
            _ => Format::Leetcode,
        }
    }
}
