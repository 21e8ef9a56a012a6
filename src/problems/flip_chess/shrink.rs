//! flip_chess's input as `stress` shrinks it: board cases (see
//! [`Boards`](crate::kit::input::Boards)), a board of string rows and
//! nothing after it.

use crate::cases::{Alphabet, Strings};
use crate::kit::input::{no_params, BoardCase};

impl BoardCase for super::FlipChess {
    type Rows = Strings;
    const CELLS: &'static Alphabet = &super::CELLS;
    const PIECES: &'static str = "stone";
    no_params!();
}
