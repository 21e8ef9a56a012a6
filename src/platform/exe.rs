//! Can a program be started: an executable file, named by a path or found
//! the way `Command::new` finds it (on Unix along `PATH`; on Windows in
//! this program's directory, the system directories, then `PATH`, with
//! `.exe` added to a name without an extension); and making a file one.

use std::path::{Path, PathBuf};

/// `program` as a process start would find it: itself when it has a
/// directory part, else the first executable of that name where a process
/// start looks.
pub fn find(program: &str) -> Option<PathBuf> {
    let path = Path::new(program);
    if path.components().count() > 1 {
        return spellings(path, false)
            .into_iter()
            .find(|p| is_executable(p));
    }
    search_dirs()
        .into_iter()
        .flat_map(|d| spellings(&d.join(program), true))
        .find(|p| is_executable(p))
}

/// The directories `PATH` lists.
fn path_dirs() -> Vec<PathBuf> {
    std::env::var_os("PATH").map_or_else(Vec::new, |dirs| std::env::split_paths(&dirs).collect())
}

#[cfg(unix)]
fn search_dirs() -> Vec<PathBuf> {
    path_dirs()
}

/// Where std's process start looks on Windows, in its order (the current
/// directory is not among them).
#[cfg(windows)]
fn search_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(dir) = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
    {
        dirs.push(dir);
    }
    if let Some(root) = std::env::var_os("SystemRoot") {
        let root = PathBuf::from(root);
        dirs.push(root.join("System32"));
        dirs.push(root);
    }
    dirs.extend(path_dirs());
    dirs
}

/// The files a program `path` may be: the path itself on Unix.
#[cfg(unix)]
fn spellings(path: &Path, _searched: bool) -> Vec<PathBuf> {
    vec![path.to_path_buf()]
}

/// The files a program `path` may be on Windows: a name found by a search
/// gets `.exe` unless it has an extension; a given path gets `.exe` first,
/// then is taken as it is.
#[cfg(windows)]
fn spellings(path: &Path, searched: bool) -> Vec<PathBuf> {
    let with_exe = || {
        let mut p = path.as_os_str().to_owned();
        p.push(".exe");
        PathBuf::from(p)
    };
    let has_exe = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("exe"));
    match (searched, path.extension().is_some()) {
        (true, true) => vec![path.to_path_buf()],
        (true, false) => vec![with_exe()],
        (false, _) if has_exe => vec![path.to_path_buf()],
        (false, _) => vec![with_exe(), path.to_path_buf()],
    }
}

/// Whether `path` is a file with an execute permission bit (any of the
/// three: the exact access check needs a system call std does not offer).
#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Whether `path` is a file (Windows has no execute bit).
#[cfg(windows)]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

/// Gives the file `path` the execute bits its read bits allow (a script
/// another tool runs, such as a package's `build`).
#[cfg(unix)]
pub fn make_executable(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mut perms = std::fs::metadata(path)?.permissions();
    perms.set_mode(perms.mode() | (perms.mode() & 0o444) >> 2);
    std::fs::set_permissions(path, perms)
}

/// Nothing to do: Windows has no execute bit (an archive made there marks
/// no file executable; unpacked on Unix, `chmod +x` the script).
#[cfg(windows)]
pub fn make_executable(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_programs_by_path_and_on_path() {
        let shell = find(crate::platform::shell::PROGRAM).expect("the shell is found");
        assert!(shell.is_absolute(), "{}", shell.display());
        assert_eq!(
            find(shell.to_str().unwrap()).as_deref(),
            Some(shell.as_path())
        );
        assert_eq!(find("no-such-program-anywhere"), None);
        // A directory and a plain file are not programs (a file that is not
        // executable is found on Windows, where any file may be started).
        assert_eq!(find(env!("CARGO_MANIFEST_DIR")), None);
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
        assert_eq!(find(manifest).is_some(), cfg!(windows));
    }
}
