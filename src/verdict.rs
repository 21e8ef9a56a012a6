//! Judging an output against boardsolve's answer, as a testlib checker
//! does: `boardsolve check`'s core, and (copied by `emit --checker`) the
//! output validator of a Kattis or DOMjudge package. Std only, Rust 1.63,
//! unaware of the kit and of the problems: a problem's `check.rs` picks
//! its [`Grammar`] and solves the input.
//!
//! The output is read as a stream of tokens in the answer's grammar:
//! integers, `true`/`false`, board rows, LeetCode arrays of one-character
//! strings, moves `r,c` or `NULL`. Whitespace between tokens is free;
//! whitespace inside a token never is (`1 0` is two tokens, not `10`). The
//! first problem in reading order decides, in testlib's three words:
//!
//! - **wrong output format** (a presentation error): what stands where the
//!   answer has a token cannot be read as one (not an integer, `True`, a row
//!   of the wrong length, broken JSON, a BOM glued to the first token unless
//!   [`Reading::skip_bom`]), or
//!   the output ends early. A line (a row, a `b w` pair) is read whole
//!   before it is compared.
//! - **wrong answer**: a readable token with the wrong value, anything after
//!   the complete answer, an output longer than [`Expected::limit`]. For
//!   a list of moves, whose length is part of the answer, missing moves too.
//! - **ok** otherwise.
//!
//! Integers are read as testlib reads them: an optional `-`, no `+`, no
//! leading zero, no `-0`. A LeetCode string is a JSON value, so an escape
//! that decodes to the right cell (`"\u0042"` for `"B"`) is that cell.
//!
//! Memory: the expected answer, one 64 KiB read block and one short token;
//! the output is never held. Messages name the case, move, row and column
//! of the answer and the line of the output, with unprintable bytes escaped.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::Alphabet;
use crate::error::Error;
use crate::out::Out;
pub use crate::reading::Reading;
use crate::scan::{count_newlines, is_ws};
use crate::tokens::{is_cell, is_cell_byte, is_int, is_move, json_char, line_sep, move_at};
use crate::tokens::{plural, same, same_byte, same_char, same_prefix, shown, Place};
use std::cell::RefCell;
use std::fmt;
use std::io::{self, Read};
use std::ops::RangeInclusive;

/// An answer grammar: how an output is read against boardsolve's answer
/// ([`Lines`], [`Boards`], [`Moves`]). A problem's `check.rs` names its
/// own, so an output validator `emit --checker` writes holds that judging
/// only: no match over every grammar reaches the others.
pub trait Grammar {
    /// Judges the output `j` reads against the answer (`rows`: see
    /// [`Expected::written`]): the summary of an accepted output (`2 cases`).
    fn judge(&self, j: &mut Judge<&mut dyn Read>, rows: &[u64]) -> Result<String, Halt>;
}

/// One answer a line, each line short tokens of one class separated by
/// single spaces (`3`, `true`, `0 1`): line k is `{unit} k` in messages
/// (`case 2`, `move 3`).
pub struct Lines {
    pub token: Token,
    pub unit: &'static str,
}

impl Lines {
    /// A LeetCode problem's answers: one `token` a case.
    pub const fn cases(token: Token) -> Lines {
        Lines {
            token,
            unit: "case",
        }
    }
}

impl Grammar for Lines {
    fn judge(&self, j: &mut Judge<&mut dyn Read>, _: &[u64]) -> Result<String, Halt> {
        j.short_lines(self.token, self.unit)
    }
}

/// Boards as [`crate::writers::write_board`] (or, of integer cells,
/// `write_int_board`) writes them, case after case: LeetCode arrays of
/// one-character strings (or bare one-digit integers), one board a line,
/// or plain, one row a line. A cell is one of `cells`. Plain rows do not
/// show where one board ends and the next begins, so the solver, which
/// played each board, tells ([`Expected::written`]'s `rows`).
pub struct Boards {
    pub cells: &'static Alphabet,
}

impl Grammar for Boards {
    fn judge(&self, j: &mut Judge<&mut dyn Read>, rows: &[u64]) -> Result<String, Halt> {
        // Boards written in LeetCode format (JSON arrays), not plain rows.
        if j.want.text.first() == Some(&b'[') {
            j.boards(self.cells)
        } else {
            j.rows(self.cells, rows)
        }
    }
}

/// Legal moves `r,c`, one a line in row-major order, or `NULL` alone for
/// none; the number of moves is part of the answer, so a missing one is a
/// wrong answer.
pub struct Moves;

impl Grammar for Moves {
    fn judge(&self, j: &mut Judge<&mut dyn Read>, _: &[u64]) -> Result<String, Halt> {
        j.moves()
    }
}

/// Bytes read from the output at a time.
const BLOCK: usize = 1 << 16;
/// The longest short token (integer, `true`, `r,c`, JSON string): longer
/// is unreadable where one is expected.
const SHORT: usize = 64;
/// An output may be this much longer than the answer (whitespace is free,
/// but not endless): a fixed margin, plus this many times the answer.
const LIMIT_MARGIN: u64 = 64 << 20;
const LIMIT_FACTOR: u64 = 8;

/// testlib's verdicts on an output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Accepted,
    WrongAnswer,
    /// testlib's `_pe`: the output cannot be read in the answer's format.
    PresentationError,
}

impl Kind {
    /// testlib's words for the verdict.
    pub fn words(self) -> &'static str {
        match self {
            Kind::Accepted => "ok",
            Kind::WrongAnswer => "wrong answer",
            Kind::PresentationError => "wrong output format",
        }
    }
}

/// The outcome of a check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub kind: Kind,
    /// The verdict line: testlib's words, then what and where
    /// (`ok: 8 moves`, `wrong answer: move 3 (output line 3): expected
    /// "0 1", found "1 0"`).
    pub message: String,
}

impl Verdict {
    /// The verdict `kind`, saying `what` (the comment).
    pub fn new(kind: Kind, what: impl fmt::Display) -> Verdict {
        Verdict {
            kind,
            message: format!("{}: {what}", kind.words()),
        }
    }

    /// The message without testlib's words: what and where (`8 moves`,
    /// `move 3 (output line 3): expected "0 1", found "1 0"`), the comment
    /// a testlib checker passes to `quitf`.
    pub fn comment(&self) -> &str {
        let words = self.kind.words();
        self.message
            .strip_prefix(words)
            .and_then(|rest| rest.strip_prefix(": "))
            .unwrap_or(&self.message)
    }

    /// True for `ok`.
    pub fn accepted(&self) -> bool {
        self.kind == Kind::Accepted
    }
}

/// Whose text is judged, for the line numbers in messages: the
/// contestant's output, or a jury answer checked against boardsolve's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Output,
    Answer,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Output => "output",
            Side::Answer => "answer",
        })
    }
}

/// boardsolve's answer to one input, ready to judge outputs against.
pub struct Expected {
    grammar: Box<dyn Grammar>,
    /// The answer as the solver writes it: every line ends with `\n`.
    text: Vec<u8>,
    /// [`Boards`]: the number of lines of each case's answer, to
    /// name the case of a plain answer row.
    rows: Vec<u64>,
}

impl Expected {
    /// The answer the solver writes in default mode (`write` writes it to
    /// `out`, every line ending with `\n`), read by `grammar`; for
    /// [`Boards`], `write` tells `rows` the number of answer lines of each
    /// case, in order (only plain rows need it: a LeetCode board is one
    /// line).
    pub fn written(
        grammar: impl Grammar + 'static,
        write: impl FnOnce(&mut Out<Vec<u8>>, &RefCell<Vec<u64>>) -> Result<(), Error>,
    ) -> Result<Expected, Error> {
        let (mut out, rows) = (Out::new(Vec::new()), RefCell::new(Vec::new()));
        write(&mut out, &rows)?;
        Ok(Expected {
            grammar: Box::new(grammar),
            text: out.into_inner()?,
            rows: rows.into_inner(),
        })
    }

    /// The most bytes of output read: past it the verdict is "output too
    /// long".
    pub fn limit(&self) -> u64 {
        LIMIT_MARGIN + LIMIT_FACTOR * self.text.len() as u64
    }

    /// Judges `output`, read as a stream, as `how` says. Fails only if
    /// reading fails.
    pub fn judge(&self, output: impl Read, how: Reading, side: Side) -> io::Result<Verdict> {
        // Read through `dyn Read` (a call a 64 KiB block), so that each
        // grammar's judging is one function, not one per reader.
        let mut output = output;
        let output: &mut dyn Read = &mut output;
        let mut j = Judge {
            want: Want {
                text: &self.text,
                pos: 0,
            },
            got: Reader::new(output, self.limit()),
            exact: how.exact,
            fold: how.fold_case,
            side,
        };
        let bom = if how.skip_bom {
            j.got.skip_bom()
        } else {
            Ok(())
        };
        let judged = bom
            .and_then(|()| self.grammar.judge(&mut j, &self.rows))
            .and_then(|summary| j.finish(&summary).map(|()| summary));
        match judged {
            Ok(summary) => Ok(Verdict::new(Kind::Accepted, summary)),
            Err(Halt::Verdict(v)) => Ok(v),
            Err(Halt::TooLong) => Ok(Verdict::new(
                Kind::WrongAnswer,
                format_args!(
                    "output too long: more than {} bytes (the answer has {})",
                    self.limit(),
                    self.text.len()
                ),
            )),
            Err(Halt::Io(e)) => Err(e),
        }
    }
}
/// Why judging stopped before the end.
pub enum Halt {
    /// A wrong answer or presentation error.
    Verdict(Verdict),
    /// More than the limit was read.
    TooLong,
    Io(io::Error),
}

/// boardsolve's answer, line by line.
struct Want<'a> {
    text: &'a [u8],
    pos: usize,
}

impl<'a> Want<'a> {
    /// The next line, without its `\n`.
    fn line(&mut self) -> Option<&'a [u8]> {
        let rest = &self.text[self.pos..];
        if rest.is_empty() {
            return None;
        }
        let n = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        self.pos += (n + 1).min(rest.len());
        Some(&rest[..n])
    }

    /// The number of lines.
    fn lines(&self) -> usize {
        self.text.iter().filter(|&&b| b == b'\n').count()
    }
}

/// The output as a stream of tokens, read in fixed blocks, at most
/// `limit` bytes of it.
struct Reader<R> {
    src: R,
    /// `buf[pos..end]` is unread.
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    eof: bool,
    /// Bytes taken from `src`.
    taken: u64,
    limit: u64,
    /// The line of `buf[pos]` (1-based).
    line: u64,
    /// The last byte read was `\n`.
    newline_last: bool,
    /// The last token read, or under `exact` the last whitespace run: at
    /// most a cap + 1 bytes.
    tok: Vec<u8>,
    /// `tok` stopped before the token's end (it is longer).
    cut: bool,
    /// The line `tok` starts on.
    tok_line: u64,
}

impl<R: Read> Reader<R> {
    fn new(src: R, limit: u64) -> Reader<R> {
        Reader {
            src,
            buf: vec![0; BLOCK].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            taken: 0,
            limit,
            line: 1,
            newline_last: false,
            tok: Vec::new(),
            cut: false,
            tok_line: 1,
        }
    }

    /// Reads the next block once the last one is used up; false at the end.
    #[cold]
    fn fill(&mut self) -> Result<bool, Halt> {
        while !self.eof {
            match self.src.read(&mut self.buf) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    (self.pos, self.end) = (0, n);
                    self.newline_last = self.buf[n - 1] == b'\n';
                    self.taken += n as u64;
                    if self.taken > self.limit {
                        return Err(Halt::TooLong);
                    }
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(Halt::Io(e)),
            }
        }
        Ok(false)
    }

    /// Skips a UTF-8 byte-order mark at the start of the text, as
    /// testlib's `InStream::skipBom` does: all three bytes, or nothing.
    fn skip_bom(&mut self) -> Result<(), Halt> {
        const BOM: &[u8] = b"\xEF\xBB\xBF";
        while self.end < BOM.len() && !self.eof && self.buf[..self.end] == BOM[..self.end] {
            match self.src.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    self.end += n;
                    self.newline_last = self.buf[self.end - 1] == b'\n';
                    self.taken += n as u64;
                    if self.taken > self.limit {
                        return Err(Halt::TooLong);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(Halt::Io(e)),
            }
        }
        if self.buf[..self.end].starts_with(BOM) {
            self.pos = BOM.len();
        }
        Ok(())
    }

    /// The next byte, not consumed.
    #[inline]
    fn peek(&mut self) -> Result<Option<u8>, Halt> {
        if self.pos == self.end && !self.fill()? {
            return Ok(None);
        }
        Ok(Some(self.buf[self.pos]))
    }

    /// At the end of the output.
    fn at_end(&self) -> bool {
        self.eof && self.pos == self.end
    }

    /// Marks the end of the output as where nothing was found: the line
    /// the missing token would start (after a final newline, the next
    /// one: 7 lines where 8 are due miss line 8).
    fn found_nothing(&mut self) {
        self.tok.clear();
        self.cut = false;
        self.tok_line = self.line;
    }

    /// Consumes the byte `peek` returned.
    #[inline]
    fn take(&mut self, b: u8) {
        self.line += u64::from(b == b'\n');
        self.pos += 1;
    }

    /// Skips whitespace.
    fn skip_ws(&mut self) -> Result<(), Halt> {
        loop {
            while self.pos < self.end {
                let b = self.buf[self.pos];
                if !is_ws(b) {
                    return Ok(());
                }
                self.take(b);
            }
            if !self.fill()? {
                return Ok(());
            }
        }
    }

    /// Reads the whitespace run here into `tok` (at most one byte more than
    /// `want`): true if it is exactly `want`.
    fn exact_ws(&mut self, want: &[u8]) -> Result<bool, Halt> {
        self.tok.clear();
        self.tok_line = self.line;
        while let Some(b) = self.peek()? {
            if !is_ws(b) || self.tok.len() > want.len() {
                break;
            }
            self.tok.push(b);
            self.take(b);
        }
        self.cut = false;
        if self.tok.is_empty() && self.at_end() {
            self.found_nothing();
        }
        Ok(self.tok == want)
    }

    /// Reads the token here (non-whitespace bytes, up to a `[`, `]` or `,`
    /// if `json`) into `tok`, at most `cap + 1` bytes (`cut` if it goes
    /// on); false at the end of the output.
    fn token(&mut self, cap: usize, json: bool) -> Result<bool, Halt> {
        self.tok.clear();
        self.tok_line = self.line;
        self.cut = false;
        while self.pos < self.end || self.fill()? {
            let w = &self.buf[self.pos..self.end];
            let w = &w[..w.len().min(cap + 1 - self.tok.len())];
            let ends = |b: u8| is_ws(b) || json && matches!(b, b'[' | b']' | b',');
            let n = w.iter().position(|&b| ends(b)).unwrap_or(w.len());
            self.tok.extend_from_slice(&w[..n]);
            self.pos += n;
            if self.tok.len() > cap {
                self.cut = true;
                break;
            }
            if self.pos < self.end {
                break;
            }
        }
        if self.tok.is_empty() {
            self.found_nothing();
            return Ok(false);
        }
        Ok(true)
    }

    /// Reads one JSON token here into `tok`: `[`, `]`, `,`, a string up to
    /// its closing quote (`cut` if it is longer than [`SHORT`] or never
    /// closes), or anything else up to whitespace or one of those three.
    /// False at the end.
    fn json_token(&mut self) -> Result<bool, Halt> {
        match self.peek()? {
            None => {
                self.found_nothing();
                Ok(false)
            }
            Some(b @ (b'[' | b']' | b',')) => {
                self.tok.clear();
                self.tok.push(b);
                self.tok_line = self.line;
                self.cut = false;
                self.take(b);
                Ok(true)
            }
            Some(b'"') => {
                self.tok.clear();
                self.tok_line = self.line;
                self.cut = true;
                let mut escaped = false;
                while self.tok.len() <= SHORT {
                    let b = match self.peek()? {
                        Some(b) => b,
                        None => break,
                    };
                    self.tok.push(b);
                    self.take(b);
                    if escaped {
                        escaped = false;
                    } else if b == b'\\' {
                        escaped = true;
                    } else if b == b'"' && self.tok.len() > 1 {
                        self.cut = false;
                        break;
                    }
                }
                Ok(true)
            }
            Some(_) => self.token(SHORT, true),
        }
    }

    /// Consumes `sep` (skips whitespace, if `sep` is `None`) and then
    /// `line`, if the buffered output holds exactly that and then whitespace
    /// (the token ends there): the common case of an output written as the
    /// answer is, a line in one compare. False if not; then at most the
    /// whitespace is consumed.
    #[inline]
    fn same_line(&mut self, sep: Option<&[u8]>, line: &[u8]) -> Result<bool, Halt> {
        let skip = match sep {
            Some(sep) => sep.len(),
            None => {
                self.skip_ws()?;
                0
            }
        };
        let w = &self.buf[self.pos..self.end];
        let n = skip + line.len();
        let same = matches!(w.get(n), Some(&b) if is_ws(b))
            && !matches!(sep, Some(sep) if w[..skip] != *sep)
            && w[skip..n] == *line;
        if same {
            self.line += count_newlines(&w[..skip]);
            self.pos += n;
        }
        Ok(same)
    }

    /// Consumes the output's bytes that are the same as `want`'s (a JSON
    /// line of the answer, no whitespace in it), up to the end of the last
    /// whole token among them; returns how many.
    fn same_json(&mut self, want: &[u8]) -> Result<usize, Halt> {
        let mut done = 0;
        loop {
            let w = &self.buf[self.pos..self.end];
            let n = same_prefix(w, &want[done..]);
            // A `[`, `]` or `,` ends a token; a string may go on.
            let keep = want[done..done + n]
                .iter()
                .rposition(|&b| matches!(b, b'[' | b']' | b','))
                .map_or(0, |q| q + 1);
            self.pos += keep;
            done += keep;
            if keep < w.len() || done == want.len() || !self.fill()? {
                return Ok(done);
            }
        }
    }

    /// The token read last, for a message.
    fn found(&self) -> String {
        if self.tok.is_empty() && self.at_end() {
            return "end of output".into();
        }
        shown(&self.tok, true, self.cut)
    }
}

/// A token class of [`Lines`]: which tokens it takes and what messages
/// call it. Data, not an enum: an output validator holds the reading of
/// its own problem's class alone.
#[derive(Clone, Copy)]
pub struct Token {
    /// Whether `t` is one (letters in any case if `fold`).
    reads: fn(&[u8], bool) -> bool,
    /// Its name in messages.
    what: &'static str,
}

impl Token {
    /// An integer, as testlib reads one.
    pub const INT: Token = Token {
        reads: |t, _| is_int(t),
        what: "an integer",
    };

    /// `true` or `false`.
    pub const BOOL: Token = Token {
        reads: |t, fold| same(fold, t, b"true") || same(fold, t, b"false"),
        what: "true or false",
    };
}

/// One output judged against the answer.
pub struct Judge<'a, R> {
    want: Want<'a>,
    got: Reader<R>,
    exact: bool,
    /// Letters compared without regard to ASCII case.
    fold: bool,
    side: Side,
}

impl<R: Read> Judge<'_, R> {
    /// A verdict at `unit` (`case 2`), naming the output line of the last
    /// token read.
    fn halt(&self, kind: Kind, unit: &str, what: impl fmt::Display) -> Halt {
        let line = self.got.tok_line;
        self.halt_at(kind, unit, line..=line, what)
    }

    /// A verdict at `unit` about the tokens on output lines `lines`
    /// (`output lines 1-2` when they span several).
    fn halt_at(
        &self,
        kind: Kind,
        unit: &str,
        lines: RangeInclusive<u64>,
        what: impl fmt::Display,
    ) -> Halt {
        let (a, b) = (*lines.start(), *lines.end());
        let at = if a == b {
            format!("{} line {a}", self.side)
        } else {
            format!("{} lines {a}-{b}", self.side)
        };
        Halt::Verdict(Verdict::new(kind, format_args!("{unit} ({at}): {what}")))
    }

    /// [`Reader::same_line`], the whitespace before the line free unless
    /// `exact`.
    fn same_line(&mut self, sep: &[u8], line: &[u8]) -> Result<bool, Halt> {
        self.got.same_line(self.exact.then_some(sep), line)
    }

    /// Skips the whitespace before the next token; under `exact` it must be
    /// `want` (the answer's), else a presentation error at `unit`.
    fn ws(&mut self, want: &[u8], unit: impl FnOnce() -> String) -> Result<(), Halt> {
        if !self.exact {
            return self.got.skip_ws();
        }
        if self.got.exact_ws(want)? {
            return Ok(());
        }
        let found = self.got.found();
        Err(self.halt(
            Kind::PresentationError,
            &unit(),
            format_args!(
                "the whitespace differs from the answer's: expected {}, found {found}",
                shown(want, true, false)
            ),
        ))
    }

    /// [`Lines`]: answers of one line each, made of short tokens.
    fn short_lines(&mut self, class: Token, unit: &str) -> Result<String, Halt> {
        let mut k = 0u64;
        while let Some(want) = self.want.line() {
            k += 1;
            if self.same_line(line_sep(k), want)? {
                continue;
            }
            let name = || format!("{unit} {k}");
            // The tokens of the line, joined by spaces.
            let mut found = Vec::new();
            let mut first_line = 0;
            let tokens = want.split(|&b| b == b' ').count();
            for i in 0..tokens {
                let sep = if i == 0 { line_sep(k) } else { b" " };
                self.ws(sep, name)?;
                let read = self.got.token(SHORT, false)?;
                if i == 0 {
                    first_line = self.got.tok_line;
                }
                if !read || self.got.cut || !(class.reads)(&self.got.tok, self.fold) {
                    let found = self.got.found();
                    return Err(self.halt(
                        Kind::PresentationError,
                        &name(),
                        format_args!("expected {}, found {found}", class.what),
                    ));
                }
                if i > 0 {
                    found.push(b' ');
                }
                found.extend_from_slice(&self.got.tok);
            }
            if !same(self.fold, &found, want) {
                return Err(self.halt_at(
                    Kind::WrongAnswer,
                    &name(),
                    first_line..=self.got.tok_line,
                    format_args!(
                        "expected {}, found {}",
                        shown(want, true, false),
                        shown(&found, true, false)
                    ),
                ));
            }
        }
        Ok(plural(k, unit))
    }

    /// [`Boards`] in plain format: one row a line, each row one
    /// token of `cells`; `rows` gives each case's number of rows.
    fn rows(&mut self, cells: &Alphabet, rows: &[u64]) -> Result<String, Halt> {
        let (mut case, mut row) = (0usize, 0u64);
        let mut k = 0u64;
        while let Some(want) = self.want.line() {
            if k > 0 {
                row += 1;
                if rows.get(case) == Some(&row) {
                    (case, row) = (case + 1, 0);
                }
            }
            k += 1;
            if self.same_line(line_sep(k), want)? {
                continue;
            }
            let name = || format!("case {}, row {row}", case + 1);
            self.ws(line_sep(k), name)?;
            let width = want.len();
            let read = self.got.token(width, false)?;
            let tok = &self.got.tok;
            let row = &tok[..tok.len().min(width)];
            if let Some(c) = row.iter().position(|&b| !is_cell_byte(cells, b, self.fold)) {
                let found = self.got.found();
                return Err(self.halt(
                    Kind::PresentationError,
                    &format!("{}, column {c}", name()),
                    format_args!("expected a cell {}, found {found}", cells.describe),
                ));
            }
            if !read || tok.len() != width {
                let found = self.got.found();
                let count = match tok.len() {
                    _ if !read => String::new(),
                    n if n > width => " (more cells)".into(),
                    n => format!(" ({})", plural(n as u64, "cell")),
                };
                return Err(self.halt(
                    Kind::PresentationError,
                    &name(),
                    format_args!(
                        "expected a row of {}, found {found}{count}",
                        plural(width as u64, "cell")
                    ),
                ));
            }
            // A row that is the answer's (nearly always) is one comparison.
            let differs = match same(self.fold, want, tok) {
                true => None,
                false => want
                    .iter()
                    .zip(tok)
                    .position(|(a, b)| !same_byte(self.fold, *a, *b)),
            };
            if let Some(c) = differs {
                return Err(self.halt(
                    Kind::WrongAnswer,
                    &format!("{}, column {c}", name()),
                    format_args!(
                        "expected {}, found {}",
                        shown(&want[c..c + 1], true, false),
                        shown(&tok[c..c + 1], true, false)
                    ),
                ));
            }
        }
        Ok(plural(rows.len() as u64, "case"))
    }

    /// [`Boards`] in LeetCode format, `[["B","1"],["E","M"]]`:
    /// token by token against the answer's line of each case, whole runs of
    /// tokens at once where the output is written as the answer is.
    fn boards(&mut self, cells: &Alphabet) -> Result<String, Halt> {
        let mut case = 0u64;
        while let Some(want) = self.want.line() {
            case += 1;
            let mut i = 0;
            while i < want.len() {
                // Worked out only for a message: it costs a pass over the line.
                let at = || Place::of(case, want, i);
                let sep = if i == 0 { line_sep(case) } else { b"" };
                self.ws(sep, || at().cell())?;
                let same = self.got.same_json(&want[i..])?;
                if same > 0 {
                    i += same;
                    continue;
                }
                // The answer's own token: a cell `"c"` (the solver writes
                // no escapes), a bare cell `0` (an integer board's), or one
                // byte.
                let quoted = want[i] == b'"';
                let e = if quoted {
                    &want[i..i + 3]
                } else {
                    &want[i..i + 1]
                };
                let read = self.got.json_token()?;
                let g = &self.got.tok;
                if quoted || cells.allowed[usize::from(e[0])] {
                    let (c, cell) = match quoted {
                        true => (json_char(g), e[1]),
                        false => ((g.len() == 1).then(|| char::from(g[0])), e[0]),
                    };
                    let problem = match c.filter(|_| read && !self.got.cut) {
                        None if quoted => Some((
                            Kind::PresentationError,
                            "expected a one-character string".to_string(),
                        )),
                        Some(c) if is_cell(cells, c, self.fold) => {
                            (!same_char(self.fold, c, char::from(cell))).then(|| {
                                let want = shown(e, !quoted, false);
                                (Kind::WrongAnswer, format!("expected {want}"))
                            })
                        }
                        _ => Some((
                            Kind::PresentationError,
                            format!("expected a cell {}", cells.describe),
                        )),
                    };
                    if let Some((kind, what)) = problem {
                        let found = self.json_found();
                        return Err(self.halt(
                            kind,
                            &at().cell(),
                            format_args!("{what}, found {found}"),
                        ));
                    }
                } else if !read || g.as_slice() != e {
                    // A row or board of the wrong length is named as a whole.
                    let halt = match at().shape(e[0], &want[i..], read.then(|| g[0])) {
                        Some((unit, what)) => self.halt(Kind::PresentationError, &unit, what),
                        None => {
                            let found = self.json_found();
                            self.halt(
                                Kind::PresentationError,
                                &at().cell(),
                                format_args!("expected '{}', found {found}", e[0] as char),
                            )
                        }
                    };
                    return Err(halt);
                }
                i += e.len();
            }
        }
        Ok(plural(case, "case"))
    }

    /// The JSON token read last: a string shown as written (it brings its
    /// own quotes), anything else quoted.
    fn json_found(&self) -> String {
        match self.got.tok.first() {
            Some(b'"') => shown(&self.got.tok, false, self.got.cut),
            _ => self.got.found(),
        }
    }

    /// [`Moves`]: the legal moves, one a line in row-major order,
    /// or `NULL`. The number of moves is part of the answer, so a missing
    /// move is a wrong answer.
    fn moves(&mut self) -> Result<String, Halt> {
        let mut k = 0u64;
        let mut last = b"NULL".as_slice();
        while let Some(want) = self.want.line() {
            k += 1;
            last = want;
            if self.same_line(line_sep(k), want)? {
                continue;
            }
            let name = || format!("move {k}");
            self.ws(line_sep(k), name)?;
            let read = self.got.token(SHORT, false)?;
            let g = &self.got.tok;
            if !read && k > 1 {
                let found = self.got.found();
                let total = self.want.lines();
                return Err(self.halt(
                    Kind::WrongAnswer,
                    &name(),
                    format_args!(
                        "expected {}, found {found} ({} of the {total} legal moves printed)",
                        shown(want, true, false),
                        k - 1
                    ),
                ));
            }
            if !read || self.got.cut || !(same(self.fold, g, b"NULL") || is_move(g)) {
                let found = self.got.found();
                return Err(self.halt(
                    Kind::PresentationError,
                    &name(),
                    format_args!("expected a move r,c or NULL, found {found}"),
                ));
            }
            if !same(self.fold, g, want) {
                let why = self.why_not(want, g);
                let found = self.got.found();
                return Err(self.halt(
                    Kind::WrongAnswer,
                    &name(),
                    format_args!("expected {}, found {found}{why}", shown(want, true, false)),
                ));
            }
        }
        Ok(match (k, last) {
            (1, b"NULL") => "NULL".into(),
            _ => plural(k, "legal move"),
        })
    }

    /// Why move `found` is wrong where the answer has `want` (both are
    /// moves or `NULL`): every legal move before `want` was printed already.
    fn why_not(&self, want: &[u8], found: &[u8]) -> String {
        let f = match move_at(found) {
            Some(f) => f,
            None if same(self.fold, found, b"NULL") => return String::new(),
            None => return ", which is not a legal move".into(),
        };
        let legal: Vec<(u64, u64)> = self
            .want
            .text
            .split(|&b| b == b'\n')
            .filter_map(move_at)
            .collect();
        match (legal.binary_search(&f), move_at(want)) {
            (Err(_), _) => ", which is not a legal move".into(),
            (Ok(_), Some(w)) if f < w => ", a second time".into(),
            // Streamed, the output after `found` is not read yet: `want`
            // may still come, out of order.
            (Ok(_), _) => format!(
                ": {} is missing, or out of row-major order",
                shown(want, true, false)
            ),
        }
    }

    /// After the whole answer: only whitespace (under `exact`, the answer's
    /// final newline) and the end of the output.
    fn finish(&mut self, summary: &str) -> Result<(), Halt> {
        let tail: &[u8] = if self.want.text.is_empty() {
            b""
        } else {
            b"\n"
        };
        self.ws(tail, || format!("after {summary}"))?;
        if self.got.token(SHORT, false)? {
            let found = self.got.found();
            let unit = format!("extra output after {summary}");
            return Err(self.halt(Kind::WrongAnswer, &unit, format_args!("found {found}")));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
