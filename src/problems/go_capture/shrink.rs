//! go_capture's inputs as `stress` shrinks them.

impl crate::kit::shrink::Shrink for super::GoCapture {}
