//! game-of-life's problem package: statement, examples, inputs at the
//! judge's limits, and a picture of the first example.

use super::Options;
use crate::grid::Grid;
use crate::kit::package::{JudgeTime, Package, Sample};
use crate::kit::picture::{Figure, Mark, Panel, Rgb};

/// Live cells.
const LIVE: Rgb = Rgb(40, 40, 40);
/// Dead cells.
const DEAD: Rgb = Rgb(238, 238, 238);

impl Package for super::GameOfLife {
    const TIME_LIMIT: JudgeTime = JudgeTime::unpublished("assumed, as LeetCode publishes none");
    const SOURCE: &'static str = "LeetCode 289";
    const SOURCE_URL: Option<&'static str> = Some("https://leetcode.com/problems/game-of-life/");
    const STATEMENT: &'static str = include_str!("statement.md");
    const SAMPLES: &'static [Sample] = &[
        Sample {
            name: "example",
            plain: "4 3\n010\n001\n111\n000\n",
            leetcode: Some("[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]\n"),
        },
        Sample {
            name: "square",
            plain: "2 2\n11\n10\n",
            leetcode: Some("[[1,1],[1,0]]\n"),
        },
    ];

    /// The first sample now and one generation later.
    fn pictures() -> Vec<(&'static str, Figure)> {
        let s = &Self::SAMPLES[0];
        let mut panels = Vec::new();
        let mut report = |_, before: &Grid, after: &Grid| {
            panels.push(panel("now", before));
            panels.push(panel("one generation later", after));
            Ok(())
        };
        s.replay(|input, sink| {
            let report = Some(&mut report as super::Report);
            super::run_with(&Options::default(), input, sink, &super::solve, report)
        });
        vec![(s.name, Figure { panels })]
    }
}

/// A board: live cells dark, dead ones light.
fn panel(title: &str, g: &Grid) -> Panel {
    Panel::board(title, g, DEAD, |_, cell| {
        (cell == b'1').then_some(Mark::Fill(LIVE))
    })
}
