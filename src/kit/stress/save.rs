//! Failures saved as files in oj's test-directory style: `hack-000.in`
//! (the input) and `hack-000.out` (boardsolve's answer), which `oj test`
//! reads as a case, and the program's output as `actual/hack-000.out`: oj
//! takes every `*.*` file of the directory for a case and stops at one
//! that is not `.in` or `.out`, but looks in no subdirectory. The shrunk
//! input goes as `hack-000-shrunk.*`. The number is the first one free in
//! the directory, so earlier runs are never overwritten.
//!
//! Each file is written whole ([`whole`]). A run takes its number with the
//! first file it saves, `hack-NNN.out` (or `-shrunk.out`), by a claim that
//! fails if the name exists, so two runs saving in one folder at once take
//! two numbers. The `.in` goes last, after its `.out` and the program's
//! output: oj pairs a case's files by name, runs an `.in` whose `.out` is
//! missing without judging it (a failure that would pass unseen), and
//! refuses a folder with an `.out` alone ("dangling output case"). So a
//! kill between the files leaves at worst an `.out` without its `.in`,
//! which oj names and no later run takes for free; replacing a shrunk case
//! removes its `.in` first, so no `.in` stands beside a newer `.out`.

use super::judge::Found;
use crate::kit::{whole, Definition};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The subdirectory of the save directory that holds the programs'
/// outputs, where `oj test` does not look.
const ACTUAL: &str = "actual";

/// Where a run's failures go: one `hack-NNN` case and its shrunk one.
pub(super) struct Saver {
    dir: PathBuf,
    /// `hack-NNN`, once claimed.
    name: Option<String>,
    /// The suffixes (`""`, `"-shrunk"`) whose case this run has saved.
    claimed: Vec<&'static str>,
    /// The number tried next for a name.
    next: u32,
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
            claimed: Vec::new(),
            next: 0,
        }
    }

    /// Saves `found` as the case `hack-NNN` + `suffix` (overwriting that
    /// case of this run); its answer is solved on a board of `size` if it
    /// is not yet (see [`Found::expected`]).
    pub(super) fn save<P: Definition>(
        &mut self,
        suffix: &'static str,
        size: usize,
        found: &Found,
    ) -> Saved {
        match self.write::<P>(suffix, size, found) {
            Ok((base, actual)) => Saved::At { base, actual },
            Err(e) => Saved::Not(e.to_string()),
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

    /// [`Saver::save`]'s work, in the order the module's doc explains:
    /// the answer first (claiming the case's name if this run has not
    /// saved it yet), the program's output, the input. The case's path
    /// without its extension, and the program output's path.
    fn write<P: Definition>(
        &mut self,
        suffix: &'static str,
        size: usize,
        found: &Found,
    ) -> io::Result<(PathBuf, PathBuf)> {
        let at = |path: &Path, e: io::Error| {
            io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display()))
        };
        let actual_dir = self.dir.join(ACTUAL);
        fs::create_dir_all(&actual_dir).map_err(|e| at(&actual_dir, e))?;
        let expected = found.expected::<P>(size);
        let name = match (&self.name, self.claimed.contains(&suffix)) {
            (Some(name), true) => {
                let [input, answer, _] = self.files(&format!("{name}{suffix}"));
                match fs::remove_file(&input) {
                    Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(at(&input, e)),
                    _ => {}
                }
                whole::write(&answer, expected).map_err(|e| at(&answer, e))?;
                name.clone()
            }
            _ => self.claim(suffix, expected)?,
        };
        let [input, _, actual] = self.files(&format!("{name}{suffix}"));
        whole::write(&actual, &found.stdout).map_err(|e| at(&actual, e))?;
        whole::write(&input, &found.input).map_err(|e| at(&input, e))?;
        Ok((self.dir.join(format!("{name}{suffix}")), actual))
    }

    /// Claims the case `hack-NNN` + `suffix` by writing its answer
    /// `expected`: this run's number if it has one, else the first number
    /// none of whose files exist (a kept shrunk case is never
    /// overwritten) and that no other run claims first.
    fn claim(&mut self, suffix: &'static str, expected: &[u8]) -> io::Result<String> {
        loop {
            let name = match &self.name {
                Some(name) => name.clone(),
                None => {
                    let name = format!("hack-{:03}", self.next);
                    self.next += 1;
                    let taken = ["", "-shrunk"]
                        .iter()
                        .any(|s| self.files(&format!("{name}{s}")).iter().any(|f| f.exists()));
                    if taken {
                        continue;
                    }
                    name
                }
            };
            let answer = self.dir.join(format!("{name}{suffix}.out"));
            let claimed = whole::Pending::new(&answer).and_then(|mut p| {
                p.file().write_all(expected)?;
                p.claim()
            });
            match claimed {
                Ok(()) => {
                    self.name = Some(name.clone());
                    self.claimed.push(suffix);
                    return Ok(name);
                }
                // Another run was first: the next number (this run's own
                // number stays, and its case cannot be saved).
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && self.name.is_none() => {}
                Err(e) => {
                    let msg = format!("cannot write {}: {e}", answer.display());
                    return Err(io::Error::new(e.kind(), msg));
                }
            }
        }
    }
}
