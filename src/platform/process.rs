//! How a process ended, in words. (Running one is the sandbox's:
//! [`crate::platform::sandbox`].)

use std::process::ExitStatus;

/// How a process ended, in words: `exit status 3`, `killed by signal 11
/// (SIGSEGV)`, on Windows `exit status 0xC0000005 (access violation)`.
pub fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return match signal_name(sig) {
                Some(name) => format!("killed by signal {sig} ({name})"),
                None => format!("killed by signal {sig}"),
            };
        }
    }
    match status.code() {
        #[cfg(windows)]
        Some(code) if code < 0 => status_name(code as u32),
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

/// The exit status a Unix wait status stands for (`wait4`'s, as a
/// server of programs reports each program's).
#[cfg(unix)]
pub fn from_wait_status(raw: i32) -> ExitStatus {
    use std::os::unix::process::ExitStatusExt;
    ExitStatus::from_raw(raw)
}

/// A Windows exit status that is an error code (a crash, an abort, a
/// console interrupt: its top bit set), in hexadecimal as Windows tools
/// print it, with the name of the common ones.
#[cfg(any(windows, test))]
fn status_name(code: u32) -> String {
    let name = match code {
        0x8000_0003 => "breakpoint",
        0xC000_0005 => "access violation",
        0xC000_0017 => "out of memory",
        0xC000_001D => "illegal instruction",
        0xC000_008E | 0xC000_0094 => "division by zero",
        0xC000_0095 => "integer overflow",
        0xC000_00FD => "stack overflow",
        0xC000_013A => "Ctrl-C",
        0xC000_0374 => "heap corruption",
        0xC000_0409 => "fail-fast abort (a Rust abort, a C++ terminate)",
        _ => return format!("exit status {code:#010X}"),
    };
    format!("exit status {code:#010X} ({name})")
}

/// Names of the signals whose numbers are the same on every Unix
/// (SIGBUS differs, so it is named per system).
#[cfg(unix)]
fn signal_name(sig: i32) -> Option<&'static str> {
    Some(match sig {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        #[cfg(any(target_os = "linux", target_os = "android"))]
        7 => "SIGBUS",
        #[cfg(not(any(target_os = "linux", target_os = "android")))]
        10 => "SIGBUS",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn windows_error_statuses_in_hexadecimal() {
        assert_eq!(
            super::status_name(0xC000_0005),
            "exit status 0xC0000005 (access violation)"
        );
        assert_eq!(super::status_name(0xE043_4352), "exit status 0xE0434352");
    }

    #[cfg(unix)]
    #[test]
    fn statuses_in_words() {
        let run = |script: &str| {
            let status = std::process::Command::new("sh")
                .args(["-c", script])
                .status()
                .unwrap();
            super::describe(status)
        };
        assert_eq!(run("exit 3"), "exit status 3");
        assert_eq!(run("kill -s SEGV $$"), "killed by signal 11 (SIGSEGV)");
        assert_eq!(run("kill -s 64 $$"), "killed by signal 64");
    }
}
