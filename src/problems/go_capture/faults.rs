//! go-capture's bad inputs (see [`Faults`]).

use crate::kit::faults::Faults;

impl Faults for super::GoCapture {
    const REJECTED: &'static [&'static str] = &[
        "1 x\n",
        "3\n1 1\n2 2\n1 1\n",
        "2\n1 1\n20 3\n",
        "2\n1 1\n",
        "1\n1 x\n",
    ];
    const CONSTRAINT_FAULTS: &'static [&'static str] =
        &["0\n", "1\n0 1\n", "1\n20 1\n", "2\n1 1\n1 1\n"];
}
