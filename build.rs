//! Links every file `boardsolve emit` writes, when boardsolve is built, so
//! that `emit` and `package` only copy text the binary embeds.
//!
//! The problems come from the registry (`src/problems/registry.rs`) and
//! their forms from each problem's `emit.rs`, both compiled here as the
//! crate compiles them (with `src/kit/emit/forms.rs`, the declarations'
//! types, and `src/kit/harness/method.rs`), so there is no second list to
//! keep. The modules copied into the files are those that say so
//! (`link::copied`: a mark in their docs, `#[clippy::msrv = "1.63"]` on
//! their `mod` line). Each form is linked by the `link` crate. The forms
//! share most of their items (the shared modules' reached ones), so they
//! are stored cut at their top-level items, each distinct piece once:
//! `OUT_DIR/emit.txt` holds the pieces, `OUT_DIR/linked.rs` each form as
//! ranges of it, for `src/kit/emit/mod.rs` (0.56 MB for the 26 forms'
//! 1.49 MB). A module the linker cannot split, a form it cannot
//! link, or one over its size limit fails the build, naming the file and
//! line or the form.

use boardsolve_link::copied::{Own, Tree};
use boardsolve_link::form::{self, Kind};
use boardsolve_link::Source;
use std::collections::HashMap;
use std::path::PathBuf;

// The declarations' types, at the paths the problems' `emit.rs` name
// them by. The crate reads the rest of them (`emit --list`, LeetCode's
// signatures); this script only what the forms are made of.
#[allow(dead_code)]
#[path = "src/kit/emit/forms.rs"]
pub mod forms;
#[allow(dead_code)]
#[path = "src/kit/harness/method.rs"]
pub mod method;

mod kit {
    pub mod emit {
        pub use crate::forms::*;
    }
    pub mod harness {
        pub use crate::method::*;
    }
}

#[path = "src/problems/registry.rs"]
mod registry;

/// Declares each problem's type and its `emit.rs` (as its folder does),
/// and links the forms of every problem into a `Store`.
#[macro_export]
macro_rules! link_problems {
    ([] $($variant:ident $module:ident,)*) => {
        #[path = "src/problems"]
        mod problems {
            $(pub mod $module {
                pub struct $variant;
                mod emit;
            })*
        }

        fn link_all(tree: &mut Tree, shared: &[Source], store: &mut Store) -> Result<(), String> {
            $(link::<problems::$module::$variant>(stringify!($module), tree, shared, store)?;)*
            Ok(())
        }
    };
}

registry!(link_problems![]);

fn main() {
    // ok: cargo sets both for every build script.
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let mut tree = Tree::new(&root);
    let mut store = Store::default();
    let linked = tree
        .shared()
        .and_then(|shared| link_all(&mut tree, &shared, &mut store));
    // Whatever was read, so that a change to any of it links again.
    for file in &tree.read {
        println!("cargo:rerun-if-changed={file}");
    }
    if let Err(msg) = linked {
        eprintln!("error: cannot link the files `boardsolve emit` writes: {msg}");
        std::process::exit(1);
    }
    let list = format!("&[\n{}]\n", store.list);
    for (file, text) in [("emit.txt", &store.text), ("linked.rs", &list)] {
        let path = out.join(file);
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("error: {}: {e}", path.display());
            std::process::exit(1);
        }
    }
}

/// The forms, stored: each distinct piece once.
#[derive(Default)]
struct Store {
    /// The pieces, one after another.
    text: String,
    /// Where each piece is in `text`.
    at: HashMap<String, usize>,
    /// The entries of `linked.rs`.
    list: String,
}

impl Store {
    /// Adds `file`, a form of `problem` (`judge` and `with_harness` as
    /// `linked.rs` spells them): the ranges of `text` it is made of.
    fn add(&mut self, problem: &str, judge: forms::Judge, with_harness: bool, file: &str) {
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for piece in pieces(file) {
            let start = match self.at.get(piece) {
                Some(&start) => start,
                None => {
                    self.at.insert(piece.to_string(), self.text.len());
                    self.text += piece;
                    self.text.len() - piece.len()
                }
            };
            match ranges.last_mut() {
                Some(last) if last.1 == start => last.1 += piece.len(),
                _ => ranges.push((start, start + piece.len())),
            }
        }
        self.list += &format!(
            "    Linked {{ problem: {problem:?}, judge: Judge::{judge:?}, \
             with_harness: {with_harness}, ranges: &{ranges:?} }},\n"
        );
    }
}

/// `file` cut before each line that starts an item at the root after a
/// blank line: pieces the forms of the same library share.
fn pieces(file: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (k, _) in file.match_indices("\n\n") {
        let next = file[k + 2..].chars().next();
        if next.is_some_and(|c| !c.is_whitespace()) {
            pieces.push(&file[start..k + 2]);
            start = k + 2;
        }
    }
    pieces.push(&file[start..]);
    pieces
}

/// Links every form of problem `P` (module `module`) into `store`.
fn link<P: forms::Emit>(
    module: &'static str,
    tree: &mut Tree,
    shared: &[Source],
    store: &mut Store,
) -> Result<(), String> {
    // A problem's name is its module's, spelt with hyphens (the registry's
    // tests check every form's head against the problem's name).
    let name: &'static str = Box::leak(module.replace('_', "-").into_boxed_str());
    let Own {
        solver,
        rules,
        answer,
    } = tree.own(module)?;
    let problem = form::Problem {
        name,
        solver,
        rules,
        answer,
        solve: P::STDIN.solve,
        leetcode: P::LEETCODE.map(|lc| form::Leetcode {
            method: lc.method,
            solver: lc.harness.solver,
            helpers: lc.harness.helpers,
        }),
        side: P::SIDE,
    };
    for f in forms::forms_of::<P>(name) {
        let kind = match (f.judge, f.with_harness) {
            (forms::Judge::Stdin, _) => Kind::Stdin,
            (forms::Judge::Leetcode, false) => Kind::Leetcode,
            (forms::Judge::Leetcode, true) => Kind::Harness,
            (forms::Judge::Validator, _) => Kind::Validator,
            (forms::Judge::Checker, _) => Kind::Checker,
        };
        let version = env!("CARGO_PKG_VERSION");
        let text = form::file(&problem, kind, f.args(), shared, version)?;
        let command = format!("`boardsolve emit {name} {}`", f.args());
        if text.len() > f.limit {
            return Err(format!(
                "{command} is {} bytes, over its limit of {} \
                 (src/problems/{module}/emit.rs gives the ceiling)",
                text.len(),
                f.limit
            ));
        }
        store.add(name, f.judge, f.with_harness, &text);
    }
    Ok(())
}
