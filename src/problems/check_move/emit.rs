//! check_move as `emit` writes it.

impl crate::kit::emit::Emit for super::CheckMove {}
