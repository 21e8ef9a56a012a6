//! `stress --input FILE`: the user's own testcases run one by one, as
//! LeetCode's Run button runs them (issue 43): read as boardsolve reads
//! an input (labels, single quotes, a pasted page), each case's
//! boardsolve answer beside what the solution returned and what it
//! printed, status 0 when all are accepted, 1 when not.

use crate::solution::{toolchain, SOLUTIONS};
use crate::util::{run, TempDir};
use std::path::Path;

/// LeetCode 289's two examples, as a contestant types them into the
/// testcase box (labels, a space after each comma).
const EXAMPLES: &str = "board = [[0,1,0],[0,0,1],[1,1,1],[0,0,0]]\nboard = [[1, 1], [1, 0]]\n";
/// Their outputs, as the problem's page gives them.
const OUTPUTS: [&str; 2] = ["[[0,0,0],[1,0,1],[0,1,1],[0,1,0]]", "[[1,1],[1,1]]"];

fn solution(path: &str) -> String {
    Path::new(SOLUTIONS).join(path).display().to_string()
}

/// `stress game-of-life --solution FILE --input -` with `input` on stdin.
fn run_input(file: &str, input: &str, extra: &[&str]) -> crate::util::Run {
    let mut args = vec!["stress", "game-of-life", "--solution", file, "--input", "-"];
    args.extend(extra);
    run(&args, input)
}

/// A correct solution that prints while it works: each case accepted,
/// its input written as LeetCode's box holds it, the page's answer
/// beside the returned one, and its prints under their own heading.
#[test]
fn each_testcase_shows_the_answer_the_returned_value_and_the_prints() {
    let r = run_input(
        &solution("as-written/game-of-life/prints.py"),
        EXAMPLES,
        &[],
    );
    let out = r.ok();
    let cases: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(cases.len(), 3, "{out}");
    assert!(cases[0].starts_with("testcase 1: accepted ("), "{out}");
    assert!(
        cases[0].contains(&format!(
            "\ninput:\n[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]\nexpected (boardsolve's answer):\n{}\nreturned:\n{}\nprinted by the solution, as LeetCode's Stdout panel shows it (not judged):\nboard 4 x 3\n[0, 0, 0]\n",
            OUTPUTS[0], OUTPUTS[0]
        )),
        "{out}"
    );
    assert!(cases[1].starts_with("testcase 2: accepted ("), "{out}");
    assert!(
        cases[1].contains(&format!(
            "\ninput:\n[[1,1],[1,0]]\nexpected (boardsolve's answer):\n{}\nreturned:\n{}\n",
            OUTPUTS[1], OUTPUTS[1]
        )),
        "{out}"
    );
    assert_eq!(cases[2], "2 of 2 testcases accepted\n");
}

/// A wrong solution (each cell updated in place, in order): status 1,
/// the failing case's verdict, its returned board beside boardsolve's.
#[test]
fn a_wrong_answer_is_status_1_with_both_answers() {
    let r = run_input(&solution("game-of-life/updates-in-order.py"), EXAMPLES, &[]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let out = r.stdout();
    assert!(
        out.starts_with("testcase 1: wrong answer: case 1, row 1, column 0 (output line 1): expected \"1\", found \"0\"\n"),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "expected (boardsolve's answer):\n{}\nreturned:\n[[0,0,0],[0,0,1],[0,1,1],[0,0,0]]\n",
            OUTPUTS[0]
        )),
        "{out}"
    );
    // Each cell changed at once (worked by hand): (1, 0) counts (0, 1)
    // already dead. The second example is right all the same.
    assert!(out.contains("\ntestcase 2: accepted ("), "{out}");
    assert!(out.ends_with("\n1 of 2 testcases accepted\n"), "{out}");
}

/// An example section pasted from the problem's page is read as the
/// solver reads it: its inputs run, boardsolve's answers judge them.
#[test]
fn a_pasted_page_runs_its_examples() {
    let page = format!(
        "Example 1:\n\nInput: board = [[0,1,0],[0,0,1],[1,1,1],[0,0,0]]\nOutput: {}\nExample 2:\n\nInput: board = [[1,1],[1,0]]\nOutput: {}\n",
        OUTPUTS[0], OUTPUTS[1]
    );
    let r = run_input(&solution("game-of-life/correct.py"), &page, &[]);
    let out = r.ok();
    assert!(out.ends_with("\n2 of 2 testcases accepted\n"), "{out}");
}

/// A solution that hangs is a time-out on the testcase, as a seed's.
#[test]
fn a_solution_that_hangs_times_out() {
    let dir = TempDir::new("input-hangs");
    let file = dir.path("hangs.py");
    std::fs::write(
        &file,
        "import time\n\nclass Solution:\n    def gameOfLife(self, board):\n        time.sleep(100)\n",
    )
    .unwrap();
    let r = run_input(&file, "[[1]]\n", &["--timeout", "0.3"]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout().starts_with(
            "testcase 1: time limit exceeded (it waited 3 times the 0.3 s limit without an answer"
        ),
        "{}",
        r.describe()
    );
}

/// A whole program (go-capture's) runs on the file as it is given, its
/// output beside boardsolve's answer; a wrong one is status 1.
#[test]
fn a_whole_program_runs_on_the_file() {
    if !toolchain("cpp") {
        return;
    }
    let go = crate::zoo::zoo().join("go");
    let dir = TempDir::new("input-whole");
    let input = dir.path("sample.in");
    // Luogu P10864's sample, whose answer its page gives.
    std::fs::write(&input, "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n").unwrap();
    let answer = "0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n0 0\n3 0\n";
    let go = go.to_str().unwrap();
    let args = |mistake| {
        run(
            &["stress", "go-capture", "--input", &input, "--", go, mistake],
            "",
        )
    };
    let r = args("correct");
    let out = r.ok();
    assert!(out.starts_with("testcase 1: accepted ("), "{out}");
    assert!(
        out.contains(&format!(
            "expected (boardsolve's answer):\n{answer}output:\n{answer}\n"
        )),
        "{out}"
    );
    let r = args("zero");
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout().ends_with("\n0 of 1 testcase accepted\n"),
        "{}",
        r.describe()
    );
}

/// The whole file is checked before anything runs or compiles: a fault
/// in its second testcase (a move off the board, which only the rules,
/// not the grammar, rule out) is one line at the file's own line and
/// column, as `boardsolve check-move` reading the file says it, with no
/// testcase run; and a bad file is told before a solution that does not
/// even compile is compiled.
#[test]
fn a_bad_testcase_is_told_at_its_line_in_the_file_before_anything_runs() {
    const CASES: &str = "[[\".\",\".\",\".\"],[\".\",\"B\",\".\"],[\".\",\".\",\".\"]]\n0\n0\n\"W\"\n[[\".\",\".\",\".\"],[\".\",\"B\",\".\"],[\".\",\".\",\".\"]]\n0\n9\n\"W\"\n";
    const FAULT: &str = "line 7, column 1: cMove = 9 is outside the board (columns 0..=2)";
    let solver = run(&["check-move"], CASES);
    assert_eq!(
        solver.stderr,
        format!("error: {FAULT}\n"),
        "{}",
        solver.describe()
    );
    let dir = TempDir::new("input-first");
    let correct = solution("check-move/correct.py");
    let broken = dir.path("broken.cpp");
    std::fs::write(&broken, "class Solution { public: bool checkMove( }\n").unwrap();
    for file in [correct.as_str(), broken.as_str()] {
        let r = run(
            &["stress", "check-move", "--solution", file, "--input", "-"],
            CASES,
        );
        assert_eq!(r.status, Some(1), "{}", r.describe());
        assert_eq!(r.stdout(), "", "{}", r.describe());
        assert_eq!(r.stderr, format!("error: -: {FAULT}\n"), "{}", r.describe());
    }
}

/// A file that is no input of the problem is one line, status 1, naming
/// the file and the place; a missing file too; `--input` with `--seeds`
/// is a usage error.
#[test]
fn a_bad_input_file_is_one_message() {
    let file = solution("game-of-life/correct.py");
    let r = run_input(&file, "board = [[1,1],[1]]\n", &[]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert_eq!(
        r.stderr.lines().last().unwrap(),
        "error: -: line 1, column 19: row 1 has 1 cell, expected 2 like row 0"
    );
    let r = run(
        &[
            "stress",
            "game-of-life",
            "--solution",
            &file,
            "--input",
            "/nonexistent/cases.txt",
        ],
        "",
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr
            .contains("error: cannot open /nonexistent/cases.txt: "),
        "{}",
        r.describe()
    );
    let r = run(
        &[
            "stress",
            "game-of-life",
            "--solution",
            &file,
            "--input",
            "-",
            "--seeds",
            "1..=2",
        ],
        "",
    );
    assert_eq!(r.status, Some(2), "{}", r.describe());
}

/// A program that cannot start is the program's fault, not the file's:
/// the message names the program, never the file (the file is named only
/// where its text is at fault).
#[test]
fn a_program_that_cannot_start_is_not_the_files_fault() {
    let dir = TempDir::new("input-cannot-start");
    let input = dir.path("sample.in");
    std::fs::write(&input, "1\n1 1\n").unwrap();
    let r = run(
        &[
            "stress",
            "go-capture",
            "--input",
            &input,
            "--shell",
            "--",
            "boardsolve-no-such-command",
        ],
        "",
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let last = r.stderr.lines().last().unwrap();
    assert!(
        last.starts_with(
            "error: cannot start sh -c 'boardsolve-no-such-command': exit status 127: "
        ),
        "{}",
        r.describe()
    );
    assert!(!r.stderr.contains(&input), "{}", r.describe());
}
