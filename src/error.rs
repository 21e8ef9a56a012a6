//! The library's error: where in the input (`line 3, column 14: ...`,
//! `move 17 (line 18): ...`) and what, or an I/O error, kept so a closed
//! pipe can be told apart ([`Error::is_broken_pipe`]).
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use std::fmt;
use std::io;

/// A place in the input: line and column, 1-based (a column counts bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    pub line: u64,
    pub column: u64,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// An error from parsing, validating, reading or writing.
#[derive(Debug)]
pub enum Error {
    /// The input is malformed or breaks a `--strict` constraint: where
    /// (a [`Pos`], or a replay's `move 3 (line 4)`), and what.
    Input { at: String, msg: String },
    /// Reading the input or writing the output (`doing`) failed.
    Io { doing: &'static str, err: io::Error },
}

impl Error {
    /// An input error at `at`.
    pub fn at(at: impl fmt::Display, msg: impl Into<String>) -> Error {
        let (at, msg) = (at.to_string(), msg.into());
        Error::Input { at, msg }
    }

    /// A failed read of the input.
    pub fn read(err: io::Error) -> Error {
        Error::Io {
            doing: "reading input",
            err,
        }
    }

    /// A failed write of the output.
    pub fn write(err: io::Error) -> Error {
        Error::Io {
            doing: "writing output",
            err,
        }
    }

    /// The same error inside replay move `index`: `move 3 (line 4, column 7): ...`.
    pub fn in_move(self, index: u64) -> Error {
        match self {
            Error::Input { at, msg } => Error::at(format_args!("move {index} ({at})"), msg),
            e => e,
        }
    }

    /// True if this is a write to a closed pipe (the reader went away).
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io { err, .. } if err.kind() == io::ErrorKind::BrokenPipe)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input { at, msg } => write!(f, "{at}: {msg}"),
            Error::Io { doing, err } => write!(f, "{doing}: {err}"),
        }
    }
}

/// The message already shows the I/O error, so it is not also a `source`
/// (a chain printer would repeat it).
impl std::error::Error for Error {}
