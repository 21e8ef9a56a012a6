//! othello-moves' problem package: statement, examples, boards at the
//! judge's limits.

use crate::kit::gen::GenOptions;
use crate::kit::package::{Package, Sample};

impl Package for super::OthelloMoves {
    const TITLE: &'static str = "Othello Moves";
    const SOURCE: &'static str = "Huawei OD";
    const SOURCE_URL: Option<&'static str> = None;
    const STATEMENT: &'static str = include_str!("statement.md");
    const SAMPLES: &'static [Sample] = &[
        Sample {
            name: "start-player-1",
            plain: "8\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 1 2 0 0 0\n0 0 0 2 1 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n1\n",
            leetcode: None,
        },
        Sample {
            name: "start-player-2",
            plain: "8\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 1 2 0 0 0\n0 0 0 2 1 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n2\n",
            leetcode: None,
        },
        Sample {
            name: "one-empty-cell",
            plain: "1\n0\n1\n",
            leetcode: None,
        },
    ];

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |n, pattern: &str, player, empty, black, white| GenOptions {
            n,
            pattern: pattern.into(),
            player: Some(player),
            empty,
            black,
            white,
            ..GenOptions::default()
        };
        let max = super::JUDGE_MAX_N;
        vec![
            ("max-runs-1", board(max, "runs", 1, 1.0, 1.0, 1.0)),
            ("max-runs-2", board(max, "runs", 2, 1.0, 1.0, 1.0)),
            ("max-random-1", board(max, "random", 1, 1.0, 1.0, 1.0)),
            ("max-random-2", board(max, "random", 2, 1.0, 1.0, 1.0)),
            ("max-sparse", board(max, "random", 1, 20.0, 1.0, 1.0)),
            ("max-full", board(max, "random", 2, 0.0, 1.0, 1.0)),
            ("max-empty", board(max, "random", 1, 1.0, 0.0, 0.0)),
            ("near-max-runs", board(max - 1, "runs", 1, 1.0, 1.0, 1.0)),
            ("one-stone", board(1, "random", 2, 0.0, 1.0, 0.0)),
            ("two-by-two", board(2, "random", 1, 1.0, 1.0, 1.0)),
        ]
    }
}
