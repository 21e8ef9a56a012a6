//! check-move: LeetCode 1958, is a move legal (the endpoint of a good line)?
//!
//! Input: `board` (cells `.`, `W`, `B`), `rMove`, `cMove` (0-based) and
//! `color` (`B` or `W`), in leetcode (`board = [[".","B"],...], rMove = 4,
//! cMove = 3, color = "B"`) or plain (`n m`, rows, `r c color`) format,
//! cases until end of input. Output: `true` or `false` per case.
//!
//! Rule: painting (rMove, cMove) with color is legal if in one of the 8
//! directions the neighbour has the other colour, then zero or more cells
//! of the other colour, then a cell of `color`, all on the board.
//!
//! Limits: default any n x m board, whatever stands on the target cell;
//! `--strict` demands 8 x 8 and an empty target (the judge's constraints).
//! A target outside the board is an error in both modes.
//!
//! Algorithm: 8 ray walks on the bordered grid, O(n + m). `--naive` is the
//! same walk written with explicit coordinates and bounds on the rows (no
//! sentinel border, no flat offsets): nothing asymptotically faster exists
//! for one query, so the reference checks the grid machinery instead.

use crate::cases::{
    for_each_case, in_range, write_bool, Alphabet, CaseReader, FormatChoice, Shape,
};
use crate::dir::{flanks, offsets8, run_end, step, NAMES8, STEPS8};
use crate::draw::{self, Cell, Explain, Paint};
use crate::error::Error;
use crate::grid::{Grid, BORDER};
use crate::out::Out;
use std::io::{Read, Write};

/// The cells of a board.
pub static CELLS: Alphabet = Alphabet::new(b".WB", "'.', 'B' or 'W'");

/// The judge's board side.
pub const JUDGE_SIDE: usize = 8;

/// The problem's switches.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub format: FormatChoice,
    /// Enforce the judge's constraints.
    pub strict: bool,
    /// Use the coordinate-walking reference.
    pub naive: bool,
}

/// One parsed case.
pub struct Case {
    pub board: Grid,
    pub row: usize,
    pub col: usize,
    pub color: u8,
}

/// Reads every case and writes its answer.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_explained(opts, input, out, None)
}

/// [`run`], also explaining each answer to `ex` (`--explain`).
pub fn run_explained(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    mut ex: Option<&mut Explain>,
) -> Result<(), Error> {
    for_each_case(input, opts.format, |rd, number| {
        let case = read_case(rd, opts.strict)?;
        let legal = if opts.naive {
            naive(&case)
        } else {
            solve(&case)
        };
        write_bool(legal, out)?;
        if let Some(ex) = ex.as_deref_mut() {
            explain(ex, number, &case, legal)?;
        }
        rd.recycle(case.board);
        Ok(())
    })
}

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
    for (k, &d) in offsets8(g.stride()).iter().enumerate() {
        let (n, end) = run_end(g.cells(), p, d, them);
        let at = |i: usize| format!("{:?}", g.coords(i));
        let why = match g.cells()[end] {
            _ if n > 0 && g.cells()[end] == me => {
                let mut i = step(p, d);
                let mut between = Vec::new();
                while i != end {
                    marks[i] = b'-';
                    between.push(at(i));
                    i = step(i, d);
                }
                marks[end] = b'@';
                if !legal {
                    continue;
                }
                format!("{} closed by {}", between.join(" "), at(end))
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
    let focus: Vec<(usize, usize)> = g
        .interior()
        .filter(|&i| marks[i] != b' ')
        .map(|i| g.coords(i))
        .collect();
    draw::board(ex, g.rows(), g.cols(), 0, draw::MAX_SIDE, &focus, |r, c| {
        let i = g.index(r, c);
        match marks[i] {
            b'*' => Cell::marked(me, b'*', Paint::Green),
            b'-' => Cell::marked(g.cells()[i], b'-', Paint::Yellow),
            b'@' => Cell::marked(g.cells()[i], b'@', Paint::Cyan),
            _ => Cell::plain(g.cells()[i]),
        }
    })
}

fn read_case<R: Read>(rd: &mut CaseReader<R>, strict: bool) -> Result<Case, Error> {
    let board = rd.board("board", Shape::CharArrays, &CELLS)?;
    let (r, r_at) = rd.int("rMove")?;
    let (c, c_at) = rd.int("cMove")?;
    let color = rd.char_param("color", b"BW")?;
    let row = in_range(r, board.rows(), "rMove", "rows").map_err(|m| rd.err_at(r_at, m))?;
    let col = in_range(c, board.cols(), "cMove", "columns").map_err(|m| rd.err_at(c_at, m))?;
    if strict {
        if board.rows() != JUDGE_SIDE || board.cols() != JUDGE_SIDE {
            return Err(Error::at(
                rd.case_pos(),
                format!(
                    "--strict: the board is {}x{}, the judge's is {JUDGE_SIDE}x{JUDGE_SIDE}",
                    board.rows(),
                    board.cols()
                ),
            ));
        }
        if board.row(row)[col] != b'.' {
            return Err(rd.err_at(
                r_at,
                format!(
                    "--strict: board[{row}][{col}] is not empty (the judge guarantees it is)"
                ),
            ));
        }
    }
    Ok(Case {
        board,
        row,
        col,
        color,
    })
}

fn other(color: u8) -> u8 {
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
    offsets8(g.stride())
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
    let (Ok(row), Ok(col), Ok(color)) = (
        usize::try_from(r_move),
        usize::try_from(c_move),
        u8::try_from(color),
    ) else {
        return false;
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

    fn solve_text(opts: &Options, input: &str) -> Result<String, Error> {
        let mut out = Out::new(Vec::new());
        run(opts, input.as_bytes(), &mut out)?;
        Ok(String::from_utf8(out.into_inner()?).unwrap())
    }

    #[test]
    fn statement_samples() {
        let input = r#"board = [[".",".",".","B",".",".",".","."],[".",".",".","W",".",".",".","."],[".",".",".","W",".",".",".","."],[".",".",".","W",".",".",".","."],["W","B","B",".","W","W","W","B"],[".",".",".","B",".",".",".","."],[".",".",".","B",".",".",".","."],[".",".",".","W",".",".",".","."]], rMove = 4, cMove = 3, color = "B"
board = [[".",".",".",".",".",".",".","."],[".","B",".",".","W",".",".","."],[".",".","W",".",".",".",".","."],[".",".",".","W","B",".",".","."],[".",".",".",".",".",".",".","."],[".",".",".",".","B","W",".","."],[".",".",".",".",".",".","W","."],[".",".",".",".",".",".",".","B"]], rMove = 4, cMove = 4, color = "W"
"#;
        for naive in [false, true] {
            let opts = Options {
                naive,
                strict: true,
                ..Options::default()
            };
            assert_eq!(solve_text(&opts, input).unwrap(), "true\nfalse\n");
        }
    }

    #[test]
    fn sentinel_walk_matches_coordinate_walk() {
        let mut s: u64 = 0xDEAD_BEEF_CAFE_F00D;
        let mut rand = move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        };
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
