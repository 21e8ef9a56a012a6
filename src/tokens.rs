//! The tokens [`crate::verdict`] judges, and how its messages quote them.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::Alphabet;

/// Bytes of a token a message shows.
pub(crate) const SHOW: usize = 40;

/// An integer as testlib reads one: an optional `-`, then `0` or digits
/// without a leading zero; `-0` is not one.
pub(crate) fn is_int(t: &[u8]) -> bool {
    let digits = t.strip_prefix(b"-").unwrap_or(t);
    !digits.is_empty()
        && digits.iter().all(u8::is_ascii_digit)
        && (digits[0] != b'0' || digits.len() == 1 && digits.len() == t.len())
}

/// `a` and `b` are the same token: byte for byte, or if `fold` without
/// regard to ASCII case.
pub(crate) fn same(fold: bool, a: &[u8], b: &[u8]) -> bool {
    if fold {
        a.eq_ignore_ascii_case(b)
    } else {
        a == b
    }
}

/// `r,c`: two integers and a comma, nothing else.
pub(crate) fn is_move(t: &[u8]) -> bool {
    let mut parts = t.split(|&b| b == b',');
    matches!((parts.next(), parts.next(), parts.next()), (Some(r), Some(c), None) if is_int(r) && is_int(c))
}

/// A move as numbers, if both fit (a legal one always does).
pub(crate) fn move_at(t: &[u8]) -> Option<(u64, u64)> {
    let text = std::str::from_utf8(t).ok()?;
    let (r, c) = text.split_once(',')?;
    Some((r.parse().ok()?, c.parse().ok()?))
}

/// The whitespace before line `k` (1-based) of an answer.
pub(crate) fn line_sep(k: u64) -> &'static [u8] {
    if k == 1 {
        b""
    } else {
        b"\n"
    }
}

/// The length of the longest common prefix of `a` and `b` (compared 32
/// bytes at a time, which the compiler vectorises).
pub(crate) fn same_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let whole = a
        .chunks_exact(32)
        .zip(b.chunks_exact(32))
        .take_while(|(x, y)| x == y)
        .count()
        * 32;
    whole
        + a[whole..]
            .iter()
            .zip(&b[whole..])
            .take_while(|(x, y)| x == y)
            .count()
}

/// Where a token of a LeetCode board answer is: worked out from the
/// answer's line, only when a message needs it.
#[derive(Clone, Copy)]
pub(crate) struct Place {
    case: u64,
    /// 0: before the board; 1: in it, between rows; 2: in a row.
    depth: u32,
    row: u64,
    col: u64,
}

impl Place {
    /// The place of `line[i]` in case `case`.
    pub(crate) fn of(case: u64, line: &[u8], i: usize) -> Place {
        let mut at = Place {
            case,
            depth: 0,
            row: 0,
            col: 0,
        };
        for &b in &line[..i] {
            match b {
                b'[' => {
                    at.depth += 1;
                    at.col = 0;
                }
                b']' => at.depth -= 1,
                b',' if at.depth == 2 => at.col += 1,
                b',' => at.row += 1,
                _ => {}
            }
        }
        at
    }

    /// `case 1, row 2, column 0`, as deep as the place is.
    pub(crate) fn cell(&self) -> String {
        match self.depth {
            0 => format!("case {}", self.case),
            1 => format!("case {}, row {}", self.case, self.row),
            _ => format!("case {}, row {}, column {}", self.case, self.row, self.col),
        }
    }

    /// What is wrong with the board's shape, if the answer has a `,` or `]`
    /// (byte `e`) where the output has the other (`g`): a row or a board too
    /// short or too long, named as a whole. `rest` is the answer's line from
    /// `e` on.
    pub(crate) fn shape(&self, e: u8, rest: &[u8], g: Option<u8>) -> Option<(String, String)> {
        // Cells left in this row, rows left in this board, `e` included.
        let row_end = rest.iter().position(|&b| b == b']').unwrap_or(rest.len());
        let cells = rest[..row_end].iter().filter(|&&b| b == b',').count() as u64;
        let rows = rest.iter().filter(|&&b| b == b'[').count() as u64;
        let (case, row, col) = (self.case, self.row, self.col);
        let in_row = || format!("case {case}, row {row}");
        let in_board = || format!("case {case}");
        match (e, g, self.depth) {
            (b',', Some(b']'), 2) => Some((
                in_row(),
                format!(
                    "the row has {}, expected {}",
                    plural(col + 1, "cell"),
                    col + 1 + cells
                ),
            )),
            (b']', Some(b','), 2) => Some((
                in_row(),
                format!("the row has more than {}", plural(col + 1, "cell")),
            )),
            (b',', Some(b']'), 1) => Some((
                in_board(),
                format!(
                    "the board has {}, expected {}",
                    plural(row + 1, "row"),
                    row + 1 + rows
                ),
            )),
            (b']', Some(b','), 1) => Some((
                in_board(),
                format!("the board has more than {}", plural(row + 1, "row")),
            )),
            _ => None,
        }
    }
}

/// True for a character that is one of `cells` (in either ASCII case if
/// `fold`).
pub(crate) fn is_cell(cells: &Alphabet, c: char, fold: bool) -> bool {
    matches!(u8::try_from(c), Ok(b) if is_cell_byte(cells, b, fold))
}

/// [`is_cell`] for a byte of a plain row.
pub(crate) fn is_cell_byte(cells: &Alphabet, b: u8, fold: bool) -> bool {
    let allowed = |b: u8| cells.allowed[usize::from(b)];
    allowed(b) || fold && (allowed(b.to_ascii_uppercase()) || allowed(b.to_ascii_lowercase()))
}

/// [`same`] for one byte.
pub(crate) fn same_byte(fold: bool, a: u8, b: u8) -> bool {
    a == b || fold && a.eq_ignore_ascii_case(&b)
}

/// [`same`] for characters.
pub(crate) fn same_char(fold: bool, a: char, b: char) -> bool {
    if fold {
        a.eq_ignore_ascii_case(&b)
    } else {
        a == b
    }
}

/// The one character a JSON string token holds (`"B"`, `"\u0042"`); `None`
/// unless it is a valid JSON string of exactly one character.
pub(crate) fn json_char(tok: &[u8]) -> Option<char> {
    // The common case, `"B"`, without building a string.
    if let [b'"', c @ (b' ' | b'!' | b'#'..=b'[' | b']'..=b'~'), b'"'] = *tok {
        return Some(char::from(c));
    }
    let mut rest = tok.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    let mut bytes = Vec::new();
    while let Some((&b, after)) = rest.split_first() {
        rest = after;
        let c = match b {
            b'\\' => {
                let (&e, after) = rest.split_first()?;
                rest = after;
                match e {
                    b'"' | b'\\' | b'/' => char::from(e),
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'n' => '\n',
                    b'r' => '\r',
                    b't' => '\t',
                    b'u' => match hex4(&mut rest)? {
                        hi @ 0xD800..=0xDBFF => {
                            rest = rest.strip_prefix(b"\\u")?;
                            let lo = hex4(&mut rest)?;
                            if !(0xDC00..0xE000).contains(&lo) {
                                return None;
                            }
                            char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))?
                        }
                        v => char::from_u32(v)?,
                    },
                    _ => return None,
                }
            }
            // JSON strings hold no raw control characters.
            0..=0x1F => return None,
            _ => {
                // Raw UTF-8 is checked as a whole below.
                bytes.push(b);
                continue;
            }
        };
        bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
    }
    let text = String::from_utf8(bytes).ok()?;
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Four hex digits at the start of `rest`, consumed.
pub(crate) fn hex4(rest: &mut &[u8]) -> Option<u32> {
    let digits = rest.get(..4)?;
    if !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    *rest = &rest[4..];
    u32::from_str_radix(std::str::from_utf8(digits).ok()?, 16).ok()
}

/// `3 cases`, `1 case`.
pub(crate) fn plural(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `bytes` with every character that does not print escaped (`\0`, `\r`,
/// `\u{feff}`, `\xff` for a byte that is not UTF-8), and `"` and `\` too
/// if `quote`: what a program printed, safe on a terminal and one line.
pub fn escaped(bytes: &[u8], quote: bool) -> String {
    let mut s = String::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        let (good, bad) = match std::str::from_utf8(rest) {
            Ok(text) => (text, &[][..]),
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                (std::str::from_utf8(good).unwrap_or_default(), bad)
            }
        };
        for c in good.chars() {
            match c {
                '"' | '\\' if quote => {
                    s.push('\\');
                    s.push(c);
                }
                ' '..='~' => s.push(c),
                '\0' => s.push_str("\\0"),
                '\t' => s.push_str("\\t"),
                '\r' => s.push_str("\\r"),
                '\n' => s.push_str("\\n"),
                c if c.is_ascii() => {
                    s += &format!("\\x{:02x}", c as u32);
                }
                c => s.extend(c.escape_debug()),
            }
        }
        // A byte that is not UTF-8 (or a sequence cut off).
        if let Some((&b, after)) = bad.split_first() {
            s += &format!("\\x{b:02x}");
            rest = after;
        } else {
            rest = bad;
        }
    }
    s
}

/// `bytes` as a message shows them: printable characters as they are,
/// everything else escaped (`\0`, `\r`, `\u{feff}`, `\xff` for a byte
/// that is not UTF-8), cut after [`SHOW`] bytes (and marked `...` if cut
/// or `more`). In double quotes if `quote` (a JSON string brings its own).
pub(crate) fn shown(bytes: &[u8], quote: bool, more: bool) -> String {
    let (head, more) = match bytes.get(..SHOW) {
        Some(head) if bytes.len() > SHOW => (head, true),
        _ => (bytes, more),
    };
    let mut s = String::new();
    if quote {
        s.push('"');
    }
    s += &escaped(head, quote);
    if more {
        s.push_str("...");
    }
    if quote {
        s.push('"');
    }
    s
}
