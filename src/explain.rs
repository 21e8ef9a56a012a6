//! `--explain`: why each answer is what it is, with a picture of the board.
//!
//! The solvers know nothing of this: each tells a caller-supplied report
//! about every answer (the case and the answer, or for go-capture every
//! move with the board after it), and `main` hands those to the function
//! of the problem's file here.
//!
//! Every cell is drawn as two characters: the cell itself and a mark (a
//! space when there is none), so each marking reads without colour; with
//! colour (ANSI escapes, only when the caller says stderr is a terminal
//! and `NO_COLOR` is unset) marked cells are also painted. Rows and columns
//! are labelled, 0- or 1-based as the problem's format numbers them. A
//! board taller than [`MAX_SIDE`], or too wide for 80 columns, is drawn as
//! a window around the interesting cells, and the picture says so.

// These lines go to a terminal or a log, never to a judge: `format!` is
// fine here.

use crate::error::Error;
use crate::grid::Grid;
use std::io::Write;

/// Largest number of rows or columns drawn.
pub const MAX_SIDE: usize = 60;

/// The width of the terminal a picture must fit (the classic 80
/// columns): wider boards are drawn as a window of columns.
const WIDTH: usize = 80;

/// Where explanations go and how.
pub struct Explain<'a> {
    pub out: &'a mut dyn Write,
    /// Paint marked cells with ANSI colours.
    pub color: bool,
}

impl Explain<'_> {
    /// Writes text (explanations are small; no buffering needed).
    pub fn text(&mut self, s: &str) -> Result<(), Error> {
        self.out.write_all(s.as_bytes()).map_err(Error::write)
    }
}

/// A colour for a marked cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    Plain,
    Red,
    Green,
    Yellow,
    Blue,
    Magenta,
    Cyan,
}

impl Paint {
    fn code(self) -> &'static str {
        match self {
            Paint::Plain => "0",
            Paint::Red => "1;31",
            Paint::Green => "1;32",
            Paint::Yellow => "1;33",
            Paint::Blue => "1;34",
            Paint::Magenta => "1;35",
            Paint::Cyan => "1;36",
        }
    }
}

/// One drawn cell: its character, a mark after it, a colour.
#[derive(Clone, Copy, Debug)]
pub struct Cell {
    pub ch: u8,
    pub mark: u8,
    pub paint: Paint,
}

impl Cell {
    /// An unmarked cell.
    pub fn plain(ch: u8) -> Cell {
        Cell {
            ch,
            mark: b' ',
            paint: Paint::Plain,
        }
    }

    /// A marked, painted cell.
    pub fn marked(ch: u8, mark: u8, paint: Paint) -> Cell {
        Cell { ch, mark, paint }
    }
}

/// The range of `len` indices drawn: all of them, or `max` around the
/// interesting ones (`lo..=hi`), always with `key` (the move or click
/// the picture is about) when the interesting ones do not fit.
fn window(len: usize, max: usize, lo: usize, hi: usize, key: usize) -> (usize, usize) {
    if len <= max {
        return (0, len);
    }
    let mid = lo + (hi - lo) / 2;
    let mut start = mid.saturating_sub(max / 2);
    if key < start {
        start = key;
    } else if key >= start + max {
        start = key + 1 - max;
    }
    let start = start.min(len - max);
    (start, start + max)
}

/// Draws board `g` as a board problem shows it: labels from 0, a window
/// of [`MAX_SIDE`] around `focus` on a longer side (see [`board`]).
pub fn grid(
    ex: &mut Explain,
    g: &Grid,
    focus: &[(usize, usize)],
    cell: impl Fn(usize, usize) -> Cell,
) -> Result<(), Error> {
    board(ex, g.rows(), g.cols(), 0, MAX_SIDE, focus, cell)
}

/// Draws a `rows` x `cols` board; labels count from `base`; a side longer
/// than `max_side` shows a window around `focus`, the interesting cells,
/// which always holds the first of them (the key cell).
pub fn board(
    ex: &mut Explain,
    rows: usize,
    cols: usize,
    base: usize,
    max_side: usize,
    focus: &[(usize, usize)],
    cell: impl Fn(usize, usize) -> Cell,
) -> Result<(), Error> {
    let span = |f: fn(&(usize, usize)) -> usize, len: usize, max: usize| {
        let lo = focus.iter().map(f).min().unwrap_or(0);
        let hi = focus.iter().map(f).max().unwrap_or(len.saturating_sub(1));
        window(len, max, lo, hi, focus.first().map_or(lo, f))
    };
    let (r0, r1) = span(|p| p.0, rows, max_side);
    // Each cell takes two columns after the row labels and a space.
    let label_width = (r1 - 1 + base).to_string().len();
    let (c0, c1) = span(|p| p.1, cols, max_side.min((WIDTH - label_width - 1) / 2));
    let mut s = String::new();
    if (r0, r1, c0, c1) != (0, rows, 0, cols) {
        s += &format!(
            "(rows {}..={}, columns {}..={} of the {rows}x{cols} board)\n",
            r0 + base,
            r1 - 1 + base,
            c0 + base,
            c1 - 1 + base
        );
    }
    let col_digits = (c1 - 1 + base).to_string().len();
    // Column labels, one line per digit, each digit above its cell.
    for d in (0..col_digits).rev() {
        s += &" ".repeat(label_width + 1);
        for c in c0..c1 {
            let label = c + base;
            let digit = label / 10usize.pow(d as u32) % 10;
            let shown = d == 0 || label >= 10usize.pow(d as u32);
            s.push(if shown {
                char::from(b'0' + digit as u8)
            } else {
                ' '
            });
            s.push(' ');
        }
        s = s.trim_end().to_string();
        s.push('\n');
    }
    for r in r0..r1 {
        s += &format!("{:>label_width$} ", r + base);
        for c in c0..c1 {
            let cell = cell(r, c);
            let pair = format!("{}{}", char::from(cell.ch), char::from(cell.mark));
            if ex.color && cell.paint != Paint::Plain {
                s += &format!("\x1b[{}m{pair}\x1b[0m", cell.paint.code());
            } else {
                s += &pair;
            }
        }
        let trimmed = s.trim_end_matches(' ').len();
        s.truncate(trimmed);
        s.push('\n');
    }
    ex.text(&s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(
        rows: usize,
        cols: usize,
        base: usize,
        focus: &[(usize, usize)],
        color: bool,
    ) -> String {
        let mut buf = Vec::new();
        let mut ex = Explain {
            out: &mut buf,
            color,
        };
        board(&mut ex, rows, cols, base, MAX_SIDE, focus, |r, c| {
            if (r, c) == (1, 2) {
                Cell::marked(b'X', b'*', Paint::Red)
            } else {
                Cell::plain(b'.')
            }
        })
        .unwrap();
        String::from_utf8(buf).unwrap()
    }

    #[test]
    fn labels_and_marks() {
        assert_eq!(picture(2, 3, 0, &[], false), "  0 1 2\n0 . . .\n1 . . X*\n");
        assert_eq!(picture(2, 3, 1, &[], false), "  1 2 3\n1 . . .\n2 . . X*\n");
        assert_eq!(
            picture(2, 3, 0, &[], true),
            "  0 1 2\n0 . . .\n1 . . \x1b[1;31mX*\x1b[0m\n"
        );
        let wide = picture(2, 12, 0, &[], false);
        assert_eq!(wide.lines().next().unwrap(), "                      1 1");
    }

    #[test]
    fn large_boards_draw_a_window() {
        let p = picture(100, 200, 0, &[(1, 2)], false);
        assert!(
            p.starts_with("(rows 0..=59, columns 0..=37 of the 100x200 board)\n"),
            "{p}"
        );
        let p = picture(100, 200, 0, &[(90, 150)], false);
        assert!(
            p.starts_with("(rows 40..=99, columns 131..=168 of the 100x200 board)\n"),
            "{p}"
        );
        // Interesting cells wider than the window: the first (the move or
        // click) is always drawn.
        let p = picture(100, 100, 0, &[(99, 99), (0, 0), (50, 0)], false);
        assert!(
            p.starts_with("(rows 40..=99, columns 62..=99 of the 100x100 board)\n"),
            "{p}"
        );
        let p = picture(1, 100, 0, &[(0, 0), (0, 99)], false);
        assert!(p.starts_with("(rows 0..=0, columns 0..=38 of"), "{p}");
        // Every line fits 80 columns, also with five-digit labels.
        for (rows, cols) in [(100, 200), (10000, 10000), (60, 39), (60, 40)] {
            let p = picture(rows, cols, 0, &[(rows - 1, cols - 1)], false);
            let widest = p.lines().map(str::len).max().unwrap();
            assert!(widest <= 80, "{rows}x{cols}: {widest}\n{p}");
        }
    }
}
