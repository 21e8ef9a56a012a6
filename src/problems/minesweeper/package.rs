//! minesweeper's problem package: statement, examples, inputs at the
//! judge's limits, and pictures of the examples' clicks.

use super::Options;
use crate::grid::Grid;
use crate::kit::package::{JudgeTime, Package, Sample};
use crate::kit::picture::{Figure, Mark, Panel, Rgb, RED};

/// Unrevealed cells.
const RAISED: Rgb = Rgb(189, 189, 189);
/// Revealed cells.
const OPEN: Rgb = Rgb(238, 238, 238);

impl Package for super::Minesweeper {
    const SOURCE: &'static str = "LeetCode 529";
    const SOURCE_URL: Option<&'static str> = Some("https://leetcode.com/problems/minesweeper/");
    const STATEMENT: &'static str = include_str!("statement.md");
    const TIME_LIMIT: JudgeTime = JudgeTime::unpublished("assumed, as LeetCode publishes none");
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

    /// Each sample's board before the click (the click ringed) and after
    /// it (the solver's answer), by the sample's name.
    fn pictures() -> Vec<(&'static str, Figure)> {
        Self::SAMPLES
            .iter()
            .map(|s| {
                let mut panels = Vec::new();
                let mut report = |_, before: &Grid, after: &Grid, (r, c)| {
                    let mut first = panel("before the click", before);
                    first.marks.push((r, c, Mark::Ring));
                    panels.push(first);
                    panels.push(panel("after", after));
                    Ok(())
                };
                s.replay(|input, sink| {
                    let report = Some(&mut report as super::Report);
                    super::run_with(&Options::default(), input, sink, &super::solve, report)
                });
                (s.name, Figure { panels })
            })
            .collect()
    }
}

/// A board as the player sees it, with its mines: unrevealed cells
/// raised (a mine on those that hold one), revealed ones flat with their
/// number, a revealed mine red.
fn panel(title: &str, g: &Grid) -> Panel {
    Panel::board(title, g, OPEN, |_, cell| {
        let cell = super::show(cell);
        let fill = match cell {
            b'E' | b'M' => RAISED,
            b'X' => RED,
            _ => OPEN,
        };
        let sign = match cell {
            b'M' | b'X' => Some(Mark::Mine),
            b'1'..=b'8' => Some(Mark::Number(u64::from(cell - b'0'))),
            _ => None,
        };
        std::iter::once(Mark::Fill(fill)).chain(sign)
    })
}
