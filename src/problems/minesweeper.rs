//! minesweeper: LeetCode 529, the board after one click.
//!
//! Input: `board` (cells `M`, `E`, `B`, `X`, `1`-`8`) and `click`
//! (`[row, col]`), in leetcode or plain (`n m`, rows, `row col`) format,
//! cases until end of input. Output: the board after the click, in the
//! input's style.
//!
//! Rule: clicking `M` makes it `X`. Clicking `E` with k >= 1 mines (`M` or
//! `X`) among its 8 neighbours makes it the digit k; with none it becomes
//! `B` and every unrevealed `E` neighbour is revealed by the same rule,
//! transitively. Clicking a revealed cell changes nothing.
//!
//! Limits: default any size (10^4 x 10^4 and more); `--strict` n, m <= 50,
//! the click on `M` or `E`, no `X` on the board.
//!
//! Algorithm: one pass stores each `E` cell's mine count in the cell byte
//! itself (`HIDDEN + k`, row sums kept in a small rolling buffer, so no
//! second byte per cell), then a scanline fill reveals the mine-free region
//! span by span: its stack holds one entry per pending span, not per cell.
//! O(cells) time, about one byte per cell. `--naive`: a plain BFS queue.

use crate::cases::{write_board, Alphabet, CaseReader, FormatChoice, Shape};
use crate::dir::{offsets8, step};
use crate::error::{Error, Pos};
use crate::grid::Grid;
use crate::out::Out;
use crate::problems::check_move::in_range;
use std::collections::VecDeque;
use std::io::{Read, Write};

/// The cells of a board.
pub static CELLS: Alphabet =
    Alphabet::new(b"MEBX12345678", "'M', 'E', 'B', 'X' or a digit '1'-'8'");

/// The judge's board limit.
pub const JUDGE_MAX_SIDE: usize = 50;

/// An unrevealed empty cell with k neighbouring mines is stored as
/// `HIDDEN + k` during the fast solve (k = 0..=8).
const HIDDEN: u8 = 0x80;

/// What each stored byte prints as.
pub static SHOW: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i as u8;
        i += 1;
    }
    let mut k = 0;
    while k <= 8 {
        t[HIDDEN as usize + k] = b'E';
        k += 1;
    }
    t
};

/// The problem's switches.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub format: FormatChoice,
    /// Enforce the judge's constraints.
    pub strict: bool,
    /// Reveal with a plain BFS.
    pub naive: bool,
}

/// Reads every case and writes the board after its click.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    let mut rd = CaseReader::new(input, opts.format);
    while rd.next_case()? {
        let mut g = rd.board("board", Shape::CharArrays, &CELLS)?;
        let ([r, c], at) = rd.pair("click")?;
        let r = in_range(r, g.rows(), "click row", "rows", at)?;
        let c = in_range(c, g.cols(), "click column", "columns", at)?;
        if opts.strict {
            check_strict(&g, r, c, rd.case_pos(), at)?;
        }
        if opts.naive {
            naive(&mut g, r, c);
        } else {
            solve(&mut g, r, c);
        }
        write_board(&g, rd.format(), &SHOW, out)?;
    }
    Ok(())
}

fn check_strict(g: &Grid, r: usize, c: usize, case: Pos, click: Pos) -> Result<(), Error> {
    if g.rows() > JUDGE_MAX_SIDE || g.cols() > JUDGE_MAX_SIDE {
        return Err(Error::at(
            case,
            format!(
                "--strict: the board is {}x{}, above the judge's limit {JUDGE_MAX_SIDE}x{JUDGE_MAX_SIDE}",
                g.rows(),
                g.cols()
            ),
        ));
    }
    if let Some(i) = g.interior().find(|&i| g.cells()[i] == b'X') {
        let (xr, xc) = g.coords(i);
        return Err(Error::at(
            case,
            format!("--strict: the game is over: a revealed mine 'X' at row {xr}, column {xc}"),
        ));
    }
    let on = g.row(r)[c];
    if on != b'M' && on != b'E' {
        return Err(Error::at(
            click,
            format!(
                "--strict: the click ({r}, {c}) is on '{}', not on an unrevealed 'M' or 'E'",
                on as char
            ),
        ));
    }
    Ok(())
}

fn is_mine(b: u8) -> bool {
    b == b'M' || b == b'X'
}

/// The click at (r, c), in place. Unrevealed `E` cells may be left as
/// `HIDDEN + k`; print through [`SHOW`].
pub fn solve(g: &mut Grid, r: usize, c: usize) {
    let p = g.index(r, c);
    match g.cells()[p] {
        b'M' => g.cells_mut()[p] = b'X',
        b'E' => {
            count_mines(g);
            reveal(g, p);
        }
        _ => {}
    }
}

/// Replaces every `E` by `HIDDEN + (mines among its 8 neighbours)`.
fn count_mines(g: &mut Grid) {
    let (rows, cols, stride) = (g.rows(), g.cols(), g.stride());
    // `col_sum[c]`: mines in column c (border included) of rows r-1..=r+1.
    let mut col_sum = vec![0u8; stride];
    let cells = g.cells_mut();
    let mine_row = |cells: &[u8], r: usize, c: usize| u8::from(is_mine(cells[r * stride + c]));
    for r in 1..=rows {
        for (c, s) in col_sum.iter_mut().enumerate() {
            *s = mine_row(cells, r - 1, c) + mine_row(cells, r, c) + mine_row(cells, r + 1, c);
        }
        let row = &mut cells[r * stride..(r + 1) * stride];
        for c in 1..=cols {
            if row[c] == b'E' {
                row[c] = HIDDEN + col_sum[c - 1] + col_sum[c] + col_sum[c + 1];
            }
        }
    }
}

/// Scanline reveal from the hidden cell `p`.
fn reveal(g: &mut Grid, p: usize) {
    let stride = g.stride();
    let cells = g.cells_mut();
    if cells[p] != HIDDEN {
        cells[p] = b'0' + (cells[p] - HIDDEN);
        return;
    }
    // A hidden cell next to a revealed blank shows its count.
    let show = |cells: &mut [u8], i: usize| {
        if cells[i] > HIDDEN && cells[i] <= HIDDEN + 8 {
            cells[i] = b'0' + (cells[i] - HIDDEN);
        }
    };
    let mut seeds = vec![p];
    while let Some(s) = seeds.pop() {
        if cells[s] != HIDDEN {
            continue;
        }
        // The maximal span of mine-free hidden cells through `s`; the
        // border stops it (it is never HIDDEN).
        let (mut lo, mut hi) = (s, s);
        while cells[lo - 1] == HIDDEN {
            lo -= 1;
        }
        while cells[hi + 1] == HIDDEN {
            hi += 1;
        }
        cells[lo..=hi].fill(b'B');
        show(cells, lo - 1);
        show(cells, hi + 1);
        // The rows above and below, from lo-1 to hi+1: counts show,
        // each run of blanks becomes one seed.
        for adj in [lo - stride - 1, lo + stride - 1] {
            let mut in_run = false;
            for i in adj..=adj + (hi - lo) + 2 {
                if cells[i] == HIDDEN {
                    if !in_run {
                        seeds.push(i);
                    }
                    in_run = true;
                } else {
                    show(cells, i);
                    in_run = false;
                }
            }
        }
    }
}

/// The reference: a BFS queue over the statement's rule, on the plain
/// cell characters.
pub fn naive(g: &mut Grid, r: usize, c: usize) {
    let p = g.index(r, c);
    let dirs = offsets8(g.stride());
    let cells = g.cells_mut();
    match cells[p] {
        b'M' => {
            cells[p] = b'X';
            return;
        }
        b'E' => {}
        _ => return,
    }
    let mut queue = VecDeque::from([p]);
    // Cells enter the queue once: they are marked revealed ('B') on entry
    // and corrected to a digit when their count is taken.
    cells[p] = b'B';
    while let Some(i) = queue.pop_front() {
        let mines = dirs.iter().filter(|&&d| is_mine(cells[step(i, d)])).count();
        if mines > 0 {
            cells[i] = b'0' + mines as u8;
            continue;
        }
        for &d in &dirs {
            let n = step(i, d);
            if cells[n] == b'E' {
                cells[n] = b'B';
                queue.push_back(n);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(rows: &[&str], r: usize, c: usize, naive_too: bool) -> Vec<String> {
        let mut g = Grid::from_rows(rows);
        solve(&mut g, r, c);
        let fast: Vec<String> = (0..g.rows())
            .map(|k| g.row(k).iter().map(|&b| SHOW[b as usize] as char).collect())
            .collect();
        if naive_too {
            let mut h = Grid::from_rows(rows);
            naive(&mut h, r, c);
            let slow: Vec<String> = (0..h.rows())
                .map(|k| String::from_utf8(h.row(k).to_vec()).unwrap())
                .collect();
            assert_eq!(fast, slow, "{rows:?} click ({r}, {c})");
        }
        fast
    }

    #[test]
    fn statement_samples() {
        let board = ["EEEEE", "EEMEE", "EEEEE", "EEEEE"];
        assert_eq!(
            after(&board, 3, 0, true),
            ["B1E1B", "B1M1B", "B111B", "BBBBB"]
        );
        let board = ["B1E1B", "B1M1B", "B111B", "BBBBB"];
        assert_eq!(
            after(&board, 1, 2, true),
            ["B1E1B", "B1X1B", "B111B", "BBBBB"]
        );
    }

    #[test]
    fn scanline_matches_bfs() {
        let mut s: u64 = 0x0BAD_5EED_1234_5678;
        let mut rand = move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        };
        for _ in 0..20_000 {
            let (n, m) = (1 + rand(30) as usize, 1 + rand(30) as usize);
            let mine_share = rand(40);
            let revealed_share = rand(3) * 10;
            let rows: Vec<String> = (0..n)
                .map(|_| {
                    (0..m)
                        .map(|_| {
                            if rand(100) < mine_share {
                                if rand(10) == 0 {
                                    'X'
                                } else {
                                    'M'
                                }
                            } else if rand(100) < revealed_share {
                                ['B', '1', '2', '8'][rand(4) as usize]
                            } else {
                                'E'
                            }
                        })
                        .collect()
                })
                .collect();
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            after(
                &rows,
                rand(n as u64) as usize,
                rand(m as u64) as usize,
                true,
            );
        }
    }
}
