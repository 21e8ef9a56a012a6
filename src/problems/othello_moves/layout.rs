//! othello-moves's canonical layout: `N`, then N lines of N cells
//! separated by one space, then `p`. Std only, Rust 1.63 (see
//! `crate::layout`).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::layout::{Fault, Layout};

/// Walks a position's file; the cells' and p's values are the solver's.
pub fn layout(l: &mut Layout, _: FormatChoice) -> Result<(), Fault> {
    let n = l.uint("N")?;
    l.eol("N (N is on a line of its own)")?;
    let cells = if n == 1 { "cell" } else { "cells" };
    let mut r = 0;
    while r < n {
        let mut c = 0;
        while c < n {
            if c > 0 {
                l.space(format_args!("the cell at row {}, column {}", r, c))?;
            }
            l.uint(format_args!(
                "the cell at row {}, column {} (row {} has N = {} {})",
                r, c, r, n, cells
            ))?;
            c += 1;
        }
        l.eol(format_args!("the {} {} of row {}", n, cells, r))?;
        r += 1;
    }
    l.uint("the player p (on the line after the board)")?;
    l.eol("p")?;
    l.end("p")
}
