//! boardsolve: exact, streaming solvers for five grid-game judge problems.

#![forbid(unsafe_code)]

pub mod cases;
pub mod dir;
pub mod draw;
pub mod error;
pub mod grid;
pub mod kit;
pub mod out;
pub mod page;
pub mod par;
pub mod problems;
pub mod scan;
