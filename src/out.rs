//! The one buffered writer: every answer goes through it.
//!
//! Pushing bytes is infallible (they land in a `Vec`); callers call
//! [`Out::end_record`] once per answer line or board row, which writes the
//! buffer out when it is full. Integers are formatted with one reused
//! `itoa::Buffer`, never `format!`.

use crate::error::Error;
use std::io::Write;

/// Bytes collected before they are written out.
const FLUSH_AT: usize = 1 << 16;

/// A buffered writer with integer formatting.
pub struct Out<W: Write> {
    w: W,
    buf: Vec<u8>,
    num: itoa::Buffer,
}

impl<W: Write> Out<W> {
    /// Wraps `w` (the caller passes an unbuffered handle, e.g. stdout's file).
    pub fn new(w: W) -> Self {
        Out {
            w,
            buf: Vec::with_capacity(FLUSH_AT + 1024),
            num: itoa::Buffer::new(),
        }
    }

    /// Appends bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
    }

    /// Appends the first `len` bytes of `b`. Copying the whole fixed-size
    /// array and cutting the tail back is one or two plain stores, where a
    /// copy of a slice of unknown length calls `memcpy`: the hot path of
    /// millions of short answer lines.
    #[inline]
    pub fn padded<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        let end = self.buf.len() + len.min(N);
        self.buf.extend_from_slice(b);
        self.buf.truncate(end);
    }

    /// Appends `src` with every byte mapped by `f` (a whole board row at a
    /// time; with a branch-free `f` the loop vectorises).
    #[inline]
    pub fn mapped(&mut self, src: &[u8], f: impl Fn(u8) -> u8) {
        self.buf.extend(src.iter().map(|&b| f(b)));
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Appends an integer in decimal.
    #[inline]
    pub fn uint(&mut self, v: u64) {
        self.buf.extend_from_slice(self.num.format(v).as_bytes());
    }

    /// Appends a signed integer in decimal.
    #[inline]
    pub fn int(&mut self, v: i64) {
        self.buf.extend_from_slice(self.num.format(v).as_bytes());
    }

    /// Marks the end of an answer line or row: writes out a full buffer.
    #[inline]
    pub fn end_record(&mut self) -> Result<(), Error> {
        if self.buf.len() >= FLUSH_AT {
            self.spill()?;
        }
        Ok(())
    }

    #[cold]
    fn spill(&mut self) -> Result<(), Error> {
        self.w.write_all(&self.buf).map_err(Error::write)?;
        self.buf.clear();
        Ok(())
    }

    /// Writes everything out and flushes the underlying writer.
    pub fn flush(&mut self) -> Result<(), Error> {
        self.spill()?;
        self.w.flush().map_err(Error::write)
    }

    /// Everything written so far and still buffered (for in-memory writers).
    pub fn into_inner(mut self) -> Result<W, Error> {
        self.flush()?;
        Ok(self.w)
    }
}
