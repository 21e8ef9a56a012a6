//! `renameat2(2)` with `RENAME_EXCHANGE`: two paths trade places in one
//! step, so a folder replaced by another is never missing. glibc has had
//! the wrapper since 2.28 (2018); the kernel since 3.15, and a file system
//! that cannot exchange (or an older kernel) answers `EINVAL` or `ENOSYS`.

use std::ffi::{c_char, c_int, c_uint, CString, OsStr};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// `AT_FDCWD` (`<fcntl.h>`): a relative path is taken from the current
/// directory. -100 on every Linux architecture.
const AT_FDCWD: c_int = -100;
/// `RENAME_EXCHANGE` (`<linux/fs.h>`, `<stdio.h>` with `_GNU_SOURCE`).
const RENAME_EXCHANGE: c_uint = 1 << 1;

extern "C" {
    // renameat2(2): int renameat2(int olddirfd, const char *oldpath,
    // int newdirfd, const char *newpath, unsigned int flags);
    fn renameat2(
        olddirfd: c_int,
        oldpath: *const c_char,
        newdirfd: c_int,
        newpath: *const c_char,
        flags: c_uint,
    ) -> c_int;
}

/// A path as the C string the call takes (a path with a NUL byte cannot
/// name a file).
fn c_path(p: &Path) -> io::Result<CString> {
    CString::new(OsStr::as_bytes(p.as_os_str()))
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a path with a NUL byte"))
}

/// Exchanges `a` and `b`, both of which must exist (files or folders).
pub fn exchange(a: &Path, b: &Path) -> io::Result<()> {
    let (a, b) = (c_path(a)?, c_path(b)?);
    // SAFETY: both pointers are NUL-terminated strings that live to the
    // end of the call, which reads them and keeps neither; the call
    // touches no memory of this process besides them.
    let r = unsafe { renameat2(AT_FDCWD, a.as_ptr(), AT_FDCWD, b.as_ptr(), RENAME_EXCHANGE) };
    match r {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}
