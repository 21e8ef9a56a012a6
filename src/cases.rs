//! The input formats of the board problems (flip-chess, check-move,
//! minesweeper): one reader for both, and the matching answer writers.
//!
//! **leetcode**: each parameter a JSON value, as in LeetCode's custom
//! testcase box, optionally preceded by `name =` or `name:` and followed by
//! a comma; strings in `"double"` or `'single'` quotes with JSON escapes; a
//! one-character parameter may be bare (`B`). **plain**: `n m`, n rows of
//! m cells, then the other parameters as whitespace-separated tokens. In
//! both, cases follow one another until end of input.
//!
//! Boards stream into a [`GridBuilder`] (one byte per cell, no copy), the
//! row count of a plain header is never trusted for an allocation, and no
//! value is parsed by recursion: the parser knows the shape it expects, so
//! `[[[[...` ten thousand deep is an ordinary "expected ..." error.

use crate::error::{Error, Pos};
use crate::grid::{Grid, GridBuilder};
use crate::out::Out;
use crate::scan::{describe, is_ws, utf8_char, Scanner};
use std::io::{Read, Write};

/// An input format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Leetcode,
    Plain,
}

/// The `--format` choice: a format, or decide from the first non-blank
/// character (a digit means plain).
// A judge's program (`boardsolve emit`) reads both formats: it only ever
// chooses `Auto`.
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FormatChoice {
    #[default]
    Auto,
    Leetcode,
    Plain,
}

/// How a board is written in leetcode format.
// Each problem's board has one shape: a judge's program (`boardsolve
// emit`) never builds the other.
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// An array of row strings: `["..X", "O.."]` (flip-chess).
    Strings,
    /// An array of arrays of one-character strings: `[[".","B"],...]`.
    CharArrays,
}

/// The cells a problem allows.
pub struct Alphabet {
    /// `allowed[b]` is true for a cell byte.
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

    /// The cell byte of character `c`, if it is a cell.
    pub fn cell(&self, c: char) -> Option<u8> {
        u8::try_from(c).ok().filter(|&b| self.allowed[b as usize])
    }

    /// "expected a cell ..., found ..." for a character that is not one.
    pub fn not_a_cell(&self, c: char) -> String {
        format!("expected a cell {}, found {}", self.describe, describe(c))
    }
}

/// A description for a message, built only if an error needs it.
type Desc<'a> = &'a dyn Fn() -> String;

/// Where a parameter started in the input (resolved to a line and column
/// only if an error needs it).
#[derive(Clone, Copy, Debug)]
pub struct Mark(u64);

/// Pin slots of the scanner used here.
const CASE_PIN: usize = 0;
const OPEN_PIN: usize = 1;

/// Largest identifier accepted as a parameter name.
const MAX_NAME: usize = 64;

/// Reads the cases of a board problem, parameter by parameter.
pub struct CaseReader<R> {
    sc: Scanner<R>,
    choice: FormatChoice,
    /// Decided at the first case.
    format: Format,
    /// Cases started so far (the current case's number).
    case: u64,
    /// Storage of a finished case's board, for the next one.
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

    /// The format of the input (known once the first case has started).
    pub fn format(&self) -> Format {
        self.format
    }

    /// Starts the next case; false at the end of the input.
    pub fn next_case(&mut self) -> Result<bool, Error> {
        let first = match self.sc.skip_ws()? {
            Some(first) => first,
            None if self.case == 0 => {
                return Err(self.sc.err_here(match self.choice {
                    FormatChoice::Plain => "expected the row count n, found end of input",
                    _ => "expected a case (a board), found end of input",
                }));
            }
            None => return Ok(false),
        };
        if self.case == 0 {
            self.format = match self.choice {
                FormatChoice::Leetcode => Format::Leetcode,
                FormatChoice::Plain => Format::Plain,
                FormatChoice::Auto if first.is_ascii_digit() => Format::Plain,
                FormatChoice::Auto => Format::Leetcode,
            };
        }
        self.case += 1;
        self.sc.pin(CASE_PIN);
        Ok(true)
    }

    /// Hands a finished board back so the next case reuses its storage.
    pub fn recycle(&mut self, g: Grid) {
        self.spare = Some(g);
    }

    fn builder(&mut self) -> GridBuilder {
        self.spare
            .take()
            .map_or_else(GridBuilder::new, GridBuilder::reusing)
    }

    /// Where the current case starts (for errors about the whole board).
    pub fn case_pos(&self) -> Pos {
        self.sc.pinned_pos(CASE_PIN)
    }

    /// An error at a place read earlier in this case (the place itself if
    /// it is still buffered, which parameters read just before are).
    pub fn err_at(&self, at: Mark, msg: impl Into<String>) -> Error {
        self.sc.err_at(at.0, msg)
    }

    /// An error at the next unread byte.
    pub fn err_here(&self, msg: impl Into<String>) -> Error {
        self.sc.err_here(msg)
    }

    /// "expected X, found Y" at the next unread byte. In a case after the
    /// first, a first parameter that is not there reads as trailing garbage.
    fn expected(&mut self, what: &str) -> Error {
        let found = match self.sc.found_token() {
            Ok(f) => f,
            Err(e) => return e,
        };
        self.sc.err_here(format!("expected {what}, found {found}"))
    }

    /// Reads an optional `name =` / `name:` label. Returns a bare
    /// identifier that turned out not to be a label, with its offset (the
    /// caller decides if it is a bare value).
    fn label(&mut self) -> Result<Option<(Vec<u8>, u64)>, Error> {
        match self.sc.skip_ws()? {
            Some(b) if b.is_ascii_alphabetic() || b == b'_' => {}
            _ => return Ok(None),
        }
        let start = self.sc.offset();
        let mut name = Vec::new();
        while let Some(b) = self.sc.peek()? {
            if !(b.is_ascii_alphanumeric() || b == b'_') {
                break;
            }
            if name.len() == MAX_NAME {
                return Err(self.sc.err_at(
                    start,
                    format!("expected a parameter name of at most {MAX_NAME} characters"),
                ));
            }
            name.push(b);
            self.sc.advance(1);
        }
        match self.sc.skip_ws()? {
            Some(b'=') | Some(b':') => {
                self.sc.advance(1);
                Ok(None)
            }
            _ => Ok(Some((name, start))),
        }
    }

    /// An optional label before a parameter that cannot be bare.
    fn label_only(&mut self, what: Desc) -> Result<(), Error> {
        if let Some((name, at)) = self.label()? {
            let name = String::from_utf8_lossy(&name).into_owned();
            // A name followed by a value is a label missing its '='.
            if let Some(b'[' | b'"' | b'\'' | b'-' | b'0'..=b'9') = self.sc.peek()? {
                let found = self.sc.found_char()?;
                return Err(self.sc.err_here(format!(
                    "expected '=' or ':' after the parameter name {name}, found {found}"
                )));
            }
            return Err(self
                .sc
                .err_at(at, format!("expected {}, found \"{name}\"", what())));
        }
        Ok(())
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
        if self.sc.skip_ws()? == Some(b) {
            self.sc.advance(1);
            return Ok(());
        }
        Err(self.expected(&what()))
    }

    /// Reads the board parameter `name`.
    pub fn board(&mut self, name: &str, shape: Shape, cells: &Alphabet) -> Result<Grid, Error> {
        match self.format {
            Format::Plain => self.plain_board(cells),
            Format::Leetcode => {
                let case = self.case;
                let what = || {
                    if case > 1 {
                        // Anything after the last case that does not start
                        // a new case is trailing garbage.
                        format!("the next case's {name} (a '[') or end of input")
                    } else {
                        format!("{name} (a '[')")
                    }
                };
                self.label_only(&what)?;
                if self.sc.skip_ws()? != Some(b'[') {
                    return Err(self.expected(&what()));
                }
                let g = self.json_board(shape, cells)?;
                self.end_param()?;
                Ok(g)
            }
        }
    }

    /// `n m` and n rows of m cells.
    fn plain_board(&mut self, cells: &Alphabet) -> Result<Grid, Error> {
        let what = if self.case > 1 {
            "the next case's row count n or end of input"
        } else {
            "the row count n"
        };
        self.sc.skip_ws()?;
        let at = self.sc.offset();
        let n = match self.sc.next_uint(what)? {
            Some(0) => {
                return Err(self
                    .sc
                    .err_at(at, "the board is empty: n must be at least 1"))
            }
            Some(n) => n,
            None => return Err(self.expected(what)),
        };
        self.sc.skip_ws()?;
        let at = self.sc.offset();
        let m = match self.sc.next_uint("the column count m")? {
            Some(0) => {
                return Err(self
                    .sc
                    .err_at(at, "the board is empty: m must be at least 1"))
            }
            Some(m) => m,
            None => return Err(self.expected("the column count m")),
        };
        let mut b = self.builder();
        for r in 0..n {
            if self.sc.skip_ws()?.is_none() {
                return Err(self.sc.err_here(format!(
                    "input ends after {r} of the {n} rows of the {n}x{m} board"
                )));
            }
            b.begin_row();
            // One cell more than m, so a long row is caught without
            // reading all of it.
            let limit = usize::try_from(m).unwrap_or(usize::MAX).saturating_add(1);
            let len = self.sc.take_while_into(&cells.allowed, b.cells(), limit)? as u64;
            match self.sc.peek()? {
                Some(c) if !is_ws(c) && len <= m => {
                    return Err(self.bad_cell(cells));
                }
                _ => {}
            }
            if len != m {
                return Err(self
                    .sc
                    .err_here(format!("{}, expected {m}", row_has(r, len, m))));
            }
            // Widths match by construction; the builder's own check is moot.
            let _ = b.end_row();
        }
        Ok(b.finish())
    }

    /// "expected a cell ..., found ..." at the next byte.
    fn bad_cell(&mut self, cells: &Alphabet) -> Error {
        let found = match self.sc.found_char() {
            Ok(f) => f,
            Err(e) => return e,
        };
        self.sc
            .err_here(format!("expected a cell {}, found {found}", cells.describe))
    }

    /// A leetcode board, at its opening '['.
    fn json_board(&mut self, shape: Shape, cells: &Alphabet) -> Result<Grid, Error> {
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        let mut b = self.builder();
        if self.sc.skip_ws()? == Some(b']') {
            return Err(self
                .sc
                .err_here("the board is empty: expected at least one row"));
        }
        loop {
            match self.compact_rows(&mut b, shape, cells) {
                Compact::Closed => return Ok(b.finish()),
                Compact::AfterRow => {}
                Compact::Nothing => {
                    let r = b.rows();
                    b.begin_row();
                    match shape {
                        Shape::Strings => self.string_row(&mut b, cells)?,
                        Shape::CharArrays => self.array_row(&mut b, cells)?,
                    }
                    if b.row_len() == 0 {
                        return Err(self.sc.err_here(format!("row {r} is empty")));
                    }
                    if let Err(len) = b.end_row() {
                        return Err(self.ragged(r, len, b.cols().unwrap_or(0)));
                    }
                }
            }
            match self.list_next("the board")? {
                true => continue,
                false => return Ok(b.finish()),
            }
        }
    }

    /// The fast path of [`Self::json_board`], where a row is expected:
    /// takes the rows written compactly (`["a","b"]` or `"ab"`: no
    /// whitespace inside, no escapes, every cell allowed, the board's
    /// width) straight from the window, each with its `,` and the
    /// whitespace after it when another row follows, or with the board's
    /// closing `]`. Stops before
    /// anything else, which the general path then reads, errors included.
    /// The pin is left at the last row taken, as the general path leaves it.
    fn compact_rows(&mut self, b: &mut GridBuilder, shape: Shape, cells: &Alphabet) -> Compact {
        #[cfg(test)]
        if tests::GENERAL_ONLY.get() {
            return Compact::Nothing;
        }
        let w = self.sc.window();
        let opener = match shape {
            Shape::CharArrays => b'[',
            Shape::Strings => b'"',
        };
        let skip_ws = |mut k: usize| {
            while matches!(w.get(k), Some(&b) if is_ws(b)) {
                k += 1;
            }
            k
        };
        let (mut i, mut last, mut state) = (skip_ws(0), None, Compact::Nothing);
        loop {
            b.begin_row();
            let end = match shape {
                Shape::CharArrays => compact_array(w, i, b.cells(), cells),
                Shape::Strings => compact_string(w, i, b.cells(), cells),
            };
            let fits = b.row_len() > 0 && b.cols().unwrap_or(b.row_len()) == b.row_len();
            // The separator must be visible too: a row is taken only
            // together with what ends it.
            let (e, sep) = match end.filter(|_| fits).and_then(|e| Some((e, *w.get(e)?))) {
                Some(taken) => taken,
                None => {
                    b.drop_row();
                    break;
                }
            };
            // The width was checked above.
            let _ = b.end_row();
            last = Some(i);
            match sep {
                b',' if w.get(skip_ws(e + 1)) == Some(&opener) => {
                    i = skip_ws(e + 1);
                    state = Compact::Nothing;
                }
                b']' => {
                    i = e + 1;
                    state = Compact::Closed;
                    break;
                }
                _ => {
                    i = e;
                    state = Compact::AfterRow;
                    break;
                }
            }
        }
        if let Some(start) = last {
            self.sc.advance(start);
            self.sc.pin(OPEN_PIN);
            self.sc.advance(i - start);
        }
        state
    }

    fn ragged(&self, r: usize, len: usize, cols: usize) -> Error {
        self.sc.err_here(format!(
            "{}, expected {cols} like row 0",
            row_has(r, len as u64, cols as u64)
        ))
    }

    /// After an element of a JSON list: true at ',' (another element
    /// follows), false at ']' (the list ended). A trailing comma before ']'
    /// is accepted.
    fn list_next(&mut self, list: &str) -> Result<bool, Error> {
        match self.sc.skip_ws()? {
            Some(b',') => {
                self.sc.advance(1);
                if self.sc.skip_ws()? == Some(b']') {
                    self.sc.advance(1);
                    return Ok(false);
                }
                Ok(true)
            }
            Some(b']') => {
                self.sc.advance(1);
                Ok(false)
            }
            Some(_) => Err(self.expected(&format!("',' or ']' in {list}"))),
            None => Err(self.unclosed("input ends inside the board")),
        }
    }

    /// An end of input inside a bracket or string opened at the pin.
    fn unclosed(&self, what: &str) -> Error {
        let (line, column) = self.sc.pinned(OPEN_PIN);
        self.sc
            .err_here(format!("{what} opened at line {line}, column {column}"))
    }

    /// Row width limit: the first row sets it.
    fn row_limit(b: &GridBuilder) -> usize {
        b.cols().map_or(usize::MAX, |c| c + 1)
    }

    /// One row string `"..X."` of cells.
    fn string_row(&mut self, b: &mut GridBuilder, cells: &Alphabet) -> Result<(), Error> {
        let quote = match self.sc.skip_ws()? {
            Some(q @ (b'"' | b'\'')) => q,
            _ => return Err(self.expected("a row string like \"..X.\"")),
        };
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        let limit = Self::row_limit(b);
        loop {
            let room = limit - b.row_len();
            self.sc.take_while_into(&cells.allowed, b.cells(), room)?;
            if b.row_len() >= limit {
                let cols = limit - 1;
                return Err(self.ragged(b.rows(), b.row_len(), cols));
            }
            match self.sc.peek()? {
                Some(q) if q == quote => {
                    self.sc.advance(1);
                    return Ok(());
                }
                Some(b'\\') => {
                    let at = self.sc.offset();
                    let c = self.escape()?;
                    b.cells().push(
                        cells
                            .cell(c)
                            .ok_or_else(|| self.sc.err_at(at, cells.not_a_cell(c)))?,
                    );
                }
                Some(b'\n' | b'\r') => return Err(self.open_at_line_end(quote)),
                Some(_) => return Err(self.bad_cell(cells)),
                None => return Err(self.unclosed("input ends inside the string")),
            }
        }
    }

    /// One row `[".","B",...]` of one-character cell strings.
    fn array_row(&mut self, b: &mut GridBuilder, cells: &Alphabet) -> Result<(), Error> {
        if self.sc.skip_ws()? != Some(b'[') {
            return Err(self.expected("a row like [\".\",\"B\"]"));
        }
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        if self.sc.skip_ws()? == Some(b']') {
            self.sc.advance(1);
            return Ok(());
        }
        let limit = Self::row_limit(b);
        loop {
            // Fast path: runs of `"c",` (spaces allowed after the comma)
            // ending in `"c"]`, straight from the window.
            let w = self.sc.window();
            let row = b.cells();
            let mut i = 0;
            let mut closed = false;
            while i + 4 <= w.len() {
                let (after, done) = cell_pairs(w, i, row, cells);
                if done {
                    (i, closed) = (after, true);
                    break;
                }
                if after != i {
                    i = after;
                    continue;
                }
                let (q, c, sep) = (w[i], w[i + 1], w[i + 3]);
                if !((q == b'"' || q == b'\'') && w[i + 2] == q && cells.allowed[c as usize]) {
                    break;
                }
                if sep == b']' {
                    row.push(c);
                    i += 4;
                    closed = true;
                    break;
                }
                if sep != b',' {
                    break;
                }
                row.push(c);
                i += 4;
                while i < w.len() && w[i] == b' ' {
                    i += 1;
                }
            }
            self.sc.advance(i);
            if b.row_len() >= limit {
                return Err(self.ragged(b.rows(), b.row_len(), limit - 1));
            }
            if closed {
                return Ok(());
            }
            // Anything else, one cell at a time: other whitespace, escapes,
            // a trailing comma, the end of the window, and every error.
            match self.sc.skip_ws()? {
                Some(b']') if i > 0 => {
                    // `"c", ]`: a trailing comma.
                    self.sc.advance(1);
                    return Ok(());
                }
                _ => {}
            }
            let c = self.cell_string(cells)?;
            b.cells().push(c);
            if b.row_len() >= limit {
                return Err(self.ragged(b.rows(), b.row_len(), limit - 1));
            }
            if !self.list_next("a row")? {
                return Ok(());
            }
        }
    }

    /// A one-character string holding a cell, at optional whitespace.
    fn cell_string(&mut self, cells: &Alphabet) -> Result<u8, Error> {
        let (c, at) =
            self.char_string(&|| format!("a cell string like \"{}\"", char::from(cells.example)))?;
        cells
            .cell(c)
            .ok_or_else(|| self.sc.err_at(at, cells.not_a_cell(c)))
    }

    /// A quoted one-character string; returns its character (escapes and
    /// UTF-8 decoded, so a message can name what was found) and the offset
    /// of the opening quote.
    fn char_string(&mut self, what: Desc) -> Result<(char, u64), Error> {
        let quote = match self.sc.skip_ws()? {
            Some(q @ (b'"' | b'\'')) => q,
            _ => return Err(self.expected(&what())),
        };
        let at = self.sc.offset();
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        let c = match self.sc.peek()? {
            Some(q) if q == quote => {
                return Err(self
                    .sc
                    .err_at(at, format!("expected {}, found an empty string", what())))
            }
            Some(_) => self.string_char(quote)?,
            None => return Err(self.unclosed("input ends inside the string")),
        };
        match self.sc.peek()? {
            Some(q) if q == quote => {
                self.sc.advance(1);
                Ok((c, at))
            }
            Some(_) => {
                let found = self.string_text(c, quote)?;
                Err(self.sc.err_at(
                    at,
                    format!("expected {} (one character), found {found}", what()),
                ))
            }
            None => Err(self.unclosed("input ends inside the string")),
        }
    }

    /// The next character inside a string (not its closing quote): an
    /// escape or a UTF-8 character. A raw line break means the string was
    /// never closed (JSON strings end on their line), and bytes that are
    /// not UTF-8 are named as bytes.
    fn string_char(&mut self, quote: u8) -> Result<char, Error> {
        self.sc.ensure(4)?;
        match self.sc.window().first() {
            Some(b'\\') => return self.escape(),
            Some(b'\n' | b'\r') => return Err(self.open_at_line_end(quote)),
            _ => {}
        }
        match utf8_char(self.sc.window()) {
            Some((c, len)) => {
                self.sc.advance(len);
                Ok(c)
            }
            None => {
                let found = self.sc.found_char()?;
                Err(self
                    .sc
                    .err_here(format!("expected UTF-8 text in a string, found {found}")))
            }
        }
    }

    /// A string still open at the end of its line: a missing quote.
    fn open_at_line_end(&self, quote: u8) -> Error {
        let (line, column) = self.sc.pinned(OPEN_PIN);
        self.sc.err_here(format!(
            "the string opened at line {line}, column {column} does not end on its line \
             (a missing {})",
            describe(char::from(quote))
        ))
    }

    /// A string whose first character `first` was read, shown whole for a
    /// message (in double quotes, escaped, cut after 20 characters);
    /// consumes up to its closing quote.
    fn string_text(&mut self, first: char, quote: u8) -> Result<String, Error> {
        let mut text: String = std::iter::once('"').chain(first.escape_debug()).collect();
        for _ in 1..20 {
            match self.sc.peek()? {
                Some(b) if b == quote => {
                    self.sc.advance(1);
                    text.push('"');
                    return Ok(text);
                }
                Some(_) => text.extend(self.string_char(quote)?.escape_debug()),
                None => return Err(self.unclosed("input ends inside the string")),
            }
        }
        text.push_str("...");
        Ok(text)
    }

    /// A JSON escape at the backslash; returns the character it stands
    /// for (a `\uD83D\uDE00` surrogate pair is one character).
    fn escape(&mut self) -> Result<char, Error> {
        self.sc.ensure(12)?;
        let w = self.sc.window();
        let simple = match w.get(1) {
            Some(b'"') => Some('"'),
            Some(b'\'') => Some('\''),
            Some(b'\\') => Some('\\'),
            Some(b'/') => Some('/'),
            Some(b'b') => Some('\u{8}'),
            Some(b'f') => Some('\u{c}'),
            Some(b'n') => Some('\n'),
            Some(b'r') => Some('\r'),
            Some(b't') => Some('\t'),
            Some(b'u') => None,
            _ => {
                self.sc.advance(1);
                let found = self.sc.found_char()?;
                return Err(self.sc.err_here(format!(
                    "expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX), found {found}"
                )));
            }
        };
        if let Some(c) = simple {
            self.sc.advance(2);
            return Ok(c);
        }
        let high = match hex4(w, 2) {
            Some(v) => v,
            None => {
                self.sc.advance(2);
                return Err(self
                    .sc
                    .err_here("expected four hex digits after \\u in a string"));
            }
        };
        // UTF-16 as JSON writes it: a character beyond U+FFFF is a high
        // surrogate escape followed by a low one.
        let (code, len) = match high {
            0xD800..=0xDBFF => match (w.get(6..8), hex4(w, 8)) {
                (Some(b"\\u"), Some(low @ 0xDC00..=0xDFFF)) => {
                    (0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), 12)
                }
                _ => (high, 6),
            },
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

    /// An integer parameter (row or column index); negative values are
    /// returned for the caller's range check. Returns the value and where
    /// it starts (for [`CaseReader::err_at`]).
    pub fn int(&mut self, name: &str) -> Result<(i64, Mark), Error> {
        if self.format == Format::Leetcode {
            self.label_only(&|| format!("{name}, a number"))?;
        }
        let v = self.signed(name, "")?;
        if self.format == Format::Leetcode {
            self.end_param()?;
        }
        Ok(v)
    }

    /// A signed integer at optional whitespace, ending at whitespace, ',',
    /// ']' or the end of input.
    /// `name` and `part` ("click", " row") name the number in messages.
    fn signed(&mut self, name: &str, part: &str) -> Result<(i64, Mark), Error> {
        if self.sc.skip_ws()?.is_none() {
            return Err(self.expected(&format!("{name}{part}, a number")));
        }
        let at = Mark(self.sc.offset());
        let neg = self.sc.peek()? == Some(b'-');
        if neg {
            self.sc.advance(1);
        }
        if !matches!(self.sc.peek()?, Some(b'0'..=b'9')) {
            let found = self.sc.found_token()?;
            return Err(self.err_at(
                at,
                format!("expected {name}{part}, a number, found {found}"),
            ));
        }
        // Beyond i64 the number is said to be too small or too large, not
        // shown clamped: a negative one must never read as "too large".
        let range = |neg: bool| {
            if neg {
                format!("{name}{part} is too small: less than {}", i64::MIN)
            } else {
                format!("{name}{part} is too large: more than {}", i64::MAX)
            }
        };
        let v = match self.sc.uint_here(name) {
            Ok(v) => v,
            Err(Error::Input { .. }) => return Err(self.err_at(at, range(neg))),
            Err(e) => return Err(e),
        };
        match self.sc.peek()? {
            Some(b) if !(is_ws(b) || b == b',' || b == b']') => {
                let found = self.sc.found_char()?;
                return Err(self.sc.err_here(format!(
                    "expected a digit after {name}{part}, found {found}"
                )));
            }
            _ => {}
        }
        match (neg, i64::try_from(v)) {
            (false, Ok(v)) => Ok((v, at)),
            (true, Ok(v)) => Ok((-v, at)),
            (true, Err(_)) if v == i64::MIN.unsigned_abs() => Ok((i64::MIN, at)),
            _ => Err(self.err_at(at, range(neg))),
        }
    }

    /// A `[row, col]` pair (leetcode) or two numbers (plain).
    pub fn pair(&mut self, name: &str) -> Result<([i64; 2], Mark), Error> {
        if self.format == Format::Plain {
            let (r, at) = self.signed(name, " row")?;
            let (c, _) = self.signed(name, " column")?;
            return Ok(([r, c], at));
        }
        self.label_only(&|| format!("{name}, a [row, column] pair"))?;
        if self.sc.skip_ws()? != Some(b'[') {
            return Err(self.expected(&format!("{name}, a [row, column] pair")));
        }
        let at = Mark(self.sc.offset());
        self.sc.pin(OPEN_PIN);
        self.sc.advance(1);
        let (r, _) = self.signed(name, " row")?;
        self.expect_byte(b',', &|| {
            format!("',' between the row and column of {name}")
        })?;
        let (c, _) = self.signed(name, " column")?;
        self.expect_byte(b']', &|| {
            format!("']' after the column of {name} (it has two numbers)")
        })?;
        self.end_param()?;
        Ok(([r, c], at))
    }

    /// A one-character parameter from `allowed` (e.g. `color`): `"B"`,
    /// `'B'` or bare `B` (leetcode), a token `B` (plain).
    pub fn char_param(&mut self, name: &str, allowed: &[u8]) -> Result<u8, Error> {
        let what = || {
            let choices: Vec<String> = allowed
                .iter()
                .map(|&c| format!("\"{}\"", c as char))
                .collect();
            format!("{name}, {}", choices.join(" or "))
        };
        let (c, at) = match self.format {
            Format::Plain => {
                if self.sc.skip_ws()?.is_none() {
                    return Err(self.expected(&what()));
                }
                let at = self.sc.offset();
                self.sc.ensure(4)?;
                let (c, len) = match utf8_char(self.sc.window()) {
                    Some(c) => c,
                    None => {
                        let found = self.sc.found_char()?;
                        return Err(self
                            .sc
                            .err_here(format!("expected {}, found {found}", what())));
                    }
                };
                self.sc.advance(len);
                if matches!(self.sc.peek()?, Some(b) if !is_ws(b)) {
                    return Err(self
                        .sc
                        .err_at(at, format!("expected {}, found a longer token", what())));
                }
                (c, at)
            }
            Format::Leetcode => {
                // `color = "B"`, `"B"`, `color = B` or a bare `B`: a bare
                // value reads like a label that is not followed by '='.
                let bare = match self.label()? {
                    Some(bare) => Some(bare),
                    None if matches!(self.sc.skip_ws()?, Some(b) if b.is_ascii_alphabetic()) => {
                        self.label()?
                    }
                    None => None,
                };
                let r = match bare {
                    Some((bare, at)) if bare.len() == 1 => (char::from(bare[0]), at),
                    Some((bare, at)) => {
                        let bare = String::from_utf8_lossy(&bare);
                        return Err(self
                            .sc
                            .err_at(at, format!("expected {}, found \"{bare}\"", what())));
                    }
                    None if matches!(self.sc.skip_ws()?, Some(b'"' | b'\'')) => {
                        self.char_string(&what)?
                    }
                    None => return Err(self.expected(&what())),
                };
                self.end_param()?;
                r
            }
        };
        match u8::try_from(c).ok().filter(|b| allowed.contains(b)) {
            Some(b) => Ok(b),
            None => Err(self
                .sc
                .err_at(at, format!("expected {}, found {}", what(), describe(c)))),
        }
    }
}

/// Reads the cases of `input` one after another: `case` gets the reader
/// (positioned at the case's first parameter) and the case's number.
pub fn for_each_case<R: Read>(
    input: R,
    format: FormatChoice,
    mut case: impl FnMut(&mut CaseReader<R>, u64) -> Result<(), Error>,
) -> Result<(), Error> {
    let mut rd = CaseReader::new(input, format);
    let mut number = 0;
    while rd.next_case()? {
        number += 1;
        case(&mut rd, number)?;
    }
    Ok(())
}

/// Where [`CaseReader::compact_rows`] left off.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Compact {
    /// A row is expected next (nothing taken, or a row and its `,`).
    Nothing,
    /// A row was taken; its separator is next.
    AfterRow,
    /// The board's closing `]` was taken.
    Closed,
}

/// A row `["a","b",...]` at `w[i]`, cells pushed to `row`: the index past
/// its `]`, or `None` if the row is not written compactly or not all in
/// the window (the caller drops what was pushed).
#[inline]
fn compact_array(w: &[u8], i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> Option<usize> {
    if w.get(i) != Some(&b'[') {
        return None;
    }
    let (j, closed) = cell_pairs(w, i + 1, row, cells);
    if closed {
        return Some(j);
    }
    // The last cell of an odd row: `"c"]`.
    match *w.get(j..j + 4)? {
        [b'"', c, b'"', b']'] if cells.allowed[c as usize] => {
            row.push(c);
            Some(j + 4)
        }
        _ => None,
    }
}

/// Takes the cells written `"c","d",` from `w[j..]` into `row`, two per
/// 8-byte compare (the compact form JSON tools write): the index after
/// them, and whether a `"c","d"]` closed the row.
#[inline]
fn cell_pairs(w: &[u8], mut j: usize, row: &mut Vec<u8>, cells: &Alphabet) -> (usize, bool) {
    while let Some((c, d, last)) = cell_pair(w, j) {
        if !(cells.allowed[c as usize] && cells.allowed[d as usize]) {
            break;
        }
        row.extend_from_slice(&[c, d]);
        j += 8;
        if last {
            return (j, true);
        }
    }
    (j, false)
}

/// A row string `"ab..."` at `w[i]`, cells pushed to `row`: the index past
/// its closing quote, or `None` as for [`compact_array`].
#[inline]
fn compact_string(w: &[u8], i: usize, row: &mut Vec<u8>, cells: &Alphabet) -> Option<usize> {
    if w.get(i) != Some(&b'"') {
        return None;
    }
    let rest = &w[i + 1..];
    let k = rest.iter().position(|&c| !cells.allowed[c as usize])?;
    if rest[k] != b'"' {
        return None;
    }
    row.extend_from_slice(&rest[..k]);
    Some(i + k + 2)
}

/// At `w[i..]`, two cells written `"c","d",` or `"c","d"]`: the cells,
/// and whether the row closed. `None` for anything else (or fewer than 8
/// bytes), which the one-cell path then reads.
#[inline(always)]
fn cell_pair(w: &[u8], i: usize) -> Option<(u8, u8, bool)> {
    let bytes = w.get(i..i + 8)?;
    let mut a = [0u8; 8];
    a.copy_from_slice(bytes);
    let x = u64::from_le_bytes(a);
    // Everything but the two cell bytes, against `"_","_",` and `"_","_"]`.
    const FRAME: u64 = u64::from_le_bytes(*b"\xff\0\xff\xff\xff\0\xff\xff");
    const MORE: u64 = u64::from_le_bytes(*b"\"\0\",\"\0\",");
    const LAST: u64 = u64::from_le_bytes(*b"\"\0\",\"\0\"]");
    let frame = x & FRAME;
    (frame == MORE || frame == LAST).then_some(((x >> 8) as u8, (x >> 40) as u8, frame == LAST))
}

/// "row 3 has 2 cells" / "row 3 has more than 5 cells" (rows are read at
/// most one cell past the width).
fn row_has(r: impl std::fmt::Display, len: u64, width: u64) -> String {
    if len > width {
        format!("row {r} has more than {width} cells")
    } else if len == 1 {
        format!("row {r} has 1 cell")
    } else {
        format!("row {r} has {len} cells")
    }
}

/// Writes a board answer in the input's style: leetcode
/// `[["B","1"],["E","M"]]` or plain rows. `show` maps each stored byte to
/// the character printed (problems may keep extra state in cell bytes).
pub fn write_board(
    g: &Grid,
    format: Format,
    show: impl Fn(u8) -> u8 + Copy,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    match format {
        Format::Plain => {
            for r in 0..g.rows() {
                out.mapped(g.row(r), show);
                out.byte(b'\n');
                out.end_record()?;
            }
        }
        Format::Leetcode => {
            out.byte(b'[');
            for r in 0..g.rows() {
                out.bytes(if r == 0 { b"[" } else { b",[" });
                for (k, &c) in g.row(r).iter().enumerate() {
                    let cell = [b',', b'"', show(c), b'"'];
                    if k == 0 {
                        out.bytes(&cell[1..]);
                    } else {
                        out.padded(&cell, 4);
                    }
                }
                out.byte(b']');
                out.end_record()?;
            }
            out.bytes(b"]\n");
        }
    }
    Ok(())
}

/// The value of the four hex digits at `w[k..k + 4]`, if they are.
fn hex4(w: &[u8], k: usize) -> Option<u32> {
    let digits = w.get(k..k + 4)?;
    digits
        .iter()
        .try_fold(0, |v, &d| char::from(d).to_digit(16).map(|d| (v << 4) | d))
}

/// Checks that index `v` names one of `len` rows or columns (the message
/// names the parameter and the range).
pub fn in_range(v: i64, len: usize, name: &str, what: &str) -> Result<usize, String> {
    match usize::try_from(v) {
        Ok(v) if v < len => Ok(v),
        _ => Err(format!(
            "{name} = {v} is outside the board ({what} 0..={})",
            len - 1
        )),
    }
}

/// Writes `true` or `false` on its own line (same in both formats).
pub fn write_bool(v: bool, out: &mut Out<impl Write>) -> Result<(), Error> {
    // Fixed-size pieces: a store each, no `memcpy` call per answer.
    if v {
        out.padded(b"true\n\n", 5);
    } else {
        out.padded(b"false\n", 6);
    }
    out.end_record()
}

/// Writes a number on its own line (same in both formats).
pub fn write_uint(v: u64, out: &mut Out<impl Write>) -> Result<(), Error> {
    out.uint(v);
    out.byte(b'\n');
    out.end_record()
}

#[cfg(test)]
mod tests {
    use crate::kit::gen::{generate, GenOptions, Problem, Rng};
    use crate::out::Out;
    use crate::problems::{check_move, flip_chess, minesweeper};
    use std::cell::Cell;

    thread_local! {
        /// Turns [`super::CaseReader::compact_rows`] off, so the general
        /// path reads every row: the reference for the fast path.
        pub static GENERAL_ONLY: Cell<bool> = const { Cell::new(false) };
    }

    fn solve(p: Problem, input: &[u8]) -> (Result<(), String>, Vec<u8>) {
        let mut out = Out::new(Vec::new());
        let r = match p {
            Problem::FlipChess => flip_chess::run(&Default::default(), input, &mut out),
            Problem::CheckMove => check_move::run(&Default::default(), input, &mut out),
            _ => minesweeper::run(&Default::default(), input, &mut out),
        };
        (
            r.map_err(|e| e.to_string()),
            out.into_inner().unwrap_or_default(),
        )
    }

    /// The compact-row fast path answers exactly as the general path does
    /// (the same boards, the same errors at the same positions) on
    /// compact leetcode inputs and on mutants of them.
    #[test]
    fn compact_rows_agree_with_the_general_path() {
        const BYTES: &[u8] = b"[]\",' \n\\.BWXEMO1a";
        let mut rng = Rng::new(41);
        for p in [Problem::CheckMove, Problem::FlipChess, Problem::Minesweeper] {
            for seed in 0..6000 {
                let o = GenOptions {
                    seed,
                    cases: 1 + seed % 3,
                    rows: Some(1 + seed % 9),
                    cols: Some(1 + seed / 9 % 9),
                    ..GenOptions::default()
                };
                let mut out = Out::new(Vec::new());
                generate(p, &o, &mut out).unwrap();
                let mut input = out.into_inner().unwrap();
                // Every other input written with spaces and newlines
                // between the rows, as pretty-printers write them.
                if seed % 2 == 1 {
                    let text = String::from_utf8(input).unwrap();
                    let text = if seed % 4 == 1 {
                        text.replace("],[", "], [")
                    } else {
                        text.replace("],[", "],\n  [").replace("\",\"", "\", \"")
                    };
                    input = text.into_bytes();
                }
                // Leave a third as generated; mutate the rest.
                for _ in 0..seed % 3 {
                    let k = rng.below(input.len() as u64) as usize;
                    match rng.below(3) {
                        0 => input[k] = BYTES[rng.below(BYTES.len() as u64) as usize],
                        1 => {
                            input.remove(k);
                        }
                        _ => {
                            let piece = input[k..input.len().min(k + 9)].to_vec();
                            input.splice(k..k, piece);
                        }
                    }
                }
                let fast = solve(p, &input);
                GENERAL_ONLY.set(true);
                let general = solve(p, &input);
                GENERAL_ONLY.set(false);
                assert_eq!(
                    fast,
                    general,
                    "{p:?} seed {seed}: {}",
                    String::from_utf8_lossy(&input)
                );
            }
        }
    }
}
