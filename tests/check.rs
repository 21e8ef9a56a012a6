//! `check` in each calling convention (testlib, oj, DOMjudge/Kattis): its
//! statuses and verdict lines, a RESULT file and testlib's XML, a jury
//! answer that must agree, `-` for stdin, a bad command line, and
//! DOMjudge's letter case. Its regressions and bounds: `check_bounds.rs`.

use crate::util::{run, TempDir, BIN};
use std::fs;
use std::process::Command;

/// Writes `contents` to the file `name` in `d`; returns its path.
pub(crate) fn file(d: &TempDir, name: &str, contents: impl AsRef<[u8]>) -> String {
    fs::write(d.0.join(name), contents).unwrap();
    d.path(name)
}

/// Runs `boardsolve check ARGS`: the status and the verdict on stderr
/// (nothing ever goes to stdout).
pub(crate) fn check(args: &[&str], stdin: &str) -> (Option<i32>, String) {
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    let r = run(&all, stdin);
    assert!(r.stdout.is_empty(), "{}", r.describe());
    (r.status, r.stderr)
}

const REPLAY: &str = "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n";
pub(crate) const ANSWER: &str = "0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n0 0\n3 0\n";

/// A directory with the sample replay (`in`), its answer (`ans`) and a
/// wrong answer (`wrong`: move 3 says `1 0`).
pub(crate) fn replay_dir(name: &str) -> (TempDir, String, String, String) {
    let d = TempDir::new(name);
    let input = file(&d, "in", REPLAY);
    let answer = file(&d, "ans", ANSWER);
    let wrong = file(&d, "wrong", ANSWER.replace("0 1\n", "1 0\n"));
    (d, input, answer, wrong)
}

/// The verdict on `wrong` on stderr, as testlib writes it: its words, a
/// space, the comment.
const WRONG_MOVE_3: &str = "wrong answer move 3 (output line 3): expected \"0 1\", found \"1 0\"\n";
/// The comment alone, as testlib writes it to a result file.
const WRONG_MOVE_3_COMMENT: &str = "move 3 (output line 3): expected \"0 1\", found \"1 0\"";
/// The verdict line in DOMjudge's judgemessage.txt.
const WRONG_MOVE_3_DOMJUDGE: &str =
    "wrong answer: move 3 (output line 3): expected \"0 1\", found \"1 0\"\n";

#[test]
fn testlib_statuses_and_verdict_lines() {
    let (d, input, answer, wrong) = replay_dir("check-testlib");
    assert_eq!(
        check(&["go-capture", &input, &answer], ""),
        (Some(0), "ok 8 moves\n".into())
    );
    assert_eq!(
        check(&["p10864", &input, &wrong], ""),
        (Some(1), WRONG_MOVE_3.into())
    );
    let short = file(&d, "short", "0 0\n0 0\n");
    assert_eq!(
        check(&["go-capture", &input, &short], ""),
        (
            Some(2),
            "wrong output format move 3 (output line 3): expected an integer, found end of output\n"
                .into()
        )
    );
    // FAIL: the judge's fault, never the contestant's.
    let bad = file(&d, "bad-in", "3\n1 2\n");
    assert_eq!(
        check(&["go-capture", &bad, &answer], ""),
        (
            Some(3),
            format!("FAIL the input {bad} is not valid: line 3, column 1: input ends after move 1 of 3\n")
        )
    );
    // A missing input or jury answer is FAIL; a missing output is the
    // contestant's (testlib's InStream::reset: "Output file not found").
    let missing = d.path("no-such-file");
    for args in [
        vec![&missing, &answer],
        vec![&input, &answer, &missing],
        vec![&missing, &missing],
    ] {
        let mut all = vec!["go-capture"];
        all.extend(args.iter().map(|a| a.as_str()));
        assert_eq!(
            check(&all, ""),
            (
                Some(3),
                format!("FAIL cannot read {missing}: No such file or directory (os error 2)\n")
            ),
            "{all:?}"
        );
    }
    assert_eq!(
        check(&["go-capture", &input, &missing], ""),
        (
            Some(2),
            format!("wrong output format Output file not found: \"{missing}\"\n")
        )
    );
    let (status, msg) = check(&["go-capture", &input, &d.path("")], "");
    assert_eq!(status, Some(3));
    assert!(
        msg.starts_with("FAIL cannot read ") && msg.contains("Is a directory"),
        "{msg}"
    );
}

#[test]
fn a_jury_answer_must_agree_with_boardsolve() {
    let (d, input, answer, wrong) = replay_dir("check-jury");
    let spaced = file(
        &d,
        "spaced",
        ANSWER.replace('\n', " \r\n").replace("0 0", "0   0"),
    );
    assert_eq!(
        check(&["go-capture", &input, &answer, &spaced], ""),
        (Some(0), "ok 8 moves\n".into())
    );
    assert_eq!(
        check(&["go-capture", &input, &wrong, &spaced], ""),
        (Some(1), WRONG_MOVE_3.into())
    );
    assert_eq!(
        check(&["go-capture", &input, &answer, &wrong], ""),
        (
            Some(3),
            format!(
                "FAIL the answer {wrong} disagrees with boardsolve's: wrong answer: move 3 (answer line 3): expected \"0 1\", found \"1 0\"\n"
            )
        )
    );
}

#[test]
fn the_verdict_goes_to_a_result_file_if_given() {
    let (d, input, answer, wrong) = replay_dir("check-result");
    let result = d.path("result.txt");
    // As testlib's InStream::quit: the comment alone (no words, no
    // newline) in the file, and on stderr an empty line and a pointer.
    const SEE_FILE: &str = "\nSee file to check exit message\n";
    assert_eq!(
        check(&["go-capture", &input, &wrong, &answer, &result], ""),
        (Some(1), SEE_FILE.into())
    );
    assert_eq!(fs::read_to_string(&result).unwrap(), WRONG_MOVE_3_COMMENT);
    assert_eq!(
        check(&["go-capture", &input, &answer, &answer, &result], ""),
        (Some(0), SEE_FILE.into())
    );
    assert_eq!(fs::read_to_string(&result).unwrap(), "8 moves");
    // A FAIL goes to the result file too.
    let bad = file(&d, "bad-in", "3\n1 2\n");
    assert_eq!(
        check(&["go-capture", &bad, &answer, &answer, &result], "").0,
        Some(3)
    );
    assert_eq!(
        fs::read_to_string(&result).unwrap(),
        format!("the input {bad} is not valid: line 3, column 1: input ends after move 1 of 3")
    );
    let unwritable = d.path("no-such-dir/result.txt");
    let (status, msg) = check(&["go-capture", &input, &wrong, &answer, &unwritable], "");
    assert_eq!(status, Some(3));
    assert!(
        msg.starts_with(&format!("FAIL cannot write the result file {unwritable}: ")),
        "{msg}"
    );
}

#[test]
fn a_dash_reads_the_output_from_stdin() {
    let (_d, input, _, _) = replay_dir("check-stdin");
    assert_eq!(
        check(&["go-capture", &input, "-"], ANSWER),
        (Some(0), "ok 8 moves\n".into())
    );
    assert_eq!(
        check(&["go-capture", &input, "-"], "0 0\n0 0\n1 0\n"),
        (Some(1), WRONG_MOVE_3.into())
    );
}

#[test]
fn a_bad_command_line_is_fail_and_help_is_not() {
    let (_d, input, answer, _) = replay_dir("check-usage");
    for (args, words) in [
        (vec![], "required arguments were not provided"),
        (vec!["go-capture", &input], "2 values required"),
        (vec!["no-such-problem", &input, &answer], "unknown problem"),
        (
            vec!["go-capture", &input, &answer, &answer, &answer, &answer],
            "expected INPUT OUTPUT [ANSWER [RESULT [-appes]]], found 5 files",
        ),
        (
            vec!["go-capture", &input, &answer, &answer, &answer, "-APPE"],
            "unexpected argument",
        ),
        (
            vec!["go-capture", &input, &answer, "-appes"],
            "-appes comes after INPUT OUTPUT ANSWER RESULT, found 2 files",
        ),
        (
            vec!["go-capture", "--size", "0", &input, &answer],
            "0 is not in 1..=10000",
        ),
        (
            vec!["go-capture", "--size", "50000", &input, &answer],
            "50000 is not in 1..=10000",
        ),
        (
            vec![
                "go-capture",
                "--size",
                "18446744073709551615",
                &input,
                &answer,
            ],
            "number too large",
        ),
        (
            vec!["othello-moves", "--size", "9", &input, &answer],
            "--size is only for go-capture",
        ),
        (
            vec!["go-capture", "--frobnicate", &input, &answer],
            "unexpected argument",
        ),
        (
            vec!["go-capture", "--domjudge", &input, &answer],
            "expected INPUT ANSWER FEEDBACK_DIR",
        ),
    ] {
        let (status, msg) = check(&args, "");
        assert_eq!(status, Some(3), "{args:?}: {msg}");
        assert!(msg.contains(words), "{args:?}: {msg}");
        // One verdict line, as every FAIL is: testlib's words and a space,
        // or for DOMjudge the verdict line.
        let head = match args.contains(&"--domjudge") {
            true => "FAIL: bad command line: ",
            false => "FAIL bad command line: ",
        };
        assert!(
            msg.starts_with(head) && msg.lines().count() == 1,
            "{args:?}: {msg}"
        );
    }
    let help = run(&["check", "--help"], "").ok();
    assert!(
        help.contains("boardsolve check [OPTIONS] PROBLEM INPUT OUTPUT [ANSWER [RESULT [-appes]]]"),
        "{help}"
    );
    assert!(help.contains("--domjudge"), "{help}");
    // Other subcommands keep clap's status 2.
    run(&["gen", "--frobnicate"], "").usage_error("unexpected argument");
}

/// The call `oj test --judge-command CMD` makes, as oj 11.5.1 makes it
/// (`onlinejudge_command/subcommand/test.py`, `SpecialJudge.run`): the
/// command string, the input, actual-output and expected-output paths
/// joined by spaces (an empty string when there is no expected output),
/// split by `shlex.split`, run without a shell; status 0 is AC. Prints the
/// status.
const OJ_CALL: &str = r#"
import shlex, subprocess, sys
judge_command, input_path, actual_path, expected_path = sys.argv[1:5]
command = ' '.join([judge_command, input_path, actual_path, expected_path])
proc = subprocess.Popen(shlex.split(command), stdout=subprocess.PIPE, stderr=sys.stderr)
answer, _ = proc.communicate()
print(proc.returncode, repr(answer))
"#;

#[test]
fn oj_calls_it_as_a_judge_command() {
    let (d, input, answer, wrong) = replay_dir("check-oj");
    let judge = format!("'{BIN}' check go-capture");
    let oj = |actual: &str, expected: &str| {
        let out = Command::new("python3")
            .args(["-c", OJ_CALL, &judge, &input, actual, expected])
            .output()
            .expect("python3 runs");
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    assert_eq!(
        oj(&answer, &answer),
        ("0 b''\n".into(), "ok 8 moves\n".into())
    );
    assert_eq!(oj(&answer, ""), ("0 b''\n".into(), "ok 8 moves\n".into()));
    assert_eq!(oj(&wrong, &answer), ("1 b''\n".into(), WRONG_MOVE_3.into()));
    let crlf = file(&d, "crlf", ANSWER.replace('\n', "\r\n"));
    assert_eq!(oj(&crlf, &answer).0, "0 b''\n");
}

#[test]
fn domjudge_and_kattis_output_validator() {
    let (d, input, answer, wrong) = replay_dir("check-domjudge");
    let feedback = format!("{}/", d.path(""));
    let message = || fs::read_to_string(format!("{feedback}judgemessage.txt")).unwrap();
    let validate = |extra: &[&str], output: &str| {
        let mut args = vec!["go-capture", "--domjudge", &input, &answer, &feedback];
        args.extend_from_slice(extra);
        check(&args, output)
    };
    assert_eq!(validate(&[], ANSWER), (Some(42), String::new()));
    assert_eq!(message(), "ok: 8 moves\n");
    let wrong_text = fs::read_to_string(&wrong).unwrap();
    assert_eq!(validate(&[], &wrong_text), (Some(43), String::new()));
    assert_eq!(message(), WRONG_MOVE_3_DOMJUDGE);
    assert_eq!(validate(&[], "0 0\nzero\n"), (Some(43), String::new()));
    assert_eq!(
        message(),
        "wrong output format: move 2 (output line 2): expected an integer, found \"zero\"\n"
    );
    // Validator flags from problem.yaml: space_change_sensitive checks
    // whitespace, the others change nothing here.
    let crlf = ANSWER.replace('\n', "\r\n");
    assert_eq!(
        validate(&["case_sensitive", "float_tolerance", "1e-6"], &crlf).0,
        Some(42)
    );
    assert_eq!(validate(&["space_change_sensitive"], &crlf).0, Some(43));
    assert!(
        message().contains("the whitespace differs from the answer's"),
        "{}",
        message()
    );
    let (status, msg) = validate(&["bogus"], ANSWER);
    assert_eq!(status, Some(3));
    assert!(msg.contains("unknown validator flag 'bogus'"), "{msg}");
    // A bad command line is a judge error too, in judgeerror.txt.
    assert_eq!(
        fs::read_to_string(format!("{feedback}judgeerror.txt")).unwrap(),
        msg
    );
    let _ = fs::remove_file(format!("{feedback}judgeerror.txt"));
    let (status, msg) = check(
        &[
            "go-capture",
            "--domjudge",
            "--bogus",
            &input,
            &answer,
            &feedback,
        ],
        ANSWER,
    );
    assert_eq!(status, Some(3));
    assert_eq!(
        fs::read_to_string(format!("{feedback}judgeerror.txt")).unwrap(),
        msg
    );
    // A judge error is neither 42 nor 43, and says why in judgeerror.txt.
    let fail = format!(
        "FAIL: the answer {wrong} disagrees with boardsolve's: wrong answer: move 3 (answer line 3): expected \"0 1\", found \"1 0\"\n"
    );
    assert_eq!(
        check(
            &["go-capture", "--domjudge", &input, &wrong, &feedback],
            ANSWER
        ),
        (Some(3), fail.clone())
    );
    assert_eq!(
        fs::read_to_string(format!("{feedback}judgeerror.txt")).unwrap(),
        fail
    );
    let gone = d.path("no-such-dir");
    let (status, msg) = check(
        &["go-capture", "--domjudge", &input, &answer, &gone],
        ANSWER,
    );
    assert_eq!(status, Some(3));
    assert!(
        msg.starts_with(&format!("FAIL: cannot write {gone}/judgemessage.txt: ")),
        "{msg}"
    );
}

/// Kattis' default output validator (problemtools'
/// `support/default_validator/default_validator.cc`) compares string
/// tokens with `strcasecmp` unless the problem sets `case_sensitive`, and
/// reads a BOM as part of the first token; `--domjudge` does the same.
/// testlib's checkers compare letters as they are.
#[test]
fn domjudge_compares_letters_in_any_case_unless_case_sensitive() {
    let d = TempDir::new("check-domjudge-case");
    let feedback = format!("{}/", d.path(""));
    let message = || fs::read_to_string(format!("{feedback}judgemessage.txt")).unwrap();
    let validate = |p: &str, input: &str, answer: &str, output: &str, flags: &[&str]| {
        let input = file(&d, "in", input);
        let answer = file(&d, "ans", answer);
        let mut args = vec![p, "--domjudge", &input, &answer, &feedback];
        args.extend_from_slice(flags);
        check(&args, output).0
    };
    let moves = "[[\".\",\"W\",\"B\"]], 0, 0, \"B\"\n";
    let mines = "2 3\nEEM\nEEE\n0 0\n";
    let leetcode = "[[\"E\",\"E\",\"M\"]]\n[0,0]\n";
    let board = "2\n1 1\n1 1\n1\n";
    for (p, input, answer, output) in [
        ("check-move", moves, "true\n", "TRUE\n"),
        ("check-move", moves, "true\n", "True\n"),
        ("minesweeper", mines, "B1M\nB1E\n", "b1m\nb1e\n"),
        ("minesweeper", mines, "B1M\nB1E\n", "B1m\nB1E\n"),
        (
            "minesweeper",
            leetcode,
            "[[\"B\",\"1\",\"M\"]]\n",
            "[[\"b\",\"1\",\"m\"]]\n",
        ),
        ("othello-moves", board, "NULL\n", "null\n"),
    ] {
        assert_eq!(
            validate(p, input, answer, output, &[]),
            Some(42),
            "{p} {output:?}: {}",
            message()
        );
        assert_eq!(
            message(),
            format!(
                "ok: {}\n",
                if p == "othello-moves" {
                    "NULL"
                } else {
                    "1 case"
                }
            )
        );
        assert_eq!(
            validate(p, input, answer, output, &["case_sensitive"]),
            Some(43),
            "{p} {output:?}"
        );
    }
    assert_eq!(
        message(),
        "wrong output format: move 1 (output line 1): expected a move r,c or NULL, found \"null\"\n"
    );
    // A wrong letter is still wrong, named as the output wrote it.
    assert_eq!(
        validate("minesweeper", mines, "B1M\nB1E\n", "b1m\nb1x\n", &[]),
        Some(43)
    );
    assert_eq!(
        message(),
        "wrong answer: case 1, row 1, column 2 (output line 2): expected \"E\", found \"x\"\n"
    );
    assert_eq!(
        validate("check-move", moves, "true\n", "FALSE\n", &[]),
        Some(43)
    );
    assert_eq!(
        message(),
        "wrong answer: case 1 (output line 1): expected \"true\", found \"FALSE\"\n"
    );
    // testlib's convention keeps the case.
    let input = file(&d, "in", moves);
    let upper = file(&d, "upper", "TRUE\n");
    assert_eq!(
        check(&["check-move", &input, &upper], ""),
        (
            Some(2),
            "wrong output format case 1 (output line 1): expected true or false, found \"TRUE\"\n"
                .into()
        )
    );
    // A BOM is part of the first token for DOMjudge and Kattis.
    assert_eq!(
        validate("check-move", moves, "true\n", "\u{feff}true\n", &[]),
        Some(43)
    );
    assert_eq!(
        message(),
        "wrong output format: case 1 (output line 1): expected true or false, found \"\\u{feff}true\"\n"
    );
}

/// testlib's `-appes` (`checker INPUT OUTPUT ANSWER RESULT -appes`): the
/// result file as testlib's `InStream::quit` writes it in appes mode, the
/// comment escaped by `xmlSafeWrite`; each outcome, FAIL included.
#[test]
fn appes_writes_testlibs_xml_result() {
    let (d, input, answer, wrong) = replay_dir("check-appes");
    let result = d.path("result.xml");
    let xml = |outcome: &str, comment: &str| {
        format!(
            "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">{comment}</result>\n"
        )
    };
    let see = "\nSee file to check exit message\n".to_string();
    for appes in ["-appes", "-APPES"] {
        assert_eq!(
            check(
                &["go-capture", &input, &answer, &answer, &result, appes],
                ""
            ),
            (Some(0), see.clone())
        );
        assert_eq!(
            fs::read_to_string(&result).unwrap(),
            xml("accepted", "8 moves")
        );
    }
    assert_eq!(
        check(
            &["go-capture", &input, &wrong, &answer, &result, "-appes"],
            ""
        ),
        (Some(1), see.clone())
    );
    assert_eq!(
        fs::read_to_string(&result).unwrap(),
        xml(
            "wrong-answer",
            "move 3 (output line 3): expected &quot;0 1&quot;, found &quot;1 0&quot;"
        )
    );
    let short = file(&d, "short", "0 0\n0 0\n");
    assert_eq!(
        check(
            &["go-capture", &input, &short, &answer, &result, "-appes"],
            ""
        )
        .0,
        Some(2)
    );
    assert_eq!(
        fs::read_to_string(&result).unwrap(),
        xml(
            "presentation-error",
            "move 3 (output line 3): expected an integer, found end of output"
        )
    );
    let missing = d.path("no-output");
    assert_eq!(
        check(
            &["go-capture", &input, &missing, &answer, &result, "-appes"],
            ""
        )
        .0,
        Some(2)
    );
    assert_eq!(
        fs::read_to_string(&result).unwrap(),
        xml(
            "presentation-error",
            &format!("Output file not found: &quot;{missing}&quot;")
        )
    );
    assert_eq!(
        check(
            &["go-capture", &input, &answer, &wrong, &result, "-appes"],
            ""
        )
        .0,
        Some(3)
    );
    assert_eq!(
        fs::read_to_string(&result).unwrap(),
        xml(
            "fail",
            &format!("the answer {wrong} disagrees with boardsolve&apos;s: wrong answer: move 3 (answer line 3): expected &quot;0 1&quot;, found &quot;1 0&quot;")
                .replace("&apos;", "'")
        )
    );
    // `-appes` is testlib's, after four files.
    let feedback = d.path("");
    let (status, msg) = check(
        &[
            "go-capture",
            "--domjudge",
            &input,
            &answer,
            &feedback,
            "-appes",
        ],
        ANSWER,
    );
    assert_eq!(status, Some(3));
    assert!(
        msg.contains("-appes is testlib's, not for --domjudge"),
        "{msg}"
    );
}
