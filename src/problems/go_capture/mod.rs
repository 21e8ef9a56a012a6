mod solver;
mod check;
mod emit;
pub mod explain;
mod gen;
mod shrink;
pub mod par;

pub use solver::*;

/// The problem's definition (see [`crate::problems::Definition`]).
pub struct GoCapture;

impl crate::solve::Solve for GoCapture {
    const NAME: &'static str = "go-capture";
    const ALIAS: &'static str = "p10864";
    const SIDES: Option<crate::solve::Sides> = Some(crate::solve::Sides {
        judge: JUDGE_SIZE,
        max: MAX_SIZE,
    });
}
