//! Failures saved as files in oj's test-directory style: `hack-000.in`
//! (the input) and `hack-000.out` (boardsolve's answer), which `oj test`
//! reads as a case, and the program's output as `actual/hack-000.out`: oj
//! takes every `*.*` file of the directory for a case and stops at one
//! that is not `.in` or `.out`, but looks in no subdirectory. The shrunk
//! input goes as `hack-000-shrunk.*`. The number is the first one free in
//! the directory, so earlier runs are never overwritten.

use super::judge::Found;
use crate::kit::Definition;
use std::io;
use std::path::{Path, PathBuf};

/// The subdirectory of the save directory that holds the programs'
/// outputs, where `oj test` does not look.
const ACTUAL: &str = "actual";

/// Where a run's failures go: one `hack-NNN` case and its shrunk one.
pub(super) struct Saver {
    dir: PathBuf,
    /// `hack-NNN`, once chosen.
    name: Option<String>,
}

/// Where a failure went, or why it could not be saved.
pub(super) enum Saved {
    /// `DIR/hack-NNN` (`.in`, `.out`) and the program's output.
    At {
        base: PathBuf,
        actual: PathBuf,
    },
    Not(String),
}

impl Saved {
    /// The saved input's path, or why there is none, for the report's
    /// closing lines.
    pub(super) fn name(&self) -> String {
        match self {
            Saved::At { base, .. } => format!("{}.in", base.display()),
            Saved::Not(why) => format!("not saved: {why}"),
        }
    }

    /// The report's line naming the saved files.
    pub(super) fn line(&self) -> String {
        match self {
            Saved::At { base, actual } => {
                let p = base.display();
                format!(
                    "saved: {p}.in (input), {p}.out (boardsolve's answer), {} (the program's output)\n",
                    actual.display()
                )
            }
            Saved::Not(why) => format!("not saved: {why}\n"),
        }
    }
}

impl Saver {
    /// Saves into `dir`, created when the first failure is saved.
    pub(super) fn new(dir: &Path) -> Saver {
        Saver {
            dir: dir.to_path_buf(),
            name: None,
        }
    }

    /// Saves `found` as the case `hack-NNN` + `suffix` (overwriting that
    /// case of this run); its answer is solved on a board of `size` if it
    /// is not yet (see [`Found::expected`]).
    pub(super) fn save<P: Definition>(
        &mut self,
        suffix: &str,
        size: usize,
        found: &Found,
    ) -> Saved {
        match self.write::<P>(suffix, size, found) {
            Ok((base, actual)) => Saved::At { base, actual },
            Err(e) => Saved::Not(format!("{}: {e}", self.dir.display())),
        }
    }

    /// The files of case `name` (`hack-000-shrunk`): input, answer, the
    /// program's output.
    fn files(&self, name: &str) -> [PathBuf; 3] {
        [
            self.dir.join(format!("{name}.in")),
            self.dir.join(format!("{name}.out")),
            self.dir.join(ACTUAL).join(format!("{name}.out")),
        ]
    }

    /// [`Saver::save`]'s work: the case's number chosen on the first
    /// save, then its three files written; the case's path without its
    /// extension, and the program output's path.
    fn write<P: Definition>(
        &mut self,
        suffix: &str,
        size: usize,
        found: &Found,
    ) -> io::Result<(PathBuf, PathBuf)> {
        std::fs::create_dir_all(self.dir.join(ACTUAL))?;
        let name = match &self.name {
            Some(name) => name.clone(),
            None => {
                // Free: none of the files this run may write exists (a
                // kept shrunk case is never overwritten).
                let free = (0..).map(|i| format!("hack-{i:03}")).find(|n| {
                    ["", "-shrunk"]
                        .iter()
                        .all(|s| self.files(&format!("{n}{s}")).iter().all(|f| !f.exists()))
                });
                // ok: an unbounded range always finds a free name.
                let name = free.unwrap_or_default();
                self.name = Some(name.clone());
                name
            }
        };
        let [input, answer, actual] = self.files(&format!("{name}{suffix}"));
        let expected = found.expected::<P>(size);
        std::fs::write(&input, &found.input)?;
        std::fs::write(answer, expected)?;
        std::fs::write(&actual, &found.stdout)?;
        Ok((self.dir.join(format!("{name}{suffix}")), actual))
    }
}
