//! `--explain`: colour only on a terminal without NO_COLOR (or as
//! `--color` says), each answer before its explanation, every solver
//! explaining, move ranges that explain any move, windows on large boards
//! that fit 80 columns. (Golden explanations of the statement samples live
//! beside the fixtures, as `.explain` files.)

use crate::util::{run, BIN};
use std::process::Command;

/// Runs a shell command line in a pseudo-terminal (util-linux `script`)
/// with NO_COLOR set to `no_color` (or unset) and returns what the
/// terminal showed.
fn in_terminal(cmd: &str, no_color: Option<&str>) -> String {
    in_terminal_as("xterm", cmd, no_color)
}

/// [`in_terminal`] as the terminal type `term`.
fn in_terminal_as(term: &str, cmd: &str, no_color: Option<&str>) -> String {
    let mut c = Command::new("script");
    c.args(["-qec", cmd, "/dev/null"]).env("TERM", term);
    match no_color {
        Some(v) => c.env("NO_COLOR", v),
        None => c.env_remove("NO_COLOR"),
    };
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
    let coloured = in_terminal(&cmd, None);
    assert!(coloured.contains("\x1b[1;31m.x\x1b[0m"), "{coloured:?}");
    let plain = in_terminal(&cmd, Some("1"));
    assert!(
        plain.contains("move 8: white at (3, 1) captures 3 black stones"),
        "{plain:?}"
    );
    assert!(!plain.contains('\x1b'), "{plain:?}");
    // no-color.org: NO_COLOR set but empty is as if unset.
    assert_eq!(in_terminal(&cmd, Some("")), coloured);
    // --color overrides both the terminal test and NO_COLOR.
    let never = in_terminal(&format!("{cmd} --color never"), None);
    assert!(
        !never.contains('\x1b') && never.contains("move 8:"),
        "{never:?}"
    );
    let always = in_terminal(&format!("{cmd} --color always"), Some("1"));
    assert_eq!(always, coloured);
    let piped = run(
        &["go-capture", "--explain", "--color", "always", fixture],
        "",
    );
    assert!(
        piped.stderr.contains("\x1b[1;31m.x\x1b[0m"),
        "{}",
        piped.stderr
    );
    // A terminal that renders no escapes, and not a terminal: none either.
    let dumb = in_terminal_as("dumb", &cmd, None);
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
    // The point played stays marked `*`, now empty, as the legend says.
    assert!(r.stderr.contains("\n 1 .*X "), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("\nlegend: .* the new stone, removed, .x .o a removed black, white stone\n"),
        "{}",
        r.stderr
    );
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
            .contains("(rows 10..=69, columns 62..=99 of the 70x100 board)\n"),
        "{}",
        r.stderr
    );
    // The picture fits an 80-column terminal.
    let picture = r.stderr.lines().skip_while(|l| !l.starts_with("(rows"));
    assert!(picture.clone().count() > 60);
    for line in picture {
        assert!(line.len() <= 80, "{} columns: {line}", line.len());
    }
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
        // Regression: it said "1 cells revealed".
        ("minesweeper", "1 2\nEM\n0 0\n", "case 1: click (0, 0): 1 cell revealed\n"),
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

#[test]
fn any_move_in_range_is_explained() {
    // Move 2 removes nothing; move 3 captures the stone it placed.
    let replay = "3\n1 2\n1 1\n2 1\n";
    let r = run(
        &["go-capture", "--size", "5", "--explain-moves", "2"],
        replay,
    );
    assert_eq!(r.stdout(), "0 0\n0 0\n0 1\n");
    assert_eq!(
        r.stderr,
        "move 2: white at (1, 1) removes nothing\n\
         \x20 its group: 1 stone, 1 liberty: (2, 1)\n\
         \x20 the black group of 1 stone at (1, 2) next to it keeps 2 liberties: (1, 3) (2, 2)\n\
         legend: * the new stone, + a liberty of its group, - of a group next to it, = of both\n\
         \x20 1 2 3 4 5\n\
         1 O*X .-. .\n\
         2 .+.-. . .\n\
         3 . . . . .\n\
         4 . . . . .\n\
         5 . . . . .\n"
    );
    // Without a range, only the capture is explained.
    let r = run(&["go-capture", "--size", "5", "--explain"], replay);
    assert!(r
        .stderr
        .starts_with("move 3: black at (2, 1) captures 1 white stone\n"));
    assert_eq!(r.stderr.matches("move ").count(), 1, "{}", r.stderr);
    // A liberty of both the new group and the group next to it.
    let r = run(
        &["go-capture", "--size", "3", "--explain-moves", "3"],
        "3\n1 1\n2 2\n1 2\n",
    );
    assert_eq!(
        r.stderr,
        "move 3: black at (1, 2) removes nothing\n\
         \x20 its group: 2 stones, 2 liberties: (1, 3) (2, 1)\n\
         \x20 the white group of 1 stone at (2, 2) next to it keeps 3 liberties: (2, 1) (2, 3) (3, 2)\n\
         legend: * the new stone, + a liberty of its group, - of a group next to it, = of both\n\
         \x20 1 2 3\n\
         1 X X*.+\n\
         2 .=O .-\n\
         3 . .-.\n"
    );
    // A lone stone with no opponent next to it.
    let r = run(&["go-capture", "--explain-moves", "1"], "1\n10 10\n");
    assert!(
        r.stderr.starts_with(
            "move 1: black at (10, 10) removes nothing\n  its group: 1 stone, 4 liberties: \
             (9, 10) (10, 9) (10, 11) (11, 10)\n  no white stone is next to it\n"
        ),
        "{}",
        r.stderr
    );
}

#[test]
fn each_answer_comes_before_its_explanation() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/go-capture/01-sample.in"
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("{BIN} go-capture --explain {fixture} 2>&1"))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // Answers 1-3, then move 3's explanation, then answers 4-8, then move 8's.
    assert_eq!(
        &lines[..4],
        [
            "0 0",
            "0 0",
            "0 1",
            "move 3: black at (1, 2) captures 1 white stone"
        ],
        "{text}"
    );
    let eight = lines.iter().position(|l| l.starts_with("move 8:")).unwrap();
    assert_eq!(lines[eight - 1], "3 0", "{text}");
    assert_eq!(lines.iter().filter(|l| l.len() == 3).count(), 8, "{text}");
    // The same for a board problem: each answer above its picture.
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "printf '1 2\\n.O\\n1 1\\nX\\n' | {BIN} flip-chess --explain 2>&1"
        ))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let firsts: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("case ") || l.len() == 1)
        .collect();
    assert_eq!(firsts[0], "0", "{text}");
    assert!(firsts[1].starts_with("case 1:"), "{text}");
    assert_eq!(firsts[2], "0", "{text}");
    assert!(firsts[3].starts_with("case 2:"), "{text}");
    // A leetcode board answer is whole before its picture, closing `]` too.
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "printf '[[\"E\",\"M\"],[\"E\",\"E\"]], [0,0]\\n[[\"E\"]], [0,0]\\n' | {BIN} minesweeper --explain --color never 2>&1"
        ))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], r#"[["1","M"],["E","E"]]"#, "{text}");
    assert!(lines[1].starts_with("case 1:"), "{text}");
    let second = lines.iter().position(|l| l.starts_with("case 2:")).unwrap();
    assert_eq!(lines[second - 1], r#"[["B"]]"#, "{text}");
}
