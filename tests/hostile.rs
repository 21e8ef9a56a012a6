//! Limits that must hold whatever the input: counts never trusted for an
//! allocation, no recursion, huge rows and lines, empty input, closed and
//! full outputs.

use crate::differential::solve_opts;
use crate::kit::{defaults, generate};
use crate::util::{run, BIN};
use boardsolve::cases::Format;
use boardsolve::kit::gen::GenOptions;
use boardsolve::problems::Problem;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Runs `boardsolve ARGS` under a 256 MiB address-space limit (so an
/// allocation sized by an untrusted count fails the test instead of
/// passing unnoticed), with stdin written by `feed`; returns the status
/// and stderr.
fn run_small(
    args: &str,
    feed: impl FnOnce(&mut dyn Write) + Send + 'static,
) -> (Option<i32>, String) {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v 262144 && exec {BIN} {args}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || feed(&mut pipe));
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn counts_are_never_trusted_for_allocation() {
    let cases = [
        (
            "go-capture",
            "1000000000000000000\n1 1\n2 2\n3 3\n",
            "error: line 5, column 1: input ends after move 3 of 1000000000000000000\n",
        ),
        (
            "othello-moves",
            "1000000000\n0 1 2\n",
            "error: line 3, column 1: input ends after 3 of the 1000000000000000000 cells of the 1000000000x1000000000 board\n",
        ),
        (
            "othello-moves",
            "4294967296\n0 1 2\n",
            "error: line 1, column 1: the board size N = 4294967296 is too large\n",
        ),
        (
            "flip-chess",
            "100000 100000\n....\n....\n",
            "error: line 2, column 5: row 0 has 4 cells, expected 100000\n",
        ),
        (
            "minesweeper",
            "100000 100000\nEEEE\nEEEE\n",
            "error: line 2, column 5: row 0 has 4 cells, expected 100000\n",
        ),
    ];
    for (args, input, msg) in cases {
        let (status, stderr) = run_small(args, move |pipe| {
            // The program may stop reading at its error.
            let _ = pipe.write_all(input.as_bytes());
        });
        assert_eq!((status, stderr.as_str()), (Some(1), msg), "{args}");
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = "[".repeat(10_000);
    for (sub, msg) in [
        ("flip-chess", "error: line 1, column 2: expected a row string like \"..X.\", found \"[[[[[[[[[[[[[[[[[[[[...\"\n"),
        ("check-move", "error: line 1, column 3: expected a cell string like \".\", found \"[[[[[[[[[[[[[[[[[[[[...\"\n"),
        ("minesweeper", "error: line 1, column 3: expected a cell string like \"E\", found \"[[[[[[[[[[[[[[[[[[[[...\"\n"),
    ] {
        let r = run(&[sub], deep.clone());
        assert_eq!((r.status, r.stderr.as_str()), (Some(1), msg), "{sub}");
    }
}

#[test]
fn a_row_of_a_hundred_thousand_cells() {
    let n = 100_000;
    // Black, whites, then the empty end cell: one move flips them all.
    let row = format!("X{}.", "O".repeat(n - 2));
    let want = format!("{}\n", n - 2);
    assert_eq!(run(&["flip-chess"], format!("[\"{row}\"]")).ok(), want);
    assert_eq!(run(&["flip-chess"], format!("1 {n}\n{row}\n")).ok(), want);
    // A click at one end of an empty row opens all of it.
    let open = "E".repeat(n);
    let want = format!("{}\n", "B".repeat(n));
    assert_eq!(
        run(&["minesweeper"], format!("1 {n}\n{open}\n0 0\n")).ok(),
        want
    );
    // A ragged second row is named with both lengths.
    run(
        &["minesweeper"],
        format!("2 {n}\n{open}\n{}\n0 0\n", "E".repeat(n + 5)),
    )
    .fails_with(&format!(
        "line 3, column {}: row 1 has more than {n} cells, expected {n}",
        n + 2
    ));
}

/// A gigabyte of spaces streams through in constant memory to a clear error.
#[test]
fn a_gigabyte_line_of_spaces() {
    let (status, stderr) = run_small("go-capture", |pipe| {
        let block = vec![b' '; 1 << 20];
        for _ in 0..1024 {
            if pipe.write_all(&block).is_err() {
                break;
            }
        }
    });
    assert_eq!(status, Some(1));
    assert_eq!(
        stderr,
        "error: line 1, column 1073741825: expected the number of moves m, found end of input\n"
    );
}

#[test]
fn empty_and_blank_inputs() {
    let cases = [
        (
            "go-capture",
            "expected the number of moves m, found end of input",
        ),
        (
            "othello-moves",
            "expected the board size N, found end of input",
        ),
        (
            "flip-chess",
            "expected a case (a board), found end of input",
        ),
        (
            "check-move",
            "expected a case (a board), found end of input",
        ),
        (
            "minesweeper",
            "expected a case (a board), found end of input",
        ),
    ];
    for (sub, msg) in cases {
        run(&[sub], "").fails_with(&format!("line 1, column 1: {msg}"));
        run(&[sub], " \t\r\n\n  ").fails_with(&format!("line 3, column 3: {msg}"));
        run(&[sub], "\u{feff}").fails_with(&format!("line 1, column 1: {msg}"));
    }
}

/// An input per problem whose answer is far larger than a pipe's buffer:
/// 2000 cases (or one long replay, one large board), ten times as many
/// until the answer is large enough (flip-chess answers 8x8 boards in a
/// few bytes each).
fn big_input(p: Problem) -> Vec<u8> {
    let mut cases = 2000;
    loop {
        let o = GenOptions {
            cases,
            rows: Some(8),
            cols: Some(8),
            moves: 300_000,
            n: 700,
            format: Format::Leetcode,
            ..defaults(p)
        };
        let input = generate(p, &o);
        let (r, out) = solve_opts(p, &input, false, 19);
        assert!(r.is_ok(), "{}", p.name());
        if out.len() > 1 << 18 {
            return input;
        }
        assert!(cases < 2_000_000, "{}: the answer stays small", p.name());
        cases *= 10;
    }
}

/// `| head -1` for every subcommand: quiet exit 0.
#[test]
fn closed_stdout_exits_quietly_for_every_subcommand() {
    for p in Problem::ALL {
        let input = big_input(p);
        let mut child = Command::new(BIN)
            .arg(p.name())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty(), "{}", p.name());
        let out = child.wait_with_output().unwrap();
        feeder.join().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", p.name());
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{}", p.name());
    }
}

/// A full disk is an error with a message, not a panic.
#[test]
fn full_disk_is_an_error() {
    let samples = [
        ("go-capture", "1\n1 1\n"),
        ("othello-moves", "1\n0\n1\n"),
        ("flip-chess", "[\".\"]"),
        ("check-move", "[[\".\"]], 0, 0, \"B\""),
        ("minesweeper", "[[\"E\"]], [0,0]"),
    ];
    for (sub, input) in samples {
        let mut child = Command::new(BIN)
            .arg(sub)
            .stdin(Stdio::piped())
            .stdout(File::create("/dev/full").unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{sub}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "error: writing output: No space left on device (os error 28)\n",
            "{sub}"
        );
    }
}
