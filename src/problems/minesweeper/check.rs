//! minesweeper's answers as `check` reads them.

impl crate::kit::check::Answer for super::Minesweeper {}
