//! The LeetCode editor plugin's submit region: a file written with the
//! plugin (leetcode-editor for IntelliJ, vscode-leetcode) keeps its own
//! test code around the solution (a `main`, a package clause, imports of
//! the author's helpers) and marks what it submits between two comment
//! lines, `//leetcode submit region begin(Prohibit modification and
//! deletion)` and `//leetcode submit region end(...)` (`#` in Python).
//! LeetCode sees only the region; so does the harness.

use std::borrow::Cow;

/// The words of the markers, after the comment's opening.
const BEGIN: &str = "leetcode submit region begin";
const END: &str = "leetcode submit region end";

/// The marker `line` is (with `comment`, the language's line comment
/// opening): `Some(true)` a begin, `Some(false)` an end.
fn marker(line: &str, comment: &str) -> Option<bool> {
    let rest = line.trim_start().strip_prefix(comment)?.trim_start();
    let lower: String = rest.chars().take(BEGIN.len()).collect();
    let lower = lower.to_ascii_lowercase();
    match () {
        _ if lower.starts_with(BEGIN) => Some(true),
        _ if lower.starts_with(END) => Some(false),
        _ => None,
    }
}

/// The marker line as the plugin writes it, for a message's advice.
pub fn written(comment: &str, begin: bool) -> String {
    let which = if begin { BEGIN } else { END };
    format!("{comment}{which}(Prohibit modification and deletion)")
}

/// `text` as LeetCode gets it from the plugin: when it has the markers,
/// every line outside the region (the markers too) made empty, so the
/// region's lines keep their numbers; else `text` itself. Unbalanced
/// markers are an error, in words after the file's name: which line, and
/// the marker to add.
pub fn submitted<'a>(text: &'a str, comment: &str) -> Result<Cow<'a, str>, String> {
    let mut begin: Option<usize> = None;
    let mut region: Option<(usize, usize)> = None;
    for (k, line) in text.lines().enumerate() {
        let at = k + 1;
        match (marker(line, comment), begin, region) {
            (None, _, _) => {}
            (Some(true), None, None) => begin = Some(at),
            (Some(true), Some(b), _) => {
                return Err(format!(
                    "line {at}: a second `{BEGIN}` marker, before the region begun at line {b} ends: the plugin submits the code between one begin marker and the end marker after it; remove one of them"
                ))
            }
            (Some(false), Some(b), None) => (begin, region) = (None, Some((b, at))),
            (Some(false), None, None) => {
                return Err(format!(
                    "line {at}: a `{END}` marker with no begin marker before it: the plugin submits the code between the two; add `{}` above the solution",
                    written(comment, true)
                ))
            }
            (Some(_), _, Some((b, e))) => {
                return Err(format!(
                    "line {at}: a marker after the submit region of lines {b} to {e}: the plugin submits one region; remove it"
                ))
            }
        }
    }
    if let Some(b) = begin {
        return Err(format!(
            "line {b}: the `{BEGIN}` marker has no end marker after it: the plugin submits the code between the two; add `{}` below the solution",
            written(comment, false)
        ));
    }
    let Some((b, e)) = region else {
        return Ok(Cow::Borrowed(text));
    };
    let mut out = String::with_capacity(text.len());
    for (k, line) in text.split_inclusive('\n').enumerate() {
        let at = k + 1;
        if at > b && at < e {
            out.push_str(line);
        } else if line.ends_with('\n') {
            out.push('\n');
        }
    }
    Ok(Cow::Owned(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_region_is_kept_on_its_own_lines() {
        let text = "package a;\nimport util.X;\n  //leetcode submit region begin(Prohibit modification and deletion)\nclass Solution {}\n// LeetCode Submit Region End(Prohibit modification and deletion)\nclass Test {}\n";
        assert_eq!(
            submitted(text, "//").unwrap(),
            "\n\n\nclass Solution {}\n\n\n"
        );
        let py = "import util\n#leetcode submit region begin(Prohibit modification and deletion)\nclass Solution:\n    pass\n# leetcode submit region end(Prohibit modification and deletion)\n";
        assert_eq!(
            submitted(py, "#").unwrap(),
            "\n\nclass Solution:\n    pass\n\n"
        );
        let plain = "class Solution {}\n";
        assert!(matches!(submitted(plain, "//"), Ok(Cow::Borrowed(t)) if t == plain));
    }

    #[test]
    fn unbalanced_markers_say_where_and_what_to_add() {
        let begin = "//leetcode submit region begin(Prohibit modification and deletion)\n";
        let end = "//leetcode submit region end(Prohibit modification and deletion)\n";
        let e = submitted(&format!("x\n{begin}y\n"), "//").unwrap_err();
        assert!(
            e.starts_with(
                "line 2: the `leetcode submit region begin` marker has no end marker after it"
            ),
            "{e}"
        );
        assert!(
            e.ends_with(&format!("add `{}` below the solution", end.trim_end())),
            "{e}"
        );
        let e = submitted(&format!("x\n{end}"), "//").unwrap_err();
        assert!(
            e.starts_with(
                "line 2: a `leetcode submit region end` marker with no begin marker before it"
            ),
            "{e}"
        );
        assert!(
            e.ends_with(&format!("add `{}` above the solution", begin.trim_end())),
            "{e}"
        );
        let e = submitted(&format!("{begin}{begin}{end}"), "//").unwrap_err();
        assert!(e.starts_with("line 2: a second `leetcode submit region begin` marker, before the region begun at line 1 ends"), "{e}");
        let e = submitted(&format!("{begin}{end}{begin}{end}"), "//").unwrap_err();
        assert!(
            e.starts_with("line 3: a marker after the submit region of lines 1 to 2"),
            "{e}"
        );
        // Another language's comment is no marker.
        assert!(submitted(&format!("#{}", &begin[2..]), "//").is_ok());
    }
}
