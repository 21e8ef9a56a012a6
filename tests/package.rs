//! `package`: for every problem, a Kattis package with the whole layout,
//! every input valid and answered by boardsolve, no two inputs alike, the
//! samples the problem page's examples (as its fixtures answer them),
//! inputs at the judge's limits, the same package from the same seed, the
//! setter's wrong solutions copied in, an output validator that builds and
//! judges, and the pictures of go-capture, flip-chess, othello-moves and
//! minesweeper read back from their SVG.

use crate::kit::{checker, solve, test_file, validator};
use crate::util::{run, TempDir};
use boardsolve::cases::FormatChoice as Format;
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
        ("input_validators/validate/validate.rs", validator(p)),
        ("output_validators/check/check.rs", checker(p)),
    ];
    for (part, source) in emitted {
        assert!(files[part] == source.unwrap().as_bytes(), "{p:?}: {part}");
    }
    // Every picture is well-formed SVG with its PDF beside it.
    for name in files
        .keys()
        .filter_map(|f| f.strip_prefix("problem_statement/")?.strip_suffix(".svg"))
    {
        picture(files, name);
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
        if let Err(bad) = test_file(p, input, format) {
            panic!("{p:?}: {name} is invalid: {}", bad.msg);
        }
        let ours = solve(p, input, p.judge_size()).unwrap();
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
        if p.about().board() {
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

/// A mark of a statement's picture, as its SVG names it.
#[derive(Debug)]
struct Drawn {
    class: String,
    row: u64,
    col: u64,
    /// The text in it (a number), empty if none.
    text: String,
    /// The fill of its first shape.
    fill: String,
}

/// Picture `name` of a package read back: each panel's title and marks.
/// The SVG must be well-formed XML with an `svg` root, and the PDF the
/// LaTeX statement includes must be there beside it.
fn picture(files: &BTreeMap<String, Vec<u8>>, name: &str) -> Vec<(String, Vec<Drawn>)> {
    let pdf = &files[&format!("problem_statement/{name}.pdf")];
    assert!(pdf.starts_with(b"%PDF-1.4\n") && pdf.ends_with(b"%%EOF\n"));
    let svg = std::str::from_utf8(&files[&format!("problem_statement/{name}.svg")]).unwrap();
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{name}.svg: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    root.children()
        .filter(|n| n.attribute("class") == Some("panel"))
        .map(|panel| {
            let marks = panel
                .children()
                .filter_map(|n| {
                    let number = |a| n.attribute(a)?.parse().ok();
                    Some(Drawn {
                        class: n.attribute("class")?.to_string(),
                        row: number("data-row")?,
                        col: number("data-col")?,
                        text: n
                            .descendants()
                            .filter(|t| t.is_text())
                            .map(|t| t.text().unwrap().trim())
                            .collect(),
                        fill: n
                            .children()
                            .find(|s| s.is_element())?
                            .attribute("fill")?
                            .to_string(),
                    })
                })
                .collect();
            (panel.attribute("data-title").unwrap().to_string(), marks)
        })
        .collect()
}

/// A panel's marks as `class row col text`, sorted, the cells left out.
fn marks(drawn: &[Drawn]) -> Vec<String> {
    let mut v: Vec<String> = drawn
        .iter()
        .filter(|d| d.class != "cell")
        .map(|d| {
            format!("{} {} {} {}", d.class, d.row, d.col, d.text)
                .trim_end()
                .to_string()
        })
        .collect();
    v.sort();
    v
}

/// go-capture's sample (moves (2,1) (1,1) (1,2) (2,2) (1,1) (1,3) (2,3)
/// (3,1), black first), worked by hand: move 3 takes the white stone of
/// move 2, move 8 the three black stones of moves 1, 3 and 5.
#[test]
fn go_captures_picture_shows_the_samples_captures() {
    let dir = TempDir::new("package-picture");
    let files = package(Problem::GoCapture, &dir, "go", &[]);
    let panels = picture(&files, "sample");
    let titles: Vec<&str> = panels.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(titles, ["after move 3", "after move 8"]);
    assert_eq!(
        marks(&panels[0].1),
        ["black 1 2 3", "black 2 1 1", "removed 1 1", "ring 1 2"]
    );
    assert_eq!(
        marks(&panels[1].1),
        [
            "black 2 3 7",
            "removed 1 1",
            "removed 1 2",
            "removed 2 1",
            "ring 3 1",
            "white 1 3 6",
            "white 2 2 4",
            "white 3 1 8"
        ]
    );
}

/// flip-chess' `chain` sample (`.X.`, `.O.`, `XO.`), worked by hand: black
/// at (2, 2) turns (2, 1) against (2, 0), and that stone turns (1, 1)
/// against (0, 1).
#[test]
fn flip_chess_picture_numbers_the_waves_of_the_best_move() {
    let dir = TempDir::new("package-picture");
    let files = package(Problem::FlipChess, &dir, "flip", &[]);
    let panels = picture(&files, "chain");
    let titles: Vec<&str> = panels.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(titles, ["black's best move", "after: 2 turned"]);
    assert_eq!(
        marks(&panels[0].1),
        [
            "black 0 1",
            "black 2 0",
            "ring 2 2",
            "white 1 1",
            "white 2 1"
        ]
    );
    assert_eq!(
        marks(&panels[1].1),
        [
            "black 0 1",
            "black 1 1 2",
            "black 2 0",
            "black 2 1 1",
            "black 2 2"
        ]
    );
}

/// othello-moves' first sample, the starting position with player 1 to
/// move: its four legal moves, found by hand.
#[test]
fn othellos_picture_marks_the_legal_moves() {
    let dir = TempDir::new("package-picture");
    let files = package(Problem::OthelloMoves, &dir, "othello", &[]);
    let panels = picture(&files, "sample");
    assert_eq!(panels.len(), 1);
    assert_eq!(panels[0].0, "player 1 (black) to move");
    assert_eq!(
        marks(&panels[0].1),
        [
            "black 3 3",
            "black 4 4",
            "dot 2 4",
            "dot 3 5",
            "dot 4 2",
            "dot 5 3",
            "white 3 4",
            "white 4 3"
        ]
    );
}

/// minesweeper's pictures read back as boards: each sample's input, the
/// click ringed, then LeetCode 529's answer to it.
#[test]
fn minesweepers_pictures_are_the_boards_before_and_after() {
    let dir = TempDir::new("package-picture");
    let files = package(Problem::Minesweeper, &dir, "mines", &[]);
    // The board a panel draws: its cells' colours, mines and numbers.
    let board = |drawn: &[Drawn]| -> Vec<String> {
        let mut rows: Vec<Vec<u8>> = Vec::new();
        for d in drawn.iter().filter(|d| d.class == "cell") {
            let (r, c) = (d.row as usize, d.col as usize);
            if rows.len() <= r {
                rows.resize(r + 1, Vec::new());
            }
            let at = |class: &str| {
                drawn
                    .iter()
                    .find(|m| m.class == class && (m.row, m.col) == (d.row, d.col))
            };
            let cell = match (d.fill.as_str(), at("mine"), at("number")) {
                ("#bdbdbd", Some(_), None) => b'M',
                ("#bdbdbd", None, None) => b'E',
                ("#cc0000", Some(_), None) => b'X',
                ("#eeeeee", None, Some(n)) => n.text.as_bytes()[0],
                ("#eeeeee", None, None) => b'B',
                other => panic!("({r}, {c}): {other:?}"),
            };
            assert_eq!(rows[r].len(), c);
            rows[r].push(cell);
        }
        rows.into_iter()
            .map(|r| String::from_utf8(r).unwrap())
            .collect()
    };
    let ring = |drawn: &[Drawn]| -> Vec<(u64, u64)> {
        drawn
            .iter()
            .filter(|d| d.class == "ring")
            .map(|d| (d.row, d.col))
            .collect()
    };
    let flood = picture(&files, "flood");
    assert_eq!(flood.len(), 2);
    assert_eq!(board(&flood[0].1), ["EEEEE", "EEMEE", "EEEEE", "EEEEE"]);
    assert_eq!(ring(&flood[0].1), [(3, 0)]);
    assert_eq!(board(&flood[1].1), ["B1E1B", "B1M1B", "B111B", "BBBBB"]);
    assert_eq!(ring(&flood[1].1), []);
    let mine = picture(&files, "mine");
    assert_eq!(board(&mine[0].1), ["B1E1B", "B1M1B", "B111B", "BBBBB"]);
    assert_eq!(ring(&mine[0].1), [(1, 2)]);
    assert_eq!(board(&mine[1].1), ["B1E1B", "B1X1B", "B111B", "BBBBB"]);
}
