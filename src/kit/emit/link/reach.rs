//! Reachability and rendering: where a name leads (the module's own
//! items, its `use` trees, `as` and globs, path steps through modules),
//! the items an entry point reaches, taken to a fixed point, and the flat
//! file's text of what is reached: each module's items at the file's root
//! or in its `mod` block, `use`s pruned to what is used and `std`'s
//! merged.

use super::lex::classify;
use super::refs::{type_name, Refs};
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

/// Where a path leads, a segment at a time.
enum At {
    /// A module of the library.
    Module(usize),
    /// The crate's root (`crate::`), where the modules are.
    Crate,
    /// The file's root (a wrapped module's `super::`): the modules, and
    /// the items of those flattened there.
    Root,
    /// A type: the next segment is its member.
    Owner(Owner),
}

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

    /// The type of receiver `recv` (as [`Refs::called`] writes it) in
    /// module `m`, in an `impl` block of `self_ty`; `None` if unknown.
    fn recv_owner(&self, m: usize, recv: &str, self_ty: Option<&Owner>) -> Option<Owner> {
        if let Some((inner, method)) = recv.rsplit_once("->") {
            let inner = self.recv_owner(m, inner, self_ty)?;
            return self.returns(&inner, method);
        }
        match (recv, recv.strip_prefix("self."), self_ty) {
            ("self", _, _) => self_ty.cloned(),
            ("?", _, _) => None,
            (_, Some(f), Some(Owner::Ours(ty))) => {
                self.fields.get(&(ty.clone(), f.to_string())).cloned()
            }
            (_, Some(_), _) => None,
            (r, None, _) => Some(self.owner(m, r.trim_start_matches('='))),
        }
    }

    /// The library's type that method `method` of `owner` returns (`&Grid`
    /// is `Grid`, `Self` the owner), as every signature of that name in the
    /// trait or in the type's `impl` blocks declares it; `None` if one
    /// does not, or they differ.
    fn returns(&self, owner: &Owner, method: &str) -> Option<Owner> {
        let Owner::Ours((k, name)) = owner else {
            return None;
        };
        let mut found: Vec<Option<Owner>> = Vec::new();
        for (j, module) in self.modules.iter().enumerate() {
            for it in &module.items {
                let trait_of =
                    j == *k && it.keyword == "trait" && it.kind == Kind::Named(name.clone());
                if trait_of {
                    // `Self` in a trait is the type implementing it.
                    let sig = signature(&it.lines[it.head + 1..], method);
                    found.extend(sig.map(|sig| self.return_type(j, &sig, None)));
                }
                if !matches!(it.kind, Kind::Impl { .. }) || it.home != Home::Ours(*k, name.clone())
                {
                    continue;
                }
                for inner in it
                    .inner
                    .iter()
                    .filter(|i| i.kind == Kind::Named(method.to_string()))
                {
                    let sig = signature(&inner.lines[inner.head..], method);
                    found.extend(sig.map(|sig| self.return_type(j, &sig, Some(owner))));
                }
            }
        }
        let first = found.first()?.clone()?;
        found
            .iter()
            .all(|f| f.as_ref() == Some(&first))
            .then_some(first)
    }

    /// The library's type signature `sig` (of module `m`) returns; `Self`
    /// is `self_ty`.
    fn return_type(&self, m: usize, sig: &str, self_ty: Option<&Owner>) -> Option<Owner> {
        let (_, ret) = sig.rsplit_once(") -> ")?;
        let ret = ret.split(" where").next().unwrap_or(ret);
        let bare = ret.trim_start_matches(['&', ' ']);
        let bare = bare.strip_prefix("mut ").unwrap_or(bare);
        let bare = match bare.strip_prefix('\'') {
            Some(rest) => rest.split_once(' ').map_or("", |x| x.1),
            None => bare,
        };
        if bare
            .strip_prefix("Self")
            .is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        {
            return self_ty.cloned();
        }
        match self.owner(m, &type_name(ret)?) {
            Owner::Ours(ty) => Some(Owner::Ours(ty)),
            Owner::Named(_) => None,
        }
    }

    /// Where the first segment `a` of a path at the file's root leads: a
    /// module at the root (or a flattened module's `mod` block), a
    /// flattened module's type, or a type the linker cannot place.
    fn at_root(&self, a: &str) -> At {
        if let Some(k) = self.root(a).or_else(|| self.flat_child(a)) {
            return At::Module(k);
        }
        match self.flat_declaring(a) {
            Some(k) => At::Owner(Owner::Ours((k, a.to_string()))),
            None => At::Owner(Owner::Named(a.to_string())),
        }
    }

    /// The type type path `path` names at the file's root.
    fn root_owner(&self, path: &str) -> Owner {
        let segs: Vec<String> = path.split("::").map(str::to_string).collect();
        let mut at = self.at_root(&segs[0]);
        for seg in &segs[1..] {
            at = match at {
                At::Module(k) => match self.inside(k, seg) {
                    Some(c) => At::Module(c),
                    None => At::Owner(
                        self.resolve(k, seg)
                            .map_or_else(|| Owner::Named(seg.clone()), Owner::Ours),
                    ),
                },
                _ => At::Owner(Owner::Named(seg.clone())),
            };
        }
        match at {
            At::Owner(owner) => owner,
            _ => Owner::Named(segs[segs.len() - 1].clone()),
        }
    }

    /// A `mod` block of a module flattened at the file's root, named `a`.
    fn flat_child(&self, a: &str) -> Option<usize> {
        let flat = |k: usize| self.modules[k].parent.is_none() && !self.modules[k].wrapped;
        (0..self.modules.len())
            .find(|&k| self.modules[k].name == a && self.modules[k].parent.is_some_and(flat))
    }

    /// The module `k::a` is: a `mod` block of `k`'s, or a module a `use`
    /// of `k` names.
    fn inside(&self, k: usize, a: &str) -> Option<usize> {
        if matches!(a, "self" | "super") {
            return self.step(k, a);
        }
        let child = (0..self.modules.len())
            .find(|&c| self.modules[c].parent == Some(k) && self.modules[c].name == a);
        child.or_else(|| {
            let mut leaves = self.leaves(k).filter(|l| l.local() == Some(a));
            leaves.find_map(|l| self.module_at(k, &l.target()))
        })
    }

    /// Takes in what `path` names, its first segment leading to `first`:
    /// the items it goes through, and the member of the type it ends at
    /// (`Kind::Accepted` is `Kind`'s, never an item named `Accepted`).
    fn take_path(&self, first: At, path: &[String], live: &mut Live) {
        let mut at = first;
        for seg in &path[1..] {
            at = match at {
                At::Owner(owner) => {
                    live.member(owner, seg);
                    return;
                }
                At::Crate => match self.root(seg) {
                    Some(k) => At::Module(k),
                    None => return,
                },
                At::Root => match self.at_root(seg) {
                    At::Owner(Owner::Ours(item)) => {
                        live.items.insert(item.clone());
                        At::Owner(Owner::Ours(item))
                    }
                    At::Owner(Owner::Named(_)) => return,
                    at => at,
                },
                At::Module(k) => match self.inside(k, seg) {
                    Some(c) => At::Module(c),
                    None => {
                        let item = self.at(k, seg, live);
                        live.items.insert(item.clone());
                        At::Owner(Owner::Ours(item))
                    }
                },
            };
        }
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

/// Marks method `name` called on a receiver of a type not known, with
/// each number of arguments `refs` passes it.
fn called(live: &mut Live, refs: &Refs, name: &str) -> bool {
    let calls = refs.args.iter().filter(|(n, _)| n == name);
    let calls: Vec<(String, Option<usize>)> = calls.cloned().collect();
    let any = calls.is_empty();
    live.called.extend(calls);
    any && live.called.insert((name.to_string(), None))
}

/// Whether `inner`, method `name` of an `impl` block, is called on a
/// receiver of a type not known: a call of its name passes as many
/// arguments as it takes besides `self` (an associated function without
/// `self` is never called so).
fn called_as(live: &Live, inner: &Item, name: &str) -> bool {
    let key = |a| (name.to_string(), a);
    let mut calls = live.called.range(key(None)..=key(Some(usize::MAX)));
    let Some(params) = signature(&inner.lines[inner.head..], name).and_then(|s| params(&s, name))
    else {
        return calls.next().is_some();
    };
    match params {
        (false, _) => false,
        (true, n) => calls.any(|(_, a)| a.is_none_or(|a| a == n)),
    }
}

/// Whether signature `sig` of function `name` takes `self`, and how many
/// other parameters it takes; `None` if it cannot be read.
fn params(sig: &str, name: &str) -> Option<(bool, usize)> {
    let at = sig.find(&format!("fn {name}"))? + 3 + name.len();
    let b = sig.as_bytes();
    let (mut depth, mut commas, mut first_end, mut open) = (0usize, 0, None, None);
    for k in at..b.len() {
        match b[k] {
            b'>' if k > 0 && b[k - 1] == b'-' => {}
            b'(' if depth == 0 => {
                open = Some(k);
                depth += 1;
            }
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 && open.is_some() {
                    let open = open?;
                    let first = sig[open + 1..first_end.unwrap_or(k)].trim();
                    let has_self = first
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .any(|w| w == "self");
                    let n = if first.is_empty() { 0 } else { commas + 1 };
                    return Some((has_self, n - usize::from(has_self)));
                }
            }
            b',' if depth == 1 && open.is_some() => {
                commas += 1;
                first_end.get_or_insert(k);
            }
            _ => {}
        }
    }
    None
}

/// The signature of method `method` among `lines` (a trait's body, or
/// the method's own lines), on one line: from `fn method` to the `{` or
/// `;` that ends it.
fn signature(lines: &[Line], method: &str) -> Option<String> {
    let head = [format!("fn {method}("), format!("fn {method}<")];
    let start = lines.iter().position(|l| {
        let code: String = l
            .text
            .char_indices()
            .filter(|&(k, _)| l.class[k] == super::lex::Class::Code)
            .map(|(_, c)| c)
            .collect();
        head.iter().any(|h| code.contains(h.as_str()))
    })?;
    let mut sig = String::new();
    for l in &lines[start..] {
        let text = l.text.trim();
        sig.push_str(text);
        if !sig.ends_with('(') {
            sig.push(' ');
        }
        if text.ends_with('{') || text.ends_with(';') {
            break;
        }
    }
    let sig = sig.trim_end().trim_end_matches(['{', ';']).trim_end();
    Some(sig.replace(", )", ")"))
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
