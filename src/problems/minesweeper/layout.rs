//! minesweeper's canonical layout: plain `n m`, n rows, a line `r c`, one
//! case; or leetcode, the lines `board` and `click` per case. Std only,
//! Rust 1.63 (see `crate::layout`).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::layout::{board, Fault, Json, Layout};

/// Walks a file of clicks; the values are the solver's.
pub fn layout(l: &mut Layout, format: FormatChoice) -> Result<(), Fault> {
    let params = [
        ("board", Json::array(Json::array(Json::STR))),
        ("click", Json::array(Json::INT)),
    ];
    board(l, format, plain, &params)
}

/// The line `r c` after the rows.
fn plain(l: &mut Layout) -> Result<(), Fault> {
    l.uint("the click's row (the line `r c` after the board)")?;
    l.space("the click's column")?;
    l.uint("the click's column")?;
    l.eol("the click")
}
