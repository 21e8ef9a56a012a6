//! Which of the library's files are copied into submissions, read from
//! the files themselves, and the checks that keep them within what a
//! judge's old compiler takes.
//!
//! A copied file says so in the last line of its module docs, one of the
//! two [`MARKS`] (the linker leaves the line out of the file it writes), and
//! the `mod` line that declares it carries [`MSRV`], so that clippy (on
//! every `cargo clippy`) judges the module's calls into std against Rust
//! 1.63 (`incompatible_msrv`). The shared modules are those `src/lib.rs`
//! declares under [`MSRV`], in its order; a problem's are its folder's
//! `solver.rs` (at the file's root), `layout.rs` and `check.rs` (as
//! `mod rules` and `mod answer`). A copied file without its mark, or
//! whose declaration lacks [`MSRV`], fails the build with a message
//! saying which line to add; so does a copied file with syntax newer than
//! Rust 1.63 that clippy cannot see ([`newer_syntax`]).

use crate::lex::{classify, is_ident, Class};
use crate::Source;
use std::path::{Path, PathBuf};

/// The line of a copied module's docs that marks it: copied at the
/// file's root.
pub const FLAT: &str = "//! emit: copied into submissions at the file's root; std only, Rust 1.63.";

/// The line of a copied module's docs that marks it: copied as a `mod`
/// block, where its names would clash with another module's at the root.
pub const WRAPPED: &str =
    "//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.";

/// Both marks.
pub const MARKS: [&str; 2] = [FLAT, WRAPPED];

/// The attribute on a copied module's `mod` line.
pub const MSRV: &str = "#[clippy::msrv = \"1.63\"]";

/// A problem's own copied modules.
#[derive(Clone, Copy, Debug)]
pub struct Own {
    /// `solver.rs`, at the file's root: its docs head the file.
    pub solver: Source,
    /// `layout.rs`, the validator's `mod rules`.
    pub rules: Source,
    /// `check.rs`, the output validator's `mod answer`.
    pub answer: Source,
}

/// The library's source tree, read file by file.
pub struct Tree {
    /// The crate's directory (`src/` is in it).
    root: PathBuf,
    /// The files read so far, relative to `root`: what the forms depend
    /// on.
    pub read: Vec<String>,
}

impl Tree {
    /// The tree of the crate in `root`.
    pub fn new(root: &Path) -> Tree {
        Tree {
            root: root.to_path_buf(),
            read: Vec::new(),
        }
    }

    /// The text of `file` (relative to the root), kept for the rest of
    /// the build (a build script links every form, then ends).
    fn text(&mut self, file: &str) -> Result<&'static str, String> {
        let text = std::fs::read_to_string(self.root.join(file))
            .map_err(|e| format!("{file}: cannot read: {e}"))?;
        self.read.push(file.to_string());
        Ok(Box::leak(text.into_boxed_str()))
    }

    /// The shared modules: those `src/lib.rs` declares under [`MSRV`], in
    /// its order, each wrapped or not as its mark says.
    pub fn shared(&mut self) -> Result<Vec<Source>, String> {
        let lib = self.text("src/lib.rs")?;
        let mut shared = Vec::new();
        for (name, marked) in declarations(lib) {
            if !marked {
                continue;
            }
            let file = leak(format!("src/{name}.rs"));
            let text = self.text(file)?;
            let wrapped = mark(file, text)?;
            let source = Source {
                name,
                file,
                text,
                wrapped,
            };
            checked(&source)?;
            shared.push(source);
        }
        Ok(shared)
    }

    /// Problem `module`'s own modules (`src/problems/<module>/`), each
    /// marked and declared under [`MSRV`] in the folder's `mod.rs`.
    pub fn own(&mut self, module: &str) -> Result<Own, String> {
        let dir = format!("src/problems/{module}");
        let parent = format!("{dir}/mod.rs");
        let decls = declarations(self.text(&parent)?);
        let mut read = |name: &'static str, wrapped: bool| -> Result<Source, String> {
            let file = leak(format!("{dir}/{name}.rs"));
            match decls.iter().find(|(n, _)| *n == name) {
                Some((_, true)) => {}
                _ => {
                    return Err(format!(
                        "{parent}: `mod {name};` declares a file copied into submissions \
                         ({file}): put `{MSRV}` on the line before it"
                    ))
                }
            }
            let text = self.text(file)?;
            if mark(file, text)? != wrapped {
                let want = if wrapped { WRAPPED } else { FLAT };
                return Err(format!(
                    "{file}: emit copies it so: its docs' mark is `{want}`"
                ));
            }
            let source = Source {
                name,
                file,
                text,
                wrapped,
            };
            checked(&source)?;
            Ok(source)
        };
        Ok(Own {
            solver: read("solver", false)?,
            rules: read("layout", true)?,
            answer: read("check", true)?,
        })
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// The modules `parent` declares by `mod name;` lines (any visibility,
/// tests aside), each with whether [`MSRV`] is among the attributes and
/// comments just above it.
fn declarations(parent: &str) -> Vec<(&str, bool)> {
    let lines: Vec<&str> = parent.lines().map(str::trim).collect();
    let mut decls = Vec::new();
    for (k, line) in lines.iter().enumerate() {
        let Some(name) = declared(line) else {
            continue;
        };
        let above = lines[..k]
            .iter()
            .rev()
            .take_while(|l| l.starts_with("#[") || l.starts_with("//"));
        let mut marked = false;
        for l in above {
            if *l == "#[cfg(test)]" {
                marked = false;
                break;
            }
            marked |= *l == MSRV;
        }
        decls.push((name, marked));
    }
    decls
}

/// The module a `mod name;` line declares.
fn declared(line: &str) -> Option<&str> {
    let rest = match line.strip_prefix("pub") {
        Some(r) if r.starts_with('(') => r.split_once(')')?.1.trim_start(),
        Some(r) => r.trim_start(),
        None => line,
    };
    let name = rest.strip_prefix("mod ")?.strip_suffix(';')?;
    name.bytes().all(is_ident).then_some(name)
}

/// Whether `file` (text `text`) is copied as a `mod` block: the last
/// line of its module docs is one of the [`MARKS`]; `Err` if it is
/// neither.
fn mark(file: &str, text: &str) -> Result<bool, String> {
    let last = text.lines().take_while(|l| l.starts_with("//!")).last();
    match last {
        Some(FLAT) => Ok(false),
        Some(WRAPPED) => Ok(true),
        _ => Err(format!(
            "{file}: it is copied into submissions, so its module docs end with the line \
             `{FLAT}` (or, copied as a `mod` block, `{WRAPPED}`)"
        )),
    }
}

/// `source`, if it splits and has no syntax newer than Rust 1.63 (its
/// tests aside).
fn checked(source: &Source) -> Result<(), String> {
    crate::check(source)?;
    let copied = crate::untested_lines(source)?;
    let newer = newer_syntax(source.text).filter(|(line, _)| copied.contains(line));
    match newer {
        Some((line, what)) => Err(format!(
            "{}:{line}: {what}, newer than Rust 1.63, which judges run and emit promises",
            source.file
        )),
        None => Ok(()),
    }
}

/// The first syntax in `text` that Rust 1.63 does not have, of those
/// clippy's `incompatible_msrv` cannot see (it judges std's items, not
/// the language): its line (from 1) and what it is. A short list of
/// what code here might use; CI's build of every form with rustc 1.63
/// (`.ci/emit-check`) is the whole check.
pub fn newer_syntax(text: &str) -> Option<(usize, &'static str)> {
    let class = classify(text).ok()?;
    let tokens = code_tokens(text, &class);
    let word = |k: usize| tokens.get(k).map_or("", |t| t.text);
    for (k, t) in tokens.iter().enumerate() {
        let found = match t.text {
            "let" if !matches!(word(k.wrapping_sub(1)), "if" | "while") && let_else(&tokens, k) => {
                Some("`let ... else` (Rust 1.65)")
            }
            "const" if word(k + 1) == "{" => Some("an inline `const { ... }` block (Rust 1.79)"),
            "'" if word(k + 2) == ":" && word(k + 3) == "{" => {
                Some("a labelled block `'label: { ... }` (Rust 1.65)")
            }
            "#" if word(k + 1) == "[" && matches!(word(k + 2), "expect" | "diagnostic") => {
                Some("the attribute `#[expect]` or `#[diagnostic]` (Rust 1.78, 1.81)")
            }
            "&" if word(k + 1) == "raw" && matches!(word(k + 2), "const" | "mut") => {
                Some("`&raw const` or `&raw mut` (Rust 1.82)")
            }
            "use" if word(k + 1) == "<" => Some("`use<..>` bounds (Rust 1.82)"),
            _ => None,
        };
        if let Some(what) = found {
            return Some((t.line, what));
        }
    }
    None
}

/// Whether the `let` at `tokens[at]` has an `else` of its own before its
/// `;`, at its bracket depth, with no `if` there (whose `else` it would
/// be).
fn let_else(tokens: &[Tok], at: usize) -> bool {
    let mut depth = 0;
    for t in &tokens[at + 1..] {
        match t.text {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" if depth == 0 => return false,
            ")" | "]" | "}" => depth -= 1,
            ";" | "if" | "match" if depth == 0 => return false,
            "else" if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// A token of code: a word, or one byte of punctuation.
struct Tok<'a> {
    text: &'a str,
    /// Its line, from 1.
    line: usize,
}

/// The tokens of `text`'s code (comments and literals left out).
fn code_tokens<'a>(text: &'a str, class: &[Class]) -> Vec<Tok<'a>> {
    let b = text.as_bytes();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        if b[i] == b'\n' {
            line += 1;
        }
        if class[i] != Class::Code || b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let len = match is_ident(b[i]) {
            true => b[i..].iter().take_while(|&&c| is_ident(c)).count(),
            false => 1,
        };
        tokens.push(Tok {
            text: &text[i..i + len],
            line,
        });
        i += len;
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newer_syntax_is_found_on_its_line() {
        let found = |text: &str| newer_syntax(text).map(|(line, _)| line);
        let let_else = "fn f(x: Option<u8>) -> u8 {\n    let Some(v) = x else {\n        return 0;\n    };\n    v\n}\n";
        assert_eq!(found(let_else), Some(2));
        assert_eq!(found("fn f() {\n    let n = const { 1 };\n}\n"), Some(2));
        assert_eq!(
            found("fn f() {\n    'a: {\n        break 'a;\n    }\n}\n"),
            Some(2)
        );
        assert_eq!(found("#[expect(dead_code)]\nfn f() {}\n"), Some(1));
        // An `if` or `match` whose `else` it is, a loop's label, `if let`,
        // and the words in comments and strings are older.
        let old = "fn f(x: Option<u8>) -> u8 {\n    let a = if true { 1 } else { 2 };\n    \
                   let b = match x {\n        Some(v) => v,\n        None => 0,\n    };\n    \
                   'l: loop {\n        break 'l;\n    }\n    if let Some(v) = x {\n        \
                   return v;\n    } else {\n        // let x else { const { 'a: {\n    }\n    \
                   let s = \"let else const {\";\n    a + b + s.len() as u8\n}\n";
        assert_eq!(found(old), None);
    }

    #[test]
    fn declarations_tell_the_marked_ones() {
        let lib = "pub mod a;\n// Why.\n#[clippy::msrv = \"1.63\"]\npub mod b;\n\
                   #[clippy::msrv = \"1.63\"]\n#[cfg(test)]\nmod tests;\npub(super) mod c;\n";
        assert_eq!(
            declarations(lib),
            [("a", false), ("b", true), ("tests", false), ("c", false)]
        );
    }

    /// The repository's tree: every shared module and every problem's
    /// own are marked, declared under the attribute, split and free of
    /// newer syntax (the build checks the same; this says it under `cargo
    /// test` too, with the tree's own files).
    #[test]
    fn every_copied_file_of_the_tree_is_marked_and_checked() {
        let mut tree = Tree::new(&repository());
        let shared = tree.shared().unwrap();
        assert!(shared.iter().any(|s| s.name == "cases"), "{shared:?}");
        for module in problem_folders() {
            tree.own(&module).unwrap();
        }
    }

    /// Every file of `src/` that carries a mark is one the build copies:
    /// a marked file whose `mod` line lacks the attribute (so the build
    /// never reads it) fails here.
    #[test]
    fn every_marked_file_is_copied() {
        let mut tree = Tree::new(&repository());
        let mut copied: Vec<&str> = tree.shared().unwrap().iter().map(|s| s.file).collect();
        for module in problem_folders() {
            let own = tree.own(&module).unwrap();
            copied.extend([own.solver.file, own.rules.file, own.answer.file]);
        }
        for file in rust_files(&repository().join("src")) {
            let text = std::fs::read_to_string(&file).unwrap();
            let rel = file.strip_prefix(repository()).unwrap();
            let rel = rel.to_str().unwrap();
            if MARKS.iter().any(|m| text.lines().any(|l| l == *m)) {
                assert!(
                    copied.contains(&rel),
                    "{rel} is marked as copied, but its `mod` line lacks `{MSRV}`"
                );
            }
        }
    }

    fn repository() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    /// The problems' folders (`src/problems/*/`), by module name.
    fn problem_folders() -> Vec<String> {
        let dir = repository().join("src/problems");
        let mut folders: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_dir() && !p.ends_with("tests"))
            .map(|p| p.file_name().unwrap().to_str().unwrap().to_string())
            .collect();
        folders.sort();
        assert!(!folders.is_empty());
        folders
    }

    fn rust_files(dir: &Path) -> Vec<PathBuf> {
        let mut files = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files.extend(rust_files(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
        files
    }
}
