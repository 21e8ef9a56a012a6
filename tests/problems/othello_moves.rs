//! othello-moves through the binary: errors and strict mode.

use crate::util::run;

#[test]
fn errors_name_the_position() {
    let cases: &[(&str, &str)] = &[
        ("", "line 1, column 1: expected the board size N, found end of input"),
        ("0\n1\n", "line 1, column 1: the board size N must be at least 1, found 0"),
        ("x", "line 1, column 1: expected the board size N, found 'x'"),
        ("2\n0 1\n3 0\n1\n", "line 3, column 1: expected a cell 0, 1 or 2 at row 1, column 0, found 3"),
        ("2\n0 1\n0 q\n1\n", "line 3, column 3: expected a cell 0, 1 or 2, found 'q'"),
        ("2\n0 -1\n", "line 2, column 3: expected a cell 0, 1 or 2, found \"-1\" (negative numbers are not allowed)"),
        ("2\n0 1\n0", "line 3, column 2: input ends after 3 of the 4 cells of the 2x2 board"),
        ("2\n0 1 0 0\n", "line 3, column 1: expected the player p (1 or 2) after the board, found end of input"),
        ("2\n0 1 0 0\n3\n", "line 3, column 1: expected the player p (1 or 2), found 3"),
        ("2\n0 1 0 0\n0\n", "line 3, column 1: expected the player p (1 or 2), found 0"),
        ("2\n0 1 0 0\n1 2\n", "line 3, column 3: expected end of input after the player p, found '2'"),
        ("1000000000\n0 1 2\n", "line 3, column 1: input ends after 3 of the 1000000000000000000 cells of the 1000000000x1000000000 board"),
        ("10000000000\n0\n", "line 1, column 1: the board size N = 10000000000 is too large"),
    ];
    for (input, msg) in cases {
        run(&["othello-moves"], *input).fails_with(msg);
        run(&["othello-moves", "--naive"], *input).fails_with(msg);
    }
}

#[test]
fn strict_mode_limits_n() {
    let mut board = String::from("101\n");
    board += &"0 ".repeat(101 * 101);
    board += "\n1\n";
    run(&["othello-moves", "--strict"], board.clone())
        .fails_with("line 1, column 1: --strict: N = 101 is above the judge's limit 100");
    assert_eq!(run(&["othello-moves"], board).ok(), "NULL\n");
}

/// A bad cell inside a row wide enough for the 64-cell fast path is
/// reported exactly where the one-cell path would report it.
#[test]
fn errors_inside_wide_rows_name_the_position() {
    let n = 130;
    for (r, c, bad, found) in [
        (0, 0, "3", "found 3"),
        (1, 64, "7", "found 7"),
        (2, 129, "9", "found 9"),
    ] {
        let mut text = format!("{n}\n");
        for row in 0..n {
            let cells: Vec<&str> = (0..n)
                .map(|col| if (row, col) == (r, c) { bad } else { "1" })
                .collect();
            text += &cells.join(" ");
            text += "\n";
        }
        text += "2\n";
        let msg = format!(
            "line {}, column {}: expected a cell 0, 1 or 2 at row {r}, column {c}, {found}",
            r + 2,
            2 * c + 1
        );
        run(&["othello-moves"], text).fails_with(&msg);
    }
    // A tab or a carriage return between cells leaves the fast path, not
    // the format.
    let mut text = format!("{n}\n");
    for row in 0..n {
        let sep = if row % 2 == 0 { "\t" } else { " " };
        text += &vec!["0"; n].join(sep);
        text += "\r\n";
    }
    text += "1\n";
    assert_eq!(run(&["othello-moves"], text).ok(), "NULL\n");
}
