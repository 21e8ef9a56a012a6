//! The compile cache (issue 43): `stress --solution` keeps the program it
//! built and reuses it while nothing that goes into the build changed;
//! entries that are damaged or another version's are built again, never
//! run; the cache is private and bounded; `--no-cache` skips it; a cache
//! that cannot be made or written costs a warning, not the run. Every run
//! here names its own cache directory.

use crate::solution::{toolchain, SOLUTIONS};
use crate::util::{run_env, Run, TempDir, CACHE};
use std::path::{Path, PathBuf};

/// A correct whole C++ program for othello-moves, copied into `dir` (a
/// file the test may change), with `extra` appended. It includes no
/// `<bits/stdc++.h>`, so g++ builds it in a fraction of a LeetCode
/// harness's time: these tests build it about twenty times, and what they
/// check is the cache, whatever the program (every_compiled_language_is_reused
/// keeps a LeetCode solution in each language).
fn solution(dir: &TempDir, name: &str, extra: &str) -> PathBuf {
    let text = std::fs::read_to_string(zoo_othello()).unwrap();
    let file = dir.0.join(name);
    std::fs::write(&file, text + extra).unwrap();
    file
}

fn zoo_othello() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/zoo/othello.cpp")
}

/// `stress othello-moves --solution FILE` on three seeds, the cache in
/// `cache`, with `extra` options and `env` set.
fn stress(file: &Path, cache: &Path, extra: &[&str], env: &[(&str, &str)]) -> Run {
    stress_on("othello-moves", file, cache, extra, env)
}

/// The same for `problem`.
fn stress_on(
    problem: &str,
    file: &Path,
    cache: &Path,
    extra: &[&str],
    env: &[(&str, &str)],
) -> Run {
    let save = TempDir::new("cache-save");
    let save = save.path("test");
    let (file, cache) = (file.to_str().unwrap(), cache.to_str().unwrap());
    let mut args = vec!["stress", problem, "--solution", file];
    args.extend(["--seeds", "1..=3", "--save", &save]);
    args.extend(extra);
    let mut vars = vec![(CACHE, cache)];
    vars.extend(env);
    run_env(&args, "", &vars)
}

/// stderr without the compile step's progress line.
fn warnings(r: &Run) -> String {
    r.stderr
        .lines()
        .filter(|l| !l.starts_with("stress: compiling "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The report's first line (the build's), and the rest.
fn split(r: &Run) -> (String, String) {
    let out = r.stdout();
    let (first, rest) = out.split_once('\n').unwrap_or((&out, ""));
    (first.to_string(), rest.to_string())
}

fn compiled(r: &Run, file: &Path) -> bool {
    assert_eq!(r.status, Some(0), "{}", r.describe());
    split(r)
        .0
        .starts_with(&format!("compiled {} with g++ in ", file.display()))
}

fn reused(r: &Run, file: &Path) -> bool {
    assert_eq!(r.status, Some(0), "{}", r.describe());
    split(r).0 == format!("{} unchanged: built program reused", file.display())
}

/// The entries of the cache in `dir` (temporary ones too), sorted.
fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|l| {
            l.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// The only entry of the cache in `dir`.
fn only_entry(dir: &Path) -> PathBuf {
    let names = entries(dir);
    assert_eq!(names.len(), 1, "{names:?}");
    dir.join(&names[0])
}

/// A second run of an unchanged file compiles nothing and reports the
/// same; a changed file compiles again; the cache's directory is private.
#[test]
fn an_unchanged_file_is_not_compiled_again() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let cache = dir.0.join("cache");
    let file = solution(&dir, "s.cpp", "");
    let first = stress(&file, &cache, &[], &[]);
    assert!(compiled(&first, &file), "{}", first.describe());
    let second = stress(&file, &cache, &[], &[]);
    assert!(reused(&second, &file), "{}", second.describe());
    let rest = |r: &Run| split(r).1.split(" passed in ").next().unwrap().to_string();
    assert_eq!(rest(&first), rest(&second));
    assert!(
        rest(&second).starts_with("ok: 3 seeds"),
        "{}",
        second.describe()
    );
    assert_eq!(entries(&cache).len(), 1);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&cache).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
    }
    // A comment more is another file: compiled, and kept beside.
    std::fs::write(&file, std::fs::read_to_string(&file).unwrap() + "// more\n").unwrap();
    let third = stress(&file, &cache, &[], &[]);
    assert!(compiled(&third, &file), "{}", third.describe());
    assert_eq!(entries(&cache).len(), 2);
}

/// `--no-cache` compiles though the program is kept, and keeps nothing;
/// it goes with --solution only.
#[test]
fn no_cache_compiles_and_keeps_nothing() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let cache = dir.0.join("cache");
    let file = solution(&dir, "s.cpp", "");
    let r = stress(&file, &cache, &["--no-cache"], &[]);
    assert!(compiled(&r, &file), "{}", r.describe());
    assert!(!cache.exists(), "--no-cache made {}", cache.display());
    assert!(compiled(&stress(&file, &cache, &[], &[]), &file));
    let r = stress(&file, &cache, &["--no-cache"], &[]);
    assert!(compiled(&r, &file), "{}", r.describe());
    let r = run_env(
        &["stress", "flip-chess", "--no-cache", "--", "true"],
        "",
        &[],
    );
    r.usage_error("--no-cache goes with --solution FILE");
}

/// A damaged entry (a byte of the program changed, a file missing, a
/// manifest cut short or unreadable) and one another version wrote are
/// built again, never run, and the entry is sound again after.
#[test]
fn a_damaged_or_foreign_entry_is_built_again() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let cache = dir.0.join("cache");
    let file = solution(&dir, "s.cpp", "");
    assert!(compiled(&stress(&file, &cache, &[], &[]), &file));
    let entry = only_entry(&cache);
    let program = entry.join("files/solution");
    let manifest = entry.join("manifest");
    let damages: [(&str, &dyn Fn()); 5] = [
        ("a byte of the program", &|| {
            // Run, it might do anything: it must be built again.
            let mut bytes = std::fs::read(&program).unwrap();
            let middle = bytes.len() / 2;
            bytes[middle] ^= 0x55;
            std::fs::write(&program, bytes).unwrap();
        }),
        ("the program gone", &|| {
            std::fs::remove_file(&program).unwrap()
        }),
        ("the manifest cut short", &|| {
            let text = std::fs::read_to_string(&manifest).unwrap();
            std::fs::write(&manifest, text.replace("end\n", "")).unwrap();
        }),
        ("the manifest gone", &|| {
            std::fs::remove_file(&manifest).unwrap()
        }),
        ("another version's", &|| {
            let text = std::fs::read_to_string(&manifest).unwrap();
            let other = text.replace(
                &format!("version {}\n", env!("CARGO_PKG_VERSION")),
                "version 0.0.1\n",
            );
            assert_ne!(other, text);
            std::fs::write(&manifest, other).unwrap();
        }),
    ];
    for (what, damage) in damages {
        damage();
        let r = stress(&file, &cache, &[], &[]);
        assert!(compiled(&r, &file), "{what}: {}", r.describe());
        assert_eq!(only_entry(&cache), entry, "{what}");
        let r = stress(&file, &cache, &[], &[]);
        assert!(reused(&r, &file), "{what}: {}", r.describe());
    }
}

/// Past its bound the cache drops the entries used least recently: the
/// one just made stays, even alone past the bound.
#[test]
fn the_least_recently_used_entries_go_past_the_bound() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let cache = dir.0.join("cache");
    let [a, b, c] =
        ["a", "b", "c"].map(|n| solution(&dir, &format!("{n}.cpp"), &format!("// {n}\n")));
    assert!(compiled(&stress(&a, &cache, &[], &[]), &a));
    let size = std::fs::metadata(only_entry(&cache).join("files/solution"))
        .unwrap()
        .len();
    // Room for two entries, not three.
    let bound = (size * 5 / 2).to_string();
    let bounded = [("BOARDSOLVE_CACHE_MAX", bound.as_str())];
    assert!(compiled(&stress(&b, &cache, &[], &bounded), &b));
    assert_eq!(entries(&cache).len(), 2);
    // a is used again: b is now the least recently used.
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert!(reused(&stress(&a, &cache, &[], &bounded), &a));
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert!(compiled(&stress(&c, &cache, &[], &bounded), &c));
    assert!(reused(&stress(&a, &cache, &[], &bounded), &a));
    let after = entries(&cache);
    assert_eq!(after.len(), 2, "{after:?}");
    // b went: built again (c, now the least recently used, goes).
    assert!(compiled(&stress(&b, &cache, &[], &bounded), &b));
    assert!(reused(&stress(&a, &cache, &[], &bounded), &a));
    // A bound below one entry keeps the newest only; a reuse evicts
    // nothing.
    let tiny = [("BOARDSOLVE_CACHE_MAX", "1K")];
    assert!(reused(&stress(&b, &cache, &[], &tiny), &b));
    let none = [("BOARDSOLVE_CACHE_MAX", "0")];
    assert!(compiled(&stress(&c, &cache, &[], &none), &c));
    assert_eq!(entries(&cache).len(), 1);
    assert!(reused(&stress(&c, &cache, &[], &tiny), &c));
}

/// A bound that is not a size is a usage error, named.
#[test]
fn a_bad_bound_is_a_usage_error() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let file = solution(&dir, "s.cpp", "");
    for bad in ["lots", "1T", "-5"] {
        let r = stress(
            &file,
            &dir.0.join("cache"),
            &[],
            &[("BOARDSOLVE_CACHE_MAX", bad)],
        );
        r.usage_error(&format!(
            "BOARDSOLVE_CACHE_MAX: expected a size in bytes (a number, or one ending in K, M or G), found '{bad}'"
        ));
    }
}

/// A cache directory that cannot be made, an entry that cannot be
/// written, no cache directory known: one warning each, and the run goes
/// on, compiled.
#[test]
fn a_cache_that_cannot_be_used_costs_a_warning_not_the_run() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let file = solution(&dir, "s.cpp", "");
    let blocker = dir.0.join("a-file");
    std::fs::write(&blocker, "").unwrap();
    let cache = blocker.join("cache");
    let r = stress(&file, &cache, &[], &[]);
    assert!(compiled(&r, &file), "{}", r.describe());
    let warning = format!(
        "boardsolve: warning: cannot make the compile cache's directory {}: ",
        cache.display()
    );
    assert!(warnings(&r).starts_with(&warning), "{}", r.describe());
    assert!(
        warnings(&r).ends_with("; every run compiles (BOARDSOLVE_CACHE names another)\n")
            && warnings(&r).lines().count() == 1,
        "{}",
        r.describe()
    );

    // The entry's name taken by a file: the entry cannot be written.
    let cache = dir.0.join("cache");
    let elsewhere = dir.0.join("elsewhere");
    assert!(compiled(&stress(&file, &elsewhere, &[], &[]), &file));
    let key = only_entry(&elsewhere).file_name().unwrap().to_owned();
    std::fs::create_dir(&cache).unwrap();
    std::fs::write(cache.join(&key), "").unwrap();
    let r = stress(&file, &cache, &[], &[]);
    assert!(compiled(&r, &file), "{}", r.describe());
    let warning = format!(
        "boardsolve: warning: cannot keep the built program in the compile cache {}: ",
        cache.display()
    );
    assert!(
        warnings(&r).starts_with(&warning)
            && warnings(&r).ends_with("; the next run compiles again\n")
            && warnings(&r).lines().count() == 1,
        "{}",
        r.describe()
    );
    assert_eq!(entries(&cache), [key.to_string_lossy().into_owned()]);

    // No home, no XDG_CACHE_HOME, no BOARDSOLVE_CACHE: nowhere to keep.
    let none = [
        (CACHE, ""),
        ("HOME", ""),
        ("XDG_CACHE_HOME", ""),
        ("LOCALAPPDATA", ""),
    ];
    let save = TempDir::new("cache-save");
    let save = save.path("test");
    let f = file.to_str().unwrap();
    let args = [
        "stress",
        "othello-moves",
        "--solution",
        f,
        "--seeds",
        "1..=3",
        "--save",
        &save,
    ];
    let r = run_env(&args, "", &none);
    assert!(compiled(&r, &file), "{}", r.describe());
    assert_eq!(
        warnings(&r),
        "boardsolve: warning: no compile cache: the environment names no cache directory (HOME, or BOARDSOLVE_CACHE); every run compiles\n"
    );
}

/// Two runs at once with an empty cache: both compile and pass, one entry
/// is kept, whole, and no temporary entry is left.
#[test]
fn two_runs_at_once_keep_one_whole_entry() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("cache");
    let cache = dir.0.join("cache");
    let file = solution(&dir, "s.cpp", "");
    let runs: Vec<Run> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|_| s.spawn(|| stress(&file, &cache, &[], &[])))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for r in &runs {
        assert_eq!(r.status, Some(0), "{}", r.describe());
    }
    only_entry(&cache);
    assert!(reused(&stress(&file, &cache, &[], &[]), &file));
}

/// Each compiled language's program is kept and reused: C++, Java, Go and
/// Rust solutions, and a whole C++ program.
#[test]
fn every_compiled_language_is_reused() {
    let dir = TempDir::new("cache");
    let cache = dir.0.join("cache");
    let mut ran = 0;
    for (ext, tool) in [
        ("cpp", "g++"),
        ("java", "javac"),
        ("go", "go"),
        ("rs", "rustc"),
    ] {
        if !toolchain(ext) {
            continue;
        }
        ran += 1;
        let file = Path::new(SOLUTIONS).join(format!("flip-chess/correct.{ext}"));
        let first = stress_on("flip-chess", &file, &cache, &[], &[]);
        let head = format!("compiled {} with {tool} in ", file.display());
        assert!(split(&first).0.starts_with(&head), "{}", first.describe());
        let second = stress_on("flip-chess", &file, &cache, &[], &[]);
        assert!(reused(&second, &file), "{}", second.describe());
    }
    assert!(ran > 0);
    if toolchain("cpp") {
        // A whole program, kept beside the LeetCode ones.
        let file = zoo_othello();
        let first = stress(&file, &cache, &[], &[]);
        assert!(compiled(&first, &file), "{}", first.describe());
        assert!(reused(&stress(&file, &cache, &[], &[]), &file));
    }
}
