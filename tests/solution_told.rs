//! Files `stress --solution` cannot run as they are (`tests/solutions/
//! told/`, and variants of `as-written/` made here): several classes
//! with the method, unbalanced submit-region markers, Python 2. Each is
//! one message with its status (2 when the command line must choose, 1
//! when the file is at fault), nothing compiled or run; and every piece
//! of advice a message gives is followed here, and the file then runs.

use crate::solution::{stress, toolchain, SOLUTIONS};
use crate::solution_files::after_compiling;
use crate::util::{run, Run, TempDir};
use std::path::{Path, PathBuf};

fn told(name: &str) -> PathBuf {
    Path::new(SOLUTIONS).join("told/game-of-life").join(name)
}

fn as_written(name: &str) -> PathBuf {
    Path::new(SOLUTIONS)
        .join("as-written/game-of-life")
        .join(name)
}

/// Asserts a usage error (status 2) whose first line is `error: MSG`,
/// nothing on stdout.
fn usage_message(r: &Run, msg: &str) {
    assert_eq!(r.status, Some(2), "{}", r.describe());
    assert_eq!(
        r.stderr.lines().next(),
        Some(format!("error: {msg}").as_str()),
        "{}",
        r.describe()
    );
    assert!(r.stdout.is_empty(), "{}", r.describe());
}

/// The `--class NAME` options a message offers, `NAME` itself left out.
fn offered(msg: &str) -> Vec<String> {
    msg.split("--class ")
        .skip(1)
        .map(|rest| {
            let end = rest.find([' ', ')']).unwrap_or(rest.len());
            rest[..end].to_string()
        })
        .filter(|name| name != "NAME")
        .collect()
}

/// A passing run with its head naming the class it calls.
fn passes_using(r: &Run, using: &str) {
    let out = r.stdout();
    assert!(
        r.status == Some(0) && after_compiling(&out).starts_with("ok: 5 seeds passed"),
        "{}",
        r.describe()
    );
    assert_eq!(out.lines().next(), Some(using), "{}", r.describe());
}

/// Several classes (or functions) with the method: status 2, one message
/// naming them and `--class`; each option it offers, followed, runs and
/// the report's head says which class it calls.
#[test]
fn several_classes_with_the_method_ask_for_one_and_each_runs() {
    let dir = TempDir::new("told-several");
    let py = dir.path("two.py");
    let life = std::fs::read_to_string(as_written("prints.py")).unwrap();
    std::fs::write(
        &py,
        format!(
            "{}\n\n{}",
            life.replace("class Solution:", "class Solution1:"),
            life.replace("class Solution:", "class Solution2:")
        ),
    )
    .unwrap();
    let cpp = dir.path("two.cpp");
    let life =
        std::fs::read_to_string(Path::new(SOLUTIONS).join("game-of-life/correct.cpp")).unwrap();
    std::fs::write(
        &cpp,
        format!(
            "{}\n{}",
            life.replace("class Solution", "class Copying"),
            life.replace("class Solution", "struct Again")
        ),
    )
    .unwrap();
    let rs = dir.path("two.rs");
    let life =
        std::fs::read_to_string(Path::new(SOLUTIONS).join("game-of-life/correct.rs")).unwrap();
    std::fs::write(
        &rs,
        format!(
            "pub struct First;\npub struct Second;\n{}\n{}",
            life.replace("impl Solution", "impl First"),
            life.replace("impl Solution", "impl Second")
        ),
    )
    .unwrap();
    let js = dir.path("two.js");
    let life =
        std::fs::read_to_string(Path::new(SOLUTIONS).join("game-of-life/correct.js")).unwrap();
    std::fs::write(
        &js,
        format!(
            "{}\n{}",
            life.replace("var gameOfLife ", "var gameOfLife1 "),
            life.replace("var gameOfLife ", "const gameOfLife_2 ")
        ),
    )
    .unwrap();
    let java = told("_289.java");
    let go = told("game_of_life_two_ways.go");
    let cases: [(&str, PathBuf, &str, &str); 6] = [
        (
            "java",
            java,
            "classes Solution1 and Solution2 have gameOfLife, which LeetCode calls on one class, Solution",
            "using class _289.{}'s gameOfLife: LeetCode calls Solution's",
        ),
        (
            "go",
            go,
            "has no function gameOfLife, which LeetCode calls, but has gameOfLife1 and gameOfLife2",
            "using function {}: LeetCode calls gameOfLife",
        ),
        (
            "py",
            py.into(),
            "classes Solution1 and Solution2 have gameOfLife, which LeetCode calls on one class, Solution",
            "using class {}'s gameOfLife: LeetCode calls Solution's",
        ),
        (
            "cpp",
            cpp.into(),
            "classes Copying and Again have gameOfLife, which LeetCode calls on one class, Solution",
            "using class {}'s gameOfLife: LeetCode calls Solution's",
        ),
        (
            "rs",
            rs.into(),
            "types First and Second have game_of_life, which LeetCode calls on one type, Solution",
            "using type {}'s game_of_life: LeetCode calls Solution's",
        ),
        (
            "js",
            js.into(),
            "has no function gameOfLife, which LeetCode calls, but has gameOfLife1 and gameOfLife_2",
            "using function {}: LeetCode calls gameOfLife",
        ),
    ];
    for (ext, file, words, using) in cases {
        if !toolchain(ext) {
            continue;
        }
        let r = stress("game-of-life", &file, &["--seeds", "1..=5"]);
        let shown = file.display().to_string();
        let options = offered(&r.stderr);
        let sep = if words.starts_with("has ") { " " } else { ": " };
        let list: Vec<String> = options.iter().map(|o| format!("--class {o}")).collect();
        usage_message(
            &r,
            &format!(
                "{shown}{sep}{words}: choose the one to stress with --class NAME ({})",
                list.join(" or ")
            ),
        );
        assert_eq!(options.len(), 2, "{}", r.describe());
        for name in options {
            let r = stress(
                "game-of-life",
                &file,
                &["--seeds", "1..=5", "--class", &name],
            );
            passes_using(&r, &using.replace("{}", &name));
        }
    }
}

/// `--class` names a class the file has, goes with a solution of a
/// LeetCode problem, and with `--solution` only.
#[test]
fn class_is_checked_against_the_file_and_the_problem() {
    let java = told("_289.java");
    let shown = java.display().to_string();
    let r = stress("game-of-life", &java, &["--class", "Solution3"]);
    usage_message(
        &r,
        &format!("--class Solution3: {shown} has no class Solution3 (its classes with gameOfLife: Solution1 and Solution2)"),
    );
    let go = Path::new(SOLUTIONS).join("go-capture/no-captures.py");
    let r = stress("go-capture", &go, &["--class", "Solution"]);
    usage_message(
        &r,
        "--class picks the class of a LeetCode solution; go-capture's --solution is a whole program",
    );
    run(&["stress", "game-of-life", "--class", "A", "--", "cat"], "").usage_error("--solution");
}

/// The begin and end markers of the plugin's submit region.
const BEGIN: &str = "//leetcode submit region begin(Prohibit modification and deletion)";
const END: &str = "//leetcode submit region end(Prohibit modification and deletion)";

/// Inserts `line` as a line of its own before line `at` (1-based) of
/// `text`.
fn insert_line(text: &str, at: usize, line: &str) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(at - 1, line);
    lines.join("\n") + "\n"
}

/// The 1-based number of the line of `text` that is `line` (trimmed).
fn line_of(text: &str, line: &str) -> usize {
    text.lines().position(|l| l.trim() == line).unwrap() + 1
}

/// Unbalanced submit-region markers: status 1, one message naming the
/// line and the marker to add; added where it says (below or above the
/// solution), the file runs.
#[test]
fn unbalanced_region_markers_say_which_marker_to_add_and_where() {
    let dir = TempDir::new("told-markers");
    let files = [
        ("java", "P289GameOfLife.java", "//", "class Solution {"),
        ("py", "p289_game_of_life.py", "# ", "class Solution:"),
        (
            "go",
            "p289_game_of_life.go",
            "//",
            "func gameOfLife(board [][]int) {",
        ),
    ];
    for (ext, name, comment, head) in files {
        if !toolchain(ext) {
            continue;
        }
        let text = std::fs::read_to_string(as_written(name)).unwrap();
        let begin = BEGIN.replacen("//", comment, 1);
        let end = END.replacen("//", comment, 1);
        let (b, e) = (line_of(&text, &begin), line_of(&text, &end));
        // No end marker: the message names the begin marker's line.
        let no_end: String = text
            .lines()
            .filter(|l| l.trim() != end)
            .map(|l| format!("{l}\n"))
            .collect();
        let file = dir.path(&format!("no-end-{name}"));
        std::fs::write(&file, &no_end).unwrap();
        let r = stress("game-of-life", Path::new(&file), &["--seeds", "1..=5"]);
        let marker = if comment == "# " {
            "#leetcode submit region end(Prohibit modification and deletion)".to_string()
        } else {
            END.to_string()
        };
        r.fails_with(&format!(
            "{file}, line {b}: the `leetcode submit region begin` marker has no end marker after it: the plugin submits the code between the two; add `{marker}` below the solution"
        ));
        assert!(r.stdout.is_empty(), "{}", r.describe());
        // Followed: the marker below the solution, where the end was.
        std::fs::write(&file, insert_line(&no_end, e, &marker)).unwrap();
        let r = stress("game-of-life", Path::new(&file), &["--seeds", "1..=5"]);
        assert!(
            after_compiling(&r.stdout()).starts_with("ok: 5 seeds passed"),
            "{}",
            r.describe()
        );
        // No begin marker: the message names the end marker's line.
        let no_begin: String = text
            .lines()
            .filter(|l| l.trim() != begin)
            .map(|l| format!("{l}\n"))
            .collect();
        let file = dir.path(&format!("no-begin-{name}"));
        std::fs::write(&file, &no_begin).unwrap();
        let r = stress("game-of-life", Path::new(&file), &["--seeds", "1..=5"]);
        let marker = marker.replace(" end(", " begin(");
        r.fails_with(&format!(
            "{file}, line {}: a `leetcode submit region end` marker with no begin marker before it: the plugin submits the code between the two; add `{marker}` above the solution",
            e - 1
        ));
        // Followed: the marker above the solution.
        let above = line_of(&no_begin, head);
        std::fs::write(&file, insert_line(&no_begin, above, &marker)).unwrap();
        let r = stress("game-of-life", Path::new(&file), &["--seeds", "1..=5"]);
        assert!(
            after_compiling(&r.stdout()).starts_with("ok: 5 seeds passed"),
            "{}",
            r.describe()
        );
    }
}

/// Inside the submit region, and in a file with its own `main`, compiler
/// messages keep the file's line numbers and name boardsolve's harness,
/// never a harness file (`main.go:129`, `harness.rs:12`).
#[test]
fn compiler_messages_keep_the_files_lines_and_name_no_harness_file() {
    let dir = TempDir::new("told-lines");
    // A statement that does not compile, on the line of `at` in the file.
    let cases = [
        (
            "cpp",
            "p289_game_of_life.cpp",
            "int m = board.size()",
            "        int broken = ;\n",
        ),
        (
            "java",
            "P289GameOfLife.java",
            "int m = board.length",
            "        int broken = ;\n",
        ),
        (
            "go",
            "p289_game_of_life.go",
            "m, n := len(board)",
            "\tvar broken int = \"x\"\n",
        ),
        (
            "rs",
            "game_of_life.rs",
            "let m = board.len()",
            "        let broken: i32 = \"x\";\n",
        ),
    ];
    for (ext, name, at, bad) in cases {
        if !toolchain(ext) {
            continue;
        }
        let text = std::fs::read_to_string(as_written(name)).unwrap();
        let line = text.lines().position(|l| l.contains(at)).unwrap() + 1;
        let file = dir.path(name);
        std::fs::write(&file, insert_line(&text, line, bad.trim_end())).unwrap();
        let r = stress("game-of-life", Path::new(&file), &["--seeds", "1..=5"]);
        assert_eq!(r.status, Some(1), "{}", r.describe());
        assert!(
            r.stderr.contains(&format!("{file}:{line}:")),
            "{ext}: line {line}\n{}",
            r.describe()
        );
        // A method of the wrong type: the harness's call is named so.
        let wrong = match ext {
            "cpp" => text.replace("vector<vector<int>>& board", "vector<vector<char>>& board"),
            "java" => text.replace("gameOfLife(int[][] board)", "gameOfLife(char[][] board)"),
            "go" => text.replace(
                "func gameOfLife(board [][]int)",
                "func gameOfLife(board [][]byte)",
            ),
            _ => text.replace("board: &mut Vec<Vec<i32>>", "board: Vec<Vec<i32>>"),
        };
        assert_ne!(wrong, text, "{ext}");
        std::fs::write(&file, wrong).unwrap();
        let r = stress("game-of-life", Path::new(&file), &["--seeds", "1..=5"]);
        assert_eq!(r.status, Some(1), "{}", r.describe());
        assert!(
            r.stderr.contains("boardsolve's harness"),
            "{}",
            r.describe()
        );
        for harness in [
            "main.go",
            "harness.rs",
            "harness.cpp",
            "Main.java",
            "builtins.go",
        ] {
            assert!(!r.stderr.contains(harness), "{harness}\n{}", r.describe());
        }
    }
}

/// The fixes a Python 2 message names, applied as it says: each `write A
/// for B` it lists.
fn python3(text: &str, msg: &str) -> String {
    let mut out = text.to_string();
    if msg.contains("range for xrange") {
        out = out.replace("xrange(", "range(");
    }
    if msg.contains("print(x) for print x") {
        let lines: Vec<String> = out
            .lines()
            .map(|l| match l.trim_start().strip_prefix("print ") {
                Some(rest) => format!("{}print({rest})", &l[..l.len() - l.trim_start().len()]),
                None => l.to_string(),
            })
            .collect();
        out = lines.join("\n") + "\n";
    }
    out
}

/// A Python 2 file: status 1, one message naming the first construct and
/// its line and every fix, nothing run; with the fixes made, it passes.
#[test]
fn python_2_is_told_once_with_its_fixes_which_make_it_run() {
    if !toolchain("py") {
        return;
    }
    let file = told("python2.py");
    let shown = file.display().to_string();
    let r = stress("game-of-life", &file, &["--seeds", "1..=5"]);
    let msg = format!(
        "{shown} is Python 2 (xrange at line 9); boardsolve runs it with python3, as LeetCode's \"Python3\" does; in Python 3 write range for xrange (lines 9, 10, 12, 13), print(x) for print x (line 20)"
    );
    r.fails_with(&msg);
    assert!(r.stdout.is_empty(), "{}", r.describe());
    let dir = TempDir::new("told-python2");
    let fixed = dir.path("python3.py");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&fixed, python3(&text, &msg)).unwrap();
    let r = stress("game-of-life", Path::new(&fixed), &["--seeds", "1..=5"]);
    assert!(r.ok().starts_with("ok: 5 seeds passed"));
    // A whole program too (go-capture's), before it runs.
    let whole = dir.path("replay.py");
    std::fs::write(
        &whole,
        "m = int(raw_input())\nfor i in range(m):\n    print 0, 0\n",
    )
    .unwrap();
    run(&["stress", "go-capture", "--solution", &whole], "").fails_with(&format!(
        "{whole} is Python 2 (raw_input at line 1); boardsolve runs it with python3, as LeetCode's \"Python3\" does; in Python 3 write input for raw_input (line 1), print(x) for print x (line 3)"
    ));
}

/// The hint for a solution file given where COMMAND goes, followed, runs.
#[test]
fn the_hint_for_a_solution_file_where_command_goes_runs_when_followed() {
    if !toolchain("py") {
        return;
    }
    let file = Path::new(SOLUTIONS).join("game-of-life/correct.py");
    let file = file.to_str().unwrap();
    let r = run(&["stress", "game-of-life", file], "");
    r.usage_error(&format!("(--solution {file})"));
    let r = run(
        &[
            "stress",
            "game-of-life",
            "--seeds",
            "1..=3",
            "--solution",
            file,
        ],
        "",
    );
    assert!(r.ok().starts_with("ok: 3 seeds passed"));
}
