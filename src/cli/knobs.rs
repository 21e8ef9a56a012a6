//! The generator's settings on the command line, shared by `gen` and
//! `stress`. Each is optional: `gen` fills in its defaults (named in the
//! help), `stress` draws the missing ones per seed.

use boardsolve::cases::Format;
use boardsolve::kit::gen::{Knobs, Setting};
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
        let given = |s: Setting| match s {
            Setting::Cases => self.cases.is_some(),
            Setting::Rows => self.rows.is_some(),
            Setting::Cols => self.cols.is_some(),
            Setting::Format => self.format.is_some(),
            Setting::Size => self.size.is_some(),
            Setting::Moves => self.moves.is_some(),
            Setting::N => self.n.is_some(),
            Setting::Player => self.player.is_some(),
            Setting::Empty => self.empty.is_some(),
            Setting::Black => self.black.is_some(),
            Setting::White => self.white.is_some(),
            Setting::Mines => self.mines.is_some(),
            Setting::Click => self.click.is_some(),
        };
        match Setting::ALL
            .into_iter()
            .find(|&s| given(s) && !p.gen_settings().contains(&s))
        {
            Some(s) => Err(format!("{} does not apply to {}", s.flag(), p.name())),
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
