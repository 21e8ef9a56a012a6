//! The console control handler (Windows): Ctrl-C and Ctrl-Break noted in
//! an atomic.

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};

/// `BOOL`.
type Bool = i32;
/// `CTRL_C_EVENT` and `CTRL_BREAK_EVENT`.
const CTRL_C_EVENT: u32 = 0;
const CTRL_BREAK_EVENT: u32 = 1;

extern "system" {
    /// SetConsoleCtrlHandler (consoleapi.h): `BOOL
    /// SetConsoleCtrlHandler(PHANDLER_ROUTINE HandlerRoutine, BOOL Add)`,
    /// where `PHANDLER_ROUTINE` is `BOOL (WINAPI *)(DWORD CtrlType)`.
    fn SetConsoleCtrlHandler(
        handler: Option<unsafe extern "system" fn(u32) -> Bool>,
        add: Bool,
    ) -> Bool;
}

static CAUGHT: AtomicBool = AtomicBool::new(false);

/// The handler, run by the system on a thread of its own: Ctrl-C and
/// Ctrl-Break are noted and handled (TRUE); the rest (closing the
/// console, logging off) go on to the default handler, which ends the
/// process.
unsafe extern "system" fn note(ctrl: u32) -> Bool {
    match ctrl {
        CTRL_C_EVENT | CTRL_BREAK_EVENT => {
            CAUGHT.store(true, Ordering::Relaxed);
            1
        }
        _ => 0,
    }
}

/// Installs the handler.
pub fn catch() -> io::Result<()> {
    // SAFETY: `note` has the signature of a HandlerRoutine and only
    // touches an atomic; it stays valid for the life of the process.
    match unsafe { SetConsoleCtrlHandler(Some(note), 1) } {
        0 => Err(io::Error::last_os_error()),
        _ => Ok(()),
    }
}

/// Whether Ctrl-C or Ctrl-Break arrived since [`catch`].
pub fn caught() -> bool {
    CAUGHT.load(Ordering::Relaxed)
}
