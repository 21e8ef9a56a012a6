//! check-move's canonical layout: plain `n m`, n rows, a line `r c color`,
//! one case; or leetcode, the lines `board`, `rMove`, `cMove`, `color` per
//! case. Std only, Rust 1.63 (see `crate::layout`).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::layout::{board, Fault, Json, Layout};

/// Walks a file of queries; the values are the solver's.
pub fn layout(l: &mut Layout, format: FormatChoice) -> Result<(), Fault> {
    let params = [
        ("board", Json::array(Json::array(Json::STR))),
        ("rMove", Json::INT),
        ("cMove", Json::INT),
        ("color", Json::STR),
    ];
    board(l, format, plain, &params)
}

/// The line `r c color` after the rows.
fn plain(l: &mut Layout) -> Result<(), Fault> {
    l.uint("rMove (the line `r c color` after the board)")?;
    l.space("cMove")?;
    l.uint("cMove")?;
    l.space("color")?;
    l.word("color")?;
    l.eol("color")
}
