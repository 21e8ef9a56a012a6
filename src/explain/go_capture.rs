//! go-capture: a move that removed stones, and the board around it.

use super::{board, Cell, Explain, Paint};
use crate::error::Error;
use crate::problems::go_capture::{opponent, Played, BLACK, EMPTY, WHITE};
use std::ops::RangeInclusive;

/// Boards up to this side are drawn whole.
const SIDE: usize = 25;

/// Explains `played` if it removed stones and is in `moves`: capture or
/// suicide, and the board around it with the removed stones marked `x`
/// (black) or `o` (white) and the new stone `*`.
pub fn explain(
    ex: &mut Explain,
    moves: &RangeInclusive<u64>,
    played: &Played,
) -> Result<(), Error> {
    let &Played {
        index: i,
        point: p,
        color: me,
        removed,
        gone,
        board: g,
    } = played;
    if removed == [0, 0] || !moves.contains(&i) {
        return Ok(());
    }
    let (r, c) = g.coords(p);
    let name = |color: u8| if color == BLACK { "black" } else { "white" };
    let count =
        |n: u64, color: u8| format!("{n} {} stone{}", name(color), if n == 1 { "" } else { "s" });
    let what = if removed[usize::from(me == WHITE)] > 0 {
        format!(
            "has no liberty left: suicide, {} removed",
            count(removed[usize::from(me == WHITE)], me)
        )
    } else {
        format!(
            "captures {}",
            count(removed[usize::from(me == BLACK)], opponent(me))
        )
    };
    ex.text(&format!(
        "move {i}: {} at ({}, {}) {what}\nlegend: * the new stone, .x .o a removed black, white stone\n",
        name(me),
        r + 1,
        c + 1
    ))?;
    let focus: Vec<(usize, usize)> = gone
        .iter()
        .map(|&q| g.coords(q as usize))
        .chain([(r, c)])
        .collect();
    // The removed stones were all one colour: the mover's on a suicide.
    let mark = if removed[0] > 0 { b'x' } else { b'o' };
    board(ex, g.rows(), g.cols(), 1, SIDE, &focus, |rr, cc| {
        let q = g.index(rr, cc);
        if q == p {
            Cell::marked(g.cells()[q], b'*', Paint::Green)
        } else if gone.contains(&(q as u32)) {
            Cell::marked(EMPTY, mark, Paint::Red)
        } else {
            Cell::plain(g.cells()[q])
        }
    })
}
