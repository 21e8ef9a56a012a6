//! The generator's settings on the command line, shared by `gen` and
//! `stress`. Each is optional: `gen` fills in its defaults (named in the
//! help), `stress` draws the missing ones per seed.

use boardsolve::cases::Format;
use boardsolve::kit::gen::{self, Generate, Knobs, Setting, CELL_SETTINGS};
use boardsolve::kit::Describe;
use boardsolve::problems::DESCRIBED;
use boardsolve::solve::Solve;
use clap::{ArgMatches, Args, Command, FromArgMatches};

/// The generator's settings (shared by `gen` and `stress`): an argument
/// per [`Setting`], built from its table entry (the help of a setting only
/// some problems use names them from the registry, each problem's
/// `Generate::SETTINGS`, so a new problem's settings are listed), then
/// `--pattern`.
#[derive(Clone)]
pub struct GenKnobs {
    knobs: Knobs,
}

impl Args for GenKnobs {
    fn augment_args(mut cmd: Command) -> Command {
        for s in Setting::ALL {
            cmd = cmd.arg(s.arg(&users(s)));
        }
        cmd.arg(
            clap::Arg::new("pattern")
                .long("pattern")
                .value_name("PATTERN")
                .action(clap::ArgAction::Set)
                .help(pattern_help()),
        )
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for GenKnobs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let knobs = Knobs {
            pattern: m.get_one::<String>("pattern").cloned(),
            ..Knobs::from_matches(m)
        };
        Ok(GenKnobs { knobs })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl GenKnobs {
    /// The settings given.
    pub fn knobs(&self) -> Knobs {
        self.knobs.clone()
    }

    /// An error naming the first setting given that problem `P`'s
    /// generator does not use (`--rows` for othello-moves: its side is
    /// `-n`), rather than ignoring it.
    pub fn check_applies<P: Generate + Solve>(&self) -> Result<(), String> {
        match Setting::ALL
            .into_iter()
            .find(|&s| self.knobs.given(s) && !gen::uses::<P>(s))
        {
            Some(s) => Err(format!("{} does not apply to {}", s.flag(), P::NAME)),
            None => Ok(()),
        }
    }

    /// The board problems' input format.
    pub fn format(&self) -> Format {
        self.knobs.format.unwrap_or(Format::Leetcode)
    }
}

/// The problems that use `setting`, by name in registry order, for the
/// settings' help (`go-capture`); for a share of cells, each with the
/// cell it writes (`X`).
pub fn users(setting: Setting) -> String {
    let cell = CELL_SETTINGS.iter().position(|&s| s == setting);
    let names: Vec<String> = DESCRIBED
        .into_iter()
        .filter(|p| p.uses(setting))
        .map(|p| match (cell, p.cells()) {
            (Some(k), Some(cells)) => format!("{} `{}`", p.name(), char::from(cells[k])),
            _ => p.name().to_string(),
        })
        .collect();
    names.join(", ")
}

/// The names of the problems `which` keeps, in registry order.
pub fn names(which: impl Fn(&dyn Describe) -> bool) -> Vec<&'static str> {
    DESCRIBED
        .into_iter()
        .filter(|&p| which(p))
        .map(|p| p.name())
        .collect()
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
