//! go-capture's problem package: statement, example, replays at the
//! judge's limits, and a picture of the example's captures.

use super::{OneThread, Options, Played, BLACK, WHITE};
use crate::kit::package::{JudgeTime, Package, Sample};
use crate::kit::picture::{Figure, Mark, Panel, Rgb, Ruling};
use std::time::Duration;

/// The board's wood.
const WOOD: Rgb = Rgb(220, 179, 92);

impl Package for super::GoCapture {
    const SOURCE: &'static str = "Luogu P10864 (HBCPC 2024)";
    const SOURCE_URL: Option<&'static str> = Some("https://www.luogu.com.cn/problem/P10864");
    const STATEMENT: &'static str = include_str!("statement.md");
    const TIME_LIMIT: JudgeTime = JudgeTime {
        time: Duration::from_secs(4),
        source: "as Luogu P10864's page states it",
    };
    const SAMPLES: &'static [Sample] = &[Sample {
        name: "capture-and-suicide",
        plain: "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n",
        leetcode: None,
    }];

    /// The sample replayed: for each move that removes stones, the
    /// corner of the board it plays in after the move, each stone
    /// numbered by the move that placed it, the move ringed and the
    /// removed stones crossed.
    fn pictures() -> Vec<(&'static str, Figure)> {
        // Every stone on the board by the move that placed it, and the
        // panels of the moves that removed stones.
        let mut placed = std::collections::HashMap::new();
        let mut panels = Vec::new();
        let mut report = |m: &Played| {
            placed.insert(m.point, m.index);
            if m.removed != [0, 0] {
                let g = m.board;
                let mut marks = Vec::new();
                for r in 0..g.rows() {
                    for c in 0..g.cols() {
                        let number = placed.get(&g.index(r, c)).copied();
                        match g.row(r)[c] {
                            BLACK => marks.push((r, c, Mark::Black(number))),
                            WHITE => marks.push((r, c, Mark::White(number))),
                            _ => {}
                        }
                    }
                }
                marks.extend(m.gone.iter().map(|&p| {
                    let (r, c) = g.coords(p as usize);
                    (r, c, Mark::Removed)
                }));
                let (r, c) = g.coords(m.point);
                marks.push((r, c, Mark::Ring));
                panels.push((m.index, marks));
            }
            Ok(())
        };
        Self::SAMPLES[0].replay(|input, sink| {
            super::run_with(
                &Options::default(),
                input,
                sink,
                OneThread(Some(&mut report)),
            )
        });
        // The window: every point any panel marks, and one more line on
        // each side, within the board.
        let side = super::JUDGE_SIZE;
        let touched = panels.iter().flat_map(|(_, marks)| marks.iter());
        let (rows, cols): (Vec<usize>, Vec<usize>) = touched.map(|(r, c, _)| (*r, *c)).unzip();
        let span = |v: &[usize]| {
            let lo = v.iter().min().map_or(0, |&x| x.saturating_sub(1));
            let hi = v.iter().max().map_or(0, |&x| (x + 1).min(side - 1));
            (lo, hi)
        };
        let ((r0, r1), (c0, c1)) = (span(&rows), span(&cols));
        let panels = panels
            .into_iter()
            .map(|(index, marks)| Panel {
                title: format!("after move {index}"),
                rows: r1 - r0 + 1,
                cols: c1 - c0 + 1,
                first: (r0 as u64 + 1, c0 as u64 + 1),
                ruling: Ruling::Points {
                    top: r0 == 0,
                    bottom: r1 == side - 1,
                    left: c0 == 0,
                    right: c1 == side - 1,
                },
                background: WOOD,
                marks: marks
                    .into_iter()
                    .map(|(r, c, m)| (r - r0, c - c0, m))
                    .collect(),
            })
            .collect();
        vec![("sample", Figure { panels })]
    }
}
