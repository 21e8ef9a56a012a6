//! go-capture through the binary: every error path, strict mode, streaming.

use crate::util::run;

/// A valid replay of `m` moves: a ko set up by 8 moves, then the two
/// players retake it forever (every move lands on an empty point).
fn ko_replay(m: usize) -> String {
    let setup = ["1 2", "1 3", "2 1", "2 4", "3 2", "3 3", "10 10", "2 2"];
    let mut s = format!("{m}\n");
    for i in 0..m {
        s += if i < setup.len() {
            setup[i]
        } else if i % 2 == 0 {
            "2 3"
        } else {
            "2 2"
        };
        s.push('\n');
    }
    s
}

#[test]
fn errors_name_the_move_and_line() {
    let cases: &[(&str, &str)] = &[
        ("", "line 1, column 1: expected the number of moves m, found end of input"),
        ("  \n\t ", "line 2, column 3: expected the number of moves m, found end of input"),
        ("m\n", "line 1, column 1: expected the number of moves m, found 'm'"),
        ("3x\n", "line 1, column 2: expected whitespace after the number of moves m 3, found 'x'"),
        ("-2\n1 1", "line 1, column 1: expected the number of moves m, found \"-2\" (negative numbers are not allowed)"),
        ("99999999999999999999 1 1", "line 1, column 1: the number of moves m is too large: more than 18446744073709551615"),
        ("1000000000000\n1 1\n2 2\n3 3\n", "line 5, column 1: input ends after move 3 of 1000000000000"),
        ("2\n1 1\n2", "line 3, column 2: input ends inside move 2 of 2: expected column y after row 2"),
        ("2\n1 1\n0 5\n", "move 2 (line 3): point (0, 5) is off the 19x19 board"),
        ("2\n1 1\n5 20\n", "move 2 (line 3): point (5, 20) is off the 19x19 board"),
        ("3\n1 1\n2 2\n\n2\n2\n", "move 3 (line 5): point (2, 2) is already occupied"),
        ("2\n1 1\n2 b\n", "move 2 (line 3, column 3): expected column y, found 'b'"),
        ("2\n1 1\n-1 2\n", "move 2 (line 3, column 1): expected row x, found \"-1\" (negative numbers are not allowed)"),
        ("2\n1 1\n2 18446744073709551616\n", "move 2 (line 3, column 3): column y is too large: more than 18446744073709551615"),
        ("1\n1 1\n2 2\n", "line 3, column 1: expected end of input after the last move (m = 1), found '2'"),
        ("1\n1 1 junk", "line 2, column 5: expected end of input after the last move (m = 1), found \"junk\""),
    ];
    for (input, msg) in cases {
        run(&["go-capture"], *input).fails_with(msg);
        // The same message when the engine plays on a second thread.
        run(&["go-capture", "--threads", "2"], *input).fails_with(msg);
    }
}

/// The answers of the moves before a bad one are still written.
#[test]
fn answers_before_an_error_are_written() {
    for threads in ["1", "2"] {
        let r = run(&["go-capture", "--threads", threads], "3\n2 1\n1 1\n1 1\n");
        r.fails_with("move 3 (line 4): point (1, 1) is already occupied");
        assert_eq!(r.stdout(), "0 0\n0 0\n");
    }
}

#[test]
fn size_option_sets_the_board() {
    run(&["go-capture", "--size", "5"], "1\n6 1\n")
        .fails_with("move 1 (line 2): point (6, 1) is off the 5x5 board");
    assert_eq!(
        run(&["go-capture", "--size", "10000"], "2\n10000 10000\n1 1\n").ok(),
        "0 0\n0 0\n"
    );
}

#[test]
fn strict_mode_enforces_the_judge_limits() {
    run(&["go-capture", "--strict"], "0\n")
        .fails_with("line 1, column 1: --strict: m = 0 is outside the judge's range 1..=500000");
    run(&["go-capture", "--strict"], " 500001\n").fails_with(
        "line 1, column 2: --strict: m = 500001 is outside the judge's range 1..=500000",
    );
    assert_eq!(run(&["go-capture"], "0\n").ok(), "");
    let replay = ko_replay(500_000);
    let strict = run(&["go-capture", "--strict"], replay.clone()).ok();
    assert_eq!(strict, run(&["go-capture"], replay).ok());
}

/// The ko fight's answers follow a pattern we can state independently.
#[test]
fn long_replay_streams() {
    let m = 1_000_000;
    let out = run(&["go-capture"], ko_replay(m)).ok();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), m);
    assert!(lines[..8].iter().all(|l| *l == "0 0"));
    for (i, l) in lines.iter().enumerate().skip(8) {
        assert_eq!(*l, if i % 2 == 0 { "0 1" } else { "1 0" }, "move {}", i + 1);
    }
}

/// A long replay plays on a second thread (by default, above 65536 moves):
/// an occupied point deep inside it, after many batches, and a bad token
/// after it, still give exactly the one-thread answers and message.
#[test]
fn the_pipeline_answers_and_fails_like_one_thread() {
    let mut replay = ko_replay(200_000);
    // Move 150001 (black) plays on (2, 3) while it is still taken.
    let lines: Vec<&str> = replay.lines().collect();
    let mut text = lines[..150_001].join("\n");
    text += "\n2 3\n2 3\n";
    text += &lines[150_003..].join("\n");
    text.push('\n');
    let one = run(&["go-capture", "--threads", "1"], text.clone());
    let two = run(&["go-capture"], text);
    assert_eq!(one.stdout, two.stdout);
    assert_eq!(one.stderr, two.stderr);
    assert_eq!(
        two.stderr,
        "error: move 150002 (line 150003): point (2, 3) is already occupied\n"
    );
    replay.push_str("1 x\n");
    let r = run(&["go-capture"], replay);
    r.fails_with(
        "line 200002, column 1: expected end of input after the last move (m = 200000), found '1'",
    );
    assert_eq!(r.stdout.iter().filter(|&&b| b == b'\n').count(), 200_000);
}
