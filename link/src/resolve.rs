//! Where a name leads from a module: its own items, its `use` trees (`as`
//! and globs), paths walked a segment at a time from their first (`crate`,
//! `self`, `super`, `Self`, a module, a type) through the modules they
//! name to an item or a type's member; the type of a method call's
//! receiver (a field's, an annotation's, a method's result by its
//! signature); and, where a receiver's type is not known, which methods a
//! call of that name and number of arguments may be.

use super::refs::{type_name, Refs};
use super::split::{Home, Item, Kind, Line};
use super::uses::Leaf;
use super::{Crate, Live, Owner};

/// Where a path leads, a segment at a time.
pub(super) enum At {
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

    /// The type of receiver `recv` (as [`Refs::called`] writes it) in
    /// module `m`, in an `impl` block of `self_ty`; `None` if unknown.
    pub(super) fn recv_owner(
        &self,
        m: usize,
        recv: &str,
        self_ty: Option<&Owner>,
    ) -> Option<Owner> {
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
    pub(super) fn at_root(&self, a: &str) -> At {
        if let Some(k) = self.root(a).or_else(|| self.flat_child(a)) {
            return At::Module(k);
        }
        match self.flat_declaring(a) {
            Some(k) => At::Owner(Owner::Ours((k, a.to_string()))),
            None => At::Owner(Owner::Named(a.to_string())),
        }
    }

    /// The type type path `path` names at the file's root.
    pub(super) fn root_owner(&self, path: &str) -> Owner {
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
    pub(super) fn take_path(&self, first: At, path: &[String], live: &mut Live) {
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
}

/// Marks method `name` called on a receiver of a type not known, with
/// each number of arguments `refs` passes it.
pub(super) fn called(live: &mut Live, refs: &Refs, name: &str) -> bool {
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
pub(super) fn called_as(live: &Live, inner: &Item, name: &str) -> bool {
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
