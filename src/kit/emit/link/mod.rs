//! The linker `emit` writes a file with: the library's own modules
//! (rustfmt-formatted source, compiled into the binary with `include_str!`)
//! split into items, and only the items an entry point reaches copied into
//! one flat file.
//!
//! The source splits into items by indentation (top-level items, and the
//! items of `impl` and `mod` blocks, each with its doc comments and
//! attributes), and an item is kept if a kept item names it (functions and
//! types by their names as the module's scope resolves them, methods of
//! kept types by `Type::name` or a call on a receiver of that type). Tests
//! go, and so do the plain `//` comments inside an item (its doc comments
//! stay). Modules are copied at the file's root, each module's `use`s of
//! the others dropped and `std`'s merged, or as `mod` blocks when wrapped.
//! Nothing here knows a problem: `emit` hands it the modules.

use std::collections::{BTreeMap, BTreeSet};

/// One module the file may take items from.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// Its name in paths (`cases` for `crate::cases::...`).
    pub name: &'static str,
    /// Where it comes from, for messages (`src/cases.rs`).
    pub file: &'static str,
    /// Its text, as rustfmt lays it out.
    pub text: &'static str,
    /// Copied as a `mod` block rather than at the file's root.
    pub wrapped: bool,
}

/// What `entry` (code at the file's root) reaches of `sources`, as one
/// flat file: the first source's items first, its docs as the file's.
pub fn link(sources: &[Source], entry: &str) -> Result<Flat, String> {
    Ok(Crate::new(sources).emit(entry))
}

/// What a byte of source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Code,
    /// Inside a comment.
    Comment,
    /// Inside a string or character literal, quotes included.
    Literal,
}

/// The class of every byte of `src` (a small Rust lexer: comments, nested
/// block comments, strings with escapes, raw strings, characters and
/// lifetimes).
fn classify(src: &str) -> Vec<Class> {
    let b = src.as_bytes();
    let mut class = vec![Class::Code; b.len()];
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let kind = match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                Class::Comment
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                Class::Comment
            }
            b'r' if (i == 0 || !ident(b[i - 1]))
                && matches!(b.get(i + 1), Some(b'"') | Some(b'#')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close: Vec<u8> = std::iter::once(b'"')
                    .chain(std::iter::repeat_n(b'#', hashes))
                    .collect();
                i += hashes + 2;
                while i < b.len() && !b[i..].starts_with(&close) {
                    i += 1;
                }
                i = (i + close.len()).min(b.len());
                Class::Literal
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
                Class::Literal
            }
            b'\'' => {
                // A character literal, or a lifetime (`'a`, `'_`).
                let len = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i = (i + 1).min(b.len());
                    Class::Literal
                } else if b.get(i + 1 + len) == Some(&b'\'') {
                    i += len + 2;
                    Class::Literal
                } else {
                    i += 1;
                    continue;
                }
            }
            _ => {
                i += 1;
                continue;
            }
        };
        class[start..i].fill(kind);
    }
    class
}

/// The names a piece of code refers to.
#[derive(Debug, Default)]
struct Refs {
    /// Names not after `.` or `::`: items in scope, first path segments,
    /// and the names a format string captures (`{JUDGE_SIZE}`).
    plain: BTreeSet<String>,
    /// `.name(` and `.name::<`: method calls, with what is known of the
    /// receiver: `self`, `self.field`, a type named by an annotation
    /// (`out: &mut Out<W>`, `let sc = Scanner::new(..)`), or `?`.
    called: BTreeSet<(String, String)>,
    /// `a::b` path steps, as (a, b).
    steps: BTreeSet<(String, String)>,
}

/// The type name of a type's text: `&mut Out<W>` -> `Out`; `None` for
/// `impl Trait`, `dyn Trait`, tuples and the like.
fn type_name(ty: &str) -> Option<String> {
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
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    for (k, _) in text.match_indices(": ") {
        if class[k] != Class::Code || k == 0 || b[k - 1] == b':' {
            continue;
        }
        let from = k - b[..k].iter().rev().take_while(|&&c| ident(c)).count();
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
            let is_name = !name.is_empty() && name.bytes().all(ident);
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
    fn of(text: &str, class: &[Class]) -> Refs {
        let b = text.as_bytes();
        let mut refs = Refs::default();
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let word_before = |at: usize| {
            let from = at - b[..at].iter().rev().take_while(|&&c| ident(c)).count();
            &text[from..at]
        };
        let types = local_types(text, class);
        let mut i = 0;
        while i < b.len() {
            if class[i] == Class::Literal {
                // `{name}` or `{name:...}` in a format string.
                if b[i] == b'{' && b.get(i + 1).is_some_and(|&c| c.is_ascii_alphabetic()) {
                    let end = i + 1 + b[i + 1..].iter().take_while(|&&c| ident(c)).count();
                    if matches!(b.get(end), Some(b'}') | Some(b':')) && b[i - 1] != b'{' {
                        refs.plain.insert(text[i + 1..end].to_string());
                    }
                }
                i += 1;
                continue;
            }
            if class[i] != Class::Code
                || !(b[i].is_ascii_alphabetic() || b[i] == b'_')
                || (i > 0 && ident(b[i - 1]))
            {
                i += 1;
                continue;
            }
            let end = i + b[i..].iter().take_while(|&&c| ident(c)).count();
            let name = text[i..end].to_string();
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
                        if b[end_recv - 1] == b']' {
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
                let from = head.len() - head.iter().rev().take_while(|&&c| ident(c)).count();
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

    fn extend(&mut self, other: &Refs) {
        self.plain.extend(other.plain.iter().cloned());
        self.called.extend(other.called.iter().cloned());
        self.steps.extend(other.steps.iter().cloned());
    }
}

/// One line of a module's source.
#[derive(Clone, Debug)]
struct Line {
    text: String,
    /// The change of bracket depth over the line's code.
    depth: i32,
    /// The line is a plain `//` comment (not a doc comment).
    note: bool,
}

/// The lines of `src`, classified as a whole.
fn lines_of(src: &str) -> Vec<Line> {
    let class = classify(src);
    let mut lines = Vec::new();
    let mut start = 0;
    for text in src.split('\n') {
        let end = start + text.len();
        let mut depth = 0;
        for (c, &k) in text.bytes().zip(&class[start..end]) {
            if k == Class::Code {
                match c {
                    b'(' | b'[' | b'{' => depth += 1,
                    b')' | b']' | b'}' => depth -= 1,
                    _ => {}
                }
            }
        }
        let t = text.trim_start();
        let lead = start + text.len() - t.len();
        let note = t.starts_with("//")
            && !(t.starts_with("///") || t.starts_with("//!"))
            && class[lead] == Class::Comment;
        lines.push(Line {
            text: text.to_string(),
            depth,
            note,
        });
        start = end + 1;
    }
    while lines.last().is_some_and(|l| l.text.trim().is_empty()) {
        lines.pop();
    }
    lines
}

/// What an item is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    /// The module's `//!` docs.
    Docs,
    /// A `use` declaration.
    Use,
    /// An item with a name: function, constant, static, type, trait.
    Named(String),
    /// `mod name { ... }`: the index of the module it holds.
    Mod(usize),
    /// An `impl` block of type `ty`; `of` its trait's path, if any;
    /// `generic` if `ty` is a parameter of the impl (a blanket impl).
    Impl {
        ty: String,
        of: Option<String>,
        generic: bool,
    },
}

/// One item: its lines (doc comments and attributes included), where its
/// first code line is, and for `impl` blocks the items inside.
#[derive(Debug)]
struct Item {
    lines: Vec<Line>,
    /// Index in `lines` of the item's first code line.
    head: usize,
    /// A blank line came before it.
    blank_before: bool,
    kind: Kind,
    /// What the item's code names (for a block, its header only).
    refs: Refs,
    /// The items of an `impl` block.
    inner: Vec<Item>,
}

/// One module: its items and where it sits.
#[derive(Debug)]
struct Module {
    /// Its name: at the file's root, or inside `parent`.
    name: String,
    parent: Option<usize>,
    items: Vec<Item>,
    /// Copied as a `mod` block ([`Source::wrapped`]).
    wrapped: bool,
}

/// Every library module emit may copy.
struct Crate {
    modules: Vec<Module>,
    /// (struct, field) -> the field's type name.
    fields: BTreeMap<(String, String), String>,
}

/// An item's position: (module, item, item inside its `impl` block).
type Id = (usize, usize, Option<usize>);

/// What is reached so far.
#[derive(Default)]
struct Live {
    /// (module, name) of each reached named item.
    items: BTreeSet<(usize, String)>,
    /// (type, member) of each `Type::member` path in reached code.
    assoc: BTreeSet<(String, String)>,
    /// The methods reached code calls.
    called: BTreeSet<String>,
    /// The items reached so far.
    taken: BTreeSet<Id>,
    /// Per module, the names its reached items use (to prune its `use`s).
    used: BTreeMap<usize, BTreeSet<String>>,
}

impl Live {
    fn size(&self) -> usize {
        self.items.len() + self.assoc.len() + self.called.len() + self.taken.len()
    }
}

/// The indentation of a line.
fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// The source without its tests: the `#[cfg(test)]` module and every other
/// item or statement marked `#[cfg(test)]`, with the doc comments and
/// attributes in front of it.
fn without_tests(src: &str) -> String {
    let mut kept: Vec<&str> = Vec::new();
    // Inside a `#[cfg(test)]` block: the indentation of its closing line.
    let mut skipping: Option<usize> = None;
    let mut lines = src.lines().peekable();
    while let Some(line) = lines.next() {
        if let Some(end) = skipping {
            if indent_of(line) == end && line.trim_start().starts_with('}') {
                skipping = None;
            }
            continue;
        }
        if line.trim() == "#[cfg(test)]" {
            while kept.last().is_some_and(|l| {
                indent_of(l) == indent_of(line)
                    && (l.trim_start().starts_with("///") || l.trim_start().starts_with("#["))
            }) {
                kept.pop();
            }
            // A one-line item ends at its `;`; a block at its `}`.
            if lines
                .peek()
                .is_some_and(|next| next.trim_end().ends_with(';'))
            {
                lines.next();
            } else {
                skipping = Some(indent_of(line));
            }
            continue;
        }
        kept.push(line);
    }
    kept.iter().flat_map(|l| [*l, "\n"]).collect()
}

/// The name after `keyword ` at the start of `head`.
fn name_after<'a>(head: &'a str, keyword: &str) -> Option<&'a str> {
    let rest = head.strip_prefix(keyword)?.strip_prefix(' ')?;
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The last path segment of a type, without generics:
/// `Parts<'_, S>` -> `Parts`.
fn base_name(path: &str) -> String {
    let path = path.split('<').next().unwrap_or(path).trim();
    path.rsplit("::").next().unwrap_or(path).to_string()
}

/// An `impl` header's type and trait (`head` without visibility).
fn impl_kind(head: &str) -> Kind {
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
    let rest = rest.trim().trim_end_matches('{').trim();
    let (of, ty) = match rest.split_once(" for ") {
        Some((tr, ty)) => (Some(tr.trim().to_string()), base_name(ty)),
        None => (None, base_name(rest)),
    };
    let generic = generics
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|w| w == ty);
    Kind::Impl { ty, of, generic }
}

/// A `use` declaration's path and names:
/// `use crate::scan::{is_ws, Scanner};` -> (`crate::scan`, [is_ws, Scanner]).
fn use_parts(lines: &[Line]) -> (String, Vec<String>) {
    let code: Vec<&str> = lines.iter().map(|l| l.text.trim()).collect();
    let code = code.join(" ");
    let code = code.strip_prefix("pub ").unwrap_or(&code);
    let code = code.trim_start_matches("use ").trim_end_matches(';');
    match code.split_once("::{") {
        Some((path, list)) => {
            let names = list.trim_end_matches('}').split(',').map(str::trim);
            let names = names
                .filter(|n| !n.is_empty())
                .map(str::to_string)
                .collect();
            (path.to_string(), names)
        }
        None => match code.rsplit_once("::") {
            Some((path, name)) => (path.to_string(), vec![name.to_string()]),
            None => (String::new(), vec![code.to_string()]),
        },
    }
}

/// A `use` of `names` from `path` as rustfmt lays it out at `indent`
/// (the file's width is 100).
fn use_text(indent: &str, path: &str, names: &[String]) -> String {
    let one_line = match names {
        [name] if name != "self" => format!("{indent}use {path}::{name};"),
        _ => format!("{indent}use {path}::{{{}}};", names.join(", ")),
    };
    if one_line.len() <= 100 {
        return one_line + "\n";
    }
    // Rustfmt's mixed layout: as many names a line as fit, a comma after
    // each.
    let mut text = format!("{indent}use {path}::{{\n");
    let mut line = String::new();
    for name in names {
        if !line.is_empty() && line.len() + 1 + name.len() + 1 > 100 {
            text += &line;
            text.push('\n');
            line.clear();
        }
        if line.is_empty() {
            line = format!("{indent}    {name},");
        } else {
            line += &format!(" {name},");
        }
    }
    text += &line;
    text += &format!("\n{indent}}};\n");
    text
}

impl Crate {
    /// The modules of `sources`, each split into items.
    fn new(sources: &[Source]) -> Crate {
        let mut c = Crate {
            modules: Vec::new(),
            fields: BTreeMap::new(),
        };
        for s in sources {
            let lines = lines_of(&without_tests(s.text));
            c.add_module(s.name, None, &lines, s.wrapped);
        }
        for module in &c.modules {
            for it in &module.items {
                let head = it.lines[it.head].text.trim_start();
                let head = head.strip_prefix("pub ").unwrap_or(head);
                let (strukt, Kind::Named(name)) = (head.starts_with("struct "), &it.kind) else {
                    continue;
                };
                if !strukt {
                    continue;
                }
                for line in &it.lines[it.head + 1..] {
                    let l = line.text.trim_start();
                    let l = l.strip_prefix("pub ").unwrap_or(l);
                    if let Some((field, ty)) = l.split_once(": ") {
                        if let Some(ty) = type_name(ty) {
                            c.fields.insert((name.clone(), field.to_string()), ty);
                        }
                    }
                }
            }
        }
        c
    }

    /// Adds the module whose items are `lines` (a `mod` block if
    /// `wrapped`); returns its index.
    fn add_module(
        &mut self,
        name: &str,
        parent: Option<usize>,
        lines: &[Line],
        wrapped: bool,
    ) -> usize {
        let m = self.modules.len();
        self.modules.push(Module {
            name: name.to_string(),
            parent,
            items: Vec::new(),
            wrapped,
        });
        let items = self.items(m, lines);
        self.modules[m].items = items;
        m
    }

    /// Splits `lines`, the body of module `m` or of one of its blocks, into
    /// items. Each item starts at its doc comments and attributes and ends
    /// at the first line where the brackets balance and a `;` or `}` ends
    /// the line (rustfmt's layout).
    fn items(&mut self, m: usize, lines: &[Line]) -> Vec<Item> {
        let mut items = Vec::new();
        let (mut i, mut blank) = (0, false);
        while i < lines.len() {
            let t = lines[i].text.trim_start();
            if t.is_empty() {
                blank = true;
                i += 1;
                continue;
            }
            let start = i;
            let docs = t.starts_with("//!");
            while i < lines.len() {
                let t = lines[i].text.trim_start();
                let lead = t.starts_with("//") || t.starts_with("#[");
                if !lead || docs != t.starts_with("//!") {
                    break;
                }
                i += 1;
            }
            if docs {
                items.push(Item::new(&lines[start..i], 0, blank, Kind::Docs));
                blank = false;
                continue;
            }
            if i == lines.len() {
                // Comments after the last item belong to nothing emitted.
                break;
            }
            let head = i;
            let mut depth = 0;
            while i < lines.len() {
                depth += lines[i].depth;
                let t = lines[i].text.trim_end();
                i += 1;
                if depth == 0 && (t.ends_with(';') || t.ends_with('}')) {
                    break;
                }
            }
            let h = lines[head].text.trim_start();
            let h = h.strip_prefix("pub ").unwrap_or(h);
            let body = &lines[(head + 1).min(i)..i.saturating_sub(1).max(head + 1)];
            let kind = if h.starts_with("use ") {
                Kind::Use
            } else if h.starts_with("impl") {
                impl_kind(h)
            } else if let Some(name) = name_after(h, "mod") {
                Kind::Mod(self.add_module(name, Some(m), body, false))
            } else {
                let keywords = [
                    "const fn", "fn", "const", "static", "struct", "enum", "trait",
                ];
                let name = keywords
                    .iter()
                    .chain(&["type"])
                    .find_map(|k| name_after(h, k));
                Kind::Named(name.unwrap_or_default().to_string())
            };
            let mut item = Item::new(&lines[start..i], head - start, blank, kind);
            if let Kind::Impl { .. } = item.kind {
                item.inner = self.items(m, body);
            }
            items.push(item);
            blank = false;
        }
        items
    }

    /// The module that path step `a::` names from module `m`.
    fn step(&self, m: usize, a: &str) -> Option<usize> {
        let named = |parent: Option<usize>| {
            (0..self.modules.len())
                .find(|&k| self.modules[k].parent == parent && self.modules[k].name == a)
        };
        match a {
            "super" => self.modules[m].parent,
            "self" => Some(m),
            _ => named(Some(m)).or_else(|| named(None)),
        }
    }

    /// Whether module `m` declares `name`.
    fn declares(&self, m: usize, name: &str) -> bool {
        self.modules[m].items.iter().any(|it| match &it.kind {
            Kind::Named(n) => n == name,
            _ => false,
        })
    }

    /// The module whose item `name` is, as module `m` sees it: `m` itself,
    /// or where a `use` of `m` takes it from.
    fn resolve(&self, m: usize, name: &str) -> Option<usize> {
        if self.declares(m, name) {
            return Some(m);
        }
        let uses = self.modules[m]
            .items
            .iter()
            .filter(|it| it.kind == Kind::Use);
        for it in uses {
            let (path, names) = use_parts(&it.lines);
            if !names.iter().any(|n| n == name) {
                continue;
            }
            // `crate::a::...` from the root; `super::`, `self::` or a child
            // module from `m`; anything else (std) is not ours.
            let mut segs = path.split("::");
            let mut at = match segs.next() {
                Some("crate") => None,
                Some(first) => Some(self.step(m, first)?),
                None => return None,
            };
            for seg in segs {
                at = Some(match at {
                    None => self.root(seg)?,
                    Some(x) => self.step(x, seg)?,
                });
            }
            return at.filter(|&k| self.declares(k, name));
        }
        None
    }

    /// The module at the file's root named `a`.
    fn root(&self, a: &str) -> Option<usize> {
        (0..self.modules.len())
            .find(|&k| self.modules[k].parent.is_none() && self.modules[k].name == a)
    }

    /// What `entry` (code at the file's root) reaches, as one flat file:
    /// every module's items at the root.
    fn emit(&self, entry: &str) -> Flat {
        let mut live = Live::default();
        let refs = Refs::of(entry, &classify(entry));
        // A wrapped module's items are reached by their paths alone
        // (`layout::judged`): a local `board` is not `layout::board`.
        let roots = (0..self.modules.len()).filter(|&m| self.modules[m].parent.is_none());
        let roots: Vec<usize> = roots.filter(|&m| !self.modules[m].wrapped).collect();
        for name in &refs.plain {
            for &m in &roots {
                if self.declares(m, name) {
                    live.items.insert((m, name.clone()));
                }
            }
        }
        for (a, b) in &refs.steps {
            match self.root(a) {
                Some(k) => live.items.insert((k, b.clone())),
                None => live.assoc.insert((a.clone(), b.clone())),
            };
        }
        for (recv, name) in refs.called {
            match recv.strip_prefix('=') {
                Some(ty) => live.assoc.insert((ty.to_string(), name)),
                None => live.called.insert(name),
            };
        }
        live.used.entry(usize::MAX).or_default().extend(refs.plain);
        loop {
            let before = live.size();
            for m in 0..self.modules.len() {
                for (k, it) in self.modules[m].items.iter().enumerate() {
                    if self.reached(m, it, &live) {
                        self.take(m, (m, k, None), it, &mut live);
                    }
                    for (j, inner) in it.inner.iter().enumerate() {
                        if self.reached_inner(m, it, inner, &live) {
                            self.take(m, (m, k, Some(j)), inner, &mut live);
                        }
                    }
                }
            }
            if live.size() == before {
                break;
            }
        }
        let used: BTreeSet<String> = live.used.values().flatten().cloned().collect();
        let mut flat = Flat::default();
        let mut std = BTreeSet::new();
        let mut wrapped = Vec::new();
        for m in (0..self.modules.len()).filter(|&m| self.modules[m].parent.is_none()) {
            let items = &self.modules[m].items;
            if self.modules[m].wrapped {
                // Its docs and `use`s stay inside its block.
                if let Some(body) = self.render(m, items, &live, None, false) {
                    let name = &self.modules[m].name;
                    let mut block = format!("// boardsolve's `{name}` module.\nmod {name} {{\n");
                    for line in body.lines() {
                        if !line.is_empty() {
                            block += "    ";
                        }
                        block += line;
                        block.push('\n');
                    }
                    block += "}\n";
                    wrapped.push(block);
                }
                continue;
            }
            for it in items.iter().filter(|it| it.kind == Kind::Use) {
                let (path, names) = use_parts(&it.lines);
                if path.starts_with("std") {
                    for name in names.iter().filter(|n| used_name(&used, n, &path)) {
                        std.insert(if name == "self" {
                            path.clone()
                        } else {
                            format!("{path}::{name}")
                        });
                    }
                }
            }
            let body = match self.render(m, items, &live, None, true) {
                Some(body) => body,
                None => continue,
            };
            let mut docs = String::new();
            for it in items.iter().filter(|it| it.kind == Kind::Docs) {
                for l in &it.lines {
                    docs += &l.text.replacen("//!", "//", 1);
                    docs.push('\n');
                }
            }
            if flat.docs.is_empty() {
                // The problem's own module comes first: its docs head the file.
                flat.docs = docs;
                flat.sections.push(body);
            } else {
                let name = &self.modules[m].name;
                flat.sections.push(format!(
                    "// boardsolve's `{name}` module.\n//\n{docs}\n{body}"
                ));
            }
        }
        flat.sections.extend(wrapped);
        flat.uses = std_uses(&std);
        flat
    }

    /// Whether item `it` of module `m` is reached.
    fn reached(&self, m: usize, it: &Item, live: &Live) -> bool {
        match &it.kind {
            Kind::Named(name) => live.items.contains(&(m, name.clone())),
            Kind::Impl {
                ty,
                of: Some(tr),
                generic,
            } => {
                // A trait of the library's must be reached itself; std's are.
                let of_ours = !tr.contains("::") && self.resolve(m, &base_name(tr)).is_some();
                let tr = base_name(tr);
                let trait_reached = match self.resolve(m, &tr) {
                    Some(k) if of_ours => live.items.contains(&(k, tr)),
                    _ => true,
                };
                trait_reached && (*generic || live.items.contains(&(m, ty.clone())))
            }
            _ => false,
        }
    }

    /// Whether `inner`, an item of the inherent `impl` block `it` of module
    /// `m`, is reached: its type is, and reached code calls it.
    fn reached_inner(&self, m: usize, it: &Item, inner: &Item, live: &Live) -> bool {
        match (&it.kind, &inner.kind) {
            (Kind::Impl { ty, of: None, .. }, Kind::Named(name)) => {
                live.items.contains(&(m, ty.clone()))
                    && (live.called.contains(name)
                        || live.assoc.contains(&(ty.clone(), name.clone())))
            }
            _ => false,
        }
    }

    /// Marks item `id` (`it`, in module `m`) reached and takes in what it
    /// names.
    fn take(&self, m: usize, id: Id, it: &Item, live: &mut Live) {
        if !live.taken.insert(id) {
            return;
        }
        let mut refs = Refs::default();
        refs.extend(&it.refs);
        if id.2.is_some() {
            // The block's header: its generics and their bounds.
            refs.extend(&self.modules[m].items[id.1].refs);
        }
        if let Kind::Impl { of: Some(_), .. } = it.kind {
            for inner in &it.inner {
                refs.extend(&inner.refs);
            }
        }
        let self_ty = match &self.modules[m].items[id.1].kind {
            Kind::Impl { ty, .. } => Some(ty.clone()),
            _ => None,
        };
        for name in &refs.plain {
            if let Some(k) = self.resolve(m, name) {
                live.items.insert((k, name.clone()));
            }
        }
        // A wrapped module's `super::` is the file's root, where the
        // modules that are not wrapped lie flat.
        let at_root = self.modules[m].wrapped;
        for (a, b) in &refs.steps {
            let ty = if a == "Self" { self_ty.clone() } else { None };
            match (ty, self.step(m, a)) {
                (Some(ty), _) => live.assoc.insert((ty, b.clone())),
                (None, Some(k)) => live.items.insert((k, b.clone())),
                (None, None) if at_root && a == "super" => {
                    let flat =
                        |k: &usize| self.modules[*k].parent.is_none() && !self.modules[*k].wrapped;
                    for k in (0..self.modules.len()).filter(flat) {
                        if self.declares(k, b) {
                            live.items.insert((k, b.clone()));
                        }
                    }
                    true
                }
                (None, None) => live.assoc.insert((a.clone(), b.clone())),
            };
        }
        for (recv, name) in &refs.called {
            let field = |f: &str| {
                let ty = self_ty.clone()?;
                self.fields.get(&(ty, f.to_string())).cloned()
            };
            let ty = match recv.as_str() {
                "self" => self_ty.clone(),
                "?" => None,
                r => match r.strip_prefix("self.") {
                    Some(f) => field(f),
                    None => Some(r.trim_start_matches('=').to_string()),
                },
            };
            match ty {
                Some(ty) => live.assoc.insert((ty, name.clone())),
                None => live.called.insert(name.clone()),
            };
        }
        live.used.entry(m).or_default().extend(refs.plain);
    }

    /// The reached items of `items` (module `m`, or the `impl` block
    /// `block` of its items) as text at their own indentation (`top`: the
    /// module's, at the file's root); `None` if none is reached.
    fn render(
        &self,
        m: usize,
        items: &[Item],
        live: &Live,
        block: Option<usize>,
        top: bool,
    ) -> Option<String> {
        let mut text = String::new();
        let (mut any, mut blank) = (false, false);
        let empty = BTreeSet::new();
        let used = live.used.get(&m).unwrap_or(&empty);
        for (k, it) in items.iter().enumerate() {
            let id = match block {
                Some(b) => (m, b, Some(k)),
                None => (m, k, None),
            };
            let piece = match &it.kind {
                // At the file's root the docs are the section's comment and
                // every item is in scope without a `use` (std's are merged).
                Kind::Docs | Kind::Use if top => None,
                Kind::Docs => Some(self.lines_text(&it.lines)),
                Kind::Use => {
                    let (path, names) = use_parts(&it.lines);
                    let kept: Vec<String> = names
                        .iter()
                        .filter(|n| used_name(used, n, &path))
                        .cloned()
                        .collect();
                    let indent = &it.lines[it.head].text[..indent_of(&it.lines[it.head].text)];
                    match kept.len() {
                        0 => None,
                        n if n == names.len() => Some(self.lines_text(&it.lines)),
                        _ => Some(self.lines_text(&lines_of(&use_text(indent, &path, &kept)))),
                    }
                }
                Kind::Named(_) | Kind::Impl { of: Some(_), .. } => {
                    live.taken.contains(&id).then(|| self.item_text(it))
                }
                // A block's reached items go between its first and last lines.
                Kind::Mod(_) | Kind::Impl { of: None, .. } => {
                    let body = match it.kind {
                        Kind::Mod(c) => self.render(c, &self.modules[c].items, live, None, false),
                        _ => self.render(m, &it.inner, live, Some(k), false),
                    };
                    body.map(|body| {
                        let (head, last) = (&it.lines[..=it.head], &it.lines[it.lines.len() - 1..]);
                        self.lines_text(head) + &body + &self.lines_text(last)
                    })
                }
            };
            blank |= it.blank_before;
            if let Some(piece) = piece {
                if any && blank {
                    text.push('\n');
                }
                text += &piece;
                any = true;
                blank = false;
            }
        }
        let has_code = items.iter().enumerate().any(|(k, it)| match it.kind {
            Kind::Docs | Kind::Use => false,
            Kind::Mod(c) => self
                .render(c, &self.modules[c].items, live, None, false)
                .is_some(),
            Kind::Impl { of: None, .. } => it
                .inner
                .iter()
                .enumerate()
                .any(|(j, _)| live.taken.contains(&(m, k, Some(j)))),
            _ => {
                let id = match block {
                    Some(b) => (m, b, Some(k)),
                    None => (m, k, None),
                };
                live.taken.contains(&id)
            }
        });
        has_code.then_some(text)
    }
}

impl Crate {
    /// An item's lines as text, without the plain `//` comments inside it:
    /// its doc comments say what it does, and judges limit a file's size.
    fn item_text(&self, it: &Item) -> String {
        let kept = |(k, l): &(usize, &Line)| *k <= it.head || !l.note;
        let lines: Vec<Line> = it
            .lines
            .iter()
            .enumerate()
            .filter(kept)
            .map(|(_, l)| l.clone())
            .collect();
        self.lines_text(&lines)
    }

    /// Lines as text, each with its newline. Paths into the library's
    /// modules (`crate::grid::Grid`) lose the module: it is all one scope.
    fn lines_text(&self, lines: &[Line]) -> String {
        let mut text = String::new();
        for l in lines {
            let mut line = l.text.clone();
            for m in self
                .modules
                .iter()
                .filter(|m| m.parent.is_none() && !m.wrapped)
            {
                line = line.replace(&format!("crate::{}::", m.name), "crate::");
            }
            text += &line;
            text.push('\n');
        }
        text
    }
}

impl Item {
    fn new(lines: &[Line], head: usize, blank_before: bool, kind: Kind) -> Item {
        // A block's own references are its header's (generics, trait and
        // type); its items have their own.
        let code = match kind {
            Kind::Impl { .. } => lines[head].text.clone(),
            Kind::Mod(_) | Kind::Docs | Kind::Use => String::new(),
            Kind::Named(_) => {
                let code: Vec<&str> = lines[head..].iter().map(|l| l.text.as_str()).collect();
                code.join("\n")
            }
        };
        Item {
            lines: lines.to_vec(),
            head,
            blank_before,
            refs: Refs::of(&code, &classify(&code)),
            kind,
            inner: Vec::new(),
        }
    }
}

/// Whether a name a `use` imports from `path` is used: by itself, or for
/// `self`, the module's own name as a path's first step.
fn used_name(used: &BTreeSet<String>, name: &str, path: &str) -> bool {
    match name {
        "self" => used.contains(path.rsplit("::").next().unwrap_or(path)),
        _ => used.contains(name),
    }
}

/// `use` declarations of `std`'s `paths` (`std::io::Read`, or `std::io`
/// itself), merged per module and ordered as rustfmt orders them.
fn std_uses(paths: &BTreeSet<String>) -> String {
    let mut groups: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in paths {
        if paths.iter().any(|p| p.starts_with(&format!("{path}::"))) {
            groups
                .entry(path.clone())
                .or_default()
                .push("self".to_string());
        } else if let Some((parent, name)) = path.rsplit_once("::") {
            groups
                .entry(parent.to_string())
                .or_default()
                .push(name.to_string());
        }
    }
    let mut lines: Vec<String> = groups
        .iter()
        .map(|(parent, names)| {
            let mut names = names.clone();
            names.sort_by_key(|n| {
                (
                    n != "self",
                    n.starts_with(|c: char| c.is_uppercase()),
                    n.clone(),
                )
            });
            use_text("", parent, &names)
        })
        .collect();
    lines.sort();
    lines.concat()
}

/// What a flat file holds besides its entry point.
#[derive(Default)]
pub struct Flat {
    /// The first module's docs, as `//` comments.
    pub docs: String,
    /// `use` declarations of `std`.
    pub uses: String,
    /// The first module's items, then each other module's (the wrapped
    /// ones last, as `mod` blocks).
    pub sections: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lexer_tells_code_from_comments_and_literals() {
        let src = "let s = \"a // b\"; // c\nlet r = r#\"x\"y\"#; let c = '\\''; fn f<'a>() {}";
        let class = classify(src);
        let at = |pat: &str| class[src.find(pat).unwrap()];
        assert_eq!(at("a // b"), Class::Literal);
        assert_eq!(at("// c"), Class::Comment);
        assert_eq!(at("x\"y"), Class::Literal);
        assert_eq!(at("'\\''"), Class::Literal);
        assert_eq!(at("'a>"), Class::Code);
        assert_eq!(at("fn f"), Class::Code);
    }

    #[test]
    fn references_know_receivers_and_paths() {
        let code = "fn f(out: &mut Out<W>, g: &[u8]) { out.uint(Grid::new(1)); g.fill(0); \
                    self.sc.peek(); x.y().z(); format!(\"{JUDGE}\") }";
        let refs = Refs::of(code, &classify(code));
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
    fn impl_headers_name_their_type_and_trait() {
        let kind = impl_kind("impl<F: FnMut(&Grid) -> Best> Solver for F {");
        assert_eq!(
            kind,
            Kind::Impl {
                ty: "F".into(),
                of: Some("Solver".into()),
                generic: true
            }
        );
        let kind = impl_kind("impl<W: Write> Out<W> {");
        assert!(matches!(kind, Kind::Impl { ty, of: None, generic: false } if ty == "Out"));
    }

    #[test]
    fn plain_comments_inside_an_item_are_left_out() {
        let src = "/// Docs.\n// Why the attribute.\n#[inline]\nfn f() {\n    // Inside.\n    \
                   let s = \"\n// not a comment\";\n    g(); // trailing\n}\n";
        let lines = lines_of(src);
        let it = Item::new(&lines, 3, false, Kind::Named("f".into()));
        let c = Crate {
            modules: Vec::new(),
            fields: BTreeMap::new(),
        };
        assert_eq!(c.item_text(&it), src.replace("    // Inside.\n", ""));
    }

    #[test]
    fn tests_are_left_out() {
        let src = "fn a() {\n    #[cfg(test)]\n    if x {\n        y();\n    }\n    z();\n}\n\
                   #[cfg(test)]\nmod tests {\n    fn t() {}\n}\n";
        assert_eq!(without_tests(src), "fn a() {\n    z();\n}\n");
        // A test-only item takes its doc comment and attributes along.
        let src = "fn a() {}\n\n/// For tests.\n#[derive(Debug)]\n#[cfg(test)]\nstruct T;\n";
        assert_eq!(without_tests(src), "fn a() {}\n\n");
    }

    #[test]
    fn pruned_uses_are_laid_out_as_rustfmt_does() {
        let names: Vec<String> = ["alpha", "beta", "Gamma"].map(String::from).to_vec();
        assert_eq!(
            use_text("", "crate::x", &names[..1]),
            "use crate::x::alpha;\n"
        );
        assert_eq!(
            use_text("", "crate::x", &names),
            "use crate::x::{alpha, beta, Gamma};\n"
        );
        let long: Vec<String> = (0..12).map(|k| format!("name_number_{k}")).collect();
        let text = use_text("    ", "crate::x", &long);
        assert!(text.starts_with("    use crate::x::{\n        name_number_0,"));
        assert!(text.lines().all(|l| l.len() <= 100) && text.ends_with("\n    };\n"));
        let std: BTreeSet<String> = ["std::io", "std::io::Read", "std::fmt"]
            .map(String::from)
            .into();
        assert_eq!(
            std_uses(&std),
            "use std::fmt;\nuse std::io::{self, Read};\n"
        );
    }
}
