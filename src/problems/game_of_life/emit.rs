//! game-of-life as `emit` writes it: LeetCode's 289, or a stdin program.

use crate::kit::emit::{Emit, Harness, Leetcode, Stdin};
use crate::kit::harness::{Method, Output, Param, Type};

impl Emit for super::GameOfLife {
    const STDIN: Stdin = Stdin {
        solve: "    let solved = judge(stdin.lock(), &mut out, &solve);",
        kib: 43,
    };
    const LEETCODE: Option<Leetcode> = Some(Leetcode {
        // Real Rust, compiled and called by the test below.
        method: include_str!("leetcode.rs"),
        signature: Method {
            name: "gameOfLife",
            params: &[Param {
                name: "board",
                ty: Type::IntGrid,
            }],
            returns: Output::Changed(0),
        },
        kib: 32,
        harness: Harness {
            solver: "    let solver = &|g: &mut Grid| {
        let mut board: Vec<Vec<i32>> = (0..g.rows())
            .map(|r| g.row(r).iter().map(|&b| i32::from(b - b'0')).collect())
            .collect();
        Solution::game_of_life(&mut board);
        let rows: Vec<Vec<u8>> = board
            .iter()
            .map(|row| row.iter().map(|&v| b'0' + v as u8).collect())
            .collect();
        *g = Grid::from_rows(&rows);
    };",
            helpers: "",
            kib: 45,
        },
    });
    const TRIALS: &'static [&'static str] = &[
        "--seed 8 --cases 300 --format leetcode",
        "--seed 8 --cases 300 --format plain",
        "--seed 1 --rows 300 --cols 400 --live 0.3 --format leetcode",
        "--seed 1 --rows 300 --cols 400 --pattern gliders --format plain",
    ];
}

// LeetCode's signature takes `&mut Vec<Vec<i32>>`.
#[cfg(test)]
#[allow(clippy::ptr_arg)]
mod tests {
    use super::super::leetcode;

    /// As LeetCode declares it.
    struct Solution;

    include!("leetcode.rs");

    #[test]
    fn leetcodes_method_changes_the_board() {
        let mut board = vec![vec![1, 1], vec![1, 0]];
        Solution::game_of_life(&mut board);
        assert_eq!(board, vec![vec![1, 1], vec![1, 1]]);
    }
}
