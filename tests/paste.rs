//! Examples pasted from a problem page: answered, checked against the
//! page's own answers, and errors still placed in the pasted text.

use crate::util::run;

const PAGE: &str = "Example 1:\n\nInput: chessboard = [\".X.\",\".O.\",\"XO.\"]\nOutput: 2\nExplanation: one\n\nExample 2:\n\nInput: chessboard = [\"....X.\",\"....X.\",\"XOOO..\",\"......\",\"......\"]\nOutput: 4\n";

#[test]
fn a_page_that_disagrees_is_reported_by_example() {
    let r = run(&["flip-chess"], PAGE);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert_eq!(r.stdout(), "2\n3\n");
    assert_eq!(
        r.stderr,
        "example 2: the page says 4, boardsolve answers 3\n"
    );
    // Without headings, the case is named.
    let r = run(&["lcp41"], "Input: [\"X.O\"]\nOutput: 1\n");
    assert_eq!(
        (r.status, r.stderr.as_str()),
        (Some(1), "case 1: the page says 1, boardsolve answers 0\n")
    );
    // Boards compare as values: quotes and spacing as the page prints them.
    let r = run(
        &["minesweeper"],
        "输入：board = [['E', 'M']]，click = [0,0]\n输出：[['1', 'M']]\n",
    );
    assert_eq!(r.ok(), "[[\"1\",\"M\"]]\n");
}

#[test]
fn errors_in_a_page_name_the_pasted_line_and_column() {
    let page = "示例 1：\n\n输入：board = [[\".\",\"Q\"]], rMove = 0, cMove = 0, color = \"B\"\n输出：false\n";
    // `输入：` is 9 bytes: the cell string starts at byte 24 of line 3.
    run(&["check-move"], page)
        .fails_with("line 3, column 24: expected a cell '.', 'B' or 'W', found 'Q'");
    let page = "Example 1:\nInput: chessboard = [\"X.\"]\nOutput: 0\nExample 2:\nInput: chessboard = [\"X.\", \".\"]\nOutput: 0\n";
    let r = run(&["flip-chess"], page);
    assert_eq!(r.stdout(), "0\n");
    r.fails_with("line 5, column 31: row 1 has 1 cell, expected 2 like row 0");
}

/// A page's HTML source (as "view source" or the problem's API shows it)
/// reads as the rendered page: answers checked by example, errors placed
/// in the source as pasted.
#[test]
fn a_page_copied_from_its_html_source_reads_as_rendered() {
    let html = "<p><strong class=\"example\">Example 1:</strong></p>\n<pre>\n<strong>Input:</strong> chessboard = [&quot;X.O&quot;]\n<strong>Output:</strong> 1\n</pre>\n<p><strong class=\"example\">Example 2:</strong></p>\n<pre>\n<strong>Input:</strong> chessboard = [&#39;.X.&#39;,&#39;.O.&#39;,&#39;XO.&#39;]<br/><strong>Output:</strong> <code>2</code>\n</pre>\n";
    let r = run(&["flip-chess"], html);
    assert_eq!(r.stdout(), "0\n2\n");
    assert_eq!(
        (r.status, r.stderr.as_str()),
        (
            Some(1),
            "example 1: the page says 1, boardsolve answers 0\n"
        )
    );
    // `<strong>Input:</strong> chessboard = [` is 38 bytes, `&quot;X.&quot;,`
    // 15 more; the second string's quote ends the next `&quot;`.
    run(
        &["flip-chess"],
        "<pre>\n<strong>Input:</strong> chessboard = [&quot;X.&quot;,&quot;Q.&quot;]\n</pre>\n",
    )
    .fails_with("line 2, column 60: expected a cell '.', 'O' or 'X', found 'Q'");
}

#[test]
fn only_the_leetcode_format_reads_pages() {
    // `--format plain` never looks for a page.
    run(&["flip-chess", "--format", "plain"], "Example 1:\n")
        .fails_with("line 1, column 1: expected the row count n, found \"Example\"");
    // A page must start the input: later headings are ordinary text.
    run(&["flip-chess"], "[\"X.\"]\nExample 2:\n").fails_with(
        "line 2, column 9: expected '=' or ':' after the parameter name Example, found '2'",
    );
}

#[test]
fn a_page_is_read_whole_only_up_to_a_limit() {
    let mut page = String::from("Example 1:\nInput: chessboard = [\"X.\"]\nOutput: 0\n");
    page.push_str(&" ".repeat(16 << 20));
    run(&["flip-chess"], page).fails_with(
        "a pasted problem page is at most 16 MiB (without its example headings, an input may be any size)",
    );
}

/// Every bundled page fixture, as an editor or a Markdown quote carries
/// it: after a byte-order mark, with `> ` before every line (blank ones
/// `>`), and with a blank paragraph of no-break spaces on top.
#[test]
fn pages_behind_a_mark_or_quoted_read_the_same() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures");
    for sub in ["flip-chess", "check-move", "minesweeper"] {
        for entry in std::fs::read_dir(format!("{dir}/{sub}")).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            if !(name.contains("-page-") && name.ends_with(".in")) {
                continue;
            }
            let page = std::fs::read_to_string(&path).unwrap();
            let want = std::fs::read_to_string(path.with_extension("out")).unwrap();
            let quoted: String = page
                .lines()
                .map(|l| match l.is_empty() {
                    true => ">\n".to_string(),
                    false => format!("> {l}\n"),
                })
                .collect();
            for text in [
                format!("\u{feff}{page}"),
                quoted,
                format!("\u{a0}\u{a0}\n{page}"),
            ] {
                let r = run(&[sub], text.as_str());
                assert_eq!(
                    (r.status, r.stdout(), r.stderr.as_str()),
                    (Some(0), want.clone(), ""),
                    "{sub}/{name}: {text:?}"
                );
            }
        }
    }
}
