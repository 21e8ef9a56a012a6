//! The judging's own tests: grammars, testlib's integers, BOMs, case
//! folding, exact whitespace, bounds.

use super::*;
use crate::scan::Trickle;

/// Counts, a case a line.
const INT_CASES: Lines = Lines {
    token: Token::INT,
    unit: "case",
};
/// `b w` pairs, a move a line.
const INT_MOVES: Lines = Lines {
    token: Token::INT,
    unit: "move",
};
/// `true` or `false`, a case a line.
const BOOL_CASES: Lines = Lines {
    token: Token::BOOL,
    unit: "case",
};
/// An answer of 8 moves in [`INT_MOVES`] (32 bytes).
const ANSWER: &str = "0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n0 0\n3 0\n";
/// An answer of 2 cases in [`INT_CASES`], 10 and 2.
const TEN: &str = "10\n2\n";

fn judge(grammar: impl Grammar + 'static, answer: &str, output: &[u8], exact: bool) -> Verdict {
    Expected::of(grammar, answer)
        .judge(
            output,
            Reading {
                exact,
                ..Reading::default()
            },
            Side::Output,
        )
        .unwrap()
}

fn verdict(grammar: impl Grammar + 'static, answer: &str, output: &str) -> String {
    judge(grammar, answer, output.as_bytes(), false).message
}

/// `output` judged as `reading` says, a read of each size from 1 byte
/// to all at once: the same verdict line whatever the reads return.
fn read_as(
    grammar: impl Grammar + 'static,
    answer: &str,
    output: &[u8],
    reading: Reading,
) -> String {
    let expected = Expected::of(grammar, answer);
    let whole = expected
        .judge(output, reading, Side::Output)
        .unwrap()
        .message;
    for chunk in 1..=4 {
        let trickle = Trickle {
            data: output,
            chunk,
        };
        let v = expected.judge(trickle, reading, Side::Output).unwrap();
        assert_eq!(v.message, whole, "reads of {chunk} bytes");
    }
    whole
}

const SKIP_BOM: Reading = Reading {
    exact: false,
    fold_case: false,
    skip_bom: true,
};

#[test]
fn a_bom_at_the_start_is_skipped_whole_or_not_at_all() {
    assert_eq!(
        read_as(INT_CASES, TEN, b"\xEF\xBB\xBF10\n2\n", SKIP_BOM),
        "ok: 2 cases"
    );
    assert_eq!(
        read_as(INT_CASES, TEN, b"\xEF\xBB\xBF 10 2", SKIP_BOM),
        "ok: 2 cases"
    );
    // Only one, only at the start, only all three bytes (testlib
    // unreads a partial one).
    for (output, found) in [
        (&b"\xEF\xBB\xBF\xEF\xBB\xBF10\n2\n"[..], "\"\\u{feff}10\""),
        (&b"\xEF\xBB10\n2\n"[..], "\"\\xef\\xbb10\""),
        (&b"\xEF\n10\n2\n"[..], "\"\\xef\""),
        (&b" \xEF\xBB\xBF10\n2\n"[..], "\"\\u{feff}10\""),
    ] {
        assert_eq!(
            read_as(INT_CASES, TEN, output, SKIP_BOM),
            format!(
                "wrong output format: case 1 (output line 1): expected an integer, found {found}"
            )
        );
    }
    for output in [&b"\xEF\xBB\xBF"[..], b"\xEF\xBB", b""] {
        assert_eq!(
            read_as(INT_CASES, TEN, output, SKIP_BOM),
            match output.len() {
                2 => "wrong output format: case 1 (output line 1): expected an integer, found \"\\xef\\xbb\"",
                _ => "wrong output format: case 1 (output line 1): expected an integer, found end of output",
            }
        );
    }
    // Not skipped unless asked: part of the first token.
    assert_eq!(
        read_as(INT_CASES, TEN, b"\xEF\xBB\xBF10\n2\n", Reading::default()),
        "wrong output format: case 1 (output line 1): expected an integer, found \"\\u{feff}10\""
    );
    // Under `exact` the whitespace after it is the answer's.
    let exact = Reading {
        exact: true,
        ..SKIP_BOM
    };
    assert_eq!(
        read_as(INT_CASES, TEN, b"\xEF\xBB\xBF10\n2\n", exact),
        "ok: 2 cases"
    );
}

#[test]
fn kattis_flags_change_the_default_reading() {
    let flags = |f: &[&str]| {
        let f: Vec<OsString> = f.iter().map(OsString::from).collect();
        Reading::kattis(&f)
    };
    let kattis = Reading {
        exact: false,
        fold_case: true,
        skip_bom: false,
    };
    assert_eq!(flags(&[]), Ok(kattis));
    assert_eq!(
        flags(&["case_sensitive", "float_relative_tolerance", "1e-9"]),
        Ok(Reading {
            fold_case: false,
            ..kattis
        })
    );
    assert_eq!(
        flags(&["space_change_sensitive"]),
        Ok(Reading {
            exact: true,
            ..kattis
        })
    );
    assert_eq!(
        flags(&["float_tolerance"]),
        Err("the validator flag float_tolerance needs a value".into())
    );
    assert_eq!(
        flags(&["float_tolerances", "1"]),
        Err("unknown validator flag 'float_tolerances'".into())
    );
}

#[test]
fn fold_case_compares_letters_in_any_case() {
    let fold = Reading {
        fold_case: true,
        ..Reading::default()
    };
    let answer = "true\nfalse\n";
    for output in ["TRUE\nFALSE\n", "True fAlSe", "true\nfalse\n"] {
        assert_eq!(
            read_as(BOOL_CASES, answer, output.as_bytes(), fold),
            "ok: 2 cases"
        );
    }
    assert_eq!(
        read_as(BOOL_CASES, answer, b"TRUE\nTRUE\n", fold),
        "wrong answer: case 2 (output line 2): expected \"false\", found \"TRUE\""
    );
    assert_eq!(
        read_as(BOOL_CASES, answer, b"TRUE\nno\n", fold),
        "wrong output format: case 2 (output line 2): expected true or false, found \"no\""
    );
    assert_eq!(
        read_as(BOOL_CASES, answer, b"TRUE\nFALSE\n", Reading::default()),
        "wrong output format: case 1 (output line 1): expected true or false, found \"TRUE\""
    );
    // Moves: `NULL`, and a move has no letters.
    assert_eq!(read_as(Moves, "NULL\n", b"null\n", fold), "ok: NULL");
    assert_eq!(read_as(Moves, "NULL\n", b"Null", fold), "ok: NULL");
    assert_eq!(
        read_as(Moves, "0,1\n", b"null\n", fold),
        "wrong answer: move 1 (output line 1): expected \"0,1\", found \"null\""
    );
    assert_eq!(
        read_as(Moves, "NULL\n", b"null\n", Reading::default()),
        "wrong output format: move 1 (output line 1): expected a move r,c or NULL, found \"null\""
    );
}

#[test]
fn whitespace_between_tokens_is_free_inside_never() {
    let spaced = ANSWER.replace('\n', " \t\r\n\n").replace(' ', "   ");
    assert_eq!(verdict(INT_MOVES, ANSWER, &spaced), "ok: 8 moves");
    assert_eq!(verdict(INT_CASES, TEN, "10\r\n2"), "ok: 2 cases");
    assert_eq!(
        verdict(INT_CASES, TEN, "1 0\n2\n"),
        "wrong answer: case 1 (output line 1): expected \"10\", found \"1\""
    );
    assert_eq!(
        verdict(BOOL_CASES, "true\n", "t r u e\n"),
        "wrong output format: case 1 (output line 1): expected true or false, found \"t\""
    );
    assert_eq!(
        verdict(BOOL_CASES, "true\n", "True\n"),
        "wrong output format: case 1 (output line 1): expected true or false, found \"True\""
    );
}

#[test]
fn integers_are_read_as_testlib_reads_them() {
    for (found, kind) in [
        ("2", Kind::Accepted),
        ("02", Kind::PresentationError),
        ("+2", Kind::PresentationError),
        ("-0", Kind::PresentationError),
        ("2.0", Kind::PresentationError),
        ("-2", Kind::WrongAnswer),
        ("0", Kind::WrongAnswer),
        ("123456789012345678901234567890", Kind::WrongAnswer),
    ] {
        let v = judge(INT_CASES, TEN, format!("10\n{found}\n").as_bytes(), false);
        assert_eq!(v.kind, kind, "{found}: {}", v.message);
    }
    assert!(is_int(b"0") && is_int(b"-7") && is_int(b"10"));
    assert!(!is_int(b"") && !is_int(b"-") && !is_int(b"00") && !is_int(b"-01"));
}

#[test]
fn unprintable_bytes_are_escaped() {
    for (output, shown) in [
        (&b"\xEF\xBB\xBF10\n2\n"[..], "\"\\u{feff}10\""),
        (b"1\x000\n2\n", "\"1\\00\""),
        (b"\xff\x01\x7f\n", "\"\\xff\\x01\\x7f\""),
        ("é\u{200b}\n".as_bytes(), "\"é\\u{200b}\""),
    ] {
        let v = judge(INT_CASES, TEN, output, false);
        assert_eq!(
            v.message,
            format!(
                "wrong output format: case 1 (output line 1): expected an integer, found {shown}"
            )
        );
    }
    let long = [b'7'; 100];
    assert_eq!(
        judge(INT_CASES, TEN, &long, false).message,
        format!(
            "wrong output format: case 1 (output line 1): expected an integer, found \"{}...\"",
            "7".repeat(SHOW)
        )
    );
}

#[test]
fn json_strings_decode_to_one_character() {
    assert_eq!(json_char(b"\"\\ud83d\\ude00\""), Some('\u{1F600}'));
    assert_eq!(json_char(b"\"\\u00e9\""), Some('é'));
    for bad in [
        &b"\"\""[..],
        b"\"ab\"",
        b"\"\\x\"",
        b"\"\\u12\"",
        b"\"\t\"",
        b"\"\xff\"",
        b"\"\\\"",
    ] {
        assert_eq!(json_char(bad), None, "{}", String::from_utf8_lossy(bad));
    }
}

#[test]
fn exact_whitespace_is_the_answers() {
    let exact = |out: &str| judge(INT_MOVES, ANSWER, out.as_bytes(), true).message;
    assert_eq!(exact(ANSWER), "ok: 8 moves");
    assert_eq!(
        exact(&ANSWER.replace('\n', "\r\n")),
        "wrong output format: move 2 (output line 1): the whitespace differs from the answer's: expected \"\\n\", found \"\\r\\n\""
    );
    assert_eq!(
        exact(ANSWER.trim_end()),
        "wrong output format: after 8 moves (output line 8): the whitespace differs from the answer's: expected \"\\n\", found end of output"
    );
    assert_eq!(
        exact(&format!("{ANSWER}\n")),
        "wrong output format: after 8 moves (output line 8): the whitespace differs from the answer's: expected \"\\n\", found \"\\n\\n\""
    );
}

#[test]
fn an_endless_output_is_too_long() {
    struct Endless;
    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            buf.fill(b'\n');
            Ok(buf.len())
        }
    }
    let expected = Expected::of(INT_MOVES, ANSWER);
    let v = expected
        .judge(
            ANSWER.as_bytes().chain(Endless),
            Reading::default(),
            Side::Output,
        )
        .unwrap();
    assert_eq!(
        v.message,
        format!(
            "wrong answer: output too long: more than {} bytes (the answer has 32)",
            LIMIT_MARGIN + 8 * 32
        )
    );
}
