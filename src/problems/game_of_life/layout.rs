//! game-of-life's canonical layout: plain `n m` and n rows, one case; or
//! leetcode, a line `[[0,1],[1,0]]` per case. Std only, Rust 1.63 (see
//! `crate::layout`).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::layout::{board, Fault, Json, Layout};

/// Walks a file of boards; the cells are the solver's.
pub fn layout(l: &mut Layout, format: FormatChoice) -> Result<(), Fault> {
    let params = [("board", Json::array(Json::array(Json::INT)))];
    board(l, format, |_| Ok(()), &params)
}
