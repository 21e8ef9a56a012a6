//! A pipe whose write end a child inherits by number, and that end taken
//! up again in the child.

use std::ffi::c_int;
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// `fcntl`'s commands and flag, the same on every Unix.
const F_GETFD: c_int = 1;
const F_SETFD: c_int = 2;
const FD_CLOEXEC: c_int = 1;

extern "C" {
    /// pipe(2): `int pipe(int pipefd[2])`.
    fn pipe(pipefd: *mut c_int) -> c_int;
    /// fcntl(2): `int fcntl(int fd, int cmd, ...)`; F_GETFD takes nothing
    /// more, F_SETFD an int.
    fn fcntl(fd: c_int, cmd: c_int, ...) -> c_int;
}

fn set_cloexec(fd: c_int, on: bool) -> io::Result<()> {
    let flag = if on { FD_CLOEXEC } else { 0 };
    // SAFETY: F_SETFD takes an int and touches no memory.
    match unsafe { fcntl(fd, F_SETFD, flag) } {
        -1 => Err(io::Error::last_os_error()),
        _ => Ok(()),
    }
}

/// A new pipe: its read end (closed on exec) and its write end, which a
/// child started next inherits as the number `AsRawFd` gives. The caller
/// keeps every other start of a process from running between this call
/// and its closing of the write end (another child would inherit it too).
pub fn inheritable_pipe() -> io::Result<(File, OwnedFd)> {
    let mut fds: [c_int; 2] = [-1; 2];
    // SAFETY: `fds` is a writable array of two ints, as pipe(2) wants.
    if unsafe { pipe(fds.as_mut_ptr()) } == -1 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: pipe(2) just opened both descriptors, and nothing else owns
    // them.
    let read = unsafe { File::from_raw_fd(fds[0]) };
    // SAFETY: as above.
    let write = unsafe { OwnedFd::from_raw_fd(fds[1]) };
    set_cloexec(read.as_raw_fd(), true)?;
    Ok((read, write))
}

/// The descriptor `fd`, inherited from the parent as the write end of an
/// [`inheritable_pipe`], as a file this process owns, closed on exec (the
/// programs it starts do not inherit it). Fails if `fd` is not open or is
/// one of the standard three.
pub fn inherited(fd: c_int) -> io::Result<File> {
    if fd <= 2 {
        return Err(io::Error::from(io::ErrorKind::InvalidInput));
    }
    // SAFETY: F_GETFD takes nothing more and touches no memory; it fails
    // if `fd` is not open.
    if unsafe { fcntl(fd, F_GETFD) } == -1 {
        return Err(io::Error::last_os_error());
    }
    set_cloexec(fd, true)?;
    // SAFETY: `fd` is open, and by the protocol with the parent (the
    // number on the command line) nothing else in this process uses it.
    Ok(unsafe { File::from_raw_fd(fd) })
}
