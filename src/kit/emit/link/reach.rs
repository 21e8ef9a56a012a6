//! Reachability and rendering: where a name leads (the module's own
//! items, its `use` trees, `as` and globs, path steps through modules),
//! the items an entry point reaches, taken to a fixed point, and the flat
//! file's text of what is reached: each module's items at the file's root
//! or in its `mod` block, `use`s pruned to what is used and `std`'s
//! merged.

use super::lex::classify;
use super::refs::Refs;
use super::split::{Home, Item, Kind, Line};
use super::uses::{pruned_text, rustfmt_order, std_uses, Leaf};
use super::{is_std, Crate, Fault, Flat, Id, Live};
use std::collections::BTreeSet;

/// Std traits whose impls are left out, as the linker always has (it
/// read `impl std::error::Error for Error {}` as an impl for a type named
/// `Error {}`): a judge's program reports errors through `Display` and
/// never takes one as `dyn Error`, so leaving it out can only fail to
/// compile (`tests/emit.rs` compiles every form), never change what a
/// form does; keeping it would cost 151 bytes, past the size ceilings of
/// the largest forms.
const LEFT_OUT: [&str; 1] = ["std::error::Error"];

/// How many `use`s a name is followed through (`pub use` of a `pub use`),
/// so that a cycle of them ends.
const HOPS: usize = 4;

impl Crate {
    /// The module that path step `a::` names from module `m`: a child
    /// module, one a `use` names (`use crate::verdict as v;`), or one at
    /// the root.
    pub(super) fn step(&self, m: usize, a: &str) -> Option<usize> {
        self.step_in(m, a, true)
    }

    fn step_in(&self, m: usize, a: &str, aliases: bool) -> Option<usize> {
        let named = |parent: Option<usize>| {
            (0..self.modules.len())
                .find(|&k| self.modules[k].parent == parent && self.modules[k].name == a)
        };
        let used = || {
            let mut leaves = self.leaves(m).filter(|l| l.local() == Some(a));
            // One step through a `use`, never round a cycle of them.
            leaves.find_map(|l| self.module_in(m, &l.target(), false))
        };
        match a {
            "super" => self.modules[m].parent,
            "self" => Some(m),
            _ if aliases => named(Some(m)).or_else(used).or_else(|| named(None)),
            _ => named(Some(m)).or_else(|| named(None)),
        }
    }

    /// The module path `segs` names from module `m` (`crate::a::b`,
    /// `super::c`, `self::d`, `e`); `None` for the crate's root and what
    /// is not the library's.
    pub(super) fn module_at(&self, m: usize, segs: &[String]) -> Option<usize> {
        self.module_in(m, segs, true)
    }

    fn module_in(&self, m: usize, segs: &[String], aliases: bool) -> Option<usize> {
        let (first, rest) = segs.split_first()?;
        let mut at = match first.as_str() {
            "crate" => None,
            first => Some(self.step_in(m, first, aliases)?),
        };
        for seg in rest {
            at = Some(match at {
                None => self.root(seg)?,
                Some(x) => self.step_in(x, seg, aliases)?,
            });
        }
        at
    }

    /// The leaves of module `m`'s `use`s.
    pub(super) fn leaves(&self, m: usize) -> impl Iterator<Item = Leaf> + '_ {
        self.modules[m].items.iter().flat_map(|it| match &it.kind {
            Kind::Use(u) => u.tree.leaves(),
            _ => Vec::new(),
        })
    }

    /// Whether module `m` declares `name`.
    pub(super) fn declares(&self, m: usize, name: &str) -> bool {
        self.modules[m].items.iter().any(|it| match &it.kind {
            Kind::Named(n) => n == name,
            _ => false,
        })
    }

    /// The item `name` is in module `m`, as (its module, its own name):
    /// `m`'s own, or where a `use` of `m` takes it from (under another
    /// name after `as`, or by a glob).
    pub(super) fn resolve(&self, m: usize, name: &str) -> Option<(usize, String)> {
        self.resolve_in(m, name, 0)
    }

    fn resolve_in(&self, m: usize, name: &str, hops: usize) -> Option<(usize, String)> {
        if self.declares(m, name) {
            return Some((m, name.to_string()));
        }
        if hops == HOPS {
            return None;
        }
        let leaves: Vec<Leaf> = self.leaves(m).collect();
        // `crate::a::...` from the root; `super::`, `self::` or a child
        // module from `m`; anything else (std) is not ours.
        if let Some(leaf) = leaves.iter().find(|l| l.local() == Some(name)) {
            let k = self.module_at(m, &leaf.path)?;
            return self.resolve_in(k, &leaf.name, hops + 1);
        }
        let globs = leaves.iter().filter(|l| l.name == "*");
        let mut found = globs.filter_map(|l| self.module_at(m, &l.path));
        found
            .find(|&k| self.declares(k, name))
            .map(|k| (k, name.to_string()))
    }

    /// Where the type or trait `path` (as an `impl` header of module `m`
    /// writes it, without generics) is declared: a module's item, std's
    /// (a path into std, what a `use` of std names, the prelude's, the
    /// language's), or missing (a path into the crate that leads out of
    /// the modules given).
    pub(super) fn home_of(&self, m: usize, path: &str) -> Home {
        let path = path.split('<').next().unwrap_or(path).trim();
        if !path.starts_with(|c: char| c.is_alphabetic() || c == '_') || path.starts_with("fn(") {
            return Home::Std;
        }
        let segs: Vec<String> = path.split("::").map(|s| s.trim().to_string()).collect();
        let Some((name, module)) = segs.split_last() else {
            return Home::Std;
        };
        let found = match module {
            [] => self.resolve(m, name),
            module => match self.module_at(m, module) {
                Some(k) => {
                    return self
                        .resolve(k, name)
                        .map_or(Home::Missing, |(k, n)| Home::Ours(k, n))
                }
                None => None,
            },
        };
        if let Some((k, name)) = found {
            return Home::Ours(k, name);
        }
        let first = &segs[0];
        let from = match self.leaves(m).find(|l| l.local() == Some(first)) {
            Some(leaf) => leaf.target(),
            None => segs.clone(),
        };
        match from.first().map(String::as_str) {
            Some("crate" | "self" | "super") => Home::Missing,
            _ => Home::Std,
        }
    }

    /// The module at the file's root named `a`.
    fn root(&self, a: &str) -> Option<usize> {
        (0..self.modules.len())
            .find(|&k| self.modules[k].parent.is_none() && self.modules[k].name == a)
    }

    /// The item `k::name` is, a `pub use` of `k` followed (and kept: it
    /// is used); as it is if `k` has no such item.
    fn at(&self, k: usize, name: &str, live: &mut Live) -> (usize, String) {
        match self.resolve(k, name) {
            Some(found) => {
                if found.0 != k {
                    live.used.entry(k).or_default().insert(name.to_string());
                }
                found
            }
            None => (k, name.to_string()),
        }
    }

    /// What `entry` (code at the file's root) reaches, as one flat file:
    /// every module's items at the root.
    pub(super) fn emit(&self, entry: &str) -> Result<Flat, String> {
        let mut live = Live::default();
        let class =
            classify(entry).map_err(|u| format!("the entry point: cannot split {}", u.what))?;
        let refs = Refs::of(entry, &class);
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
        // The file's root holds the flattened modules' `mod` blocks too.
        let child = |a: &str| {
            let parent = |k: usize| self.modules[k].parent.filter(|p| roots.contains(p));
            (0..self.modules.len()).find(|&k| parent(k).is_some() && self.modules[k].name == a)
        };
        for (a, b) in &refs.steps {
            match self.root(a).or_else(|| child(a)) {
                Some(k) => {
                    let item = self.at(k, b, &mut live);
                    live.items.insert(item)
                }
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
                live.items.contains(&(*k, ty.clone()))
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
        let block = &self.modules[m].items[id.1];
        let self_ty = match &block.kind {
            Kind::Impl { ty, .. } => match &block.home {
                Home::Ours(_, name) => Some(name.clone()),
                _ => Some(ty.clone()),
            },
            _ => None,
        };
        for name in &refs.plain {
            if let Some(item) = self.resolve(m, name) {
                live.items.insert(item);
            }
        }
        // A wrapped module's `super::` is the file's root, where the
        // modules that are not wrapped lie flat.
        let at_root = self.modules[m].wrapped;
        for (a, b) in &refs.steps {
            let ty = if a == "Self" { self_ty.clone() } else { None };
            match (ty, self.step(m, a)) {
                (Some(ty), _) => live.assoc.insert((ty, b.clone())),
                (None, Some(k)) => {
                    let item = self.at(k, b, live);
                    live.items.insert(item)
                }
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
                (None, None) => live.assoc.insert((self.canon(m, a), b.clone())),
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
                    None => Some(self.canon(m, r.trim_start_matches('='))),
                },
            };
            match ty {
                Some(ty) => live.assoc.insert((ty, name.clone())),
                None => live.called.insert(name.clone()),
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
                Kind::Docs => Some(self.lines_text(&it.lines)),
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

/// The id of item `k` of module `m`'s items, or of its `impl` block
/// `block`'s.
/// Writes the `use` declarations of a group in rustfmt's order.
fn flush(text: &mut String, uses: &mut Vec<String>) {
    uses.sort_by(|a, b| rustfmt_order(a, b));
    for u in uses.drain(..) {
        *text += &u;
    }
}

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
