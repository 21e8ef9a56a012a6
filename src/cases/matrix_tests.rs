//! [`IntMatrix`]: read in both formats with integers of any width and
//! sign in `i32`'s range, errors at the value, written back exactly.

use super::*;

/// Every case of `text` read as matrices, or the first error.
fn read(text: &str) -> Result<Vec<IntMatrix>, String> {
    let mut all = Vec::new();
    for_each_case(text.as_bytes(), FormatChoice::Auto, |rd, _| {
        all.push(rd.int_matrix("matrix")?);
        Ok(())
    })
    .map_err(|e| e.to_string())?;
    Ok(all)
}

/// `text`'s matrices written back in its own format.
fn round_trip(text: &str) -> String {
    let format = match text.as_bytes()[0] {
        b'0'..=b'9' => Format::Plain,
        _ => Format::Leetcode,
    };
    let mut out = Out::new(Vec::new());
    for g in read(text).unwrap() {
        if format == Format::Plain {
            out.bytes(format!("{} {}\n", g.rows(), g.cols()).as_bytes());
        }
        write_int_matrix(&g, format, &mut out).unwrap();
    }
    String::from_utf8(out.into_inner().unwrap()).unwrap()
}

#[test]
fn values_of_any_width_and_sign_to_i32s_bounds() {
    let text = "[[-12,0,300],[7,2147483647,-2147483648]]\n";
    let want = IntMatrix::from_rows(&[[-12, 0, 300], [7, i32::MAX, i32::MIN]]);
    assert_eq!(read(text), Ok(vec![want.clone()]));
    assert_eq!((want.rows(), want.cols()), (2, 3));
    assert_eq!(want.row(1), [7, i32::MAX, i32::MIN]);
    let spaced = "matrix = [ [-12 , 0,300] ,\n [7,2147483647,-2147483648], ]\n";
    assert_eq!(read(spaced), Ok(vec![want.clone()]));
    let plain = "2 3\n-12 0 300\n7  2147483647\t-2147483648\n";
    assert_eq!(read(plain), Ok(vec![want]));
    // `-0` and leading zeros read as the value, as the other integers do.
    assert_eq!(
        read("[[-0,007]]"),
        Ok(vec![IntMatrix::from_rows(&[[0, 7]])])
    );
}

#[test]
fn written_back_exactly() {
    for text in [
        "[[-12,0,300],[7,2147483647,-2147483648]]\n[[5]]\n",
        "2 3\n-12 0 300\n7 2147483647 -2147483648\n1 1\n-1\n",
    ] {
        assert_eq!(round_trip(text), text);
    }
    // A long row ends records as it goes, and stays one row.
    let row: Vec<String> = (0..10_000)
        .map(|v| (v * 7919 - 40_000_000).to_string())
        .collect();
    let text = format!("[[{}]]\n", row.join(","));
    assert_eq!(round_trip(&text), text);
}

#[test]
fn a_value_out_of_range_is_named_where_it_starts() {
    for (text, message) in [
        (
            "[[1,2147483648]]",
            "line 1, column 5: matrix[0][1] is too large: more than 2147483647",
        ),
        (
            "[[1],\n [-2147483649]]",
            "line 2, column 3: matrix[1][0] is too small: less than -2147483648",
        ),
        (
            "[[99999999999999999999999999999]]",
            "line 1, column 3: matrix[0][0] is too large: more than 2147483647",
        ),
        (
            "1 2\n0 -99999999999999999999999999\n",
            "line 2, column 3: matrix[0][1] is too small: less than -2147483648",
        ),
    ] {
        assert_eq!(read(text), Err(message.to_string()), "{text}");
    }
}

#[test]
fn malformed_matrices_say_where_and_what() {
    for (text, message) in [
        (
            "[[1,2],[3]]",
            "line 1, column 11: row 1 has 1 cell, expected 2 like row 0",
        ),
        (
            "[[1],[3,4]]",
            "line 1, column 10: row 1 has more than 1 cells, expected 1 like row 0",
        ),
        (
            "[[1x]]",
            "line 1, column 4: expected a digit after matrix[0][0], found 'x'",
        ),
        (
            "[[\"1\"]]",
            "line 1, column 3: expected matrix[0][0], an integer, found \"\"1\"]]\"",
        ),
        (
            "[[-]]",
            "line 1, column 3: expected matrix[0][0], an integer, found \"-]]\"",
        ),
        (
            "[]",
            "line 1, column 2: the board is empty: expected at least one row",
        ),
        ("[[]]", "line 1, column 4: row 0 is empty"),
        (
            "[1]",
            "line 1, column 2: expected a row like [0,-1], found \"1]\"",
        ),
        (
            "[[1,",
            "line 1, column 5: input ends inside the board opened at line 1, column 2",
        ),
        (
            "2 2\n1\n2 3\n",
            "line 2, column 2: row 0 has 1 cell, expected 2",
        ),
        (
            "1 2\n1 2 3\n",
            "line 2, column 5: row 0 has more than 2 cells, expected 2",
        ),
        (
            "1 2\n1,2\n",
            "line 2, column 2: expected a digit after matrix[0][0], found ','",
        ),
        (
            "2 1\n1\n",
            "line 3, column 1: input ends after 1 of the 2 rows of the 2x1 board",
        ),
    ] {
        assert_eq!(read(text), Err(message.to_string()), "{text}");
    }
}
