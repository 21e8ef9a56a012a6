//! FILE read as LeetCode would get it, before anything is compiled or
//! run (see the parent module): its text, and where the harness finds
//! the method.

use super::{place, python2, region, source};
use crate::kit::harness::{Lang, Layout, Method};
use std::path::{Path, PathBuf};

/// Why FILE cannot be read as a solution, in one line: an error of the
/// file's (status 1: no class has the method, unbalanced markers, Python
/// 2), or a choice the command line must make (status 2: several classes
/// have the method, a `--class` that names none).
#[derive(Debug)]
pub enum Misplaced {
    File(String),
    Usage(String),
}

impl Misplaced {
    pub fn message(&self) -> &str {
        match self {
            Misplaced::File(m) | Misplaced::Usage(m) => m,
        }
    }
}

/// FILE as LeetCode would get it (see [`read`]).
#[derive(Debug)]
pub struct Source {
    /// FILE, its path made absolute: the copies' messages name it.
    pub(super) file: PathBuf,
    /// The text compiled, each line on FILE's line.
    pub(super) text: String,
    /// Where the harness finds the method (a LeetCode problem's).
    pub(super) layout: Layout,
    /// The report's first line when the harness calls another class (or
    /// function) than LeetCode's own.
    pub using: Option<String>,
}

/// What a file's own `main` (Go, Rust) is renamed to: four letters, so
/// its columns are kept.
const OWN_MAIN: &str = "mai_";

/// Reads FILE (checked by [`check`](super::check)) as LeetCode gets it: for method
/// `method` (none: a whole program), calling class `class` (`--class`)
/// or the one `place` finds. Before anything is compiled or run.
pub fn read(
    file: &Path,
    lang: Lang,
    method: Option<&Method>,
    class: Option<&str>,
) -> Result<Source, Misplaced> {
    let shown = file.display().to_string();
    let cannot = |e: std::io::Error| Misplaced::File(format!("cannot read {shown}: {e}"));
    let text = std::fs::read_to_string(file).map_err(cannot)?;
    let canonical = std::fs::canonicalize(file).map_err(cannot)?;
    // Copies are compiled: a mark there would be a character in the
    // middle of them.
    let text = source::without_bom(&text);
    let comment = if lang == Lang::Python { "#" } else { "//" };
    let text = match method {
        Some(_) => region::submitted(text, comment)
            .map_err(|why| Misplaced::File(format!("{shown}, {why}")))?
            .into_owned(),
        None => text.to_string(),
    };
    if lang == Lang::Python {
        if let Some(why) = python2::python2(&text) {
            return Err(Misplaced::File(format!("{shown} {why}")));
        }
    }
    let Some(m) = method else {
        return Ok(Source {
            file: canonical,
            text,
            layout: Layout::default(),
            using: None,
        });
    };
    let mut text = text;
    let keyword = match lang {
        Lang::Go => Some("func"),
        Lang::Rust => Some("fn"),
        _ => None,
    };
    if let Some(at) = keyword.and_then(|k| source::own_main(&text, k)) {
        text.replace_range(at, OWN_MAIN);
    }
    // A crate's inner attributes (`#![allow(dead_code)]`) cannot stand in
    // an included file: blanked, columns kept.
    if lang == Lang::Rust {
        for at in source::rust_inner_attributes(&text) {
            let blank = " ".repeat(at.len());
            text.replace_range(at, &blank);
        }
    }
    let (layout, using) = place::place(lang, &text, m, class, &shown)?;
    Ok(Source {
        file: canonical,
        text,
        layout,
        using,
    })
}
