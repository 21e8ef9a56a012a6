//! `--explain`: colour only on a terminal without NO_COLOR, move ranges,
//! windows on large boards. (Golden explanations of the statement samples
//! live beside the fixtures, as `.explain` files.)

use crate::util::{run, BIN};
use std::process::Command;

/// Runs a shell command line in a pseudo-terminal (util-linux `script`)
/// and returns what the terminal showed.
fn in_terminal(cmd: &str, no_color: bool) -> String {
    in_terminal_as("xterm", cmd, no_color)
}

/// [`in_terminal`] as the terminal type `term`.
fn in_terminal_as(term: &str, cmd: &str, no_color: bool) -> String {
    let mut c = Command::new("script");
    c.args(["-qec", cmd, "/dev/null"]).env("TERM", term);
    if no_color {
        c.env("NO_COLOR", "1");
    } else {
        c.env_remove("NO_COLOR");
    }
    let out = c
        .output()
        .expect("script (util-linux) runs a pseudo-terminal");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn colour_only_on_a_terminal_and_never_with_no_color() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/go-capture/01-sample.in"
    );
    let cmd = format!("{BIN} go-capture --explain {fixture} >/dev/null");
    let coloured = in_terminal(&cmd, false);
    assert!(coloured.contains("\x1b[1;31m.x\x1b[0m"), "{coloured:?}");
    let plain = in_terminal(&cmd, true);
    assert!(
        plain.contains("move 8: white at (3, 1) captures 3 black stones"),
        "{plain:?}"
    );
    assert!(!plain.contains('\x1b'), "{plain:?}");
    // A terminal that renders no escapes, and not a terminal: none either.
    let dumb = in_terminal_as("dumb", &cmd, false);
    assert!(
        !dumb.contains('\x1b') && dumb.contains("move 8: "),
        "{dumb:?}"
    );
    let piped = run(&["go-capture", "--explain", fixture], "");
    assert!(
        piped.stderr.contains(".x.xO") && !piped.stderr.contains('\x1b'),
        "{}",
        piped.stderr
    );
}

#[test]
fn explain_moves_limits_the_report() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/go-capture/12-ko-fight.in"
    );
    let all = run(&["go-capture", "--explain", fixture], "");
    let some = run(&["go-capture", "--explain-moves", "10..=12", fixture], "");
    assert_eq!(all.stdout, some.stdout);
    let moves = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("move "))
            .map(|l| l.split(':').next().unwrap().to_string())
            .collect()
    };
    assert_eq!(moves(&all.stderr).len(), 20);
    assert_eq!(moves(&some.stderr), ["move 10", "move 11", "move 12"]);
    assert!(
        some.stderr
            .contains("move 10: white at (2, 2) captures 1 black stone\n"),
        "{}",
        some.stderr
    );
    run(&["go-capture", "--explain-moves", "5..2"], "").usage_error("are none");
}

#[test]
fn suicide_is_named() {
    let r = run(&["go-capture", "--explain"], "4\n1 2\n10 10\n2 1\n1 1\n");
    assert!(
        r.stderr.starts_with(
            "move 4: white at (1, 1) has no liberty left: suicide, 1 white stone removed\n"
        ),
        "{}",
        r.stderr
    );
    // The point played stays marked `*`, now empty.
    assert!(r.stderr.contains("\n 1 .*X "), "{}", r.stderr);
}

#[test]
fn large_boards_show_a_window_around_the_answer() {
    // A 100-wide board whose only flip is near the right edge.
    let mut rows = vec![".".repeat(100); 70];
    rows[65] = format!("{}XO.", ".".repeat(97));
    let board = format!(
        "[{}]",
        rows.iter()
            .map(|r| format!("\"{r}\""))
            .collect::<Vec<_>>()
            .join(",")
    );
    let r = run(&["flip-chess", "--explain"], board);
    assert_eq!(r.stdout(), "1\n");
    assert!(
        r.stderr.contains("case 1: 1 by black at (65, 99)"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("(rows 10..=69, columns 40..=99 of the 70x100 board)\n"),
        "{}",
        r.stderr
    );
    let r = run(
        &["go-capture", "--size", "200", "--explain"],
        "4\n200 200\n200 199\n1 1\n199 200\n",
    );
    assert_eq!(r.stdout(), "0 0\n0 0\n0 0\n1 0\n");
    assert!(
        r.stderr
            .contains("(rows 176..=200, columns 176..=200 of the 200x200 board)"),
        "{}",
        r.stderr
    );
}

#[test]
fn every_solver_explains() {
    let cases = [
        ("othello-moves", "2\n1 2\n0 0\n1\n", "player 1: no legal move (NULL)"),
        ("check-move", "1 3\n.WB\n0 0 B\n", "case 1: (0, 0) for B is legal, the end of these good lines:\n  right: (0, 1) closed by (0, 2)\n"),
        ("minesweeper", "1 3\nEEB\n0 2\n", "case 1: click (0, 2): the cell is already revealed ('B'): nothing changes"),
        ("flip-chess", "1 2\n..\n", "case 1: 0: no placement turns a white stone"),
    ];
    for (sub, input, words) in cases {
        let r = run(&[sub, "--explain"], input);
        assert!(
            r.status == Some(0) && r.stderr.contains(words),
            "{sub}: {}",
            r.stderr
        );
    }
}
