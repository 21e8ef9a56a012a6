//! Direction offsets on a bordered [`Grid`](crate::grid::Grid), and ray
//! walks that stop at its border.
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

/// Flat offsets of the 8 directions (same order as [`STEPS8`]).
pub fn offsets8(stride: usize) -> [isize; 8] {
    let s = stride as isize;
    STEPS8.map(|(dr, dc)| dr * s + dc)
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
/// cell, which is a board cell or the border. `run` must not be the border.
#[inline]
pub fn run_end(cells: &[u8], from: usize, d: isize, run: u8) -> (usize, usize) {
    let mut i = step(from, d);
    let mut n = 0;
    while cells[i] == run {
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
    n > 0 && cells[last] == end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn rays_stop_at_the_border() {
        let g = Grid::from_rows(&[b"XOO.", b"...."]);
        let d = offsets8(g.stride());
        let start = g.index(0, 0);
        assert_eq!(run_end(g.cells(), start, d[2], b'O'), (2, g.index(0, 3)));
        assert!(!flanks(g.cells(), start, d[2], b'O', b'X'));
        assert!(flanks(g.cells(), g.index(0, 3), d[6], b'O', b'X'));
    }
}
