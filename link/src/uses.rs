//! `use` declarations: their trees parsed into the names they bring into
//! scope (nested groups, `self`, globs and `as` included), pruned to the
//! names reached code uses, and laid out again as rustfmt lays them out;
//! `std`'s, merged for the file's root. A pruned tree that rustfmt would
//! lay out over lines is refused rather than guessed at.

use super::lex::Token;
use std::collections::{BTreeMap, BTreeSet};

/// A `use` tree: a path, then a name, a glob or a group of trees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Tree {
    pub(super) path: Vec<String>,
    pub(super) end: End,
}

/// What ends a `use` tree's path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum End {
    /// `name` or `name as alias` (`self` for the path's own module).
    Name { name: String, alias: Option<String> },
    /// `*`.
    Glob,
    /// `{a, b::c}`.
    Group(Vec<Tree>),
}

/// A `use` declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Use {
    /// Its visibility as written, with a space after it (`pub(crate) `),
    /// or empty.
    pub(super) vis: String,
    pub(super) tree: Tree,
}

/// One name a `use` brings into scope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Leaf {
    /// The path it is taken from.
    pub(super) path: Vec<String>,
    /// The item's name; `self` for the module `path` names, `*` for a glob.
    pub(super) name: String,
    pub(super) alias: Option<String>,
}

impl Leaf {
    /// The name code uses it by: its alias, its name, the module's for
    /// `self`; `None` for a glob and `as _`, which no code names.
    pub(super) fn local(&self) -> Option<&str> {
        let name = match (&self.alias, self.name.as_str()) {
            (Some(alias), _) => alias.as_str(),
            (None, "self") => self.path.last()?.as_str(),
            (None, name) => name,
        };
        (name != "*" && name != "_").then_some(name)
    }

    /// The path it names: its module's for `self`.
    pub(super) fn target(&self) -> Vec<String> {
        let mut path = self.path.clone();
        if self.name != "self" {
            path.push(self.name.clone());
        }
        path
    }

    /// The leaf as a `use` path, `std::io::Read` or `std::fmt::Write as
    /// W` (what [`std_uses`] merges).
    pub(super) fn text(&self) -> String {
        let mut text = self.target().join("::");
        if let Some(alias) = &self.alias {
            text += &format!(" as {alias}");
        }
        text
    }
}

impl Tree {
    /// The names the tree brings into scope.
    pub(super) fn leaves(&self) -> Vec<Leaf> {
        let mut out = Vec::new();
        self.collect(&[], &mut out);
        out
    }

    fn collect(&self, above: &[String], out: &mut Vec<Leaf>) {
        let path: Vec<String> = above.iter().chain(&self.path).cloned().collect();
        match &self.end {
            End::Name { name, alias } => out.push(Leaf {
                path,
                name: name.clone(),
                alias: alias.clone(),
            }),
            End::Glob => out.push(Leaf {
                path,
                name: "*".to_string(),
                alias: None,
            }),
            End::Group(trees) => {
                for t in trees {
                    t.collect(&path, out);
                }
            }
        }
    }

    /// The tree with only the leaves `keep` keeps (`None` if none is),
    /// a group of one tree joined to its path as rustfmt writes it
    /// (`a::{b::{c}}` is `a::b::c`; `{self}` keeps its braces).
    pub(super) fn pruned(&self, keep: &dyn Fn(&Leaf) -> bool) -> Option<Tree> {
        self.prune(&[], keep).map(Tree::joined)
    }

    fn prune(&self, above: &[String], keep: &dyn Fn(&Leaf) -> bool) -> Option<Tree> {
        let path: Vec<String> = above.iter().chain(&self.path).cloned().collect();
        let end = match &self.end {
            End::Group(trees) => {
                let kept: Vec<Tree> = trees.iter().filter_map(|t| t.prune(&path, keep)).collect();
                if kept.is_empty() {
                    return None;
                }
                End::Group(kept)
            }
            _ => {
                let leaves = self.leaves();
                let leaf = Leaf {
                    path,
                    ..leaves.first()?.clone()
                };
                if !keep(&leaf) {
                    return None;
                }
                self.end.clone()
            }
        };
        Some(Tree {
            path: self.path.clone(),
            end,
        })
    }

    fn joined(self) -> Tree {
        let Tree { path, end } = self;
        match end {
            End::Group(mut trees) if trees.len() == 1 && !trees[0].is_bare_self() => {
                let one = trees.remove(0).joined();
                Tree {
                    path: path.into_iter().chain(one.path).collect(),
                    end: one.end,
                }
            }
            End::Group(trees) => Tree {
                path,
                end: End::Group(trees.into_iter().map(Tree::joined).collect()),
            },
            end => Tree { path, end },
        }
    }

    /// The tree on one line.
    pub(super) fn line(&self) -> String {
        let end = match &self.end {
            End::Name { name, alias } => match alias {
                Some(alias) => format!("{name} as {alias}"),
                None => name.clone(),
            },
            End::Glob => "*".to_string(),
            End::Group(trees) => {
                let inner: Vec<String> = trees.iter().map(Tree::line).collect();
                format!("{{{}}}", inner.join(", "))
            }
        };
        match self.path.is_empty() {
            true => end,
            false => format!("{}::{end}", self.path.join("::")),
        }
    }

    /// `self` alone in a group.
    fn is_bare_self(&self) -> bool {
        self.path.is_empty()
            && matches!(&self.end, End::Name { name, alias: None } if name == "self")
    }

    /// A path and a flat group of names (or one name), what [`use_text`]
    /// lays out: the path and each name as written (`b as c`).
    pub(super) fn flat(&self) -> Option<(String, Vec<String>)> {
        let path = self.path.join("::");
        match &self.end {
            End::Group(trees) if trees.iter().all(|t| t.path.is_empty()) => {
                let names = trees.iter().map(|t| t.line());
                let names: Vec<String> = names.collect();
                let nested = trees.iter().any(|t| matches!(t.end, End::Group(_)));
                (!nested && !path.is_empty()).then_some((path, names))
            }
            End::Group(_) => None,
            _ => {
                let line = self.line();
                let (path, name) = line.rsplit_once("::")?;
                Some((path.to_string(), vec![name.to_string()]))
            }
        }
    }
}

/// The `use` declaration in `tokens` (its code: visibility, `use`, the
/// tree, `;`), with `vis` its visibility's text; `Err` says what is not
/// understood.
pub(super) fn parse(tokens: &[Token], vis: &str) -> Result<Use, &'static str> {
    let at = tokens
        .iter()
        .position(|t| *t == Token::Word("use".to_string()))
        .ok_or("a `use` without `use`")?;
    let mut k = at + 1;
    if tokens.get(k) == Some(&Token::Punct(b':')) {
        return Err("a `use` of a path that starts with `::`");
    }
    let tree = tree(tokens, &mut k)?;
    if tokens.get(k) != Some(&Token::Punct(b';')) || k + 1 != tokens.len() {
        return Err("a `use` tree");
    }
    Ok(Use {
        vis: vis.to_string(),
        tree,
    })
}

/// The tree at `tokens[*k..]`; `*k` moves past it.
fn tree(tokens: &[Token], k: &mut usize) -> Result<Tree, &'static str> {
    let word = |k: usize| match tokens.get(k) {
        Some(Token::Word(w)) if !w.starts_with(|c: char| c.is_ascii_digit()) => Some(w.clone()),
        _ => None,
    };
    let colons = |k: usize| tokens.get(k..k + 2) == Some(&[Token::Punct(b':'), Token::Punct(b':')]);
    let mut path = Vec::new();
    loop {
        match tokens.get(*k) {
            Some(Token::Punct(b'*')) => {
                *k += 1;
                return Ok(Tree {
                    path,
                    end: End::Glob,
                });
            }
            Some(Token::Punct(b'{')) => {
                *k += 1;
                let mut trees = Vec::new();
                while tokens.get(*k) != Some(&Token::Punct(b'}')) {
                    trees.push(tree(tokens, k)?);
                    match tokens.get(*k) {
                        Some(Token::Punct(b',')) => *k += 1,
                        Some(Token::Punct(b'}')) => {}
                        _ => return Err("a `use` group"),
                    }
                }
                *k += 1;
                return Ok(Tree {
                    path,
                    end: End::Group(trees),
                });
            }
            _ => {}
        }
        let name = word(*k).ok_or("a `use` path")?;
        *k += 1;
        if colons(*k) {
            path.push(name);
            *k += 2;
            continue;
        }
        let alias = if word(*k).as_deref() == Some("as") {
            let alias = word(*k + 1).ok_or("a `use ... as` without a name")?;
            *k += 2;
            Some(alias)
        } else {
            None
        };
        return Ok(Tree {
            path,
            end: End::Name { name, alias },
        });
    }
}

/// A `use` of `names` from `path` as rustfmt lays it out at `indent`
/// (the file's width is 100), with visibility `vis`.
pub(super) fn use_text(indent: &str, vis: &str, path: &str, names: &[String]) -> String {
    let one_line = match names {
        [name] if name != "self" => format!("{indent}{vis}use {path}::{name};"),
        _ => format!("{indent}{vis}use {path}::{{{}}};", names.join(", ")),
    };
    if one_line.len() <= 100 {
        return one_line + "\n";
    }
    // Rustfmt's mixed layout: as many names a line as fit, a comma after
    // each.
    let mut text = format!("{indent}{vis}use {path}::{{\n");
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

/// `u` pruned to `tree` (not empty), at `indent`, as rustfmt lays it out;
/// `None` if a nested group would need more than one line, which rustfmt
/// lays out in a way this does not copy.
pub(super) fn pruned_text(indent: &str, u: &Use, tree: &Tree) -> Option<String> {
    if let Some((path, names)) = tree.flat() {
        return Some(use_text(indent, &u.vis, &path, &names));
    }
    let line = format!("{indent}{}use {};", u.vis, tree.line());
    (line.len() <= 100).then(|| line + "\n")
}

/// `use` declarations of `std`'s `paths` (`std::io::Read`, or `std::io`
/// itself), merged per module and ordered as rustfmt orders them.
/// The order rustfmt gives two `use` declarations of a group (their text,
/// at any indentation): path segment by segment, `self`, `super` and
/// `crate` first, then lower-case names (modules), then capitalised ones
/// (types), then upper-case ones (constants), each alphabetically; a path
/// before the longer paths it starts.
pub(super) fn rustfmt_order(a: &str, b: &str) -> std::cmp::Ordering {
    fn segments(text: &str) -> Vec<&str> {
        let path = text.trim_start();
        let path = path.strip_prefix("pub ").unwrap_or(path);
        let path = path.strip_prefix("use ").unwrap_or(path);
        path.trim_end().trim_end_matches(';').split("::").collect()
    }
    fn rank(segment: &str) -> (u8, &str) {
        let upper = segment.chars().any(|c| c.is_ascii_uppercase());
        let lower = segment.chars().any(|c| c.is_ascii_lowercase());
        let class = match segment {
            "self" => 0,
            "super" => 1,
            "crate" => 2,
            s if s.starts_with('{') => 6,
            _ if !upper => 3,
            _ if lower => 4,
            _ => 5,
        };
        (class, segment)
    }
    let (a, b) = (segments(a), segments(b));
    let mut by_segment = a.iter().zip(&b).map(|(x, y)| rank(x).cmp(&rank(y)));
    by_segment
        .find(|o| o.is_ne())
        .unwrap_or(a.len().cmp(&b.len()))
}

pub(super) fn std_uses(paths: &BTreeSet<String>) -> String {
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
            use_text("", "", parent, &names)
        })
        .collect();
    lines.sort();
    lines.concat()
}

#[cfg(test)]
mod tests {
    use super::super::lex::{classify, tokens};
    use super::*;

    fn parsed(code: &str) -> Use {
        parse(&tokens(code, &classify(code).unwrap()), "").unwrap()
    }

    fn texts(u: &Use) -> Vec<String> {
        u.tree.leaves().iter().map(Leaf::text).collect()
    }

    #[test]
    fn nested_groups_and_renames_give_their_leaves() {
        let u = parsed("use a::{b::{c, d as e}, f, self, g::*};");
        assert_eq!(
            texts(&u),
            ["a::b::c", "a::b::d as e", "a::f", "a", "a::g::*"]
        );
        let leaves = u.tree.leaves();
        let local: Vec<Option<&str>> = leaves.iter().map(Leaf::local).collect();
        assert_eq!(local, [Some("c"), Some("e"), Some("f"), Some("a"), None]);
        let u = parsed("use std::fmt::Write as _;");
        assert_eq!(u.tree.leaves()[0].local(), None);
        assert_eq!(texts(&parsed("use x as y;")), ["x as y"]);
    }

    #[test]
    fn what_is_not_a_use_tree_is_an_error() {
        for code in [
            "use ::std::io;",
            "use a::{b c};",
            "use a::b as;",
            "use a::b::;",
        ] {
            let err = parse(&tokens(code, &classify(code).unwrap()), "");
            assert!(err.is_err(), "{code}");
        }
    }

    #[test]
    fn pruned_trees_are_laid_out_as_rustfmt_does() {
        let u = parsed("use a::{b::{c, d as e}, f};");
        let keep = |names: &'static [&'static str]| {
            move |l: &Leaf| l.local().is_some_and(|n| names.contains(&n))
        };
        let text = |names| pruned_text("    ", &u, &u.tree.pruned(&keep(names)).unwrap());
        assert_eq!(text(&["c", "f"]).unwrap(), "    use a::{b::c, f};\n");
        assert_eq!(text(&["e"]).unwrap(), "    use a::b::d as e;\n");
        assert_eq!(text(&["c", "e"]).unwrap(), "    use a::b::{c, d as e};\n");
        assert!(u.tree.pruned(&keep(&["zz"])).is_none());
        // A long group alone is laid out over lines as rustfmt does; a
        // nested one is refused.
        let long: Vec<String> = (0..12).map(|k| format!("name_number_{k}")).collect();
        let code = format!("use a::{{b::{{{}}}, f, g::{{h, i}}}};", long.join(", "));
        let u = parsed(&code);
        let most = |l: &Leaf| !matches!(l.local(), Some("f" | "h" | "i"));
        let text = pruned_text("", &u, &u.tree.pruned(&most).unwrap()).unwrap();
        assert!(text.starts_with("use a::b::{\n    name_number_0, name_number_1,"));
        let nested = |l: &Leaf| !matches!(l.local(), Some("f" | "h"));
        assert_eq!(pruned_text("", &u, &u.tree.pruned(&nested).unwrap()), None);
        let u = Use {
            vis: "pub(crate) ".to_string(),
            ..parsed("use a::{b, c};")
        };
        let only_b = |l: &Leaf| l.local() == Some("b");
        assert_eq!(
            pruned_text("", &u, &u.tree.pruned(&only_b).unwrap()).unwrap(),
            "pub(crate) use a::b;\n"
        );
    }

    #[test]
    fn pruned_uses_are_laid_out_as_rustfmt_does() {
        let names: Vec<String> = ["alpha", "beta", "Gamma"].map(String::from).to_vec();
        assert_eq!(
            use_text("", "", "crate::x", &names[..1]),
            "use crate::x::alpha;\n"
        );
        assert_eq!(
            use_text("", "", "crate::x", &names),
            "use crate::x::{alpha, beta, Gamma};\n"
        );
        let long: Vec<String> = (0..12).map(|k| format!("name_number_{k}")).collect();
        let text = use_text("    ", "", "crate::x", &long);
        assert!(text.starts_with("    use crate::x::{\n        name_number_0,"));
        assert!(text.lines().all(|l| l.len() <= 100) && text.ends_with("\n    };\n"));
        let std: BTreeSet<String> = [
            "std::io",
            "std::io::Read",
            "std::fmt",
            "std::fmt::Write as W",
        ]
        .map(String::from)
        .into();
        assert_eq!(
            std_uses(&std),
            "use std::fmt::{self, Write as W};\nuse std::io::{self, Read};\n"
        );
    }

    /// A group's `use`s in rustfmt's order: modules before types before
    /// constants, then by name; the roots' rewrite (`crate::cases::X` as
    /// `crate::X`) can move a declaration past another.
    #[test]
    fn use_groups_sort_as_rustfmt_sorts_them() {
        let mut group = vec![
            "    use crate::FormatChoice;\n",
            "    use std::fmt;\n",
            "    use crate::Error;\n",
            "    use crate::layout::{board, Fault};\n",
            "    use crate::MAX;\n",
            "    use self::inner::f;\n",
            "    use crate::layout;\n",
        ];
        group.sort_by(|a, b| rustfmt_order(a, b));
        assert_eq!(
            group,
            [
                "    use self::inner::f;\n",
                "    use crate::layout;\n",
                "    use crate::layout::{board, Fault};\n",
                "    use crate::Error;\n",
                "    use crate::FormatChoice;\n",
                "    use crate::MAX;\n",
                "    use std::fmt;\n",
            ]
        );
    }
}
