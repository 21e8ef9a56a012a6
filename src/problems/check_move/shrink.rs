//! check_move's input as `stress` shrinks it: board cases (see
//! [`Boards`](crate::kit::input::Boards)) whose target cell cuts keep.

use crate::cases::{Alphabet, CaseReader, CharArrays, Format};
use crate::error::Error;
use crate::kit::input::BoardCase;
use crate::out::Out;
use std::io::Write;

/// The parameters after the board: the target cell and the colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub row: i64,
    pub col: i64,
    pub color: u8,
}

impl Move {
    /// Writes the move after its board, through its line end (`gen` and
    /// the shrinker write it alike): `r c color` in plain, one value a
    /// line in leetcode.
    pub fn write(&self, format: Format, out: &mut Out<impl Write>) {
        let sep = if format == Format::Plain { b' ' } else { b'\n' };
        out.int(self.row);
        out.byte(sep);
        out.int(self.col);
        out.byte(sep);
        if format == Format::Plain {
            out.bytes(&[self.color, b'\n']);
        } else {
            out.bytes(&[b'"', self.color, b'"', b'\n']);
        }
    }
}

impl BoardCase for super::CheckMove {
    type Rows = CharArrays;
    const CELLS: &'static Alphabet = &super::CELLS;
    const PIECES: &'static str = "stone";
    type Params = Move;

    fn read_params(rd: &mut CaseReader<&[u8]>) -> Result<Move, Error> {
        let (row, _) = rd.int("rMove")?;
        let (col, _) = rd.int("cMove")?;
        let color = rd.char_param(b"BW", "color, \"B\" or \"W\"")?;
        Ok(Move { row, col, color })
    }

    fn write_params(m: &Move, format: Format, out: &mut Out<Vec<u8>>) {
        m.write(format, out);
    }

    fn target(m: &Move) -> Option<(i64, i64)> {
        Some((m.row, m.col))
    }

    fn retarget(m: &Move, (row, col): (i64, i64)) -> Move {
        Move { row, col, ..*m }
    }
}
