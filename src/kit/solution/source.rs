//! What the harness must know of a solution's text, as it sits in a
//! solution repository: a byte-order mark, a Java or Go `package` clause,
//! a `class Solution` nested in another class (LeetCode's IDE plugins
//! write one), Rust's own `struct Solution`, and the class a file names
//! instead of `Solution`.
//!
//! A light scan, not a parser: the words of the code outside comments,
//! strings and character literals, each with its brace depth.

use std::ops::Range;

/// `text` without a UTF-8 byte-order mark at its start.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// A word of code: an identifier or keyword, where it starts, and how
/// many braces are open around it.
#[derive(Debug, PartialEq, Eq)]
struct Word<'a> {
    text: &'a str,
    at: usize,
    depth: usize,
}

/// The words of C-like code (C++, Java, Go, Rust): comments (`//`,
/// `/* */`), strings (`"..."`, Go's `` `...` ``) and character literals
/// skipped. A Rust lifetime (`'a`) is read as the start of a character
/// literal only when one closes two or three characters on.
fn words(text: &str) -> Vec<Word<'_>> {
    let b = text.as_bytes();
    let (mut i, mut depth, mut out) = (0, 0usize, Vec::new());
    // The end of a literal opened at `i` by `close`, escapes skipped.
    let literal = |mut j: usize, close: u8| {
        while j < b.len() && b[j] != close {
            j += if b[j] == b'\\' && close != b'`' { 2 } else { 1 };
        }
        j + 1
    };
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(b.len(), |k| i + k);
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..].find("*/").map_or(b.len(), |k| i + 2 + k + 2);
            }
            b'"' | b'`' => i = literal(i + 1, b[i]),
            b'\'' => {
                let end = literal(i + 1, b'\'');
                i = if end - i <= 4 || b.get(i + 1) == Some(&b'\\') {
                    end
                } else {
                    i + 1
                };
            }
            b'{' => (depth, i) = (depth + 1, i + 1),
            b'}' => (depth, i) = (depth.saturating_sub(1), i + 1),
            c if c == b'_' || c.is_ascii_alphabetic() => {
                let start = i;
                while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
                    i += 1;
                }
                out.push(Word {
                    text: &text[start..i],
                    at: start,
                    depth,
                });
            }
            _ => i += 1,
        }
    }
    out
}

/// The package clause a Java or Go file opens with: the package's name
/// (`leetcode.editor.cn`, `array`) and the clause's bytes (through
/// Java's `;`, or Go's name).
pub fn package(text: &str) -> Option<(String, Range<usize>)> {
    let w = words(text);
    if w.first()?.text != "package" {
        return None;
    }
    let start = w[0].at;
    let rest = &text[w[1].at..];
    // Java: the dotted name up to `;`; Go: one name.
    let end = match rest.find(';') {
        Some(k)
            if rest[..k]
                .chars()
                .all(|c| c == '.' || c == '_' || c.is_alphanumeric() || c.is_whitespace()) =>
        {
            w[1].at + k + 1
        }
        _ => w[1].at + w[1].text.len(),
    };
    let name: String = text[w[1].at..end]
        .chars()
        .filter(|&c| c == '.' || c == '_' || c.is_alphanumeric())
        .collect();
    Some((name, start..end))
}

/// The classes (C++, Java: also `struct`s) a file declares: each name,
/// whether it is nested in another (and which) and declared `static`.
#[derive(Debug, PartialEq, Eq)]
pub struct Class {
    pub name: String,
    /// The class it is nested in, if any: its outermost.
    pub outer: Option<String>,
    pub is_static: bool,
}

/// The classes of C-like `text`, in order.
pub fn classes(text: &str) -> Vec<Class> {
    let w = words(text);
    let mut out = Vec::new();
    // The outermost class open at depth 0, by name.
    let mut top: Option<&str> = None;
    for (k, word) in w.iter().enumerate() {
        if !matches!(word.text, "class" | "struct") {
            continue;
        }
        let Some(name) = w.get(k + 1) else { break };
        let is_static = k > 0 && w[..k].iter().rev().take(3).any(|p| p.text == "static");
        if word.depth == 0 {
            top = Some(name.text);
        }
        out.push(Class {
            name: name.text.to_string(),
            outer: top.filter(|_| word.depth > 0).map(String::from),
            is_static,
        });
    }
    out
}

/// Whether a Rust file declares `struct Solution` itself (leetcode-rust
/// repositories write `pub struct Solution {}`).
pub fn declares_rust_solution(text: &str) -> bool {
    let w = words(text);
    w.windows(2)
        .any(|p| p[0].text == "struct" && p[1].text == "Solution")
}

/// Whether a Rust file has an `impl Solution`.
pub fn implements_rust_solution(text: &str) -> bool {
    let w = words(text);
    w.windows(2)
        .any(|p| p[0].text == "impl" && p[1].text == "Solution")
}

/// The classes a Python file declares at its top level, in order.
pub fn python_classes(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.strip_prefix("class "))
        .map(|rest| {
            let end = rest
                .find(|c: char| !(c == '_' || c.is_alphanumeric()))
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_skip_comments_strings_and_characters() {
        let text = "// class A\n/* class B { */ class C { char c = '{'; String s = \"}\"; }\nfn f<'a>(x: &'a str) {}";
        let got: Vec<(&str, usize)> = words(text).iter().map(|w| (w.text, w.depth)).collect();
        assert_eq!(
            got,
            [
                ("class", 0),
                ("C", 0),
                ("char", 1),
                ("c", 1),
                ("String", 1),
                ("s", 1),
                ("fn", 0),
                ("f", 0),
                ("a", 0),
                ("x", 0),
                ("a", 0),
                ("str", 0)
            ]
        );
    }

    #[test]
    fn a_package_clause_is_found_after_comments() {
        let java = "\u{feff}// P529\npackage leetcode.editor.cn;\nimport java.util.*;";
        let java = without_bom(java);
        let (name, at) = package(java).unwrap();
        assert_eq!(name, "leetcode.editor.cn");
        assert_eq!(&java[at], "package leetcode.editor.cn;");
        let go = "/* array */ package array\n\nimport \"sort\"\n";
        let (name, at) = package(go).unwrap();
        assert_eq!((name.as_str(), &go[at]), ("array", "package array"));
        assert_eq!(package("class Solution {}"), None);
    }

    #[test]
    fn nested_classes_name_their_outermost() {
        let java = "public class P529Minesweeper {\n  public static void main(String[] a) {}\n  class Solution {\n    static class Cell {}\n  }\n}\n";
        let c = classes(java);
        assert_eq!(c[1].name, "Solution");
        assert_eq!(c[1].outer.as_deref(), Some("P529Minesweeper"));
        assert!(!c[1].is_static);
        assert!(c[2].is_static);
        assert_eq!(c[0].outer, None);
    }

    #[test]
    fn rust_and_python_declarations() {
        assert!(declares_rust_solution("/** x */\npub struct Solution {}\n"));
        assert!(!declares_rust_solution(
            "// struct Solution;\nimpl Solution {}"
        ));
        assert!(implements_rust_solution("impl Solution {}"));
        assert_eq!(
            python_classes("class Sol:\n  class Solution:\nclass B(A):"),
            ["Sol", "B"]
        );
    }
}
