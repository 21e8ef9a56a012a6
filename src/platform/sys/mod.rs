//! The one place with `unsafe`: the few operating-system calls std does
//! not offer (signal handlers, `kill`, `prctl`, `wait4`, `unshare`,
//! `fork`; on Windows the console control handler and job objects),
//! declared by hand against the C library std already links, so the
//! crate's run-time dependencies stay clap, anyhow and itoa.
//!
//! Audit rules, for whoever adds a call here:
//! - every `extern` declaration matches the C prototype of every target it
//!   is compiled for (types from `std::ffi`, `c_int` not `i32`), with the
//!   man page section named beside it;
//! - every `unsafe` block holds one call and sits under a `// SAFETY:`
//!   comment saying why the call is sound here (the pointers it is given,
//!   what it may do in a forked child, what the signal handler may touch);
//! - every function this module exports is safe to call from any thread
//!   with any argument, and returns `io::Result` built from `errno`
//!   (`io::Error::last_os_error`) where the call can fail; a function that
//!   is only sound in a process of one thread says so in its name
//!   (`single_threaded_`) and checks it;
//! - nothing else in the crate has `unsafe` (`#![deny(unsafe_code)]` in
//!   `lib.rs`; this module alone is allowed, in `platform/mod.rs`).
//!
//! One file per concern; the rest of `platform` wraps these in the
//! portable shapes the kit uses.

#[cfg(windows)]
pub mod console;
#[cfg(windows)]
pub mod job;
#[cfg(unix)]
pub mod pipe;
#[cfg(unix)]
pub mod process;
#[cfg(unix)]
pub mod signal;
