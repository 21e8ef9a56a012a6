//! minesweeper as `emit` writes it.

impl crate::kit::emit::Emit for super::Minesweeper {}
