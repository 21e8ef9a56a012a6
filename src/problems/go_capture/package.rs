//! go-capture's problem package: statement, example, replays at the
//! judge's limits.

use crate::kit::gen::GenOptions;
use crate::kit::package::{Package, Sample};

impl Package for super::GoCapture {
    const TITLE: &'static str = "Go Captures";
    const SOURCE: &'static str = "Luogu P10864 (HBCPC 2024)";
    const SOURCE_URL: Option<&'static str> = Some("https://www.luogu.com.cn/problem/P10864");
    const STATEMENT: &'static str = include_str!("statement.md");
    const SAMPLES: &'static [Sample] = &[Sample {
        name: "capture-and-suicide",
        plain: "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n",
        leetcode: None,
    }];

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let replay = |moves, pattern: &str| GenOptions {
            moves,
            pattern: pattern.into(),
            ..GenOptions::default()
        };
        let max = super::JUDGE_MAX_MOVES;
        vec![
            ("max-random", replay(max, "random")),
            ("max-groups", replay(max, "groups")),
            ("max-local", replay(max, "local")),
            ("near-max-random", replay(max - 1, "random")),
            ("long-groups", replay(100_000, "groups")),
            ("board-filling", replay(361, "random")),
            ("one-move", replay(1, "random")),
        ]
    }
}
