//! Command-line glue that grew beyond a match arm in `main.rs`.

pub mod check;
