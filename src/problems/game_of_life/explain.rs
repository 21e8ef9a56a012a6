//! game-of-life: the board a generation later, each change marked.

use crate::error::Error;
use crate::explain::{grid, Cell, Explain, Paint};
use crate::grid::Grid;

/// The board after the generation, each cell born marked `+` and each
/// cell that died `'`; how many of each, and how many live on.
pub fn explain(ex: &mut Explain, number: u64, before: &Grid, after: &Grid) -> Result<(), Error> {
    let (mut born, mut died, mut live) = (Vec::new(), Vec::new(), 0);
    for i in after.interior() {
        match (before.cells()[i], after.cells()[i]) {
            (b'0', b'1') => born.push(after.coords(i)),
            (b'1', b'0') => died.push(after.coords(i)),
            (_, b'1') => live += 1,
            _ => {}
        }
    }
    let cells = |k: usize| match k {
        1 => "1 cell".to_string(),
        _ => format!("{k} cells"),
    };
    ex.text(&format!(
        "case {number}: one generation: {} born, {} died, {} lived on\n\
         legend: + born (3 live neighbours), ' died (fewer than 2 or more than 3)\n",
        cells(born.len()),
        cells(died.len()),
        cells(live)
    ))?;
    // The window shows the changes, births first.
    let focus: Vec<(usize, usize)> = born.iter().chain(&died).copied().collect();
    grid(ex, after, &focus, |r, c| {
        let (was, is) = (before.row(r)[c], after.row(r)[c]);
        match (was, is) {
            (b'0', b'1') => Cell::marked(is, b'+', Paint::Green),
            (b'1', b'0') => Cell::marked(is, b'\'', Paint::Red),
            _ => Cell::plain(is),
        }
    })
}
