//! game-of-life: LeetCode 289, the board after one generation.
//!
//! Input: `board` (cells `0` dead, `1` live), leetcode (`[[0,1],[1,0]]`,
//! bare integers) or plain (`n m`, rows of `0` and `1`), cases until the
//! end. Output: the board one generation later, in the input's style.
//!
//! Rule: every cell looks at its up to 8 neighbours (diagonals too) as
//! they were, all cells at once: a live cell with 2 or 3 live neighbours
//! lives on, any other live cell dies; a dead cell with exactly 3 live
//! neighbours becomes live. `--strict`: 1 <= n, m <= 25.
//!
//! Algorithm: row by row in place, each cell's new state beside its old
//! one until the row below is done: column sums of the live flags of the
//! rows above, at and below, three of which side by side give a cell's 3x3
//! count, in loops over a few thousand columns that vectorise. O(cells)
//! time, a byte a cell.
//! `--naive`: every cell's neighbours counted on a copy of the board.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::cases::{for_each_case, Alphabet, CaseReader, FormatChoice, IntArrays};
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use crate::writers::write_int_board;
use std::io::{Read, Write};

/// The cells of a board.
pub static CELLS: Alphabet = Alphabet::new(b"01", "0 or 1");

/// The judge's board limit.
pub const JUDGE_MAX_SIDE: usize = 25;

/// The problem's switches: a board problem's.
pub use crate::cases::Options;

/// Told each answer: the case's number, the board before and after
/// (`--explain` draws them).
pub type Report<'a> = &'a mut dyn FnMut(u64, &Grid, &Grid) -> Result<(), Error>;

/// Reads every case and writes the board a generation later, with the
/// fast solver.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_with(opts, input, out, &solve, None)
}

/// The judge's program: [`run`] in default mode, with `solve`.
pub fn judge(
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&mut Grid),
) -> Result<(), Error> {
    for_each_case(input, FormatChoice::Auto, |rd, _| {
        let mut g = read_board(rd)?;
        solve(&mut g);
        write_int_board(&g, rd.format(), out)?;
        rd.recycle(g);
        Ok(())
    })
}

/// [`run`] with another solver, telling `report` each answer.
pub fn run_with(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&mut Grid),
    mut report: Option<Report>,
) -> Result<(), Error> {
    for_each_case(input, opts.format, |rd, number| {
        let mut g = read_board(rd)?;
        if opts.strict {
            check_strict(&g).map_err(|m| Error::at(rd.case_pos(), m))?;
        }
        // Only a report needs the board as it was.
        let before = report.is_some().then(|| g.clone());
        solve(&mut g);
        write_int_board(&g, rd.format(), out)?;
        if let (Some(report), Some(before)) = (report.as_mut(), before) {
            report(number, &before, &g)?;
        }
        rd.recycle(g);
        Ok(())
    })
}

/// One case: its board.
fn read_board<R: Read>(rd: &mut CaseReader<R>) -> Result<Grid, Error> {
    rd.board::<IntArrays>("board", &CELLS)
}

/// The judge's constraint: at most 25 rows and 25 columns.
fn check_strict(g: &Grid) -> Result<(), String> {
    let (n, m) = (g.rows(), g.cols());
    if n > JUDGE_MAX_SIDE || m > JUDGE_MAX_SIDE {
        let max = JUDGE_MAX_SIDE;
        return Err(format!(
            "--strict: the board is {n}x{m}, above the judge's limit {max}x{max}"
        ));
    }
    Ok(())
}

/// Columns worked at a time: the working rows stay this short, so a
/// long row costs no more a cell than a square board.
const CHUNK: usize = 1 << 12;

/// One generation, in place. A cell's bit 0 (`1` is 0x31, `0` and the
/// border even) stays its old state until the row below is done; the new
/// one goes to bit 1, and a row is settled to `0` or `1` after the next.
pub fn solve(g: &mut Grid) {
    let (n, cols) = g.bordered_rows();
    let stride = cols + 2;
    let cells = g.cells_mut();
    // Column sums of the three rows' live flags; no row outside the board.
    let mut sum = vec![0u8; cols.min(CHUNK) + 2];
    let none = vec![0u8; sum.len()];
    for r in 0..n {
        for c in (0..cols).step_by(CHUNK) {
            let w = CHUNK.min(cols - c);
            // Bordered columns c ..= c + w + 1 of row `k`.
            let part = |k: usize| k * stride + c..k * stride + c + w + 2;
            let up = if r > 0 {
                &cells[part(r - 1)]
            } else {
                &none[..w + 2]
            };
            let down = if r + 1 < n {
                &cells[part(r + 1)]
            } else {
                &none[..w + 2]
            };
            let mid = &cells[part(r)];
            for (((s, &a), &b), &c) in sum.iter_mut().zip(up).zip(mid).zip(down) {
                *s = (a & 1) + (b & 1) + (c & 1);
            }
            let (left, centre, right) = (&sum[..w], &sum[1..=w], &sum[2..w + 2]);
            let row = &mut cells[r * stride + c + 1..][..w];
            for i in 0..w {
                // The 3x3 count, the cell itself included: 3 gives life (a
                // dead cell with 3 neighbours, a live one with 2); 4 keeps a
                // live cell live (3 neighbours).
                let k = left[i] + centre[i] + right[i];
                row[i] |= u8::from(k == 3 || (k == 4 && row[i] & 1 == 1)) << 1;
            }
        }
        if r > 0 {
            settle(&mut cells[(r - 1) * stride + 1..][..cols]);
        }
    }
    if n > 0 {
        settle(&mut cells[(n - 1) * stride + 1..][..cols]);
    }
}

/// A row's cells to their new state, `0` or `1`.
fn settle(row: &mut [u8]) {
    for b in row {
        *b = b'0' + (*b >> 1 & 1);
    }
}

/// LeetCode's signature: `game_of_life(board)`, in place. A cell other
/// than 0 counts as live.
pub fn leetcode(board: &mut [Vec<i32>]) {
    let rows: Vec<Vec<u8>> = board
        .iter()
        .map(|r| r.iter().map(|&v| b'0' + u8::from(v != 0)).collect())
        .collect();
    let mut g = Grid::from_rows(&rows);
    solve(&mut g);
    for (r, row) in board.iter_mut().enumerate() {
        for (c, v) in row.iter_mut().enumerate().take(g.cols()) {
            *v = i32::from(g.row(r)[c] - b'0');
        }
    }
}

/// The reference: each cell's 8 neighbours counted on a copy of the
/// board, with bounds tests, and the statement's rule.
pub fn naive(g: &mut Grid) {
    let before = g.clone();
    let (n, m) = (g.rows() as i64, g.cols() as i64);
    for r in 0..n {
        for c in 0..m {
            let mut live = 0;
            for dr in -1..=1 {
                for dc in -1..=1 {
                    let (a, b) = (r + dr, c + dc);
                    let inside = (0..n).contains(&a) && (0..m).contains(&b);
                    if (dr, dc) != (0, 0) && inside && before.row(a as usize)[b as usize] == b'1' {
                        live += 1;
                    }
                }
            }
            let alive = before.row(r as usize)[c as usize] == b'1';
            let next = match (alive, live) {
                (true, 2 | 3) | (false, 3) => b'1',
                _ => b'0',
            };
            g.row_mut(r as usize)[c as usize] = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(f: fn(&mut Grid), rows: &[&str]) -> Vec<String> {
        let mut g = Grid::from_rows(rows);
        f(&mut g);
        (0..g.rows())
            .map(|r| String::from_utf8_lossy(g.row(r)).into_owned())
            .collect()
    }

    /// LeetCode's two examples, worked by hand: in the first, (1, 0) is
    /// born of (2, 0), (2, 1) and (0, 1); (0, 1) dies with 1 neighbour.
    #[test]
    fn leetcodes_examples() {
        for f in [solve, naive] {
            assert_eq!(
                step(f, &["010", "001", "111", "000"]),
                ["000", "101", "011", "010"]
            );
            assert_eq!(step(f, &["11", "10"]), ["11", "11"]);
        }
    }

    /// A blinker turns; a lone cell and a 1x1 board die; a block stays.
    #[test]
    fn oscillators_and_still_lifes() {
        for f in [solve, naive] {
            assert_eq!(step(f, &["000", "111", "000"]), ["010", "010", "010"]);
            assert_eq!(step(f, &["1"]), ["0"]);
            assert_eq!(step(f, &["0110", "0110"]), ["0110", "0110"]);
            assert_eq!(step(f, &["11111"]), ["01110"]);
        }
    }

    /// Random boards of every small shape, and rows across the chunks'
    /// edges (one row, one column, a few rows), against the naive count.
    #[test]
    fn chunks_and_lines_match_naive() {
        let mut rng = crate::rng::Rng::new(0x2545_F491_4F6C_DD1D);
        let mut rand = move |n: usize| rng.below(n as u64) as usize;
        let mut shapes: Vec<(usize, usize)> =
            (0..3000).map(|_| (1 + rand(9), 1 + rand(9))).collect();
        for cols in [CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK + 3] {
            shapes.extend([(1, cols), (2, cols), (3, cols), (cols, 1)]);
        }
        for (n, m) in shapes {
            let live = 1 + rand(99);
            let rows: Vec<Vec<u8>> = (0..n)
                .map(|_| (0..m).map(|_| b'0' + u8::from(rand(100) < live)).collect())
                .collect();
            let (mut fast, mut slow) = (Grid::from_rows(&rows), Grid::from_rows(&rows));
            solve(&mut fast);
            naive(&mut slow);
            assert_eq!(fast, slow, "{n}x{m}");
        }
    }

    #[test]
    fn leetcodes_signature_changes_the_board() {
        let mut board = vec![vec![0, 1, 0], vec![0, 0, 1], vec![1, 1, 1], vec![0, 0, 0]];
        leetcode(&mut board);
        let want = vec![vec![0, 0, 0], vec![1, 0, 1], vec![0, 1, 1], vec![0, 1, 0]];
        assert_eq!(board, want);
    }
}
