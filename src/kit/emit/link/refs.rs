//! What a piece of code names, as the linker follows it: plain names,
//! `a::b` path steps, and method calls with what is known of their
//! receiver (its type from an annotation or a `let`). It reads names, not
//! types: a name it cannot place makes it keep more, never less.

use super::lex::{ident_at, is_ident, Class};
use std::collections::{BTreeMap, BTreeSet};

/// The names a piece of code refers to.
#[derive(Debug, Default)]
pub(super) struct Refs {
    /// Names not after `.` or `::`: items in scope, first path segments,
    /// macros (`name!`), and the names a format string captures
    /// (`{JUDGE_SIZE}`).
    pub(super) plain: BTreeSet<String>,
    /// `.name(` and `.name::<`: method calls, with what is known of the
    /// receiver: `self`, `self.field`, a type named by an annotation
    /// (`out: &mut Out<W>`, `let sc = Scanner::new(..)`) as `=Type`, or
    /// `?`.
    pub(super) called: BTreeSet<(String, String)>,
    /// `a::b` path steps, as (a, b).
    pub(super) steps: BTreeSet<(String, String)>,
}

/// The type name of a type's text: `&mut Out<W>` -> `Out`; `None` for
/// `impl Trait`, `dyn Trait`, tuples and the like.
pub(super) fn type_name(ty: &str) -> Option<String> {
    let mut t = ty.trim_start();
    loop {
        let before = t;
        t = t.trim_start_matches('&').trim_start();
        t = t.strip_prefix("mut ").unwrap_or(t);
        if t.starts_with('\'') {
            t = t.split_once(' ').map_or("", |x| x.1);
        }
        if t == before {
            break;
        }
    }
    let end = t
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
        .unwrap_or(t.len());
    let name = t[..end].rsplit("::").next().unwrap_or("");
    let typed = name.starts_with(|c: char| c.is_ascii_uppercase()) && name != "Self";
    typed.then(|| name.to_string())
}

/// The types a piece of code gives its names: `out: &mut Out<W>` (a
/// parameter or a field) and `let [mut] sc = Scanner::new(..)`.
fn local_types(text: &str, class: &[Class]) -> BTreeMap<String, String> {
    let mut types = BTreeMap::new();
    let b = text.as_bytes();
    for (k, _) in text.match_indices(": ") {
        if class[k] != Class::Code || k == 0 || b[k - 1] == b':' {
            continue;
        }
        let from = k - b[..k].iter().rev().take_while(|&&c| is_ident(c)).count();
        // A name of another type (a slice, `impl Trait`) is std's: `_`.
        let ty = type_name(&text[k + 2..]).unwrap_or_else(|| "_".to_string());
        types.insert(text[from..k].to_string(), ty);
    }
    for (k, _) in text.match_indices("let ") {
        if class[k] != Class::Code {
            continue;
        }
        let rest = &text[k + 4..];
        let rest = rest.strip_prefix("mut ").unwrap_or(rest);
        if let Some((name, value)) = rest.split_once(" = ") {
            let is_name = !name.is_empty() && name.bytes().all(is_ident);
            // `Type::new(..)` or `module::Type::new(..)`.
            if let (true, Some((path, _))) = (is_name, value.rsplit_once("::")) {
                let path = path.split('(').next().unwrap_or(path);
                if let Some(ty) = type_name(path) {
                    types.insert(name.to_string(), ty);
                }
            }
        }
    }
    types
}

impl Refs {
    /// The references of `text`, whose bytes are classed by `class`.
    pub(super) fn of(text: &str, class: &[Class]) -> Refs {
        let b = text.as_bytes();
        let mut refs = Refs::default();
        let word_before = |at: usize| {
            let from = at - b[..at].iter().rev().take_while(|&&c| is_ident(c)).count();
            &text[from..at]
        };
        let types = local_types(text, class);
        let mut i = 0;
        while i < b.len() {
            if class[i] == Class::Literal {
                // `{name}` or `{name:...}` in a format string.
                if b[i] == b'{' && b.get(i + 1).is_some_and(|&c| c.is_ascii_alphabetic()) {
                    let end = i + 1 + b[i + 1..].iter().take_while(|&&c| is_ident(c)).count();
                    if matches!(b.get(end), Some(b'}') | Some(b':')) && b[i - 1] != b'{' {
                        refs.plain.insert(text[i + 1..end].to_string());
                    }
                }
                i += 1;
                continue;
            }
            let (from, end) = ident_at(b, i);
            // Not a name: a number, a byte of punctuation, a comment, or
            // a lifetime or label (`'a`).
            let word = class[i] == Class::Code && end > i && !b[i].is_ascii_digit();
            if !word || (i > 0 && b[i - 1] == b'\'') {
                i = end.max(i + 1);
                continue;
            }
            let name = text[from..end].to_string();
            let before = &b[..i];
            if before.ends_with(b".") {
                if b.get(end) == Some(&b'(') || b[end..].starts_with(b"::<") {
                    // The receiver, across a chain's line breaks.
                    let dot = i - 1;
                    let back = |at: usize| {
                        at - b[..at]
                            .iter()
                            .rev()
                            .take_while(|c| c.is_ascii_whitespace())
                            .count()
                    };
                    let end_recv = back(dot);
                    let recv = word_before(end_recv);
                    let outer = back(end_recv - recv.len());
                    let recv = if recv.is_empty() {
                        // An indexed slice's or a call's result: a
                        // library type's method is never called on those.
                        if end_recv > 0 && b[end_recv - 1] == b']' {
                            None
                        } else {
                            Some("?".to_string())
                        }
                    } else if outer > 0 && b[outer - 1] == b'.' {
                        let owner = word_before(back(outer - 1));
                        (owner == "self")
                            .then(|| format!("self.{recv}"))
                            .or_else(|| Some("?".to_string()))
                    } else if recv == "self" {
                        Some("self".to_string())
                    } else {
                        match types.get(recv).map(String::as_str) {
                            Some("_") => None,
                            Some(t) => Some(format!("={t}")),
                            None => Some("?".to_string()),
                        }
                    };
                    if let Some(recv) = recv {
                        refs.called.insert((recv, name));
                    }
                }
            } else if before.ends_with(b"::") {
                let head = &before[..before.len() - 2];
                let from = head.len() - head.iter().rev().take_while(|&&c| is_ident(c)).count();
                if from < head.len() {
                    refs.steps
                        .insert((text[from..head.len()].to_string(), name));
                }
            } else {
                refs.plain.insert(name);
            }
            i = end;
        }
        refs
    }

    pub(super) fn extend(&mut self, other: &Refs) {
        self.plain.extend(other.plain.iter().cloned());
        self.called.extend(other.called.iter().cloned());
        self.steps.extend(other.steps.iter().cloned());
    }
}

#[cfg(test)]
mod tests {
    use super::super::lex::classify;
    use super::*;

    #[test]
    fn references_know_receivers_and_paths() {
        let code = "fn f(out: &mut Out<W>, g: &[u8]) { out.uint(Grid::new(1)); g.fill(0); \
                    self.sc.peek(); x.y().z(); format!(\"{JUDGE}\") }";
        let refs = Refs::of(code, &classify(code).unwrap());
        let called: Vec<(&str, &str)> = refs
            .called
            .iter()
            .map(|(r, m)| (r.as_str(), m.as_str()))
            .collect();
        assert!(called.contains(&("=Out", "uint")), "{called:?}");
        assert!(called.contains(&("self.sc", "peek")), "{called:?}");
        assert!(called.contains(&("?", "z")), "{called:?}");
        assert!(!called.iter().any(|c| c.1 == "fill"), "a slice's method");
        assert!(refs.steps.contains(&("Grid".into(), "new".into())));
        assert!(refs.plain.contains("JUDGE") && refs.plain.contains("Out"));
    }

    #[test]
    fn macros_raw_identifiers_and_lifetimes() {
        let code = "fn f<'a>(x: &'a u8) { 'outer: loop { r#match(); table!(x); y.r#type(); } }";
        let refs = Refs::of(code, &classify(code).unwrap());
        assert!(refs.plain.contains("match") && refs.plain.contains("table"));
        assert!(!refs.plain.contains("r") && !refs.plain.contains("outer"));
        assert!(!refs.plain.contains("a"), "{:?}", refs.plain);
        assert!(refs.called.contains(&("?".into(), "type".into())));
    }

    #[test]
    fn a_call_with_no_receiver_text_is_no_panic() {
        let code = ".f()";
        let refs = Refs::of(code, &classify(code).unwrap());
        assert!(refs.called.contains(&("?".into(), "f".into())));
    }
}
