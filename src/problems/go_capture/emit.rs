//! go_capture as `emit` writes it.

impl crate::kit::emit::Emit for super::GoCapture {}
