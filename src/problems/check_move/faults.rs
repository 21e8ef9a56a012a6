//! check-move's bad inputs (see [`Faults`]).

use crate::kit::faults::Faults;

impl Faults for super::CheckMove {
    const REJECTED: &'static [&'static str] = &[
        "1 x\n",
        "[[\".\",\"W\"]], 0, 5, \"B\"\n",
        "[[\".\",\"W\"],[\"B\"]], 0, 0, \"B\"\n",
        "1 2\n.W\n-1 0 B\n",
        "1 2\n.W\n0 0 X\n",
    ];
    const CONSTRAINT_FAULTS: &'static [&'static str] = &[
        "1 2\n.W\n0 0 B\n",
        "8 8\n........\n........\n........\n........\n........\n........\n........\nB.......\n7 0 W\n",
    ];
}
