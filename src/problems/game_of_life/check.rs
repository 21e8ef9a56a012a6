//! game-of-life's answers as a checker reads them: the boards a
//! generation later, of bare integer cells in LeetCode's format.
//! `boardsolve check` and the output validator `emit --checker` writes
//! both judge by this file's `answer`: std only, Rust 1.63.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::verdict::{Boards, Expected};
use std::io::Read;

/// boardsolve's answer to `input`, as [`super::run`] writes it in default
/// mode, with each case's number of answer lines: the rows of each board,
/// told by the solver as it plays each case (only the plain count, a row
/// a line, is ever read).
pub fn answer(input: impl Read, _size: usize) -> Result<Expected, crate::error::Error> {
    let grammar = Boards {
        cells: &super::CELLS,
    };
    Expected::written(grammar, |out, rows| {
        let solve = |g: &mut crate::grid::Grid| {
            rows.borrow_mut().push(g.rows() as u64);
            super::solve(g);
        };
        super::run_with(&super::Options::default(), input, out, &solve, None)
    })
}

#[cfg(test)]
mod tests {
    use super::super::GameOfLife;
    use crate::kit::check::testing::verdict;

    /// LeetCode's two examples.
    const INPUT: &str = "[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]\n[[1,1],[1,0]]\n";
    const ANSWER: &str = "[[0,0,0],[1,0,1],[0,1,1],[0,1,0]]\n[[1,1],[1,1]]\n";

    #[test]
    fn bare_cells_are_judged_as_cells() {
        assert_eq!(verdict::<GameOfLife>(INPUT, ANSWER), "ok: 2 cases");
        let pretty = "[[0, 0, 0], [1, 0, 1],\n [0, 1, 1], [0, 1, 0]]\n[ [1,1] , [1,1] ]";
        assert_eq!(verdict::<GameOfLife>(INPUT, pretty), "ok: 2 cases");
        for (from, to, message) in [
            ("[[0,0,0],[1", "[[0,0,1],[1", "wrong answer: case 1, row 0, column 2 (output line 1): expected \"0\", found \"1\""),
            ("[[1,1],[1,1]]", "[[1,1],[1,0]]", "wrong answer: case 2, row 1, column 1 (output line 2): expected \"1\", found \"0\""),
            ("[[0,0,0],[1", "[[0,0,2],[1", "wrong output format: case 1, row 0, column 2 (output line 1): expected a cell 0 or 1, found \"2\""),
            ("[[0,0,0],[1", "[[0,0,00],[1", "wrong output format: case 1, row 0, column 2 (output line 1): expected a cell 0 or 1, found \"00\""),
            ("[[0,0,0],[1", "[[0,0,\"0\"],[1", "wrong output format: case 1, row 0, column 2 (output line 1): expected a cell 0 or 1, found \"0\""),
            ("[[1,1],[1,1]]", "[[1,1],[1]]", "wrong output format: case 2, row 1 (output line 2): the row has 1 cell, expected 2"),
            ("[[1,1],[1,1]]", "[[1,1],[1,1,1]]", "wrong output format: case 2, row 1 (output line 2): the row has more than 2 cells"),
            ("[[1,1],[1,1]]", "[[1,1]]", "wrong output format: case 2 (output line 2): the board has 1 row, expected 2"),
        ] {
            assert_eq!(verdict::<GameOfLife>(INPUT, &ANSWER.replacen(from, to, 1)), message, "{to}");
        }
    }

    #[test]
    fn plain_rows_name_case_row_and_column() {
        let input = "2 3\n010\n010\n";
        assert_eq!(verdict::<GameOfLife>(input, "000\n000\n"), "ok: 1 case");
        assert_eq!(
            verdict::<GameOfLife>(input, "000\n010\n"),
            "wrong answer: case 1, row 1, column 1 (output line 2): expected \"0\", found \"1\""
        );
    }
}
