//! check_move's input as `stress` shrinks it: board cases (see
//! [`Boards`]) whose target cell cuts keep.

use crate::cases::{Alphabet, CaseReader, CharArrays, Format};
use crate::error::Error;
use crate::kit::input::{BoardCase, Boards};
use crate::kit::shrink::Shrink;
use crate::out::Out;

impl Shrink for super::CheckMove {
    type Input = Boards<Self>;
}

/// The parameters after the board: the target cell and the colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub row: i64,
    pub col: i64,
    pub color: u8,
}

impl BoardCase for super::CheckMove {
    type Rows = CharArrays;
    const CELLS: &'static Alphabet = &super::CELLS;
    const BLANK: u8 = b'.';
    type Params = Move;

    fn read_params(rd: &mut CaseReader<&[u8]>) -> Result<Move, Error> {
        let (row, _) = rd.int("rMove")?;
        let (col, _) = rd.int("cMove")?;
        let color = rd.char_param(b"BW", "color, \"B\" or \"W\"")?;
        Ok(Move { row, col, color })
    }

    fn write_params(&Move { row, col, color }: &Move, format: Format, out: &mut Out<Vec<u8>>) {
        let sep = if format == Format::Plain { b' ' } else { b'\n' };
        out.int(row);
        out.byte(sep);
        out.int(col);
        out.byte(sep);
        if format == Format::Plain {
            out.bytes(&[color, b'\n']);
        } else {
            out.bytes(&[b'"', color, b'"', b'\n']);
        }
    }

    fn target(m: &Move) -> Option<(i64, i64)> {
        Some((m.row, m.col))
    }

    fn retarget(m: &Move, (row, col): (i64, i64)) -> Move {
        Move { row, col, ..*m }
    }
}
