//! minesweeper's bad inputs (see [`Faults`]).

use crate::kit::faults::Faults;

impl Faults for super::Minesweeper {
    const REJECTED: &'static [&'static str] = &[
        "1 x\n",
        "2 2\nEE\nEM\n0 2\n",
        "[[\"E\"]], [1, 0]\n",
        "[[\"E\",\"Q\"]], [0, 0]\n",
        "1 1\nE\n0\n",
    ];
    const CONSTRAINT_FAULTS: &'static [&'static str] =
        &["1 1\nX\n0 0\n", "1 2\nEB\n0 1\n", "[[\"X\"]]\n[0,0]\n"];
}
