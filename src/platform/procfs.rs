//! What Linux's `/proc` tells of a process tree, for the samplers of
//! memory and CPU time.

/// The children of every thread of `pid`.
fn children(pid: u32) -> Vec<u32> {
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
