//! The user's cache directory, and directories only their owner may enter.
//!
//! The cache directory is where each system keeps a user's caches: on
//! Linux and the other Unix systems `$XDG_CACHE_HOME` (the XDG base
//! directory specification; only an absolute path counts) or else
//! `~/.cache`, on macOS `~/Library/Caches`, on Windows `%LOCALAPPDATA%`.
//! A private directory is mode 0700 on Unix; on Windows a directory in
//! the user's profile is the user's already, and it is made as any other.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

/// The user's cache directory on this system, if the environment names
/// one.
pub fn user_cache() -> Option<PathBuf> {
    let system = match () {
        _ if cfg!(windows) => System::Windows,
        _ if cfg!(target_os = "macos") => System::MacOs,
        _ => System::Xdg,
    };
    cache_home(system, |name| std::env::var_os(name))
}

/// The systems whose rules differ.
#[derive(Clone, Copy)]
enum System {
    Xdg,
    MacOs,
    Windows,
}

/// The cache directory on `system` in the environment `var`: an empty or
/// relative value is no value (as the XDG specification says of its
/// variables).
fn cache_home(system: System, var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let absolute = |name: &str| var(name).map(PathBuf::from).filter(|p| p.is_absolute());
    match system {
        System::Windows => absolute("LOCALAPPDATA"),
        System::MacOs => absolute("HOME").map(|h| h.join("Library").join("Caches")),
        System::Xdg => {
            absolute("XDG_CACHE_HOME").or_else(|| absolute("HOME").map(|h| h.join(".cache")))
        }
    }
}

/// Makes `dir` and its missing parents (the parents as any directory), and
/// makes `dir` itself private: only its owner may list or enter it, even
/// when it was there before.
pub fn create_private(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    restrict(dir)
}

#[cfg(unix)]
fn restrict(dir: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(dir)?.permissions().mode() & 0o777;
    if mode == 0o700 {
        return Ok(());
    }
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
}

#[cfg(windows)]
fn restrict(_dir: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn home(system: System, env: &[(&str, &str)]) -> Option<PathBuf> {
        cache_home(system, |name| {
            env.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        })
    }

    #[test]
    fn each_system_has_its_place() {
        let env = [
            ("HOME", "/home/a"),
            ("XDG_CACHE_HOME", "/x/cache"),
            ("LOCALAPPDATA", "/c/Local"),
        ];
        assert_eq!(home(System::Xdg, &env), Some("/x/cache".into()));
        assert_eq!(
            home(System::MacOs, &env),
            Some("/home/a/Library/Caches".into())
        );
        assert_eq!(home(System::Windows, &env), Some("/c/Local".into()));
    }

    /// XDG_CACHE_HOME unset, empty or relative: `~/.cache`; no home at
    /// all: none.
    #[test]
    fn xdg_falls_back_to_the_home_directory() {
        let fallback = Some(PathBuf::from("/home/a/.cache"));
        assert_eq!(home(System::Xdg, &[("HOME", "/home/a")]), fallback);
        for bad in ["", "cache"] {
            let env = [("HOME", "/home/a"), ("XDG_CACHE_HOME", bad)];
            assert_eq!(home(System::Xdg, &env), fallback);
        }
        assert_eq!(home(System::Xdg, &[]), None);
        assert_eq!(home(System::Xdg, &[("HOME", "relative")]), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_private_directory_is_its_owners_alone() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("boardsolve-private-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let inner = dir.join("a").join("b");
        create_private(&inner).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&inner), 0o700);
        // Made before, open to all: made private.
        std::fs::set_permissions(&inner, std::fs::Permissions::from_mode(0o755)).unwrap();
        create_private(&inner).unwrap();
        assert_eq!(mode(&inner), 0o700);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
