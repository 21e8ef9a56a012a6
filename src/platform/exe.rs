//! Can a program be started: an executable file, named by a path or found
//! on `PATH` the way `Command::new` finds it.

use std::path::{Path, PathBuf};

/// `program` as a process start would find it: itself when it has a
/// directory part, else the first executable of that name on `PATH`.
pub fn find(program: &str) -> Option<PathBuf> {
    let path = Path::new(program);
    if path.components().count() > 1 {
        return is_executable(path).then(|| path.to_path_buf());
    }
    let dirs = std::env::var_os("PATH")?;
    std::env::split_paths(&dirs)
        .map(|d| d.join(program))
        .find(|p| is_executable(p))
}

/// Whether `path` is a file with an execute permission bit (any of the
/// three: the exact access check needs a system call std does not offer).
#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Whether `path` is a file (no execute bit to test here).
#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_programs_by_path_and_on_path() {
        assert!(find("sh").is_some());
        assert_eq!(find("/bin/sh"), Some(PathBuf::from("/bin/sh")));
        assert_eq!(find("no-such-program-anywhere"), None);
        // A directory and a plain file are not programs.
        assert_eq!(find("/"), None);
        assert_eq!(
            find(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")),
            None
        );
    }
}
