//! game-of-life's bad inputs (see [`Faults`]).

use crate::kit::faults::Faults;

impl Faults for super::GameOfLife {
    const REJECTED: &'static [&'static str] = &[
        "1 x\n",
        "[[0,2]]\n",
        "[[0,1],[1]]\n",
        "[[\"0\"]]\n",
        "2 2\n01\n",
    ];
    const CONSTRAINT_FAULTS: &'static [&'static str] = &[
        "1 26\n00000000000000000000000000\n",
        "[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1]]\n",
    ];
}
