//! A module's source as lines, without its tests, and split into items:
//! each item starts at its comments and attributes and ends at the first
//! line where its brackets balance and its code (never a literal's or a
//! comment's bytes) ends with the `;` or `}` that ends an item of its
//! kind (rustfmt's layout); `impl` and `mod` blocks are split again
//! inside. Anything the splitter does not understand is an error naming
//! the line, and [`check_split`] proves the items give the source back
//! byte for byte: nothing is dropped unseen.

use super::head::{head_of, impl_parts};
use super::lex::{classify, tokens, Class, Token};
use super::refs::Refs;
use super::uses::{self, Use};
use super::Fault;

/// One line of a module's source.
#[derive(Clone, Debug)]
pub(super) struct Line {
    pub(super) text: String,
    /// The class of each byte of `text`.
    pub(super) class: Vec<Class>,
    /// The class of the line break after it: not `Code` where a literal
    /// or a block comment runs on to the next line.
    pub(super) newline: Class,
    /// Its number in its file, from 1.
    pub(super) number: usize,
    /// The change of bracket depth over the line's code.
    pub(super) depth: i32,
    /// The lowest bracket depth within the line, from 0 at its start.
    pub(super) low: i32,
    /// The line is a plain `//` comment (not a doc comment).
    pub(super) note: bool,
}

/// How a line starts an attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Attr {
    /// `#[...]`, of the item after it.
    Outer,
    /// `#![...]`, of the block it is in.
    Inner,
}

impl Line {
    /// The bytes of its code, but whitespace, with their offsets.
    fn code(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let b = self.text.as_bytes();
        (0..b.len())
            .filter(move |&k| self.class[k] == Class::Code && !b[k].is_ascii_whitespace())
            .map(move |k| (k, b[k]))
    }

    /// The last byte of its code.
    fn last_code(&self) -> Option<u8> {
        self.code().last().map(|(_, c)| c)
    }

    pub(super) fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    /// Only comments (and whitespace) are on the line.
    fn is_comment(&self) -> bool {
        let b = self.text.as_bytes();
        let comment = |k: usize| b[k].is_ascii_whitespace() || self.class[k] == Class::Comment;
        !self.is_blank() && (0..b.len()).all(comment)
    }

    /// A line of the module's `//!` docs.
    fn is_docs(&self) -> bool {
        self.is_comment() && self.text.trim_start().starts_with("//!")
    }

    /// Whether the line's code starts an attribute.
    fn attr(&self) -> Option<Attr> {
        let mut code = self.code();
        match (code.next(), code.next()) {
            (Some((_, b'#')), Some((_, b'['))) => Some(Attr::Outer),
            (Some((_, b'#')), Some((_, b'!'))) => Some(Attr::Inner),
            _ => None,
        }
    }

    /// A literal or a block comment runs on past its end.
    fn runs_on(&self) -> bool {
        self.newline != Class::Code
    }
}

/// The lines of `src`, each with the classes of its bytes from the whole
/// text.
pub(super) fn lines_of(src: &str) -> Result<Vec<Line>, Fault> {
    let class = classify(src).map_err(|u| {
        let line = 1 + src.as_bytes()[..u.at]
            .iter()
            .filter(|&&c| c == b'\n')
            .count();
        Fault::new(line, format!("cannot split {}", u.what))
    })?;
    let mut lines = Vec::new();
    let mut start = 0;
    for (k, piece) in src.split('\n').enumerate() {
        let text = piece.strip_suffix('\r').unwrap_or(piece);
        let end = start + text.len();
        let class_of = class[start..end].to_vec();
        let (mut depth, mut low) = (0, 0);
        for (c, &k) in text.bytes().zip(&class_of) {
            match (k, c) {
                (Class::Code, b'(' | b'[' | b'{') => depth += 1,
                (Class::Code, b')' | b']' | b'}') => {
                    depth -= 1;
                    low = low.min(depth);
                }
                _ => {}
            }
        }
        let t = text.trim_start();
        let lead = end - t.len();
        let note = t.starts_with("//")
            && !(t.starts_with("///") || t.starts_with("//!"))
            && class[lead] == Class::Comment;
        lines.push(Line {
            text: text.to_string(),
            class: class_of,
            newline: class
                .get(start + piece.len())
                .copied()
                .unwrap_or(Class::Code),
            number: k + 1,
            depth,
            low,
            note,
        });
        start += piece.len() + 1;
    }
    Ok(lines)
}

/// `lines` without the blank lines at their end.
pub(super) fn trim_end(mut lines: Vec<Line>) -> Vec<Line> {
    while lines.last().is_some_and(Line::is_blank) {
        lines.pop();
    }
    lines
}

/// The lines as one text, with the classes of its bytes.
pub(super) fn joined(lines: &[Line]) -> (String, Vec<Class>) {
    let (mut text, mut class) = (String::new(), Vec::new());
    for (k, l) in lines.iter().enumerate() {
        if k > 0 {
            text.push('\n');
            class.push(lines[k - 1].newline);
        }
        text += &l.text;
        class.extend(&l.class);
    }
    (text, class)
}

/// The source without its tests: every item, statement, field or arm
/// marked `#[cfg(test)]`, with the comments and attributes in front of it.
pub(super) fn without_tests(lines: Vec<Line>) -> Result<Vec<Line>, Fault> {
    let lead = |l: &Line| (l.is_comment() && !l.is_docs()) || l.attr() == Some(Attr::Outer);
    let mut kept = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !lead(&lines[i]) {
            kept.push(lines[i].clone());
            i += 1;
            continue;
        }
        let start = i;
        let mut test = false;
        while i < lines.len() && lead(&lines[i]) {
            if lines[i].attr().is_some() {
                let end = attr_end(&lines, i)?;
                let code: Vec<u8> = lines[i..end]
                    .iter()
                    .flat_map(|l| l.code().map(|c| c.1))
                    .collect();
                test |= code == b"#[cfg(test)]";
                i = end;
            } else {
                i += 1;
            }
        }
        if !test {
            kept.extend_from_slice(&lines[start..i]);
            continue;
        }
        if i == lines.len() || lines[i].is_blank() {
            let what = "cannot split a `#[cfg(test)]` with nothing after it";
            return Err(Fault::new(lines[start].number, what));
        }
        // An item ends as items do; a statement, field or match arm also
        // at a `,`.
        let words = tokens(&lines[i].text, &lines[i].class);
        let ends: &[u8] = match head_of(&words) {
            Ok(head) => head.ends,
            Err(_) if words.first() == Some(&Token::Word("let".to_string())) => b";",
            Err(_) => b";},",
        };
        i = end_of(&lines, i, ends)?;
    }
    Ok(kept)
}

/// The end (exclusive) of the attribute starting at line `at`, which must
/// close at the end of its line.
fn attr_end(lines: &[Line], at: usize) -> Result<usize, Fault> {
    let mut depth = 0;
    for (j, l) in lines.iter().enumerate().skip(at) {
        for (k, c) in l.code() {
            depth += match c {
                b'(' | b'[' | b'{' => 1,
                b')' | b']' | b'}' => -1,
                _ => 0,
            };
            if depth == 0 && c == b']' {
                let rest = l.code().any(|(r, _)| r > k);
                if rest || l.runs_on() {
                    let what = "cannot split an attribute with code after it on its line";
                    return Err(Fault::new(l.number, what));
                }
                return Ok(j + 1);
            }
        }
    }
    let what = "cannot split an attribute that never closes";
    Err(Fault::new(lines[at].number, what))
}

/// The end (exclusive) of the item or statement whose first code line is
/// `head`: the first line where its brackets balance and its code ends
/// with one of `ends`.
fn end_of(lines: &[Line], head: usize, ends: &[u8]) -> Result<usize, Fault> {
    let mut depth = 0;
    for (j, l) in lines.iter().enumerate().skip(head) {
        if depth + l.low < 0 {
            let what = "cannot split an item that closes a bracket it did not open";
            return Err(Fault::new(l.number, what));
        }
        depth += l.depth;
        if depth == 0 && !l.runs_on() && l.last_code().is_some_and(|c| ends.contains(&c)) {
            return Ok(j + 1);
        }
    }
    let what = "cannot split an item that never ends";
    Err(Fault::new(lines[head].number, what))
}

/// What an item is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Kind {
    /// The module's `//!` docs.
    Docs,
    /// A `use` declaration.
    Use(Use),
    /// An item with a name: function, constant, static, type, trait,
    /// macro.
    Named(String),
    /// `mod name { ... }`; `index`: the module it holds, once the crate
    /// has taken its items.
    Mod { name: String, index: usize },
    /// An `impl` block of type `ty`; `of` its trait's path, if any;
    /// `generic` if `ty` is a parameter of the impl (a blanket impl).
    Impl {
        ty: String,
        of: Option<String>,
        generic: bool,
    },
}

/// One item: its lines (comments and attributes included), where its
/// first code line is, and for blocks the items inside.
#[derive(Debug)]
pub(super) struct Item {
    /// The blank lines, and comments of no item, between it and the item
    /// before.
    pub(super) gap: Vec<Line>,
    pub(super) lines: Vec<Line>,
    /// Index in `lines` of the item's first code line.
    pub(super) head: usize,
    /// Index in `lines` of the line that opens a block's body; the last
    /// line for other items (and for a block whose `{}` share a line).
    pub(super) open: usize,
    /// What it is declared by (`fn`, `struct`, `macro_rules`, `impl`,
    /// `use`, ...; `//!` for docs).
    pub(super) keyword: &'static str,
    pub(super) kind: Kind,
    /// What the item's code names (for a block, its header only).
    pub(super) refs: Refs,
    /// The items of an `impl` block (and of a `mod` block until the crate
    /// makes them a module's).
    pub(super) inner: Vec<Item>,
    /// The lines after a block's last item: blank, or comments of no
    /// item.
    pub(super) tail: Vec<Line>,
    /// An `impl` block's type as its header writes it, without generics
    /// (`super::Grid`, `[u8]`).
    pub(super) ty_path: String,
    /// Where an `impl` block's type and trait are declared (for a
    /// blanket impl's type, [`Home::Std`]).
    pub(super) home: Home,
    pub(super) trait_home: Home,
}

/// Where a type or trait an `impl` header names is declared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Home {
    /// In the library's modules: (module, name).
    Ours(usize, String),
    /// In std (or the language: a primitive, a slice, a tuple).
    Std,
    /// In the crate, outside the modules `emit` is given (kit code beside
    /// a problem's): never reached.
    Missing,
}

impl Item {
    /// A blank line comes before it.
    pub(super) fn blank_before(&self) -> bool {
        self.gap.iter().any(Line::is_blank)
    }

    /// A block with a body between its header and its closing line.
    pub(super) fn has_body(&self) -> bool {
        self.open + 1 < self.lines.len()
    }
}

/// A module's or a block's items, and what follows the last one.
#[derive(Debug, Default)]
pub(super) struct Block {
    pub(super) items: Vec<Item>,
    pub(super) tail: Vec<Line>,
}

/// Splits `lines`, the body of a module or of one of its blocks, into
/// items.
pub(super) fn split(lines: &[Line]) -> Result<Block, Fault> {
    let mut items = Vec::new();
    let mut gap = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].is_blank() {
            gap.push(lines[i].clone());
            i += 1;
            continue;
        }
        let start = i;
        if lines[i].is_docs() {
            while i < lines.len() && lines[i].is_docs() {
                i += 1;
            }
            let docs = &lines[start..i];
            items.push(item(
                std::mem::take(&mut gap),
                docs,
                0,
                "//!",
                Kind::Docs,
                docs.len() - 1,
            ));
            continue;
        }
        while i < lines.len() {
            if lines[i].is_comment() && !lines[i].is_docs() {
                i += 1;
            } else if lines[i].attr() == Some(Attr::Outer) {
                i = attr_end(lines, i)?;
            } else {
                break;
            }
        }
        if i == lines.len() || lines[i].is_blank() {
            // Plain comments of no item are kept out, as those inside items
            // are; docs and attributes belong to an item.
            let lead = &lines[start..i];
            if let Some(l) = lead.iter().find(|l| !l.note) {
                let what = "cannot split a doc comment or attribute with no item after it";
                return Err(Fault::new(l.number, what));
            }
            gap.extend_from_slice(lead);
            continue;
        }
        let item = block_item(lines, start, i, std::mem::take(&mut gap))?;
        i = start + item.lines.len();
        items.push(item);
    }
    Ok(Block { items, tail: gap })
}

/// The item whose lines start at `start` and whose first code line is
/// `head`.
fn block_item(lines: &[Line], start: usize, head: usize, gap: Vec<Line>) -> Result<Item, Fault> {
    let h = &lines[head];
    let cannot = |what: &str| Fault::new(h.number, format!("cannot split {what}"));
    if h.is_docs() {
        return Err(cannot("module docs (`//!`) after a comment or attribute"));
    }
    if h.attr() == Some(Attr::Inner) {
        return Err(cannot("an inner attribute (`#![...]`)"));
    }
    let head_of = head_of(&tokens(&h.text, &h.class)).map_err(cannot)?;
    let end = end_of(lines, head, head_of.ends)?;
    let own = &lines[start..end];
    let last = own.len() - 1;
    let kind = match head_of.keyword {
        "use" => {
            let (text, class) = joined(&lines[head..end]);
            let t = h.text.trim_start();
            let vis = &t[..t.find("use ").unwrap_or(0)];
            Kind::Use(uses::parse(&tokens(&text, &class), vis).map_err(cannot)?)
        }
        "impl" | "mod" => {
            let open = open_of(lines, head, end);
            let header = &lines[head..=open.unwrap_or(end - 1)];
            let (kind, ty_path) = match head_of.keyword {
                "impl" => impl_parts(&code_text(header)),
                _ => {
                    let name = head_of.name;
                    (Kind::Mod { name, index: 0 }, String::new())
                }
            };
            let at = open.map_or(last, |o| o - start);
            let mut it = item(gap, own, head - start, head_of.keyword, kind, at);
            it.ty_path = ty_path;
            if let Some(open) = open {
                let closing = &lines[end - 1];
                if closing.code().map(|c| c.1).ne(*b"}") {
                    let what = "cannot split a block whose closing `}` shares its line";
                    return Err(Fault::new(closing.number, what));
                }
                let body = split(&lines[open + 1..end - 1])?;
                it.inner = body.items;
                it.tail = body.tail;
            }
            return Ok(it);
        }
        _ => Kind::Named(head_of.name),
    };
    Ok(item(gap, own, head - start, head_of.keyword, kind, last))
}

/// The line (of `lines[head..end]`) that opens a block's body: the first
/// whose code ends with the `{` that leaves one bracket open.
fn open_of(lines: &[Line], head: usize, end: usize) -> Option<usize> {
    let mut depth = 0;
    for (j, l) in lines.iter().enumerate().take(end - 1).skip(head) {
        depth += l.depth;
        if depth == 1 && l.last_code() == Some(b'{') && !l.runs_on() {
            return Some(j);
        }
    }
    None
}

/// The code of `lines`, without comments, on one line.
fn code_text(lines: &[Line]) -> String {
    let parts: Vec<String> = lines
        .iter()
        .map(|l| {
            let kept = l
                .text
                .char_indices()
                .filter(|&(k, _)| l.class[k] != Class::Comment);
            kept.map(|(_, c)| c).collect::<String>().trim().to_string()
        })
        .collect();
    parts.join(" ")
}

fn item(
    gap: Vec<Line>,
    lines: &[Line],
    head: usize,
    keyword: &'static str,
    kind: Kind,
    open: usize,
) -> Item {
    // A block's own references are its header's (generics, trait and
    // type, bounds); its items have their own.
    let code = match kind {
        Kind::Impl { .. } => &lines[head..=open],
        Kind::Named(_) => &lines[head..],
        Kind::Mod { .. } | Kind::Docs | Kind::Use(_) => &lines[..0],
    };
    let (text, class) = joined(code);
    Item {
        gap,
        lines: lines.to_vec(),
        head,
        open,
        keyword,
        refs: Refs::of(&text, &class),
        kind,
        inner: Vec::new(),
        tail: Vec::new(),
        ty_path: String::new(),
        home: Home::Missing,
        trait_home: Home::Missing,
    }
}

/// The self-check of a split: `block`'s items, with the lines between
/// them, give `lines` back byte for byte (and each block's items give its
/// body back), and every item is of a kind the linker copies, with a
/// name where it has one. A failure names the first line not given back.
pub(super) fn check_split(lines: &[Line], block: &Block) -> Result<(), Fault> {
    let back = rebuilt(&block.items, &block.tail)?;
    same(lines, &back)
}

/// The lines `items` and `tail` stand for, each block's checked against
/// its items.
fn rebuilt<'a>(items: &'a [Item], tail: &'a [Line]) -> Result<Vec<&'a Line>, Fault> {
    let mut out: Vec<&Line> = Vec::new();
    for it in items {
        out.extend(&it.gap);
        let at = it.lines[it.head].number;
        match &it.kind {
            Kind::Named(name) if !is_name(name) => {
                return Err(Fault::new(at, "cannot split an item without a name"))
            }
            Kind::Impl { ty, .. } if ty.is_empty() => {
                return Err(Fault::new(at, "cannot split an `impl` without a type"))
            }
            Kind::Impl { of: None, .. } => {
                if let Some(i) = it.inner.iter().find(|i| !matches!(i.kind, Kind::Named(_))) {
                    let what = format!("cannot split a `{}` in an `impl` block", i.keyword);
                    return Err(Fault::new(i.lines[i.head].number, what));
                }
            }
            Kind::Use(u) if u.tree.leaves().is_empty() => {
                return Err(Fault::new(at, "cannot split a `use` of nothing"))
            }
            _ => {}
        }
        if it.has_body() {
            let mut own: Vec<&Line> = it.lines[..=it.open].iter().collect();
            own.extend(rebuilt(&it.inner, &it.tail)?);
            own.push(&it.lines[it.lines.len() - 1]);
            same(&it.lines, &own)?;
        } else if !it.inner.is_empty() || !it.tail.is_empty() {
            return Err(Fault::new(
                at,
                "cannot split a block whose items lie outside it",
            ));
        }
        out.extend(&it.lines);
    }
    out.extend(tail);
    Ok(out)
}

/// Whether `lines` and `back` are the same text.
fn same(lines: &[Line], back: &[&Line]) -> Result<(), Fault> {
    for k in 0..lines.len().max(back.len()) {
        let (a, b) = (lines.get(k), back.get(k));
        if a.map(|l| &l.text) != b.map(|l| &l.text) {
            let line = a.or(b.copied()).map_or(0, |l| l.number);
            let what = "cannot split this: the items do not give the source back";
            return Err(Fault::new(line, what));
        }
    }
    Ok(())
}

/// An identifier, not a number.
fn is_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.bytes().all(super::lex::is_ident)
}
