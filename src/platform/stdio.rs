//! Standard output as the file the process was given.

use std::fs::File;
use std::io;

/// A handle of its own on standard output. Writes go straight to the file,
/// pipe or console: past std's line buffer (the one buffered writer is
/// ours) and, on Windows, past std's console layer, which rejects bytes
/// that are not UTF-8. No system translates line ends below std, so the
/// bytes written are the bytes out, `\n` line ends on Windows too, as
/// judges expect.
#[cfg(unix)]
pub fn stdout() -> io::Result<File> {
    use std::os::fd::AsFd;
    Ok(File::from(io::stdout().as_fd().try_clone_to_owned()?))
}

/// A handle of its own on standard output (see the Unix version).
#[cfg(windows)]
pub fn stdout() -> io::Result<File> {
    use std::os::windows::io::AsHandle;
    Ok(File::from(io::stdout().as_handle().try_clone_to_owned()?))
}

/// Whether a write failed because the reader of the pipe went away:
/// `BrokenPipe` everywhere, and on Windows also ERROR_PIPE_NOT_CONNECTED
/// (233), which std does not count as one: what a write gets when the
/// reader of a named pipe has gone (seen under Wine; MSYS2's and Cygwin's
/// pipes are named pipes).
pub fn is_closed_pipe(err: &io::Error) -> bool {
    err.kind() == io::ErrorKind::BrokenPipe || (cfg!(windows) && err.raw_os_error() == Some(233))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_pipes() {
        assert!(is_closed_pipe(&io::Error::from(io::ErrorKind::BrokenPipe)));
        assert!(!is_closed_pipe(&io::Error::from(io::ErrorKind::NotFound)));
        assert_eq!(
            is_closed_pipe(&io::Error::from_raw_os_error(233)),
            cfg!(windows)
        );
    }
}
