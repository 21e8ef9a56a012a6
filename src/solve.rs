//! What every problem provides to the command line and the kit: its names,
//! its subcommand and its solvers.
//!
//! `main` builds one subcommand per registered problem from [`Solve`] (the
//! common switches, then [`Solve::Args`]) and runs each through the same
//! path; the kit calls [`Solve::default_mode`] for the answers it judges by.

use crate::cases::{Format, FormatChoice};
use crate::error::Error;
use crate::explain::Explain;
use crate::out::Out;
use clap::builder::PossibleValue;
use clap::ValueEnum;
use std::io::{Read, Write};
use std::path::PathBuf;

/// A problem's solvers and the names it is called by.
pub trait Solve {
    /// The subcommand name (`go-capture`): also the fixtures' folder.
    const NAME: &'static str;
    /// The subcommand's visible alias (`p10864`).
    const ALIAS: &'static str;
    /// The subcommand's help: a first paragraph, the summary the top-level
    /// `--help` lists (without its final period), then blank-line separated
    /// paragraphs that `NAME --help` adds.
    const HELP: &'static str;
    /// The board side `--size` sets, if the problem has one.
    const SIDES: Option<Sides> = None;
    /// Whether the input is cases of boards, in LeetCode's format or the
    /// plain one (the LeetCode problems): the one place that says it. The
    /// subcommand, `gen`, `validate` and `package` then take `--format`,
    /// the subcommand reads an example section pasted from the problem's
    /// page (`boardsolve::page`) unless `--format` says plain, and the
    /// input as data is `kit::input::Boards`.
    const BOARD_CASES: bool = false;
    /// The subcommand's own switches, after the common ones (`FILE`,
    /// `--strict`, `--naive`, `--explain`, `--color`, and `--format` for
    /// [`Solve::BOARD_CASES`]).
    type Args: clap::Args;

    /// Whether the problem's own switches ask for explanations
    /// (go-capture's `--explain-moves`).
    fn explains(args: &Self::Args) -> bool {
        let _ = args;
        false
    }

    /// The subcommand: answers every case of `io.input` as `args` and
    /// `how` say, telling `io.explain` (when given) each answer after
    /// writing it.
    fn run(args: &Self::Args, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error>;

    /// The default mode, the fast solver on this thread: the answers
    /// `check`, `stress` and `validate` go by. `size` is the `--size` side
    /// for a problem with [`Solve::SIDES`] (others ignore it); `strict`
    /// enforces the judge's constraints.
    fn default_mode(
        input: impl Read,
        size: usize,
        strict: bool,
        out: &mut Out<impl Write>,
    ) -> Result<(), Error> {
        let how = How {
            strict,
            naive: false,
            format: FormatChoice::Auto,
        };
        let io = Io {
            input,
            out,
            explain: None,
        };
        Self::run(&default_args::<Self>(size)?, how, io)
    }
}

/// `P`'s own switches in the default mode, as its subcommand parses
/// `--threads 1` (the fast solver on this thread) and, for a problem with
/// [`Solve::SIDES`], `--size size`: every other switch at its default, so
/// a problem's default mode is its command line's and needs no code of
/// its own.
fn default_args<P: Solve + ?Sized>(size: usize) -> Result<P::Args, Error> {
    let size = size.to_string();
    args_from::<P>(&[("--threads", "1"), ("--size", &size)]).map_err(|_| {
        Error::at(
            format_args!("--size {size}"),
            format!("not a side {} takes", P::NAME),
        )
    })
}

/// The switches of a problem with none of its own ([`Solve::Args`]).
#[derive(clap::Args)]
pub struct NoArgs {}

/// Switches every solver subcommand takes.
#[derive(clap::Args)]
pub struct Common {
    /// Input file; without it, or with `-`, stdin.
    pub file: Option<PathBuf>,
    /// Also enforce the judge's constraints and guarantees (a validator).
    #[arg(long)]
    pub strict: bool,
    /// Use the small, obviously correct reference solver.
    #[arg(long)]
    pub naive: bool,
    /// Explain each answer on stderr, with a picture of the board (stdout
    /// stays the judge's output; each answer is written out before its
    /// explanation).
    #[arg(long)]
    pub explain: bool,
    /// Colour in explanations: auto (on a terminal, unless NO_COLOR is set
    /// to something), always (e.g. for `less -R`) or never.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto)]
    pub color: ColorWhen,
}

/// When explanations are coloured.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ColorWhen {
    Auto,
    Always,
    Never,
}

/// A board side the user may choose (`--size`), for a problem that has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    /// The side the judge plays on (the default).
    pub judge: usize,
    /// The largest side boardsolve takes.
    pub max: usize,
}

/// The common switches a problem's solver goes by.
#[derive(Clone, Copy, Debug)]
pub struct How {
    /// Enforce the judge's constraints and guarantees (`--strict`).
    pub strict: bool,
    /// The reference solver (`--naive`).
    pub naive: bool,
    /// The input's format (`--format`; auto for a problem without
    /// [`Solve::BOARD_CASES`]).
    pub format: FormatChoice,
}

/// Where a subcommand reads, writes and explains.
pub struct Io<'a, 'e, R, W: Write> {
    /// The input.
    pub input: R,
    /// The answers.
    pub out: &'a mut Out<W>,
    /// The explanation sink (`--explain`), told each answer after it is
    /// written.
    pub explain: Option<&'a mut Explain<'e>>,
}

/// Which solver a subcommand runs: every problem picks it this one way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The small, obviously correct reference (`--naive`).
    Naive,
    /// The fast solver on this thread (`--threads 1`).
    One,
    /// The fast solver on this many threads (0: one per core).
    Threads(usize),
}

impl How {
    /// A board problem's switches.
    pub fn options(self) -> crate::cases::Options {
        crate::cases::Options {
            format: self.format,
            strict: self.strict,
        }
    }

    /// The solver for `--threads threads`: `--naive` wins.
    pub fn pick(self, threads: usize) -> Pick {
        match (self.naive, threads) {
            (true, _) => Pick::Naive,
            (false, 1) => Pick::One,
            (false, n) => Pick::Threads(n),
        }
    }
}

/// The input format switch of the board problems ([`Solve::BOARD_CASES`]).
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct BoardArgs {
    /// Input format: leetcode (JSON values, as in LeetCode's testcase box),
    /// plain (`n m` and rows), or auto (a leading digit means plain).
    #[arg(long, value_enum, default_value_t = FormatChoice::Auto)]
    pub format: FormatChoice,
}

impl ValueEnum for FormatChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            FormatChoice::Auto,
            FormatChoice::Leetcode,
            FormatChoice::Plain,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            FormatChoice::Auto => "auto",
            FormatChoice::Leetcode => "leetcode",
            FormatChoice::Plain => "plain",
        }))
    }
}

impl ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Self] {
        &[Format::Leetcode, Format::Plain]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Format::Leetcode => "leetcode",
            Format::Plain => "plain",
        }))
    }
}

/// `P`'s subcommand without its help: the common switches (and
/// `--format` for [`Solve::BOARD_CASES`]), then `P`'s own.
pub fn switches<P: Solve + ?Sized>() -> clap::Command {
    let mut cmd = <Common as clap::Args>::augment_args(clap::Command::new(P::NAME));
    if P::BOARD_CASES {
        cmd = <BoardArgs as clap::Args>::augment_args(cmd);
    }
    <P::Args as clap::Args>::augment_args(cmd)
}

/// `P`'s own switches as its subcommand parses them from `pairs` of a
/// switch and its value, leaving out those `P` does not have: one list
/// (`[("--threads", "2"), ("--size", "25")]`) serves every problem.
pub fn args_from<P: Solve + ?Sized>(pairs: &[(&str, &str)]) -> Result<P::Args, clap::Error> {
    let cmd = switches::<P>();
    let has = |switch: &str| {
        cmd.get_arguments().any(|a| {
            a.get_long()
                .is_some_and(|l| switch.strip_prefix("--") == Some(l))
        })
    };
    let mut argv = vec![P::NAME];
    for &(switch, value) in pairs.iter().filter(|(s, _)| has(s)) {
        argv.extend([switch, value]);
    }
    let matches = cmd.clone().try_get_matches_from(argv)?;
    <P::Args as clap::FromArgMatches>::from_arg_matches(&matches)
}
