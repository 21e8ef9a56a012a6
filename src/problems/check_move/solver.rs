//! check-move: LeetCode 1958, is a move legal (the endpoint of a good line)?
//!
//! Input: `board` (cells `.`, `W`, `B`), `rMove`, `cMove` (0-based) and
//! `color` (`B` or `W`), leetcode (`board = [[".","B"],...], rMove = 4,
//! cMove = 3, color = "B"`) or plain (`n m`, rows, `r c color`), cases
//! until the end. Output: `true` or `false` per case.
//!
//! Rule: painting (rMove, cMove) with color is legal if in one of the 8
//! directions the neighbour has the other colour, then zero or more cells
//! of the other colour, then a cell of `color`, all on the board. Any n x m
//! board and target cell; `--strict`: 8 x 8 and an empty target. A target
//! outside the board is an error.
//!
//! Algorithm: 8 ray walks on the bordered grid, O(n + m). `--naive` walks
//! with coordinates and bounds instead (no border, no flat offsets), to
//! check the grid machinery: nothing is asymptotically faster for one query.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::cases::{for_each_case, in_range, Alphabet, CaseReader, CharArrays, FormatChoice};
use crate::dir::{flanks, offsets8, STEPS8};
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use crate::writers::write_bool;
use std::io::{Read, Write};

/// The cells of a board.
pub static CELLS: Alphabet = Alphabet::new(b".WB", "'.', 'B' or 'W'");

/// The judge's board side.
pub const JUDGE_SIDE: usize = 8;

/// The problem's switches: a board problem's.
pub use crate::cases::Options;

/// One parsed case.
pub struct Case {
    pub board: Grid,
    pub row: usize,
    pub col: usize,
    pub color: u8,
}

/// Told each case as it is answered: its number, the case and the answer
/// (`--explain` draws it).
pub type Report<'a> = &'a mut dyn FnMut(u64, &Case, bool) -> Result<(), Error>;

/// Reads every case and writes its answer, with the fast solver.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_with(opts, input, out, &solve, None)
}

/// The judge's program: [`run`] in default mode, with `solve`.
pub fn judge(
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&Case) -> bool,
) -> Result<(), Error> {
    for_each_case(input, FormatChoice::Auto, |rd, _| {
        let (case, _) = read_case(rd)?;
        write_bool(solve(&case), out)?;
        rd.recycle(case.board);
        Ok(())
    })
}

/// [`run`] with another solver (the naive one), telling `report` each answer.
pub fn run_with(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&Case) -> bool,
    mut report: Option<Report>,
) -> Result<(), Error> {
    for_each_case(input, opts.format, |rd, number| {
        let (case, at) = read_case(rd)?;
        if opts.strict {
            check_strict(rd, &case, at)?;
        }
        let legal = solve(&case);
        write_bool(legal, out)?;
        if let Some(report) = report.as_mut() {
            report(number, &case, legal)?;
        }
        rd.recycle(case.board);
        Ok(())
    })
}

/// One case, and its target's offset.
fn read_case<R: Read>(rd: &mut CaseReader<R>) -> Result<(Case, u64), Error> {
    let board = rd.board::<CharArrays>("board", &CELLS)?;
    let (r, r_at) = rd.int("rMove")?;
    let (c, c_at) = rd.int("cMove")?;
    let color = rd.char_param(b"BW", "color, \"B\" or \"W\"")?;
    let row = in_range(r, board.rows(), "rMove", "rows").map_err(|m| rd.err_at(r_at, m))?;
    let col = in_range(c, board.cols(), "cMove", "columns").map_err(|m| rd.err_at(c_at, m))?;
    let case = Case {
        board,
        row,
        col,
        color,
    };
    Ok((case, r_at))
}

/// The judge's constraints (`at`: the target's offset).
fn check_strict<R: Read>(rd: &CaseReader<R>, case: &Case, at: u64) -> Result<(), Error> {
    let g = &case.board;
    if g.rows() != JUDGE_SIDE || g.cols() != JUDGE_SIDE {
        let (n, m, side) = (g.rows(), g.cols(), JUDGE_SIDE);
        let msg = format!("--strict: the board is {n}x{m}, the judge's is {side}x{side}");
        return Err(Error::at(rd.case_pos(), msg));
    }
    check_rules(case).map_err(|msg| rd.err_at(at, msg))
}

/// The judge's guarantee besides its board size: the target is empty.
pub fn check_rules(case: &Case) -> Result<(), String> {
    let (row, col) = (case.row, case.col);
    if case.board.row(row)[col] != b'.' {
        return Err(format!(
            "--strict: board[{row}][{col}] is not empty (the judge guarantees it is)"
        ));
    }
    Ok(())
}

/// The other colour.
pub fn other(color: u8) -> u8 {
    if color == b'B' {
        b'W'
    } else {
        b'B'
    }
}

/// Is the move legal: a good line ends at the target in some direction?
pub fn solve(case: &Case) -> bool {
    let g = &case.board;
    let p = g.index(case.row, case.col);
    offsets8(g)
        .iter()
        .any(|&d| flanks(g.cells(), p, d, other(case.color), case.color))
}

/// LeetCode's signature: `check_move(board, r_move, c_move, color) -> bool`
/// (a target outside the board, or a cell that is not ASCII, is simply
/// not part of a good line).
pub fn leetcode(board: Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool {
    let rows: Vec<Vec<u8>> = board
        .iter()
        .map(|r| r.iter().map(|&c| u8::try_from(c).unwrap_or(0)).collect())
        .collect();
    let target = (
        usize::try_from(r_move),
        usize::try_from(c_move),
        u8::try_from(color),
    );
    let (row, col, color) = match target {
        (Ok(row), Ok(col), Ok(color)) => (row, col, color),
        _ => return false,
    };
    let board = Grid::from_rows(&rows);
    if row >= board.rows() || col >= board.cols() {
        return false;
    }
    solve(&Case {
        board,
        row,
        col,
        color,
    })
}

/// The reference: coordinates and bounds, no border.
pub fn naive(case: &Case) -> bool {
    let g = &case.board;
    let (n, m) = (g.rows() as isize, g.cols() as isize);
    let at = |r: isize, c: isize| g.row(r as usize)[c as usize];
    STEPS8.iter().any(|&(dr, dc)| {
        let (mut r, mut c) = (case.row as isize + dr, case.col as isize + dc);
        let mut between = 0;
        while (0..n).contains(&r) && (0..m).contains(&c) && at(r, c) == other(case.color) {
            r += dr;
            c += dc;
            between += 1;
        }
        between > 0 && (0..n).contains(&r) && (0..m).contains(&c) && at(r, c) == case.color
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statement_samples() {
        let input = r#"board = [[".",".",".","B",".",".",".","."],[".",".",".","W",".",".",".","."],[".",".",".","W",".",".",".","."],[".",".",".","W",".",".",".","."],["W","B","B",".","W","W","W","B"],[".",".",".","B",".",".",".","."],[".",".",".","B",".",".",".","."],[".",".",".","W",".",".",".","."]], rMove = 4, cMove = 3, color = "B"
board = [[".",".",".",".",".",".",".","."],[".","B",".",".","W",".",".","."],[".",".","W",".",".",".",".","."],[".",".",".","W","B",".",".","."],[".",".",".",".",".",".",".","."],[".",".",".",".","B","W",".","."],[".",".",".",".",".",".","W","."],[".",".",".",".",".",".",".","B"]], rMove = 4, cMove = 4, color = "W"
"#;
        let opts = Options {
            strict: true,
            ..Options::default()
        };
        for solver in [solve, naive] {
            let mut out = Out::new(Vec::new());
            run_with(&opts, input.as_bytes(), &mut out, &solver, None).unwrap();
            assert_eq!(out.into_inner().unwrap(), b"true\nfalse\n");
        }
    }

    #[test]
    fn sentinel_walk_matches_coordinate_walk() {
        let mut rng = crate::rng::Rng::new(0xDEAD_BEEF_CAFE_F00D);
        let mut rand = move |n: u64| rng.below(n);
        let mut legal = 0;
        for k in 0..20_000 {
            let (n, m) = (1 + rand(12) as usize, 1 + rand(12) as usize);
            let pe = rand(100);
            let rows: Vec<Vec<u8>> = (0..n)
                .map(|_| {
                    (0..m)
                        .map(|_| {
                            if rand(100) < pe {
                                b'.'
                            } else {
                                b"BW"[rand(2) as usize]
                            }
                        })
                        .collect()
                })
                .collect();
            let case = Case {
                board: Grid::from_rows(&rows),
                row: rand(n as u64) as usize,
                col: rand(m as u64) as usize,
                color: b"BW"[rand(2) as usize],
            };
            let want = naive(&case);
            legal += usize::from(want);
            assert_eq!(solve(&case), want, "case {k}");
        }
        // Both answers must be common, or the comparison proves little.
        assert!((2_000..18_000).contains(&legal), "{legal} legal");
    }
}
