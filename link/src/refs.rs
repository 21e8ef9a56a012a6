//! What a piece of code names, as the linker follows it: plain names,
//! paths (`a::b::c`, each whole, so that the linker resolves it from its
//! first segment rather than matching its last name anywhere), and method
//! calls with what is known of their receiver (its type from an
//! annotation, a `let`, or a closure a `let` binds; a generic parameter's
//! bound; the method whose result it is) and how many arguments they
//! pass. It reads names, not types: a name it cannot place makes it keep
//! more, never less. What code declares is not a reference: an item's or
//! a method's own name, a field's, a parameter's or a binding's before
//! `:`, an enum's variants.

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
    /// (`out: &mut Out<W>`, `let sc = Scanner::new(..)`, `let at = ||
    /// Place::of(..)` for `at()`) as `=Type` (or `=module::Type`), the
    /// result of method `m` on a receiver as `receiver->m`, or `?`.
    pub(super) called: BTreeSet<(String, String)>,
    /// Each method `called` names, with the number of arguments a call
    /// passes it (`None` where it cannot be counted for sure: a closure
    /// or a turbofish among them).
    pub(super) args: BTreeSet<(String, Option<usize>)>,
    /// Paths of two segments or more, each whole: `crate::cases::Strings`,
    /// `Kind::Accepted`, `Self::new`.
    pub(super) paths: BTreeSet<Vec<String>>,
}

/// The type path of a type's text: `&mut Out<W>` -> `Out`,
/// `crate::scan::Scanner<R>` -> `crate::scan::Scanner`; `None` for `impl
/// Trait`, `dyn Trait`, tuples and the like.
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
    let path = t[..end].trim_end_matches(':');
    let name = path.rsplit("::").next().unwrap_or("");
    let typed = name.starts_with(|c: char| c.is_ascii_uppercase()) && name != "Self";
    typed.then(|| path.to_string())
}

/// The types a piece of code gives its names: `out: &mut Out<W>` (a
/// parameter or a field), `let [mut] sc = Scanner::new(..)`, and, for a
/// closure `let at = || Place::of(..)`, what calling it gives, under
/// `at()`.
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
        if class[k] != Class::Code || (k > 0 && is_ident(b[k - 1])) {
            continue;
        }
        let rest = &text[k + 4..];
        let rest = rest.strip_prefix("mut ").unwrap_or(rest);
        if let Some((name, value)) = rest.split_once(" = ") {
            let is_name = !name.is_empty() && name.bytes().all(is_ident);
            // A closure without parameters: calling it gives its body's
            // value.
            let value = value.strip_prefix("move ").unwrap_or(value);
            let (name, value) = match value.strip_prefix("|| ") {
                Some(body) => (format!("{name}()"), body),
                None => (name.to_string(), value),
            };
            // `Type::new(..)` or `module::Type::new(..)`.
            let call = value.split('(').next().unwrap_or(value);
            if let (true, Some((path, _))) = (is_name, call.rsplit_once("::")) {
                if let Some(ty) = type_name(path) {
                    types.insert(name, ty);
                }
            }
        }
    }
    types
}

/// Keywords after which a name is declared, not referred to.
const DECLARES: [&str; 6] = ["fn", "struct", "enum", "trait", "type", "mod"];

impl Refs {
    /// The references of `text`, whose bytes are classed by `class`.
    pub(super) fn of(text: &str, class: &[Class]) -> Refs {
        let b = text.as_bytes();
        let mut refs = Refs::default();
        // The last byte of code before `at`, past spaces and comments.
        let code_before = |at: usize| {
            (0..at)
                .rev()
                .find(|&k| class[k] == Class::Code && !b[k].is_ascii_whitespace())
        };
        let types = local_types(text, class);
        // Bracket depth, and the depths of the enum bodies open (where a
        // name after `{`, `,` or an attribute's `]` is a variant).
        let mut depth = 0usize;
        let mut enums: Vec<usize> = Vec::new();
        let mut enum_next = false;
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
            if class[i] == Class::Code {
                match b[i] {
                    b'(' | b'[' | b'{' => {
                        depth += 1;
                        if b[i] == b'{' && std::mem::take(&mut enum_next) {
                            enums.push(depth);
                        }
                    }
                    b')' | b']' | b'}' => {
                        if enums.last() == Some(&depth) {
                            enums.pop();
                        }
                        depth = depth.saturating_sub(1);
                    }
                    b';' => enum_next = false,
                    _ => {}
                }
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
                    refs.call(text, class, &types, i - 1, name);
                }
            } else if before.ends_with(b"::") {
                // A later segment of a path, taken with its first.
            } else if let Some(path) = path_at(text, from, end) {
                refs.plain.insert(name);
                refs.paths.insert(path);
            } else if !declared(text, class, from, end, &code_before, &enums, depth) {
                if name == "enum" {
                    enum_next = true;
                }
                refs.plain.insert(name);
            }
            i = end;
        }
        refs
    }

    /// Records the call of method `name` whose `.` is at `dot`.
    fn call(
        &mut self,
        text: &str,
        class: &[Class],
        types: &BTreeMap<String, String>,
        dot: usize,
        name: String,
    ) {
        if let Some(recv) = receiver(text, class, types, dot) {
            let open = dot + 1 + name.len();
            self.args
                .insert((name.clone(), arguments(text, class, open)));
            self.called.insert((recv, name));
        }
    }

    pub(super) fn extend(&mut self, other: &Refs) {
        self.plain.extend(other.plain.iter().cloned());
        self.called.extend(other.called.iter().cloned());
        self.args.extend(other.args.iter().cloned());
        self.paths.extend(other.paths.iter().cloned());
    }
}

/// The path that starts with the name at `from..end`, if a `::` and a
/// name follow it: each segment (a turbofish, a group or a glob ends it).
fn path_at(text: &str, from: usize, end: usize) -> Option<Vec<String>> {
    let b = text.as_bytes();
    let mut path = vec![text[from..end].to_string()];
    let mut at = end;
    while b[at..].starts_with(b"::") {
        let (f, e) = ident_at(b, at + 2);
        if e == f {
            break;
        }
        path.push(text[f..e].to_string());
        at = e;
    }
    (path.len() > 1).then_some(path)
}

/// What is known of the receiver of the method call whose `.` is at
/// `dot`: `self`, `self.field`, `=Type` (from an annotation or a `let`;
/// a generic parameter's bound, `E: Engine`, for a value of type `E`),
/// `recv->name` for what method `name` returns called on `recv`, or `?`;
/// `None` for what is never a library type (a slice, an indexed slice).
fn receiver(
    text: &str,
    class: &[Class],
    types: &BTreeMap<String, String>,
    dot: usize,
) -> Option<String> {
    let b = text.as_bytes();
    let word_before = |at: usize| {
        let from = at - b[..at].iter().rev().take_while(|&&c| is_ident(c)).count();
        &text[from..at]
    };
    // Across a chain's line breaks.
    let back = |at: usize| {
        at - b[..at]
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_whitespace())
            .count()
    };
    let typed = |key: &str| match types.get(key).map(String::as_str) {
        Some("_") => None,
        Some(t) => match types.get(t).map(String::as_str) {
            Some(bound) if bound != "_" => Some(format!("={bound}")),
            _ => Some(format!("={t}")),
        },
        None => Some("?".to_string()),
    };
    let unknown = || Some("?".to_string());
    let end_recv = back(dot);
    let recv = word_before(end_recv);
    let outer = back(end_recv - recv.len());
    if recv.is_empty() {
        return match end_recv.checked_sub(1).map(|k| b[k]) {
            // An indexed slice's: a library type's method is never
            // called on those.
            Some(b']') => None,
            Some(b')') => {
                let Some((from, open)) = callee(text, class, end_recv - 1) else {
                    return unknown();
                };
                let before = back(from);
                match before.checked_sub(1).map(|k| b[k]) {
                    // A method's result: what it returns, if its
                    // receiver is known.
                    Some(b'.') => match receiver(text, class, types, before - 1).as_deref() {
                        None | Some("?") => unknown(),
                        Some(r) => Some(format!("{r}->{}", &text[from..open])),
                    },
                    // A local closure's result, as its `let` gives it.
                    Some(b':') => unknown(),
                    _ => typed(&format!("{}()", &text[from..open])),
                }
            }
            _ => unknown(),
        };
    }
    if outer > 0 && b[outer - 1] == b'.' {
        let owner = word_before(back(outer - 1));
        return (owner == "self")
            .then(|| format!("self.{recv}"))
            .or_else(unknown);
    }
    match recv {
        "self" => Some("self".to_string()),
        _ => typed(recv),
    }
}

/// How many arguments the call whose `(` is at `open` passes; `None` if
/// that cannot be told for sure (a turbofish, a closure's `|a, b|`, a
/// generic type's `<A, B>` among them).
pub(super) fn arguments(text: &str, class: &[Class], open: usize) -> Option<usize> {
    let b = text.as_bytes();
    if b.get(open) != Some(&b'(') {
        return None;
    }
    let (mut depth, mut commas, mut last) = (0usize, 0, b'(');
    for k in open..b.len() {
        if class[k] != Class::Code {
            if class[k] == Class::Literal {
                last = b'"';
            }
            continue;
        }
        match b[k] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    let empty = last == b'(';
                    let trailing = last == b',';
                    return Some(match (empty, trailing) {
                        (true, _) => 0,
                        (_, true) => commas,
                        _ => commas + 1,
                    });
                }
            }
            b'|' | b'<' => return None,
            b',' if depth == 1 => commas += 1,
            _ => {}
        }
        if !b[k].is_ascii_whitespace() {
            last = b[k];
        }
    }
    None
}

/// The callee of the call whose `)` is at `close`: where its name
/// starts, and its `(` (`at` in `at()`, `grid` in `e.grid()`); `None` if
/// no name comes before the `(`.
fn callee(text: &str, class: &[Class], close: usize) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let open = (0..=close).rev().find(|&k| {
        if class[k] != Class::Code {
            return false;
        }
        match b[k] {
            b')' | b']' | b'}' => depth += 1,
            b'(' | b'[' | b'{' => depth = depth.saturating_sub(1),
            _ => {}
        }
        depth == 0
    })?;
    let from = open - b[..open].iter().rev().take_while(|&&c| is_ident(c)).count();
    (from < open).then_some((from, open))
}

/// Whether the name at `from..end` is declared there rather than referred
/// to: after `fn`, `struct` and the like; a lower-case name before a
/// single `:` (a field, a parameter, a binding); a variant of an enum
/// whose body is open at `depth`.
fn declared(
    text: &str,
    class: &[Class],
    from: usize,
    end: usize,
    code_before: &dyn Fn(usize) -> Option<usize>,
    enums: &[usize],
    depth: usize,
) -> bool {
    let b = text.as_bytes();
    let prev = code_before(from);
    let prev_word = prev.map_or("", |p| {
        let start = p + 1 - b[..=p].iter().rev().take_while(|&&c| is_ident(c)).count();
        &text[start..=p]
    });
    if DECLARES.contains(&prev_word) {
        return true;
    }
    let after = (end..b.len()).find(|&k| class[k] != Class::Code || !b[k].is_ascii_whitespace());
    let colon = after
        .is_some_and(|k| class[k] == Class::Code && b[k] == b':' && b.get(k + 1) != Some(&b':'));
    if colon && b[from].is_ascii_lowercase() {
        return true;
    }
    enums.last() == Some(&depth) && prev.is_some_and(|p| matches!(b[p], b'{' | b',' | b']'))
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
        assert!(refs
            .paths
            .contains(&vec!["Grid".to_string(), "new".to_string()]));
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
