//! minesweeper's problem package: statement, examples, inputs at the
//! judge's limits.

use crate::kit::gen::GenOptions;
use crate::kit::package::{Package, Sample};

impl Package for super::Minesweeper {
    const TITLE: &'static str = "Minesweeper";
    const SOURCE: &'static str = "LeetCode 529";
    const SOURCE_URL: Option<&'static str> = Some("https://leetcode.com/problems/minesweeper/");
    const STATEMENT: &'static str = include_str!("statement.md");
    const SAMPLES: &'static [Sample] = &[
        Sample {
            name: "flood",
            plain: "4 5\nEEEEE\nEEMEE\nEEEEE\nEEEEE\n3 0\n",
            leetcode: Some("[[\"E\",\"E\",\"E\",\"E\",\"E\"],[\"E\",\"E\",\"M\",\"E\",\"E\"],[\"E\",\"E\",\"E\",\"E\",\"E\"],[\"E\",\"E\",\"E\",\"E\",\"E\"]]\n[3,0]\n"),
        },
        Sample {
            name: "mine",
            plain: "4 5\nB1E1B\nB1M1B\nB111B\nBBBBB\n1 2\n",
            leetcode: Some("[[\"B\",\"1\",\"E\",\"1\",\"B\"],[\"B\",\"1\",\"M\",\"1\",\"B\"],[\"B\",\"1\",\"1\",\"1\",\"B\"],[\"B\",\"B\",\"B\",\"B\",\"B\"]]\n[1,2]\n"),
        },
    ];

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |rows, cols, pattern: &str, mines, corner_click| GenOptions {
            rows: Some(rows),
            cols: Some(cols),
            pattern: pattern.into(),
            mines,
            corner_click,
            ..GenOptions::default()
        };
        vec![
            ("max-no-mines", board(50, 50, "random", 0.0, true)),
            ("max-spiral", board(50, 50, "spiral", 0.15, true)),
            ("max-few-mines", board(50, 50, "random", 0.02, true)),
            ("max-many-mines", board(50, 50, "random", 0.3, false)),
            ("max-played", board(50, 50, "played", 0.1, false)),
            ("one-row", board(1, 50, "random", 0.05, true)),
            ("one-column", board(50, 1, "random", 0.05, false)),
            ("one-cell", board(1, 1, "random", 0.0, true)),
        ]
    }
}
