//! game-of-life's problem package: statement, examples, inputs at the
//! judge's limits, and a picture of the first example.

use super::Options;
use crate::grid::Grid;
use crate::kit::package::{JudgeTime, Package, Sample};
use crate::kit::picture::{Figure, Mark, Panel, Rgb};
use crate::out::Out;

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
        let mut sink = Out::new(std::io::sink());
        super::run_with(
            &Options::default(),
            s.plain.as_bytes(),
            &mut sink,
            &super::solve,
            Some(&mut report),
        )
        // ok: the sample is this problem's constant, answered in every
        // package the tests write.
        .expect("the sample is answered");
        vec![(s.name, Figure { panels })]
    }
}

/// A board: live cells dark, dead ones light.
fn panel(title: &str, g: &Grid) -> Panel {
    let mut marks = Vec::new();
    for r in 0..g.rows() {
        for c in 0..g.cols() {
            if g.row(r)[c] == b'1' {
                marks.push((r, c, Mark::Fill(LIVE)));
            }
        }
    }
    Panel::cells(title, (g.rows(), g.cols()), DEAD, marks)
}
