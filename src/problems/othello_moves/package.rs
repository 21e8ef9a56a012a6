//! othello-moves' problem package: statement, examples, boards at the
//! judge's limits, and a picture of the first example's legal moves.

use super::Options;
use crate::kit::package::{JudgeTime, Package, Sample};
use crate::kit::picture::{Figure, Mark, Panel, FELT};

impl Package for super::OthelloMoves {
    const SOURCE: &'static str = "Huawei OD";
    const SOURCE_URL: Option<&'static str> = None;
    const STATEMENT: &'static str = include_str!("statement.md");
    const TIME_LIMIT: JudgeTime = JudgeTime::unpublished("assumed, as Huawei OD publishes none");
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

    /// The first sample's board, player 1 black and player 2 white, with
    /// a dot on each legal move of the player to move (the solver's).
    fn pictures() -> Vec<(&'static str, Figure)> {
        let input = Self::SAMPLES[0].plain.as_bytes();
        // ok: the sample is this problem's constant, parsed in every test package.
        let pos = super::parse(&Options::default(), input).expect("the sample parses");
        let legal = super::legal_moves(&pos);
        let mut marks = Vec::new();
        for r in 0..pos.n {
            for c in 0..pos.n {
                let bit = legal[r * pos.words + c / 64] >> (c % 64) & 1 == 1;
                match pos.cell(r, c) {
                    1 => marks.push((r, c, Mark::Black(None))),
                    2 => marks.push((r, c, Mark::White(None))),
                    _ if bit => marks.push((r, c, Mark::Dot)),
                    _ => {}
                }
            }
        }
        let colour = if pos.player == 1 { "black" } else { "white" };
        let title = format!("player {} ({colour}) to move", pos.player);
        let panel = Panel::cells(&title, (pos.n, pos.n), FELT, marks);
        vec![(
            "sample",
            Figure {
                panels: vec![panel],
            },
        )]
    }
}
