mod solver;
mod check;
mod emit;
pub mod explain;
mod gen;
mod shrink;

pub use solver::*;

/// The problem's definition (see [`crate::problems::Definition`]).
pub struct Minesweeper;

impl crate::solve::Solve for Minesweeper {
    const NAME: &'static str = "minesweeper";
    const ALIAS: &'static str = "lc529";
}
