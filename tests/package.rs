//! `package`: for every problem, a Kattis package with the whole layout,
//! every input valid and answered by boardsolve, no two inputs alike, the
//! samples the SPEC's examples, the same package from the same seed, and
//! the setter's wrong solutions copied in.

use crate::util::{run, TempDir};
use boardsolve::kit::validate;
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
        "submissions/accepted/boardsolve.rs",
    ] {
        assert!(files.contains_key(part), "{p:?}: no {part}");
    }
    let yaml = String::from_utf8_lossy(&files["problem.yaml"]);
    for field in [
        "name: ",
        "uuid: ",
        "source: ",
        "license: ",
        "validation: default",
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
