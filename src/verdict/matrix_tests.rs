//! [`IntMatrices`]: integers of any width and sign judged as integers,
//! token by token, in LeetCode's arrays and in plain rows.

use super::*;
use crate::scan::Trickle;

/// LeetCode's `int[][]` at `i32`'s ends, then a one-value case.
const ANSWER: &str = "[[-12,0,300],[7,2147483647,-2147483648]]\n[[5]]\n";
/// The same in plain rows: 2 rows, then 1.
const PLAIN: &str = "-12 0 300\n7 2147483647 -2147483648\n5\n";

/// The verdict line on `output` against `answer` (plain rows if `answer`
/// is [`PLAIN`]), the same whatever size the reads are.
fn judged(answer: &str, output: &str, exact: bool) -> String {
    let rows = if answer == PLAIN {
        vec![2, 1]
    } else {
        vec![1, 1]
    };
    let expected = Expected::new(IntMatrices, answer.as_bytes().to_vec(), rows);
    let reading = Reading {
        exact,
        ..Reading::default()
    };
    let whole = expected.judge(output.as_bytes(), reading, Side::Output);
    let whole = whole.unwrap().message;
    for chunk in 1..=3 {
        let trickle = Trickle {
            data: output.as_bytes(),
            chunk,
        };
        let v = expected.judge(trickle, reading, Side::Output).unwrap();
        assert_eq!(v.message, whole, "reads of {chunk} bytes: {output:?}");
    }
    whole
}

fn verdict(output: &str) -> String {
    judged(ANSWER, output, false)
}

#[test]
fn the_answer_and_free_whitespace_are_ok() {
    assert_eq!(verdict(ANSWER), "ok: 2 cases");
    let pretty = "[ [-12, 0, 300],\n  [7, 2147483647, -2147483648] ]\n\n[[ 5 ]]";
    assert_eq!(verdict(pretty), "ok: 2 cases");
    assert_eq!(judged(PLAIN, PLAIN, false), "ok: 2 cases");
    assert_eq!(
        judged(PLAIN, " -12  0\t300\n7 2147483647\n-2147483648 5", false),
        "ok: 2 cases"
    );
    assert_eq!(judged(ANSWER, ANSWER, true), "ok: 2 cases");
    assert_eq!(judged(PLAIN, PLAIN, true), "ok: 2 cases");
}

#[test]
fn a_wrong_value_is_a_wrong_answer_at_its_row_and_column() {
    for (from, to, message) in [
        ("300", "30", "case 1, row 0, column 2 (output line 1): expected \"300\", found \"30\""),
        ("300", "3000", "case 1, row 0, column 2 (output line 1): expected \"300\", found \"3000\""),
        ("-12", "12", "case 1, row 0, column 0 (output line 1): expected \"-12\", found \"12\""),
        ("-12", "-1", "case 1, row 0, column 0 (output line 1): expected \"-12\", found \"-1\""),
        ("-2147483648", "2147483648", "case 1, row 1, column 2 (output line 1): expected \"-2147483648\", found \"2147483648\""),
        // Any width: an integer past `i64` is still an integer, and wrong.
        ("2147483647", "99999999999999999999999", "case 1, row 1, column 1 (output line 1): expected \"2147483647\", found \"99999999999999999999999\""),
        ("[[5]]", "[[-5]]", "case 2, row 0, column 0 (output line 2): expected \"5\", found \"-5\""),
    ] {
        let output = ANSWER.replacen(from, to, 1);
        assert_eq!(verdict(&output), format!("wrong answer: {message}"), "{output}");
    }
    let output = "[[-12,0,300],[7,2147483647,-2147483648]]\n[[5]]\n[[5]]\n";
    assert_eq!(
        verdict(output),
        "wrong answer: extra output after 2 cases (output line 3): found \"[[5]]\""
    );
}

#[test]
fn what_is_not_an_integer_or_not_the_shape_is_a_presentation_error() {
    for (from, to, message) in [
        (
            "300",
            "0300",
            "case 1, row 0, column 2 (output line 1): expected an integer, found \"0300\"",
        ),
        (
            "[[5]]",
            "[[05]]",
            "case 2, row 0, column 0 (output line 2): expected an integer, found \"05\"",
        ),
        (
            "[[5]]",
            "[[+5]]",
            "case 2, row 0, column 0 (output line 2): expected an integer, found \"+5\"",
        ),
        (
            "0,300",
            "-0,300",
            "case 1, row 0, column 1 (output line 1): expected an integer, found \"-0\"",
        ),
        (
            "300",
            "\"300\"",
            "case 1, row 0, column 2 (output line 1): expected an integer, found \"300\"",
        ),
        (
            "300",
            "3e2",
            "case 1, row 0, column 2 (output line 1): expected an integer, found \"3e2\"",
        ),
        (
            "[[5]]",
            "[[]]",
            "case 2, row 0, column 0 (output line 2): expected an integer, found \"]\"",
        ),
        (
            ",300]",
            "]",
            "case 1, row 0 (output line 1): the row has 2 cells, expected 3",
        ),
        (
            "300]",
            "300,1]",
            "case 1, row 0 (output line 1): the row has more than 3 cells",
        ),
        (
            ",[7,2147483647,-2147483648]",
            "",
            "case 1 (output line 1): the board has 1 row, expected 2",
        ),
        (
            "[[5]]\n",
            "[[5]",
            "case 2, row 0 (output line 2): expected ']', found end of output",
        ),
    ] {
        let output = ANSWER.replacen(from, to, 1);
        assert_eq!(
            verdict(&output),
            format!("wrong output format: {message}"),
            "{output}"
        );
    }
    // `[[1, 2]]` for `[[1,2]]` only where the whitespace must be the answer's.
    let spaced = ANSWER.replacen("0,300", "0, 300", 1);
    assert_eq!(verdict(&spaced), "ok: 2 cases");
    assert_eq!(
        judged(ANSWER, &spaced, true),
        "wrong output format: case 1, row 0, column 2 (output line 1): the whitespace differs from the answer's: expected \"\", found \" \""
    );
}

#[test]
fn plain_rows_name_case_row_and_column() {
    for (output, message) in [
        ("-12 0 300\n7 2147483647 -2147483648\n6\n", "wrong answer: case 2, row 0, column 0 (output line 3): expected \"5\", found \"6\""),
        ("-12 0 300\n7 2147483646 -2147483648\n5\n", "wrong answer: case 1, row 1, column 1 (output line 2): expected \"2147483647\", found \"2147483646\""),
        ("-12 0 300\n7 2147483647 -02147483648\n5\n", "wrong output format: case 1, row 1, column 2 (output line 2): expected an integer, found \"-02147483648\""),
        ("-12,0,300\n", "wrong output format: case 1, row 0, column 0 (output line 1): expected an integer, found \"-12,0,300\""),
        ("-12 0 300\n7 2147483647\n", "wrong output format: case 1, row 1, column 2 (output line 3): expected an integer, found end of output"),
        ("-12 0 300\n7 2147483647 -2147483648\n5 5\n", "wrong answer: extra output after 2 cases (output line 3): found \"5\""),
    ] {
        assert_eq!(judged(PLAIN, output, false), message, "{output}");
    }
    assert_eq!(
        judged(PLAIN, "-12 0  300\n7 2147483647 -2147483648\n5\n", true),
        "wrong output format: case 1, row 0, column 2 (output line 1): the whitespace differs from the answer's: expected \" \", found \"  \""
    );
}
