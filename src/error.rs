//! The library's own error: where in the input something was wrong, and what.
//!
//! Input errors always carry a position, so every message starts with where
//! (`line 3, column 14: ...` or `move 17 (line 18): ...`). I/O errors keep the
//! underlying `io::Error`, so the binary can tell a closed pipe
//! ([`Error::is_broken_pipe`]) and exit quietly.

use std::fmt;
use std::io;

/// Where in the input an error was found (lines and columns are 1-based;
/// columns count bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pos {
    /// A place in the input text.
    At { line: u64, column: u64 },
    /// A move of a replay (1-based), the line it starts on and, for a bad
    /// token, the column of that token.
    // Only go-capture's programs (`boardsolve emit`) build one.
    #[allow(dead_code)]
    Move {
        index: u64,
        line: u64,
        column: Option<u64>,
    },
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Pos::At { line, column } => write!(f, "line {line}, column {column}"),
            Pos::Move {
                index,
                line,
                column: None,
            } => write!(f, "move {index} (line {line})"),
            Pos::Move {
                index,
                line,
                column: Some(column),
            } => write!(f, "move {index} (line {line}, column {column})"),
        }
    }
}

/// An error from parsing, validating, reading or writing.
#[derive(Debug)]
pub enum Error {
    /// The input is malformed or breaks a `--strict` constraint.
    Input { pos: Pos, msg: String },
    /// Reading the input or writing the output failed.
    Io {
        /// What was being done: "reading input" or "writing output".
        doing: &'static str,
        err: io::Error,
    },
}

impl Error {
    /// An input error at `pos`.
    pub fn at(pos: Pos, msg: impl Into<String>) -> Error {
        Error::Input {
            pos,
            msg: msg.into(),
        }
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

    /// Re-labels a text position as a position inside replay move `index`,
    /// so a bad token reads `move 3 (line 4, column 7): ...`.
    pub fn in_move(self, index: u64) -> Error {
        match self {
            Error::Input {
                pos: Pos::At { line, column },
                msg,
            } => Error::Input {
                pos: Pos::Move {
                    index,
                    line,
                    column: Some(column),
                },
                msg,
            },
            other => other,
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
            Error::Input { pos, msg } => write!(f, "{pos}: {msg}"),
            Error::Io { doing, err } => write!(f, "{doing}: {err}"),
        }
    }
}

/// The message already shows the I/O error, so it is not also a `source`
/// (a chain printer would repeat it); [`Error::is_broken_pipe`] tells a
/// closed pipe apart.
impl std::error::Error for Error {}
