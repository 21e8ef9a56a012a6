//! `boardsolve emit`: one Rust source file a judge accepts, made from the
//! library's own modules, so every fix and speed-up reaches the
//! submission and there is no second copy of a solver to keep in step.
//!
//! The files are made when boardsolve is built, not when `emit` runs: the
//! build script (`build.rs`) learns the problems from the registry and
//! their forms from their `emit.rs` ([`forms`], which it compiles too),
//! links each form with the submission linker (the workspace's `link`
//! crate: the problem's solver and the shared modules it reaches, in one
//! flat file), fails the build on a form it cannot link or one over its
//! size limit, and writes the files to `OUT_DIR`, each distinct piece
//! (a top-level item, mostly) once. The binary embeds them; `emit` and
//! `package` copy a form's pieces.

mod forms;

pub use forms::{
    forms_of, Emit, Form, Harness, Judge, Leetcode, Stdin, CHARS, CHECKER_KIB, CODEFORCES_MAX,
    VALIDATOR_KIB,
};

use crate::kit::Definition;

/// Why `emit` wrote no file: the problem has no such form (a usage
/// error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub String);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// A file the build linked.
struct Linked {
    /// The problem's name.
    problem: &'static str,
    judge: Judge,
    with_harness: bool,
    /// The file: these ranges of [`PIECES`], one after another.
    ranges: &'static [(usize, usize)],
}

/// Every form of every problem, as the build script linked them.
const LINKED: &[Linked] = include!(concat!(env!("OUT_DIR"), "/linked.rs"));

/// The pieces the forms are made of, each once.
const PIECES: &str = include_str!(concat!(env!("OUT_DIR"), "/emit.txt"));

impl Linked {
    fn text(&self) -> String {
        // ok: the build cut the ranges at the ends of lines of `PIECES`.
        self.ranges.iter().map(|&(a, b)| &PIECES[a..b]).collect()
    }
}

/// The default judge style of problem `P`: LeetCode's for a LeetCode
/// problem, else the stdin program.
pub fn default_judge<P: Emit>() -> Judge {
    match P::LEETCODE {
        Some(_) => Judge::Leetcode,
        None => Judge::Stdin,
    }
}

/// Every form of problem `P` ([`forms_of`]).
pub fn forms<P: Definition>() -> Vec<Form> {
    forms_of::<P>(P::NAME)
}

/// `emit --list`'s line of form `f`, fields separated by tabs: the
/// problem, its `emit` arguments, its size limit in bytes, then (for a
/// program) the `gen` arguments of each of the problem's [`Emit::TRIALS`]
/// (a validator's verdicts on them are `boardsolve validate --kattis`'s; a
/// checker's, on boardsolve's answer to them, `boardsolve check
/// --domjudge`'s; a solver's answers, boardsolve's). No field is empty.
pub fn list_line(f: &Form) -> String {
    let mut line = format!("{}\t{}\t{}", f.problem, f.args(), f.limit);
    if f.runs() {
        for trial in f.trials {
            line += &format!("\t{trial}");
        }
    }
    line.push('\n');
    line
}

/// The input validator of problem `P` for a Kattis or DOMjudge package: `emit`
/// with `--validator`.
pub fn validator<P: Definition>() -> Result<String, Refused> {
    emit::<P>(Judge::Validator, false)
}

/// The output validator of problem `P` for a Kattis or DOMjudge package:
/// `emit` with `--checker`.
pub fn checker<P: Definition>() -> Result<String, Refused> {
    emit::<P>(Judge::Checker, false)
}

/// The whole source file, as the build linked it. `Err` if the problem
/// has no such judge style (one not on LeetCode has no LeetCode form), or
/// a harness is asked for a program that has its own `main`.
pub fn emit<P: Definition>(judge: Judge, with_harness: bool) -> Result<String, Refused> {
    let refused = |msg: &str| Err(Refused(msg.to_string()));
    match (judge, with_harness) {
        (Judge::Leetcode, _) if P::LEETCODE.is_none() => {
            return Err(Refused(format!(
                "{} is not a LeetCode problem: use --judge stdin",
                P::NAME
            )))
        }
        (Judge::Stdin, true) => {
            return refused(
                "--with-harness goes with --judge leetcode: a stdin program has its own main",
            )
        }
        (Judge::Validator, true) => {
            return refused("--with-harness goes with --judge leetcode, not --validator")
        }
        (Judge::Checker, true) => {
            return refused("--with-harness goes with --judge leetcode, not --checker")
        }
        _ => {}
    }
    let linked = LINKED
        .iter()
        .find(|l| l.problem == P::NAME && l.judge == judge && l.with_harness == with_harness);
    match linked {
        Some(l) => Ok(l.text()),
        // The build links every form `forms_of` lists, and the checks
        // above leave only those.
        None => Err(Refused(format!("{} has no such form", P::NAME))),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Every form of `P` was linked within its limit and says how it was
    /// made; `P`'s default is one of its forms, LeetCode's bare form alone
    /// has no `main`, and the output validator plays on the judge's side
    /// (run for every problem by the registry's tests).
    pub(crate) fn forms_are_emitted_within_their_limits<P: Definition>() {
        let forms = forms::<P>();
        for f in &forms {
            let src = emit::<P>(f.judge, f.with_harness).unwrap();
            let command = format!("`boardsolve emit {} {}`", f.problem, f.args());
            assert!(src.contains(&command), "{command}");
            assert!(src.len() <= f.limit, "{command}: {} bytes", src.len());
            let line = list_line(f);
            assert!(line.trim_end().split('\t').all(|field| !field.is_empty()));
        }
        let linked = LINKED.iter().filter(|l| l.problem == P::NAME).count();
        assert_eq!(linked, forms.len(), "{}", P::NAME);
        let default = default_judge::<P>();
        assert!(forms.iter().any(|f| f.judge == default && !f.with_harness));
        let bare = forms.iter().filter(|f| !f.runs()).count();
        assert_eq!(bare, usize::from(P::LEETCODE.is_some()));
        assert_eq!(P::SIDE, crate::kit::judge_size::<P>(), "{}", P::NAME);
    }
}
