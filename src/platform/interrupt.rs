//! Noticing Ctrl-C (SIGINT), SIGTERM and SIGHUP without a signal handler.
//!
//! std has no signal API and this crate has no `unsafe`, so a Rust
//! process cannot catch a signal. A shell can: [`relaunch`] replaces this
//! process (same process id, so `kill PID` and the terminal still reach
//! it) by `sh`, which traps the three signals and starts this program
//! again, with the same arguments, as a background job that ignores them.
//! On a signal the shell creates a file named after it (`2`, `15`, `1`) in
//! a private directory whose path it shares with the worker through the
//! environment, then keeps waiting; the worker polls for that file with
//! [`Notice::poll`], stops its work, reports, and exits 128 + the signal
//! number, which the shell passes on as its own status. A worker whose
//! shell was killed outright (SIGKILL) sees its parent change and stops
//! too.
//!
//! Two consequences: the worker's standard input is `/dev/null` (POSIX
//! gives background jobs that), and the programs it starts inherit the
//! ignored signals, which does not matter to a contestant killed with
//! SIGKILL. A shell that was itself started with SIGINT ignored (a
//! background job of a script) cannot trap it: then Ctrl-C never reached
//! this program anyway.

use std::io;
use std::path::PathBuf;

/// The environment variable that marks a worker and names its directory.
const VAR: &str = "BOARDSOLVE_NOTICE_DIR";

/// The watching shell. It only ever creates files named 1, 2 and 15 in
/// the directory, so its clean-up removes exactly those.
#[cfg(unix)]
const SHELL: &str = r#"d=$BOARDSOLVE_NOTICE_DIR
trap ': > "$d/2"' INT
trap ': > "$d/15"' TERM
trap ': > "$d/1"' HUP
(trap '' INT TERM HUP; exec "$@") &
w=$!
while :; do
    wait "$w"
    s=$?
    # A trapped signal also ends `wait` (with a status above 128): keep
    # waiting while the worker runs.
    [ "$s" -gt 128 ] && kill -0 "$w" 2>/dev/null && continue
    break
done
rm -f "$d/1" "$d/2" "$d/15"
rmdir "$d" 2>/dev/null
exit "$s"
"#;

/// Why a run was stopped from outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interrupt {
    /// A signal, by number: 2 SIGINT (Ctrl-C), 15 SIGTERM, 1 SIGHUP.
    Signal(u8),
    /// The watching shell is gone (killed with SIGKILL).
    Orphaned,
}

impl Interrupt {
    /// The exit status that reports it: 128 + the signal (130 for Ctrl-C,
    /// 143 for SIGTERM); an orphan exits as if terminated.
    pub fn status(self) -> u8 {
        match self {
            Interrupt::Signal(n) => 128 + n,
            Interrupt::Orphaned => 143,
        }
    }

    /// What it was, in words.
    pub fn name(self) -> &'static str {
        match self {
            Interrupt::Signal(2) => "SIGINT",
            Interrupt::Signal(15) => "SIGTERM",
            Interrupt::Signal(_) => "SIGHUP",
            Interrupt::Orphaned => "the loss of the watching boardsolve process",
        }
    }
}

/// The signals the shell traps, as the file names it creates.
const SIGNALS: [u8; 3] = [2, 15, 1];

/// A worker's view of its watching shell.
pub struct Notice {
    dir: PathBuf,
    /// The shell's process id, to notice it going away.
    shell: u32,
}

impl Notice {
    /// The notice set up by [`relaunch`] if this process is its worker.
    /// The marker is taken out of the environment, so programs started
    /// from here relaunch themselves if they are boardsolve too.
    pub fn take() -> Option<Notice> {
        let dir = PathBuf::from(std::env::var_os(VAR)?);
        std::env::remove_var(VAR);
        Some(Notice {
            dir,
            shell: parent(),
        })
    }

    /// A signal that arrived since the start, or the loss of the shell.
    pub fn poll(&self) -> Option<Interrupt> {
        if let Some(&n) = SIGNALS
            .iter()
            .find(|n| self.dir.join(n.to_string()).exists())
        {
            return Some(Interrupt::Signal(n));
        }
        (parent() != self.shell).then_some(Interrupt::Orphaned)
    }
}

impl Drop for Notice {
    /// A shell that is gone cannot clean up its directory: the worker does.
    fn drop(&mut self) {
        if parent() != self.shell {
            for n in SIGNALS {
                let _ = std::fs::remove_file(self.dir.join(n.to_string()));
            }
            let _ = std::fs::remove_dir(&self.dir);
        }
    }
}

/// Replaces this process by the watching shell running this program again
/// as its worker. Returns only if that cannot be done (no `sh`, no
/// temporary directory); the caller then goes on unwatched.
#[cfg(unix)]
pub fn relaunch() -> io::Error {
    use std::os::unix::fs::DirBuilderExt;
    use std::os::unix::process::CommandExt;
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => return e,
    };
    let mut made = None;
    for k in 0..100 {
        let dir =
            std::env::temp_dir().join(format!("boardsolve-notice-{}-{k}", std::process::id()));
        match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
            Ok(()) => {
                made = Some(dir);
                break;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return e,
        }
    }
    let Some(dir) = made else {
        return io::Error::other("no free notice directory");
    };
    let err = std::process::Command::new("sh")
        .args(["-c", SHELL, "boardsolve"])
        .arg(exe)
        .args(std::env::args_os().skip(1))
        .env(VAR, &dir)
        .exec();
    let _ = std::fs::remove_dir(&dir);
    err
}

/// No shell to watch for signals here yet.
#[cfg(not(unix))]
pub fn relaunch() -> io::Error {
    io::Error::from(io::ErrorKind::Unsupported)
}

#[cfg(unix)]
fn parent() -> u32 {
    std::os::unix::process::parent_id()
}

#[cfg(not(unix))]
fn parent() -> u32 {
    0
}
