//! What the harness must know of a solution's text, as it sits in a
//! solution repository: a byte-order mark, a Java or Go `package` clause,
//! the classes and their methods (LeetCode's IDE plugins nest `class
//! Solution` in a class of the problem's name; repositories name the class
//! after the problem, or keep `Solution1` and `Solution2` side by side),
//! the functions of a JavaScript or Go file, Rust's own `struct Solution`,
//! and a file's own `main`.
//!
//! A light scan, not a parser: the words of the code outside comments,
//! strings and character literals, each with its brace depth, and the
//! braces, parentheses and semicolons between them.

use std::ops::Range;

/// `text` without a UTF-8 byte-order mark at its start.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// A token of code: an identifier or keyword, or one of `{ } ( ; =`;
/// where it starts, and how many braces are open around it (a brace
/// itself counts those open outside it).
#[derive(Debug, PartialEq, Eq)]
struct Token<'a> {
    text: &'a str,
    at: usize,
    depth: usize,
}

impl Token<'_> {
    fn is_word(&self) -> bool {
        self.text
            .bytes()
            .next()
            .is_some_and(|c| c == b'_' || c.is_ascii_alphabetic())
    }
}

/// The tokens of C-like code (C++, Java, Go, Rust, JavaScript): comments
/// (`//`, `/* */`), strings (`"..."`, Go's and JavaScript's `` `...` ``)
/// and character literals skipped. A `'` opens a string only when one
/// closes two or three characters on (a character literal) or the code is
/// JavaScript's (`js`), not a Rust lifetime (`'a`).
fn tokens(text: &str, js: bool) -> Vec<Token<'_>> {
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
                i = if js || end - i <= 4 || b.get(i + 1) == Some(&b'\\') {
                    end
                } else {
                    i + 1
                };
            }
            b'{' | b'}' | b'(' | b';' | b'=' => {
                // A closing brace counts the braces open outside it.
                if b[i] == b'}' {
                    depth = depth.saturating_sub(1);
                }
                out.push(Token {
                    text: &text[i..i + 1],
                    at: i,
                    depth,
                });
                if b[i] == b'{' {
                    depth += 1;
                }
                i += 1;
            }
            c if c == b'_' || c.is_ascii_alphabetic() => {
                let start = i;
                while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
                    i += 1;
                }
                out.push(Token {
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

/// The words of C-like code: its tokens but the punctuation.
fn words(text: &str) -> Vec<Token<'_>> {
    tokens(text, false)
        .into_iter()
        .filter(Token::is_word)
        .collect()
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
    let rest = &text[w.get(1)?.at..];
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

/// A class a file declares (C++: also a `struct`; Rust: an `impl` block,
/// by its type), with what the harness needs of it.
#[derive(Debug, PartialEq, Eq)]
pub struct Class {
    /// Its name, and the classes it is nested in: outermost first, each
    /// with whether it is declared `static`.
    pub path: Vec<(String, bool)>,
    /// Declared `public` (Java: a public top-level class's file is named
    /// after it).
    pub is_public: bool,
    /// The names of its methods (a name followed by `(` in its body,
    /// outside its methods' bodies).
    pub methods: Vec<String>,
}

impl Class {
    pub fn name(&self) -> &str {
        // ok: a path holds at least the class itself.
        &self.path.last().expect("a class").0
    }

    /// The path as Java and Python name it: `Outer.Inner`.
    pub fn dotted(&self) -> String {
        let names: Vec<&str> = self.path.iter().map(|(n, _)| n.as_str()).collect();
        names.join(".")
    }
}

/// The classes of C-like `text` that `keywords` open (`class`, `struct`;
/// Rust's `impl`), in order, each with its methods.
pub fn classes(text: &str, keywords: &[&str]) -> Vec<Class> {
    let t = tokens(text, false);
    let mut out: Vec<Class> = Vec::new();
    // The classes open around the scan: each one's index in `out` and the
    // depth of its body.
    let mut open: Vec<(usize, usize)> = Vec::new();
    for (k, token) in t.iter().enumerate() {
        if token.text == "}" {
            while open.last().is_some_and(|&(_, body)| token.depth < body) {
                open.pop();
            }
            continue;
        }
        if let Some(&(class, body)) = open.last() {
            let called = t.get(k + 1).is_some_and(|n| n.text == "(");
            if token.depth == body && token.is_word() && called {
                out[class].methods.push(token.text.to_string());
            }
        }
        if !keywords.contains(&token.text) {
            continue;
        }
        let Some(name) = t.get(k + 1).filter(|n| n.is_word()) else {
            continue;
        };
        // The body's brace, unless a `;` ends a declaration first.
        let Some(brace) = t[k + 1..]
            .iter()
            .find(|n| n.depth == token.depth && matches!(n.text, "{" | ";"))
            .filter(|n| n.text == "{")
        else {
            continue;
        };
        // The modifiers before the keyword.
        let modifiers: Vec<&str> = t[..k]
            .iter()
            .rev()
            .take_while(|p| p.is_word())
            .map(|p| p.text)
            .collect();
        let mut path = match open.last() {
            Some(&(outer, _)) => out[outer].path.clone(),
            None => Vec::new(),
        };
        path.push((name.text.to_string(), modifiers.contains(&"static")));
        open.push((out.len(), brace.depth + 1));
        out.push(Class {
            path,
            is_public: modifiers.contains(&"public"),
            methods: Vec::new(),
        });
    }
    out
}

/// The functions a Go file declares (`func name(`, not methods), or a
/// JavaScript file at its top level (`function name(`, `var name =`,
/// `let`, `const`), in order.
pub fn functions(text: &str, js: bool) -> Vec<&str> {
    let t = tokens(text, js);
    let mut out = Vec::new();
    for (k, token) in t.iter().enumerate() {
        let next = |d: usize| t.get(k + d).map_or("", |n| n.text);
        let named = match token.text {
            "func" if !js && next(2) == "(" => next(1),
            "function" if js => next(1),
            "var" | "let" | "const" if js && next(2) == "=" => next(1),
            _ => continue,
        };
        if token.depth == 0 && !named.is_empty() && named != "(" {
            out.push(named);
        }
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

/// The bytes of the name `main` in a Go `func main(` or a Rust `fn main(`
/// at the top level of `text`: a file's own test driver, which the
/// harness's `main` would clash with.
pub fn own_main(text: &str, keyword: &str) -> Option<Range<usize>> {
    let t = tokens(text, false);
    t.windows(3)
        .find(|w| {
            w[0].text == keyword && w[1].text == "main" && w[2].text == "(" && w[0].depth == 0
        })
        .map(|w| w[1].at..w[1].at + 4)
}

/// The lines of a Rust file that are an inner attribute (`#![allow(dead_code)]`):
/// a crate's, which the file cannot hold once the harness includes it.
pub fn rust_inner_attributes(text: &str) -> Vec<Range<usize>> {
    let mut at = 0;
    let mut out = Vec::new();
    for line in text.split_inclusive('\n') {
        let code = line.trim();
        if code.starts_with("#![") && code.ends_with(']') {
            out.push(at..at + line.trim_end().len());
        }
        at += line.len();
    }
    out
}

/// The classes a Python file declares, at any depth, each with its
/// methods: a `class` line opens one, the lines indented past it are its
/// body, and a `def` directly in that body is a method.
pub fn python_classes(text: &str) -> Vec<Class> {
    let mut out: Vec<Class> = Vec::new();
    // The blocks open around the line: indentation, and the class's index
    // in `out` (`None` for a function's body).
    let mut open: Vec<(usize, Option<usize>)> = Vec::new();
    for line in text.lines() {
        let code = line.trim_start();
        if code.is_empty() || code.starts_with('#') {
            continue;
        }
        let indent = line.len() - code.len();
        while open.last().is_some_and(|&(i, _)| i >= indent) {
            open.pop();
        }
        let name = |rest: &str| {
            let end = rest
                .find(|c: char| !(c == '_' || c.is_alphanumeric()))
                .unwrap_or(rest.len());
            rest[..end].to_string()
        };
        if let Some(rest) = code.strip_prefix("class ") {
            let mut path = match open.last() {
                Some(&(_, Some(outer))) => out[outer].path.clone(),
                _ => Vec::new(),
            };
            path.push((name(rest.trim_start()), false));
            open.push((indent, Some(out.len())));
            out.push(Class {
                path,
                is_public: false,
                methods: Vec::new(),
            });
        } else if let Some(rest) = code.strip_prefix("def ") {
            if let Some(&(_, Some(class))) = open.last() {
                out[class].methods.push(name(rest.trim_start()));
            }
            open.push((indent, None));
        }
    }
    out
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
        assert_eq!(package("package"), None);
    }

    /// Each class with its path from the outermost, its modifiers, and
    /// the methods of its own body (not a nested class's, not a call in
    /// a method, not a field's initialiser).
    #[test]
    fn classes_know_their_nesting_and_their_methods() {
        let java = "public class P529 {\n  public static void main(String[] a) { new P529().run(); }\n  int[] dx = {1, 2};\n  class Solution {\n    public char[][] updateBoard(char[][] b) { return helper(b); }\n    static class Cell { int x() { return 0; } }\n  }\n}\nclass Other;\n";
        let c = classes(java, &["class"]);
        assert_eq!(c.len(), 3, "{c:?}");
        assert_eq!(c[0].path, [("P529".to_string(), false)]);
        assert!(c[0].is_public);
        assert_eq!(c[0].methods, ["main"]);
        assert_eq!(c[1].dotted(), "P529.Solution");
        assert_eq!(c[1].methods, ["updateBoard"]);
        assert!(!c[1].is_public);
        assert_eq!(c[2].name(), "Cell");
        assert_eq!(c[2].path[2], ("Cell".to_string(), true));
        assert_eq!(c[2].methods, ["x"]);
        let cpp = "class Solution {\npublic:\n    int solveBoard(vector<string>& b);\n};\nstruct Helper { void f() {} };\n";
        let c = classes(cpp, &["class", "struct"]);
        assert_eq!(c[0].methods, ["solveBoard"]);
        assert_eq!(c[1].methods, ["f"]);
        let rust = "pub struct Solution {}\nimpl Solution {\n    pub fn next_board(board: &mut Vec<Vec<i32>>) { helper(board) }\n}\nfn main() {}\n";
        let c = classes(rust, &["impl"]);
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].methods, ["next_board"]);
    }

    #[test]
    fn go_and_javascript_functions() {
        let go = "package main\n\nfunc gameOfLife(board [][]int) {}\nfunc (s *T) gameOfLife2() {}\nfunc main() { gameOfLife(nil) }\n";
        assert_eq!(functions(go, false), ["gameOfLife", "main"]);
        let js = "var gameOfLife = function(board) { let x = 1; };\nfunction gameOfLife2(board) { const s = 'it\\'s {'; }\nconst f = () => 0;\n";
        assert_eq!(functions(js, true), ["gameOfLife", "gameOfLife2", "f"]);
    }

    #[test]
    fn a_files_own_main_is_found_at_the_top_level() {
        let go = "func f() { main := 1 }\nfunc main() {\n}\n";
        let at = own_main(go, "func").unwrap();
        assert_eq!((&go[at.clone()], at.start), ("main", 28));
        assert_eq!(own_main("impl S { fn main() {} }", "fn"), None);
        assert!(own_main("fn main() {}", "fn").is_some());
    }

    #[test]
    fn rust_inner_attributes_are_whole_lines() {
        let rust = "#![allow(dead_code)]\n  #![allow(unused)]  \nfn f() {}\n";
        let at = rust_inner_attributes(rust);
        assert_eq!(at, [0..20, 21..40]);
        assert_eq!(&rust[at[1].clone()], "  #![allow(unused)]");
    }

    #[test]
    fn rust_and_python_declarations() {
        assert!(declares_rust_solution("/** x */\npub struct Solution {}\n"));
        assert!(!declares_rust_solution(
            "// struct Solution;\nimpl Solution {}"
        ));
        let py = "class Sol:\n    def a(self):\n        def inner():\n            pass\n    class Solution:\n        def b(self): pass\nclass B(A):\n    x = 1\n    def c(self):\n        pass\n";
        let c = python_classes(py);
        let got: Vec<(String, Vec<String>)> =
            c.iter().map(|c| (c.dotted(), c.methods.clone())).collect();
        assert_eq!(
            got,
            [
                ("Sol".to_string(), vec!["a".to_string()]),
                ("Sol.Solution".to_string(), vec!["b".to_string()]),
                ("B".to_string(), vec!["c".to_string()]),
            ]
        );
    }
}
