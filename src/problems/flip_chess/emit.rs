//! flip-chess as `emit` writes it: LeetCode's LCP 41, or a stdin program.

use crate::kit::emit::{Emit, Harness, Leetcode, Stdin};
use crate::kit::harness::{Method, Output, Param, Type};

impl Emit for super::FlipChess {
    // The solver's `judge` takes an `FnMut` solver (the harness's closure).
    const STDIN: Stdin = Stdin {
        solve: "    let solved = judge(stdin.lock(), &mut out, &mut solve);",
        kib: 54,
    };
    const LEETCODE: Option<Leetcode> = Some(Leetcode {
        // Real Rust, compiled and called by the test below.
        method: include_str!("leetcode.rs"),
        signature: Method {
            name: "flipChess",
            params: &[Param {
                name: "chessboard",
                ty: Type::Strings,
            }],
            returns: Output::Returned(Type::Integer),
        },
        kib: 32,
        harness: Harness {
            solver: "    let solver = &mut |g: &Grid| Best {
        flips: Solution::flip_chess(rows(g)) as u64,
        cell: None,
    };",
            helpers: "
/// The board's rows as LeetCode passes them.
fn rows(g: &Grid) -> Vec<String> {
    let row = |r: usize| String::from_utf8_lossy(g.row(r)).into_owned();
    (0..g.rows()).map(row).collect()
}
",
            kib: 55,
        },
    });
    const TRIALS: &'static [&'static str] = &[
        "--seed 9 --cases 3000 --format leetcode",
        "--seed 9 --cases 3000 --format plain",
        "--seed 2 --rows 40 --cols 50 --format leetcode",
        "--seed 2 --rows 40 --cols 50 --format plain",
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
        let rows = ["....X.", "....X.", "XOOO..", "......", "......"];
        let rows = rows.map(String::from).to_vec();
        assert_eq!(Solution::flip_chess(rows), 3);
    }
}
