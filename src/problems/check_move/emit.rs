//! check-move as `emit` writes it: LeetCode's 1958, or a stdin program.

use crate::kit::emit::{Emit, Harness, Leetcode, Stdin, CHARS, CODEFORCES_MAX};

impl Emit for super::CheckMove {
    const SOURCE: &'static str = include_str!("solver.rs");
    const STDIN: Stdin = Stdin {
        solve: "    let solved = judge(stdin.lock(), &mut out, &solve);",
        kib: 51,
    };
    const LEETCODE: Option<Leetcode> = Some(Leetcode {
        method: "impl Solution {
    pub fn check_move(board: Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool {
        leetcode(board, r_move, c_move, color)
    }
}
",
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
    const JUDGE_MAX: usize = CODEFORCES_MAX;
    const TRIALS: &'static [&'static str] = &[
        "--seed 7 --cases 3000 --format leetcode",
        "--seed 7 --cases 3000 --format plain",
    ];
}
