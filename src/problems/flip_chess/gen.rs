//! flip_chess for `gen` and `stress`'s mix.

impl crate::kit::gen::Generate for super::FlipChess {}
