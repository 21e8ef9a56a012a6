//! check-move as `emit` writes it: LeetCode's 1958, or a stdin program.

use crate::kit::emit::{Emit, Harness, Leetcode, Stdin, CHARS};
use crate::kit::harness::{Method, Output, Param, Type};

impl Emit for super::CheckMove {
    const STDIN: Stdin = Stdin {
        solve: "    let solved = judge(stdin.lock(), &mut out, &solve);",
        kib: 51,
    };
    const LEETCODE: Option<Leetcode> = Some(Leetcode {
        // Real Rust, compiled and called by the test below.
        method: include_str!("leetcode.rs"),
        signature: Method {
            name: "checkMove",
            params: &[
                Param {
                    name: "board",
                    ty: Type::CharGrid,
                },
                Param {
                    name: "rMove",
                    ty: Type::Integer,
                },
                Param {
                    name: "cMove",
                    ty: Type::Integer,
                },
                Param {
                    name: "color",
                    ty: Type::Character,
                },
            ],
            returns: Output::Returned(Type::Boolean),
        },
        kib: 32,
        harness: Harness {
            solver: "    let solver = &|case: &Case| {
        let board = chars(&case.board);
        // The reader has checked the move against the board.
        let (r, c) = (case.row as i32, case.col as i32);
        Solution::check_move(board, r, c, char::from(case.color))
    };",
            helpers: CHARS,
            kib: 54,
        },
    });
    const TRIALS: &'static [&'static str] = &[
        "--seed 7 --cases 3000 --format leetcode",
        "--seed 7 --cases 3000 --format plain",
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
        let rows = [
            "...B....", "...W....", "...W....", "...W....", "WBB.WWWB", "...B....", "...B....",
            "...W....",
        ];
        let board = rows.map(|r| r.chars().collect()).to_vec();
        assert!(Solution::check_move(board, 4, 3, 'B'));
    }
}
