//! minesweeper as `emit` writes it: LeetCode's 529, or a stdin program.

use crate::kit::emit::{Emit, Harness, Leetcode, Stdin, CHARS};
use crate::kit::harness::{Method, Output, Param, Type};

impl Emit for super::Minesweeper {
    const STDIN: Stdin = Stdin {
        solve: "    let solved = judge(stdin.lock(), &mut out, &solve);",
        kib: 63,
    };
    const LEETCODE: Option<Leetcode> = Some(Leetcode {
        // Real Rust, compiled and called by the test below.
        method: include_str!("leetcode.rs"),
        signature: Method {
            name: "updateBoard",
            params: &[
                Param {
                    name: "board",
                    ty: Type::CharGrid,
                },
                Param {
                    name: "click",
                    ty: Type::Integers,
                },
            ],
            returns: Output::Returned(Type::CharGrid),
        },
        kib: 32,
        harness: Harness {
            solver: "    let solver = &|g: &mut Grid, r: usize, c: usize| {
        // The reader has checked the click against the board.
        let after = Solution::update_board(chars(g), vec![r as i32, c as i32]);
        let rows: Vec<Vec<u8>> = after
            .iter()
            .map(|row| row.iter().map(|&c| c as u8).collect())
            .collect();
        *g = Grid::from_rows(&rows);
    };",
            helpers: CHARS,
            kib: 64,
        },
    });
    const TRIALS: &'static [&'static str] = &[
        "--seed 8 --cases 300 --mines 0.1 --format leetcode",
        "--seed 8 --cases 300 --mines 0.1 --format plain",
        "--seed 1 --rows 300 --cols 400 --pattern spiral --format leetcode",
        "--seed 1 --rows 300 --cols 400 --pattern spiral --format plain",
    ];
}

#[cfg(test)]
mod tests {
    use super::super::leetcode;

    /// As LeetCode declares it.
    struct Solution;

    include!("leetcode.rs");

    #[test]
    fn leetcodes_method_answers_the_sample() {
        let board = ["EEEEE", "EEMEE", "EEEEE", "EEEEE"];
        let board = board.map(|r| r.chars().collect()).to_vec();
        let after = ["B1E1B", "B1M1B", "B111B", "BBBBB"];
        let after: Vec<Vec<char>> = after.map(|r| r.chars().collect()).to_vec();
        assert_eq!(Solution::update_board(board, vec![3, 0]), after);
    }
}
