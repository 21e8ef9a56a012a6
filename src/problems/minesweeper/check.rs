//! minesweeper's answers as a checker reads them: the boards after the
//! clicks, of the problem's cells.
//! `boardsolve check` and the output validator `emit --checker` writes
//! both judge by this file's `answer`: std only, Rust 1.63.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::verdict::{Boards, Expected};
use std::io::Read;

/// boardsolve's answer to `input`, as [`super::run`] writes it in default
/// mode, with each case's number of answer lines: the rows of the board
/// the solver played on, told by the solver as it plays each case (a
/// board is written one row a line in plain format, one line in
/// LeetCode's; only the plain count is ever read).
pub fn answer(input: impl Read, _size: usize) -> Result<Expected, crate::error::Error> {
    let grammar = Boards {
        cells: &super::CELLS,
    };
    Expected::written(grammar, |out, rows| {
        let solve = |g: &mut crate::grid::Grid, r: usize, c: usize| {
            rows.borrow_mut().push(g.rows() as u64);
            super::solve(g, r, c);
        };
        super::run_with(&super::Options::default(), input, out, &solve, None)
    })
}

#[cfg(test)]
mod tests {
    use super::super::Minesweeper;
    use super::*;
    use crate::kit::check::testing::{judge, verdict};
    use crate::scan::Trickle;

    #[test]
    fn each_case_tells_its_rows_whatever_the_reads() {
        let input = b"\xEF\xBB\xBF 2 3\r\nEEM\nEEE\n0 0\n1 2\tEM\n0 0";
        let want = crate::kit::solve::<Minesweeper>(input, 0).unwrap();
        for chunk in 1..8 {
            let trickle = Trickle { data: input, chunk };
            let a = answer(trickle, 0).unwrap();
            assert_eq!(a.parts(), (&want[..], &[2, 1][..]), "chunk {chunk}");
        }
        let a = answer(&b"[[\"E\"]]\n[0,0]\n"[..], 0).unwrap();
        assert_eq!(a.parts(), (&b"[[\"B\"]]\n"[..], &[1][..]));
    }

    #[test]
    fn minesweeper_rows_name_case_row_and_column() {
        // Two cases of the same width: only the input tells them apart.
        let input = "2 3\nEEM\nEEE\n0 0\n\u{feff}";
        let input = &input.replace('\u{feff}', "1 3\nMEE\n0 2\n");
        let input = &format!("\u{feff}{input}");
        assert_eq!(
            verdict::<Minesweeper>(input, "B1M\nB1E\nM1B\n"),
            "ok: 2 cases"
        );
        assert_eq!(
            verdict::<Minesweeper>(input, "B1M\nB1E\nM1E\n"),
            "wrong answer: case 2, row 0, column 2 (output line 3): expected \"B\", found \"E\""
        );
        assert_eq!(
            verdict::<Minesweeper>(input, "B1M\nB 1 E\nM1B\n"),
            "wrong output format: case 1, row 1 (output line 2): expected a row of 3 cells, found \"B\" (1 cell)"
        );
        assert_eq!(
            verdict::<Minesweeper>(input, "B1M\nB1EE\nM1B\n"),
            "wrong output format: case 1, row 1 (output line 2): expected a row of 3 cells, found \"B1EE...\" (more cells)"
        );
        assert_eq!(
            verdict::<Minesweeper>(input, "B1M\nB\x001\nM1B\n"),
            "wrong output format: case 1, row 1, column 1 (output line 2): expected a cell 'M', 'E', 'B', 'X' or a digit '1'-'8', found \"B\\01\""
        );
    }

    #[test]
    fn leetcode_boards_are_json_values() {
        let input = "[[\"E\",\"E\",\"M\"],[\"E\",\"E\",\"E\"]]\n[0,0]\n[[\"E\",\"M\"]]\n[0,0]\n";
        let ok = "[[\"B\",\"1\",\"M\"],[\"B\",\"1\",\"E\"]]\n[[\"1\",\"M\"]]\n";
        assert_eq!(verdict::<Minesweeper>(input, ok), "ok: 2 cases");
        let pretty =
            "[\n  [\"B\", \"1\", \"M\"],\n  [\"B\", \"1\", \"E\"]\n]\n[[\"\\u0031\",\"\\u004D\"]]";
        assert_eq!(verdict::<Minesweeper>(input, pretty), "ok: 2 cases");
        for (from, to, message) in [
            ("\"1\",\"E\"", "\"B\",\"E\"", "wrong answer: case 1, row 1, column 1 (output line 1): expected \"1\", found \"B\""),
            ("\"B\",\"1\",\"M\"", "\" B\",\"1\",\"M\"", "wrong output format: case 1, row 0, column 0 (output line 1): expected a one-character string, found \" B\""),
            ("\"M\"]]", "\"M \"]]", "wrong output format: case 2, row 0, column 1 (output line 2): expected a one-character string, found \"M \""),
            ("\"M\"]]", "\"Z\"]]", "wrong output format: case 2, row 0, column 1 (output line 2): expected a cell 'M', 'E', 'B', 'X' or a digit '1'-'8', found \"Z\""),
            ("\"M\"]]", "\"\\ud83d\"]]", "wrong output format: case 2, row 0, column 1 (output line 2): expected a one-character string, found \"\\ud83d\""),
            ("\"M\"]]", "'M']]", "wrong output format: case 2, row 0, column 1 (output line 2): expected a one-character string, found \"'M'\""),
            (",\"E\"]]", "]]", "wrong output format: case 1, row 1 (output line 1): the row has 2 cells, expected 3"),
            ("\"E\"]]", "\"E\",\"E\"]]", "wrong output format: case 1, row 1 (output line 1): the row has more than 3 cells"),
            ("],[\"B\",\"1\",\"E\"]]", "]]", "wrong output format: case 1 (output line 1): the board has 1 row, expected 2"),
            ("\"E\"]]", "\"E\"],[]]", "wrong output format: case 1 (output line 1): the board has more than 2 rows"),
            ("[[\"1", "[\"1", "wrong output format: case 2, row 0 (output line 2): expected '[', found \"1\""),
        ] {
            assert_eq!(verdict::<Minesweeper>(input, &ok.replacen(from, to, 1)), message, "{to}");
        }
    }

    #[test]
    fn exact_whitespace_inside_a_leetcode_board_is_the_answers() {
        let board = "[[\"E\",\"M\"]]\n[0,0]\n";
        let v = judge::<Minesweeper>(board, b"[[\"1\", \"M\"]]\n", true);
        assert_eq!(
            v.message,
            "wrong output format: case 1, row 0, column 1 (output line 1): the whitespace differs from the answer's: expected \"\", found \" \""
        );
    }
}
