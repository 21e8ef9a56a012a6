//! Whether a terminal renders ANSI escape sequences: `--explain`'s colours
//! and the line `stress` redraws.
//!
//! Unix terminals do, except the one that says it cannot (`TERM=dumb`).
//! A Windows console (cmd, PowerShell, Windows Terminal) renders them only
//! for a program that switched on its virtual-terminal mode, a system call
//! std does not offer and this crate does not make unsafely; the parent
//! shell may leave the mode on or off, so a console gets none. Terminals
//! that interpret the sequences themselves say so in the environment:
//! ConEmu and Cmder (`ConEmuANSI=ON`), ANSICON (`ANSICON`), mintty, the
//! terminal of Git Bash, MSYS2 and Cygwin (`TERM_PROGRAM=mintty`).

use std::ffi::OsString;
use std::io::IsTerminal;

/// Whether `stream` is a terminal that renders ANSI escape sequences.
/// Whether to use them (`NO_COLOR`, a `--color` choice) is the caller's.
pub fn supports_ansi(stream: &impl IsTerminal) -> bool {
    stream.is_terminal() && renders_ansi(cfg!(windows), |name| std::env::var_os(name))
}

/// The rule on Windows (`windows`) or Unix, given the environment `var`.
fn renders_ansi(windows: bool, var: impl Fn(&str) -> Option<OsString>) -> bool {
    let is = |name: &str, value: &str| var(name).is_some_and(|v| v == value);
    if windows {
        is("ConEmuANSI", "ON") || var("ANSICON").is_some() || is("TERM_PROGRAM", "mintty")
    } else {
        !is("TERM", "dumb")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(windows: bool, env: &[(&str, &str)]) -> bool {
        renders_ansi(windows, |name| {
            env.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        })
    }

    #[test]
    fn unix_terminals_render_ansi_unless_dumb() {
        assert!(rule(false, &[]));
        assert!(rule(false, &[("TERM", "xterm-256color")]));
        assert!(!rule(false, &[("TERM", "dumb")]));
    }

    #[test]
    fn windows_consoles_only_where_the_terminal_says_so() {
        assert!(!rule(true, &[]));
        // Windows Terminal's console still needs the virtual-terminal mode.
        assert!(!rule(true, &[("WT_SESSION", "0f6ab1")]));
        assert!(!rule(true, &[("TERM", "xterm-256color")]));
        assert!(rule(true, &[("ConEmuANSI", "ON")]));
        assert!(!rule(true, &[("ConEmuANSI", "OFF")]));
        assert!(rule(true, &[("ANSICON", "120x9999 (120x30)")]));
        assert!(rule(true, &[("TERM_PROGRAM", "mintty")]));
    }
}
