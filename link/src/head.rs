//! What an item's first code line declares, read from its tokens: its
//! visibility, qualifiers, keyword and name (or what it is, if it is not
//! an item the linker can copy), and an `impl` header's type and trait.

use super::lex::Token;
use super::split::Kind;

/// What an item's first code line declares.
pub(super) struct Head {
    pub(super) keyword: &'static str,
    pub(super) name: String,
    /// The bytes that may end it: `;` after an `=` or a `use`.
    pub(super) ends: &'static [u8],
}

/// The head of an item from the tokens of its first code line: its
/// visibility (`pub`, `pub(crate)`, `pub(in path)`), qualifiers (`const`,
/// `async`, `unsafe`, `extern "C"`), keyword and name; `Err` says what
/// it is if it is not an item the linker can copy.
pub(super) fn head_of(toks: &[Token]) -> Result<Head, &'static str> {
    let word = |k: usize| match toks.get(k) {
        Some(Token::Word(w)) => w.as_str(),
        _ => "",
    };
    let mut k = 0;
    if word(k) == "pub" {
        k += 1;
        if toks.get(k) == Some(&Token::Punct(b'(')) {
            let close = toks[k..].iter().position(|t| *t == Token::Punct(b')'));
            k += close.ok_or("a visibility that never closes")? + 1;
        }
    }
    loop {
        match (word(k), word(k + 1)) {
            ("const", "fn" | "unsafe" | "async" | "extern") => k += 1,
            ("async" | "unsafe", "fn" | "unsafe" | "extern" | "impl" | "trait") => k += 1,
            ("extern", _) => {
                let abi = usize::from(toks.get(k + 1) == Some(&Token::Literal));
                match word(k + 1 + abi) {
                    "fn" => k += 1 + abi,
                    "crate" => return Err("an `extern crate`"),
                    _ => return Err("an `extern` block"),
                }
            }
            _ => break,
        }
    }
    let name = |k: usize| match word(k) {
        w if w.is_empty() || w.starts_with(|c: char| c.is_ascii_digit()) => {
            Err("an item without a name")
        }
        w => Ok(w.to_string()),
    };
    let bang = toks.get(k + 1) == Some(&Token::Punct(b'!'));
    let (keyword, name, ends): (&'static str, String, &'static [u8]) = match word(k) {
        "fn" => ("fn", name(k + 1)?, b";}"),
        "struct" => ("struct", name(k + 1)?, b";}"),
        "enum" => ("enum", name(k + 1)?, b";}"),
        "union" if name(k + 1).is_ok() => ("union", name(k + 1)?, b";}"),
        "trait" => ("trait", name(k + 1)?, b";}"),
        "type" => ("type", name(k + 1)?, b";"),
        "const" => match name(k + 1)?.as_str() {
            "_" => return Err("an unnamed `const _`"),
            n => ("const", n.to_string(), b";"),
        },
        "static" => {
            let k = if word(k + 1) == "mut" { k + 1 } else { k };
            ("static", name(k + 1)?, b";")
        }
        "use" => ("use", String::new(), b";"),
        "impl" => ("impl", String::new(), b"}"),
        "mod" if toks.get(k + 2) == Some(&Token::Punct(b';')) => {
            return Err("a module in another file")
        }
        "mod" => ("mod", name(k + 1)?, b"}"),
        "macro_rules" if bang => ("macro_rules", name(k + 2)?, b";}"),
        w if bang && !w.is_empty() => return Err("a macro call among the items"),
        _ => return Err("a line that starts no item"),
    };
    Ok(Head {
        keyword,
        name,
        ends,
    })
}

/// The last path segment of a type, without generics:
/// `Parts<'_, S>` -> `Parts`.
pub(super) fn base_name(path: &str) -> String {
    let path = path.split('<').next().unwrap_or(path).trim();
    path.rsplit("::").next().unwrap_or(path).to_string()
}

/// An `impl` header's type and trait (its code on one line).
#[cfg(test)]
pub(super) fn impl_kind(head: &str) -> Kind {
    impl_parts(head).0
}

/// An `impl` header's kind, and its type's path without generics.
pub(super) fn impl_parts(head: &str) -> (Kind, String) {
    let head = head.strip_prefix("unsafe ").unwrap_or(head);
    // The bounds of a `where` clause name neither.
    let head = head.split(" where ").next().unwrap_or(head);
    let mut rest = head.strip_prefix("impl").unwrap_or(head);
    let mut generics = "";
    if rest.starts_with('<') {
        let mut depth = 0;
        for (k, c) in rest.char_indices() {
            match c {
                '<' => depth += 1,
                // Not the `>` of an `->`.
                '>' if !rest[..k].ends_with('-') => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                generics = &rest[..=k];
                rest = &rest[k + 1..];
                break;
            }
        }
    }
    // The body's `{`, or a whole empty body (`impl Marker for X {}`).
    let rest = rest.trim();
    let rest = rest.strip_suffix("{}").unwrap_or(rest).trim_end();
    let rest = rest.strip_suffix('{').unwrap_or(rest).trim();
    let (of, path) = match rest.split_once(" for ") {
        Some((tr, ty)) => (Some(tr.trim().to_string()), bare(ty)),
        None => (None, bare(rest)),
    };
    let ty = base_name(path);
    let generic = generics
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|w| w == ty);
    let path = path.split('<').next().unwrap_or(path).trim().to_string();
    (Kind::Impl { ty, of, generic }, path)
}

/// A type without the references and `dyn` before it: `&'a mut X` -> `X`.
fn bare(ty: &str) -> &str {
    let mut t = ty.trim();
    loop {
        let before = t;
        t = t.trim_start_matches('&').trim_start();
        if t.starts_with('\'') {
            t = t.split_once(' ').map_or("", |x| x.1);
        }
        t = t.strip_prefix("mut ").unwrap_or(t);
        t = t.strip_prefix("dyn ").unwrap_or(t);
        if t == before {
            return t;
        }
    }
}
