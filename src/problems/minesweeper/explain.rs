//! minesweeper: the board after the click, each revealed cell marked.

use crate::error::Error;
use crate::explain::{grid, Cell, Explain, Paint};
use crate::grid::Grid;
use crate::problems::minesweeper::show;

/// The board after the click, every cell it revealed marked `'` and the
/// click `*`; how many were revealed, or which mine went off.
pub fn explain(
    ex: &mut Explain,
    number: u64,
    before: &Grid,
    after: &Grid,
    (r, c): (usize, usize),
) -> Result<(), Error> {
    let p = before.index(r, c);
    let revealed: Vec<usize> = before
        .interior()
        .filter(|&i| show(after.cells()[i]) != before.cells()[i])
        .collect();
    let what = match before.cells()[p] {
        b'M' => {
            format!("the mine 'M' at ({r}, {c}) goes off: it becomes 'X' and the game is over")
        }
        b'E' if revealed.len() == 1 => "1 cell revealed".to_string(),
        b'E' => format!("{} cells revealed", revealed.len()),
        other => format!(
            "the cell is already revealed ('{}'): nothing changes",
            char::from(other)
        ),
    };
    ex.text(&format!(
        "case {number}: click ({r}, {c}): {what}\nlegend: * the click, ' revealed by it\n"
    ))?;
    // The click first: the window always shows it.
    let focus: Vec<(usize, usize)> = std::iter::once((r, c))
        .chain(revealed.iter().map(|&i| after.coords(i)))
        .collect();
    let mut mark = vec![false; after.cells().len()];
    for &i in &revealed {
        mark[i] = true;
    }
    grid(ex, after, &focus, |rr, cc| {
        let i = after.index(rr, cc);
        let ch = show(after.cells()[i]);
        if i == p {
            Cell::marked(ch, b'*', if ch == b'X' { Paint::Red } else { Paint::Green })
        } else if mark[i] {
            Cell::marked(ch, b'\'', Paint::Cyan)
        } else {
            Cell::plain(ch)
        }
    })
}
