//! The contest kit: generators, a checker, a validator, a stress tester,
//! the emitted submissions and the problem packages, built on the solvers.
//!
//! The kit is generic over the problem: each area takes `P:` its own trait
//! (`generate::<P: Generate>`, `stress::run::<P: Definition>`, ...), and a
//! problem is every trait at once, a [`Definition`]. The kit never names a
//! problem; what it says of all of them (help texts, `emit --list`) it is
//! handed as [`Describe`] objects, which the registry lists.

pub mod check;
pub mod contestant;
pub mod emit;
pub mod faults;
pub mod gen;
pub mod harness;
pub mod input;
pub mod mix;
pub mod package;
pub mod picture;
pub mod shrink;
pub mod solution;
pub mod stress;
pub mod validate;
pub mod whole;

use crate::error::Error;
use crate::kit::gen::Setting;
use crate::out::Out;
use crate::solve::{Sides, Solve};
use std::io::Read;

/// What a problem provides; every part is a trait of the kit area that uses
/// it, each with the contracts its implementor must keep. The registry
/// implements it for every problem, so a missing part is a compile error
/// naming the problem and the trait.
pub trait Definition:
    Solve
    + gen::Generate
    + check::Answer
    + emit::Emit
    + shrink::Shrink
    + validate::Validate
    + package::Package
    + faults::Faults
{
}

/// A problem as data, for what the command line says of every problem at
/// once (the help that names them, `emit --list`): object-safe, so the
/// registry lists all of them as `&dyn Describe` (ripgrep's `&[&dyn
/// Flag]`). Every [`Definition`] is one.
pub trait Describe: Sync {
    /// The subcommand name (`go-capture`).
    fn name(&self) -> &'static str;
    /// The subcommand alias (`p10864`).
    fn alias(&self) -> &'static str;
    /// The board side `--size` sets, if the problem has one.
    fn sides(&self) -> Option<Sides>;
    /// Whether the input is cases of boards, in LeetCode's format or the
    /// plain one ([`Solve::BOARD_CASES`]).
    fn board(&self) -> bool;
    /// The patterns `gen` knows (`random` first).
    fn patterns(&self) -> &'static [&'static str];
    /// Whether the problem's generator reads `setting` ([`gen::uses`]).
    fn uses(&self, setting: Setting) -> bool;
    /// `gen --pattern`'s words for the patterns past `random`.
    fn pattern_help(&self) -> &'static str;
    /// What leaving the judge's domain adds besides bigger boards.
    fn beyond_judge(&self) -> Option<&'static str>;
    /// The judge's rules besides its sizes.
    fn judge_rules(&self) -> Option<&'static str>;
    /// How its input spells an empty, a black and a white cell.
    fn cells(&self) -> Option<[u8; 3]>;
    /// Whether the problem is on LeetCode (has a LeetCode form).
    fn leetcode(&self) -> bool;
    /// The files `emit` writes for the problem.
    fn forms(&self) -> Vec<emit::Form>;
    /// Whether the problem's subcommand has the switch `--long`.
    fn has_switch(&self, long: &str) -> bool;
    /// Its subcommand's long switches: the common ones, then its own.
    fn switches(&self) -> Vec<String>;
    /// Inputs it rejects ([`faults::Faults::REJECTED`]).
    fn rejected(&self) -> &'static [&'static str];
    /// Inputs that break the judge's constraints
    /// ([`faults::Faults::CONSTRAINT_FAULTS`]).
    fn constraint_faults(&self) -> &'static [&'static str];
}

impl<P: Definition + Sync> Describe for P {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn alias(&self) -> &'static str {
        P::ALIAS
    }

    fn sides(&self) -> Option<Sides> {
        P::SIDES
    }

    fn board(&self) -> bool {
        P::BOARD_CASES
    }

    fn patterns(&self) -> &'static [&'static str] {
        P::PATTERNS
    }

    fn uses(&self, setting: Setting) -> bool {
        gen::uses::<P>(setting)
    }

    fn pattern_help(&self) -> &'static str {
        P::PATTERN_HELP
    }

    fn beyond_judge(&self) -> Option<&'static str> {
        P::BEYOND_JUDGE
    }

    fn judge_rules(&self) -> Option<&'static str> {
        P::JUDGE_RULES
    }

    fn cells(&self) -> Option<[u8; 3]> {
        P::CELLS
    }

    fn leetcode(&self) -> bool {
        P::LEETCODE.is_some()
    }

    fn forms(&self) -> Vec<emit::Form> {
        emit::forms::<P>()
    }

    fn has_switch(&self, long: &str) -> bool {
        crate::solve::switches::<P>()
            .get_arguments()
            .any(|a| a.get_long() == Some(long))
    }

    fn switches(&self) -> Vec<String> {
        crate::solve::switches::<P>()
            .get_arguments()
            .filter_map(|a| a.get_long())
            .map(|long| format!("--{long}"))
            .collect()
    }

    fn rejected(&self) -> &'static [&'static str] {
        P::REJECTED
    }

    fn constraint_faults(&self) -> &'static [&'static str] {
        P::CONSTRAINT_FAULTS
    }
}

/// The side `P`'s judge plays on, for a problem with a `--size` (0, never
/// read, for the others).
pub fn judge_size<P: Solve>() -> usize {
    P::SIDES.map_or(0, |s| s.judge)
}

/// boardsolve's answer for `input` (default mode, the fast solver; on a
/// `size` x `size` board for a problem with a `--size`).
pub fn solve<P: Solve>(input: &[u8], size: usize) -> Result<Vec<u8>, Error> {
    solve_stream::<P>(input, size)
}

/// [`solve`] reading the input as it comes: only the answer is held.
pub fn solve_stream<P: Solve>(input: impl Read, size: usize) -> Result<Vec<u8>, Error> {
    let mut out = Out::new(Vec::new());
    P::default_mode(input, size, false, &mut out)?;
    out.into_inner()
}

/// Whether `input` keeps the judge's constraints and guarantees:
/// `--strict` accepts it on the judge's board.
pub fn within_constraints<P: Solve>(input: &[u8]) -> Result<(), Error> {
    P::default_mode(
        input,
        judge_size::<P>(),
        true,
        &mut Out::new(std::io::sink()),
    )
}
