mod solver;
mod check;
mod emit;
pub mod explain;
mod gen;
mod shrink;

pub use solver::*;

/// The problem's definition (see [`crate::problems::Definition`]).
pub struct CheckMove;

impl crate::solve::Solve for CheckMove {
    const NAME: &'static str = "check-move";
    const ALIAS: &'static str = "lc1958";
}
