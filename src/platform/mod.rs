//! Operating-system specifics, one small module per concern, each with the
//! same functions on Unix (Linux, macOS, the BSDs) and Windows (ripgrep's
//! `crates/cli` habit): the rest of the code never names `std::os::*`.
//! Where a system cannot do what Unix does, the module's doc says what it
//! does instead; README.md's "Windows" section sums it up for users.

/// The allocator `main.rs` installs: the system's, with a refused
/// allocation reported as an error, status 1 (see `sys/alloc.rs`).
pub use sys::alloc::Guarded as Allocator;
pub mod cpu;
pub mod dirs;
pub mod exe;
pub mod fs;
pub mod interrupt;
#[cfg(unix)]
pub mod memory;
pub mod process;
#[cfg(target_os = "linux")]
mod procfs;
pub mod sandbox;
pub mod scratch;
pub mod shell;
pub mod stdio;
// The crate's only unsafe code (see its module doc).
#[allow(unsafe_code)]
mod sys;
pub mod term;
pub mod tree;

#[cfg(not(any(unix, windows)))]
compile_error!("boardsolve's platform code covers Unix and Windows only");
