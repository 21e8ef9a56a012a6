//! `package`: for every problem, a Kattis package with the whole layout,
//! every input valid and answered by boardsolve, no two inputs alike, the
//! samples the SPEC's examples, the same package from the same seed, and
//! the setter's wrong solutions copied in.

use crate::util::{run, TempDir};
use boardsolve::kit::{emit, validate};
use boardsolve::layout::Format;
use boardsolve::problems::Problem;
use std::collections::{BTreeMap, HashSet};
use std::fs;
use std::path::Path;

/// Every file under `dir`, by path relative to it, with its bytes.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, files: &mut BTreeMap<String, Vec<u8>>) {
        for e in fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                walk(root, &path, files);
            } else {
                let rel = path.strip_prefix(root).unwrap().to_str().unwrap();
                files.insert(rel.replace('\\', "/"), fs::read(&path).unwrap());
            }
        }
    }
    let mut files = BTreeMap::new();
    walk(dir, dir, &mut files);
    files
}

/// `boardsolve package P DIR ARGS...`, the package's files.
fn package(p: Problem, dir: &TempDir, name: &str, args: &[&str]) -> BTreeMap<String, Vec<u8>> {
    let out = dir.path(name);
    let mut all = vec!["package", p.name(), out.as_str()];
    all.extend_from_slice(args);
    let r = run(&all, "");
    assert_eq!(r.status, Some(0), "{}", r.describe());
    tree(Path::new(&out))
}

/// The package's tests: name (`sample/01-...`) to input and answer.
fn tests(files: &BTreeMap<String, Vec<u8>>) -> BTreeMap<String, (&[u8], &[u8])> {
    files
        .iter()
        .filter_map(|(path, input)| {
            let name = path.strip_prefix("data/")?.strip_suffix(".in")?;
            let answer = &files[&format!("data/{name}.ans")];
            Some((name.to_string(), (&input[..], &answer[..])))
        })
        .collect()
}

/// Checks one package of `p` in `format`.
fn check(p: Problem, files: &BTreeMap<String, Vec<u8>>, format: Format) {
    for part in [
        "problem.yaml",
        "problem_statement/problem.en.md",
        "problem_statement/problem.en.tex",
        "input_validators/validate/validate.rs",
        "output_validators/check/check.rs",
        "submissions/accepted/boardsolve.rs",
    ] {
        assert!(files.contains_key(part), "{p:?}: no {part}");
    }
    // The validators are emit's, byte for byte.
    let emitted = [
        ("input_validators/validate/validate.rs", emit::validator(p)),
        ("output_validators/check/check.rs", emit::checker(p)),
    ];
    for (part, source) in emitted {
        assert!(files[part] == source.unwrap().as_bytes(), "{p:?}: {part}");
    }
    let yaml = String::from_utf8_lossy(&files["problem.yaml"]);
    for field in [
        "name: ",
        "uuid: ",
        "source: ",
        "license: ",
        "validation: custom",
        "limits:",
    ] {
        assert!(
            yaml.contains(field),
            "{p:?}: problem.yaml has no {field}\n{yaml}"
        );
    }
    let tests = tests(files);
    assert!(
        tests.keys().any(|t| t.starts_with("sample/")),
        "{p:?}: no sample"
    );
    assert!(
        tests.keys().filter(|t| t.starts_with("secret/")).count() >= 40,
        "{p:?}: a thin secret spread"
    );
    let mut seen = HashSet::new();
    for (name, (input, answer)) in &tests {
        assert!(seen.insert(*input), "{p:?}: {name} repeats an input");
        if let Err(bad) = validate::validate(p, input, format) {
            panic!("{p:?}: {name} is invalid: {}", bad.msg);
        }
        let ours = boardsolve::kit::solve(p, input, p.judge_size()).unwrap();
        assert_eq!(
            &ours[..],
            *answer,
            "{p:?}: {name}.ans is not boardsolve's answer"
        );
    }
}

#[test]
fn every_problem_packages_valid_answered_distinct_tests() {
    for p in Problem::ALL {
        let dir = TempDir::new("package");
        let files = package(p, &dir, "plain", &[]);
        check(p, &files, Format::Plain);
        // The samples are the SPEC's examples: each answer is one the
        // problem's sample fixtures give (one case a file in plain).
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures")
            .join(p.name());
        let answers: Vec<String> = fs::read_dir(&fixtures)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|f| f.extension().is_some_and(|x| x == "out"))
            .map(|f| fs::read_to_string(f).unwrap())
            .collect();
        for (name, (_, answer)) in tests(&files) {
            if name.starts_with("sample/") {
                let answer = String::from_utf8(answer.to_vec()).unwrap();
                assert!(
                    answers.iter().any(|a| a.contains(&answer)),
                    "{p:?}: {name}'s answer is no fixture's:\n{answer}"
                );
            }
        }
        if p.has_switch("format") {
            let files = package(p, &dir, "leetcode", &["--format", "leetcode"]);
            check(p, &files, Format::Leetcode);
        } else {
            run(
                &["package", p.name(), &dir.path("x"), "--format", "leetcode"],
                "",
            )
            .usage_error("one format");
        }
    }
}

#[test]
fn packages_reach_the_judges_limits() {
    let dir = TempDir::new("package-limits");
    let files = package(Problem::GoCapture, &dir, "go", &[]);
    let longest = tests(&files)
        .values()
        .map(|(input, _)| input.split(|&b| b == b'\n').next().unwrap().to_vec())
        .max_by_key(|first| String::from_utf8_lossy(first).parse::<u64>().unwrap())
        .unwrap();
    assert_eq!(longest, b"500000");
}

#[test]
fn the_same_seed_writes_the_same_package() {
    for p in Problem::ALL {
        let dir = TempDir::new("package-seed");
        let a = package(p, &dir, "a", &[]);
        let b = package(p, &dir, "b", &["--seed", "1"]);
        assert!(a == b, "{p:?}: two packages of seed 1 differ");
        let c = package(p, &dir, "c", &["--seed", "2"]);
        let secret = |t: &BTreeMap<String, Vec<u8>>| {
            t.iter()
                .filter(|(k, _)| k.starts_with("data/secret/"))
                .map(|(_, v)| v.clone())
                .collect::<Vec<_>>()
        };
        assert_ne!(secret(&a), secret(&c), "{p:?}: seed 2 writes seed 1's data");
    }
}

#[test]
fn wrong_copies_the_setters_files() {
    let dir = TempDir::new("package-wrong");
    let wrong = dir.0.join("wrong");
    fs::create_dir_all(wrong.join("in-a-folder")).unwrap();
    fs::write(wrong.join("greedy.rs"), "fn main() {}\n").unwrap();
    fs::write(wrong.join("in-a-folder/main.py"), "print(0)\n").unwrap();
    let files = package(
        Problem::OthelloMoves,
        &dir,
        "pkg",
        &["--wrong", wrong.to_str().unwrap()],
    );
    assert_eq!(
        files["submissions/wrong_answer/greedy.rs"],
        b"fn main() {}\n"
    );
    assert_eq!(
        files["submissions/wrong_answer/in-a-folder/main.py"],
        b"print(0)\n"
    );
    let r = run(
        &[
            "package",
            "othello",
            &dir.path("p2"),
            "--wrong",
            &dir.path("nothing"),
        ],
        "",
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr.starts_with("error: ") && r.stderr.contains("cannot read"),
        "{}",
        r.describe()
    );
}

/// The output validator's build script, as the package writes it.
const BUILD: &str = "#!/bin/sh
# Builds boardsolve's output validator, check.rs (one file, std only, Rust
# 1.63 or later), as ./run: `boardsolve check --domjudge` in one program.
set -e
rustc --edition 2021 -O check.rs -o run
";

/// The output validator's `build` (executable) leaves a `run` that judges
/// as `check --domjudge`: the package's answers accepted, a changed one
/// rejected with the message in judgemessage.txt.
#[test]
fn the_output_validator_builds_and_judges() {
    let dir = TempDir::new("package-checker");
    let files = package(Problem::OthelloMoves, &dir, "pkg", &[]);
    assert_eq!(files["output_validators/check/build"], BUILD.as_bytes());
    let pkg = dir.0.join("pkg");
    let check = pkg.join("output_validators/check");
    let built = std::process::Command::new("./build")
        .current_dir(&check)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let feedback = dir.0.join("feedback");
    fs::create_dir_all(&feedback).unwrap();
    let sample = pkg.join("data/sample/01-start-player-1");
    let judge = |output: &str| {
        use std::io::Write;
        let mut child = std::process::Command::new(check.join("run"))
            .arg(sample.with_extension("in"))
            .arg(sample.with_extension("ans"))
            .arg(&feedback)
            .stdin(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(output.as_bytes())
            .unwrap();
        let status = child.wait().unwrap().code();
        let message = fs::read_to_string(feedback.join("judgemessage.txt")).unwrap();
        (status, message)
    };
    let answer = fs::read_to_string(sample.with_extension("ans")).unwrap();
    assert_eq!(judge(&answer), (Some(42), "ok: 4 legal moves\n".into()));
    assert_eq!(
        judge("2,4\n3,5\n4,2\n5,4\n"),
        (
            Some(43),
            "wrong answer: move 4 (output line 4): expected \"5,3\", found \"5,4\", which is not a legal move\n".into()
        )
    );
}
