//! Signal dispositions: a handler that notes a signal in an atomic, every
//! disposition set back to the default (in this process, or in a child
//! between its fork and its exec), and signals blocked to be waited for.

use std::ffi::c_int;
use std::io;
use std::process::Command;
use std::sync::atomic::{AtomicI32, Ordering};

/// Signal numbers that are the same on every Unix.
pub const SIGHUP: c_int = 1;
pub const SIGINT: c_int = 2;
pub const SIGKILL: c_int = 9;
pub const SIGTERM: c_int = 15;
#[cfg(any(target_os = "linux", target_os = "android"))]
pub const SIGCHLD: c_int = 17;
#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub const SIGCHLD: c_int = 20;
#[cfg(any(target_os = "linux", target_os = "android"))]
const SIGSTOP: c_int = 19;
#[cfg(not(any(target_os = "linux", target_os = "android")))]
const SIGSTOP: c_int = 17;

/// One past the largest signal number (`NSIG`).
#[cfg(any(target_os = "linux", target_os = "android"))]
const NSIG: c_int = 65;
#[cfg(target_os = "freebsd")]
const NSIG: c_int = 128;
#[cfg(not(any(target_os = "linux", target_os = "android", target_os = "freebsd")))]
const NSIG: c_int = 32;

/// `sigprocmask`'s `SIG_BLOCK` and `SIG_SETMASK`.
#[cfg(any(target_os = "linux", target_os = "android"))]
const SIG_BLOCK: c_int = 0;
#[cfg(not(any(target_os = "linux", target_os = "android")))]
const SIG_BLOCK: c_int = 1;
#[cfg(any(target_os = "linux", target_os = "android"))]
const SIG_SETMASK: c_int = 2;
#[cfg(not(any(target_os = "linux", target_os = "android")))]
const SIG_SETMASK: c_int = 3;

/// A `sighandler_t`: a function's address, or one of these.
type Handler = usize;
const SIG_DFL: Handler = 0;
const SIG_IGN: Handler = 1;
const SIG_ERR: Handler = usize::MAX;

/// A `sigset_t`, opaque: 128 bytes hold every system's (glibc's is the
/// largest, 1024 bits); `sigemptyset` fills it in.
#[repr(C, align(8))]
pub struct SigSet([u8; 128]);

extern "C" {
    /// signal(3): `sighandler_t signal(int signum, sighandler_t handler)`
    /// (glibc, musl, macOS and the BSDs: BSD semantics, the handler stays
    /// installed).
    fn signal(signum: c_int, handler: Handler) -> Handler;
    /// sigsetops(3): `int sigemptyset(sigset_t *set)`.
    fn sigemptyset(set: *mut SigSet) -> c_int;
    /// sigsetops(3): `int sigaddset(sigset_t *set, int signum)`.
    fn sigaddset(set: *mut SigSet, signum: c_int) -> c_int;
    /// sigprocmask(2): `int sigprocmask(int how, const sigset_t *set,
    /// sigset_t *oldset)`.
    fn sigprocmask(how: c_int, set: *const SigSet, oldset: *mut SigSet) -> c_int;
    /// sigwait(3): `int sigwait(const sigset_t *set, int *sig)` (returns
    /// an error number, not -1).
    fn sigwait(set: *const SigSet, sig: *mut c_int) -> c_int;
}

/// The first signal [`catch`]'s handler noted (0: none yet).
static CAUGHT: AtomicI32 = AtomicI32::new(0);

/// The handler: one lock-free atomic operation, async-signal-safe.
extern "C" fn note(sig: c_int) {
    let _ = CAUGHT.compare_exchange(0, sig, Ordering::Relaxed, Ordering::Relaxed);
}

/// A handler that does nothing: a signal that has one is neither
/// discarded as ignored (SIGCHLD's default on the BSDs) nor, for a PID
/// namespace's init, dropped, so that [`Waiter::wait`] receives it.
extern "C" fn nothing(_sig: c_int) {}

/// Sets `sig`'s handler, returning the one before.
fn set(sig: c_int, handler: Handler) -> io::Result<Handler> {
    // SAFETY: `handler` is SIG_DFL, SIG_IGN or one of the functions above,
    // which only touch an atomic; signal(3) changes this process's
    // disposition and nothing else.
    let old = unsafe { signal(sig, handler) };
    match old {
        SIG_ERR => Err(io::Error::last_os_error()),
        old => Ok(old),
    }
}

/// Notes `sig` for [`caught`] from now on, unless it is ignored (as
/// `nohup` and a shell's background job leave SIGHUP and SIGINT): then it
/// stays ignored and this says `false`.
pub fn catch(sig: c_int) -> io::Result<bool> {
    // signal(3) cannot read a disposition without setting one: ignored
    // for an instant, so that a signal in between is not taken as a
    // default one (which would end the process).
    if set(sig, SIG_IGN)? == SIG_IGN {
        return Ok(false);
    }
    set(sig, note as extern "C" fn(c_int) as Handler)?;
    Ok(true)
}

/// The first signal noted by [`catch`]'s handler.
pub fn caught() -> Option<c_int> {
    match CAUGHT.load(Ordering::Relaxed) {
        0 => None,
        sig => Some(sig),
    }
}

/// Sets every signal's disposition to the default and unblocks every
/// signal (what a program that a shell started in the foreground has).
/// Only signal(3), sigemptyset(3) and sigprocmask(2), which are
/// async-signal-safe: sound between a fork and an exec.
pub fn reset_all() {
    for sig in 1..NSIG {
        if sig != SIGKILL && sig != SIGSTOP {
            // Numbers that name no signal (glibc keeps 32 and 33) fail.
            let _ = set(sig, SIG_DFL);
        }
    }
    #[cfg(target_os = "linux")]
    linux::reset_internal();
    let mut none = SigSet([0; 128]);
    // SAFETY: `none` is a writable buffer at least as large as the
    // system's sigset_t.
    unsafe { sigemptyset(&mut none) };
    // SAFETY: `none` was filled in by sigemptyset; the old mask is not
    // asked for (null is allowed).
    unsafe { sigprocmask(SIG_SETMASK, &none, std::ptr::null_mut()) };
}

/// Makes `cmd`'s process start with every signal's default disposition
/// and none blocked (std leaves both as the parent has them, but for
/// SIGPIPE).
pub fn defaults_in_child(cmd: &mut Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: the closure runs in the child between fork and exec, and
    // calls only `reset_all`, which is async-signal-safe; it allocates
    // nothing and takes no lock.
    unsafe {
        cmd.pre_exec(|| {
            reset_all();
            Ok(())
        })
    };
}

/// Signals blocked so that [`Waiter::wait`] takes them one at a time,
/// with no handler racing a wait.
pub struct Waiter(SigSet);

impl Waiter {
    /// Blocks `signals` in this process (which must have one thread: the
    /// mask is the calling thread's) and gives each a handler that does
    /// nothing, so that none is discarded before it is waited for.
    pub fn block(signals: &[c_int]) -> io::Result<Waiter> {
        let mut mask = SigSet([0; 128]);
        // SAFETY: `mask` is a writable buffer at least as large as the
        // system's sigset_t.
        unsafe { sigemptyset(&mut mask) };
        for &sig in signals {
            // SAFETY: as above; sigaddset writes inside it.
            if unsafe { sigaddset(&mut mask, sig) } != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        // SAFETY: `mask` was filled in by sigemptyset and sigaddset; the
        // old mask is not asked for (null is allowed).
        if unsafe { sigprocmask(SIG_BLOCK, &mask, std::ptr::null_mut()) } != 0 {
            return Err(io::Error::last_os_error());
        }
        for &sig in signals {
            set(sig, nothing as extern "C" fn(c_int) as Handler)?;
        }
        Ok(Waiter(mask))
    }

    /// Waits for one of the blocked signals; its number.
    pub fn wait(&self) -> io::Result<c_int> {
        let mut sig: c_int = 0;
        // SAFETY: the set was filled in by `block`; `sig` is a writable
        // c_int.
        match unsafe { sigwait(&self.0, &mut sig) } {
            0 => Ok(sig),
            err => Err(io::Error::from_raw_os_error(err)),
        }
    }
}

/// glibc's own signals, 32 and 33 (SIGCANCEL, SIGSETXID), which its
/// signal(3) refuses to touch: glibc's `posix_spawn` (std's way of
/// starting a process) leaves them ignored in the child, and an ignored
/// signal stays ignored across exec, so every program started that way
/// inherits them ignored. Set back to the default with the system call
/// itself.
#[cfg(target_os = "linux")]
mod linux {
    use std::ffi::{c_int, c_long};

    /// `__NR_rt_sigaction`.
    #[cfg(target_arch = "x86_64")]
    const RT_SIGACTION: c_long = 13;
    #[cfg(any(
        target_arch = "aarch64",
        target_arch = "riscv64",
        target_arch = "loongarch64"
    ))]
    const RT_SIGACTION: c_long = 134;

    extern "C" {
        /// syscall(2): `long syscall(long number, ...)`.
        fn syscall(number: c_long, ...) -> c_long;
    }

    /// Sets signals 32 and 33 to the default (on the architectures whose
    /// system call number is known here; elsewhere they stay as
    /// inherited). A zeroed kernel `struct sigaction` is SIG_DFL, no
    /// flags, no mask, whatever the architecture's layout.
    pub fn reset_internal() {
        #[cfg(any(
            target_arch = "x86_64",
            target_arch = "aarch64",
            target_arch = "riscv64",
            target_arch = "loongarch64"
        ))]
        for sig in [32 as c_int, 33] {
            let act = [0u64; 4];
            // SAFETY: rt_sigaction(2) reads `act`, 32 readable bytes, at
            // least the kernel's struct sigaction on these architectures,
            // and writes nothing (no old action asked for); the sigset
            // size is the kernel's, 8 bytes; async-signal-safe.
            unsafe {
                syscall(
                    RT_SIGACTION,
                    sig as c_long,
                    act.as_ptr(),
                    std::ptr::null_mut::<u64>(),
                    8 as c_long,
                )
            };
        }
    }
}
