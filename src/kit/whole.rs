//! Files saved whole. Every file `stress`, `package`, `gen -o`, `emit -o`
//! and `man --dir` write is written under a temporary name beside its
//! final one (unpredictable, created exclusively, in the same folder so
//! that the rename is one step on one file system), flushed to the disk
//! (`sync_all`: with delayed allocation a full disk shows only there), and
//! renamed into place. On any error the temporary file is removed and the
//! final name keeps what it had: a full disk, `ulimit -f` or a kill never
//! leaves part of a file under it. A kill can leave the temporary file
//! itself, hidden (`.NAME.XXXXXXXXXXXXXXXX.tmp`: `ls`, `oj`'s globs and the
//! package format skip names that start with a dot).
//!
//! [`Pending::claim`] gives a file its name only if no file has it (a hard
//! link of the whole temporary file fails if the name exists), so two
//! processes saving at once never share a name. [`Folder`] builds a folder
//! beside its final name and puts it there in one step where the system
//! can ([`platform::fs::exchange`]), else moving the old one aside first,
//! so the name holds the old folder, nothing, or the new one, whole.
//!
//! A path that is not a regular file (a terminal, a pipe, `/dev/null`) is
//! written as it is; a symbolic link is followed, so the file it names is
//! replaced, not the link. The folder is not synced after a rename: whole
//! files through a kill or a full disk are the point here, not surviving a
//! power cut.

use crate::kit::gen::unpredictable;
use crate::platform;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` as the file `target`, whole (see the module's doc).
pub fn write(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut p = Pending::new(target)?;
    p.file().write_all(bytes)?;
    p.replace()
}

/// A file being written: under a temporary name beside `target` unless
/// `target` is not a regular file. Dropped before it is put in place, it
/// is removed.
pub struct Pending {
    /// The file's final name (a symbolic link followed).
    target: PathBuf,
    file: File,
    /// The temporary name; `None` when `target` itself is written.
    temp: Option<PathBuf>,
}

impl Pending {
    /// A new, empty temporary file for `target`; or `target` itself,
    /// truncated, if it exists and is not a regular file or folder.
    pub fn new(target: &Path) -> io::Result<Pending> {
        let target = match fs::symlink_metadata(target) {
            Ok(m) if m.file_type().is_symlink() => {
                fs::canonicalize(target).unwrap_or_else(|_| target.to_path_buf())
            }
            _ => target.to_path_buf(),
        };
        if fs::metadata(&target).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
            let file = File::create(&target)?;
            return Ok(Pending {
                target,
                file,
                temp: None,
            });
        }
        let (temp, file) = beside(&target, |p| {
            OpenOptions::new().write(true).create_new(true).open(p)
        })?;
        Ok(Pending {
            target,
            file,
            temp: Some(temp),
        })
    }

    /// The file to write to.
    pub fn file(&mut self) -> &mut File {
        &mut self.file
    }

    /// Flushes the file to the disk and puts it under its name, replacing
    /// the file there.
    pub fn replace(mut self) -> io::Result<()> {
        self.file.sync_all()?;
        if let Some(temp) = self.temp.take() {
            let renamed = fs::rename(&temp, &self.target);
            if renamed.is_err() {
                let _ = fs::remove_file(&temp);
            }
            renamed?;
        }
        Ok(())
    }

    /// Flushes the file to the disk and puts it under its name only if no
    /// file has that name (`ErrorKind::AlreadyExists` if one has).
    pub fn claim(self) -> io::Result<()> {
        self.file.sync_all()?;
        match &self.temp {
            // The temporary name goes when `self` is dropped.
            Some(temp) => fs::hard_link(temp, &self.target),
            None => Err(io::ErrorKind::AlreadyExists.into()),
        }
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if let Some(temp) = &self.temp {
            let _ = fs::remove_file(temp);
        }
    }
}

/// A folder being built beside its final name, removed if dropped before
/// it is put in place.
pub struct Folder {
    /// The final name, for messages and [`Folder::replace`].
    target: PathBuf,
    /// The temporary name (after an exchange, the old folder's).
    temp: PathBuf,
    /// Put in place: nothing to remove.
    placed: bool,
}

impl Folder {
    /// A new, empty folder beside `target`.
    pub fn beside(target: &Path) -> io::Result<Folder> {
        let (temp, ()) = beside(target, |p| fs::create_dir(p))?;
        Ok(Folder {
            target: target.to_path_buf(),
            temp,
            placed: false,
        })
    }

    /// Where the file `rel` of the folder is while it is built.
    pub fn path(&self, rel: &str) -> PathBuf {
        self.temp.join(rel)
    }

    /// Writes `bytes` as the new file `rel` (`a/b.txt`) of the folder,
    /// flushed to the disk; an error names the file by its final path.
    pub fn put(&self, rel: &str, bytes: &[u8]) -> io::Result<()> {
        let path = self.temp.join(rel);
        let written = (|| {
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)?;
            }
            let mut f = OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)?;
            f.write_all(bytes)?;
            f.sync_all()
        })();
        written.map_err(|e| self.error(rel, e))
    }

    /// `e`, met writing `rel`, as a message naming its final path.
    pub fn error(&self, rel: &str, e: io::Error) -> io::Error {
        let at = self.target.join(rel);
        io::Error::new(e.kind(), format!("cannot write {}: {e}", at.display()))
    }

    /// Puts the folder under its final name, in place of whatever is there.
    pub fn replace(mut self) -> io::Result<()> {
        let target = self.target.clone();
        let moved = |e: io::Error| {
            let at = target.display();
            io::Error::new(
                e.kind(),
                format!("cannot move the new {at} into place: {e}"),
            )
        };
        let exists = match fs::symlink_metadata(&self.target) {
            Ok(_) => true,
            Err(e) if e.kind() == io::ErrorKind::NotFound => false,
            Err(e) => return Err(moved(e)),
        };
        if !exists {
            fs::rename(&self.temp, &self.target).map_err(moved)?;
            self.placed = true;
            return Ok(());
        }
        match platform::fs::exchange(&self.temp, &self.target) {
            // The temporary name now holds the old one: dropped below.
            Ok(()) => return Ok(()),
            Err(e) if e.kind() == io::ErrorKind::Unsupported => {}
            Err(e) => return Err(moved(e)),
        }
        // The old one aside, then the new one in: between the two renames
        // nothing is under the name.
        let (aside, ()) = beside(&self.target, |p| match fs::symlink_metadata(p) {
            Ok(_) => Err(io::ErrorKind::AlreadyExists.into()),
            Err(_) => Ok(()),
        })?;
        fs::rename(&self.target, &aside).map_err(moved)?;
        if let Err(e) = fs::rename(&self.temp, &self.target) {
            let _ = fs::rename(&aside, &self.target);
            return Err(moved(e));
        }
        self.temp = aside;
        Ok(())
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        if !self.placed {
            let _ = match fs::symlink_metadata(&self.temp) {
                Ok(m) if m.is_dir() => fs::remove_dir_all(&self.temp),
                _ => fs::remove_file(&self.temp),
            };
        }
    }
}

/// Makes something under a new unpredictable hidden name in `target`'s
/// folder with `make`, which fails with `AlreadyExists` if the name is
/// taken (then another is tried); the name and what `make` gave.
fn beside<T>(target: &Path, make: impl Fn(&Path) -> io::Result<T>) -> io::Result<(PathBuf, T)> {
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = target.file_name().ok_or_else(|| {
        let msg = format!("{} names no file", target.display());
        io::Error::new(io::ErrorKind::InvalidInput, msg)
    })?;
    // Short enough for any file system's name limit with what is added.
    let stem: String = name.to_string_lossy().chars().take(64).collect();
    let mut last = io::ErrorKind::AlreadyExists.into();
    for _ in 0..16 {
        let temp = dir.join(format!(".{stem}.{:016x}.tmp", unpredictable()));
        match make(&temp) {
            Ok(t) => return Ok((temp, t)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder under the system's temporary one.
    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("boardsolve-whole-{name}-{:x}", unpredictable()));
        fs::create_dir(&dir).unwrap();
        dir
    }

    /// The names in `dir`, sorted.
    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_write_replaces_whole_and_leaves_no_temporary_file() {
        let dir = scratch("write");
        let f = dir.join("a.txt");
        write(&f, b"one").unwrap();
        write(&f, b"two").unwrap();
        assert_eq!(fs::read(&f).unwrap(), b"two");
        assert_eq!(names(&dir), ["a.txt"]);
        // A failed write leaves the old file and no temporary one.
        let p = Pending::new(&f).unwrap();
        drop(p);
        assert_eq!(names(&dir), ["a.txt"]);
        assert_eq!(fs::read(&f).unwrap(), b"two");
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_claim_never_takes_a_name_that_exists() {
        let dir = scratch("claim");
        let f = dir.join("a.out");
        let mut p = Pending::new(&f).unwrap();
        p.file().write_all(b"first").unwrap();
        p.claim().unwrap();
        let mut p = Pending::new(&f).unwrap();
        p.file().write_all(b"second").unwrap();
        assert_eq!(p.claim().unwrap_err().kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&f).unwrap(), b"first");
        assert_eq!(names(&dir), ["a.out"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_folder_replaces_the_old_one_whole() {
        let dir = scratch("folder");
        let target = dir.join("pkg");
        for k in 0..2 {
            let f = Folder::beside(&target).unwrap();
            f.put(&format!("d/{k}.txt"), b"x").unwrap();
            f.replace().unwrap();
            assert_eq!(names(&target.join("d")), [format!("{k}.txt")]);
        }
        // Dropped before it is placed, it is gone.
        let f = Folder::beside(&target).unwrap();
        f.put("x", b"y").unwrap();
        drop(f);
        assert_eq!(names(&dir), ["pkg"]);
        // A file in the way is replaced too.
        fs::remove_dir_all(&target).unwrap();
        fs::write(&target, "a file").unwrap();
        let f = Folder::beside(&target).unwrap();
        f.put("new", b"").unwrap();
        f.replace().unwrap();
        assert_eq!(names(&target), ["new"]);
        assert_eq!(names(&dir), ["pkg"]);
        // An error names the final path.
        let f = Folder::beside(&target).unwrap();
        f.put("new", b"").unwrap();
        let e = f.put("new", b"").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert!(
            e.to_string()
                .starts_with(&format!("cannot write {}: ", target.join("new").display())),
            "{e}"
        );
        drop(f);
        fs::remove_dir_all(dir).unwrap();
    }
}
