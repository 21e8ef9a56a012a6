//! boardsolve: exact, streaming solvers for six grid-game judge problems.

// unsafe code lives in `platform::sys` alone, which allows it.
#![deny(unsafe_code)]

pub mod cases;
pub mod dir;
pub mod error;
pub mod explain;
pub mod grid;
pub mod kit;
pub mod layout;
pub mod out;
pub mod page;
pub mod par;
pub mod platform;
pub mod problems;
pub mod scan;
pub mod solve;
pub mod split;
pub mod verdict;
