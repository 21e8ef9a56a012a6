//! check_move's inputs as `stress` shrinks them.

impl crate::kit::shrink::Shrink for super::CheckMove {}
