//! The allocator: the system's, with an allocation it refuses reported as
//! an error (status 1, one line) instead of std's abort (status 134,
//! `memory allocation of N bytes failed`, a core dump). Stable std has no
//! hook for a refused allocation (`set_alloc_error_hook` is unstable), so
//! the hook is here, where the refusal is seen.
//!
//! The report allocates nothing (the message is built on the stack) and
//! takes no lock but stderr's, which is unbuffered and held only while a
//! line is written; `_exit` skips std's exit, which flushes stdout under a
//! lock another thread may hold for as long as it waits on a pipe. So it
//! is sound from any thread, in the middle of any allocation.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;

/// The system allocator, its refusals an error.
pub struct Guarded;

// SAFETY: every method hands its arguments to `System`'s as they came,
// and returns what it returned; a null pointer never returns (the
// process ends), which `GlobalAlloc`'s contract allows.
unsafe impl GlobalAlloc for Guarded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract (a layout of non-zero size) is
        // `System.alloc`'s.
        let p = unsafe { System.alloc(layout) };
        checked(p, layout.size())
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let p = unsafe { System.alloc_zeroed(layout) };
        checked(p, layout.size())
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract (`ptr` from this allocator, which
        // is `System`'s, with `layout`) is `System.realloc`'s.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        checked(p, new_size)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with `layout` (see `realloc`).
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// `p`, unless it is null: then `size` bytes were refused, and the process
/// ends with the report.
fn checked(p: *mut u8, size: usize) -> *mut u8 {
    if p.is_null() {
        refused(size);
    }
    p
}

/// Writes `error: out of memory: the memory limit refused N bytes` (the
/// one block asked for, which the input sized) to stderr and ends the process with status 1, allocating nothing.
fn refused(size: usize) -> ! {
    let mut line = [0u8; 128];
    let mut at = 0;
    let mut put = |bytes: &[u8]| {
        line[at..at + bytes.len()].copy_from_slice(bytes);
        at += bytes.len();
    };
    put(b"error: out of memory: the memory limit refused ");
    put(itoa::Buffer::new().format(size).as_bytes());
    put(b" bytes\n");
    // Nothing else can be done about a failed write: the status says it.
    let _ = std::io::stderr().write_all(&line[..at]);
    exit_now(1)
}

#[cfg(unix)]
extern "C" {
    /// _exit(2): `void _exit(int status)`.
    fn _exit(status: std::ffi::c_int) -> !;
}

#[cfg(windows)]
extern "system" {
    /// ExitProcess (processthreadsapi.h): `void ExitProcess(UINT uExitCode)`.
    fn ExitProcess(code: u32) -> !;
}

/// Ends the process with `status` at once: no destructors, no flush.
fn exit_now(status: u8) -> ! {
    #[cfg(unix)]
    // SAFETY: `_exit` takes any status and never returns; it touches no
    // memory of this process.
    unsafe {
        _exit(status.into())
    }
    #[cfg(windows)]
    // SAFETY: `ExitProcess` takes any code and never returns.
    unsafe {
        ExitProcess(status.into())
    }
}
