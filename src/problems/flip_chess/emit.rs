//! flip_chess as `emit` writes it.

impl crate::kit::emit::Emit for super::FlipChess {}
