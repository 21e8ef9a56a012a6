//! The LeetCode problems' shared reader through the binary, on flip-chess,
//! check-move and minesweeper: `--format` forcing a format, every error of
//! the parser with its line and column, and `--strict`'s judge guarantees.
//! (game-of-life's reading is covered by the registry-driven groups.)

use crate::util::run;

#[test]
fn format_flag_forces_a_format() {
    let lc = "[[\"E\",\"M\"]], [0,0]\n";
    assert_eq!(
        run(&["minesweeper", "--format", "leetcode"], lc).ok(),
        "[[\"1\",\"M\"]]\n"
    );
    run(&["minesweeper", "--format", "plain"], lc)
        .fails_with("line 1, column 1: expected the row count n, found \"[[\"E\",\"M\"]],\"");
    let plain = "1 2\nEM\n0 0\n";
    assert_eq!(run(&["lc529", "--format", "plain"], plain).ok(), "1M\n");
    run(&["lc529", "--format", "leetcode"], plain)
        .fails_with("line 1, column 1: expected board (a '['), found '1'");
    run(&["lc529", "--format", "json"], plain).usage_error("invalid value 'json'");
}

#[test]
fn parser_errors_name_line_and_column() {
    let cases: &[(&str, &str, &str)] = &[
        ("flip-chess", "", "line 1, column 1: expected a case (a board), found end of input"),
        ("flip-chess", " \n\t\r\n ", "line 3, column 2: expected a case (a board), found end of input"),
        ("flip-chess", "[\"..X\", \".OO\"", "line 1, column 14: input ends inside the board opened at line 1, column 9"),
        ("flip-chess", "[\"..X\", \".OO", "line 1, column 13: input ends inside the string opened at line 1, column 9"),
        ("flip-chess", "[\"..X\",\n \".O\"]", "line 2, column 6: row 1 has 2 cells, expected 3 like row 0"),
        ("flip-chess", "[\"..X\", \".OOOO\"]", "line 1, column 14: row 1 has more than 3 cells, expected 3 like row 0"),
        ("flip-chess", "[\"..X\", \".OQ\"]", "line 1, column 12: expected a cell '.', 'O' or 'X', found 'Q'"),
        ("flip-chess", "[\"..\\u0041\"]", "line 1, column 5: expected a cell '.', 'O' or 'X', found 'A'"),
        ("flip-chess", "[\".\\q\"]", "line 1, column 5: expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX), found 'q'"),
        ("flip-chess", "[]", "line 1, column 2: the board is empty: expected at least one row"),
        ("flip-chess", "[\"\"]", "line 1, column 4: row 0 is empty"),
        ("flip-chess", "[\"X.\" \"..\"]", "line 1, column 7: expected ',' or ']' in the board, found \"\"..\"]\""),
        ("flip-chess", "chessboard [\"..X\"]", "line 1, column 12: expected '=' or ':' after the parameter name chessboard, found '['"),
        ("flip-chess", "[\"..X\"]\ngarbage", "line 2, column 1: expected the next case's chessboard (a '[') or end of input, found \"garbage\""),
        ("flip-chess", "[\"..X\"]\n]", "line 2, column 1: expected the next case's chessboard (a '[') or end of input, found ']'"),
        ("flip-chess", "2 3\n..X\n", "line 3, column 1: input ends after 1 of the 2 rows of the 2x3 board"),
        ("flip-chess", "2 3\n..X\n.OOO\n", "line 3, column 5: row 1 has more than 3 cells, expected 3"),
        ("flip-chess", "2 3\n..X\n.O\n", "line 3, column 3: row 1 has 2 cells, expected 3"),
        ("flip-chess", "2 3\n..X\n.O?\n", "line 3, column 3: expected a cell '.', 'O' or 'X', found '?'"),
        ("flip-chess", "0 3\n", "line 1, column 1: the board is empty: n must be at least 1"),
        ("flip-chess", "2 0\n", "line 1, column 3: the board is empty: m must be at least 1"),
        ("flip-chess", "1 1\n.\nx", "line 3, column 1: expected the next case's row count n or end of input, found 'x'"),
        ("minesweeper", "[[\"E\",\"EE\"]], [0,0]", "line 1, column 7: expected a cell string like \"E\" (one character), found \"EE\""),
        ("minesweeper", "[[\"E\",\"\"]], [0,0]", "line 1, column 7: expected a cell string like \"E\", found an empty string"),
        ("minesweeper", "[[\"E\",\"Z\"]], [0,0]", "line 1, column 7: expected a cell 'M', 'E', 'B', 'X' or a digit '1'-'8', found 'Z'"),
        ("minesweeper", "[[\"E\",\"E\"],[\"E\"]], [0,0]", "line 1, column 17: row 1 has 1 cell, expected 2 like row 0"),
        ("minesweeper", "[[\"E\",\"E\"]], [0,2]", "line 1, column 14: click column = 2 is outside the board (columns 0..=1)"),
        ("minesweeper", "[[\"E\",\"E\"]], [-1,0]", "line 1, column 14: click row = -1 is outside the board (rows 0..=0)"),
        ("minesweeper", "[[\"E\",\"E\"]], [0]", "line 1, column 16: expected ',' between the row and column of click, found ']'"),
        ("minesweeper", "[[\"E\",\"E\"]], [0,0,1]", "line 1, column 18: expected ']' after the column of click (it has two numbers), found \",1]\""),
        ("minesweeper", "[[\"E\",\"E\"]]", "line 1, column 12: expected click, a [row, column] pair, found end of input"),
        ("minesweeper", "[[[[[[[[[[[[", "line 1, column 3: expected a cell string like \"E\", found \"[[[[[[[[[[\""),
        ("minesweeper", "1 2\nEE\n0", "line 3, column 2: expected click column, a number, found end of input"),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, 0, \"Q\"", "line 1, column 24: expected color, \"B\" or \"W\", found 'Q'"),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, 0, color = BW", "line 1, column 32: expected color, \"B\" or \"W\", found \"BW\""),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, 5, \"B\"", "line 1, column 21: cMove = 5 is outside the board (columns 0..=2)"),
        ("check-move", "[[\".\",\"W\",\"B\"]], 1, 0, \"B\"", "line 1, column 18: rMove = 1 is outside the board (rows 0..=0)"),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, x, \"B\"", "line 1, column 21: expected cMove, a number, found \"x\""),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, 1x, \"B\"", "line 1, column 22: expected a digit after cMove, found 'x'"),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, 0", "line 1, column 22: expected color, \"B\" or \"W\", found end of input"),
        ("check-move", "1 3\n.WB\n0 0 BW", "line 3, column 5: expected color, \"B\" or \"W\", found a longer token"),
    ];
    for (sub, input, msg) in cases {
        run(&[sub], *input).fails_with(msg);
    }
}

#[test]
fn strict_mode_checks_the_judge_guarantees() {
    let cases: &[(&str, &str, &str)] = &[
        ("flip-chess", "[\".........\"]", "line 1, column 1: --strict: the board is 1x9, above the judge's limit 8x8"),
        ("flip-chess", "[\"OX\"]", "line 1, column 1: --strict: the board has no empty cell"),
        ("flip-chess", "\n  [\"XOOX.\"]", "line 2, column 3: --strict: the white stone at row 0, column 1 is already flanked by black stones (the judge guarantees none is)"),
        ("check-move", "[[\".\",\"W\",\"B\"]], 0, 0, \"B\"", "line 1, column 1: --strict: the board is 1x3, the judge's is 8x8"),
        ("minesweeper", "[[\"E\",\"B\"]], [0,1]", "line 1, column 14: --strict: the click (0, 1) is on 'B', not on an unrevealed 'M' or 'E'"),
        ("minesweeper", "[[\"E\",\"X\"]], [0,0]", "line 1, column 1: --strict: the game is over: a revealed mine 'X' at row 0, column 1"),
    ];
    for (sub, input, msg) in cases {
        run(&[sub, "--strict"], *input).fails_with(msg);
        // Default mode solves them all.
        run(&[sub], *input).ok();
    }
    let mut big = String::from("[");
    for r in 0..51 {
        big += if r == 0 { "[" } else { ",[" };
        big += &["\"E\""; 51].join(",");
        big += "]";
    }
    big += "], [0,0]";
    run(&["minesweeper", "--strict"], big.clone()).fails_with(
        "line 1, column 1: --strict: the board is 51x51, above the judge's limit 50x50",
    );
    run(&["minesweeper"], big).ok();
    let mut board = String::from("[");
    for r in 0..8 {
        board += if r == 0 { "[" } else { ",[" };
        board += &["\".\""; 8].join(",");
        board += "]";
    }
    board += "]";
    assert_eq!(
        run(&["check-move", "--strict"], format!("{board}, 3, 4, \"W\"")).ok(),
        "false\n"
    );
    let taken = board.replacen("\".\"", "\"B\"", 1);
    run(&["check-move", "--strict"], format!("{taken}, 0, 0, \"W\"")).fails_with(
        "line 1, column 276: --strict: board[0][0] is not empty (the judge guarantees it is)",
    );
}
