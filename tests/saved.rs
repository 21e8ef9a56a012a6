//! Files saved whole (`src/kit/whole.rs`): two `stress` runs saving in one
//! folder at once keep both failures; `package` killed at any moment
//! leaves nothing or a whole package under its name (8 of 24 moments in
//! the suite, the other 16 in a long test: `.ci/long`); a full disk (`ulimit
//! -f`, and a tiny tmpfs when the test may mount one) leaves no part of a
//! file under any final name, with one message and status 1.

use crate::util::{run, TempDir, BIN};
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Instant;

/// Every file under `dir`, by path relative to it, with its bytes; `None`
/// if there is no `dir`.
fn tree(dir: &Path) -> Option<BTreeMap<String, Vec<u8>>> {
    dir.exists().then(|| crate::package::tree(dir))
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

/// `sh -c SCRIPT`, its output.
fn sh(script: &str) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `boardsolve ARGS` with files limited to `blocks` (of 512 bytes, as sh's
/// `ulimit -f` counts them) and SIGXFSZ ignored, so a write past the limit
/// fails with EFBIG as a full disk fails one: status and stderr.
fn limited(blocks: u32, args: &str) -> (Option<i32>, String) {
    let out = sh(&format!(
        "trap '' XFSZ; ulimit -f {blocks} && exec {BIN} {args}"
    ));
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A program that fails (exit status 3) on any input but an empty one, so
/// that stress solves the answer only when it saves the failure: the
/// widest window for two runs to pick the same name.
const CRASHES: &str = "read m; cat >/dev/null; [ -z \"$m\" ] || exit 3";

/// `stress go-capture` of one large seed, saving into `save`.
fn stress_large(save: &Path, moves: &str) -> Command {
    let mut c = Command::new(BIN);
    c.args(["stress", "go-capture", "--beyond-judge", "--moves", moves])
        .args(["--seeds", "1..=1", "--shrink-time", "0", "--progress", "0"])
        .arg("--save")
        .arg(save)
        .args(["--shell", "--", CRASHES])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

/// The `saved: ` line of a stress report.
fn saved_line(out: &Output) -> String {
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find(|l| l.starts_with("saved: "))
        .unwrap_or_else(|| {
            panic!(
                "no saved line:\n{}\n{}",
                &text[..text.len().min(2000)],
                String::from_utf8_lossy(&out.stderr)
            )
        });
    line.to_string()
}

#[test]
fn two_runs_saving_at_once_keep_both_failures() {
    // Without the claim both runs took hack-000 in each of these trials.
    for trial in 0..4 {
        let save = TempDir::new("saved-race");
        let runs: Vec<_> = (0..2)
            .map(|_| stress_large(&save.0, "2000000").spawn().unwrap())
            .collect();
        let outs: Vec<Output> = runs
            .into_iter()
            .map(|c| c.wait_with_output().unwrap())
            .collect();
        let lines: Vec<String> = outs.iter().map(saved_line).collect();
        assert_ne!(
            lines[0], lines[1],
            "trial {trial}: both runs saved under one name"
        );
        assert_eq!(
            names(&save.0),
            [
                "actual",
                "hack-000.in",
                "hack-000.out",
                "hack-001.in",
                "hack-001.out"
            ],
            "trial {trial}"
        );
        let read = |f: &str| fs::read(save.0.join(f)).unwrap();
        assert!(read("hack-000.in") == read("hack-001.in"), "trial {trial}");
        assert!(
            read("hack-000.out") == read("hack-001.out"),
            "trial {trial}"
        );
        if trial == 0 {
            // Whole: the answer is boardsolve's to the whole input.
            let answer = run(&["go-capture", &save.path("hack-000.in")], "").ok();
            assert!(answer.as_bytes() == read("hack-000.out"));
        }
    }
}

/// `package go-capture DIR --seed SEED` (the largest package, 19 MB),
/// started.
fn package(dir: &Path, seed: &str) -> std::process::Child {
    Command::new(BIN)
        .args(["package", "go-capture"])
        .arg(dir)
        .args(["--seed", seed])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// The kill moments: `k / MOMENTS` of a whole run, k in 0..MOMENTS.
const MOMENTS: u32 = 24;
/// The suite kills at every third moment (0, 3, ... 21: the run's start,
/// its middle, its end); the long test (`.ci/long`) at the others, so CI
/// kills at all 24.
const SUITE_EVERY: u32 = 3;

#[test]
fn a_package_killed_at_any_moment_is_there_whole_or_not_at_all() {
    killed_at((0..MOMENTS).filter(|k| k % SUITE_EVERY == 0));
}

#[test]
#[ignore = "long: .ci/long runs it"]
fn a_package_killed_at_the_other_moments_is_there_whole_or_not_at_all() {
    killed_at((0..MOMENTS).filter(|k| k % SUITE_EVERY != 0));
}

/// Kills `package` at each of `moments` (of [`MOMENTS`] in a run), half
/// of them while it replaces another seed's package: what is left is
/// nothing, the new package whole, or the old one whole.
fn killed_at(moments: impl Iterator<Item = u32>) {
    let work = TempDir::new("saved-kill");
    // The references, and how long a run takes.
    let (new, old) = (work.0.join("new"), work.0.join("old"));
    let started = Instant::now();
    assert!(package(&new, "1").wait().unwrap().success());
    let duration = started.elapsed();
    assert!(package(&old, "2").wait().unwrap().success());
    let (new, old) = (tree(&new), tree(&old));
    assert!(new.is_some() && new != old);
    let dir = work.0.join("pkg");
    let mut seen = [0; 3];
    let mut kills = 0;
    for k in moments {
        kills += 1;
        // Every other run replaces the package of another seed.
        let replacing = k % 2 == 1;
        let _ = fs::remove_dir_all(&dir);
        if replacing {
            assert!(package(&dir, "2").wait().unwrap().success());
        }
        let mut child = package(&dir, "1");
        std::thread::sleep(duration * k / MOMENTS);
        // SIGKILL on Unix.
        let _ = child.kill();
        let _ = child.wait();
        let found = tree(&dir);
        let what = match &found {
            None => 0,
            Some(_) if found == new => 1,
            Some(_) if found == old && replacing => 2,
            Some(found) => {
                let new = new.as_ref().unwrap();
                let differ: Vec<&String> = found
                    .keys()
                    .chain(new.keys())
                    .filter(|f| found.get(*f) != new.get(*f))
                    .take(5)
                    .collect();
                panic!(
                    "killed at {k}/{MOMENTS} of {duration:?}: a part of a package ({differ:?} differ)"
                );
            }
        };
        assert!(what != 0 || !replacing, "the old package is gone");
        seen[what] += 1;
        // Beside it only hidden temporary folders may be left.
        for n in names(&work.0) {
            assert!(
                ["new", "old", "pkg"].contains(&n.as_str()) || n.starts_with('.'),
                "{n}"
            );
        }
    }
    // Print what the kills met: a run always finishing first, or always
    // killed at once, would test nothing.
    println!("nothing, the new package, the old one: {seen:?} of {kills}");
}

#[test]
fn a_full_disk_leaves_no_part_of_a_file() {
    let work = TempDir::new("saved-full");
    let dir = work.path("pkg");
    // A package whose large files pass the limit.
    let (status, stderr) = limited(2048, &format!("package go-capture {dir}"));
    assert_eq!(status, Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!(
            "error: packaging go-capture: cannot write {dir}/data/secret/"
        )) && stderr.ends_with(": File too large (os error 27)\n")
            && stderr.lines().count() == 1,
        "{stderr}"
    );
    assert!(names(&work.0).is_empty(), "{:?}", names(&work.0));
    // A package there before is kept whole.
    let r = run(&["package", "flip-chess", &dir], "");
    assert_eq!(r.status, Some(0), "{}", r.describe());
    let before = tree(Path::new(&dir));
    let (status, stderr) = limited(2048, &format!("package go-capture {dir}"));
    assert_eq!(status, Some(1), "{stderr}");
    assert!(tree(Path::new(&dir)) == before, "the old package changed");
    assert_eq!(names(&work.0), ["pkg"]);
    // gen -o and emit -o: the old file stays, no new one appears.
    let file = work.path("big.in");
    fs::write(&file, "old").unwrap();
    let (status, stderr) = limited(64, &format!("gen go-capture --moves 100000 -o {file}"));
    assert_eq!(
        (status, stderr.as_str()),
        (
            Some(1),
            format!("error: cannot write {file}: writing output: File too large (os error 27)\n")
                .as_str()
        )
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), "old");
    let emitted = work.path("new.rs");
    let (status, stderr) = limited(1, &format!("emit flip-chess -o {emitted}"));
    assert_eq!(
        (status, stderr.as_str()),
        (
            Some(1),
            format!("error: cannot write {emitted}: File too large (os error 27)\n").as_str()
        )
    );
    assert_eq!(names(&work.0), ["big.in", "pkg"]);
    // stress: the failure is reported, its files not saved, and said so.
    let save = TempDir::new("saved-full-stress");
    let out = sh(&format!(
        "trap '' XFSZ; ulimit -f 64 && exec {BIN} stress go-capture --beyond-judge --moves 100000 --seeds 1..=1 --shrink-time 0 --progress 0 --save {} --shell -- 'cat >/dev/null; echo 0 0'",
        save.0.display()
    ));
    let report = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{report}");
    let not_saved = format!(
        "\nnot saved: cannot write {}/hack-000.out: File too large (os error 27)\n",
        save.0.display()
    );
    assert!(
        report.contains(&not_saved),
        "{}",
        &report[report.len().saturating_sub(2000)..]
    );
    assert_eq!(names(&save.0), ["actual"]);
    assert!(names(&save.0.join("actual")).is_empty());
}

/// A real full disk: a 1 MiB tmpfs, mounted in a mount namespace of its
/// own (`unshare -m`, so nothing outlives the test), when the test runs as
/// root and may mount; skipped with a line saying why otherwise.
#[test]
fn a_full_tmpfs_leaves_no_part_of_a_file() {
    let work = TempDir::new("saved-tmpfs");
    let (w, m) = (work.0.display(), work.0.join("m"));
    let m = m.display();
    let script = format!(
        r#"mkdir {m} && mount -t tmpfs -o size=1m tmpfs {m} 2>/dev/null || {{ echo "skip: mount -t tmpfs failed"; exit 0; }}
{BIN} package flip-chess {m}/pkg 2>/dev/null || exit 9
before=$(cd {m}/pkg && find . -type f | sort | xargs cat | cksum)
{BIN} package go-capture {m}/pkg 2>&1; echo "status $?"
after=$(cd {m}/pkg && find . -type f | sort | xargs cat | cksum)
[ "$before" = "$after" ] && echo "old package kept"
{BIN} gen go-capture --moves 500000 -o {m}/big.in 2>&1; echo "status $?"
{BIN} stress go-capture --beyond-judge --moves 500000 --seeds 1..=1 --shrink-time 0 --progress 0 --save {m}/test --shell -- 'cat >/dev/null; echo 0 0' >{w}/report; echo "status $?"
grep "saved: " {w}/report
for x in {m} {m}/test {m}/test/actual; do echo "$(ls -A $x | tr '\n' ' ')"; done
"#
    );
    let out = Command::new("unshare")
        .args(["-m", "sh", "-c", &script])
        .output();
    let text = match &out {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).into_owned(),
        Ok(o) => format!(
            "skip: unshare -m failed: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) => format!("skip: no unshare ({e})"),
    };
    if let Some(why) = text.strip_prefix("skip: ") {
        println!(
            "a_full_tmpfs_leaves_no_part_of_a_file skipped: {}",
            why.trim()
        );
        return;
    }
    let nospace = "No space left on device (os error 28)";
    let lines: Vec<&str> = text.lines().collect();
    let package = format!("error: packaging go-capture: cannot write {m}/pkg/data/secret/");
    assert!(
        lines[0].starts_with(&package) && lines[0].ends_with(nospace),
        "{text}"
    );
    assert_eq!(
        lines[1..],
        [
            "status 1".to_string(),
            "old package kept".into(),
            format!("error: cannot write {m}/big.in: writing output: {nospace}"),
            "status 1".into(),
            "status 1".into(),
            format!("not saved: cannot write {m}/test/hack-000.out: {nospace}"),
            "pkg test ".into(),
            "actual ".into(),
            "".into(),
        ],
        "{text}"
    );
}
