//! Links every file `boardsolve emit` writes, when boardsolve is built, so
//! that `emit` and `package` only copy text the binary embeds.
//!
//! The problems come from the registry (`src/problems/registry.rs`) and
//! their forms from each problem's `emit.rs`, both compiled here as the
//! crate compiles them (with `src/kit/emit/forms.rs`, the declarations'
//! types, and `src/kit/harness/method.rs`), so there is no second list to
//! keep. The modules copied into the files are those that say so
//! (`link::copied`: a mark in their docs, `#[clippy::msrv = "1.63"]` on
//! their `mod` line). Each form is linked by the `link` crate and written
//! to `OUT_DIR/emit/`, with `OUT_DIR/linked.rs` listing them for
//! `src/kit/emit/mod.rs`. A module the linker cannot split, a form it
//! cannot link, or one over its size limit fails the build, naming the
//! file and line or the form.

use boardsolve_link::copied::{Own, Tree};
use boardsolve_link::form::{self, Kind};
use boardsolve_link::Source;
use std::path::{Path, PathBuf};

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
/// and links the forms of every problem into `out`.
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

        fn link_all(tree: &mut Tree, shared: &[Source], out: &Path) -> Result<String, String> {
            let mut linked = String::new();
            $(linked += &link::<problems::$module::$variant>(
                stringify!($module),
                tree,
                shared,
                out,
            )?;)*
            Ok(linked)
        }
    };
}

registry!(link_problems![]);

fn main() {
    // ok: cargo sets both for every build script.
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let mut tree = Tree::new(&root);
    let linked = tree.shared().and_then(|shared| {
        let dir = out.join("emit");
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        link_all(&mut tree, &shared, &dir)
    });
    // Whatever was read, so that a change to any of it links again.
    for file in &tree.read {
        println!("cargo:rerun-if-changed={file}");
    }
    let linked = match linked {
        Ok(linked) => linked,
        Err(msg) => {
            eprintln!("error: cannot link the files `boardsolve emit` writes: {msg}");
            std::process::exit(1);
        }
    };
    let list = out.join("linked.rs");
    let text = format!("&[\n{linked}]\n");
    if let Err(e) = std::fs::write(&list, text) {
        eprintln!("error: {}: {e}", list.display());
        std::process::exit(1);
    }
}

/// Links every form of problem `P` (module `module`) into `out`, and
/// returns their entries of `linked.rs`.
fn link<P: forms::Emit>(
    module: &'static str,
    tree: &mut Tree,
    shared: &[Source],
    out: &Path,
) -> Result<String, String> {
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
    let mut linked = String::new();
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
        let stem = f.args().trim_start_matches("--").replace(" --", "-");
        let path = out.join(format!("{module}-{}.rs", stem.replace(' ', "-")));
        std::fs::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
        linked += &format!(
            "    Linked {{ problem: {name:?}, judge: Judge::{:?}, with_harness: {}, \
             text: include_str!({:?}) }},\n",
            f.judge, f.with_harness, path
        );
    }
    Ok(linked)
}
