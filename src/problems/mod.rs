//! The registry: every problem boardsolve solves, one line each.
//!
//! A problem is a module of its own (`src/problems/<module>/`) holding a
//! unit type of the variant's name that is a [`Definition`]; its line in
//! `registry.rs` declares the module, the [`Problem`] variant, the
//! problem's entry in [`DESCRIBED`], the parts every problem folder has
//! the same way (its `layout.rs` for `validate`, its `check.rs` for
//! `check`), and the dispatch the command line goes through
//! ([`with_problem!`](crate::with_problem)).
//! Nothing outside this file and the problems' folders names a problem:
//! `docs/adding-a-problem.md` walks through a new one.

use crate::kit::{Definition, Describe};

mod registry;

/// Runs `body` with `P` standing for problem `p`'s definition type, so
/// a body of `stress::run::<P>(..)` runs `p`'s stress. Each
/// problem's arm is compiled on its own (static dispatch: no trait objects
/// on hot paths). The command line calls it once per command.
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
        /// A problem, by its subcommand name or alias.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Problem {
            $($variant,)*
        }

        impl Problem {
            /// Every problem, in registry order.
            pub const ALL: [Problem; [$(stringify!($variant),)*].len()] = [$(Problem::$variant,)*];
        }

        /// Every problem as data, in registry order (the order of
        /// [`Problem::ALL`]).
        pub const DESCRIBED: [&dyn Describe; Problem::ALL.len()] = [$(&$module::$variant,)*];

        // What every problem folder gives the same way: its layout rules
        // (`layout.rs`, std only: `emit --validator` copies it) and its
        // answer (`check.rs`, std only: `emit --checker` copies it).
        $(
            impl $crate::kit::validate::Validate for $module::$variant {
                fn layout(
                    l: &mut $crate::layout::Layout,
                    format: $crate::cases::FormatChoice,
                ) -> $crate::kit::validate::Step {
                    $module::layout::layout(l, format)
                }
            }

            impl $crate::kit::check::Answer for $module::$variant {
                fn answer(
                    input: impl std::io::Read,
                    size: usize,
                ) -> Result<$crate::kit::check::Expected, $crate::error::Error> {
                    $module::check::answer(input, size)
                }
            }
        )*

        /// Calls `v.visit::<P>()` for every problem `P`, in registry order:
        /// how the registry's tests run the kit's generic checks.
        #[cfg(test)]
        pub(crate) fn each(v: &mut impl Visit) {
            $(v.visit::<$module::$variant>();)*
        }

        // Every registered problem provides everything: a missing piece is
        // a compile error naming the problem and the trait.
        $(impl Definition for $module::$variant {})*
    };
}

// The problems' modules, declared here rather than by `registry!` so that
// `cargo fmt` sees (and `cargo fmt --check` checks) every file of their
// folders. A registry line without its module is a compile error naming
// the module; a module without its line, a failing test
// (`tests::every_problem_folder_is_registered`).
pub mod check_move;
pub mod flip_chess;
pub mod game_of_life;
pub mod go_capture;
pub mod minesweeper;
pub mod othello_moves;

crate::registry!(declare_problems![]);

impl Problem {
    /// The problem as data.
    pub fn about(self) -> &'static dyn Describe {
        DESCRIBED[self as usize]
    }

    /// The subcommand name (`go-capture`).
    pub fn name(self) -> &'static str {
        self.about().name()
    }

    /// The side the judge plays on, for problems with a `--size` (0, never
    /// read, for the others).
    pub fn judge_size(self) -> usize {
        self.about().sides().map_or(0, |s| s.judge)
    }

    /// A problem by name or alias.
    pub fn from_name(s: &str) -> Option<Problem> {
        Problem::ALL
            .into_iter()
            .find(|p| p.name() == s || p.about().alias() == s)
    }
}

/// A check run for every problem ([`each`]).
#[cfg(test)]
pub(crate) trait Visit {
    fn visit<P: Definition + Sync>(&mut self);
}

#[cfg(test)]
mod tests;
