//! The processes a run is charged for: a root and its descendants, but
//! for the sandbox's own processes (its supervisor, a PID namespace's
//! init), of which only the children they have reaped are charged.

/// A process tree to charge.
#[derive(Clone, Debug)]
pub struct Tree {
    root: u32,
    /// Processes of the tree that are not charged themselves (read by
    /// Linux's walk of the tree; elsewhere the root alone is measured).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    own: Vec<u32>,
}

impl Tree {
    /// The tree rooted at `root`, every process of it charged.
    pub fn new(root: u32) -> Tree {
        Tree {
            root,
            own: Vec::new(),
        }
    }

    /// The tree rooted at `root`, but for `own`, processes of it that
    /// serve the run rather than run it (`root` may be one).
    pub fn serving(root: u32, own: Vec<u32>) -> Tree {
        Tree { root, own }
    }

    /// The root.
    pub fn root(&self) -> u32 {
        self.root
    }

    /// Calls `f` with the root and each descendant, and whether it is
    /// charged (not one of the tree's own), at most 4096 processes: a
    /// fork bomb cannot keep a sampler busy.
    #[cfg(target_os = "linux")]
    pub fn each(&self, mut f: impl FnMut(u32, bool)) {
        let charged = |pid| !self.own.contains(&pid);
        f(self.root, charged(self.root));
        super::procfs::each_descendant(self.root, |pid| f(pid, charged(pid)));
    }
}

/// The processes `pid` started and has not reaped (Linux): a server's
/// program of the moment.
#[cfg(target_os = "linux")]
pub fn children(pid: u32) -> Vec<u32> {
    super::procfs::children(pid)
}
