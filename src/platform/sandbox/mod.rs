//! A run of a contestant's program (or a compiler) the way a judge's
//! sandbox runs it, unprivileged: every process it starts stays in reach,
//! is charged, and is ended with it (isolate's and DOMjudge's runguard's
//! habits, without their setuid root).
//!
//! **Unix.** Each run has a supervisor: boardsolve itself started again in
//! a hidden mode ([`enter_if_asked`], the first thing `main` does, before
//! the command line is parsed, so the supervisor stays a few hundred KiB),
//! in a process group of its own (Ctrl-C at the terminal reaches
//! boardsolve alone, which ends the runs itself). The supervisor
//! - asks for SIGKILL when boardsolve ends, even by SIGKILL (Linux's
//!   parent-death signal; it checks that boardsolve had not already ended);
//! - gets every signal's default disposition back, then blocks the few it
//!   waits for (a child's end, and SIGTERM, boardsolve's request to end
//!   the run);
//! - on Linux becomes a child subreaper, so that a process of the run that
//!   detaches (`setsid`, a double fork, `setpgid`, `nohup`) is re-parented
//!   to it and stays in the run's tree, and makes itself undumpable (the
//!   program cannot open its descriptors under `/proc`);
//! - on Linux where the kernel allows, moves into a new PID namespace (as
//!   root) or a new user and PID namespace (the user's ids mapped to
//!   themselves) and forks an init, PID 1, which runs the program as PID 2
//!   (not as PID 1: an init ignores the SIGABRT and SIGSEGV it raises
//!   itself, which would change verdicts); where the kernel refuses, the
//!   supervisor runs the program itself and boardsolve says so once;
//! - runs the program in a process group of its own, with the
//!   parent-death signal too, every signal's default disposition and an
//!   empty signal mask, forked (not vforked) from that small process so
//!   that the peak memory the kernel reports for it starts small;
//! - reaps every process of the run (`wait4`), adding up their CPU time
//!   and keeping the largest peak resident memory of one process;
//! - when the program ends, or on boardsolve's request, ends every
//!   process of the run with kill(2): in a namespace, `kill(-1, SIGKILL)`
//!   from its init (every process of the namespace; the init's own end
//!   would end them too, which is what happens when boardsolve is killed);
//!   else a walk of its descendants in `/proc`, each killed before its
//!   children are read, repeated until none is left (a fork bomb
//!   converges, a stopped process dies of SIGKILL too); on other Unix
//!   systems the program's process group;
//! - tells boardsolve the program's wait status and the exact figures on
//!   a pipe of its own, then exits. A pipe, not its own exit status: the
//!   supervisor's own usage (the `wait4` boardsolve could make of it) would
//!   add its own time to the program's, and its peak memory is
//!   boardsolve's own (a process started by `posix_spawn` shares its
//!   parent's memory until its exec, and the kernel counts that peak).
//!
//! boardsolve itself is a child subreaper too ([`contain_orphans`]):
//! should a supervisor die, what it held is re-parented to boardsolve and
//! ended by [`sweep`].
//!
//! What is not contained: without a namespace, a process that detached
//! outlives a SIGKILL of boardsolve (the supervisor dies, and its orphans
//! go to the system's init); on macOS and the BSDs, a process that leaves
//! the program's process group (`setsid`) is beyond reach, and CPU time
//! is timed by the wall clock while the run lasts; the program runs as the
//! user, so it may signal or trace the user's other processes.
//!
//! **Windows.** A job object per run: the program starts suspended, in a
//! process group of its own (Ctrl-C passes it by), is put in the job,
//! then resumed, so every process it starts is in the job from its
//! start. Ending the run is `TerminateJobObject`; the job is killed when
//! its last handle closes, so a killed boardsolve leaves nothing. CPU
//! time and peak memory (committed memory, as Windows judges measure it)
//! are the job's.

#[cfg(target_os = "linux")]
mod linux;
#[cfg(unix)]
mod supervisor;
#[cfg(unix)]
mod unix;
#[cfg(windows)]
mod windows;

pub use super::cpu::Usage;
use std::io;
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus};
use std::time::Duration;

#[cfg(unix)]
use unix as imp;
#[cfg(windows)]
use windows as imp;

/// Runs the supervisor if this process was started as one, and then
/// exits; returns at once otherwise. `main` calls it first.
pub fn enter_if_asked() {
    #[cfg(unix)]
    supervisor::enter_if_asked();
}

/// The boardsolve binary that supervises runs, when this process is not
/// one (a test of the library); `None`: this process's own binary.
#[cfg(unix)]
static SUPERVISOR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// Makes `exe`, a boardsolve binary, the supervisor of the runs this
/// process starts: for a program that is not boardsolve but runs
/// boardsolve's library (its tests). The first call counts.
pub fn supervise_with(exe: &std::path::Path) {
    #[cfg(unix)]
    let _ = SUPERVISOR.set(exe.to_path_buf());
    #[cfg(not(unix))]
    let _ = exe;
}

/// Makes this process the reaper of the orphans of its children (Linux),
/// so that nothing a run leaves when its supervisor dies escapes
/// [`sweep`]. Elsewhere nothing to do.
pub fn contain_orphans() -> io::Result<()> {
    #[cfg(target_os = "linux")]
    crate::platform::sys::process::become_subreaper()?;
    Ok(())
}

/// Ends every child of this process that is no sandbox's supervisor (the
/// orphans of a supervisor that died, re-parented here by
/// [`contain_orphans`]), with its descendants, and reaps what has ended.
pub fn sweep() {
    imp::sweep();
}

/// How a run ended.
#[derive(Clone, Copy, Debug)]
pub struct Ended {
    /// The program's exit status; `None` if it was ended before it exited.
    pub status: Option<ExitStatus>,
    /// The CPU time of every process of the run, exact (Unix: from
    /// `wait4`; Windows: the job's).
    pub cpu: Duration,
    /// The largest peak memory of one process of the run (Unix: resident,
    /// from `wait4`) or of the whole run (Windows: committed, the job's).
    pub peak: u64,
}

/// One run: a program and every process it starts.
pub struct Sandbox(imp::Sandbox);

impl Sandbox {
    /// Starts `cmd`'s program, its arguments, environment and directory in
    /// a sandbox, its standard input, output and error piped (the pipes
    /// `cmd` was given are not read). An error: it could not be started.
    /// On Linux the sandbox dies with the thread that starts it (the
    /// parent-death signal is a thread's): start and wait from one thread.
    pub fn spawn(cmd: &Command) -> io::Result<Sandbox> {
        imp::Sandbox::spawn(cmd).map(Sandbox)
    }

    /// The pipes to the program.
    pub fn pipes(&mut self) -> (Option<ChildStdin>, Option<ChildStdout>, Option<ChildStderr>) {
        self.0.pipes()
    }

    /// The program's process id (as `/proc` names it on Linux, where a
    /// PID namespace has its own name for it).
    pub fn program(&self) -> u32 {
        self.0.program()
    }

    /// Whether the run is over: its program has ended and every process
    /// of it with the program.
    pub fn exited(&mut self) -> io::Result<bool> {
        self.0.exited()
    }

    /// The CPU time used so far, and the time waited (see
    /// [`crate::platform::cpu`]); `None` where the system cannot tell
    /// while the run lasts (macOS and the BSDs).
    pub fn usage(&mut self) -> Option<Usage> {
        self.0.usage()
    }

    /// The peak memory seen so far, bytes (sampled, at most every
    /// millisecond on Linux).
    pub fn peak(&mut self) -> u64 {
        self.0.peak()
    }

    /// Ends every process of the run that is still running.
    pub fn end(&mut self) {
        self.0.end();
    }

    /// Waits for the end of the run (after [`Sandbox::exited`] or
    /// [`Sandbox::end`]): the program's status and the exact figures.
    pub fn wait(self) -> io::Result<Ended> {
        self.0.wait()
    }

    /// Every process of the run still running (Linux process ids, as
    /// `/proc` names them), the sandbox's own left out: for a server that
    /// runs many programs in one sandbox, one at a time.
    #[cfg(target_os = "linux")]
    pub fn processes(&self) -> Vec<u32> {
        self.0.processes()
    }

    /// Ends every process of the run but `keep` (and the sandbox's own),
    /// until none is left: what a program run by a server left behind.
    #[cfg(target_os = "linux")]
    pub fn kill_except(&self, keep: &[u32]) {
        self.0.kill_except(keep);
    }
}

/// Ends process `pid` and its descendants (Linux: each killed before its
/// children are read, so none escapes by forking; elsewhere the process
/// alone): a program of a server's sandbox, with what it started.
#[cfg(unix)]
pub fn kill_tree(pid: u32) {
    imp::kill_tree(pid);
}
