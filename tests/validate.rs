//! `validate`: every `gen --strict` input passes; every layout fault is
//! rejected with its line, column and what was expected and found, status
//! 3 (testlib) or 43 (--kattis); the judge-exact fixtures pass.

use crate::kit::{check_options, defaults, generate, test_file};
use crate::util::run;
use boardsolve::cases::Format as GenFormat;
use boardsolve::cases::FormatChoice as Format;
use boardsolve::kit::gen::GenOptions;
use boardsolve::problems::Problem;

/// `gen --strict --seed SEED --pattern PATTERN`, one plain case or three
/// leetcode cases for a board problem.
fn generated(p: Problem, pattern: &str, seed: u64, plain: bool) -> Vec<u8> {
    let mut o = GenOptions {
        seed,
        strict: true,
        pattern: pattern.to_string(),
        ..defaults(p)
    };
    if p.about().board() {
        o.format = if plain {
            GenFormat::Plain
        } else {
            GenFormat::Leetcode
        };
        o.cases = if plain { 1 } else { 3 };
    }
    check_options(p, &o).unwrap_or_else(|e| panic!("{p:?} {pattern}: {e}"));
    generate(p, &o)
}

#[test]
fn every_strict_generated_input_is_valid() {
    for p in Problem::ALL {
        let formats: &[bool] = match p.about().board() {
            true => &[true, false],
            false => &[true],
        };
        for &pattern in p.about().patterns() {
            for &plain in formats {
                for seed in 1..=60 {
                    let input = generated(p, pattern, seed, plain);
                    if let Err(bad) = test_file(p, &input, Format::Auto) {
                        panic!(
                            "{p:?} --pattern {pattern} --seed {seed} (plain: {plain}): {}\n{}",
                            bad.msg,
                            String::from_utf8_lossy(&input[..input.len().min(400)])
                        );
                    }
                }
            }
        }
    }
}

/// The binary on a few generated inputs, through a file and stdin.
#[test]
fn the_command_accepts_generated_inputs_with_statuses_0_and_42() {
    let dir = std::env::temp_dir().join(format!("boardsolve-validate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for p in Problem::ALL {
        let input = generated(p, p.about().patterns()[0], 7, true);
        let file = dir.join(format!("{}.in", p.name()));
        std::fs::write(&file, &input).unwrap();
        let path = file.to_str().unwrap();
        for (args, status) in [
            (vec!["validate", p.name(), path], 0),
            (vec!["validate", p.about().alias()], 0),
            (vec!["validate", p.name(), "--kattis"], 42),
            (
                vec![
                    "validate",
                    p.name(),
                    "--testset",
                    "tests",
                    "--group",
                    "g1",
                    "-",
                ],
                0,
            ),
        ] {
            let r = run(&args, input.clone());
            assert_eq!(r.status, Some(status), "{}", r.describe());
            assert_eq!(r.stderr, "", "{}", r.describe());
            assert!(r.stdout.is_empty(), "{}", r.describe());
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `input` is invalid for `p` with this message (after `FAIL `), status 3,
/// and 43 under --kattis.
fn rejects(p: &str, input: &[u8], msg: &str) {
    let r = run(&["validate", p], input);
    assert_eq!(r.status, Some(3), "{}", r.describe());
    assert_eq!(r.stderr, format!("FAIL {msg}\n"), "{}", r.describe());
    let k = run(&["validate", p, "--kattis"], input);
    assert_eq!(k.status, Some(43), "{}", k.describe());
    assert_eq!(k.stderr, r.stderr, "{}", k.describe());
}

const REPLAY: &str = "3\n2 1\n1 1\n1 2\n";

#[test]
fn layout_faults_name_the_line_and_column() {
    let go = "go-capture";
    assert_eq!(run(&["validate", go], REPLAY).status, Some(0));
    // Line ends.
    rejects(
        go,
        b"3\n2 1\n1 1\n1 2",
        "line 4, column 4: expected '\\n' after move 3 (a move `x y` is one line), found end of input (the last line ends in '\\n' too)",
    );
    rejects(
        go,
        b"3\r\n2 1\n1 1\n1 2\n",
        "line 1, column 2: expected end of line after m (m is on a line of its own), found '\\r' (a CRLF line end; lines end in '\\n' alone)",
    );
    rejects(
        go,
        b"3\n2 1\r\n1 1\n1 2\n",
        "line 2, column 4: expected end of line after move 1 (a move `x y` is one line), found '\\r' (a CRLF line end; lines end in '\\n' alone)",
    );
    // Spaces.
    rejects(
        go,
        b"3\n2  1\n1 1\n1 2\n",
        "line 2, column 3: expected y of move 1, found a second space",
    );
    rejects(
        go,
        b"3\n 2 1\n1 1\n1 2\n",
        "line 2, column 1: expected x of move 1 (of 3), found a space at the start of the line",
    );
    rejects(
        go,
        b"3\n2 1 \n1 1\n1 2\n",
        "line 2, column 4: expected end of line after move 1 (a move `x y` is one line), found a trailing space",
    );
    rejects(
        go,
        b"3 \n2 1\n1 1\n1 2\n",
        "line 1, column 2: expected end of line after m (m is on a line of its own), found a trailing space",
    );
    rejects(
        go,
        b"3\n2\t1\n1 1\n1 2\n",
        "line 2, column 2: expected a space and y of move 1 (a move `x y` is one line), found a tab",
    );
    // Blank lines, a BOM, anything after the input.
    rejects(
        go,
        b"3\n\n2 1\n1 1\n1 2\n",
        "line 2, column 1: expected x of move 1 (of 3), found a blank line",
    );
    rejects(
        go,
        b"3\n2 1\n1 1\n1 2\n\n",
        "line 5, column 1: expected end of input after the 3 moves, found a blank line",
    );
    rejects(
        go,
        b"3\n2 1\n1 1\n1 2\n4 4\n",
        "line 5, column 1: expected end of input after the 3 moves, found '4'",
    );
    rejects(
        go,
        b"\xEF\xBB\xBF3\n2 1\n1 1\n1 2\n",
        "line 1, column 1: expected the input, found a UTF-8 byte-order mark",
    );
    // Integers as the judge writes them.
    rejects(
        go,
        b"03\n2 1\n1 1\n1 2\n",
        "line 1, column 1: expected m, found \"03\" (a leading zero)",
    );
    let zeros = format!("{}3\n2 1\n1 1\n1 2\n", "0".repeat(41));
    rejects(
        go,
        zeros.as_bytes(),
        "line 1, column 1: expected m, found \"00000000000000000000...\" (a leading zero)",
    );
    rejects(
        go,
        b"3\n+2 1\n1 1\n1 2\n",
        "line 2, column 1: expected x of move 1 (of 3), found \"+2\" (an integer has no '+')",
    );
    rejects(
        go,
        b"3\n2 -0\n1 1\n1 2\n",
        "line 2, column 3: expected y of move 1, found \"-0\" (zero is written 0, not -0)",
    );
    // The judge's lines: m alone, a move on one line.
    rejects(
        go,
        b"3 2 1\n1 1\n1 2\n",
        "line 1, column 2: expected end of line after m (m is on a line of its own), found a space",
    );
    rejects(
        go,
        b"3\n2\n1\n1 1\n1 2\n",
        "line 2, column 2: expected a space and y of move 1 (a move `x y` is one line), found end of line",
    );
    rejects(
        go,
        b"3\n2 1 1 1\n1 2\n",
        "line 2, column 4: expected end of line after move 1 (a move `x y` is one line), found a space",
    );
    rejects(
        go,
        b"3\n2 1\n1 1\n",
        "line 4, column 1: expected x of move 3 (of 3), found end of input",
    );
}

#[test]
fn the_judges_constraints_are_stricts() {
    let go = "go-capture";
    rejects(
        go,
        b"0\n",
        "line 1, column 1: m = 0 is outside the judge's range 1..=500000",
    );
    // The constraint on m comes first in reading order, before the
    // missing moves.
    rejects(
        go,
        b"1000000000000\n2 1\n",
        "line 1, column 1: m = 1000000000000 is outside the judge's range 1..=500000",
    );
    rejects(
        go,
        b"2\n2 1\n1 20\n",
        "move 2 (line 3): point (1, 20) is off the 19x19 board",
    );
    rejects(
        go,
        b"2\n2 1\n2 1\n",
        "move 2 (line 3): point (2, 1) is already occupied",
    );
    rejects(
        "othello-moves",
        b"2\n0 1\n2 0\n3\n",
        "line 4, column 1: expected the player p (1 or 2), found 3",
    );
    rejects(
        "flip-chess",
        b"1 9\n.........\n",
        "line 1, column 1: the board is 1x9, above the judge's limit 8x8",
    );
    rejects(
        "minesweeper",
        b"1 3\nEXM\n0 0\n",
        "line 1, column 1: the game is over: a revealed mine 'X' at row 0, column 1",
    );
}

/// check-move's example 1 (8 x 8), in both formats.
const BOARD: [&str; 8] = [
    "...B....", "...W....", "...W....", "...W....", "WBB.WWWB", "...B....", "...B....", "...W....",
];

fn check_move_plain() -> String {
    format!("8 8\n{}\n4 3 B\n", BOARD.join("\n"))
}

fn check_move_leetcode() -> String {
    let rows: Vec<String> = BOARD
        .iter()
        .map(|r| {
            let cells: Vec<String> = r.chars().map(|c| format!("\"{c}\"")).collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!("[{}]\n4\n3\n\"B\"\n", rows.join(","))
}

#[test]
fn othello_rows_hold_n_cells_separated_by_one_space() {
    let o = "othello-moves";
    assert_eq!(run(&["validate", o], "2\n0 1\n2 0\n1\n").status, Some(0));
    rejects(
        o,
        b"2\n0 1\n2\n1\n",
        "line 3, column 2: expected a space and the cell at row 1, column 1, found end of line",
    );
    rejects(
        o,
        b"2\n0 1 0\n2 0\n1\n",
        "line 2, column 4: expected end of line after the 2 cells of row 0, found a space",
    );
    rejects(
        o,
        b"2\n0 01\n2 0\n1\n",
        "line 2, column 3: expected the cell at row 0, column 1 (row 0 has N = 2 cells), found \"01\" (a leading zero)",
    );
    rejects(
        o,
        b"2\n0 1\n2 0\n1 2\n",
        "line 4, column 2: expected end of line after p, found a space",
    );
}

#[test]
fn plain_board_files_hold_one_case_and_whole_rows() {
    let plain = check_move_plain();
    assert_eq!(
        run(&["validate", "check-move"], plain.clone()).status,
        Some(0)
    );
    assert_eq!(
        run(
            &["validate", "check-move", "--format", "plain"],
            plain.clone()
        )
        .status,
        Some(0)
    );
    rejects(
        "check-move",
        format!("{plain}{plain}").as_bytes(),
        "line 11, column 1: expected end of input after the case (one case per file in plain format), found '8'",
    );
    rejects(
        "check-move",
        plain.replace("4 3 B", "4 3\nB").as_bytes(),
        "line 10, column 4: expected a space and color, found end of line",
    );
    rejects(
        "check-move",
        plain.replace("WBB.WWWB", "WBB.WWW").as_bytes(),
        "line 6, column 8: expected cell 7 of row 4 (m = 8 cells), found end of line",
    );
    rejects(
        "check-move",
        plain.replace("WBB.WWWB", "WBB.WWWBB").as_bytes(),
        "line 6, column 9: expected end of line after the 8 cells of row 4, found 'B'",
    );
    rejects(
        "check-move",
        plain.replace("WBB.WWWB", "WBB WWWB").as_bytes(),
        "line 6, column 4: expected cell 3 of row 4 (m = 8 cells), found a space",
    );
    rejects(
        "minesweeper",
        b"1 3\nEEM\n0\n0\n",
        "line 3, column 2: expected a space and the click's column, found end of line",
    );
    let r = run(
        &["validate", "check-move", "--format", "plain"],
        check_move_leetcode(),
    );
    assert_eq!(r.status, Some(3), "{}", r.describe());
    let found = "FAIL line 1, column 1: expected n, found \"[[\".\",\".\",\".\",\"B\",\"....\"\n";
    assert_eq!(r.stderr, found, "{}", r.describe());
}

#[test]
fn leetcode_files_hold_a_line_per_parameter_without_spaces() {
    let lc = check_move_leetcode();
    assert_eq!(run(&["validate", "check-move"], lc.clone()).status, Some(0));
    // Cases follow one another, as in LeetCode's testcase box.
    assert_eq!(
        run(
            &["validate", "lc1958", "--format", "leetcode"],
            format!("{lc}{lc}")
        )
        .status,
        Some(0)
    );
    let cm = "check-move";
    rejects(
        cm,
        format!("{lc}\n{lc}").as_bytes(),
        "line 5, column 1: expected '[' opening board, found a blank line",
    );
    rejects(
        cm,
        lc.replacen("\",\"", "\", \"", 1).as_bytes(),
        "line 1, column 7: expected '\"' opening board[0][1], found a space",
    );
    rejects(
        cm,
        format!("board = {lc}").as_bytes(),
        "line 1, column 1: expected '[' opening board, found \"board\"",
    );
    rejects(
        cm,
        lc.replace("\n4\n3\n", "\n4,3\n").as_bytes(),
        "line 2, column 2: expected end of line after rMove, found \",3\"",
    );
    rejects(
        cm,
        lc.replace("\"B\"\n", "B\n").as_bytes(),
        "line 4, column 1: expected '\"' opening color, found 'B'",
    );
    rejects(
        cm,
        lc.replace("\n4\n", "\n04\n").as_bytes(),
        "line 2, column 1: expected rMove, found \"04\" (a leading zero)",
    );
    rejects(
        cm,
        lc.replacen("\".\"", "\"\\u002e\"", 1).as_bytes(),
        "line 1, column 4: expected a character of board[0][0], found '\\\\' (no escapes: the character itself)",
    );
    rejects(
        "minesweeper",
        b"[[\"E\",\"E\",\"M\"]]\n[0, 0]\n",
        "line 2, column 4: expected click[1], found a space",
    );
    rejects(
        "flip-chess",
        b"[\"..X\",\".O.\"]\r\n",
        "line 1, column 14: expected end of line after chessboard, found '\\r' (a CRLF line end; lines end in '\\n' alone)",
    );
    rejects(
        "flip-chess",
        b"[\"..X\",\".O.\"]",
        "line 1, column 14: expected '\\n' after chessboard, found end of input (the last line ends in '\\n' too)",
    );
}

#[test]
fn bad_command_lines_and_files() {
    let r = run(&["validate", "go-capture", "--format", "plain"], REPLAY);
    assert_eq!(r.status, Some(2), "{}", r.describe());
    assert!(
        r.stderr.contains("--format is for the board problems"),
        "{}",
        r.describe()
    );
    let r = run(&["validate", "go-capture", "/nonexistent/x.in"], "");
    assert_eq!(r.status, Some(3), "{}", r.describe());
    assert!(
        r.stderr.starts_with("FAIL cannot open /nonexistent/x.in"),
        "{}",
        r.describe()
    );
    let r = run(
        &["validate", "go-capture", "/nonexistent/x.in", "--kattis"],
        "",
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr.starts_with("error: cannot open"),
        "{}",
        r.describe()
    );
}

/// The fixtures written as the judge writes its files pass; the others
/// (labels, pasted pages, CRLF, several plain cases, beyond the judge's
/// limits) are invalid with a `FAIL line` message.
#[test]
fn judge_exact_fixtures_pass() {
    let exact = [
        "check-move/04-testcase-box-multi-case",
        "flip-chess/09-nothing-flips",
        "flip-chess/10-chain-flip-second-wave",
        "flip-chess/12-column-and-diagonal",
        "go-capture/01-sample",
        "go-capture/12-ko-fight",
        "minesweeper/07-no-mines",
        "othello-moves/01-sample-player-1",
        "othello-moves/02-sample-player-2",
        "othello-moves/03-one-by-one-empty",
    ];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    for p in Problem::ALL {
        for entry in std::fs::read_dir(root.join(p.name())).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "in") || path.with_extension("args").exists() {
                continue;
            }
            let input = std::fs::read(&path).unwrap();
            let name = format!(
                "{}/{}",
                p.name(),
                path.file_stem().unwrap().to_string_lossy()
            );
            let verdict = test_file(p, &input, Format::Auto);
            if exact.contains(&name.as_str()) {
                assert_eq!(verdict, Ok(()), "{name}");
            } else if let Err(bad) = verdict {
                assert!(bad.msg.contains("line "), "{name}: {}", bad.msg);
            }
        }
    }
    assert!(exact.iter().all(|f| root.join(format!("{f}.in")).exists()));
}
