//! Board-case inputs as data: the cases of a board problem parsed into
//! rows of cells and the problem's parameters, so `stress` can shrink a
//! failing input piece by piece, then written back in the same format.
//!
//! A problem whose input is cases of boards implements [`BoardCase`] (how
//! its parameters read and write, which cell they name) and takes
//! [`Boards<Self>`] as its [`Shrink::Input`](crate::kit::shrink::Shrink);
//! reading the board, writing it back and the cuts are the kit's.

use crate::cases::{
    Alphabet, CaseReader, CharArrays, Format, FormatChoice, IntArrays, Shape, Strings,
};
use crate::error::Error;
use crate::out::Out;
use crate::writers::long_row;
use std::fmt::Debug;
use std::io::Write;

/// What a board problem tells the kit about its cases: the board, then
/// parameters of the problem's own.
pub trait BoardCase {
    /// How a leetcode board writes its rows: the shape its cases are read
    /// in, and written in by `gen` and the shrinker ([`write_input_board`]).
    type Rows: Written;
    /// The board's cells.
    const CELLS: &'static Alphabet;
    /// The empty cell: shrinking clears cells to it, and the weight counts
    /// the others. The alphabet's first cell unless the problem says
    /// otherwise.
    const BLANK: u8 = Self::CELLS.example;
    /// What a cell other than [`BLANK`](Self::BLANK) is, as the shrinker's
    /// report counts them (`4x4 with 3 stones`): one of them (`stone`,
    /// `mine or revealed cell`), each alternative taking an `s` for many.
    const PIECES: &'static str;
    /// The parameters after the board (nothing, a target, a click).
    type Params: Clone + Debug + PartialEq;
    /// Reads the parameters after the board of a valid case.
    fn read_params(rd: &mut CaseReader<&[u8]>) -> Result<Self::Params, Error>;
    /// Writes them after the board, in `format`, through the case's line
    /// end, so that [`read_params`](Self::read_params) reads them back.
    fn write_params(params: &Self::Params, format: Format, out: &mut Out<Vec<u8>>);
    /// The cell (row, column) the parameters name, if they name one: cuts
    /// of rows and columns keep it, and move it along.
    fn target(params: &Self::Params) -> Option<(i64, i64)>;
    /// The parameters naming `cell` instead (only called on parameters
    /// that name one).
    fn retarget(params: &Self::Params, cell: (i64, i64)) -> Self::Params;
    /// How many lines the case's answer takes, so an answer line leads
    /// to its case: one unless the problem says otherwise.
    fn answer_lines(_case: &Case<Self::Params>) -> usize {
        1
    }
}

/// `n` of `noun` in words ([`BoardCase::PIECES`]): `1 stone`, `3 stones`,
/// `2 mines or revealed cells`.
pub fn in_words(n: u64, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        _ => {
            let many: Vec<String> = noun.split(" or ").map(|w| format!("{w}s")).collect();
            format!("{n} {}", many.join(" or "))
        }
    }
}

/// The parameters of a [`BoardCase`] whose case is the board alone
/// (`type Params = ()`: nothing to read or write, no target cell), written
/// inside its `impl BoardCase`:
///
/// ```ignore
/// impl BoardCase for super::Surrounded {
///     type Rows = Strings;
///     // CELLS, PIECES ...
///     crate::kit::input::no_params!();
/// }
/// ```
macro_rules! no_params {
    () => {
        type Params = ();

        fn read_params(
            _rd: &mut $crate::cases::CaseReader<&[u8]>,
        ) -> Result<(), $crate::error::Error> {
            Ok(())
        }

        fn write_params(
            _params: &(),
            _format: $crate::cases::Format,
            _out: &mut $crate::out::Out<Vec<u8>>,
        ) {
        }

        fn target(_params: &()) -> Option<(i64, i64)> {
            None
        }

        fn retarget(_params: &(), _cell: (i64, i64)) {}
    };
}

pub(crate) use no_params;

/// One case of a board problem: rows of cells, then the parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case<T> {
    pub rows: Vec<Vec<u8>>,
    pub params: T,
}

/// A whole input of board problem `P`: its cases, in their format.
pub struct Boards<P: BoardCase> {
    pub format: Format,
    pub cases: Vec<Case<P::Params>>,
}

impl<P: BoardCase> Boards<P> {
    /// Parses a valid input.
    pub fn parse(text: &[u8]) -> Result<Self, Error> {
        let mut rd = CaseReader::new(text, FormatChoice::Auto);
        let mut cases = Vec::new();
        while rd.next_case()? {
            let g = rd.board::<P::Rows>("board", P::CELLS)?;
            let rows = (0..g.rows()).map(|r| g.row(r).to_vec()).collect();
            let params = P::read_params(&mut rd)?;
            cases.push(Case { rows, params });
        }
        Ok(Boards {
            format: rd.format(),
            cases,
        })
    }

    /// The input as text, in its own format.
    pub fn write(&self) -> Vec<u8> {
        let mut out = Out::new(Vec::new());
        for case in &self.cases {
            let (n, m) = (case.rows.len(), case.rows[0].len());
            // Writing to a Vec cannot fail.
            let _ = write_input_board::<P>(self.format, n, m, |r, c| case.rows[r][c], &mut out);
            P::write_params(&case.params, self.format, &mut out);
        }
        out.into_inner().unwrap_or_default()
    }
}

/// A row shape's writer: how a leetcode board of that shape writes a row,
/// so that the shape reads it back. A new shape has to say.
pub trait Written: Shape {
    /// Whether the row is an array of cells (`[".","X"]`, `[0,1]`)
    /// rather than one string of them (`"..X"`).
    const ARRAY: bool;
    /// What stands on each side of a cell: a quote, or nothing for bare
    /// cells (a string's cells, an integer's digit).
    const QUOTE: &'static [u8];
}

/// `"..X"`.
impl Written for Strings {
    const ARRAY: bool = false;
    const QUOTE: &'static [u8] = b"";
}

/// `[".","X"]`.
impl Written for CharArrays {
    const ARRAY: bool = true;
    const QUOTE: &'static [u8] = b"\"";
}

/// `[0,1]`.
impl Written for IntArrays {
    const ARRAY: bool = true;
    const QUOTE: &'static [u8] = b"";
}

/// Writes the row of shape `R` whose `m` cells `cell(0..m)` gives,
/// brackets or quotes included. A row of thousands of cells ends output
/// records as it goes ([`long_row`]), so a reader that stops early stops
/// `gen` too.
fn write_row<R: Written>(
    m: usize,
    mut cell: impl FnMut(usize) -> u8,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    let (open, close) = if R::ARRAY { (b'[', b']') } else { (b'"', b'"') };
    out.byte(open);
    for c in 0..m {
        if R::ARRAY && c > 0 {
            out.byte(b',');
        }
        out.bytes(R::QUOTE);
        out.byte(cell(c));
        out.bytes(R::QUOTE);
        long_row(c, out)?;
    }
    out.byte(close);
    Ok(())
}

/// Writes a board of problem `P` as input, in its row shape: leetcode
/// (`["..X", ...]`, `[[".","X"], ...]`, `[[0,1], ...]`) or plain `n m` and
/// rows. `cell(r, c)` gives each cell, so large boards stream without being
/// stored.
pub fn write_input_board<P: BoardCase + ?Sized>(
    format: Format,
    n: usize,
    m: usize,
    mut cell: impl FnMut(usize, usize) -> u8,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    match format {
        Format::Plain => {
            out.uint(n as u64);
            out.byte(b' ');
            out.uint(m as u64);
            out.byte(b'\n');
            for r in 0..n {
                for c in 0..m {
                    out.byte(cell(r, c));
                    long_row(c, out)?;
                }
                out.byte(b'\n');
                out.end_record()?;
            }
        }
        Format::Leetcode => {
            out.byte(b'[');
            for r in 0..n {
                if r > 0 {
                    out.byte(b',');
                }
                write_row::<P::Rows>(m, |c| cell(r, c), out)?;
                out.end_record()?;
            }
            out.bytes(b"]\n");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::in_words;

    /// One, or many with an `s` on each alternative.
    #[test]
    fn pieces_are_counted_in_words() {
        assert_eq!(in_words(1, "stone"), "1 stone");
        assert_eq!(in_words(0, "live cell"), "0 live cells");
        let mines = in_words(3, "mine or revealed cell");
        assert_eq!(mines, "3 mines or revealed cells");
    }
}
