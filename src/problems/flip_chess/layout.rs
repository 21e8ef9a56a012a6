//! flip-chess's canonical layout: plain `n m` and n rows, one case; or
//! leetcode, a line `["..X",".O."]` per case. Std only, Rust 1.63 (see
//! `crate::layout`).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::layout::{board, Fault, Json, Layout};

/// Walks a file of boards; the cells are the solver's.
pub fn layout(l: &mut Layout, format: FormatChoice) -> Result<(), Fault> {
    let params = [("chessboard", Json::array(Json::STR))];
    board(l, format, |_| Ok(()), &params)
}
