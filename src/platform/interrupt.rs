//! Noticing Ctrl-C (and on Unix SIGTERM and SIGHUP) without a signal
//! handler.
//!
//! std has no signal or console-control API and this crate has no
//! `unsafe`, so a Rust process cannot catch an interrupt. So [`relaunch`]
//! starts this program again, with the same arguments, as a worker under a
//! watching process, and the worker polls [`Notice::poll`], stops its
//! work, reports, and exits with a status that tells why.
//!
//! Unix: the watcher is `sh`, which replaces this process (same process
//! id, so `kill PID` and the terminal still reach it), traps the three
//! signals and runs the worker as a background job that ignores them. On
//! a signal the shell creates a file named after it (`2`, `15`, `1`) in a
//! private directory whose path it shares with the worker through the
//! environment, then keeps waiting; the worker exits 128 + the signal
//! number, which the shell passes on as its own status. A worker whose
//! shell was killed outright (SIGKILL) sees its parent change and stops
//! too. The worker's standard input is `/dev/null` (POSIX gives background
//! jobs that), and the programs it starts inherit the ignored signals,
//! which does not matter to a contestant killed with SIGKILL. A shell that
//! was itself started with SIGINT ignored (a background job of a script)
//! cannot trap it: then Ctrl-C never reached this program anyway.
//!
//! Windows: Ctrl-C reaches every process of the console, and a process
//! started in a new process group ignores it, as do its descendants. The
//! watcher is this program itself: it starts the worker in a new process
//! group, with standard input a pipe it never writes, waits, and exits
//! with the worker's status. Ctrl-C ends the watcher alone (the default
//! handler); its end closes the pipe, and the worker, reading its standard
//! input on a thread, sees that, ends the programs it runs (ignoring
//! Ctrl-C too) and reports, on the same console, just after the shell's
//! prompt is back. Ctrl-Break and closing the console end every process at
//! once, as without a watcher.

use std::io;

/// The environment variable that marks a worker (on Unix it names the
/// directory of the notices).
const VAR: &str = "BOARDSOLVE_NOTICE_DIR";

/// Why a run was stopped from outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interrupt {
    /// A signal, by number: 2 SIGINT (Ctrl-C), 15 SIGTERM, 1 SIGHUP.
    Signal(u8),
    /// The watcher is gone: on Unix killed with SIGKILL; on Windows ended
    /// by Ctrl-C, or killed.
    Orphaned,
}

impl Interrupt {
    /// The exit status that reports it: 128 + the signal (130 for Ctrl-C,
    /// 143 for SIGTERM); an orphan exits as if terminated (on Windows, as
    /// after Ctrl-C).
    pub fn status(self) -> u8 {
        match self {
            Interrupt::Signal(n) => 128 + n,
            Interrupt::Orphaned => imp::ORPHANED.0,
        }
    }

    /// What it was, in words.
    pub fn name(self) -> &'static str {
        match self {
            Interrupt::Signal(2) => "SIGINT",
            Interrupt::Signal(15) => "SIGTERM",
            Interrupt::Signal(_) => "SIGHUP",
            Interrupt::Orphaned => imp::ORPHANED.1,
        }
    }
}

/// A worker's view of its watcher.
pub struct Notice(imp::Watch);

impl Notice {
    /// The notice set up by [`relaunch`] if this process is its worker.
    /// The marker is taken out of the environment, so programs started
    /// from here relaunch themselves if they are boardsolve too.
    pub fn take() -> Option<Notice> {
        let marker = std::env::var_os(VAR)?;
        std::env::remove_var(VAR);
        Some(Notice(imp::Watch::new(marker.into())))
    }

    /// An interrupt that arrived since the start, or the loss of the
    /// watcher.
    pub fn poll(&self) -> Option<Interrupt> {
        self.0.poll()
    }
}

/// Runs this program again as the worker of a watcher (see the module
/// doc); this process becomes (Unix) or is (Windows) the watcher and
/// never returns from here. Returns only if that cannot be done (no `sh`,
/// no temporary directory, no new process); the caller then goes on
/// unwatched.
pub fn relaunch() -> io::Error {
    imp::relaunch()
}

#[cfg(unix)]
mod imp {
    use super::{Interrupt, VAR};
    use std::io;
    use std::path::PathBuf;

    /// The watching shell. It only ever creates files named 1, 2 and 15 in
    /// the directory, so its clean-up removes exactly those.
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

    /// The status and name of [`Interrupt::Orphaned`].
    pub const ORPHANED: (u8, &str) = (143, "the loss of the watching boardsolve process");

    /// The signals the shell traps, as the file names it creates.
    const SIGNALS: [u8; 3] = [2, 15, 1];

    /// The shell's directory and process id.
    pub struct Watch {
        dir: PathBuf,
        /// The shell's process id, to notice it going away.
        shell: u32,
    }

    impl Watch {
        /// Watches the shell whose directory is `marker`.
        pub fn new(marker: PathBuf) -> Watch {
            Watch {
                dir: marker,
                shell: parent(),
            }
        }

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

    impl Drop for Watch {
        /// A shell that is gone cannot clean up its directory: the worker
        /// does.
        fn drop(&mut self) {
            if parent() != self.shell {
                for n in SIGNALS {
                    let _ = std::fs::remove_file(self.dir.join(n.to_string()));
                }
                let _ = std::fs::remove_dir(&self.dir);
            }
        }
    }

    /// Replaces this process by the watching shell.
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
        // The shell forks the worker, and a shell that cannot fork (a
        // process limit reached) dies with its own message and status 2.
        // One trial process first, so that this stays boardsolve's error.
        if let Err(e) = std::process::Command::new("sh").args(["-c", ":"]).status() {
            let _ = std::fs::remove_dir(&dir);
            return e;
        }
        let err = std::process::Command::new("sh")
            .args(["-c", SHELL, "boardsolve"])
            .arg(exe)
            .args(std::env::args_os().skip(1))
            .env(VAR, &dir)
            .exec();
        let _ = std::fs::remove_dir(&dir);
        err
    }

    fn parent() -> u32 {
        std::os::unix::process::parent_id()
    }
}

#[cfg(windows)]
mod imp {
    use super::{Interrupt, VAR};
    use std::io::{self, Read};
    use std::path::PathBuf;
    use std::process::{Command, Stdio};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;

    /// The status and name of [`Interrupt::Orphaned`]: the watcher's end is
    /// Ctrl-C far more often than a kill.
    pub const ORPHANED: (u8, &str) = (130, "Ctrl-C (the end of the watching boardsolve process)");

    /// Set by a thread that reads standard input, the watcher's pipe, to
    /// its end.
    pub struct Watch {
        lost: Arc<AtomicBool>,
    }

    impl Watch {
        pub fn new(_marker: PathBuf) -> Watch {
            let lost = Arc::new(AtomicBool::new(false));
            let flag = lost.clone();
            // A thread that cannot start (a process limit reached) only
            // costs the notice of the watcher's loss, never a panic.
            let _ = std::thread::Builder::new().spawn(move || {
                let mut buf = [0u8; 64];
                let mut stdin = io::stdin();
                // The watcher never writes: any end, data or error is its
                // loss.
                let _ = stdin.read(&mut buf);
                flag.store(true, Ordering::Release);
            });
            Watch { lost }
        }

        pub fn poll(&self) -> Option<Interrupt> {
            self.lost
                .load(Ordering::Acquire)
                .then_some(Interrupt::Orphaned)
        }
    }

    /// Runs the worker in a new process group, so that Ctrl-C passes it
    /// by, and exits with its status.
    pub fn relaunch() -> io::Error {
        use std::os::windows::process::CommandExt;
        const CREATE_NEW_PROCESS_GROUP: u32 = 0x0000_0200;
        let exe = match std::env::current_exe() {
            Ok(exe) => exe,
            Err(e) => return e,
        };
        let mut worker = match Command::new(exe)
            .args(std::env::args_os().skip(1))
            .env(VAR, "stdin")
            .stdin(Stdio::piped())
            .creation_flags(CREATE_NEW_PROCESS_GROUP)
            .spawn()
        {
            Ok(worker) => worker,
            Err(e) => return e,
        };
        // Held open, never written, until this process ends.
        let _pipe = worker.stdin.take();
        let status = worker.wait().ok().and_then(|s| s.code());
        std::process::exit(status.unwrap_or(1))
    }
}
