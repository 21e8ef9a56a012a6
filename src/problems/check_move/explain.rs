//! check-move: per direction, the good line or what stops one.

use crate::dir::{offsets8, run_end, step, NAMES8};
use crate::error::Error;
use crate::explain::{grid, Cell, Explain, Paint};
use crate::grid::{at, BORDER};
use crate::problems::check_move::{other, Case};

/// Per direction, what stops a good line, or the line itself; on the
/// picture the target is `*`, the cells between `-` and the closing stone
/// `@`.
pub fn explain(ex: &mut Explain, number: u64, case: &Case, legal: bool) -> Result<(), Error> {
    let g = &case.board;
    let p = g.index(case.row, case.col);
    let (me, them) = (case.color, other(case.color));
    let mut text = format!(
        "case {number}: ({}, {}) for {} is {}\n",
        case.row,
        case.col,
        char::from(me),
        if legal {
            "legal, the end of these good lines:"
        } else {
            "not legal:"
        }
    );
    let mut marks = vec![b' '; g.cells().len()];
    marks[p] = b'*';
    for (k, &d) in offsets8(g).iter().enumerate() {
        let (n, end) = run_end(g.cells(), p, d, them);
        let place = |i: usize| format!("{:?}", g.coords(i));
        let why = match at(g.cells(), end) {
            _ if n > 0 && at(g.cells(), end) == me => {
                let mut i = step(p, d);
                let mut between = Vec::new();
                while i != end {
                    marks[i] = b'-';
                    between.push(place(i));
                    i = step(i, d);
                }
                marks[end] = b'@';
                if !legal {
                    continue;
                }
                format!("{} closed by {}", between.join(" "), place(end))
            }
            _ if legal => continue,
            BORDER if n == 0 => "the edge of the board".to_string(),
            b'.' if n == 0 => "an empty cell next to it".to_string(),
            c if n == 0 && c == me => "its own colour next to it".to_string(),
            BORDER => format!("{n} of the other colour, then the edge: no closing stone"),
            _ => format!("{n} of the other colour, then an empty cell: no closing stone"),
        };
        text += &format!("  {}: {why}\n", NAMES8[k]);
    }
    text += "legend: * the move, - the cells between, @ the closing stone\n";
    ex.text(&text)?;
    // The move first: the window always shows it.
    let focus: Vec<(usize, usize)> = std::iter::once(p)
        .chain(g.interior().filter(|&i| marks[i] != b' ' && i != p))
        .map(|i| g.coords(i))
        .collect();
    grid(ex, g, &focus, |r, c| {
        let i = g.index(r, c);
        match marks[i] {
            b'*' => Cell::marked(me, b'*', Paint::Green),
            b'-' => Cell::marked(g.cells()[i], b'-', Paint::Yellow),
            b'@' => Cell::marked(g.cells()[i], b'@', Paint::Cyan),
            _ => Cell::plain(g.cells()[i]),
        }
    })
}
