//! The input formats of the LeetCode board problems (leetcode and plain):
//! one reader for both, and the answer writers.
//!
//! **leetcode**: each parameter a JSON value as in LeetCode's testcase
//! box, maybe after `name =` or `name:` and before a comma; strings in
//! `"double"` or `'single'` quotes, with JSON escapes; a one-character
//! parameter may be bare (`B`). **plain**: `n m`, n rows of m cells, then
//! the other parameters as tokens. Cases follow one another to the end.
//!
//! Boards stream into a [`GridBuilder`], a row count is never trusted for
//! an allocation, and nothing recurses (`[[[[...` is an "expected" error).
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::error::{Error, Pos};
use crate::grid::{Grid, GridBuilder};
use crate::scan::{describe, is_ws, utf8_char, Scanner};
use std::io::Read;

/// An input format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Leetcode,
    Plain,
}

/// The `--format` choice: a format, or the first non-blank character
/// decides (a digit means plain).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FormatChoice {
    #[default]
    Auto,
    Leetcode,
    Plain,
}

/// A board problem's switches: every such problem reads its cases this
/// one way.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    pub format: FormatChoice,
    /// Enforce the judge's constraints (and guarantee, where it has one).
    pub strict: bool,
}

/// How a leetcode board writes its rows. A problem has one shape, and its
/// judge's program (`boardsolve emit`) one row reader.
pub trait Shape {
    /// The first byte of a row.
    const OPEN: u8;
    /// The row written compactly at `w[i]`: its cells pushed to `row`, and
    /// the index past it (else `None`; the caller drops what was pushed).
    fn compact(w: &[u8], i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> Option<usize>;
    /// Reads a row into the one `b` has begun.
    fn row<R: Read>(
        rd: &mut CaseReader<R>,
        b: &mut GridBuilder,
        cells: &Alphabet,
    ) -> Result<(), Error>;
}

/// Rows as strings: `["..X", "O.."]` (flip-chess).
pub struct Strings;

impl Shape for Strings {
    const OPEN: u8 = b'"';

    #[inline]
    fn compact(w: &[u8], i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> Option<usize> {
        let rest = w.get(i + 1..).filter(|_| w[i] == b'"')?;
        let k = rest.iter().position(|&c| !cells.allowed[c as usize])?;
        row.extend_from_slice(&rest[..k]);
        (rest[k] == b'"').then_some(i + k + 2)
    }

    fn row<R: Read>(
        rd: &mut CaseReader<R>,
        b: &mut GridBuilder,
        cells: &Alphabet,
    ) -> Result<(), Error> {
        let quote = match rd.sc.skip_ws()? {
            Some(q @ (b'"' | b'\'')) => q,
            _ => return Err(rd.sc.expected("a row string like \"..X.\"", true)),
        };
        rd.sc.pin(OPEN_PIN);
        rd.sc.advance(1);
        // One cell past the first row's width, to catch a longer row.
        let limit = b.cols().map_or(usize::MAX, |c| c + 1);
        loop {
            let room = limit - b.row_len();
            rd.sc.take_while_into(&cells.allowed, b.cells(), room)?;
            if b.row_len() >= limit {
                return Err(rd.ragged(b.rows(), b.row_len(), limit - 1));
            }
            match rd.string_byte()? {
                q if q == quote => {
                    rd.sc.advance(1);
                    return Ok(());
                }
                b'\\' => {
                    let at = rd.sc.offset();
                    let c = rd.escape()?;
                    b.cells().push(rd.cell(c, at, cells)?);
                }
                b'\n' | b'\r' => return Err(rd.open_at_line_end(quote)),
                _ => {
                    return Err(rd
                        .sc
                        .expected(format_args!("a cell {}", cells.describe), false))
                }
            }
        }
    }
}

/// Rows as arrays of one-character strings: `[[".","B"],...]`.
pub struct CharArrays;

impl Shape for CharArrays {
    const OPEN: u8 = b'[';

    #[inline]
    fn compact(w: &[u8], i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> Option<usize> {
        if w.get(i) != Some(&b'[') {
            return None;
        }
        match cell_run(w, i + 1, row, cells) {
            (j, true) => Some(j),
            _ => None,
        }
    }

    fn row<R: Read>(
        rd: &mut CaseReader<R>,
        b: &mut GridBuilder,
        cells: &Alphabet,
    ) -> Result<(), Error> {
        if rd.sc.skip_ws()? != Some(b'[') {
            return Err(rd.sc.expected("a row like [\".\",\"B\"]", true));
        }
        rd.sc.pin(OPEN_PIN);
        rd.sc.advance(1);
        if rd.sc.skip_ws()? == Some(b']') {
            rd.sc.advance(1);
            return Ok(());
        }
        // One cell past the first row's width, to catch a longer row.
        let limit = b.cols().map_or(usize::MAX, |c| c + 1);
        loop {
            let (i, closed) = cell_run(rd.sc.window(), 0, b.cells(), cells);
            rd.sc.advance(i);
            if b.row_len() >= limit {
                return Err(rd.ragged(b.rows(), b.row_len(), limit - 1));
            }
            if closed {
                return Ok(());
            }
            // Anything else, a cell at a time: other whitespace, escapes, a
            // trailing comma (`"c", ]`), the window's end, every error.
            if i > 0 && rd.sc.skip_ws()? == Some(b']') {
                rd.sc.advance(1);
                return Ok(());
            }
            let example = char::from(cells.example);
            let (c, at) = rd.char_string(&|| format!("a cell string like \"{example}\""))?;
            b.cells().push(rd.cell(c, at, cells)?);
            if b.row_len() >= limit {
                return Err(rd.ragged(b.rows(), b.row_len(), limit - 1));
            }
            if !rd.list_next("a row")? {
                return Ok(());
            }
        }
    }
}

/// Rows as arrays of bare integers: `[[0,1],[1,0]]` (LeetCode's `int[][]`),
/// each cell an integer whose one digit is a cell byte.
pub struct IntArrays;

impl Shape for IntArrays {
    const OPEN: u8 = b'[';

    #[inline]
    fn compact(w: &[u8], i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> Option<usize> {
        if w.get(i) != Some(&b'[') {
            return None;
        }
        let mut i = i + 1;
        loop {
            let (c, sep) = (*w.get(i)?, *w.get(i + 1)?);
            if !cells.allowed[c as usize] || !(sep == b',' || sep == b']') {
                return None;
            }
            row.push(c);
            i += 2;
            if sep == b']' {
                return Some(i);
            }
        }
    }

    fn row<R: Read>(
        rd: &mut CaseReader<R>,
        b: &mut GridBuilder,
        cells: &Alphabet,
    ) -> Result<(), Error> {
        if rd.sc.skip_ws()? != Some(b'[') {
            let example = char::from(cells.example);
            return Err(rd
                .sc
                .expected(format_args!("a row like [{example},{example}]"), true));
        }
        rd.sc.pin(OPEN_PIN);
        rd.sc.advance(1);
        if rd.sc.skip_ws()? == Some(b']') {
            rd.sc.advance(1);
            return Ok(());
        }
        // One cell past the first row's width, to catch a longer row.
        let limit = b.cols().map_or(usize::MAX, |c| c + 1);
        let what = format!("a cell {}", cells.describe);
        loop {
            // A quoted `"0"` is a string, not a cell.
            if !matches!(rd.sc.skip_ws()?, Some(b'0'..=b'9' | b'-')) {
                return Err(rd.sc.expected(&what, false));
            }
            let (v, at) = rd.signed(&what, "")?;
            let digit = u32::try_from(v).ok().and_then(|v| char::from_digit(v, 10));
            match digit {
                Some(c) => b.cells().push(rd.cell(c, at, cells)?),
                None => return Err(rd.err_at(at, format!("expected {what}, found {v}"))),
            }
            if b.row_len() >= limit {
                return Err(rd.ragged(b.rows(), b.row_len(), limit - 1));
            }
            if !rd.list_next("a row")? {
                return Ok(());
            }
        }
    }
}

/// The cells a problem allows.
pub struct Alphabet {
    /// `allowed[b]`: `b` is a cell.
    pub allowed: [bool; 256],
    /// For messages: `'.', 'O' or 'X'`.
    pub describe: &'static str,
    /// The cell a hint shows (the first one given).
    pub example: u8,
}

impl Alphabet {
    /// An alphabet of the given cell bytes (not empty).
    pub const fn new(cells: &[u8], describe: &'static str) -> Alphabet {
        let mut allowed = [false; 256];
        let mut i = 0;
        while i < cells.len() {
            allowed[cells[i] as usize] = true;
            i += 1;
        }
        Alphabet {
            allowed,
            describe,
            example: cells[0],
        }
    }
}

/// A description for a message, built only if an error needs it.
type Desc<'a> = &'a dyn Fn() -> String;

/// Pin slots: the case's start, and the bracket or string open last.
const CASE_PIN: usize = 0;
const OPEN_PIN: usize = 1;

/// The longest parameter name.
const MAX_NAME: usize = 64;

/// The bytes of a parameter name.
static NAME: Alphabet = Alphabet::new(
    b"_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "",
);

/// Reads the cases of a board problem, parameter by parameter.
pub struct CaseReader<R> {
    sc: Scanner<R>,
    choice: FormatChoice,
    /// Decided at the first case.
    format: Format,
    /// The current case's number.
    case: u64,
    /// A finished case's board, whose storage the next one takes.
    spare: Option<Grid>,
}

impl<R: Read> CaseReader<R> {
    pub fn new(input: R, choice: FormatChoice) -> CaseReader<R> {
        CaseReader {
            sc: Scanner::new(input),
            choice,
            format: Format::Plain,
            case: 0,
            spare: None,
        }
    }

    /// The input's format (once the first case has started).
    pub fn format(&self) -> Format {
        self.format
    }

    /// Starts the next case; false at the end of the input.
    pub fn next_case(&mut self) -> Result<bool, Error> {
        let first = match (self.sc.skip_ws()?, self.case) {
            (Some(first), _) => first,
            (None, 0) if self.choice == FormatChoice::Plain => {
                return Err(self.sc.expected("the row count n", true))
            }
            (None, 0) => return Err(self.sc.expected("a case (a board)", true)),
            (None, _) => return Ok(false),
        };
        if self.case == 0 {
            self.format = match self.choice {
                FormatChoice::Leetcode => Format::Leetcode,
                FormatChoice::Auto if !first.is_ascii_digit() => Format::Leetcode,
                _ => Format::Plain,
            };
        }
        self.case += 1;
        self.sc.pin(CASE_PIN);
        Ok(true)
    }

    /// Hands a finished board back, for the next case's storage.
    pub fn recycle(&mut self, g: Grid) {
        self.spare = Some(g);
    }

    /// Where the current case starts (for errors about the whole board).
    pub fn case_pos(&self) -> Pos {
        self.sc.pinned(CASE_PIN)
    }

    /// An error at offset `at`, read earlier in this case (see
    /// [`Scanner::err_at`]).
    pub fn err_at(&self, at: u64, msg: impl Into<String>) -> Error {
        self.sc.err_at(at, msg)
    }

    /// An optional `name =` or `name:` label. A name without `=` comes
    /// back with its offset (a bare value, or a mistake).
    fn label(&mut self) -> Result<Option<(Vec<u8>, u64)>, Error> {
        if !matches!(self.sc.skip_ws()?, Some(b) if b.is_ascii_alphabetic() || b == b'_') {
            return Ok(None);
        }
        let (at, mut name) = (self.sc.offset(), Vec::new());
        self.sc
            .take_while_into(&NAME.allowed, &mut name, MAX_NAME + 1)?;
        if name.len() > MAX_NAME {
            let msg = format!("expected a parameter name of at most {MAX_NAME} characters");
            return Err(self.sc.err_at(at, msg));
        }
        if matches!(self.sc.skip_ws()?, Some(b'=' | b':')) {
            self.sc.advance(1);
            return Ok(None);
        }
        Ok(Some((name, at)))
    }

    /// An optional label before a parameter that cannot be bare.
    fn label_only(&mut self, what: Desc) -> Result<(), Error> {
        let (name, at) = match self.label()? {
            Some(bare) => bare,
            None => return Ok(()),
        };
        let name = String::from_utf8_lossy(&name);
        // A name followed by a value is a label missing its '='.
        if let Some(b'[' | b'"' | b'\'' | b'-' | b'0'..=b'9') = self.sc.peek()? {
            let what = format!("'=' or ':' after the parameter name {name}");
            return Err(self.sc.expected(what, false));
        }
        let msg = format!("expected {}, found \"{name}\"", what());
        Err(self.sc.err_at(at, msg))
    }

    /// Skips the comma after a leetcode parameter, if there is one.
    fn end_param(&mut self) -> Result<(), Error> {
        if self.sc.skip_ws()? == Some(b',') {
            self.sc.advance(1);
        }
        Ok(())
    }

    /// Expects byte `b` after optional whitespace.
    fn expect_byte(&mut self, b: u8, what: Desc) -> Result<(), Error> {
        if self.sc.skip_ws()? != Some(b) {
            return Err(self.sc.expected(what(), true));
        }
        self.sc.advance(1);
        Ok(())
    }

    /// The board parameter `name`; in leetcode format, rows of shape `S`.
    pub fn board<S: Shape>(&mut self, name: &str, cells: &Alphabet) -> Result<Grid, Error> {
        let spare = self.spare.take();
        let mut b = spare.map_or_else(GridBuilder::new, GridBuilder::reusing);
        let next = self.case > 1;
        if self.format == Format::Plain {
            // After the last case, anything but a new case is garbage.
            let n = match next {
                true => self.side("the next case's row count n or end of input", 'n')?,
                false => self.side("the row count n", 'n')?,
            };
            let m = self.side("the column count m", 'm')?;
            return self.plain_rows(b, n, m, cells);
        }
        let what = || match next {
            true => format!("the next case's {name} (a '[') or end of input"),
            false => format!("{name} (a '[')"),
        };
        self.label_only(&what)?;
        if self.sc.skip_ws()? != Some(b'[') {
            return Err(self.sc.expected(what(), true));
        }
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        if self.sc.skip_ws()? == Some(b']') {
            let msg = "the board is empty: expected at least one row";
            return Err(self.sc.err_here(msg));
        }
        loop {
            let taken = self.compact_rows::<S>(&mut b, cells);
            if taken.is_none() {
                let r = b.rows();
                b.begin_row();
                S::row(self, &mut b, cells)?;
                if b.row_len() == 0 {
                    return Err(self.sc.err_here(format!("row {r} is empty")));
                }
                if let Err(len) = b.end_row() {
                    return Err(self.ragged(r, len, b.cols().unwrap_or(0)));
                }
            }
            if taken == Some(true) || !self.list_next("the board")? {
                self.end_param()?;
                return Ok(b.finish());
            }
        }
    }

    /// A leetcode board of at most 8 rows of at most 8 cells, written
    /// compactly at the case's start (`["..X","O.."]`: no spaces, double
    /// quotes, no escapes), as an 8x8 frame: row r's cells at `8 * r`, 0
    /// elsewhere. The reader is left where [`CaseReader::board`] leaves
    /// it; `None` (nothing read) for any other text, for `board` to read.
    pub fn small_board(&mut self, cells: &Alphabet) -> Result<Option<[u8; 64]>, Error> {
        #[cfg(test)]
        if tests::GENERAL_ONLY.get() {
            return Ok(None);
        }
        let w = self.sc.window();
        if self.format != Format::Leetcode || w.first() != Some(&b'[') {
            return Ok(None);
        }
        let (mut f, mut rows, mut cols, mut i) = ([0u8; 64], 0, 0, 1);
        let mut last;
        loop {
            // A row with what ends it: `"`, cells, `"`, then `,"` or `]`.
            let row = match w.get(i..i + 12) {
                Some(row) if row[0] == b'"' && rows < 8 => row,
                _ => return Ok(None),
            };
            let len = row[1..10]
                .iter()
                .position(|&b| !cells.allowed[usize::from(b)])
                .unwrap_or(9);
            if len == 0 || len > 8 || row[len + 1] != b'"' || (rows > 0 && len != cols) {
                return Ok(None);
            }
            // Eight bytes at once, those past the row cleared.
            let mut a = [0u8; 8];
            a.copy_from_slice(&row[1..9]);
            let x = u64::from_le_bytes(a) & (!0 >> (64 - 8 * len));
            f[8 * rows..8 * rows + 8].copy_from_slice(&x.to_le_bytes());
            (last, rows, cols) = (i, rows + 1, len);
            i += len + 2;
            match row[len + 2] {
                b',' => i += 1,
                b']' => break,
                _ => return Ok(None),
            }
        }
        // The pin at the last row, as the general path leaves it.
        self.sc.advance(last);
        self.sc.pin(OPEN_PIN);
        self.sc.advance(i + 1 - last);
        self.end_param()?;
        #[cfg(test)]
        tests::SMALL_TAKEN.set(tests::SMALL_TAKEN.get() + 1);
        Ok(Some(f))
    }

    /// A side of a plain board, `n` or `m`: at least 1.
    fn side(&mut self, what: &str, letter: char) -> Result<u64, Error> {
        self.sc.skip_ws()?;
        let at = self.sc.offset();
        match self.sc.next_uint(what)? {
            Some(0) => {
                let msg = format!("the board is empty: {letter} must be at least 1");
                Err(self.sc.err_at(at, msg))
            }
            Some(v) => Ok(v),
            None => Err(self.sc.expected(what, true)),
        }
    }

    /// The n rows of m cells of a plain board.
    fn plain_rows(
        &mut self,
        mut b: GridBuilder,
        n: u64,
        m: u64,
        cells: &Alphabet,
    ) -> Result<Grid, Error> {
        // A row is read one cell past m at most.
        let limit = usize::try_from(m).unwrap_or(usize::MAX).saturating_add(1);
        for r in 0..n {
            if self.sc.skip_ws()?.is_none() {
                let rows = if n == 1 { "row" } else { "rows" };
                let msg = format!("input ends after {r} of the {n} {rows} of the {n}x{m} board");
                return Err(self.sc.err_here(msg));
            }
            b.begin_row();
            let len = self.sc.take_while_into(&cells.allowed, b.cells(), limit)? as u64;
            let next = self.sc.peek()?;
            if len <= m && matches!(next, Some(c) if !is_ws(c)) {
                let what = format!("a cell {}", cells.describe);
                return Err(self.sc.expected(what, false));
            }
            if len != m {
                let msg = format!("{}, expected {m}", row_has(r, len, m));
                return Err(self.sc.err_here(msg));
            }
            // The width is right: the builder's own check is moot.
            let _ = b.end_row();
        }
        Ok(b.finish())
    }

    /// The cell byte of `c`, read at offset `at`.
    fn cell(&self, c: char, at: u64, cells: &Alphabet) -> Result<u8, Error> {
        match u8::try_from(c) {
            Ok(b) if cells.allowed[b as usize] => Ok(b),
            _ => {
                let msg = format!("expected a cell {}, found {}", cells.describe, describe(c));
                Err(self.sc.err_at(at, msg))
            }
        }
    }

    /// The fast path where a row is expected: the compact rows of the
    /// board's width straight from the window, each with what ends it (`,`
    /// before another row; `]`: then `Some(true)`). `Some(false)`: a row
    /// was taken, its separator is next; `None`: a row is next. The pin is
    /// left at the last row taken, as the general path leaves it.
    fn compact_rows<S: Shape>(&mut self, b: &mut GridBuilder, cells: &Alphabet) -> Option<bool> {
        #[cfg(test)]
        if tests::GENERAL_ONLY.get() {
            return None;
        }
        let w = self.sc.window();
        let ws = |k: usize| k + w.iter().skip(k).take_while(|&&b| is_ws(b)).count();
        let (mut i, mut last, mut state) = (ws(0), None, None);
        while state.is_none() {
            b.begin_row();
            let fits =
                |b: &GridBuilder| b.row_len() > 0 && b.cols().unwrap_or(b.row_len()) == b.row_len();
            // A row is taken only together with what ends it.
            let e = match S::compact(w, i, b.cells(), cells) {
                Some(e) if e < w.len() && fits(b) => e,
                _ => {
                    b.drop_row();
                    break;
                }
            };
            // The width was checked above.
            let _ = b.end_row();
            last = Some(i);
            (i, state) = match w[e] {
                b',' if w.get(ws(e + 1)) == Some(&S::OPEN) => (ws(e + 1), None),
                b']' => (e + 1, Some(true)),
                _ => (e, Some(false)),
            };
        }
        if let Some(start) = last {
            self.sc.advance(start);
            self.sc.pin(OPEN_PIN);
            self.sc.advance(i - start);
        }
        state
    }

    fn ragged(&self, r: usize, len: usize, cols: usize) -> Error {
        let has = row_has(r as u64, len as u64, cols as u64);
        self.sc
            .err_here(format!("{has}, expected {cols} like row 0"))
    }

    /// After a list element: true at ',' (another follows), false at ']'
    /// (a trailing comma before it is accepted).
    fn list_next(&mut self, list: &str) -> Result<bool, Error> {
        let b = self.sc.skip_ws()?;
        if b == Some(b',') {
            self.sc.advance(1);
            if self.sc.skip_ws()? != Some(b']') {
                return Ok(true);
            }
        } else if b.is_none() {
            return Err(self.unclosed("input ends inside the board"));
        } else if b != Some(b']') {
            return Err(self.sc.expected(format_args!("',' or ']' in {list}"), true));
        }
        self.sc.advance(1);
        Ok(false)
    }

    /// The end of input inside a bracket or string opened at the pin.
    fn unclosed(&self, what: &str) -> Error {
        let open = self.sc.pinned(OPEN_PIN);
        self.sc.err_here(format!("{what} opened at {open}"))
    }

    /// The next byte inside a string opened at the pin.
    fn string_byte(&mut self) -> Result<u8, Error> {
        match self.sc.peek()? {
            Some(b) => Ok(b),
            None => Err(self.unclosed("input ends inside the string")),
        }
    }

    /// A quoted one-character string: its character (escapes and UTF-8
    /// decoded, for messages) and the opening quote's offset.
    fn char_string(&mut self, what: Desc) -> Result<(char, u64), Error> {
        let quote = match self.sc.skip_ws()? {
            Some(q @ (b'"' | b'\'')) => q,
            _ => return Err(self.sc.expected(what(), true)),
        };
        let at = self.sc.offset();
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        if self.string_byte()? == quote {
            let msg = format!("expected {}, found an empty string", what());
            return Err(self.sc.err_at(at, msg));
        }
        let c = self.string_char(quote)?;
        if self.string_byte()? != quote {
            let found = self.string_text(c, quote)?;
            let msg = format!("expected {} (one character), found {found}", what());
            return Err(self.sc.err_at(at, msg));
        }
        self.sc.advance(1);
        Ok((c, at))
    }

    /// The next character of a string (not its closing quote): an escape
    /// or UTF-8. A raw line break leaves the string open: JSON strings end
    /// on their line.
    fn string_char(&mut self, quote: u8) -> Result<char, Error> {
        self.sc.ensure(4)?;
        match self.sc.window() {
            [b'\\', ..] => self.escape(),
            [b'\n' | b'\r', ..] => Err(self.open_at_line_end(quote)),
            w => match utf8_char(w) {
                Some((c, len)) => {
                    self.sc.advance(len);
                    Ok(c)
                }
                None => Err(self.sc.expected("UTF-8 text in a string", false)),
            },
        }
    }

    /// A string still open at the end of its line: a missing quote.
    fn open_at_line_end(&self, quote: u8) -> Error {
        let (open, quote) = (self.sc.pinned(OPEN_PIN), describe(char::from(quote)));
        self.sc.err_here(format!(
            "the string opened at {open} does not end on its line (a missing {quote})"
        ))
    }

    /// The string whose first character `first` was read, for a message:
    /// quoted, escaped, cut after 20 characters (read up to its end).
    fn string_text(&mut self, first: char, quote: u8) -> Result<String, Error> {
        let mut text: String = std::iter::once('"').chain(first.escape_debug()).collect();
        for _ in 1..20 {
            if self.string_byte()? == quote {
                self.sc.advance(1);
                return Ok(text + "\"");
            }
            text.extend(self.string_char(quote)?.escape_debug());
        }
        Ok(text + "...")
    }

    /// The character a JSON escape at the backslash stands for (a
    /// `\uD83D\uDE00` surrogate pair is one).
    fn escape(&mut self) -> Result<char, Error> {
        self.sc.ensure(12)?;
        let w = self.sc.window();
        let e = w.get(1).copied().unwrap_or(0);
        if let Some(k) = b"\"'\\/bfnrt".iter().position(|&s| s == e) {
            self.sc.advance(2);
            return Ok(['"', '\'', '\\', '/', '\u{8}', '\u{c}', '\n', '\r', '\t'][k]);
        }
        if e != b'u' {
            self.sc.advance(1);
            let what = "an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)";
            return Err(self.sc.expected(what, false));
        }
        let high = match hex4(w, 2) {
            Some(v) => v,
            None => {
                self.sc.advance(2);
                let msg = "expected four hex digits after \\u in a string";
                return Err(self.sc.err_here(msg));
            }
        };
        // UTF-16, as JSON writes a character beyond U+FFFF.
        let (code, len) = match (high, w.get(6..8), hex4(w, 8)) {
            (0xD800..=0xDBFF, Some(b"\\u"), Some(low @ 0xDC00..=0xDFFF)) => {
                (0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), 12)
            }
            _ => (high, 6),
        };
        match char::from_u32(code) {
            Some(c) => {
                self.sc.advance(len);
                Ok(c)
            }
            None => Err(self.sc.err_here(format!(
                "expected a character, found \\u{high:04X}, half of a surrogate pair"
            ))),
        }
    }

    /// An integer parameter (a row or column; negative ones are for the
    /// caller to reject) and its offset (for [`CaseReader::err_at`]).
    pub fn int(&mut self, name: &str) -> Result<(i64, u64), Error> {
        let leetcode = self.format == Format::Leetcode;
        if leetcode {
            self.label_only(&|| format!("{name}, a number"))?;
        }
        let v = self.signed(name, "")?;
        if leetcode {
            self.end_param()?;
        }
        Ok(v)
    }

    /// A signed integer at optional whitespace, ending at whitespace, ',',
    /// ']' or the end, and its offset; `name` and `part` ("click", " row")
    /// name it in messages.
    fn signed(&mut self, name: &str, part: &str) -> Result<(i64, u64), Error> {
        if self.sc.skip_ws()?.is_none() {
            let what = format!("{name}{part}, a number");
            return Err(self.sc.expected(what, true));
        }
        let at = self.sc.offset();
        let neg = self.sc.peek()? == Some(b'-');
        self.sc.advance(usize::from(neg));
        if !matches!(self.sc.peek()?, Some(b'0'..=b'9')) {
            let found = self.sc.found(true)?;
            let msg = format!("expected {name}{part}, a number, found {found}");
            return Err(self.sc.err_at(at, msg));
        }
        let v = match self.sc.uint_here(name) {
            Ok(v) => Some(v),
            Err(Error::Input { .. }) => None,
            Err(e) => return Err(e),
        };
        let next = self.sc.peek()?;
        if v.is_some() && matches!(next, Some(b) if !(is_ws(b) || b == b',' || b == b']')) {
            let what = format!("a digit after {name}{part}");
            return Err(self.sc.expected(what, false));
        }
        // Beyond i64 a number is too small or too large, never clamped: a
        // negative one must not read as too large.
        let v = v.map(|v| if neg { -i128::from(v) } else { i128::from(v) });
        match (v.and_then(|v| i64::try_from(v).ok()), neg) {
            (Some(v), _) => Ok((v, at)),
            (None, true) => {
                let msg = format!("{name}{part} is too small: less than {}", i64::MIN);
                Err(self.sc.err_at(at, msg))
            }
            (None, false) => {
                let msg = format!("{name}{part} is too large: more than {}", i64::MAX);
                Err(self.sc.err_at(at, msg))
            }
        }
    }

    /// A `[row, col]` pair (leetcode) or two numbers (plain), and its
    /// offset.
    pub fn pair(&mut self, name: &str) -> Result<([i64; 2], u64), Error> {
        let leetcode = self.format == Format::Leetcode;
        let mut at = None;
        if leetcode {
            let what = || format!("{name}, a [row, column] pair");
            self.label_only(&what)?;
            if self.sc.skip_ws()? != Some(b'[') {
                return Err(self.sc.expected(what(), true));
            }
            at = Some(self.sc.offset());
            self.sc.pin(OPEN_PIN);
            self.sc.advance(1);
        }
        let (r, r_at) = self.signed(name, " row")?;
        if leetcode {
            self.expect_byte(b',', &|| {
                format!("',' between the row and column of {name}")
            })?;
        }
        let (c, _) = self.signed(name, " column")?;
        if leetcode {
            let what = || format!("']' after the column of {name} (it has two numbers)");
            self.expect_byte(b']', &what)?;
            self.end_param()?;
        }
        Ok(([r, c], at.unwrap_or(r_at)))
    }

    /// A one-character parameter from `allowed`, `what` in messages (`color,
    /// "B" or "W"`): `"B"`, `'B'` or a bare `B` (leetcode), a token `B`
    /// (plain).
    pub fn char_param(&mut self, allowed: &[u8], what: &str) -> Result<u8, Error> {
        let (c, at) = if self.format == Format::Plain {
            if self.sc.skip_ws()?.is_none() {
                return Err(self.sc.expected(what, true));
            }
            let at = self.sc.offset();
            self.sc.ensure(4)?;
            let (c, len) = match utf8_char(self.sc.window()) {
                Some(c) => c,
                None => return Err(self.sc.expected(what, false)),
            };
            self.sc.advance(len);
            if matches!(self.sc.peek()?, Some(b) if !is_ws(b)) {
                let msg = format!("expected {what}, found a longer token");
                return Err(self.sc.err_at(at, msg));
            }
            (c, at)
        } else {
            // `color = "B"`, `"B"`, `color = B` or a bare `B`: a bare
            // value reads like a name without '='.
            let bare = match self.label()? {
                None if matches!(self.sc.skip_ws()?, Some(b) if b.is_ascii_alphabetic()) => {
                    self.label()?
                }
                bare => bare,
            };
            let c = match bare {
                Some((bare, at)) if bare.len() == 1 => (char::from(bare[0]), at),
                Some((bare, at)) => {
                    let bare = String::from_utf8_lossy(&bare);
                    let msg = format!("expected {what}, found \"{bare}\"");
                    return Err(self.sc.err_at(at, msg));
                }
                None => self.char_string(&|| what.to_string())?,
            };
            self.end_param()?;
            c
        };
        match u8::try_from(c) {
            Ok(b) if allowed.contains(&b) => Ok(b),
            _ => {
                let msg = format!("expected {what}, found {}", describe(c));
                Err(self.sc.err_at(at, msg))
            }
        }
    }
}

/// Reads the cases of `input` one after another: `case` gets the reader,
/// at the case's first parameter, and the case's number.
pub fn for_each_case<R: Read>(
    input: R,
    format: FormatChoice,
    mut case: impl FnMut(&mut CaseReader<R>, u64) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut rd = CaseReader::new(input, format);
    while rd.next_case()? {
        let number = rd.case;
        case(&mut rd, number)?;
    }
    Ok(())
}

/// Cells written `"c",` or `'c',` (spaces may follow the comma) at
/// `w[i..]`, pushed to `row`, compact ones two per 8-byte compare: the
/// index past them, and whether a `"c"]` closed the row.
#[inline]
fn cell_run(w: &[u8], mut i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> (usize, bool) {
    while i + 4 <= w.len() {
        if let Some((c, d, last)) = cell_pair(w, i) {
            if cells.allowed[c as usize] && cells.allowed[d as usize] {
                row.extend_from_slice(&[c, d]);
                i += 8;
                if last {
                    return (i, true);
                }
                continue;
            }
        }
        let (q, c, sep) = (w[i], w[i + 1], w[i + 3]);
        let quoted = (q == b'"' || q == b'\'') && w[i + 2] == q;
        if !(quoted && cells.allowed[c as usize] && (sep == b',' || sep == b']')) {
            break;
        }
        row.push(c);
        i += 4;
        if sep == b']' {
            return (i, true);
        }
        while w.get(i) == Some(&b' ') {
            i += 1;
        }
    }
    (i, false)
}

/// At `w[i..]`, two cells written `"c","d",` or `"c","d"]`: the cells,
/// and whether the row closed (else `None`, also if fewer than 8 bytes).
#[inline(always)]
fn cell_pair(w: &[u8], i: usize) -> Option<(u8, u8, bool)> {
    let mut a = [0u8; 8];
    a.copy_from_slice(w.get(i..i + 8)?);
    let x = u64::from_le_bytes(a);
    // Everything but the two cell bytes, against `"_","_",` and `"_","_"]`.
    const FRAME: u64 = u64::from_le_bytes(*b"\xff\0\xff\xff\xff\0\xff\xff");
    const MORE: u64 = u64::from_le_bytes(*b"\"\0\",\"\0\",");
    const LAST: u64 = u64::from_le_bytes(*b"\"\0\",\"\0\"]");
    let frame = x & FRAME;
    (frame == MORE || frame == LAST).then_some(((x >> 8) as u8, (x >> 40) as u8, frame == LAST))
}

/// "row 3 has 2 cells" / "row 3 has more than 5 cells" (a row is read one
/// cell past the width at most).
fn row_has(r: u64, len: u64, width: u64) -> String {
    match len {
        _ if len > width => format!("row {r} has more than {width} cells"),
        1 => format!("row {r} has 1 cell"),
        _ => format!("row {r} has {len} cells"),
    }
}

/// The value of the four hex digits at `w[k..k + 4]`, if they are.
fn hex4(w: &[u8], k: usize) -> Option<u32> {
    let digits = w.get(k..k + 4)?;
    digits
        .iter()
        .try_fold(0, |v, &d| char::from(d).to_digit(16).map(|d| (v << 4) | d))
}

/// Index `v` if it names one of `len` rows or columns, else the message
/// (naming the parameter and the range).
pub fn in_range(v: i64, len: usize, name: &str, what: &str) -> Result<usize, String> {
    match usize::try_from(v) {
        Ok(v) if v < len => Ok(v),
        _ => Err(format!(
            "{name} = {v} is outside the board ({what} 0..={})",
            len - 1
        )),
    }
}

/// What the registry's tests of the reader (`problems/tests/reader.rs`)
/// turn the fast path off with.
#[cfg(test)]
pub(crate) mod tests {
    use std::cell::Cell;

    thread_local! {
        /// Turns [`super::CaseReader::compact_rows`] and
        /// [`super::CaseReader::small_board`] off, so the general path
        /// reads every row: the reference for the fast paths.
        pub static GENERAL_ONLY: Cell<bool> = const { Cell::new(false) };
        /// Boards [`super::CaseReader::small_board`] has read.
        pub static SMALL_TAKEN: Cell<u64> = const { Cell::new(0) };
    }
}
