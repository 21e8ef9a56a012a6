//! The generator's settings on the command line, shared by `gen` and
//! `stress`. Each is optional: `gen` fills in its defaults (named in the
//! help), `stress` draws the missing ones per seed.

use boardsolve::cases::Format;
use boardsolve::kit::gen::{self, Generate, Knobs, Setting};
use boardsolve::problems::DESCRIBED;
use boardsolve::solve::Solve;
use clap::{Args, ValueEnum};

/// The generator's settings (shared by `gen` and `stress`). The help of a
/// setting only some problems use names them from the registry (each
/// problem's `Generate::SETTINGS`), so a new problem's settings are listed.
#[derive(Args, Clone)]
pub struct GenKnobs {
    #[arg(long, help = format!(
        "Cases in the file ({}) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode's]",
        users(Setting::Cases)
    ))]
    cases: Option<u64>,
    /// Board rows (board problems) [gen default: random per case].
    #[arg(long)]
    rows: Option<u64>,
    /// Board columns (board problems) [gen default: random per case].
    #[arg(long)]
    cols: Option<u64>,
    #[arg(long, help = format!("{}: board side [default: 19]", users(Setting::Size)))]
    size: Option<u64>,
    #[arg(long, help = format!("{}: number of moves [gen default: 20]", users(Setting::Moves)))]
    moves: Option<u64>,
    #[arg(short = 'n', help = format!("{}: board side N [gen default: 8]", users(Setting::N)))]
    n: Option<u64>,
    #[arg(long, help = format!("{}: the player to move [default: random]", users(Setting::Player)))]
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
    #[arg(long, help = format!("{}: share of mines, 0..=1 [gen default: 0.15]", users(Setting::Mines)))]
    mines: Option<f64>,
    #[arg(long, value_enum, help = format!(
        "{}: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]",
        users(Setting::Click)
    ))]
    click: Option<Click>,
    /// Format of the board problems' input [default: leetcode].
    #[arg(long, value_enum)]
    format: Option<Format>,
    #[arg(long, help = pattern_help())]
    pattern: Option<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum Click {
    Corner,
    Random,
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

    /// An error naming the first setting given that problem `p`'s
    /// generator does not use (`--rows` for othello-moves: its side is
    /// `-n`), rather than ignoring it.
    pub fn check_applies<P: Generate + Solve>(&self) -> Result<(), String> {
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
            .find(|&s| given(s) && !gen::uses::<P>(s))
        {
            Some(s) => Err(format!("{} does not apply to {}", s.flag(), P::NAME)),
            None => Ok(()),
        }
    }

    /// The board problems' input format.
    pub fn format(&self) -> Format {
        self.format.unwrap_or(Format::Leetcode)
    }
}

/// The problems that use `setting`, by name in registry order, for the
/// settings' help (`go-capture`).
pub fn users(setting: Setting) -> String {
    let names: Vec<&str> = DESCRIBED
        .into_iter()
        .filter(|p| p.uses(setting))
        .map(|p| p.name())
        .collect();
    names.join(", ")
}

/// The judge's rules besides its sizes, of every problem that has some
/// (its `Generate::JUDGE_RULES`), for the help of the options that keep
/// them.
pub fn judge_rules_help() -> String {
    let kept: Vec<&str> = DESCRIBED
        .into_iter()
        .filter_map(|p| p.judge_rules())
        .collect();
    kept.join(", ")
}

/// `--pattern`'s help: every problem's patterns past `random`.
pub fn pattern_help() -> String {
    let each: Vec<String> = DESCRIBED
        .into_iter()
        .filter(|p| !p.pattern_help().is_empty())
        .map(|p| format!("{} {}", p.name(), p.pattern_help()))
        .collect();
    format!(
        "Shape of the data: random, or {} [gen default: random]",
        each.join(", ")
    )
}
