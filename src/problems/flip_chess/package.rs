//! flip-chess's problem package: statement, examples, inputs at the
//! judge's limits.

use crate::kit::gen::GenOptions;
use crate::kit::package::{Package, Sample};
use crate::kit::picture::Figure;

impl Package for super::FlipChess {
    const TITLE: &'static str = "Flip Chess";
    const SOURCE: &'static str = "LeetCode LCP 41";
    const SOURCE_URL: Option<&'static str> = Some("https://leetcode.cn/problems/fHi6rV/");
    const STATEMENT: &'static str = include_str!("statement.md");
    const SAMPLES: &'static [Sample] = &[
        Sample {
            name: "row-of-three",
            plain: "5 6\n....X.\n....X.\nXOOO..\n......\n......\n",
            leetcode: Some("[\"....X.\",\"....X.\",\"XOOO..\",\"......\",\"......\"]\n"),
        },
        Sample {
            name: "chain",
            plain: "3 3\n.X.\n.O.\nXO.\n",
            leetcode: Some("[\".X.\",\".O.\",\"XO.\"]\n"),
        },
        Sample {
            name: "diagonal-chain",
            plain: "7 7\n.......\n.......\n.......\nX......\n.O.....\n..O....\n....OOX\n",
            leetcode: Some(
                "[\".......\",\".......\",\".......\",\"X......\",\".O.....\",\"..O....\",\"....OOX\"]\n",
            ),
        },
    ];

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |rows, cols, pattern: &str, white| GenOptions {
            rows: Some(rows),
            cols: Some(cols),
            pattern: pattern.into(),
            white,
            ..GenOptions::default()
        };
        vec![
            ("max-cascade", board(8, 8, "cascade", 1.0)),
            ("max-cascade-white", board(8, 8, "cascade", 3.0)),
            ("max-random", board(8, 8, "random", 1.0)),
            ("max-random-white", board(8, 8, "random", 3.0)),
            ("one-row", board(1, 8, "random", 1.0)),
            ("one-column", board(8, 1, "cascade", 1.0)),
            ("one-cell", board(1, 1, "random", 1.0)),
        ]
    }

    /// None: the examples are small boards the text shows as they are.
    fn pictures() -> Vec<(&'static str, Figure)> {
        Vec::new()
    }
}
