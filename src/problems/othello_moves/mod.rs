mod solver;
mod check;
mod emit;
pub mod explain;
mod gen;
mod shrink;

pub use solver::*;

/// The problem's definition (see [`crate::problems::Definition`]).
pub struct OthelloMoves;

impl crate::solve::Solve for OthelloMoves {
    const NAME: &'static str = "othello-moves";
    const ALIAS: &'static str = "othello";
}
