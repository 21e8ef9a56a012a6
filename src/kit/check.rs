//! `boardsolve check`: judges a contestant's output against boardsolve's
//! answer, like a testlib checker.
//!
//! Comparison is by tokens, line by line: `\r\n` line ends, runs of spaces
//! and trailing blank lines do not matter (with `exact`, they do, and a
//! difference only in whitespace is reported as such). Messages name what
//! the problem is about: the move of a Go replay, the case and cell of a
//! board, the missing and extra Othello moves.

use crate::cases::Format;
use crate::error::Error;
use crate::kit::gen::Problem;
use crate::kit::input::{case_text, Input};
use crate::kit::solve;

/// The outcome of a check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub accepted: bool,
    /// `ok` or `wrong answer: ...`.
    pub message: String,
}

impl Verdict {
    fn ok() -> Verdict {
        Verdict {
            accepted: true,
            message: "ok".into(),
        }
    }

    fn wrong(msg: impl Into<String>) -> Verdict {
        Verdict {
            accepted: false,
            message: format!("wrong answer: {}", msg.into()),
        }
    }
}

/// Lines without their `\r`, trailing blank lines dropped.
fn lines(text: &[u8]) -> Vec<&[u8]> {
    let mut v: Vec<&[u8]> = text
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect();
    while v
        .last()
        .is_some_and(|l| l.iter().all(|b| b.is_ascii_whitespace()))
    {
        v.pop();
    }
    v
}

fn tokens(line: &[u8]) -> Vec<&[u8]> {
    line.split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect()
}

/// A line as it reads in a message: trimmed, quoted, cut at 60 bytes.
fn show(line: Option<&[u8]>) -> String {
    match line {
        None => "end of output".into(),
        Some(l) => {
            let t = String::from_utf8_lossy(l).trim().to_string();
            if t.len() > 60 {
                format!("\"{}...\"", t.chars().take(60).collect::<String>())
            } else {
                format!("\"{t}\"")
            }
        }
    }
}

/// Index of the first line whose tokens differ (or where one text ends).
fn first_difference(want: &[&[u8]], got: &[&[u8]]) -> Option<usize> {
    (0..want.len().max(got.len())).find(|&i| match (want.get(i), got.get(i)) {
        (Some(a), Some(b)) => tokens(a) != tokens(b),
        _ => true,
    })
}

/// Checks `output` for `input` of problem `p` (go-capture on `size` x
/// `size`). Fails only if the input itself is invalid.
pub fn check(
    p: Problem,
    input: &[u8],
    output: &[u8],
    size: usize,
    exact: bool,
) -> Result<Verdict, Error> {
    let expected = solve(p, input, size)?;
    let (want, got) = (lines(&expected), lines(output));
    let verdict = match p {
        _ if first_difference(&want, &got).is_none() => Verdict::ok(),
        Problem::GoCapture => go_verdict(&want, &got),
        Problem::OthelloMoves => othello_verdict(&want, &got),
        _ => boards_verdict(p, input, size, &got)?,
    };
    if verdict.accepted && exact && output != expected.as_slice() {
        let line = expected
            .split(|&b| b == b'\n')
            .zip(output.split(|&b| b == b'\n'))
            .position(|(a, b)| a != b)
            .map_or(want.len().min(got.len()) + 1, |i| i + 1);
        return Ok(Verdict::wrong(format!(
            "line {line}: only whitespace differs (would be accepted without --exact)"
        )));
    }
    Ok(verdict)
}

fn go_verdict(want: &[&[u8]], got: &[&[u8]]) -> Verdict {
    let i = first_difference(want, got).unwrap_or(0);
    if i >= want.len() {
        return Verdict::wrong(format!(
            "extra output after the last move (m = {}): {}",
            want.len(),
            show(got.get(i).copied())
        ));
    }
    Verdict::wrong(format!(
        "move {}: expected {}, found {}",
        i + 1,
        show(Some(want[i])),
        show(got.get(i).copied())
    ))
}

fn othello_verdict(want: &[&[u8]], got: &[&[u8]]) -> Verdict {
    let moves = |lines: &[&[u8]]| -> Vec<String> {
        lines
            .iter()
            .flat_map(|l| tokens(l))
            .filter(|t| *t != b"NULL")
            .map(|t| String::from_utf8_lossy(t).into_owned())
            .collect()
    };
    let (w, g) = (moves(want), moves(got));
    let missing: Vec<&str> = w
        .iter()
        .filter(|m| !g.contains(m))
        .map(String::as_str)
        .collect();
    let extra: Vec<&str> = g
        .iter()
        .filter(|m| !w.contains(m))
        .map(String::as_str)
        .collect();
    let mut parts = Vec::new();
    if !missing.is_empty() {
        parts.push(format!("missing moves {}", missing.join(" ")));
    }
    if !extra.is_empty() {
        parts.push(format!("extra moves {}", extra.join(" ")));
    }
    if parts.is_empty() {
        let i = first_difference(want, got).unwrap_or(0);
        return Verdict::wrong(format!(
            "line {}: expected {}, found {} (the moves must be in row-major order, one a line, NULL if none)",
            i + 1,
            show(want.get(i).copied()),
            show(got.get(i).copied())
        ));
    }
    Verdict::wrong(parts.join("; "))
}

/// Board problems: the answer split by case, each case's own answer
/// solved alone, the first difference named by case (and cell). A
/// leetcode board may be printed with spaces (it is JSON): they are
/// ignored within a line.
fn boards_verdict(p: Problem, input: &[u8], size: usize, got: &[&[u8]]) -> Result<Verdict, Error> {
    let Input::Boards { format, cases } = Input::parse(p, input, size)? else {
        return Ok(Verdict::wrong("the answer differs"));
    };
    let mut line = 0;
    for (k, case) in cases.iter().enumerate() {
        let answer = solve(p, &case_text(format, case), size)?;
        let want = lines(&answer);
        let have: Vec<&[u8]> = (0..want.len())
            .map(|i| got.get(line + i).copied().unwrap_or(b""))
            .collect();
        let ended = got.len() < line + want.len();
        let differs = |a: &[u8], b: &[u8]| {
            // A leetcode board may be printed with spaces: compare without them.
            let strip = |l: &[u8]| {
                l.iter()
                    .copied()
                    .filter(|b| !b.is_ascii_whitespace())
                    .collect::<Vec<u8>>()
            };
            strip(a) != strip(b)
        };
        if let Some(i) = (0..want.len()).find(|&i| differs(want[i], have[i])) {
            let at = format!("case {}, line {}", k + 1, line + i + 1);
            if p == Problem::Minesweeper && !ended {
                if let Some(v) = cell_difference(format, &want, &have, i) {
                    return Ok(Verdict::wrong(format!("case {}: {v}", k + 1)));
                }
            }
            let found = if line + i < got.len() {
                show(Some(have[i]))
            } else {
                show(None)
            };
            return Ok(Verdict::wrong(format!(
                "{at}: expected {}, found {found}",
                show(Some(want[i]))
            )));
        }
        line += want.len();
    }
    match got.get(line) {
        None => Ok(Verdict::ok()),
        Some(&extra) => Ok(Verdict::wrong(format!(
            "extra output after the last case ({} cases): {}",
            cases.len(),
            show(Some(extra))
        ))),
    }
}

/// The first differing cell of a minesweeper answer, if both sides are
/// boards of the same shape: "row 3, column 5: expected 'B', found '1'".
fn cell_difference(format: Format, want: &[&[u8]], have: &[&[u8]], first: usize) -> Option<String> {
    let cells = |line: &[u8]| -> Vec<u8> {
        match format {
            Format::Plain => line
                .iter()
                .copied()
                .filter(|b| !b.is_ascii_whitespace())
                .collect(),
            // `[["B","1"],["E","M"]]`: the characters between quotes.
            Format::Leetcode => line
                .split(|&b| b == b'"')
                .skip(1)
                .step_by(2)
                .filter_map(|s| s.first().copied())
                .collect(),
        }
    };
    let (row_of, rows_w, rows_h): (usize, Vec<Vec<u8>>, Vec<Vec<u8>>) = match format {
        Format::Plain => (first, vec![cells(want[first])], vec![cells(have[first])]),
        Format::Leetcode => {
            let split = |line: &[u8]| -> Vec<Vec<u8>> {
                let text: Vec<u8> = line
                    .iter()
                    .copied()
                    .filter(|b| !b.is_ascii_whitespace())
                    .collect();
                text.split(|&b| b == b']')
                    .filter(|r| !r.is_empty())
                    .map(cells)
                    .collect()
            };
            (0, split(want[first]), split(have[first]))
        }
    };
    if rows_w.len() != rows_h.len() {
        return None;
    }
    for (r, (a, b)) in rows_w.iter().zip(&rows_h).enumerate() {
        if a.len() != b.len() {
            return None;
        }
        if let Some(c) = a.iter().zip(b).position(|(x, y)| x != y) {
            return Some(format!(
                "row {}, column {c}: expected '{}', found '{}'",
                row_of + r,
                a[c] as char,
                b[c] as char
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(p: Problem, input: &str, output: &str, exact: bool) -> String {
        check(p, input.as_bytes(), output.as_bytes(), 19, exact)
            .unwrap()
            .message
    }

    const REPLAY: &str = "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n";
    const ANSWER: &str = "0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n0 0\n3 0\n";

    #[test]
    fn go_capture_names_the_move() {
        assert_eq!(verdict(Problem::GoCapture, REPLAY, ANSWER, false), "ok");
        let wrong = ANSWER.replace("0 1\n", "1 0\n");
        assert_eq!(
            verdict(Problem::GoCapture, REPLAY, &wrong, false),
            "wrong answer: move 3: expected \"0 1\", found \"1 0\""
        );
        assert_eq!(
            verdict(Problem::GoCapture, REPLAY, "0 0\n", false),
            "wrong answer: move 2: expected \"0 0\", found end of output"
        );
        assert_eq!(
            verdict(Problem::GoCapture, REPLAY, &format!("{ANSWER}0 0\n"), false),
            "wrong answer: extra output after the last move (m = 8): \"0 0\""
        );
    }

    #[test]
    fn whitespace_only_matters_when_exact() {
        let crlf = ANSWER.replace('\n', " \r\n");
        assert_eq!(verdict(Problem::GoCapture, REPLAY, &crlf, false), "ok");
        assert_eq!(
            verdict(Problem::GoCapture, REPLAY, &crlf, true),
            "wrong answer: line 1: only whitespace differs (would be accepted without --exact)"
        );
    }

    #[test]
    fn othello_lists_missing_and_extra_moves() {
        let input = "4\n0 0 0 0\n0 1 2 0\n0 2 1 0\n0 0 0 0\n1\n";
        assert_eq!(
            verdict(Problem::OthelloMoves, input, "0,2\n1,3\n2,0\n3,1\n", false),
            "ok"
        );
        assert_eq!(
            verdict(Problem::OthelloMoves, input, "0,2\n1,3\n3,1\n3,3\n", false),
            "wrong answer: missing moves 2,0; extra moves 3,3"
        );
        assert_eq!(
            verdict(Problem::OthelloMoves, input, "NULL\n", false),
            "wrong answer: missing moves 0,2 1,3 2,0 3,1"
        );
        assert!(
            verdict(Problem::OthelloMoves, input, "1,3\n0,2\n2,0\n3,1\n", false)
                .contains("row-major order")
        );
    }

    #[test]
    fn minesweeper_names_the_cell() {
        let input = "2 3\nEEM\nEEE\n0 0\n1 2\nEM\n0 0\n";
        assert_eq!(
            verdict(Problem::Minesweeper, input, "B1M\nB1E\n1M\n", false),
            "ok"
        );
        assert_eq!(
            verdict(Problem::Minesweeper, input, "B1M\nB11\n1M\n", false),
            "wrong answer: case 1: row 1, column 2: expected 'E', found '1'"
        );
        let lc = "[[\"E\",\"E\",\"M\"],[\"E\",\"E\",\"E\"]]\n[0,0]\n";
        assert_eq!(
            verdict(
                Problem::Minesweeper,
                lc,
                "[[\"B\", \"1\", \"M\"], [\"B\", \"1\", \"E\"]]\n",
                false
            ),
            "ok"
        );
        assert_eq!(
            verdict(
                Problem::Minesweeper,
                lc,
                "[[\"B\",\"1\",\"M\"],[\"B\",\"B\",\"E\"]]\n",
                false
            ),
            "wrong answer: case 1: row 1, column 1: expected '1', found 'B'"
        );
    }

    #[test]
    fn board_cases_are_named() {
        let input =
            "[\".X.\",\".O.\",\"XO.\"]\n[\"....X.\",\"....X.\",\"XOOO..\",\"......\",\"......\"]\n";
        assert_eq!(verdict(Problem::FlipChess, input, "2\n3\n", false), "ok");
        assert_eq!(
            verdict(Problem::FlipChess, input, "2\n4\n", false),
            "wrong answer: case 2, line 2: expected \"3\", found \"4\""
        );
        assert_eq!(
            verdict(Problem::FlipChess, input, "2\n3\n0\n", false),
            "wrong answer: extra output after the last case (2 cases): \"0\""
        );
    }
}
