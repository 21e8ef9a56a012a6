//! flip_chess's input as `stress` shrinks it: board cases (see
//! [`Boards`]), a board of string rows and nothing after it.

use crate::cases::{Alphabet, CaseReader, Format, Strings};
use crate::error::Error;
use crate::kit::input::{BoardCase, Boards};
use crate::kit::shrink::{Noun, Shrink};
use crate::out::Out;

impl Shrink for super::FlipChess {
    type Input = Boards<Self>;
}

impl BoardCase for super::FlipChess {
    type Rows = Strings;
    const CELLS: &'static Alphabet = &super::CELLS;
    const BLANK: u8 = b'.';
    const PIECES: Noun = Noun {
        one: "stone",
        many: "stones",
    };
    type Params = ();

    fn read_params(_rd: &mut CaseReader<&[u8]>) -> Result<(), Error> {
        Ok(())
    }

    fn write_params(_params: &(), _format: Format, _out: &mut Out<Vec<u8>>) {}

    fn target(_params: &()) -> Option<(i64, i64)> {
        None
    }

    fn retarget(_params: &(), _cell: (i64, i64)) {}
}
