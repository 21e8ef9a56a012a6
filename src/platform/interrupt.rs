//! Noticing Ctrl-C (and on Unix SIGTERM and SIGHUP) in the process itself.
//!
//! Unix: [`Notice::install`] gives SIGINT, SIGTERM and SIGHUP a handler
//! that only notes the signal's number in an atomic (all a handler may
//! safely do); the work polls [`Notice::poll`], stops, reports, and exits
//! with a status that tells why (128 + the signal). As shells, `nohup` and
//! CPython do, a signal that was ignored when boardsolve started (`nohup`,
//! a script's background job, whose SIGINT a POSIX shell ignores) stays
//! ignored for boardsolve itself; every program boardsolve starts gets
//! each signal's default disposition and an empty signal mask back
//! ([`default_signals`]), whatever boardsolve inherited.
//!
//! Windows: a console control handler notes Ctrl-C and Ctrl-Break the same
//! way. The programs boardsolve starts run in process groups of their own,
//! which Ctrl-C passes by: boardsolve ends them itself, so a program dying
//! of Ctrl-C is never taken for a crash. Closing the console ends
//! boardsolve at once, and its job objects end its programs with it.

use std::io;
use std::process::Command;

/// Why a run was stopped from outside: a signal, by number (2 SIGINT or
/// Ctrl-C, 15 SIGTERM, 1 SIGHUP).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interrupt(u8);

impl Interrupt {
    /// The exit status that reports it: 128 + the signal (130 for Ctrl-C,
    /// 143 for SIGTERM, 129 for SIGHUP).
    pub fn status(self) -> u8 {
        128 + self.0
    }

    /// What it was, in words.
    pub fn name(self) -> &'static str {
        match self.0 {
            2 if cfg!(windows) => "Ctrl-C",
            2 => "SIGINT",
            15 => "SIGTERM",
            _ => "SIGHUP",
        }
    }
}

/// The handlers, installed: what polls them holds this.
pub struct Notice(());

impl Notice {
    /// Installs the handlers (on Unix for the signals not ignored on
    /// entry). An error: a handler could not be installed (the signals
    /// then keep their dispositions).
    pub fn install() -> io::Result<Notice> {
        imp::install()?;
        Ok(Notice(()))
    }

    /// The first interrupt that arrived since [`Notice::install`].
    pub fn poll(&self) -> Option<Interrupt> {
        imp::caught().map(Interrupt)
    }
}

/// Makes `cmd` start its program with every signal's default disposition
/// and an empty signal mask (Unix; on Windows nothing to do: see the
/// module doc). The kit's programs all start so; tests that send signals
/// to boardsolve start it so, whatever the suite inherited.
pub fn default_signals(cmd: &mut Command) -> &mut Command {
    #[cfg(unix)]
    super::sys::signal::defaults_in_child(cmd);
    cmd
}

#[cfg(unix)]
mod imp {
    use crate::platform::sys::signal::{self, SIGHUP, SIGINT, SIGTERM};
    use std::io;

    pub fn install() -> io::Result<()> {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal::catch(sig)?;
        }
        Ok(())
    }

    pub fn caught() -> Option<u8> {
        signal::caught().and_then(|sig| u8::try_from(sig).ok())
    }
}

#[cfg(windows)]
mod imp {
    use crate::platform::sys::console;
    use std::io;

    pub fn install() -> io::Result<()> {
        console::catch()
    }

    /// Ctrl-C and Ctrl-Break are both SIGINT's 2.
    pub fn caught() -> Option<u8> {
        console::caught().then_some(2)
    }
}
