//! `stress --solution` with files as contestants keep them
//! (`tests/solutions/as-written/`: printing while they debug, a Java file
//! under any name, a class named after the problem, the editor plugin's
//! submit region with test code around it, a Go or Rust file with its own
//! `main`), a byte-order mark in every language, deep recursion, solutions
//! that cannot run at all, files stress cannot place as they are
//! (`tests/solutions/told/`), and what stress says around them (the
//! compile step, the class it calls, a file where COMMAND goes).

use crate::solution::{stress, toolchain, SOLUTIONS};
use crate::util::{run, TempDir};
use boardsolve::kit::harness::Lang;
use std::path::{Path, PathBuf};

/// The files of `tests/solutions/as-written/<problem>/`, with their
/// problem.
fn as_written() -> Vec<(String, PathBuf)> {
    let root = Path::new(SOLUTIONS).join("as-written");
    let mut files = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        let problem = dir.file_name().unwrap().to_str().unwrap().to_string();
        for file in std::fs::read_dir(&dir).unwrap() {
            files.push((problem.clone(), file.unwrap().path()));
        }
    }
    files.sort();
    files
}

fn ext(file: &Path) -> &str {
    file.extension().unwrap().to_str().unwrap()
}

/// The report's lines after its head: the class it calls (`using ...`)
/// and the compile step's line, each if there.
pub(crate) fn after_compiling(out: &str) -> &str {
    let mut out = out;
    for head in ["using ", "compiled "] {
        if let Some(rest) = out.strip_prefix(head) {
            out = rest.split_once('\n').unwrap().1;
        }
    }
    out
}

/// The report's first line for the files of `as-written/` whose class
/// is not LeetCode's `Solution`; every other file's report has none.
const USING: [(&str, &str); 1] = [(
    "GameOfLife.java",
    "using class GameOfLife's gameOfLife: LeetCode calls Solution's",
)];

#[test]
fn files_as_solution_repositories_keep_them_run_unedited() {
    let mut ran = 0;
    for (problem, file) in as_written() {
        if !toolchain(ext(&file)) {
            continue;
        }
        ran += 1;
        let r = stress(&problem, &file, &["--seeds", "1..=10"]);
        let out = r.stdout();
        assert!(
            r.status == Some(0) && after_compiling(&out).starts_with("ok: 10 seeds passed in "),
            "{}",
            r.describe()
        );
        let name = file.file_name().unwrap().to_str().unwrap();
        let using = USING.iter().find(|(n, _)| *n == name).map(|(_, u)| *u);
        let first = out.lines().next().filter(|l| l.starts_with("using "));
        assert_eq!(first, using, "{}", r.describe());
    }
    assert!(ran >= 5, "too few toolchains");
}

#[test]
fn a_byte_order_mark_is_read_in_every_language() {
    let dir = TempDir::new("solution-bom");
    for ext in ["py", "cpp", "java", "js", "go", "rs"] {
        if !toolchain(ext) {
            continue;
        }
        let source = Path::new(SOLUTIONS).join(format!("check-move/correct.{ext}"));
        let mut text = "\u{feff}".as_bytes().to_vec();
        text.extend(std::fs::read(source).unwrap());
        let file = dir.path(&format!("correct.{ext}"));
        std::fs::write(&file, text).unwrap();
        let r = stress("check-move", Path::new(&file), &["--seeds", "1..=5"]);
        let out = r.stdout();
        assert!(
            r.status == Some(0) && after_compiling(&out).starts_with("ok: 5 seeds passed"),
            "{ext}\n{}",
            r.describe()
        );
    }
}

/// A recursive flood fill of a mine-free board recurses once a cell: Node's
/// own stack ends near 80x80 (6400 calls); the harness's, as Python's,
/// holds 300x300 (90000 calls).
#[test]
fn javascript_recursion_goes_as_deep_as_pythons() {
    let files = [
        ("js", "as-written/minesweeper/recursive.js"),
        ("py", "minesweeper/correct.py"),
    ];
    for (ext, file) in files {
        if !toolchain(ext) {
            continue;
        }
        let file = Path::new(SOLUTIONS).join(file);
        for side in ["50", "300"] {
            let mut extra = vec!["--rows", side, "--cols", side, "--mines", "0"];
            extra.extend(["--seeds", "1..=2"]);
            if side == "300" {
                extra.push("--beyond-judge");
            }
            let r = stress("minesweeper", &file, &extra);
            assert!(r.ok().starts_with("ok: 2 seeds passed"), "{side}");
        }
    }
}

/// A file with no class that has the problem's method (a name of
/// LeetCode's misspelt, a free function) is the file's error: status 1,
/// one line, nothing compiled.
#[test]
fn a_file_with_no_class_that_has_the_method_is_one_line() {
    let dir = TempDir::new("solution-class");
    let cases = [
        (
            "java",
            "class P529 {\n    public char[][] updateboard(char[][] b, int[] c) { return b; }\n}\n",
            "its classes: P529",
        ),
        (
            "py",
            "class Minesweeper:\n    def update_board(self, b, c):\n        return b\n",
            "its classes: Minesweeper",
        ),
        (
            "cpp",
            "int updateBoard(int x) { return x; }\n",
            "the file declares no class",
        ),
    ];
    for (ext, source, why) in cases {
        let file = dir.path(&format!("sol.{ext}"));
        std::fs::write(&file, source).unwrap();
        if !toolchain(ext) {
            continue;
        }
        let r = run(&["stress", "minesweeper", "--solution", &file], "");
        r.fails_with(&format!(
            "{file} has no class with a method updateBoard: LeetCode calls Solution's updateBoard, and so does the harness; {why}"
        ));
        assert!(r.stdout.is_empty(), "{}", r.describe());
    }
    let file = dir.path("sol.rs");
    std::fs::write(&file, "struct Solution;\nfn update_board() {}\n").unwrap();
    if toolchain("rs") {
        run(&["stress", "minesweeper", "--solution", &file], "").fails_with(&format!(
            "{file} has no `impl` with `fn update_board`: LeetCode calls `Solution::update_board`, and so does the harness"
        ));
    }
}

/// A compile error in a Java file with a package line names the file and
/// its own line (LeetCode's imports go after the package clause, on its
/// line), and no scratch directory.
#[test]
fn compiler_messages_name_the_contestants_file_and_line() {
    if !toolchain("java") {
        return;
    }
    let dir = TempDir::new("solution-javac");
    let file = dir.path("Bad.java");
    let source = "package a.b;\n\nclass Solution {\n    public boolean checkMove(char[][] b, int r, int c, char color) {\n        return r +;\n    }\n}\n";
    std::fs::write(&file, source).unwrap();
    let r = run(&["stress", "check-move", "--solution", &file], "");
    assert_eq!(r.status, Some(1), "{}", r.describe());
    // Nothing compiled, so no compile time reported.
    assert!(r.stdout.is_empty(), "{}", r.describe());
    // After the progress line of a compilation past a second, if any.
    let first = r
        .stderr
        .lines()
        .find(|l| !l.starts_with("stress: compiling "));
    assert!(
        first.is_some_and(|l| l.starts_with(&format!("{file}:5: error: "))),
        "{}",
        r.describe()
    );
    assert!(
        !r.stderr.contains("boardsolve-solution-"),
        "{}",
        r.describe()
    );
    assert!(
        r.stderr.ends_with(&format!(
            "error: {file} is not runnable: it does not compile (javac: exit status 1; its messages are above)\n"
        )),
        "{}",
        r.describe()
    );
}

/// A crash's message shows the solution's frames, never the harness's
/// scratch directory, nor a harness file (Go's `./main.go:155` in a
/// goroutine's trace reads "boardsolve's harness").
#[test]
fn crash_messages_name_no_scratch_directory() {
    for ext in ["py", "cpp", "java", "js", "go", "rs"] {
        if !toolchain(ext) {
            continue;
        }
        let file = Path::new(SOLUTIONS).join(format!("flip-chess/raises.{ext}"));
        let r = stress(
            "flip-chess",
            &file,
            &["--seeds", "1..=1", "--shrink-time", "0"],
        );
        let out = r.stdout();
        assert!(out.contains(" fails: crashed: "), "{}", r.describe());
        assert!(!out.contains("boardsolve-solution-"), "{}", r.describe());
        for harness in Lang::ALL.map(Lang::harness_file) {
            assert!(!out.contains(harness), "{harness}\n{}", r.describe());
        }
    }
}

/// The report of a solution that cannot run: status 1, its message, no
/// shrinking, nothing saved.
fn not_runnable(problem: &str, name: &str, source: &str, words: &str) {
    let dir = TempDir::new("solution-broken");
    let file = dir.path(name);
    std::fs::write(&file, source).unwrap();
    let save = dir.path("test");
    let r = run(
        &["stress", problem, "--solution", &file, "--save", &save],
        "",
    );
    let out = r.stdout();
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        // The page's examples run first.
        out.starts_with("not runnable: the program fails before any answer, on example 1 of the problem page and on an empty input alike (exit status 1); not shrunk\nstderr:\n"),
        "{}",
        r.describe()
    );
    assert!(out.contains(words), "{words}\n{}", r.describe());
    assert!(!out.contains("shrinking"), "{}", r.describe());
    assert!(!Path::new(&save).exists(), "{}", r.describe());
}

#[test]
fn a_solution_that_cannot_start_is_not_runnable_not_shrunk() {
    if toolchain("py") {
        let syntax = "class Solution:\n    def flipChess(self, chessboard):\n        return len(chessboard) +\n";
        not_runnable("flip-chess", "syntax.py", syntax, "line 3\n");
        not_runnable(
            "flip-chess",
            "syntax.py",
            syntax,
            "SyntaxError: invalid syntax",
        );
        let import = "import numpyy\n\nclass Solution:\n    def flipChess(self, chessboard):\n        return 0\n";
        not_runnable(
            "flip-chess",
            "import.py",
            import,
            "ModuleNotFoundError: No module named 'numpyy'",
        );
        // A whole program (the registry's first problem that takes one)
        // that dies before it reads.
        let name = "print(undefined_name)\n";
        let whole = boardsolve::problems::Problem::ALL
            .into_iter()
            .find(|p| !p.about().leetcode())
            .expect("a whole-program problem in the registry");
        not_runnable(
            whole.name(),
            "name.py",
            name,
            "NameError: name 'undefined_name' is not defined",
        );
    }
    if toolchain("js") {
        let typo = "var flipchess = function (chessboard) {\n    return 0;\n};\n";
        not_runnable(
            "flip-chess",
            "typo.js",
            typo,
            "ReferenceError: flipChess is not defined",
        );
    }
}

/// A crash on some inputs only (`raises.py` raises on boards of more than
/// one row, and an empty input has none) is a crash found and shrunk.
#[test]
fn a_crash_on_some_inputs_is_still_shrunk() {
    if !toolchain("py") {
        return;
    }
    let file = Path::new(SOLUTIONS).join("flip-chess/raises.py");
    let r = stress("flip-chess", &file, &["--seeds", "1..=1"]);
    let out = r.stdout();
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        out.starts_with("seed 1 fails: crashed: "),
        "{}",
        r.describe()
    );
    assert!(
        out.contains("smallest failing input: 2x1 with 0 stones"),
        "{}",
        r.describe()
    );
}

/// The compile step is reported on its own line, before the seeds (whose
/// time leaves it out), and says so on stderr while it runs past a second.
#[test]
fn the_compile_step_is_reported_on_its_own() {
    if !toolchain("cpp") {
        return;
    }
    let file = Path::new(SOLUTIONS).join("flip-chess/correct.cpp");
    let r = stress("flip-chess", &file, &["--seeds", "1..=1"]);
    let out = r.stdout();
    let (first, rest) = out.split_once('\n').unwrap();
    let took = first
        .strip_prefix(&format!("compiled {} with g++ in ", file.display()))
        .and_then(|t| t.strip_suffix(" s"))
        .unwrap_or_else(|| panic!("{}", r.describe()));
    let took: f64 = took.parse().unwrap();
    assert!(
        rest.starts_with("ok: 1 seed passed in "),
        "{}",
        r.describe()
    );
    let progress = format!("stress: compiling {} with g++...\n", file.display());
    // Past a second it said so; well under one it did not.
    if took >= 1.1 {
        assert!(r.stderr.contains(&progress), "{}", r.describe());
    } else if took < 0.9 {
        assert!(!r.stderr.contains(&progress), "{}", r.describe());
    }
}

#[test]
fn a_solution_file_where_command_goes_gets_the_solution_hint() {
    run(&["stress", "minesweeper", "sol.py"], "").usage_error(
        "unexpected argument 'sol.py': a Python 3 solution file goes after --solution (--solution sol.py), a program to run after -- (-- ./program)",
    );
    run(&["stress", "minesweeper", "./prog"], "").usage_error(
        "unexpected argument './prog': the program to run goes after -- (-- ./prog), a solution file after --solution",
    );
    let dir = TempDir::new("solution-hint");
    let file = dir.path("sol.py");
    std::fs::write(&file, "").unwrap();
    let r = run(&["stress", "minesweeper", "--", &file], "");
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr
            .trim_end()
            .ends_with(&format!("; to stress a solution file, --solution {file}")),
        "{}",
        r.describe()
    );
}
