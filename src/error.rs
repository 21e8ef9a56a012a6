//! The library's error: where in the input (`line 3, column 14: ...`,
//! `move 17 (line 18): ...`) and what, or an I/O error, kept so a closed
//! pipe can be told apart ([`Error::is_broken_pipe`]).

use std::fmt;
use std::io;

/// Where in the input an error was found: a line and a column (1-based;
/// columns count bytes), inside replay move `index` unless it is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    pub line: u64,
    /// 0 names a whole move (`move 3 (line 4)`).
    pub column: u64,
    pub index: u64,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Pos {
            line,
            column,
            index,
        } = *self;
        match (index, column) {
            (0, _) => write!(f, "line {line}, column {column}"),
            (_, 0) => write!(f, "move {index} (line {line})"),
            _ => write!(f, "move {index} (line {line}, column {column})"),
        }
    }
}

/// An error from parsing, validating, reading or writing.
#[derive(Debug)]
pub enum Error {
    /// The input is malformed or breaks a `--strict` constraint.
    Input { pos: Pos, msg: String },
    /// Reading the input or writing the output (`doing`) failed.
    Io { doing: &'static str, err: io::Error },
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

    /// The same error inside replay move `index`: `move 3 (line 4, column 7): ...`.
    pub fn in_move(mut self, index: u64) -> Error {
        if let Error::Input { pos, .. } = &mut self {
            pos.index = index;
        }
        self
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
/// (a chain printer would repeat it).
impl std::error::Error for Error {}
