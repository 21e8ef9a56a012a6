//! Reachability and rendering: the items an entry point reaches (where
//! each name leads is `resolve`'s), taken to a fixed point, and the flat
//! file's text of what is reached: each module's items at the file's root
//! or in its `mod` block, `use`s pruned to what is used and `std`'s
//! merged.

use super::copied::MARKS;
use super::lex::classify;
use super::refs::Refs;
use super::resolve::{called, called_as, At};
use super::split::{Home, Item, Kind, Line};
use super::uses::{pruned_text, rustfmt_order, std_uses, Leaf};
use super::{is_std, Crate, Fault, Flat, Id, Live, Owner};
use std::collections::BTreeSet;

/// Std traits whose impls are left out, as the linker always has (it
/// read `impl std::error::Error for Error {}` as an impl for a type named
/// `Error {}`): a judge's program reports errors through `Display` and
/// never takes one as `dyn Error`, so leaving it out can only fail to
/// compile (`tests/emit.rs` compiles every form), never change what a
/// form does; keeping it would cost 151 bytes, past the size ceilings of
/// the largest forms.
const LEFT_OUT: [&str; 1] = ["std::error::Error"];

impl Crate {
    /// What `entry` (code at the file's root) reaches, as one flat file:
    /// every module's items at the root.
    pub(super) fn emit(&self, entry: &str) -> Result<Flat, String> {
        let mut live = Live::default();
        let class =
            classify(entry).map_err(|u| format!("the entry point: cannot split {}", u.what))?;
        let refs = Refs::of(entry, &class);
        // A wrapped module's items are reached by their paths alone
        // (`layout::judged`): a local `board` is not `layout::board`.
        for name in &refs.plain {
            if let Some(k) = self.flat_declaring(name) {
                live.items.insert((k, name.clone()));
            }
        }
        for path in &refs.paths {
            let first = match path[0].as_str() {
                "crate" => At::Crate,
                "self" => At::Root,
                a => self.at_root(a),
            };
            self.take_path(first, path, &mut live);
        }
        for (recv, name) in &refs.called {
            match recv.strip_prefix('=') {
                Some(ty) => live.member(self.root_owner(ty), name),
                None => called(&mut live, &refs, name),
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
                        if self.reached_inner(it, inner, &live) {
                            self.take(m, (m, k, Some(j)), inner, &mut live);
                        }
                    }
                }
            }
            if live.size() == before {
                break;
            }
        }
        self.flat(&live)
    }

    /// The flat file of what `live` holds.
    fn flat(&self, live: &Live) -> Result<Flat, String> {
        let used: BTreeSet<String> = live.used.values().flatten().cloned().collect();
        let mut flat = Flat::default();
        let mut std = BTreeSet::new();
        let mut wrapped = Vec::new();
        for m in (0..self.modules.len()).filter(|&m| self.modules[m].parent.is_none()) {
            let module = &self.modules[m];
            let items = &module.items;
            let fault = |f: Fault| f.message(module.file, module.text);
            if module.wrapped {
                // Its docs and `use`s stay inside its block.
                if let Some(body) = self.render(m, items, live, None, false).map_err(fault)? {
                    wrapped.push(in_block(&module.name, &body));
                }
                continue;
            }
            let body = self.render(m, items, live, None, true).map_err(fault)?;
            for it in items {
                let Kind::Use(u) = &it.kind else {
                    continue;
                };
                for leaf in u.tree.leaves().iter().filter(|l| is_std(&l.path)) {
                    // A glob or `as _` goes with the module's code.
                    let wanted = match leaf.local() {
                        Some(name) => used.contains(name),
                        None => body.is_some(),
                    };
                    if wanted {
                        std.insert(leaf.text());
                    }
                }
            }
            let Some(body) = body else {
                continue;
            };
            let mut docs = String::new();
            for it in items.iter().filter(|it| it.kind == Kind::Docs) {
                for l in unmarked(&it.lines) {
                    docs += &l.text.replacen("//!", "//", 1);
                    docs.push('\n');
                }
            }
            if flat.docs.is_empty() {
                // The problem's own module comes first: its docs head the file.
                flat.docs = docs;
                flat.sections.push(body);
            } else {
                let name = &module.name;
                flat.sections.push(format!(
                    "// boardsolve's `{name}` module.\n//\n{docs}\n{body}"
                ));
            }
        }
        flat.sections.extend(wrapped);
        flat.uses = std_uses(&std);
        Ok(flat)
    }

    /// Whether item `it` of module `m` is reached.
    fn reached(&self, m: usize, it: &Item, live: &Live) -> bool {
        match &it.kind {
            Kind::Named(name) => live.items.contains(&(m, name.clone())),
            Kind::Impl {
                of: Some(tr),
                generic,
                ..
            } if !LEFT_OUT.contains(&tr.as_str()) => {
                // A trait of the library's must be reached itself; std's
                // are. So must the library's type, unless the impl is for
                // every type (`impl<F: Fn()> Trait for F`).
                let reached = |home: &Home| match home {
                    Home::Ours(k, name) => live.items.contains(&(*k, name.clone())),
                    Home::Std => true,
                    Home::Missing => false,
                };
                reached(&it.trait_home) && (*generic || reached(&it.home))
            }
            _ => false,
        }
    }

    /// Whether `inner`, an item of the inherent `impl` block `it`, is
    /// reached: its type is, and reached code calls it.
    fn reached_inner(&self, it: &Item, inner: &Item, live: &Live) -> bool {
        match (&it.kind, &inner.kind, &it.home) {
            (Kind::Impl { of: None, .. }, Kind::Named(name), Home::Ours(k, ty)) => {
                let t = (*k, ty.clone());
                live.items.contains(&t)
                    && (called_as(live, inner, name)
                        || live.assoc.contains(&(t, name.clone()))
                        || live.assoc_named.contains(&(ty.clone(), name.clone())))
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
        let block = &self.modules[m].items[id.1];
        let self_ty = match &block.kind {
            Kind::Impl { ty, .. } => match &block.home {
                Home::Ours(k, name) => Some(Owner::Ours((*k, name.clone()))),
                _ => Some(Owner::Named(ty.clone())),
            },
            _ => None,
        };
        for name in &refs.plain {
            if let Some(item) = self.resolve(m, name) {
                live.items.insert(item);
            }
        }
        for path in &refs.paths {
            let first = match path[0].as_str() {
                "crate" => At::Crate,
                "self" => At::Module(m),
                "super" => match self.modules[m].parent {
                    Some(p) => At::Module(p),
                    // A wrapped module's `super::` is the file's root,
                    // where the modules that are not wrapped lie flat.
                    None if self.modules[m].wrapped => At::Root,
                    None => continue,
                },
                "Self" => match &self_ty {
                    Some(ty) => At::Owner(ty.clone()),
                    None => continue,
                },
                a => match self.step(m, a) {
                    Some(k) => At::Module(k),
                    None => At::Owner(self.owner(m, a)),
                },
            };
            self.take_path(first, path, live);
        }
        for (recv, name) in &refs.called {
            match self.recv_owner(m, recv, self_ty.as_ref()) {
                Some(owner) => live.member(owner, name),
                None => called(live, &refs, name),
            };
        }
        live.used.entry(m).or_default().extend(refs.plain);
    }

    /// Whether any of `items` (module `m`'s, or those of its `impl` block
    /// `block`) is reached.
    fn has_code(&self, m: usize, items: &[Item], live: &Live, block: Option<usize>) -> bool {
        items.iter().enumerate().any(|(k, it)| match &it.kind {
            Kind::Docs | Kind::Use(_) => false,
            Kind::Mod { index, .. } => {
                self.has_code(*index, &self.modules[*index].items, live, None)
            }
            Kind::Impl { of: None, .. } => {
                (0..it.inner.len()).any(|j| live.taken.contains(&(m, k, Some(j))))
            }
            _ => live.taken.contains(&id(m, k, block)),
        })
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
    ) -> Result<Option<String>, Fault> {
        if !self.has_code(m, items, live, block) {
            return Ok(None);
        }
        let mut text = String::new();
        let mut uses: Vec<String> = Vec::new();
        let (mut any, mut blank) = (false, false);
        let empty = BTreeSet::new();
        let used = live.used.get(&m).unwrap_or(&empty);
        for (k, it) in items.iter().enumerate() {
            let piece = match &it.kind {
                // At the file's root the docs are the section's comment and
                // every item is in scope without a `use` (std's are merged).
                Kind::Docs | Kind::Use(_) if top => None,
                Kind::Docs => Some(self.lines_text(unmarked(&it.lines))),
                Kind::Use(u) => {
                    // A glob or `as _` goes with the module's code.
                    let keep = |l: &Leaf| l.local().is_none_or(|n| used.contains(n));
                    let leaves = u.tree.leaves();
                    let kept = leaves.iter().filter(|l| keep(l)).count();
                    let indent = &it.lines[it.head].text[..indent_of(&it.lines[it.head].text)];
                    match (kept, u.tree.pruned(&keep)) {
                        (0, _) | (_, None) => None,
                        (n, _) if n == leaves.len() => Some(self.lines_text(&it.lines)),
                        (_, Some(tree)) => match pruned_text(indent, u, &tree) {
                            Some(text) => Some(self.paths_text(&text)),
                            None => {
                                let what = "cannot prune a nested `use` group to one line, \
                                            and rustfmt would lay it out over lines";
                                return Err(Fault::new(it.lines[it.head].number, what));
                            }
                        },
                    }
                }
                Kind::Named(_) | Kind::Impl { of: Some(_), .. } => live
                    .taken
                    .contains(&id(m, k, block))
                    .then(|| self.item_text(it)),
                // A block's reached items go between its header and its
                // last line.
                Kind::Mod { .. } | Kind::Impl { of: None, .. } => {
                    let body = match &it.kind {
                        Kind::Mod { index, .. } => {
                            self.render(*index, &self.modules[*index].items, live, None, false)?
                        }
                        _ => self.render(m, &it.inner, live, Some(k), false)?,
                    };
                    body.map(|body| {
                        let (head, last) = (&it.lines[..=it.open], &it.lines[it.lines.len() - 1..]);
                        self.lines_text(head) + &body + &self.lines_text(last)
                    })
                }
            };
            blank |= it.blank_before();
            let Some(piece) = piece else {
                continue;
            };
            // A `use` group goes out once it ends, sorted as rustfmt sorts
            // it: the paths rewritten to the file's root (`crate::cases::X`
            // as `crate::X`) may sort otherwise than they did.
            let is_use = matches!(it.kind, Kind::Use(_));
            if !uses.is_empty() && (blank || !is_use) {
                flush(&mut text, &mut uses);
            }
            if any && blank {
                text.push('\n');
            }
            match is_use {
                true => uses.push(piece),
                false => text += &piece,
            }
            any = true;
            blank = false;
        }
        flush(&mut text, &mut uses);
        Ok(Some(text))
    }

    /// An item's lines as text, without the plain `//` comments inside it:
    /// its doc comments say what it does, and judges limit a file's size.
    pub(super) fn item_text(&self, it: &Item) -> String {
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
            text += &self.paths_text(&l.text);
            text.push('\n');
        }
        text
    }

    /// `text` with its paths into flattened modules made paths into the
    /// file's root.
    fn paths_text(&self, text: &str) -> String {
        let mut text = text.to_string();
        for m in self
            .modules
            .iter()
            .filter(|m| m.parent.is_none() && !m.wrapped)
        {
            text = text.replace(&format!("crate::{}::", m.name), "crate::");
        }
        text
    }
}

/// A module's doc lines without the mark that tells it is copied
/// ([`MARKS`]: a fact about boardsolve's source, not the submission's),
/// and without the blank doc lines left at their end.
fn unmarked(docs: &[Line]) -> &[Line] {
    let mut end = docs.len();
    // The mark ends the docs (the build checks).
    if docs
        .last()
        .is_some_and(|l| MARKS.contains(&l.text.as_str()))
    {
        end -= 1;
    }
    while end > 0 && docs[end - 1].text.trim() == "//!" {
        end -= 1;
    }
    &docs[..end]
}

/// Writes the `use` declarations of a group in rustfmt's order.
fn flush(text: &mut String, uses: &mut Vec<String>) {
    uses.sort_by(|a, b| rustfmt_order(a, b));
    for u in uses.drain(..) {
        *text += &u;
    }
}

/// The id of item `k` of module `m`'s items, or of its `impl` block
/// `block`'s.
fn id(m: usize, k: usize, block: Option<usize>) -> Id {
    match block {
        Some(b) => (m, b, Some(k)),
        None => (m, k, None),
    }
}

/// The indentation of a line.
fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// A wrapped module's `body` as the `mod` block `name`, indented (but a
/// line that continues a literal, whose bytes are the literal's).
fn in_block(name: &str, body: &str) -> String {
    let class = classify(body).ok();
    let mut block = format!("// boardsolve's `{name}` module.\nmod {name} {{\n");
    let mut at = 0;
    for line in body.lines() {
        let in_literal = class
            .as_ref()
            .is_some_and(|c| c.get(at) == Some(&super::lex::Class::Literal));
        if !line.is_empty() && !in_literal {
            block += "    ";
        }
        block += line;
        block.push('\n');
        at += line.len() + 1;
    }
    block += "}\n";
    block
}
