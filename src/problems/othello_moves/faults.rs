//! othello-moves's bad inputs (see [`Faults`]).

use crate::kit::faults::Faults;

impl Faults for super::OthelloMoves {
    const REJECTED: &'static [&'static str] = &["2\n0 1 0 0\n3\n", "2\n0 1\n2 7\n1\n", "3\n0 0\n"];
    const CONSTRAINT_FAULTS: &'static [&'static str] = &["101\n"];
}
