//! What the sandbox needs of Linux: namespaces, host process ids as
//! `/proc` tells them, and the walk that ends a process tree.

use crate::platform::procfs;
use crate::platform::sys::process::{self as sys, NEW_PID, NEW_USER};
use crate::platform::sys::signal::SIGKILL;

/// What became of the attempt to enter namespaces.
pub enum Namespaces {
    /// In a new PID namespace (and a user namespace if not root): the next
    /// child is its init.
    Entered,
    /// In them, but the user's ids could not be mapped: the program sees
    /// itself as the overflow user (files keep their owners).
    Unmapped(String),
    /// The kernel refused: why.
    Refused(String),
}

/// Moves this process into a new PID namespace: as root (with the
/// capability it takes) one alone, else with a new user namespace in which
/// the user's ids are mapped to themselves.
pub fn enter_namespaces() -> Namespaces {
    let (uid, gid, root) = sys::ids();
    let mut why = String::new();
    if root {
        match sys::unshare_namespaces(NEW_PID) {
            Ok(()) => return Namespaces::Entered,
            Err(e) => why = format!("unshare(CLONE_NEWPID): {e}; "),
        }
    }
    if let Err(e) = sys::unshare_namespaces(NEW_USER | NEW_PID) {
        return Namespaces::Refused(format!("{why}unshare(CLONE_NEWUSER | CLONE_NEWPID): {e}"));
    }
    // Unprivileged, setgroups(2) must be denied before a group is mapped.
    let maps = [
        ("setgroups", "deny".to_string()),
        ("uid_map", format!("{uid} {uid} 1\n")),
        ("gid_map", format!("{gid} {gid} 1\n")),
    ];
    for (file, text) in maps {
        let path = format!("/proc/self/{file}");
        if let Err(e) = std::fs::write(&path, text) {
            return Namespaces::Unmapped(format!("cannot write {path}: {e}"));
        }
    }
    Namespaces::Entered
}

/// This process's id as `/proc` names it (the namespace `/proc` was
/// mounted in, boardsolve's, not the one this process may be PID 1 of).
pub fn host_pid() -> Option<u32> {
    std::fs::read_link("/proc/self")
        .ok()?
        .to_str()?
        .parse()
        .ok()
}

/// The parent's id as `/proc` names it.
pub fn host_parent() -> Option<u32> {
    let stat = std::fs::read("/proc/self/stat").ok()?;
    let ppid = procfs::stat_fields(&stat)?.nth(1)?;
    std::str::from_utf8(ppid).ok()?.parse().ok()
}

/// The children of this thread as `/proc` names them.
pub fn host_children() -> Vec<u32> {
    std::fs::read_to_string("/proc/thread-self/children")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|p| p.parse().ok())
        .collect()
}

/// Sends SIGKILL to every descendant of `root` but `keep`, each before
/// its children are read: a process with SIGKILL pending forks no more
/// and reaps no child, so none escapes the walk and no id read in it is
/// freed and handed to another process before it is signalled (unless a
/// process dies of other causes in between). Returns how many of those
/// signalled had not ended before: while it is not 0, a process may have
/// died during the walk, and its children, re-parented, gone unseen.
pub fn kill_descendants(root: u32, keep: &[u32]) -> usize {
    let mut stack = procfs::children(root);
    let mut live = 0;
    while let Some(pid) = stack.pop() {
        if !keep.contains(&pid) {
            live += usize::from(!procfs::ended(pid));
            let _ = sys::signal(pid, SIGKILL);
        }
        stack.extend(procfs::children(pid));
    }
    live
}

/// The descendants of `root` that have not ended, but `own`.
pub fn descendants(root: u32, own: &[u32]) -> Vec<u32> {
    let mut stack = procfs::children(root);
    let mut out = Vec::new();
    while let Some(pid) = stack.pop() {
        if !own.contains(&pid) && !procfs::ended(pid) {
            out.push(pid);
        }
        stack.extend(procfs::children(pid));
    }
    out
}
