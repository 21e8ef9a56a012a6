//! flip-chess's bad inputs (see [`Faults`]).

use crate::kit::faults::Faults;

impl Faults for super::FlipChess {
    const REJECTED: &'static [&'static str] = &[
        "1 x\n",
        "[\"..X\", \".OQ\"]\n",
        "[\"..\"]\n[\"...\",\"..\"]\n",
        "2 2\n..\n",
    ];
    const CONSTRAINT_FAULTS: &'static [&'static str] =
        &["9 1\n.\n.\n.\n.\n.\n.\n.\n.\n.\n", "1 1\nX\n", "1 3\nOXO\n"];
}
