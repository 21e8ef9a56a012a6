//! The compile cache: a program `stress --solution` built (the harness
//! and the solution compiled, or a whole program) is kept, and a later run
//! of the same file reuses it instead of compiling again.
//!
//! An entry is keyed by everything that goes into the build: the compiler
//! as a process start finds it (its resolved path, and what its
//! `--version` says), the command line and the environment variables that
//! compilers read, every file of the scratch directory the compiler runs
//! in (the harness, the copies made of FILE), FILE's path and bytes, and
//! boardsolve's version. A file that FILE itself includes from beside it
//! (`#include "debug.h"`) is not part of the key: after changing one,
//! `--no-cache`.
//!
//! An entry is a directory named by its key, holding the files the
//! compiler wrote into the scratch directory and a manifest of their
//! sizes and hashes and of boardsolve's version. It is written under a
//! temporary name and renamed into place whole, so a run never sees half
//! of one; a reuse copies its files back into the scratch directory
//! (where the program runs, so a run that evicts the entry meanwhile
//! takes nothing from it) and checks each against the manifest: an entry
//! that fails the check, or was written by another version, is removed
//! and the program built again, never run. The cache's directory is
//! private (mode 0700: what is in it is run) and bounded: past its bound
//! ([`BOUND`] unless [`BOUND_VAR`] says), the entries used least recently
//! go.
//!
//! The cache only saves time: when its directory cannot be made or
//! written (a read-only home, a full disk), the program is built without
//! it, and [`Cache::trouble`] says why, once.

use super::Unprepared;
use crate::platform::{dirs, exe};
use std::cell::{Cell, RefCell};
use std::ffi::OsStr;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

/// The environment variable that names the cache's directory, instead of
/// `boardsolve` in the user's cache directory (see
/// [`crate::platform::dirs::user_cache`]).
pub const DIR_VAR: &str = "BOARDSOLVE_CACHE";
/// The environment variable that bounds the cache: bytes, or with a
/// suffix `K`, `M` or `G` (binary multiples).
pub const BOUND_VAR: &str = "BOARDSOLVE_CACHE_MAX";
/// The cache's bound, unless [`BOUND_VAR`] says: 1 GiB.
pub const BOUND: u64 = 1 << 30;

/// The first line of a manifest, which names the format: a manifest of
/// another format is another version's.
const FORMAT: &str = "boardsolve compile cache 1";
/// An entry's manifest, and the directory of its files.
const MANIFEST: &str = "manifest";
const FILES: &str = "files";
/// The start of a temporary entry's name; one left by a run that died
/// goes once it is older than [`STALE`].
const TEMPORARY: &str = "tmp-";
const STALE: Duration = Duration::from_secs(3600);

/// The environment variables that change what a compiler builds: include
/// and library paths (g++), the Go build's settings, the Rust toolchain
/// rustup picks, the JVM options javac reads.
const COMPILER_ENV: [&str; 17] = [
    "CPATH",
    "CPLUS_INCLUDE_PATH",
    "C_INCLUDE_PATH",
    "LIBRARY_PATH",
    "GCC_EXEC_PREFIX",
    "COMPILER_PATH",
    "GOFLAGS",
    "GOOS",
    "GOARCH",
    "GOAMD64",
    "GOROOT",
    "GOPATH",
    "CGO_ENABLED",
    "RUSTUP_TOOLCHAIN",
    "CLASSPATH",
    "JDK_JAVA_OPTIONS",
    "_JAVA_OPTIONS",
];

/// Where built programs are kept, or that they are not.
pub struct Cache {
    /// The cache's directory; `None`: builds are not kept (`--no-cache`,
    /// or no directory is known).
    dir: Option<PathBuf>,
    /// The most bytes the entries may take together.
    bound: u64,
    /// The last build reused an entry.
    reused: Cell<bool>,
    /// Why the cache could not be used, until [`Cache::trouble`] takes it.
    trouble: RefCell<Option<String>>,
}

impl Cache {
    /// No cache: every build compiles.
    pub fn off() -> Cache {
        Cache::new(None, BOUND, None)
    }

    /// The user's cache: the directory [`DIR_VAR`] names, else
    /// `boardsolve` in the user's cache directory; bounded by
    /// [`BOUND_VAR`]. An error: [`BOUND_VAR`] is not a size.
    pub fn user() -> Result<Cache, String> {
        let bound = match std::env::var_os(BOUND_VAR) {
            Some(v) => {
                parse_size(&v.to_string_lossy()).map_err(|why| format!("{BOUND_VAR}: {why}"))?
            }
            None => BOUND,
        };
        let named = std::env::var_os(DIR_VAR).filter(|v| !v.is_empty());
        let dir = named
            .map(PathBuf::from)
            .or_else(|| dirs::user_cache().map(|d| d.join("boardsolve")));
        let trouble = dir.is_none().then(|| {
            format!("no compile cache: the environment names no cache directory (HOME, or {DIR_VAR}); every run compiles")
        });
        Ok(Cache::new(dir, bound, trouble))
    }

    /// A cache in `dir`, bounded by `bound` bytes.
    pub fn at(dir: PathBuf, bound: u64) -> Cache {
        Cache::new(Some(dir), bound, None)
    }

    fn new(dir: Option<PathBuf>, bound: u64, trouble: Option<String>) -> Cache {
        Cache {
            dir,
            bound,
            reused: Cell::new(false),
            trouble: RefCell::new(trouble),
        }
    }

    /// Whether the last build reused a kept program.
    pub fn reused(&self) -> bool {
        self.reused.get()
    }

    /// Why the cache could not be used, once: one line for the user.
    pub fn trouble(&self) -> Option<String> {
        self.trouble.borrow_mut().take()
    }

    fn say(&self, why: String) {
        self.trouble.borrow_mut().get_or_insert(why);
    }

    /// Builds with `cmd` (run in a scratch directory: its current
    /// directory) by `compile`, or puts there the files a build of the
    /// same key left, as `compile` would have; keeps what a build writes.
    /// FILE is the solution, whose bytes the key holds.
    pub(super) fn build(
        &self,
        file: &Path,
        cmd: &mut Command,
        compile: impl FnOnce(&mut Command) -> Result<(), Unprepared>,
    ) -> Result<(), Unprepared> {
        self.reused.set(false);
        let (Some(root), Some(dir)) = (&self.dir, cmd.get_current_dir()) else {
            return compile(cmd);
        };
        let dir = dir.to_path_buf();
        let skip = skipped(&dir, cmd);
        let key = match key(file, &dir, &skip, cmd) {
            Ok(key) => key,
            // A compiler that cannot say its version is run all the same:
            // its own error, if any, is the one to show.
            Err(_) => return compile(cmd),
        };
        let entry = root.join(&key);
        match restore(&entry, &key, &dir) {
            Restored::Yes => {
                self.reused.set(true);
                // Its last use, which eviction goes by.
                let _ = touch(&entry.join(MANIFEST));
                return Ok(());
            }
            Restored::Absent => {}
            Restored::Bad => {
                let _ = std::fs::remove_dir_all(&entry);
            }
        }
        let before = files(&dir, &skip).unwrap_or_default();
        compile(cmd)?;
        let outputs: Vec<(String, PathBuf)> = files(&dir, &skip)
            .unwrap_or_default()
            .into_iter()
            .filter(|(rel, _)| !before.iter().any(|(b, _)| b == rel))
            .collect();
        if let Err(e) = dirs::create_private(root) {
            self.say(format!(
                "cannot make the compile cache's directory {}: {e}; every run compiles ({DIR_VAR} names another)",
                root.display()
            ));
            return Ok(());
        }
        if let Err(e) = store(root, &key, &outputs) {
            self.say(format!(
                "cannot keep the built program in the compile cache {}: {e}; the next run compiles again",
                root.display()
            ));
        }
        evict(root, &key, self.bound);
        Ok(())
    }
}

/// A size: bytes, or with a suffix `K`, `M` or `G` (binary multiples).
fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, unit) = match t.char_indices().last() {
        Some((at, 'K' | 'k')) => (&t[..at], 1 << 10),
        Some((at, 'M' | 'm')) => (&t[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&t[..at], 1 << 30),
        _ => (t, 1),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(unit))
        .ok_or_else(|| {
            format!(
                "expected a size in bytes (a number, or one ending in K, M or G), found '{text}'"
            )
        })
}

/// FNV-1a, 128 bits: keys and the files' checks (no adversary writes in a
/// private directory; a collision by chance is out of reach).
struct Fnv(u128);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0x6c62272e07bb014262b821756295c58d)
    }

    fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 ^= u128::from(x);
            self.0 = self.0.wrapping_mul(0x0000000001000000000000000000013B);
        }
    }

    /// One piece of a key, its length first, so no two pieces run
    /// together.
    fn piece(&mut self, b: &[u8]) {
        self.bytes(&(b.len() as u64).to_le_bytes());
        self.bytes(b);
    }

    fn hex(&self) -> String {
        format!("{:032x}", self.0)
    }
}

/// The hash of `data`, as a manifest writes it.
fn hash(data: &[u8]) -> String {
    let mut h = Fnv::new();
    h.bytes(data);
    h.hex()
}

/// What the compiler's environment names inside the scratch directory
/// `dir` (Go's build cache when there is no home): a tool's own place,
/// neither input nor output.
fn skipped(dir: &Path, cmd: &Command) -> Vec<PathBuf> {
    cmd.get_envs()
        .filter_map(|(_, v)| v.map(PathBuf::from))
        .filter(|p| p.starts_with(dir))
        .collect()
}

/// The key of building with `cmd` in `dir` (see the module's doc).
fn key(file: &Path, dir: &Path, skip: &[PathBuf], cmd: &Command) -> io::Result<String> {
    let mut h = Fnv::new();
    h.piece(FORMAT.as_bytes());
    h.piece(env!("CARGO_PKG_VERSION").as_bytes());
    let tool = cmd.get_program().to_string_lossy().into_owned();
    let found = exe::find(&tool).ok_or_else(|| io::Error::other("not found"))?;
    let resolved = std::fs::canonicalize(found)?;
    h.piece(resolved.to_string_lossy().as_bytes());
    h.piece(&version(&resolved, cmd)?);
    // The scratch directory's name is the run's own; what is in it counts.
    let scratch = dir.to_string_lossy().into_owned();
    let local = |s: &OsStr| s.to_string_lossy().replace(&scratch, "<scratch>");
    for arg in cmd.get_args() {
        h.piece(local(arg).as_bytes());
    }
    for (name, value) in cmd.get_envs() {
        h.piece(name.to_string_lossy().as_bytes());
        h.piece(value.map(local).unwrap_or_default().as_bytes());
    }
    for name in COMPILER_ENV {
        h.piece(name.as_bytes());
        let value = std::env::var_os(name).unwrap_or_default();
        h.piece(value.to_string_lossy().as_bytes());
    }
    for (rel, path) in files(dir, skip)? {
        h.piece(rel.as_bytes());
        h.piece(&std::fs::read(path)?);
    }
    h.piece(file.to_string_lossy().as_bytes());
    h.piece(&std::fs::read(file)?);
    Ok(h.hex())
}

/// What the compiler at `resolved` (run as `cmd` runs it, in its
/// environment) says its version is: `--version` (Go: `go version`); for
/// javac, its JDK's `release` file, which says as much without the half
/// second a JVM takes to start.
fn version(resolved: &Path, cmd: &Command) -> io::Result<Vec<u8>> {
    let stem = resolved
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if stem == "javac" {
        let release = resolved.parent().and_then(Path::parent);
        if let Some(text) = release.and_then(|jdk| std::fs::read(jdk.join("release")).ok()) {
            return Ok(text);
        }
    }
    let flag = match stem.as_str() {
        "go" => "version",
        "javac" => "-version",
        _ => "--version",
    };
    let mut ask = Command::new(cmd.get_program());
    for (name, value) in cmd.get_envs() {
        match value {
            Some(v) => ask.env(name, v),
            None => ask.env_remove(name),
        };
    }
    let out = ask.arg(flag).output()?;
    if !out.status.success() {
        return Err(io::Error::other("no version"));
    }
    Ok([out.stdout, out.stderr].concat())
}

/// The files under `dir`, by their paths relative to it (`/` between
/// names), in order; nothing under `skip`.
fn files(dir: &Path, skip: &[PathBuf]) -> io::Result<Vec<(String, PathBuf)>> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for e in std::fs::read_dir(&d)? {
            let path = e?.path();
            if skip.iter().any(|s| path.starts_with(s)) {
                continue;
            }
            if path.is_dir() {
                pending.push(path);
            } else if let Some(rel) = relative(dir, &path) {
                found.push((rel, path));
            }
        }
    }
    found.sort();
    Ok(found)
}

/// `path` relative to `dir`, its names joined by `/`.
fn relative(dir: &Path, path: &Path) -> Option<String> {
    let rel = path.strip_prefix(dir).ok()?;
    let names: Option<Vec<&str>> = rel.components().map(|c| c.as_os_str().to_str()).collect();
    Some(names?.join("/"))
}

/// A manifest's relative path as a path under `base`, if it is one: only
/// plain names (no root, no `..`), so a damaged manifest names nothing
/// outside.
fn under(base: &Path, rel: &str) -> Option<PathBuf> {
    let rel = Path::new(rel);
    let plain = rel.components().all(|c| matches!(c, Component::Normal(_)));
    (plain && !rel.as_os_str().is_empty()).then(|| base.join(rel))
}

/// How a reuse went.
enum Restored {
    /// The entry's files are in the scratch directory, checked.
    Yes,
    /// There is no entry.
    Absent,
    /// The entry is damaged or another version's (nothing of it is left
    /// in the scratch directory).
    Bad,
}

/// One file of a manifest.
struct Kept {
    rel: String,
    size: u64,
    hash: String,
}

/// The files of a manifest `text` written by this version for `key`;
/// `None` if it is not one.
fn manifest(text: &str, key: &str) -> Option<Vec<Kept>> {
    let mut lines = text.lines();
    let head = [
        FORMAT.to_string(),
        format!("version {}", env!("CARGO_PKG_VERSION")),
        format!("key {key}"),
    ];
    if !head.iter().all(|h| lines.next() == Some(h.as_str())) {
        return None;
    }
    let mut kept = Vec::new();
    for line in lines {
        if line == "end" {
            return Some(kept);
        }
        let mut parts = line.splitn(4, ' ');
        let (Some("file"), Some(size), Some(hash), Some(rel)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        kept.push(Kept {
            rel: rel.to_string(),
            size: size.parse().ok()?,
            hash: hash.to_string(),
        });
    }
    // No `end`: cut short.
    None
}

/// Copies the files of `entry` (for `key`) into `dir`, each checked
/// against the manifest.
fn restore(entry: &Path, key: &str, dir: &Path) -> Restored {
    let text = match std::fs::read_to_string(entry.join(MANIFEST)) {
        Ok(text) => text,
        Err(_) if !entry.exists() => return Restored::Absent,
        Err(_) => return Restored::Bad,
    };
    let Some(kept) = manifest(&text, key) else {
        return Restored::Bad;
    };
    let mut written = Vec::new();
    for k in &kept {
        let (Some(from), Some(to)) = (under(&entry.join(FILES), &k.rel), under(dir, &k.rel)) else {
            return undo(&written);
        };
        let copied = std::fs::read(&from)
            .ok()
            .filter(|data| data.len() as u64 == k.size && hash(data) == k.hash);
        let Some(data) = copied else {
            return undo(&written);
        };
        written.push(to.clone());
        let put = to
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&to, &data))
            .and_then(|()| std::fs::metadata(&from))
            .and_then(|m| std::fs::set_permissions(&to, m.permissions()));
        if put.is_err() {
            return undo(&written);
        }
    }
    Restored::Yes
}

/// Removes the files a failed reuse wrote.
fn undo(written: &[PathBuf]) -> Restored {
    for path in written {
        let _ = std::fs::remove_file(path);
    }
    Restored::Bad
}

/// Keeps `outputs` (relative path, file) as the entry `key` in `root`,
/// whole or not at all.
fn store(root: &Path, key: &str, outputs: &[(String, PathBuf)]) -> io::Result<()> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let tmp = root.join(format!(
        "{TEMPORARY}{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&tmp);
    let written = write_entry(&tmp, key, outputs).and_then(|()| {
        match std::fs::rename(&tmp, root.join(key)) {
            Ok(()) => Ok(()),
            // Another run kept the same program meanwhile: theirs stays.
            Err(_) if root.join(key).join(MANIFEST).is_file() => Ok(()),
            Err(e) => Err(e),
        }
    });
    let _ = std::fs::remove_dir_all(&tmp);
    written
}

/// Writes an entry's files and its manifest, the manifest last, into the
/// new directory `tmp`.
fn write_entry(tmp: &Path, key: &str, outputs: &[(String, PathBuf)]) -> io::Result<()> {
    std::fs::create_dir(tmp)?;
    let mut text = format!(
        "{FORMAT}\nversion {}\nkey {key}\n",
        env!("CARGO_PKG_VERSION")
    );
    for (rel, path) in outputs {
        let to = under(&tmp.join(FILES), rel).ok_or_else(|| io::Error::other("a bad name"))?;
        let data = std::fs::read(path)?;
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&to, &data)?;
        std::fs::set_permissions(&to, std::fs::metadata(path)?.permissions())?;
        text += &format!("file {} {} {rel}\n", data.len(), hash(&data));
    }
    text += "end\n";
    std::fs::write(tmp.join(MANIFEST), text)
}

/// Marks `path` as modified now.
fn touch(path: &Path) -> io::Result<()> {
    std::fs::File::options()
        .write(true)
        .open(path)?
        .set_modified(SystemTime::now())
}

/// Removes the entries used least recently until those left take at most
/// `bound` bytes (the entry `keep`, just made, stays), and temporary
/// entries older than [`STALE`].
fn evict(root: &Path, keep: &str, bound: u64) {
    let Ok(list) = std::fs::read_dir(root) else {
        return;
    };
    let now = SystemTime::now();
    let mut entries = Vec::new();
    let mut total = 0;
    for e in list.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        let used = std::fs::metadata(path.join(MANIFEST))
            .or_else(|_| std::fs::metadata(&path))
            .and_then(|m| m.modified())
            .unwrap_or(now);
        if name.starts_with(TEMPORARY) {
            if now.duration_since(used).unwrap_or_default() > STALE {
                let _ = std::fs::remove_dir_all(&path);
            }
            continue;
        }
        let size = files(&path, &[])
            .unwrap_or_default()
            .iter()
            .filter_map(|(_, p)| std::fs::metadata(p).ok())
            .map(|m| m.len())
            .sum::<u64>();
        total += size;
        if name != keep {
            entries.push((used, size, path));
        }
    }
    entries.sort();
    for (_, size, path) in entries {
        if total <= bound {
            break;
        }
        if std::fs::remove_dir_all(&path).is_ok() {
            total -= size;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_with_their_units() {
        assert_eq!(parse_size("1073741824"), Ok(BOUND));
        assert_eq!(parse_size("1G"), Ok(BOUND));
        assert_eq!(parse_size(" 512m "), Ok(512 << 20));
        assert_eq!(parse_size("3K"), Ok(3 << 10));
        for bad in ["", "M", "1.5G", "-1", "1T", "99999999999999999999G"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }

    /// The published test vector of FNV-1a 128 ("a").
    #[test]
    fn fnv_is_fnv_1a_128() {
        assert_eq!(hash(b""), "6c62272e07bb014262b821756295c58d");
        assert_eq!(hash(b"a"), "d228cb696f1a8caf78912b704e4a8964");
    }

    #[test]
    fn a_manifest_names_nothing_outside_its_entry() {
        let base = Path::new("/c/e/files");
        assert_eq!(
            under(base, "classes/A.class"),
            Some(base.join("classes/A.class"))
        );
        for bad in ["../x", "/etc/x", "a/../../x", ""] {
            assert_eq!(under(base, bad), None, "{bad}");
        }
    }

    #[test]
    fn a_manifest_is_this_versions_and_whole() {
        let head = format!("{FORMAT}\nversion {}\nkey k\n", env!("CARGO_PKG_VERSION"));
        let whole = format!("{head}file 3 abc classes/A b.class\nend\n");
        let kept = manifest(&whole, "k").unwrap();
        assert_eq!(kept.len(), 1);
        assert_eq!(
            (kept[0].size, kept[0].rel.as_str()),
            (3, "classes/A b.class")
        );
        assert!(manifest(&whole, "other").is_none());
        assert!(manifest(&format!("{head}file 3 abc x\n"), "k").is_none());
        assert!(manifest(&whole.replace("version ", "version 0.0."), "k").is_none());
        assert!(manifest(&format!("{head}file x abc y\nend\n"), "k").is_none());
    }
}
