//! The bug zoo: plausible wrong solutions to the first five problems (small
//! C++ and Python programs in `tests/zoo/`, each mistake named in its
//! header; game-of-life's mistakes are in `tests/solutions/game-of-life/`),
//! every one found by `boardsolve stress PROBLEM -- PROGRAM` with no other
//! option (on the page's examples or the default 100 seeds) and shrunk to
//! a small input; and the zoo's correct solutions, written for these
//! tests, passing 1000 default seeds (a long test: `.ci/long` runs it).
//! `cargo test --profile checked zoo -- --nocapture` prints the table,
//! with the time each took to be found (not asserted: a busy machine
//! stretches it; BENCHMARKS.md times stress).

use crate::util::{TempDir, BIN};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The zoo's sources.
fn source(name: &str) -> String {
    format!("{}/tests/zoo/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The zoo's C++ programs, compiled once per test run into Cargo's
/// temporary directory for tests (each built under a name of its own and
/// renamed into place, so concurrent test runs never see half a file).
pub fn zoo() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("zoo");
        std::fs::create_dir_all(&dir).unwrap();
        let builds: Vec<_> = [
            "go", "go_flood", "flip", "check", "mines", "othello", "memory",
        ]
        .iter()
        .map(|name| {
            let part = dir.join(format!("{name}.{}", std::process::id()));
            let child = Command::new("g++")
                .args(["-O2", "-std=c++17", "-o"])
                .arg(&part)
                .arg(source(&format!("{name}.cpp")))
                .spawn()
                .expect("g++ (Debian: build-essential) compiles the zoo");
            (name, part, child)
        })
        .collect();
        for (name, part, child) in builds {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "g++ {name}.cpp failed");
            std::fs::rename(part, dir.join(name)).unwrap();
        }
        dir
    })
}

/// A zoo program: `go`, `flip`, ...
pub fn program(name: &str) -> String {
    zoo().join(name).to_str().unwrap().to_string()
}

/// Python 3, preferring the system's: a version manager's shim (pyenv)
/// costs 0.3 s a start.
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

/// A stress run watched as it goes.
struct Watched {
    status: Option<i32>,
    stdout: String,
    /// Time until the first line (the failure) was printed.
    first_line: Duration,
}

/// Runs `boardsolve stress PROBLEM --save DIR -- PROGRAM...` (the saving
/// place is the only option added, so the test leaves no files behind).
fn stress(problem: &str, extra: &[&str], command: &[String], save: &TempDir) -> Watched {
    let start = Instant::now();
    let mut child = Command::new(BIN)
        .args(["stress", problem, "--save"])
        .arg(&save.0)
        .args(extra)
        .arg("--")
        .args(command)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut stdout = String::new();
    let mut first_line = Duration::ZERO;
    if let Some(Ok(line)) = lines.next() {
        first_line = start.elapsed();
        stdout = line + "\n";
    }
    for line in lines {
        stdout += &(line.unwrap() + "\n");
    }
    let status = child.wait().unwrap().code();
    Watched {
        status,
        stdout,
        first_line,
    }
}

/// A bug of the zoo and the largest shrunk input allowed: go-capture
/// moves, or the side of a board.
struct Bug {
    problem: &'static str,
    /// Zoo program (C++ by name, or a Python file) and its mistake.
    program: &'static str,
    mistake: &'static str,
    most: usize,
}

const fn bug(
    problem: &'static str,
    program: &'static str,
    mistake: &'static str,
    most: usize,
) -> Bug {
    Bug {
        problem,
        program,
        mistake,
        most,
    }
}

/// Every mistake; check-move's judge boards are always 8x8, and a flood
/// deep enough to overflow Python's recursion needs over 1000 cells.
const BUGS: &[Bug] = &[
    bug("go-capture", "go", "zero", 12),
    bug("go-capture", "go", "no-suicide", 12),
    bug("go-capture", "go", "suicide-first", 12),
    bug("go-capture", "go", "one-group", 12),
    bug("go-capture", "go", "parity", 12),
    bug("go-capture", "go", "diagonal", 12),
    bug("flip-chess", "flip", "no-chain", 4),
    bug("flip-chess", "flip", "two-waves", 4),
    bug("flip-chess", "flip", "four-dirs", 4),
    bug("flip-chess", "flip", "any-cell", 4),
    bug("flip-chess", "flip", "edge-closes", 4),
    bug("check-move", "check", "zero-between", 8),
    bug("check-move", "check", "no-diagonals", 8),
    bug("check-move", "check", "edge-closes", 8),
    bug("check-move", "check", "first-only", 8),
    bug("check-move", "check", "two-between", 8),
    bug("minesweeper", "mines", "four-flood", 4),
    bug("minesweeper", "mines", "digit-flood", 4),
    bug("minesweeper", "mines", "count-four", 4),
    bug("minesweeper", "mines", "mine-stays", 4),
    bug("minesweeper", "mines_recursive.py", "recursion", 50),
    bug("othello-moves", "othello", "four-dirs", 4),
    bug("othello-moves", "othello", "empty-run", 4),
    bug("othello-moves", "othello", "col-major", 4),
    bug("othello-moves", "othello", "edge-closes", 4),
    bug("othello-moves", "othello_no_null.py", "no-null", 4),
];

fn command(b: &Bug) -> Vec<String> {
    if b.program.ends_with(".py") {
        vec![python().to_string(), source(b.program)]
    } else {
        vec![program(b.program), b.mistake.to_string()]
    }
}

/// The numbers in a line, in order.
fn numbers(line: &str) -> Vec<usize> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse().ok())
        .collect()
}

fn hunt(problem: &str) {
    for b in BUGS.iter().filter(|b| b.problem == problem) {
        let save = TempDir::new("zoo-save");
        let w = stress(b.problem, &[], &command(b), &save);
        let what = format!("{} {}:\n{}", b.problem, b.mistake, w.stdout);
        assert_eq!(w.status, Some(1), "{what}");
        let first = w.stdout.lines().next().unwrap_or("");
        // Many are wrong on the page's own examples, which run first.
        assert!(
            (first.starts_with("seed ") || first.starts_with("example "))
                && first.contains(" fails: "),
            "{what}"
        );
        let smallest = w
            .stdout
            .lines()
            .find(|l| l.starts_with("smallest failing input: "))
            .unwrap_or_else(|| panic!("not shrunk: {what}"));
        let size = numbers(smallest);
        let within = if problem == "go-capture" {
            size[0] <= b.most
        } else {
            size[0] <= b.most && size[1] <= b.most
        };
        assert!(within, "{} {}: {smallest}", b.problem, b.mistake);
        // Both the failure and its shrunk form are saved.
        for f in [
            "hack-000.in",
            "hack-000.out",
            "actual/hack-000.out",
            "hack-000-shrunk.in",
        ] {
            assert!(save.0.join(f).exists(), "{f} missing: {what}");
        }
        eprintln!(
            "| {} | {} | {} | {:.1} s | {} |",
            b.problem,
            b.mistake,
            numbers(first)[0],
            w.first_line.as_secs_f64(),
            &smallest["smallest failing input: ".len()
                ..smallest.find(" (was").unwrap_or(smallest.len())]
        );
    }
}

#[test]
fn zoo_go_capture() {
    hunt("go-capture");
}

#[test]
fn zoo_flip_chess() {
    hunt("flip-chess");
}

#[test]
fn zoo_check_move() {
    hunt("check-move");
}

#[test]
fn zoo_minesweeper() {
    hunt("minesweeper");
}

#[test]
fn zoo_othello_moves() {
    hunt("othello-moves");
}

/// The zoo's correct solutions pass 1000 default seeds (seeds are the
/// only option); a minesweeper that counts only `M` as a mine is correct
/// on LeetCode's inputs, which never hold a revealed `X`.
#[test]
#[ignore = "long: .ci/long runs it"]
fn judge_correct_solutions_pass_a_thousand_seeds() {
    for (problem, name) in [
        ("go-capture", "go"),
        ("flip-chess", "flip"),
        ("check-move", "check"),
        ("minesweeper", "mines"),
        ("othello-moves", "othello"),
    ] {
        let save = TempDir::new("zoo-correct");
        let w = stress(
            problem,
            &["--seeds", "1..=1000"],
            &[program(name), "correct".into()],
            &save,
        );
        assert_eq!(w.status, Some(0), "{problem}:\n{}", w.stdout);
        assert!(
            w.stdout.starts_with("ok: 1000 seeds passed in "),
            "{}",
            w.stdout
        );
    }
}

/// Every input a program ever gets from `stress`, generated or shrunk,
/// passes boardsolve's own `--strict` validator: a wrapper hands each one
/// to `boardsolve PROBLEM --strict` before the zoo program sees it.
#[test]
fn every_input_stays_in_the_judges_domain() {
    for (problem, name, mistake) in [
        ("go-capture", "go", "one-group"),
        ("flip-chess", "flip", "two-waves"),
        ("check-move", "check", "no-diagonals"),
        ("minesweeper", "mines", "four-flood"),
        ("othello-moves", "othello", "col-major"),
    ] {
        let dir = TempDir::new("domain");
        let save = TempDir::new("domain-save");
        let log = dir.path("inputs");
        let bad = dir.path("outside");
        let wrapper = format!(
            "f=$(mktemp \"{}/in.XXXXXX\") && cat > \"$f\" && echo \"$f\" >> '{log}' && \
             {{ '{BIN}' {problem} --strict < \"$f\" > /dev/null 2>&1 || echo \"$f\" >> '{bad}'; }} && \
             exec '{}' {mistake} < \"$f\"",
            dir.0.display(),
            program(name)
        );
        let w = stress(problem, &["--shell"], &[wrapper], &save);
        assert_eq!(w.status, Some(1), "{problem}:\n{}", w.stdout);
        let seen = std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .count();
        assert!(seen > 10, "{problem}: only {seen} inputs");
        let outside = std::fs::read_to_string(&bad).unwrap_or_default();
        let first = outside
            .lines()
            .next()
            .map(|f| std::fs::read_to_string(f).unwrap_or_default());
        assert!(
            outside.is_empty(),
            "{problem}: inputs outside the domain, e.g.\n{first:?}"
        );
    }
}

/// Where the zoo's memory helper is.
pub fn memory_helper() -> PathBuf {
    zoo().join("memory")
}
