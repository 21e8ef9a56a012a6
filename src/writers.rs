//! The board problems' answer writers, in the input's style.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::cases::Format;
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use std::io::Write;

/// Writes a board in the input's style: leetcode `[["B","1"],["E","M"]]`
/// or plain rows, each stored byte shown as `show` maps it.
pub fn write_board(
    g: &Grid,
    format: Format,
    show: impl Fn(u8) -> u8 + Copy,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    let leetcode = format == Format::Leetcode;
    if leetcode {
        out.byte(b'[');
    }
    for r in 0..g.rows() {
        if leetcode {
            if r > 0 {
                out.byte(b',');
            }
            for (k, &c) in g.row(r).iter().enumerate() {
                let open = if k == 0 { b'[' } else { b',' };
                out.padded(&[open, b'"', show(c), b'"'], 4);
            }
            out.byte(b']');
            // A board has rows (the readers reject an empty one). The
            // closing bracket goes before the last row's record end, so an
            // explanation written after each record never splits it.
            if r + 1 == g.rows() {
                out.bytes(b"]\n");
            }
        } else {
            out.mapped(g.row(r), show);
            out.byte(b'\n');
        }
        out.end_record()?;
    }
    Ok(())
}

/// Writes a board of integer cells in the input's style: leetcode
/// `[[0,1],[1,0]]` or plain rows.
pub fn write_int_board(g: &Grid, format: Format, out: &mut Out<impl Write>) -> Result<(), Error> {
    let leetcode = format == Format::Leetcode;
    if leetcode {
        out.byte(b'[');
    }
    for r in 0..g.rows() {
        if leetcode {
            if r > 0 {
                out.byte(b',');
            }
            for (k, &c) in g.row(r).iter().enumerate() {
                out.padded(&[if k == 0 { b'[' } else { b',' }, c], 2);
            }
            // As in `write_board`: the board's `]` before the record's end.
            out.bytes(if r + 1 == g.rows() { b"]]\n" } else { b"]" });
        } else {
            out.bytes(g.row(r));
            out.byte(b'\n');
        }
        out.end_record()?;
    }
    Ok(())
}

/// Within a long row (a 1 x 10^8 board), a record's end every 4096
/// cells after cell `c`, so a reader that went away (`| head`) stops the
/// writer there, not at the row's end.
#[inline]
pub fn long_row(c: usize, out: &mut Out<impl Write>) -> Result<(), Error> {
    match c % 4096 {
        4095 => out.end_record(),
        _ => Ok(()),
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
