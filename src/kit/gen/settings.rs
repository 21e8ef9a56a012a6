//! `gen`'s settings, one table entry each: the [`Setting`] a problem
//! lists, the [`GenOptions`] field its generator reads with its default,
//! the [`Knobs`] field a user gives on the command line, its flag and
//! help, how [`super::gen_command`] spells it out, the values it takes
//! (checked for every problem that uses it, [`GenOptions::out_of_range`])
//! and a value other than its default for this file's test. A new setting
//! is a new entry of the table below, and nothing else: the command line,
//! the `gen` lines, the range check and the test all come from it.

use crate::cases::Format;
use crate::solve::Sides;
use clap::builder::{EnumValueParser, ValueParser};
use clap::{ArgMatches, ValueEnum};
use std::fmt::Display;
use std::ops::{Bound, RangeBounds};

/// The settings that weigh an empty, a black and a white cell, in the
/// order of [`super::Generate::CELLS`].
pub const CELL_SETTINGS: [Setting; 3] = [Setting::Empty, Setting::Black, Setting::White];

/// Where the click goes (`--click`), in a problem whose input has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Click {
    // Plain comments: a doc comment would be the value's help.
    // The top-left corner, kept mine-free.
    Corner,
    // A random cell.
    Random,
}

/// A setting's value: how the command line reads it and a `gen` line
/// writes it.
pub trait Value: Copy + PartialEq + Send + Sync + 'static {
    /// The value as its flag takes it.
    fn shown(self) -> String;
    /// The flag's parser.
    fn parser() -> ValueParser;
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl Value for $t {
            fn shown(self) -> String {
                self.to_string()
            }

            fn parser() -> ValueParser {
                clap::value_parser!($t).into()
            }
        }
    )*};
}

numbers!(u64, u8, f64);

macro_rules! choices {
    ($($t:ty),*) => {$(
        impl Value for $t {
            fn shown(self) -> String {
                // ok: every variant has a possible value.
                self.to_possible_value().map_or(String::new(), |v| v.get_name().to_string())
            }

            fn parser() -> ValueParser {
                EnumValueParser::<$t>::new().into()
            }
        }
    )*};
}

choices!(Click, Format);

/// How [`super::gen_command`] spells a setting out: when it differs from
/// the default (`changed`), always (`always`), when given (`given`, a
/// setting whose default is "drawn"), or when it differs, after
/// `--strict` (`last`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Changed,
    Always,
    Given,
    Last,
}

/// The type of a field: `plain` holds a value, `drawn` an `Option` whose
/// `None` the generator draws per case.
macro_rules! field_type {
    (plain $t:ty) => { $t };
    (drawn $t:ty) => { Option<$t> };
}

/// A given setting put in over `base`.
macro_rules! put_over {
    (plain, $given:expr, $base:expr) => {
        $given.unwrap_or($base)
    };
    (drawn, $given:expr, $base:expr) => {
        $given.or($base)
    };
}

/// The setting's text in a `gen` line, if it is written.
macro_rules! spelt {
    (plain, $shown:expr, $flag:expr, $v:expr, $d:expr) => {
        match $shown {
            Shown::Always => Some(format!("{} {}", $flag, $v.shown())),
            _ if $v == $d => None,
            _ => Some(format!("{} {}", $flag, $v.shown())),
        }
    };
    (drawn, $shown:expr, $flag:expr, $v:expr, $d:expr) => {
        $v.map(|v| format!("{} {}", $flag, v.shown()))
    };
}

/// A field's value, if it has one (`drawn` fields may not).
macro_rules! value {
    (plain, $v:expr) => {
        Some($v)
    };
    (drawn, $v:expr) => {
        $v
    };
}

/// An example value in its field's type.
#[cfg(test)]
macro_rules! example {
    (plain, $v:expr) => {
        $v
    };
    (drawn, $v:expr) => {
        Some($v)
    };
}

/// `Ok` if `v` is in `range`, else the usage error for `flag`.
fn within<T: PartialOrd + Display>(
    flag: &str,
    v: T,
    range: impl RangeBounds<T>,
) -> Result<(), String> {
    if range.contains(&v) {
        return Ok(());
    }
    Err(match (range.start_bound(), range.end_bound()) {
        (Bound::Included(lo), Bound::Unbounded) => format!("{flag} must be at least {lo}"),
        (Bound::Included(lo), Bound::Included(hi)) => format!("{flag} must be in {lo}..={hi}"),
        _ => format!("{flag} is out of range, found {v}"),
    })
}

/// The table: `Variant field: kind type = default, flag, shown, range
/// values, example value, help` (`range` optional: the values the setting
/// takes, checked for every problem that uses it; `example` a value other
/// than the default, for the test; `@USERS@` in the help: the problems
/// that use it). `$sides` names the problem's `--size` in the defaults
/// and ranges.
macro_rules! settings {
    ($sides:ident; $(
        $(#[doc = $doc:literal])*
        $variant:ident $field:ident: $kind:ident $t:ty = $default:expr, $flag:literal, $shown:ident,
            $(range $range:expr,)? example $example:expr, $help:literal;
    )*) => {
        /// A generator setting a problem may use, by its command-line flag;
        /// in the order of the command line, where the first one given
        /// that does not apply is reported.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Setting {
            $($variant,)*
        }

        impl Setting {
            /// Every setting, in the table's order.
            pub const ALL: [Setting; [$(stringify!($variant),)*].len()] = [$(Setting::$variant,)*];

            /// The flag that gives it.
            pub fn flag(self) -> &'static str {
                match self {
                    $(Setting::$variant => $flag,)*
                }
            }

            /// How a `gen` line spells it out.
            pub fn shown(self) -> Shown {
                match self {
                    $(Setting::$variant => Shown::$shown,)*
                }
            }

            /// Its command-line argument, the help's `@USERS@` as `users`
            /// says (the problems that use it).
            pub fn arg(self, users: &str) -> clap::Arg {
                let (id, help, parser) = match self {
                    $(Setting::$variant => (stringify!($field), $help, <$t as Value>::parser()),)*
                };
                let arg = clap::Arg::new(id)
                    .value_name(id.to_uppercase())
                    .value_parser(parser)
                    .action(clap::ArgAction::Set)
                    .help(help.replace("@USERS@", users));
                let flag = self.flag();
                match flag.strip_prefix("--") {
                    Some(long) => arg.long(long),
                    // ok: a short flag is `-` and one letter.
                    None => arg.short(flag.chars().nth(1).unwrap_or('?')),
                }
            }
        }

        /// What to generate ([`GenOptions::new`] the defaults): a field
        /// per setting, each read only by the problems that use it
        /// ([`super::Generate::SETTINGS`]), and what every problem reads.
        #[derive(Clone, Debug)]
        pub struct GenOptions {
            pub seed: u64,
            $($(#[doc = $doc])* pub $field: field_type!($kind $t),)*
            /// Satisfy the judge's constraints and guarantees.
            pub strict: bool,
            /// Keep the judge's rules but not its size limits
            /// ([`super::Generate::JUDGE_RULES`]; `strict` keeps them too).
            pub rules: bool,
            /// One of the problem's [`super::Generate::PATTERNS`].
            pub pattern: String,
        }

        impl GenOptions {
            /// `gen`'s defaults for a problem whose `--size` is `sides` (if
            /// it has one): the judge's side is the default.
            pub fn new($sides: Option<Sides>) -> GenOptions {
                GenOptions {
                    seed: 1,
                    $($field: $default,)*
                    strict: false,
                    rules: false,
                    pattern: "random".into(),
                }
            }

            /// The first of `settings` whose value is outside the values it
            /// takes (the table's `range`), as a usage error (`--rows must
            /// be at least 1`); `sides` is the problem's `--size`.
            pub fn out_of_range(
                &self,
                settings: &[Setting],
                $sides: Option<Sides>,
            ) -> Result<(), String> {
                let _ = $sides;
                $($(
                    if settings.contains(&Setting::$variant) {
                        if let Some(v) = value!($kind, self.$field) {
                            within($flag, v, $range)?;
                        }
                    }
                )?)*
                Ok(())
            }

            /// Every setting at its table's `example`, a value other than
            /// its default, for the tests.
            #[cfg(test)]
            pub(crate) fn examples() -> GenOptions {
                GenOptions {
                    $($field: example!($kind, $example),)*
                    ..GenOptions::new(None)
                }
            }

            /// How a `gen` line spells setting `s` of these options, whose
            /// defaults are `d`; `None` if it leaves it out.
            pub fn spelt(&self, s: Setting, d: &GenOptions) -> Option<String> {
                match s {
                    $(Setting::$variant => spelt!($kind, Shown::$shown, $flag, self.$field, d.$field),)*
                }
            }
        }

        /// The generator settings a user gave on the command line; `None`
        /// means not given. `gen` fills the rest from [`GenOptions::new`],
        /// `stress` draws them per seed.
        #[derive(Clone, Debug, Default)]
        pub struct Knobs {
            $(pub $field: Option<$t>,)*
            pub pattern: Option<String>,
        }

        impl Knobs {
            /// `base` with every given setting put in.
            pub fn over(&self, base: GenOptions) -> GenOptions {
                GenOptions {
                    $($field: put_over!($kind, self.$field, base.$field),)*
                    pattern: self.pattern.clone().unwrap_or(base.pattern),
                    ..base
                }
            }

            /// Whether setting `s` was given.
            pub fn given(&self, s: Setting) -> bool {
                match s {
                    $(Setting::$variant => self.$field.is_some(),)*
                }
            }

            /// The settings in `m`, a command line with every
            /// [`Setting::arg`] (the pattern is the caller's).
            pub fn from_matches(m: &ArgMatches) -> Knobs {
                Knobs {
                    $($field: m.get_one::<$t>(stringify!($field)).copied(),)*
                    pattern: None,
                }
            }
        }
    };
}

settings! { sides;
    /// Cases (board problems; the stream problems have one).
    Cases cases: plain u64 = 1, "--cases", Changed, range 1.., example 3,
        "Cases in the file (@USERS@) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode's]";
    /// Board rows (board problems); default random per case.
    Rows rows: drawn u64 = None, "--rows", Given, range 1.., example 2,
        "Board rows (board problems) [gen default: random per case]";
    /// Board columns (board problems); default random per case.
    Cols cols: drawn u64 = None, "--cols", Given, range 1.., example 4,
        "Board columns (board problems) [gen default: random per case]";
    /// `--size`, the board side.
    Size size: plain u64 = sides.map_or(1, |s| s.judge as u64), "--size", Changed,
        range 1..=sides.map_or(1, |s| s.max as u64), example 9,
        "@USERS@: board side [default: 19]";
    /// `--moves` of a replay.
    Moves moves: plain u64 = 20, "--moves", Always, example 7,
        "@USERS@: number of moves [gen default: 20]";
    /// `-n`, the side of a square board.
    N n: plain u64 = 8, "-n", Always, range 1.., example 6,
        "@USERS@: board side N [gen default: 8]";
    /// The player to move (default random).
    Player player: drawn u8 = None, "--player", Given, range 1..=2, example 2,
        "@USERS@: the player to move [default: random]";
    /// Shares of empty, black and white cells; default a third each.
    Empty empty: plain f64 = 1.0, "--empty", Changed, range 0.0..=1e9, example 0.5,
        "Share of empty cells (@USERS@), weighed against --black and --white [gen default: 1]";
    Black black: plain f64 = 1.0, "--black", Changed, range 0.0..=1e9, example 2.0,
        "Share of black cells (@USERS@) [gen default: 1]";
    White white: plain f64 = 1.0, "--white", Changed, range 0.0..=1e9, example 3.0,
        "Share of white cells (@USERS@) [gen default: 1]";
    /// Share of mines.
    Mines mines: plain f64 = 0.15, "--mines", Changed, range 0.0..=1.0, example 0.25,
        "@USERS@: share of mines, 0..=1 [gen default: 0.15]";
    /// Share of live cells.
    Live live: plain f64 = 0.35, "--live", Changed, range 0.0..=1.0, example 0.5,
        "@USERS@: share of live cells, 0..=1 [gen default: 0.35]";
    /// Where the click goes.
    Click click: plain Click = Click::Corner, "--click", Changed, example Click::Random,
        "@USERS@: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]";
    /// The board problems' input format.
    Format format: plain Format = Format::Leetcode, "--format", Last, example Format::Plain,
        "Format of the board problems' input [default: leetcode]";
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a `gen` line spells out of each setting, its flag reads back
    /// as the same setting, given, with the same value.
    #[test]
    fn every_setting_reads_back_what_a_gen_line_writes() {
        let cmd = Setting::ALL
            .into_iter()
            .fold(clap::Command::new("gen"), |cmd, s| cmd.arg(s.arg("them")));
        let d = GenOptions::new(None);
        let o = GenOptions::examples();
        for s in Setting::ALL {
            let text = o.spelt(s, &d).unwrap_or_else(|| {
                panic!("{s:?}: its table entry's `example` is its default: give it another value")
            });
            assert!(text.starts_with(s.flag()), "{text}");
            let argv = std::iter::once("gen").chain(text.split(' '));
            let m = cmd.clone().try_get_matches_from(argv).unwrap();
            let k = Knobs::from_matches(&m);
            assert!(Setting::ALL.into_iter().all(|t| k.given(t) == (t == s)));
            assert_eq!(k.over(d.clone()).spelt(s, &d), Some(text));
            // At its default, only what is always spelt out is.
            let always = s.shown() == Shown::Always;
            assert_eq!(d.spelt(s, &d).is_some(), always, "{s:?}");
        }
        let help = Setting::Size.arg("them").get_help().map(|h| h.to_string());
        assert_eq!(help.as_deref(), Some("them: board side [default: 19]"));
    }

    /// Each setting's default and example are values it takes; one out of
    /// its range is a usage error naming its flag and the range.
    #[test]
    fn ranges_come_from_the_table() {
        let sides = Some(Sides { judge: 19, max: 25 });
        let d = GenOptions::new(sides);
        assert_eq!(d.out_of_range(&Setting::ALL, sides), Ok(()));
        let e = GenOptions::examples();
        assert_eq!(e.out_of_range(&Setting::ALL, sides), Ok(()));
        let o = GenOptions {
            rows: Some(0),
            size: 26,
            mines: f64::NAN,
            ..d
        };
        let bad = |s: Setting| o.out_of_range(&[s], sides);
        assert_eq!(bad(Setting::Rows), Err("--rows must be at least 1".into()));
        assert_eq!(bad(Setting::Size), Err("--size must be in 1..=25".into()));
        assert_eq!(bad(Setting::Mines), Err("--mines must be in 0..=1".into()));
        assert_eq!(bad(Setting::Cols), Ok(()));
    }
}
