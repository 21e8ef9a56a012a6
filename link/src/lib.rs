//! boardsolve's submission linker, run by boardsolve's build script
//! (`build.rs`), never by the `boardsolve` binary: it makes the files
//! `boardsolve emit` writes (one Rust file a judge accepts, or a Kattis
//! package's validator) from the library's own modules, when boardsolve
//! is built. [`form::file`] makes one whole file; [`link`] is the linker
//! under it.
//!
//! The linker takes the library's modules (rustfmt-formatted source)
//! split into items, and copies only the items an entry point reaches
//! into one flat file. Each module is lexed (`lex`: code, comments,
//! literals), loses its tests, and splits into items by its layout
//! (`split`: top-level items, and the items of `impl` and `mod` blocks,
//! each with its doc comments and attributes, its kind and name read from
//! its first line by `head`), checked to give the source back byte for
//! byte; whatever the splitter does not understand is an error naming the
//! file and line, never a silent loss. An item is kept if a kept item
//! names it (`refs`, `resolve`, `reach`: functions, types and macros by
//! their names as the module's scope resolves them, through `use` trees
//! and `as`, and by paths, each followed from its first segment through
//! the modules it names; methods of kept types by `Type::name` or a call
//! on a receiver of that type, the type being the one that module's scope
//! names: an item of the same name elsewhere, an enum's variant or a field
//! of that name is no reference to it; a method's result has the type its
//! signature gives, a generic value its bound's; a call on a receiver of a
//! type it cannot tell keeps every kept type's method of that name that
//! takes as many arguments, and a type it cannot place, every type's of
//! that name). The plain `//` comments inside an item go (its doc comments
//! stay). Modules are copied at the file's root, each module's `use`s of
//! the others dropped and `std`'s merged (`uses`), or as `mod` blocks when
//! wrapped. Nothing here knows a problem: the build script hands it the
//! modules.

pub mod copied;
pub mod form;
mod head;
mod lex;
mod reach;
mod refs;
mod resolve;
mod split;
mod uses;

#[cfg(test)]
mod tests;

use split::{Home, Item, Kind};
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
/// `Err`: `file:line: cannot ...: the line`, where a module is not split
/// or linked faithfully.
pub fn link(sources: &[Source], entry: &str) -> Result<Flat, String> {
    Crate::new(sources)?.emit(entry)
}

/// Splits one module as [`link`] does and checks the split (its items
/// give its text back byte for byte, each of a kind the linker copies):
/// `Err` as [`link`]'s.
pub fn check(source: &Source) -> Result<(), String> {
    parse(source)
        .map(drop)
        .map_err(|f| f.message(source.file, source.text))
}

/// The numbers (from 1) of the lines of `source` a file may take: all
/// but its tests. `Err` as [`link`]'s.
fn untested_lines(source: &Source) -> Result<Vec<usize>, String> {
    let fault = |f: Fault| f.message(source.file, source.text);
    let lines =
        split::without_tests(split::lines_of(source.text).map_err(fault)?).map_err(fault)?;
    Ok(lines.iter().map(|l| l.number).collect())
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

/// Why a module is not linked: where (a line of its file, from 1) and
/// what (`cannot split ...`).
#[derive(Debug)]
struct Fault {
    line: usize,
    what: String,
}

impl Fault {
    fn new(line: usize, what: impl Into<String>) -> Fault {
        Fault {
            line,
            what: what.into(),
        }
    }

    /// The message for `file`, whose text is `text`: `src/cases.rs:123:
    /// cannot split ...: the line`.
    fn message(&self, file: &str, text: &str) -> String {
        let line = text.lines().nth(self.line.wrapping_sub(1)).unwrap_or("");
        format!("{file}:{}: {}: {}", self.line, self.what, line.trim())
    }
}

/// `source` split into items, checked.
fn parse(source: &Source) -> Result<split::Block, Fault> {
    let lines = split::lines_of(source.text)?;
    let lines = split::trim_end(split::without_tests(lines)?);
    let block = split::split(&lines)?;
    split::check_split(&lines, &block)?;
    Ok(block)
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
    /// Its source, for messages.
    file: &'static str,
    text: &'static str,
}

/// Every library module emit may copy.
struct Crate {
    modules: Vec<Module>,
    /// (struct, field) -> the field's type, as the struct's module names
    /// it (a field of a slice, a tuple, `impl Trait` is left out).
    fields: BTreeMap<(Ty, String), Owner>,
}

/// A type of the library's: (its module, its name).
type Ty = (usize, String);

/// Whose members code names (`Type::member`, a call on a receiver of the
/// type).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Owner {
    /// The library's type.
    Ours(Ty),
    /// A type the module's scope does not place (std's, or one a
    /// function's own `use` names): every type of that name, to be safe.
    Named(String),
}

/// An item's position: (module, item, item inside its `impl` block).
type Id = (usize, usize, Option<usize>);

/// What is reached so far.
#[derive(Default)]
struct Live {
    /// (module, name) of each reached named item.
    items: BTreeSet<(usize, String)>,
    /// (type, member) of each `Type::member` path in reached code, and of
    /// each call on a receiver of a known type.
    assoc: BTreeSet<(Ty, String)>,
    /// (type name, member) of the same, where the type is not placed.
    assoc_named: BTreeSet<(String, String)>,
    /// The methods reached code calls on a receiver of a type not known,
    /// with the number of arguments a call passes (`None`: not counted).
    called: BTreeSet<(String, Option<usize>)>,
    /// The items reached so far.
    taken: BTreeSet<Id>,
    /// Per module, the names its reached items use (to prune its `use`s).
    used: BTreeMap<usize, BTreeSet<String>>,
}

impl Live {
    fn size(&self) -> usize {
        let assoc = self.assoc.len() + self.assoc_named.len();
        self.items.len() + assoc + self.called.len() + self.taken.len()
    }

    /// Marks `member` of `owner` named.
    fn member(&mut self, owner: Owner, member: &str) -> bool {
        match owner {
            Owner::Ours(ty) => self.assoc.insert((ty, member.to_string())),
            Owner::Named(ty) => self.assoc_named.insert((ty, member.to_string())),
        }
    }
}

/// The first segment of a path into `std` (or `core`, `alloc`).
fn is_std(path: &[String]) -> bool {
    path.first()
        .is_some_and(|s| matches!(s.as_str(), "std" | "core" | "alloc"))
}

impl Crate {
    /// The modules of `sources`, each split into items.
    fn new(sources: &[Source]) -> Result<Crate, String> {
        let mut c = Crate {
            modules: Vec::new(),
            fields: BTreeMap::new(),
        };
        for s in sources {
            let block = parse(s).map_err(|f| f.message(s.file, s.text))?;
            c.add_module(s.name, s, None, block.items, s.wrapped);
        }
        c.check_uses()?;
        c.find_homes();
        let mut fields = Vec::new();
        for (m, module) in c.modules.iter().enumerate() {
            for it in &module.items {
                let Kind::Named(name) = &it.kind else {
                    continue;
                };
                if it.keyword != "struct" {
                    continue;
                }
                for line in &it.lines[it.head + 1..] {
                    let l = line.text.trim_start();
                    if l.starts_with("//") {
                        continue;
                    }
                    if let Some((field, ty)) = without_vis(l).split_once(": ") {
                        if let Some(ty) = refs::type_name(ty) {
                            let owner = c.owner(m, &ty);
                            fields.push((((m, name.clone()), field.to_string()), owner));
                        }
                    }
                }
            }
        }
        c.fields.extend(fields);
        Ok(c)
    }

    /// Adds the module whose items are `items` (a `mod` block if
    /// `wrapped`), its `mod` blocks as modules inside it; returns its
    /// index.
    fn add_module(
        &mut self,
        name: &str,
        source: &Source,
        parent: Option<usize>,
        mut items: Vec<Item>,
        wrapped: bool,
    ) -> usize {
        let m = self.modules.len();
        self.modules.push(Module {
            name: name.to_string(),
            parent,
            items: Vec::new(),
            wrapped,
            file: source.file,
            text: source.text,
        });
        for it in &mut items {
            if let Kind::Mod { name, index } = &mut it.kind {
                let inner = std::mem::take(&mut it.inner);
                *index = self.add_module(&name.clone(), source, Some(m), inner, false);
            }
        }
        self.modules[m].items = items;
        m
    }

    /// Refuses the `use`s a flat file cannot keep faithfully: of a module
    /// it flattens (its paths would lead nowhere), and, in a module at the
    /// file's root (whose `use`s go), of another crate than std or under
    /// another name.
    fn check_uses(&self) -> Result<(), String> {
        for (m, module) in self.modules.iter().enumerate() {
            let root = module.parent.is_none() && !module.wrapped;
            for it in &module.items {
                let Kind::Use(u) = &it.kind else {
                    continue;
                };
                let fault = |what: String| {
                    Fault::new(it.lines[it.head].number, what).message(module.file, module.text)
                };
                for leaf in u.tree.leaves() {
                    let target = leaf.target();
                    let unknown = target.len() > 1
                        && target[0] == "crate"
                        && self.module_at(m, &target[..2]).is_none();
                    if unknown {
                        return Err(fault(format!(
                            "cannot link a `use` of `crate::{}`, which is not among the modules \
                             the file is made of (those marked as copied into submissions)",
                            target[1]
                        )));
                    }
                    if leaf.name != "*" {
                        if let Some(k) = self.module_at(m, &target) {
                            if self.modules[k].parent.is_none() && !self.modules[k].wrapped {
                                let name = &self.modules[k].name;
                                return Err(fault(format!(
                                    "cannot link a `use` of module `{name}`, which the file flattens"
                                )));
                            }
                        }
                    }
                    if !root || is_std(&target) {
                        continue;
                    }
                    let first = target.first().map_or("", String::as_str);
                    let ours = matches!(first, "crate" | "self" | "super")
                        || self.module_at(m, &target[..1]).is_some();
                    if !ours {
                        return Err(fault(format!(
                            "cannot link a `use` of crate `{first}`: a flat file has std alone"
                        )));
                    }
                    if let Some(alias) = leaf.alias.as_ref().filter(|a| *a != "_") {
                        return Err(fault(format!(
                            "cannot link `as {alias}` at the file's root, where the items keep their names"
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    /// Where each `impl` block's type and trait are declared.
    fn find_homes(&mut self) {
        let mut homes = Vec::new();
        for (m, module) in self.modules.iter().enumerate() {
            for (k, it) in module.items.iter().enumerate() {
                if let Kind::Impl { of, generic, .. } = &it.kind {
                    let home = match generic {
                        true => Home::Std,
                        false => self.home_of(m, &it.ty_path),
                    };
                    let trait_home = of.as_ref().map_or(Home::Std, |tr| self.home_of(m, tr));
                    homes.push((m, k, home, trait_home));
                }
            }
        }
        for (m, k, home, trait_home) in homes {
            let it = &mut self.modules[m].items[k];
            it.home = home;
            it.trait_home = trait_home;
        }
    }

    /// The type that type path `path` (`Grid`, `crate::grid::Grid`,
    /// `super::Grid`) names in module `m`'s scope.
    fn owner(&self, m: usize, path: &str) -> Owner {
        let segs: Vec<String> = path.split("::").map(str::to_string).collect();
        let (name, module) = match segs.split_last() {
            Some(last) => last,
            None => return Owner::Named(path.to_string()),
        };
        let flat = self.modules[m].wrapped && module == ["super"];
        let found = match module {
            [] => self.resolve(m, name),
            // A wrapped module's `super::` is the file's root.
            _ if flat => self.flat_declaring(name).map(|k| (k, name.clone())),
            module => self
                .module_at(m, module)
                .and_then(|k| self.resolve(k, name)),
        };
        match found {
            Some(ty) => Owner::Ours(ty),
            None => Owner::Named(name.clone()),
        }
    }

    /// The module flattened at the file's root that declares `name`.
    fn flat_declaring(&self, name: &str) -> Option<usize> {
        (0..self.modules.len()).find(|&k| {
            let module = &self.modules[k];
            module.parent.is_none() && !module.wrapped && self.declares(k, name)
        })
    }
}

/// A line without the visibility it starts with.
fn without_vis(l: &str) -> &str {
    if let Some(rest) = l.strip_prefix("pub(") {
        return rest.split_once(')').map_or(l, |(_, r)| r.trim_start());
    }
    l.strip_prefix("pub ").unwrap_or(l)
}
