//! go_capture for `gen` and `stress`'s mix.

impl crate::kit::gen::Generate for super::GoCapture {}
