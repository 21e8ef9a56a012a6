//! minesweeper's input as `stress` shrinks it: board cases (see
//! [`Boards`](crate::kit::input::Boards)) whose clicked cell cuts keep,
//! cleared to `E`.

use crate::cases::{Alphabet, CaseReader, CharArrays, Format};
use crate::error::Error;
use crate::kit::input::{BoardCase, Case};
use crate::out::Out;
use std::io::Write;

/// The parameter after the board: the click.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Click {
    pub row: i64,
    pub col: i64,
}

impl Click {
    /// Writes the click after its board, through its line end (`gen` and
    /// the shrinker write it alike).
    pub fn write(&self, format: Format, out: &mut Out<impl Write>) {
        if format == Format::Plain {
            out.int(self.row);
            out.byte(b' ');
            out.int(self.col);
            out.byte(b'\n');
        } else {
            out.byte(b'[');
            out.int(self.row);
            out.byte(b',');
            out.int(self.col);
            out.bytes(b"]\n");
        }
    }
}

impl BoardCase for super::Minesweeper {
    type Rows = CharArrays;
    const CELLS: &'static Alphabet = &super::CELLS;
    /// Every cell but an unrevealed empty one: mines (`M`, `X`) and
    /// revealed cells (`B`, digits).
    const PIECES: &'static str = "mine or revealed cell";
    type Params = Click;

    fn read_params(rd: &mut CaseReader<&[u8]>) -> Result<Click, Error> {
        let ([row, col], _) = rd.pair("click")?;
        Ok(Click { row, col })
    }

    fn write_params(click: &Click, format: Format, out: &mut Out<Vec<u8>>) {
        click.write(format, out);
    }

    fn target(c: &Click) -> Option<(i64, i64)> {
        Some((c.row, c.col))
    }

    fn retarget(_c: &Click, (row, col): (i64, i64)) -> Click {
        Click { row, col }
    }

    /// The answer is the board, a line per row in plain (a leetcode answer
    /// is a line per case, where this leads to the failing case or one
    /// before it: the hint only orders the candidates).
    fn answer_lines(case: &Case<Click>) -> usize {
        case.rows.len()
    }
}

#[cfg(test)]
mod tests {
    use super::super::Minesweeper;
    use super::*;
    use crate::kit::input::Boards;
    use crate::kit::shrink::Input;

    #[test]
    fn board_cuts_keep_the_target_and_move_it_along() {
        let case = Case {
            rows: vec![b"EEEE".to_vec(), b"EMEE".to_vec(), b"EEEM".to_vec()],
            params: Click { row: 2, col: 3 },
        };
        let input = Boards::<Minesweeper> {
            format: Format::Plain,
            cases: vec![case],
        };
        let w = input.weight();
        let mut cuts = 0;
        for cand in input.candidates(None).map(|c| c()) {
            let c = &cand.cases[0];
            let Click { row, col } = c.params;
            if c.rows.len() * c.rows[0].len() < 12 {
                // Rows or columns cut: the clicked cell is the same cell.
                assert_eq!(c.rows[row as usize][col as usize], b'M', "{c:?}");
                cuts += 1;
            }
            assert!(cand.weight() < w);
        }
        // Rows 0 and 1; columns 0 and 1 together, and 0, 1, 2 alone.
        assert_eq!(cuts, 2 + 4);
    }
}
