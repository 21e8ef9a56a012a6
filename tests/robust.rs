//! No panic whatever the command line or the terminal: absurd option
//! values, an unwritable stderr, a directory as FILE, characters beyond
//! ASCII, strings broken over lines. Each case names what it found, in one
//! line.

use crate::util::{run, BIN};
use std::fs::File;
use std::process::{Command, Stdio};

#[test]
fn thread_counts_are_capped_by_a_usage_error() {
    for sub in ["flip-chess", "go-capture"] {
        for bad in ["18446744073709551615", "100000", "257", "many"] {
            run(&[sub, "--threads", bad], "")
                .usage_error("expected a number of threads from 0 to 256");
        }
    }
    // The cap itself works, on a board large enough to be split.
    let board = format!("9 9\n{}", "X.O.X.O.X\n".repeat(9));
    let want = run(&["flip-chess", "--naive"], board.as_str()).ok();
    assert_eq!(run(&["flip-chess", "--threads", "256"], board).ok(), want);
}

/// Runs `boardsolve ARGS` with stdin from a string and stderr on
/// /dev/full (every write to it fails); returns the exit status.
fn status_with_full_stderr(args: &[&str], stdin: &str) -> Option<i32> {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(File::options().write(true).open("/dev/full").unwrap())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut pipe, stdin.as_bytes()).unwrap();
    drop(pipe);
    child.wait().unwrap().code()
}

#[test]
fn an_unwritable_stderr_keeps_the_status() {
    // Bad input: still status 1, not a panic's 134.
    assert_eq!(status_with_full_stderr(&["go-capture"], "1 1"), Some(1));
    assert_eq!(status_with_full_stderr(&["flip-chess"], "[\"Q\"]"), Some(1));
    // An explanation that cannot be written is a failed output: status 1.
    let capture = "3\n1 2\n1 1\n2 1\n";
    let explain = ["go-capture", "--size", "3", "--explain"];
    assert_eq!(status_with_full_stderr(&explain, capture), Some(1));
    // Good input without an explanation never writes to stderr.
    assert_eq!(status_with_full_stderr(&["go-capture"], capture), Some(0));
    // A usage error keeps clap's status 2.
    assert_eq!(status_with_full_stderr(&["no-such-problem"], ""), Some(2));
}

#[test]
fn a_directory_as_file_is_named() {
    let dir = std::env::temp_dir();
    let path = dir.to_str().unwrap();
    run(&["othello-moves", path], "").fails_with(&format!("cannot read {path}: it is a directory"));
}

#[test]
fn characters_beyond_ascii_are_named() {
    let cases = [
        (r#"[["\u00e9"]], 0, 0, "B""#, "line 1, column 3: expected a cell '.', 'B' or 'W', found 'é'"),
        (r#"[["é"]], 0, 0, "B""#, "line 1, column 3: expected a cell '.', 'B' or 'W', found 'é'"),
        (r#"[["\ud83d\ude00"]], 0, 0, "B""#, "line 1, column 3: expected a cell '.', 'B' or 'W', found '😀'"),
        (r#"[["🙂"]], 0, 0, "B""#, "line 1, column 3: expected a cell '.', 'B' or 'W', found '🙂'"),
        (r#"[["\ud83d"]], 0, 0, "B""#, "line 1, column 4: expected a character, found \\uD83D, half of a surrogate pair"),
        (r#"[["\ude00"]], 0, 0, "B""#, "line 1, column 4: expected a character, found \\uDE00, half of a surrogate pair"),
        (r#"[["\u+041"]], 0, 0, "B""#, "line 1, column 6: expected four hex digits after \\u in a string"),
        (r#"[["\u200b"]], 0, 0, "B""#, "line 1, column 3: expected a cell '.', 'B' or 'W', found '\\u{200b}'"),
        (r#"[["B"]], 0, 0, "é""#, "line 1, column 16: expected color, \"B\" or \"W\", found 'é'"),
        (r#"[["B"]], 0, 0, é"#, "line 1, column 16: expected color, \"B\" or \"W\", found 'é'"),
        ("1 1\nB\n0 0 é\n", "line 3, column 5: expected color, \"B\" or \"W\", found 'é'"),
        ("[[\".\",\"\u{e9}\u{e9}\"]], 0, 0, \"B\"", "line 1, column 7: expected a cell string like \".\" (one character), found \"éé\""),
        ("1 1\n\u{e9}\n0 0 B\n", "line 2, column 1: expected a cell '.', 'B' or 'W', found 'é'"),
        ("1 1\n\u{a0}\n0 0 B\n", "line 2, column 1: expected a cell '.', 'B' or 'W', found '\\u{a0}'"),
        ("[[\"\\xff\"]], 0, 0, \"B\"", "line 1, column 5: expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX), found 'x'"),
    ];
    for (input, msg) in cases {
        run(&["check-move"], input).fails_with(msg);
    }
    run(&["check-move"], &b"[[\"\xff\"]], 0, 0, \"B\""[..])
        .fails_with("line 1, column 4: expected UTF-8 text in a string, found byte 0xff");
    run(&["flip-chess"], r#"["..\u00e9"]"#)
        .fails_with("line 1, column 5: expected a cell '.', 'O' or 'X', found 'é'");
}

#[test]
fn a_string_broken_over_lines_is_one_line_of_message() {
    run(&["flip-chess"], "[\"..X\n.\", \".OQ\"]").fails_with(
        "line 1, column 6: the string opened at line 1, column 2 does not end on its line (a missing '\"')",
    );
    run(&["minesweeper"], "[[\"E\",\"E\"],[\"E\",\"M]]\n[0,0]\n").fails_with(
        "line 1, column 21: the string opened at line 1, column 17 does not end on its line (a missing '\"')",
    );
    run(&["check-move"], "[[\".\",\"a\r\nb\"]], 0, 0, \"B\"").fails_with(
        "line 1, column 9: the string opened at line 1, column 7 does not end on its line (a missing '\"')",
    );
    run(&["check-move"], "[['.','WB']], 0, 0, 'B'").fails_with(
        "line 1, column 7: expected a cell string like \".\" (one character), found \"WB\"",
    );
}

#[test]
fn messages_say_what_was_wrong() {
    let board = r#"[[".","W"]], 0, "#;
    for (value, msg) in [
        (
            "-99999999999999999999",
            "cMove is too small: less than -9223372036854775808",
        ),
        (
            "-9223372036854775809",
            "cMove is too small: less than -9223372036854775808",
        ),
        (
            "9223372036854775808",
            "cMove is too large: more than 9223372036854775807",
        ),
        (
            "99999999999999999999",
            "cMove is too large: more than 9223372036854775807",
        ),
        (
            "-9223372036854775808",
            "cMove = -9223372036854775808 is outside the board (columns 0..=1)",
        ),
        ("-3", "cMove = -3 is outside the board (columns 0..=1)"),
    ] {
        run(&["check-move"], format!("{board}{value}, \"B\""))
            .fails_with(&format!("line 1, column 17: {msg}"));
    }
    run(&["go-capture", "--explain-moves", "3..3"], "")
        .usage_error("the moves '3..3' are none: B must be above A in A..B");
    run(&["go-capture", "--explain-moves", "4..=3"], "")
        .usage_error("the moves '4..=3' are none: B must be at least A in A..=B");
    run(&["go-capture", "--explain-moves", "0"], "").usage_error("moves count from 1");
    run(&["go-capture", "--explain-moves", "x"], "")
        .usage_error("expected a move N, or moves A..B or A..=B, found 'x'");
}

/// Runs `boardsolve ARGS` where no thread can be started (RLIMIT_NPROC 1,
/// as an unprivileged user: root is exempt from the limit).
fn without_threads(args: &[&str]) -> std::process::Output {
    with_nproc(1, args)
}

/// Runs `boardsolve ARGS` under RLIMIT_NPROC `n`: at most `n` processes
/// and threads of the user (`nobody` when run as root, who has none else).
fn with_nproc(n: u32, args: &[&str]) -> std::process::Output {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout == b"0\n");
    let mut cmd = if root {
        let mut c = Command::new("setpriv");
        c.args([
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            "prlimit",
        ]);
        c
    } else {
        Command::new("prlimit")
    };
    cmd.arg(format!("--nproc={n}"))
        .arg(BIN)
        .args(args)
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap()
}

/// stress starts a watcher, workers, the program, and threads for its
/// pipes: under every process limit it ends with a message and status 1
/// (or passes), never a panic, and never the shell's "Cannot fork".
#[test]
fn stress_under_a_process_limit_fails_with_a_message() {
    let args = [
        "stress",
        "go-capture",
        "--seeds",
        "1..=3",
        "--jobs",
        "2",
        "--",
        BIN,
        "go-capture",
    ];
    for n in 1..=10 {
        let out = with_nproc(n, &args);
        let err = String::from_utf8_lossy(&out.stderr);
        match out.status.code() {
            Some(0) => {}
            Some(1) => assert!(
                err.lines().any(|l| l.starts_with("error: cannot start")),
                "nproc {n}: {err}"
            ),
            code => panic!("nproc {n}: status {code:?}: {err}"),
        }
        assert!(
            !err.contains("panicked") && !err.contains("Cannot fork"),
            "{err}"
        );
    }
}

#[test]
fn a_thread_that_cannot_start_leaves_its_work_to_this_one() {
    let dir = crate::util::TempDir::new("no-threads");
    let _ = Command::new("chmod").arg("a+rx").arg(&dir.0).status();
    // Inputs large enough for each solver to split its work.
    let inputs = [
        (
            "flip-chess",
            "4",
            "gen flip-chess --rows 40 --cols 40 --seed 3",
        ),
        (
            "minesweeper",
            "4",
            "gen minesweeper --rows 1100 --cols 1000 --seed 3 --format plain",
        ),
        ("othello-moves", "4", "gen othello-moves -n 2100 --seed 3"),
        ("go-capture", "2", "gen go-capture --moves 70000 --seed 2"),
    ];
    for (sub, threads, gen) in inputs {
        let file = dir.path(sub);
        let args: Vec<&str> = gen.split(' ').collect();
        std::fs::write(&file, run(&args, "").ok()).unwrap();
        // Readable by the unprivileged user.
        let _ = Command::new("chmod").arg("a+r").arg(&file).status();
        let one = run(&[sub, "--threads", "1", &file], "");
        let limited = without_threads(&[sub, "--threads", threads, &file]);
        assert_eq!(
            (
                limited.status.code(),
                String::from_utf8_lossy(&limited.stderr).into_owned()
            ),
            (one.status, one.stderr.clone()),
            "{sub}"
        );
        assert!(limited.stdout == one.stdout, "{sub}: answers differ");
    }
}
