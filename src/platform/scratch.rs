//! Scratch directories, made as mkdtemp(3) makes them: under the system's
//! temporary directory, with a name nobody can predict, created by this
//! process alone (an existing directory of that name, another user's
//! trap, is never taken, removed or reused: another name is drawn), with
//! mode 0700 on Unix, so that nobody else can enter, list or replace what
//! it holds; removed when dropped. Every temporary directory boardsolve
//! makes is one.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io;
use std::path::{Path, PathBuf};

/// Names drawn before giving up: each is taken only by a directory made
/// in between, so more than a few means something else is wrong.
const TRIES: usize = 100;

/// A directory of this process's own, removed with what it holds when
/// dropped.
#[derive(Debug)]
pub struct Scratch(PathBuf);

impl Scratch {
    /// Makes `PREFIX-XXXXXXXXXXXXX` under the temporary directory, the X
    /// drawn at random.
    pub fn new(prefix: &str) -> io::Result<Scratch> {
        let base = std::env::temp_dir();
        for _ in 0..TRIES {
            let dir = base.join(format!("{prefix}-{}", random_name()));
            match private_dir(&dir) {
                Ok(()) => return Ok(Scratch(dir)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!(
                "{TRIES} names drawn under {} were all taken",
                base.display()
            ),
        ))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        // std's remove_dir_all follows no symbolic link out of it.
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// 13 characters of 64 random bits. std's `RandomState` keys SipHash with
/// bits from the operating system's generator (once a thread, then a new
/// key each time), so what it hashes need not be secret.
fn random_name() -> String {
    const DIGITS: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";
    let mut h = RandomState::new().build_hasher();
    h.write_u32(std::process::id());
    let mut bits = h.finish();
    (0..13)
        .map(|_| {
            let c = DIGITS[(bits & 31) as usize] as char;
            bits >>= 5;
            c
        })
        .collect()
}

/// Creates `dir`, failing if anything of that name exists (mkdir(2): a
/// symbolic link is not followed), mode 0700 on Unix.
#[cfg(unix)]
fn private_dir(dir: &Path) -> io::Result<()> {
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new().mode(0o700).create(dir)
}

/// Creates `dir`, failing if anything of that name exists; it is the
/// user's own as the temporary directory (in the user's profile) is.
#[cfg(windows)]
fn private_dir(dir: &Path) -> io::Result<()> {
    std::fs::DirBuilder::new().create(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_differ_and_an_existing_directory_is_not_taken() {
        let a = Scratch::new("boardsolve-scratch-test").unwrap();
        let b = Scratch::new("boardsolve-scratch-test").unwrap();
        assert_ne!(a.path(), b.path());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(a.path()).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o700);
        }
        let kept = a.path().to_path_buf();
        std::fs::write(kept.join("f"), "x").unwrap();
        drop(a);
        assert!(!kept.exists());
        // A name taken by someone else is an error of its own: not ours.
        assert_eq!(
            private_dir(b.path()).unwrap_err().kind(),
            io::ErrorKind::AlreadyExists
        );
    }
}
