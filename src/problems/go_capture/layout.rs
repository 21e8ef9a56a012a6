//! go-capture's canonical layout: `m` on its own line, then m lines
//! `x y`, each move on one line. Std only, Rust 1.63 (see `crate::layout`).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::layout::{Fault, Layout};

/// Walks a replay's file; the numbers' ranges are `--strict`'s.
pub fn layout(l: &mut Layout, _: FormatChoice) -> Result<(), Fault> {
    let m = l.uint("m")?;
    l.eol("m (m is on a line of its own)")?;
    let mut i = 0;
    while i < m {
        i += 1;
        l.uint(format_args!("x of move {} (of {})", i, m))?;
        l.space(format_args!("y of move {} (a move `x y` is one line)", i))?;
        l.uint(format_args!("y of move {}", i))?;
        l.eol(format_args!("move {} (a move `x y` is one line)", i))?;
    }
    let moves = if m == 1 { "move" } else { "moves" };
    l.end(format_args!("the {} {}", m, moves))
}
