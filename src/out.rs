//! The one buffered writer of every answer: a fixed buffer, so a hot append
//! is a compare and a store. Appending never fails: a write error waits for
//! the next [`Out::end_record`] (once per line or row) or [`Out::flush`].
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::error::Error;
use std::io::Write;

/// Bytes collected before [`Out::end_record`] writes them out.
const FLUSH_AT: usize = 1 << 16;
/// Room past `FLUSH_AT`, so a record that crosses it rarely spills early.
const SLACK: usize = 1 << 12;

/// Decimal text of 0..1000 padded to 4 bytes, and its length: one load and
/// one 4-byte store, where a slice of unknown length would call `memcpy`.
static SMALL: [([u8; 4], u8); 1000] = {
    let mut table = [([0u8; 4], 0u8); 1000];
    let mut v = 0;
    while v < 1000 {
        let digits = [(v / 100) as u8, (v / 10 % 10) as u8, (v % 10) as u8];
        let len = 1 + (v >= 10) as usize + (v >= 100) as usize;
        let mut k = 0;
        while k < len {
            table[v].0[k] = b'0' + digits[3 - len + k];
            k += 1;
        }
        table[v].1 = len as u8;
        v += 1;
    }
    table
};

/// `v` in decimal, padded to 4 bytes, and its length, if `v < 1000`.
#[inline]
pub fn small(v: u64) -> Option<([u8; 4], usize)> {
    let (text, len) = *SMALL.get(usize::try_from(v).ok()?)?;
    Some((text, usize::from(len)))
}

/// A buffered writer with integer formatting.
pub struct Out<W: Write> {
    w: W,
    buf: Box<[u8]>,
    /// `buf[..len]` is waiting to be written.
    len: usize,
    /// [`Out::end_record`] writes out once `len` reaches this: [`FLUSH_AT`],
    /// or 0 to write every record.
    flush_at: usize,
    /// A write error met while appending, for the next `end_record` or
    /// `flush`; later bytes are dropped.
    failed: Option<Error>,
}

impl<W: Write> Out<W> {
    /// Wraps `w` (an unbuffered handle, e.g. stdout's file).
    pub fn new(w: W) -> Self {
        Out {
            w,
            buf: vec![0; FLUSH_AT + SLACK].into_boxed_slice(),
            len: 0,
            flush_at: FLUSH_AT,
            failed: None,
        }
    }

    /// Writes out at every record's end from now on, so another stream
    /// (explanations on stderr) interleaves with the records.
    pub fn write_each_record(&mut self) {
        self.flush_at = 0;
    }

    /// Makes room for `k` more bytes (`k <= SLACK`) by writing out.
    #[inline]
    fn room(&mut self, k: usize) {
        if self.len + k > self.buf.len() {
            self.spill_now();
        }
    }

    /// Writes the buffer out in the middle of a record, keeping any error.
    #[cold]
    fn spill_now(&mut self) {
        if self.failed.is_none() {
            if let Err(e) = self.w.write_all(&self.buf[..self.len]) {
                self.failed = Some(Error::write(e));
            }
        }
        self.len = 0;
    }

    /// Appends bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        self.mapped(b, |b| b);
    }

    /// Appends the first `len` bytes of `b`. Copying the whole fixed-size
    /// array is one or two stores, where a slice of unknown length calls
    /// `memcpy`: the hot path of millions of short answer lines.
    #[inline]
    pub fn padded<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        self.room(N);
        self.buf[self.len..self.len + N].copy_from_slice(b);
        self.len += len.min(N);
    }

    /// Lets `f` write up to `max` bytes (4 KiB at most) into a local slice
    /// of the buffer, kept in registers; `f` returns how many it wrote.
    #[inline]
    pub fn fill(&mut self, max: usize, f: impl FnOnce(&mut [u8]) -> usize) {
        let max = max.min(SLACK);
        self.room(max);
        let wrote = f(&mut self.buf[self.len..self.len + max]);
        self.len += wrote.min(max);
    }

    /// Appends `src`, each byte mapped by `f` (a branch-free `f` vectorises).
    #[inline]
    pub fn mapped(&mut self, mut src: &[u8], f: impl Fn(u8) -> u8) {
        while !src.is_empty() {
            self.room(1);
            let k = src.len().min(self.buf.len() - self.len);
            for (d, &s) in self.buf[self.len..self.len + k].iter_mut().zip(src) {
                *d = f(s);
            }
            self.len += k;
            src = &src[k..];
        }
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.room(1);
        self.buf[self.len] = b;
        self.len += 1;
    }

    /// Appends an integer in decimal.
    #[inline]
    pub fn uint(&mut self, v: u64) {
        match small(v) {
            Some((text, len)) => self.padded(&text, len),
            None => self.bytes(itoa::Buffer::new().format(v).as_bytes()),
        }
    }

    /// Appends a signed integer in decimal.
    #[inline]
    pub fn int(&mut self, v: i64) {
        if v < 0 {
            self.byte(b'-');
        }
        self.uint(v.unsigned_abs());
    }

    /// Ends an answer line or row: writes out a full buffer, and reports a
    /// write error since the last record.
    #[inline]
    pub fn end_record(&mut self) -> Result<(), Error> {
        if self.len >= self.flush_at || self.failed.is_some() {
            self.spill()?;
        }
        Ok(())
    }

    #[cold]
    fn spill(&mut self) -> Result<(), Error> {
        self.spill_now();
        self.failed.take().map_or(Ok(()), Err)
    }

    /// Writes everything out and flushes the underlying writer.
    pub fn flush(&mut self) -> Result<(), Error> {
        self.spill()?;
        self.w.flush().map_err(Error::write)
    }

    /// The underlying writer (bytes still buffered have not reached it).
    pub fn get_mut(&mut self) -> &mut W {
        &mut self.w
    }

    /// The writer, after a flush (for in-memory writers).
    pub fn into_inner(mut self) -> Result<W, Error> {
        self.flush()?;
        Ok(self.w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Accepts `left` bytes, then fails every write.
    struct Failing {
        left: usize,
        got: Vec<u8>,
    }

    impl Write for Failing {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            if self.left == 0 {
                return Err(std::io::Error::other("disk full"));
            }
            let k = b.len().min(self.left);
            self.left -= k;
            self.got.extend_from_slice(&b[..k]);
            Ok(k)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn pieces_of_every_size_arrive_in_order() {
        let mut out = Out::new(Vec::new());
        let mut want = Vec::new();
        let big: Vec<u8> = (0..3 * FLUSH_AT).map(|k| (k % 251) as u8).collect();
        for round in 0..40u64 {
            out.uint(round * 1_000_003);
            want.extend_from_slice((round * 1_000_003).to_string().as_bytes());
            out.int(-(round as i64));
            want.extend_from_slice((-(round as i64)).to_string().as_bytes());
            out.padded(b"abcdefgh", 3);
            want.extend_from_slice(b"abc");
            let piece = &big[..(round as usize * 7919) % big.len()];
            out.bytes(piece);
            want.extend_from_slice(piece);
            out.mapped(piece, |b| b ^ 1);
            want.extend(piece.iter().map(|b| b ^ 1));
            out.fill(100, |dst| {
                dst[..5].copy_from_slice(b"fill!");
                5
            });
            want.extend_from_slice(b"fill!");
            out.byte(b'\n');
            want.push(b'\n');
            out.end_record().unwrap();
        }
        assert_eq!(out.into_inner().unwrap(), want);
    }

    #[test]
    fn small_numbers_read_as_itoa_writes_them() {
        for v in 0..1200u64 {
            let mut out = Out::new(Vec::new());
            out.uint(v);
            assert_eq!(out.into_inner().unwrap(), v.to_string().as_bytes());
            match small(v) {
                Some((text, len)) => assert_eq!(&text[..len], v.to_string().as_bytes()),
                None => assert!(v >= 1000),
            }
        }
    }

    #[test]
    fn a_write_error_is_reported_by_the_next_record_end() {
        let mut out = Out::new(Failing {
            left: 10,
            got: Vec::new(),
        });
        out.bytes(&[b'x'; 2 * FLUSH_AT + 7]);
        let e = out.end_record().unwrap_err();
        assert!(e.to_string().contains("disk full"), "{e}");
        let mut out = Out::new(Failing {
            left: 10,
            got: Vec::new(),
        });
        out.bytes(b"short");
        out.end_record().unwrap();
        assert_eq!(out.w.got, b"");
        out.flush().unwrap();
        assert_eq!(out.w.got, b"short");
        out.bytes(b" and a bit more");
        assert!(out.flush().is_err());
    }
}
