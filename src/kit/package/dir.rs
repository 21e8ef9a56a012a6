//! DIR, the package's folder: its name must be a Kattis short name, and
//! it is replaced only while it holds a package boardsolve wrote,
//! unchanged, as its [`MANIFEST`] lists it (else only with `--force`).

use super::fnv;
use crate::kit::Definition;
use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::Path;

/// The file at a package's root that says boardsolve wrote it: a line of
/// text, then one line per file written, `HASH  PATH` (the hash
/// [`fnv`]'s, 16 hex digits; the path from the package's root, `/`
/// between folders), in the order written. Its name is one verifyproblem
/// accepts (no leading dot).
pub const MANIFEST: &str = "boardsolve-package.txt";

/// The manifest's first line.
pub(super) const MANIFEST_HEAD: &str = "# Written by `boardsolve package`, which replaces this folder while it holds only these files, unchanged:";

/// Why DIR cannot take `P`'s package without `--force` (a usage error):
/// its last component is not a Kattis short name, or it holds something
/// other than a package boardsolve wrote. `None` if it can.
pub fn refused<P: Definition>(dir: &Path, force: bool) -> Option<String> {
    let name = match dir.components().next_back() {
        Some(std::path::Component::Normal(name)) => name.to_string_lossy(),
        _ => {
            return Some(format!(
                "{} names no folder: give the package's folder by name, e.g. {}",
                dir.display(),
                short_name(P::NAME)
            ))
        }
    };
    if !is_short_name(&name) {
        let name_it = match short_name(&name) {
            n if n.is_empty() => short_name(P::NAME),
            n => n,
        };
        return Some(format!(
            "the package's folder name '{name}' is not a Kattis short name (verifyproblem wants [a-z0-9]+): name it {name_it}"
        ));
    }
    if force {
        return None;
    }
    occupant(dir).map(|what| format!("{} {what}: --force replaces it", dir.display()))
}

/// Whether `name` is a short name as problemtools' verifyproblem checks
/// one (`^[a-z0-9]+$`, on the folder's name).
fn is_short_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// `name` made a short name: lower case, only letters and digits.
fn short_name(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// What keeps a package from replacing `dir` (`is a file`, `holds x.in,
/// which ...`), or `None`: no `dir`, an empty folder, or a package
/// boardsolve wrote, unchanged.
fn occupant(dir: &Path) -> Option<String> {
    let meta = match fs::symlink_metadata(dir) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return None,
        Err(e) => return Some(format!("cannot be read ({e})")),
    };
    if meta.file_type().is_symlink() {
        return Some("is a symbolic link".into());
    }
    if !meta.is_dir() {
        return Some("is a file, not a folder".into());
    }
    let mut files = Vec::new();
    if let Err(e) = walk(dir, "", &mut files) {
        return Some(format!("cannot be read ({e})"));
    }
    if files.is_empty() {
        return None;
    }
    let manifest = fs::read_to_string(dir.join(MANIFEST)).unwrap_or_default();
    let mut lines = manifest.lines();
    if lines.next() != Some(MANIFEST_HEAD) {
        return Some(format!(
            "holds files boardsolve did not write (no {MANIFEST} of its own)"
        ));
    }
    let listed: HashMap<&str, &str> = lines
        .filter_map(|l| l.split_once("  "))
        .map(|(h, p)| (p, h))
        .collect();
    for rel in files.iter().filter(|f| *f != MANIFEST) {
        let Some(hash) = listed.get(rel.as_str()) else {
            return Some(format!("holds {rel}, which boardsolve did not write"));
        };
        match fs::read(dir.join(rel)) {
            Ok(bytes) if format!("{:016x}", fnv(&bytes)) == *hash => {}
            Ok(_) => return Some(format!("holds {rel}, changed since boardsolve wrote it")),
            Err(e) => return Some(format!("holds {rel}, which cannot be read ({e})")),
        }
    }
    None
}

/// The paths (`a/b.txt`) of everything under `dir` but folders, into
/// `files`.
fn walk(dir: &Path, rel: &str, files: &mut Vec<String>) -> io::Result<()> {
    for e in fs::read_dir(dir)? {
        let e = e?;
        let name = e.file_name().to_string_lossy().into_owned();
        let rel = match rel {
            "" => name,
            _ => format!("{rel}/{name}"),
        };
        match e.file_type()?.is_dir() {
            true => walk(&e.path(), &rel, files)?,
            false => files.push(rel),
        }
    }
    Ok(())
}
