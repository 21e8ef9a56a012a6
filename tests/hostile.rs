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
use std::sync::Arc;

/// Runs `boardsolve ARGS` under a 256 MiB address-space limit (so an
/// allocation sized by an untrusted count fails the test instead of
/// passing unnoticed), with stdin written by `feed`; returns the status
/// and stderr.
fn run_small(
    args: &str,
    feed: impl FnOnce(&mut dyn Write) + Send + 'static,
) -> (Option<i32>, String) {
    run_limited(256 << 10, args, feed)
}

/// [`run_small`] under an address-space limit of `kib` KiB.
fn run_limited(
    kib: u64,
    args: &str,
    feed: impl FnOnce(&mut dyn Write) + Send + 'static,
) -> (Option<i32>, String) {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {kib} && exec {BIN} {args}"))
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

/// Writes `head`, then `pattern` `times` times, then `tail`; a closed
/// pipe (boardsolve gave up on the board) ends the feed.
fn board_text(
    head: &'static str,
    pattern: &'static str,
    times: usize,
    tail: &'static str,
) -> impl FnOnce(&mut dyn Write) + Send + 'static {
    move |w| {
        let per = ((1 << 16) / pattern.len().max(1)).max(1);
        let chunk = pattern.repeat(per);
        let _ = (|| -> std::io::Result<()> {
            w.write_all(head.as_bytes())?;
            let mut left = times;
            while left > 0 {
                let n = left.min(per);
                w.write_all(&chunk.as_bytes()[..n * pattern.len()])?;
                left -= n;
            }
            w.write_all(tail.as_bytes())
        })();
    }
}

/// Whether `stderr` is the one line of a refused allocation of more than
/// `least` bytes (std's own report is `memory allocation of N bytes
/// failed`, a backtrace and status 134).
fn refused(stderr: &str, least: u64) -> bool {
    let bytes = stderr
        .strip_prefix("error: out of memory: the memory limit refused ")
        .and_then(|s| s.strip_suffix(" bytes\n"))
        .and_then(|n| n.parse::<u64>().ok());
    bytes.is_some_and(|n| n > least)
}

/// A valid board too large for the memory limit, for every problem: status
/// 1 and one line. Boards of any shape as one long row (a byte a cell, so
/// 6 * 10^7 cells need more than 48 MiB); go-capture's largest board;
/// othello-moves' 2 bits a cell.
#[test]
fn a_board_past_the_memory_limit_is_one_line_with_status_1() {
    const CELLS: usize = 60_000_000;
    let row = |p: Problem| match p {
        Problem::FlipChess => ("1 60000000\n", "XO.", "\n"),
        Problem::CheckMove => ("1 60000000\n", "B.W", "\n0 1 B\n"),
        Problem::Minesweeper => ("1 60000000\n", "E", "\n0 0\n"),
        Problem::GameOfLife => ("1 60000000\n", "01", "\n"),
        Problem::GoCapture => ("1\n1 1\n", "", ""),
        Problem::OthelloMoves => ("12000\n", "0 1 2 ", "1\n"),
    };
    for p in Problem::ALL {
        let (head, pattern, tail) = row(p);
        let (args, feed) = match p {
            Problem::GoCapture => ("go-capture --size 10000", board_text(head, "", 0, tail)),
            Problem::OthelloMoves => ("othello-moves", board_text(head, pattern, 48_000_000, tail)),
            _ => (
                p.name(),
                board_text(head, pattern, CELLS / pattern.len(), tail),
            ),
        };
        let (status, stderr) = run_limited(48 << 10, args, feed);
        assert!(
            status == Some(1) && refused(&stderr, 1 << 20),
            "{}: {status:?} {stderr}",
            p.name()
        );
    }
}

/// The case: a valid 1 x 10^9 flip-chess row under a 3 GiB
/// address-space limit (its storage, run marks and working copy are
/// 3 * 10^9 bytes, and a candidate costs 8 more): the refused block is one
/// of those arrays, 1 or 2 GiB as the storage's growth falls. Long (21 s
/// of reading a gigabyte): the rows above, of every problem, are refused
/// the same way in the suite.
#[test]
#[ignore = "long: .ci/long runs it"]
fn a_row_of_a_billion_cells_under_3_gib_is_one_line_with_status_1() {
    let feed = board_text("1 1000000000\n", "XO.O", 250_000_000, "\n");
    let (status, stderr) = run_limited(3 << 20, "flip-chess", feed);
    assert!(
        status == Some(1) && refused(&stderr, 1 << 29),
        "{status:?} {stderr}"
    );
}

/// A plain `rows` x `cols` board whose cells, in row-major order, repeat
/// `pattern`, and `tail` after it.
fn pattern_board(rows: usize, cols: usize, pattern: &str, tail: &str) -> Vec<u8> {
    let mut text = format!("{rows} {cols}\n").into_bytes();
    let cells = pattern.as_bytes();
    for r in 0..rows {
        text.extend((0..cols).map(|c| cells[(r * cols + c) % cells.len()]));
        text.push(b'\n');
    }
    text.extend_from_slice(tail.as_bytes());
    text
}

/// Whether `boardsolve ARGS` answers `input` (status 0) under an
/// address-space limit of `kib` KiB.
fn fits(kib: u64, args: &str, input: &Arc<Vec<u8>>) -> bool {
    let input = Arc::clone(input);
    let (status, _) = run_limited(kib, args, move |w| {
        // A refused run stops reading.
        let _ = w.write_all(&input);
    });
    status == Some(0)
}

/// A board of one long row, or one long column, needs no more memory than
/// a square board of as many cells: under the smallest address-space limit
/// (to 256 KiB) in which the 1000 x 1000 board is answered, plus 512 KiB
/// (half a byte a cell), the 1 x 10^6 row and the 10^6 x 1 column are
/// answered too. With border rows above and below a row's storage was 3
/// bytes a cell, and minesweeper's and game-of-life's rows of state as
/// wide as the board: the row or the column needed 3 to 17 MiB more. One
/// thread, so that the limit does not depend on the cores.
#[test]
fn a_long_row_or_column_needs_no_more_memory_than_a_square_board() {
    const SIDE: usize = 1000;
    let cases = [
        ("flip-chess --threads 1", "XO.O", ""),
        ("check-move", "B.W", "0 0 B\n"),
        ("minesweeper --threads 1", "EEEM", "0 0\n"),
        ("game-of-life", "0110", ""),
    ];
    std::thread::scope(|s| {
        for (args, pattern, tail) in cases {
            s.spawn(move || {
                let board = |rows, cols| Arc::new(pattern_board(rows, cols, pattern, tail));
                let square = board(SIDE, SIDE);
                let (mut lo, mut hi) = (4 << 10, 64 << 10);
                assert!(fits(hi, args, &square), "{args}: the square in 64 MiB");
                while hi - lo > 256 {
                    let mid = (lo + hi) / 2;
                    match fits(mid, args, &square) {
                        true => hi = mid,
                        false => lo = mid,
                    }
                }
                let limit = hi + 512;
                for (rows, cols) in [(1, SIDE * SIDE), (SIDE * SIDE, 1)] {
                    assert!(
                        fits(limit, args, &board(rows, cols)),
                        "{args}: {rows}x{cols} in {limit} KiB, where the square fits in {hi}"
                    );
                }
            });
        }
    });
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
