//! Processes: sending signals, reaping with the resources each used,
//! identities, and on Linux the process controls (`prctl`), namespaces
//! (`unshare`) and the fork of a PID namespace's init.

use std::ffi::{c_int, c_long};
use std::io;
use std::process::Command;
use std::time::Duration;

/// `pid_t` and `uid_t`/`gid_t` on every Unix boardsolve builds for.
type Pid = i32;
#[cfg(target_os = "linux")]
type Id = u32;

/// `WNOHANG`, the same on every Unix.
const WNOHANG: c_int = 1;
/// `ECHILD`, the same on every Unix.
const ECHILD: i32 = 10;

/// `struct timeval`.
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct Timeval {
    tv_sec: c_long,
    #[cfg(any(target_os = "macos", target_os = "ios"))]
    tv_usec: std::ffi::c_int,
    #[cfg(not(any(target_os = "macos", target_os = "ios")))]
    tv_usec: c_long,
}

/// `struct rusage`: the two times, then fourteen `long`s, the first
/// `ru_maxrss`.
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct Rusage {
    ru_utime: Timeval,
    ru_stime: Timeval,
    ru_maxrss: c_long,
    rest: [c_long; 13],
}

extern "C" {
    /// kill(2): `int kill(pid_t pid, int sig)`.
    fn kill(pid: Pid, sig: c_int) -> c_int;
    /// wait4(2): `pid_t wait4(pid_t pid, int *wstatus, int options,
    /// struct rusage *rusage)`.
    fn wait4(pid: Pid, wstatus: *mut c_int, options: c_int, rusage: *mut Rusage) -> Pid;
}

#[cfg(target_os = "linux")]
extern "C" {
    /// getuid(2): `uid_t getuid(void)`.
    fn getuid() -> Id;
    /// getgid(2): `gid_t getgid(void)`.
    fn getgid() -> Id;
    /// geteuid(2): `uid_t geteuid(void)`.
    fn geteuid() -> Id;
    /// prctl(2): `int prctl(int option, ...)` (glibc and musl declare it
    /// variadic; every option used here takes one `unsigned long`).
    fn prctl(option: c_int, ...) -> c_int;
    /// unshare(2): `int unshare(int flags)`.
    fn unshare(flags: c_int) -> c_int;
    /// fork(2): `pid_t fork(void)`.
    fn fork() -> Pid;
}

/// A process id as `pid_t`, refusing the ones `kill` and `wait4` read as
/// groups or as "any" (0, and those past `i32::MAX`).
fn pid(p: u32) -> io::Result<Pid> {
    match Pid::try_from(p) {
        Ok(p) if p > 0 => Ok(p),
        _ => Err(io::Error::from(io::ErrorKind::InvalidInput)),
    }
}

fn check(ret: c_int) -> io::Result<()> {
    match ret {
        -1 => Err(io::Error::last_os_error()),
        _ => Ok(()),
    }
}

/// Sends `sig` to process `p`.
pub fn signal(p: u32, sig: c_int) -> io::Result<()> {
    let p = pid(p)?;
    // SAFETY: kill(2) takes two integers and touches no memory.
    check(unsafe { kill(p, sig) })
}

/// Sends `sig` to process group `g`.
pub fn signal_group(g: u32, sig: c_int) -> io::Result<()> {
    let g = pid(g)?;
    // SAFETY: as in `signal`; a negative pid names the group.
    check(unsafe { kill(-g, sig) })
}

/// Sends `sig` to every process this one may signal but itself: in a PID
/// namespace's init, every other process of the namespace (anywhere else,
/// every process of the user: callers are inits only).
#[cfg(target_os = "linux")]
pub fn signal_every_other(sig: c_int) -> io::Result<()> {
    // SAFETY: as in `signal`; -1 names every process but the caller.
    check(unsafe { kill(-1, sig) })
}

/// A child reaped by [`reap`]: its wait status and what it used, its
/// own and its reaped descendants' (RUSAGE_BOTH: the times added up, the
/// memory the largest of any one process).
#[derive(Clone, Copy, Debug)]
pub struct Reaped {
    pub pid: u32,
    /// The raw wait status.
    pub status: c_int,
    /// User and system CPU time.
    pub cpu: Duration,
    /// The largest peak resident memory of one process, bytes.
    pub maxrss: u64,
}

/// Reaps child `of` (`None`: any child), waiting for one to end unless
/// `block` is false. `Ok(None)`: none has ended yet (without `block`);
/// no child left is an error ([`is_no_child`]).
pub fn reap(of: Option<u32>, block: bool) -> io::Result<Option<Reaped>> {
    let target = match of {
        Some(p) => pid(p)?,
        None => -1,
    };
    let mut status: c_int = 0;
    let mut usage = Rusage::default();
    let options = if block { 0 } else { WNOHANG };
    loop {
        // SAFETY: `status` and `usage` are writable and of the types
        // wait4(2) fills in.
        let got = unsafe { wait4(target, &mut status, options, &mut usage) };
        if got == -1 {
            let err = io::Error::last_os_error();
            if err.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return Err(err);
        }
        if got == 0 {
            return Ok(None);
        }
        let time = |t: Timeval| {
            Duration::from_secs(t.tv_sec.max(0) as u64)
                + Duration::from_micros(c_long::from(t.tv_usec).max(0) as u64)
        };
        // Linux and the BSDs count ru_maxrss in KiB, macOS in bytes.
        let unit = if cfg!(any(target_os = "macos", target_os = "ios")) {
            1
        } else {
            1024
        };
        return Ok(Some(Reaped {
            pid: got as u32,
            status,
            cpu: time(usage.ru_utime) + time(usage.ru_stime),
            maxrss: (usage.ru_maxrss.max(0) as u64).saturating_mul(unit),
        }));
    }
}

/// Whether `err` says that there is no child to wait for.
pub fn is_no_child(err: &io::Error) -> bool {
    err.raw_os_error() == Some(ECHILD)
}

/// The real user and group ids, and whether the effective user is root.
#[cfg(target_os = "linux")]
pub fn ids() -> (u32, u32, bool) {
    // SAFETY: getuid, getgid and geteuid take nothing and cannot fail.
    let uid = unsafe { getuid() };
    // SAFETY: as above.
    let gid = unsafe { getgid() };
    // SAFETY: as above.
    let root = unsafe { geteuid() } == 0;
    (uid, gid, root)
}

/// Makes `cmd`'s process, between its fork and its exec, ask for SIGKILL
/// when the thread that started it ends (Linux), and fail to start if its
/// parent is no longer `parent` (it ended before that request).
pub fn contained_child(cmd: &mut Command, parent: u32) {
    use std::os::unix::process::CommandExt;
    // SAFETY: the closure runs in the child between fork and exec and
    // calls only prctl(2) and getppid(2), which are async-signal-safe; it
    // allocates nothing (an `io::Error` from an errno holds no heap).
    unsafe {
        cmd.pre_exec(move || {
            #[cfg(target_os = "linux")]
            parent_death_signal(super::signal::SIGKILL)?;
            match std::os::unix::process::parent_id() == parent {
                true => Ok(()),
                false => Err(io::Error::from_raw_os_error(3)), // ESRCH
            }
        })
    };
}

#[cfg(target_os = "linux")]
const PR_SET_PDEATHSIG: c_int = 1;
#[cfg(target_os = "linux")]
const PR_SET_DUMPABLE: c_int = 4;
#[cfg(target_os = "linux")]
const PR_SET_CHILD_SUBREAPER: c_int = 36;

#[cfg(target_os = "linux")]
fn set_control(option: c_int, value: std::ffi::c_ulong) -> io::Result<()> {
    // SAFETY: the options used here take one unsigned long and touch no
    // memory of the caller; prctl(2) is async-signal-safe.
    check(unsafe { prctl(option, value) })
}

/// Asks for `sig` when the thread that started this process ends
/// (PR_SET_PDEATHSIG).
#[cfg(target_os = "linux")]
pub fn parent_death_signal(sig: c_int) -> io::Result<()> {
    set_control(PR_SET_PDEATHSIG, sig as std::ffi::c_ulong)
}

/// Makes this process the reaper of its descendants' orphans
/// (PR_SET_CHILD_SUBREAPER).
#[cfg(target_os = "linux")]
pub fn become_subreaper() -> io::Result<()> {
    set_control(PR_SET_CHILD_SUBREAPER, 1)
}

/// Makes this process undumpable: no core file, and other processes of
/// the user can neither trace it nor open its files under `/proc/PID/fd`.
#[cfg(target_os = "linux")]
pub fn undumpable() -> io::Result<()> {
    set_control(PR_SET_DUMPABLE, 0)
}

/// `CLONE_NEWUSER` and `CLONE_NEWPID`.
#[cfg(target_os = "linux")]
pub const NEW_USER: c_int = 0x1000_0000;
#[cfg(target_os = "linux")]
pub const NEW_PID: c_int = 0x2000_0000;

/// Moves this process into new namespaces of the kinds `flags` names (its
/// children, for a PID namespace).
#[cfg(target_os = "linux")]
pub fn unshare_namespaces(flags: c_int) -> io::Result<()> {
    // SAFETY: unshare(2) takes an integer and touches no memory.
    check(unsafe { unshare(flags) })
}

/// fork(2) in a process of one thread (checked in `/proc/self/task`), so
/// that the child, which has only the calling thread, finds every lock of
/// the allocator and of std free: `Ok(None)` in the child, `Ok(Some(pid))`
/// in the parent.
#[cfg(target_os = "linux")]
pub fn single_threaded_fork() -> io::Result<Option<u32>> {
    if std::fs::read_dir("/proc/self/task")?.count() != 1 {
        return Err(io::Error::other("fork in a process of many threads"));
    }
    // SAFETY: this process has one thread, so no lock is held by a thread
    // the child would not have; fork(2) touches no memory of the caller.
    match unsafe { fork() } {
        -1 => Err(io::Error::last_os_error()),
        0 => Ok(None),
        child => Ok(Some(child as u32)),
    }
}
