//! `gen`'s settings, one table entry each: the [`Setting`] a problem
//! lists, the [`GenOptions`] field its generator reads with its default,
//! the [`Knobs`] field a user gives on the command line, its flag and
//! help, and how [`super::gen_command`] spells it out. A new setting is a
//! new line of the table below.

use crate::cases::Format;
use crate::solve::Sides;
use clap::builder::{EnumValueParser, PossibleValue, ValueParser};
use clap::{ArgMatches, ValueEnum};

/// The settings that weigh an empty, a black and a white cell, in the
/// order of [`super::Generate::CELLS`].
pub const CELL_SETTINGS: [Setting; 3] = [Setting::Empty, Setting::Black, Setting::White];

/// Where the click goes (`--click`), in a problem whose input has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// The top-left corner, kept mine-free.
    Corner,
    /// A random cell.
    Random,
}

impl ValueEnum for Click {
    fn value_variants<'a>() -> &'a [Self] {
        &[Click::Corner, Click::Random]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Click::Corner => "corner",
            Click::Random => "random",
        }))
    }
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

/// The table: `Variant field: kind type = default, flag, shown, help`
/// (`@USERS@` in the help: the problems that use it). `$sides` names the
/// problem's `--size` in the defaults.
macro_rules! settings {
    ($sides:ident; $(
        $(#[doc = $doc:literal])*
        $variant:ident $field:ident: $kind:ident $t:ty = $default:expr, $flag:literal, $shown:ident, $help:literal;
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
    Cases cases: plain u64 = 1, "--cases", Changed,
        "Cases in the file (@USERS@) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode's]";
    /// Board rows (board problems); default random per case.
    Rows rows: drawn u64 = None, "--rows", Given,
        "Board rows (board problems) [gen default: random per case]";
    /// Board columns (board problems); default random per case.
    Cols cols: drawn u64 = None, "--cols", Given,
        "Board columns (board problems) [gen default: random per case]";
    /// `--size`, the board side.
    Size size: plain u64 = sides.map_or(1, |s| s.judge as u64), "--size", Changed,
        "@USERS@: board side [default: 19]";
    /// `--moves` of a replay.
    Moves moves: plain u64 = 20, "--moves", Always,
        "@USERS@: number of moves [gen default: 20]";
    /// `-n`, the side of a square board.
    N n: plain u64 = 8, "-n", Always,
        "@USERS@: board side N [gen default: 8]";
    /// The player to move (default random).
    Player player: drawn u8 = None, "--player", Given,
        "@USERS@: the player to move [default: random]";
    /// Shares of empty, black and white cells; default a third each.
    Empty empty: plain f64 = 1.0, "--empty", Changed,
        "Share of empty cells (@USERS@), weighed against --black and --white [gen default: 1]";
    Black black: plain f64 = 1.0, "--black", Changed,
        "Share of black cells (@USERS@) [gen default: 1]";
    White white: plain f64 = 1.0, "--white", Changed,
        "Share of white cells (@USERS@) [gen default: 1]";
    /// Share of mines.
    Mines mines: plain f64 = 0.15, "--mines", Changed,
        "@USERS@: share of mines, 0..=1 [gen default: 0.15]";
    /// Share of live cells.
    Live live: plain f64 = 0.35, "--live", Changed,
        "@USERS@: share of live cells, 0..=1 [gen default: 0.35]";
    /// Where the click goes.
    Click click: plain Click = Click::Corner, "--click", Changed,
        "@USERS@: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]";
    /// The board problems' input format.
    Format format: plain Format = Format::Leetcode, "--format", Last,
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
        let o = GenOptions {
            cases: 3,
            rows: Some(2),
            cols: Some(4),
            size: 9,
            moves: 7,
            n: 6,
            player: Some(2),
            empty: 0.5,
            black: 2.0,
            white: 3.0,
            mines: 0.25,
            live: 0.5,
            click: Click::Random,
            format: Format::Plain,
            ..d.clone()
        };
        for s in Setting::ALL {
            let text = o.spelt(s, &d).unwrap_or_else(|| panic!("{s:?}"));
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
        let help = Setting::Size
            .arg("go-capture")
            .get_help()
            .map(|h| h.to_string());
        assert_eq!(
            help.as_deref(),
            Some("go-capture: board side [default: 19]")
        );
    }
}
