//! othello_moves's answers as `check` reads them: the legal moves.

use crate::kit::check::{Answer, Grammar};

impl Answer for super::OthelloMoves {
    const GRAMMAR: Grammar = Grammar::Moves;
}
