//! Two paths trading places in one step, where the system can: on Linux
//! with glibc `renameat2(RENAME_EXCHANGE)`; elsewhere, and on a file
//! system that cannot (an old kernel, some network and FUSE file
//! systems), [`exchange`] says it is unsupported and the caller moves the
//! old one aside first (macOS's `renamex_np(RENAME_SWAP)` and Windows have
//! no such call here).

use std::io;
use std::path::Path;

/// Exchanges the existing `a` and `b` (files or folders) at once;
/// `ErrorKind::Unsupported` where the system or the file system cannot.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn exchange(a: &Path, b: &Path) -> io::Result<()> {
    /// `EINVAL` and `ENOSYS` (`<errno.h>`, the same on every Linux
    /// architecture): the flag or the call is not there.
    const UNSUPPORTED: [i32; 2] = [22, 38];
    super::sys::fs::exchange(a, b).map_err(|e| match e.raw_os_error() {
        Some(n) if UNSUPPORTED.contains(&n) => io::ErrorKind::Unsupported.into(),
        _ => e,
    })
}

/// Exchanges the existing `a` and `b` at once: unsupported here.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn exchange(_: &Path, _: &Path) -> io::Result<()> {
    Err(io::ErrorKind::Unsupported.into())
}
