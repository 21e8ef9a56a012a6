//! flip-chess's problem package: statement, examples, inputs at the
//! judge's limits, and a picture of the chain example's best move.

use super::{Best, Options, BLACK, WHITE};
use crate::grid::Grid;
use crate::kit::package::{JudgeTime, Package, Sample};
use crate::kit::picture::{Figure, Mark, Panel, FELT};

impl Package for super::FlipChess {
    const SOURCE: &'static str = "LeetCode LCP 41";
    const SOURCE_URL: Option<&'static str> = Some("https://leetcode.cn/problems/fHi6rV/");
    const STATEMENT: &'static str = include_str!("statement.md");
    const TIME_LIMIT: JudgeTime = JudgeTime::unpublished("assumed, as LeetCode publishes none");
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

    /// The `chain` sample's board with the solver's best move ringed,
    /// and the board after it, each turned stone numbered by the wave
    /// that turned it (1: flanked by the new stone, 2: by a stone of
    /// wave 1, ...).
    fn pictures() -> Vec<(&'static str, Figure)> {
        let sample = Self::SAMPLES
            .iter()
            .find(|s| s.name == "chain")
            // ok: SAMPLES (this file's) holds it; tests/package.rs draws it.
            .expect("the chain sample");
        let mut panels = Vec::new();
        let mut report = |_, g: &Grid, best: Best| {
            // ok: see above.
            let (r, c) = best.cell.expect("the chain sample turns stones");
            let turned = super::waves(g, g.index(r, c));
            let mut before = panel("black's best move", g, &|_| None);
            before.marks.push((r, c, Mark::Ring));
            panels.push(before);
            let wave = |i| turned.iter().find(|t| t.0 == i).map(|t| u64::from(t.1));
            let mut after = panel(&format!("after: {} turned", best.flips), g, &wave);
            after.marks.push((r, c, Mark::Black(None)));
            panels.push(after);
            Ok(())
        };
        sample.replay(|input, sink| {
            let report = Some(&mut report as super::Report);
            super::run_with(&Options::default(), input, sink, &mut super::solve, report)
        });
        vec![(sample.name, Figure { panels })]
    }
}

/// Board `g`, a white stone that `turned` gives a wave for drawn black
/// with that number.
fn panel(title: &str, g: &Grid, turned: &dyn Fn(usize) -> Option<u64>) -> Panel {
    Panel::board(title, g, FELT, |i, cell| match (cell, turned(i)) {
        (WHITE, Some(wave)) => Some(Mark::Black(Some(wave))),
        (WHITE, None) => Some(Mark::White(None)),
        (BLACK, _) => Some(Mark::Black(None)),
        _ => None,
    })
}
