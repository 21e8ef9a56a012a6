//! Operating-system specifics, one small module per concern, each with the
//! same functions on every platform (ripgrep's `crates/cli` habit): the
//! rest of the code never names `std::os::*`.
//!
//! The Unix implementations are the real ones; elsewhere each module falls
//! back to what plain std offers (documented per function) until the
//! Windows versions arrive.

pub mod exe;
pub mod interrupt;
pub mod memory;
pub mod process;
