//! othello_moves for `gen` and `stress`'s mix.

impl crate::kit::gen::Generate for super::OthelloMoves {}
