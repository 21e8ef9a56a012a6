//! One command line run by the system's shell, as `stress --shell` runs
//! the program under test: `sh -c` on Unix, `cmd /D /S /C` on Windows.

use std::process::Command;

/// The shell program, as `Command::new` finds it.
#[cfg(unix)]
pub const PROGRAM: &str = "sh";
#[cfg(windows)]
pub const PROGRAM: &str = "cmd";

/// The shell as messages name it, before the quoted command line.
#[cfg(unix)]
pub const NAME: &str = "sh -c";
#[cfg(windows)]
pub const NAME: &str = "cmd /C";

/// Exit statuses by which the shell says it could not start the command:
/// POSIX's 127 (not found) and 126 (not executable); cmd's 9009 (not
/// recognized as a command).
#[cfg(unix)]
pub const CANNOT_START: &[i32] = &[126, 127];
#[cfg(windows)]
pub const CANNOT_START: &[i32] = &[9009];

/// A command that runs `line` through the shell.
#[cfg(unix)]
pub fn command(line: &str) -> Command {
    let mut c = Command::new(PROGRAM);
    c.arg("-c").arg(line);
    c
}

/// A command that runs `line` through cmd: verbatim, as the last argument,
/// because cmd parses its own command line, not by the C runtime's quoting
/// rules that std follows. `/S` strips exactly the outer quotes added
/// here; `/D` skips the AutoRun commands of the registry.
#[cfg(windows)]
pub fn command(line: &str) -> Command {
    use std::os::windows::process::CommandExt;
    let mut c = Command::new(PROGRAM);
    c.args(["/D", "/S", "/C"]).raw_arg(format!("\"{line}\""));
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_a_line_with_a_pipe_and_quotes() {
        let out = command("echo \"a  b\" | sort").output().unwrap();
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        // cmd's echo keeps the quotes, sh's removes them.
        assert!(text.trim_end().trim_matches('"') == "a  b", "{text:?}");
    }

    #[test]
    fn a_missing_command_is_reported_as_not_started() {
        let status = command("no-such-program-anywhere")
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.code().is_some_and(|c| CANNOT_START.contains(&c)));
    }
}
