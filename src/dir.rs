//! Direction offsets on a bordered [`Grid`], and ray walks that stop at
//! its border.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

/// (row step, column step) of the 8 directions, clockwise from up.
pub const STEPS8: [(isize, isize); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// Names of the directions of [`STEPS8`], for explanations.
pub const NAMES8: [&str; 8] = [
    "up",
    "up-right",
    "right",
    "down-right",
    "down",
    "down-left",
    "left",
    "up-left",
];

use crate::grid::{at, Grid};

/// Flat offsets of the 8 directions (same order as [`STEPS8`]).
pub fn offsets8(g: &Grid) -> [isize; 8] {
    // Off the storage across a column (`stride` 1).
    let s = g.stride() as isize;
    let c = if s == 1 { g.cells().len() as isize } else { 1 };
    STEPS8.map(|(dr, dc)| dr * s + dc * c)
}

/// Flat offsets of the 4 orthogonal directions: up, right, down, left.
#[inline]
pub fn offsets4(stride: usize) -> [isize; 4] {
    let s = stride as isize;
    [-s, 1, s, -1]
}

/// The index one step from `i` in direction `d`.
#[inline]
pub fn step(i: usize, d: isize) -> usize {
    // Two's complement: adding `d as usize` wraps to `i + d`.
    i.wrapping_add(d as usize)
}

/// Walks from `from` (exclusive) in direction `d` over cells equal to `run`.
/// Returns how many such cells there were and the index of the first other
/// cell, which is a board cell or the border ([`at`]). `run` must not be
/// the border.
#[inline]
pub fn run_end(cells: &[u8], from: usize, d: isize, run: u8) -> (usize, usize) {
    let mut i = step(from, d);
    let mut n = 0;
    while at(cells, i) == run {
        i = step(i, d);
        n += 1;
    }
    (n, i)
}

/// True if the ray from `from` in direction `d` is one or more `between`
/// cells closed by an `end` cell: the flanking test of Othello-like games.
#[inline]
pub fn flanks(cells: &[u8], from: usize, d: isize, between: u8, end: u8) -> bool {
    let (n, last) = run_end(cells, from, d, between);
    n > 0 && at(cells, last) == end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::BORDER;

    #[test]
    fn rays_stop_at_the_border() {
        let g = Grid::from_rows(&[b"XOO.", b"...."]);
        let d = offsets8(&g);
        let start = g.index(0, 0);
        assert_eq!(run_end(g.cells(), start, d[2], b'O'), (2, g.index(0, 3)));
        assert!(!flanks(g.cells(), start, d[2], b'O', b'X'));
        assert!(flanks(g.cells(), g.index(0, 3), d[6], b'O', b'X'));
    }

    /// On every shape (one row and one column too, stored without border
    /// rows), a step from every cell in every direction lands on the
    /// neighbour the coordinates name, or reads as the border where there
    /// is none: a walk never wraps onto another cell.
    #[test]
    fn steps_reach_the_neighbour_or_the_edge() {
        let mut shapes: Vec<(usize, usize)> =
            (1..=5).flat_map(|r| (1..=5).map(move |c| (r, c))).collect();
        shapes.extend([(1, 40), (40, 1), (2, 40), (40, 2)]);
        for (rows, cols) in shapes {
            // Every cell a distinct non-border byte.
            let board: Vec<Vec<u8>> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| 1 + ((r * cols + c) % 250) as u8)
                        .collect()
                })
                .collect();
            let g = Grid::from_rows(&board);
            assert_eq!(g, {
                let mut n = Grid::new(rows, cols, 1);
                for (r, row) in board.iter().enumerate() {
                    n.row_mut(r).copy_from_slice(row);
                }
                n
            });
            for (k, &d) in offsets8(&g).iter().enumerate() {
                let (dr, dc) = STEPS8[k];
                for r in 0..rows {
                    for c in 0..cols {
                        let i = step(g.index(r, c), d);
                        let (nr, nc) = (r as isize + dr, c as isize + dc);
                        let inside =
                            (0..rows as isize).contains(&nr) && (0..cols as isize).contains(&nc);
                        if inside {
                            assert_eq!(i, g.index(nr as usize, nc as usize), "{rows}x{cols}");
                        } else {
                            assert_eq!(at(g.cells(), i), BORDER, "{rows}x{cols} ({r}, {c}) {k}");
                        }
                    }
                }
            }
        }
    }
}
