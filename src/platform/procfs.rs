//! What Linux's `/proc` tells of a process tree, for the samplers of
//! memory and CPU time and for ending a run.

/// The children of every thread of `pid`.
pub fn children(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for task in tasks.flatten() {
        if let Ok(list) = std::fs::read_to_string(task.path().join("children")) {
            out.extend(
                list.split_whitespace()
                    .filter_map(|p| p.parse::<u32>().ok()),
            );
        }
    }
    out
}

/// Calls `f` with each descendant of `pid`, in no particular order (the
/// samplers add them up), at most 4095 of them: a fork bomb cannot keep a
/// sampler busy.
pub fn each_descendant(pid: u32, mut f: impl FnMut(u32)) {
    let mut stack = children(pid);
    let mut budget = 4096;
    while let Some(pid) = stack.pop() {
        budget -= 1;
        if budget == 0 {
            break;
        }
        f(pid);
        stack.extend(children(pid));
    }
}

/// The fields of a `stat` file (`/proc/PID/stat`, or a thread's) after
/// its command name, the state first: "pid (comm) S ppid ...", where comm
/// may hold anything, so they are counted from the last ')'.
pub fn stat_fields(stat: &[u8]) -> Option<impl Iterator<Item = &[u8]>> {
    let rest = &stat[stat.iter().rposition(|&b| b == b')')? + 1..];
    Some(rest.split(|&b| b == b' ').filter(|f| !f.is_empty()))
}

/// Whether process `pid` has ended (or is gone): its state is `Z` or `X`.
pub fn ended(pid: u32) -> bool {
    std::fs::read(format!("/proc/{pid}/stat")).map_or(true, |stat| {
        stat_fields(&stat)
            .and_then(|mut f| f.next())
            .is_none_or(|s| s == b"Z" || s == b"X")
    })
}
