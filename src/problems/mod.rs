//! The registry: every problem boardsolve solves, one line each.
//!
//! A problem is a module of its own (`src/problems/<module>/`) holding a
//! unit type of the variant's name that implements [`Definition`]; the
//! line below declares the module, the [`Problem`] variant, and the
//! dispatch that the kit, the command line and the tests go through
//! ([`with_problem!`](crate::with_problem)). Nothing outside this file
//! names a problem: `docs/adding-a-problem.md` walks through a new one.

/// The problems, in the order `--help` lists them. Called with the name of
/// a macro, passes it the list (`Variant module,` each) after `args`.
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    ($callback:ident! $args:tt) => {
        $crate::$callback! { $args
            FlipChess flip_chess,
            CheckMove check_move,
            Minesweeper minesweeper,
            GoCapture go_capture,
            OthelloMoves othello_moves,
        }
    };
}

/// Runs `body` with `P` standing for problem `p`'s definition type, so
/// `with_problem!(p, P => P::NAME)` is `p`'s name. Each problem's arm is
/// compiled on its own (static dispatch: no trait objects on hot paths).
#[macro_export]
macro_rules! with_problem {
    ($p:expr, $P:ident => $body:expr) => {
        $crate::registry!(dispatch_problem![$p, $P, $body])
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! dispatch_problem {
    ([$p:expr, $P:ident, $body:expr] $($variant:ident $module:ident,)*) => {
        match $p {
            $($crate::problems::Problem::$variant => {
                #[allow(unused)]
                type $P = $crate::problems::$module::$variant;
                $body
            })*
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! declare_problems {
    ([] $($variant:ident $module:ident,)*) => {
        $(pub mod $module;)*

        /// A problem, by its subcommand name or alias.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Problem {
            $($variant,)*
        }

        impl Problem {
            /// Every problem, in registry order.
            pub const ALL: [Problem; [$(stringify!($variant),)*].len()] = [$(Problem::$variant,)*];

            /// The problem's module name (`go_capture`): what `emit` calls the
            /// solver's module (the fixtures' folders go by `name()`).
            pub fn module(self) -> &'static str {
                match self {
                    $(Problem::$variant => stringify!($module),)*
                }
            }
        }

        /// Every registered problem provides everything: a missing piece is
        /// a compile error naming the problem and the trait.
        const _: () = {
            fn provides<P: Definition>() {}
            #[allow(dead_code)]
            fn all() {
                $(provides::<$module::$variant>();)*
            }
        };
    };
}

registry!(declare_problems![]);

/// What a problem provides; every part is a trait of the kit area that uses
/// it, each with the contracts its implementor must keep.
pub trait Definition:
    crate::solve::Solve
    + crate::kit::gen::Generate
    + crate::kit::check::Answer
    + crate::kit::emit::Emit
    + crate::kit::shrink::Shrink
    + crate::kit::validate::Validate
    + crate::kit::package::Package
{
}

impl<P> Definition for P where
    P: crate::solve::Solve
        + crate::kit::gen::Generate
        + crate::kit::check::Answer
        + crate::kit::emit::Emit
        + crate::kit::shrink::Shrink
        + crate::kit::validate::Validate
        + crate::kit::package::Package
{
}

impl Problem {
    /// The subcommand name (`go-capture`).
    pub fn name(self) -> &'static str {
        crate::with_problem!(self, P => <P as crate::solve::Solve>::NAME)
    }

    /// The subcommand alias (`p10864`).
    pub fn alias(self) -> &'static str {
        crate::with_problem!(self, P => <P as crate::solve::Solve>::ALIAS)
    }

    /// A problem by name or alias.
    pub fn from_name(s: &str) -> Option<Problem> {
        Problem::ALL
            .into_iter()
            .find(|p| p.name() == s || p.alias() == s)
    }
}

impl Problem {
    /// The board side `--size` sets, if the problem has one.
    pub fn sides(self) -> Option<crate::solve::Sides> {
        crate::with_problem!(self, P => <P as crate::solve::Solve>::SIDES)
    }

    /// The side the judge plays on, for problems with a `--size` (0, never
    /// read, for the others).
    pub fn judge_size(self) -> usize {
        self.sides().map_or(0, |s| s.judge)
    }
}

/// The largest `--size` any problem takes.
pub fn max_size() -> usize {
    Problem::ALL
        .into_iter()
        .filter_map(|p| p.sides().map(|s| s.max))
        .max()
        .unwrap_or(1)
}

impl Problem {
    /// Whether the problem's subcommand has the switch `--long`.
    pub fn has_switch(self, long: &str) -> bool {
        crate::with_problem!(self, P => crate::solve::switches::<P>()
            .get_arguments()
            .any(|a| a.get_long() == Some(long)))
    }
}
