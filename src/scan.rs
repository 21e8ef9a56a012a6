//! A streaming byte scanner with positions for error messages: one fixed
//! buffer (a 10^8-cell board never sits in memory as text), lines counted
//! once per refill, columns only when an error needs one. Whitespace is
//! space, tab, `\r`, `\n`; a UTF-8 byte-order mark at the start is skipped.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::error::{Error, Pos};
use std::fmt::Display;
use std::io::{self, Read};

/// Size of the read buffer.
const BUF_SIZE: usize = 1 << 16;
/// Bytes a token reader makes visible before parsing it.
const LOOKAHEAD: usize = 64;
const BOM: &[u8] = b"\xEF\xBB\xBF";
/// Consumed bytes a refill keeps, so an error can still point at them.
const KEEP_BACK: usize = 256;
/// Number of pin slots.
const PINS: usize = 2;

/// True for the bytes the formats treat as whitespace.
#[inline]
pub fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// Bytes a caller of [`uint_at`] must have visible from the start index.
pub const TOKEN: usize = 28;

/// A fast integer read: at `w[k..]`, at most 8 whitespace bytes, 1 to 19
/// digits (no overflow) and a whitespace byte: the value, that byte's
/// index and the newlines before the digits; `None` for anything else (a
/// general path's). Needs `w.len() >= k + TOKEN`.
#[inline(always)]
pub fn uint_at(w: &[u8], k: usize) -> Option<(u64, usize, u64)> {
    let w = &w[k..k + TOKEN];
    let mut i = 0;
    let mut newlines = 0;
    while i < 8 && is_ws(w[i]) {
        newlines += u64::from(w[i] == b'\n');
        i += 1;
    }
    let start = i;
    let mut v: u64 = 0;
    while i - start < 19 {
        let d = w[i].wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        v = v * 10 + u64::from(d);
        i += 1;
    }
    (i > start && is_ws(w[i])).then_some((v, k + i, newlines))
}

/// Two fast [`uint_at`]s for a move: at `w[k..k + 8]`, a space or newline,
/// 1 to 3 digits, a space or newline, 1 to 3 digits, a space or newline.
/// Branch-free: exact SWAR zero-byte tests class the bytes (a digit: high
/// nibble 3, low nibble at most 9), one multiply gathers each class into a
/// bit mask, and the digits are weighted by their count. Needs `w.len() >=
/// k + 8`.
#[inline(always)]
pub fn pair_at(w: &[u8], k: usize) -> Option<(u64, u64, usize, [u64; 2])> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    // The high bit of each byte of `t` that is zero.
    let zero = |t: u64| !(((t & (ONES * 0x7F)) + ONES * 0x7F) | t) & (ONES * 0x80);
    // Those high bits as an 8-bit mask, bit i for byte i.
    let bits = |m: u64| ((m >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32;
    // Digit weights by the number of digits.
    const WEIGHTS: [[u64; 3]; 4] = [[0; 3], [1, 0, 0], [10, 1, 0], [100, 10, 1]];
    let mut a = [0u8; 8];
    a.copy_from_slice(&w[k..k + 8]);
    let x = u64::from_le_bytes(a);
    let low = x & (ONES * 0x0F);
    // High nibble 3 and low nibble at most 9 (low + 0x76 stays in its byte).
    let digit = zero((x & (ONES * 0xF0)) ^ (ONES * 0x30)) & !((low + ONES * 0x76) & (ONES * 0x80));
    let newline = bits(zero(x ^ (ONES * u64::from(b'\n'))));
    let sep = bits(zero(x ^ (ONES * u64::from(b' ')))) | newline;
    let d = bits(digit);
    let first = (d >> 1).trailing_ones();
    let second = (d >> (first + 2)).trailing_ones();
    let end = first + second + 2;
    let shape = sep & 1 != 0
        && (1..=3).contains(&first)
        && (1..=3).contains(&second)
        && end < 8
        && sep >> (first + 1) & 1 != 0
        && sep >> end & 1 != 0;
    if !shape {
        return None;
    }
    let value = |start: u32, len: u32| {
        let y = low >> (8 * start);
        let wt = WEIGHTS[len as usize];
        (y & 0xFF) * wt[0] + (y >> 8 & 0xFF) * wt[1] + (y >> 16 & 0xFF) * wt[2]
    };
    Some((
        value(1, first),
        value(first + 2, second),
        k + end as usize,
        [
            u64::from(newline & 1),
            u64::from(newline >> (first + 1) & 1),
        ],
    ))
}

/// Length of the run of bytes at the start of `w` for which `keep` is true:
/// eight bytes a step (eight table loads folded into one test, one branch),
/// then byte by byte. A plain `position` costs a branch a byte.
#[inline]
pub fn kept_run(w: &[u8], keep: &[bool; 256]) -> usize {
    let mut n = 0;
    for chunk in w.chunks_exact(8) {
        if !chunk
            .iter()
            .fold(true, |all, &b| all & keep[usize::from(b)])
        {
            break;
        }
        n += 8;
    }
    let rest = &w[n..];
    n + rest
        .iter()
        .position(|&b| !keep[usize::from(b)])
        .unwrap_or(rest.len())
}

/// Counts `\n` bytes; `u8` counters per chunk let the loop vectorise.
pub fn count_newlines(bytes: &[u8]) -> u64 {
    bytes
        .chunks(255)
        .map(|c| c.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n')) as u64)
        .sum()
}

/// The UTF-8 character `bytes` start with, and its length.
pub fn utf8_char(bytes: &[u8]) -> Option<(char, usize)> {
    let len = match *bytes.first()? {
        0x00..=0x7F => 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let s = std::str::from_utf8(bytes.get(..len)?).ok()?;
    s.chars().next().map(|c| (c, len))
}

/// Names a character for a message: `'Q'`, `'\0'`, `'é'`, or an escape if
/// it would not print (`'\u{200b}'`), so a message stays one line.
pub fn describe(c: char) -> String {
    if c.is_ascii() || c.is_control() || c.is_whitespace() {
        format!("{c:?}")
    } else {
        format!("'{}'", c.escape_debug())
    }
}

/// A message as one line: control characters (a line break inside a
/// quoted token, say) are written as escapes, so every error stays a line.
pub fn one_line(msg: &str) -> String {
    msg.chars()
        .map(|c| match c.is_control() {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        })
        .collect()
}

/// The streaming scanner; offsets count from the input's start.
pub struct Scanner<R> {
    src: R,
    /// `buf[pos..end]` is unread input.
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    eof: bool,
    /// Offset of `buf[0]`.
    base: u64,
    /// Newlines before `buf[0]`.
    line: u64,
    /// Offset of the start of the line that holds `buf[0]`.
    line_start: u64,
    bom_checked: bool,
    /// Pinned offsets (the start of a move, a case, a string).
    pin: [u64; PINS],
    /// A pin's position, worked out when its bytes left the buffer.
    pin_at: [Option<Pos>; PINS],
}

impl<R: Read> Scanner<R> {
    pub fn new(src: R) -> Self {
        Scanner {
            src,
            buf: vec![0; BUF_SIZE].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            base: 0,
            line: 0,
            line_start: 0,
            bom_checked: false,
            pin: [0; PINS],
            pin_at: [None; PINS],
        }
    }

    /// Drops consumed bytes and reads; false at the end.
    #[cold]
    fn refill(&mut self) -> Result<bool, Error> {
        if self.pos > KEEP_BACK {
            let drop = self.pos - KEEP_BACK;
            for k in 0..PINS {
                // A pin is never behind `base` without its position.
                if self.pin_at[k].is_none() && self.pin[k] < self.base + drop as u64 {
                    self.pin_at[k] = Some(self.pos_of((self.pin[k] - self.base) as usize));
                }
            }
            let gone = &self.buf[..drop];
            self.line += count_newlines(gone);
            if let Some(p) = gone.iter().rposition(|&b| b == b'\n') {
                self.line_start = self.base + p as u64 + 1;
            }
            self.buf.copy_within(drop..self.end, 0);
            self.base += drop as u64;
            self.end -= drop;
            self.pos -= drop;
        }
        let before = self.end;
        while !self.eof && self.end < self.buf.len() {
            match self.src.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::read(e)),
            }
            // One read, but three bytes for the byte-order mark check.
            if self.bom_checked || self.end >= BOM.len() {
                break;
            }
        }
        if !self.bom_checked {
            self.bom_checked = true;
            if self.buf[..self.end].starts_with(BOM) {
                self.pos = BOM.len();
                self.line_start = BOM.len() as u64;
            }
        }
        Ok(self.end > before)
    }

    /// Makes at least `k` unread bytes visible, or all that remain.
    #[inline]
    pub fn ensure(&mut self, k: usize) -> Result<(), Error> {
        while self.end - self.pos < k && !self.eof {
            if !self.refill()? {
                break;
            }
        }
        Ok(())
    }

    /// The unread bytes in the buffer.
    #[inline]
    pub fn window(&self) -> &[u8] {
        &self.buf[self.pos..self.end]
    }

    /// Consumes `n` bytes of the window.
    #[inline]
    pub fn advance(&mut self, n: usize) {
        self.pos += n;
    }

    /// The next byte, not consumed (`None` at the end).
    #[inline]
    pub fn peek(&mut self) -> Result<Option<u8>, Error> {
        while self.pos == self.end {
            if !self.refill()? {
                return Ok(None);
            }
        }
        Ok(Some(self.buf[self.pos]))
    }

    /// Skips whitespace; the next byte, not consumed.
    #[inline]
    pub fn skip_ws(&mut self) -> Result<Option<u8>, Error> {
        while let Some(b) = self.peek()? {
            if !is_ws(b) {
                return Ok(Some(b));
            }
            self.pos += 1;
        }
        Ok(None)
    }

    /// Appends the longest run (at most `max` bytes) of bytes that `keep`
    /// holds to `dst`; returns its length.
    #[inline]
    pub fn take_while_into(
        &mut self,
        keep: &[bool; 256],
        dst: &mut Vec<u8>,
        max: usize,
    ) -> Result<usize, Error> {
        let mut total = 0;
        loop {
            let w = &self.buf[self.pos..self.end];
            let w = &w[..w.len().min(max - total)];
            let n = kept_run(w, keep);
            dst.extend_from_slice(&w[..n]);
            self.pos += n;
            total += n;
            if n < w.len() || total == max || !self.refill()? {
                return Ok(total);
            }
        }
    }

    /// An unsigned integer at optional whitespace, ending at whitespace or
    /// the end (`None` at the end); `what` names it in messages.
    pub fn next_uint(&mut self, what: &str) -> Result<Option<u64>, Error> {
        if self.skip_ws()?.is_none() {
            return Ok(None);
        }
        let v = self.uint_here(what)?;
        match self.peek()? {
            Some(b) if !is_ws(b) => {
                Err(self.expected(format_args!("whitespace after {what} {v}"), false))
            }
            _ => Ok(Some(v)),
        }
    }

    /// The digits of an unsigned integer here (the caller checks what
    /// follows).
    pub fn uint_here(&mut self, what: &str) -> Result<u64, Error> {
        self.ensure(LOOKAHEAD)?;
        let (start, seen) = (self.offset(), self.end - self.pos);
        let (mut v, mut n) = (0u64, 0);
        while let Some(c @ b'0'..=b'9') = self.peek()? {
            let big = || format!("{what} is too large: more than {}", u64::MAX);
            v = match v
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(c - b'0')))
            {
                Some(v) => v,
                // Named at its start, unless leading zeros ran it past
                // the lookahead.
                None if n < seen => return Err(self.err_at(start, big())),
                None => return Err(self.err_here(big())),
            };
            self.pos += 1;
            n += 1;
        }
        if n == 0 {
            let mut e = self.expected(what, true);
            if let (Error::Input { msg, .. }, [b'-', b'0'..=b'9', ..]) = (&mut e, self.window()) {
                msg.push_str(" (negative numbers are not allowed)");
            }
            return Err(e);
        }
        Ok(v)
    }

    /// Fails unless only whitespace remains.
    pub fn expect_end(&mut self, after: &str) -> Result<(), Error> {
        match self.skip_ws()? {
            Some(_) => Err(self.expected(format_args!("end of input after {after}"), true)),
            None => Ok(()),
        }
    }

    /// Names the character here for a message (`'x'`, `byte 0xff`, `end of
    /// input`); with `token` a longer token as `"abc"` (cut at 20 bytes).
    pub fn found(&mut self, token: bool) -> Result<String, Error> {
        self.ensure(LOOKAHEAD)?;
        let w = self.window();
        let len = match token {
            true => w.iter().position(|&b| is_ws(b)).unwrap_or(w.len()),
            false => 0,
        };
        let text = std::str::from_utf8(&w[..len.min(20)]).unwrap_or("");
        Ok(match (utf8_char(w), w.first()) {
            _ if text.chars().count() > 1 && !text.chars().any(char::is_control) => {
                let cut = if len > 20 { "..." } else { "" };
                format!("\"{text}{cut}\"")
            }
            (Some((c, _)), _) => describe(c),
            (None, Some(b)) => format!("byte {b:#04x}"),
            _ => "end of input".to_string(),
        })
    }

    /// "expected {what}, found ..." here, named as [`Scanner::found`] does.
    #[cold]
    pub fn expected(&mut self, what: impl Display, token: bool) -> Error {
        match self.found(token) {
            Ok(found) => self.err_here(format!("expected {what}, found {found}")),
            Err(e) => e,
        }
    }

    /// The position of `buf[idx]`.
    fn pos_of(&self, idx: usize) -> Pos {
        let before = &self.buf[..idx];
        let column = match before.iter().rposition(|&b| b == b'\n') {
            Some(p) => (idx - p) as u64,
            // Saturating: an unused pin sits at offset 0, in front of a
            // byte-order mark that the first line starts after.
            None => (self.base + idx as u64).saturating_sub(self.line_start) + 1,
        };
        Pos {
            line: self.line + count_newlines(before) + 1,
            column,
        }
    }

    /// The position of the next unread byte.
    pub fn here(&self) -> Pos {
        self.pos_of(self.pos)
    }

    /// The offset of the next unread byte.
    #[inline]
    pub fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// An input error at offset `at` if still buffered (as just read), else
    /// here.
    pub fn err_at(&self, at: u64, msg: impl Into<String>) -> Error {
        let idx = at.checked_sub(self.base).filter(|&i| i <= self.end as u64);
        let pos = idx.map_or_else(|| self.here(), |i| self.pos_of(i as usize));
        Error::at(pos, msg)
    }

    /// An input error here.
    pub fn err_here(&self, msg: impl Into<String>) -> Error {
        Error::at(self.here(), msg)
    }

    /// Remembers the offset here in slot `k`, so a later error can name its
    /// position after the buffer moved on (worked out only if needed).
    #[inline]
    pub fn pin(&mut self, k: usize) {
        self.pin[k] = self.offset();
        self.pin_at[k] = None;
    }

    /// The position pinned in slot `k`.
    pub fn pinned(&self, k: usize) -> Pos {
        let at = self.pin_at[k];
        at.unwrap_or_else(|| self.pos_of((self.pin[k] - self.base) as usize))
    }
}

/// A reader that hands out at most `chunk` bytes per read, to exercise
/// refills at every position (tests of every streaming reader).
#[cfg(test)]
pub(crate) struct Trickle<'a> {
    pub(crate) data: &'a [u8],
    pub(crate) chunk: usize,
}

#[cfg(test)]
impl Read for Trickle<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let n = self.chunk.min(out.len()).min(self.data.len());
        out[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The branch-free pair step against two reads of the general token
    /// step: wherever it answers, both agree; and it answers for every
    /// well-formed pair of small numbers that fits.
    #[test]
    fn pair_step_agrees_with_two_token_steps() {
        let mut rng = crate::rng::Rng::new(0x1234_5678_9ABC_DEF1);
        let mut rand = move |n: u64| rng.below(n);
        const BYTES: &[u8] = b"0123456789 \n\r\t-a/:\x00\x80";
        let (mut taken, mut well_formed) = (0, 0);
        for case in 0..300_000 {
            let mut w = vec![b' '; 2 * TOKEN];
            if case % 2 == 0 {
                // Random bytes, mostly digits and separators.
                for b in w.iter_mut().take(10) {
                    *b = BYTES[rand(BYTES.len() as u64) as usize];
                }
            } else {
                // A well-formed `␣x␣y␣` with 1 to 4 digits each.
                let num = |len: u64, rand: &mut dyn FnMut(u64) -> u64| -> String {
                    (0..len)
                        .map(|_| char::from(b'0' + rand(10) as u8))
                        .collect()
                };
                let (a, b) = (1 + rand(4), 1 + rand(4));
                let sep = |r: u64| if r == 0 { '\n' } else { ' ' };
                let text = format!(
                    "{}{}{}{}{}",
                    sep(rand(2)),
                    num(a, &mut rand),
                    sep(rand(2)),
                    num(b, &mut rand),
                    sep(rand(2))
                );
                w[..text.len()].copy_from_slice(text.as_bytes());
                if a <= 3 && b <= 3 && a + b <= 5 {
                    well_formed += 1;
                    assert!(pair_at(&w, 0).is_some(), "{text:?}");
                }
            }
            if let Some(got) = pair_at(&w, 0) {
                taken += 1;
                let (x, after_x, lx) = uint_at(&w, 0).expect("x");
                let (y, after_y, ly) = uint_at(&w, after_x).expect("y");
                assert_eq!(
                    got,
                    (x, y, after_y, [lx, ly]),
                    "{:?}",
                    String::from_utf8_lossy(&w[..10])
                );
            }
        }
        assert!(
            taken > well_formed && well_formed > 50_000,
            "{taken} {well_formed}"
        );
    }

    fn all_uints(data: &[u8], chunk: usize) -> Result<Vec<u64>, Error> {
        let mut s = Scanner::new(Trickle { data, chunk });
        let mut v = Vec::new();
        while let Some(x) = s.next_uint("a number")? {
            v.push(x);
        }
        Ok(v)
    }

    #[test]
    fn parses_numbers_across_refills() {
        let text = b"\xEF\xBB\xBF 1 22\r\n333\t0004444\n\n18446744073709551615 ";
        for chunk in 1..8 {
            assert_eq!(
                all_uints(text, chunk).unwrap(),
                vec![1, 22, 333, 4444, u64::MAX],
                "chunk {chunk}"
            );
        }
    }

    #[test]
    fn long_leading_zeros_are_a_valid_number() {
        let mut text = vec![b'0'; 5000];
        text.extend_from_slice(b"7 8");
        assert_eq!(all_uints(&text, 1000).unwrap(), vec![7, 8]);
    }

    #[test]
    fn overflow_and_garbage_name_the_position() {
        let e = all_uints(b"1\n  18446744073709551616", 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 3: a number is too large: more than 18446744073709551615"
        );
        let e = all_uints(b"1 2\n3x", 2).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 2: expected whitespace after a number 3, found 'x'"
        );
        let e = all_uints(b"5 -3", 64).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 3: expected a number, found \"-3\" (negative numbers are not allowed)"
        );
        let e = all_uints(b"\xEF\xBB\xBFab", 64).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: expected a number, found \"ab\""
        );
    }

    #[test]
    fn columns_count_from_the_last_newline_even_after_refills() {
        let mut text = vec![b' '; 3 * BUF_SIZE];
        text.extend_from_slice(b"\n   q");
        let e = all_uints(&text, 4096).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 4: expected a number, found 'q'"
        );
        let mut text = b"1\n".to_vec();
        text.extend(std::iter::repeat_n(b' ', 2 * BUF_SIZE + 7));
        text.push(b'z');
        let e = all_uints(&text, 5000).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "line 2, column {}: expected a number, found 'z'",
                2 * BUF_SIZE + 8
            )
        );
    }

    #[test]
    fn pinned_line_survives_refills() {
        let mut text = b"1\n2 ".to_vec();
        text.extend(std::iter::repeat_n(b'\n', 3 * BUF_SIZE));
        text.extend_from_slice(b"3");
        let mut s = Scanner::new(Trickle {
            data: &text,
            chunk: 100,
        });
        s.next_uint("x").unwrap();
        s.skip_ws().unwrap();
        s.pin(1);
        s.next_uint("x").unwrap();
        s.next_uint("x").unwrap();
        assert_eq!((s.pinned(1).line, s.pinned(1).column), (2, 1));
    }

    #[test]
    fn a_byte_order_mark_survives_refills_with_unused_pins() {
        // Dropping consumed bytes works out the place of every pin behind
        // them, the unused ones (at offset 0, before the mark) too.
        let mut text = BOM.to_vec();
        text.extend(std::iter::repeat_n(b' ', 2 * BUF_SIZE));
        text.extend_from_slice(b"z");
        let e = all_uints(&text, 5).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "line 1, column {}: expected a number, found 'z'",
                2 * BUF_SIZE + 1
            )
        );
    }

    #[test]
    fn describes_characters() {
        let found = |bytes: &[u8]| Scanner::new(bytes).found(false).unwrap();
        assert_eq!(found(b"Q"), "'Q'");
        assert_eq!(found(b"\0"), "'\\0'");
        assert_eq!(found("é".as_bytes()), "'é'");
        assert_eq!(found(b"\xff"), "byte 0xff");
        assert_eq!(found("🙂 and more".as_bytes()), "'🙂'");
        assert_eq!(found("\u{200b}".as_bytes()), "'\\u{200b}'");
        assert_eq!(found(b"\xc3"), "byte 0xc3");
        assert_eq!(describe('\n'), "'\\n'");
        assert_eq!(found(b""), "end of input");
        let token = |bytes: &[u8]| Scanner::new(bytes).found(true).unwrap();
        assert_eq!(token(b"abc def"), "\"abc\"");
        assert_eq!(token(&[b'x'; 30]), format!("\"{}...\"", "x".repeat(20)));
        assert_eq!(token(b"q "), "'q'");
    }
}
