mod solver;
mod check;
mod emit;
pub mod explain;
mod gen;
mod shrink;
pub mod par;

pub use solver::*;

/// The problem's definition (see [`crate::problems::Definition`]).
pub struct FlipChess;

impl crate::solve::Solve for FlipChess {
    const NAME: &'static str = "flip-chess";
    const ALIAS: &'static str = "lcp41";
}
