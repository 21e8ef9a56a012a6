//! `boardsolve emit`: one Rust source file a judge accepts, made from the
//! library's own modules (compiled into the binary with `include_str!`), so
//! every fix and speed-up reaches the submission and there is no second
//! copy of a solver to keep in step.
//!
//! The file is flat, as a contestant writes one: the problem's module docs
//! head it, then `main` (or LeetCode's `impl Solution`), the problem's
//! items, and each shared module's items under its docs, all at the root;
//! [`link`] copies only what the entry point reaches. The entry points are
//! templates (`templates/`, Rust with `// @NAME@` placeholders); the
//! `itoa` crate is replaced by a few local lines. The library is laid out
//! by rustfmt at its default width, as the file's root is, so the file
//! passes `rustfmt --check`.

pub mod link;

use crate::kit::harness::Method;
use crate::kit::validate::STRICT;
use crate::kit::{judge_size, Definition};
use link::Source;

/// What a problem gives `emit`: its solver's source and the forms it is
/// emitted in. The Rust text here is pasted into the file as it stands, so
/// it must be rustfmt-formatted at the indentation given, compile with
/// Rust 1.63 without a warning, and name only items of the solver and the
/// shared modules (`tests/emit.rs` and `.ci/emit-check` build every form
/// `emit --list` prints).
pub trait Emit {
    /// The solver, `solver.rs` (std only, Rust 1.63): its module docs head
    /// the file, and its items the entry point reaches are copied.
    const SOURCE: &'static str;
    /// The program reading the judge's stdin; every problem has one.
    const STDIN: Stdin;
    /// LeetCode's form, for a LeetCode problem (`None`: `--judge leetcode`
    /// is a usage error). A LeetCode problem is emitted in it by default,
    /// the others as [`Emit::STDIN`].
    const LEETCODE: Option<Leetcode>;
    /// The largest file, in bytes, the problem's judges take: no form may
    /// pass it, whatever its ceiling ([`CODEFORCES_MAX`] for most).
    const JUDGE_MAX: usize;
    /// `boardsolve gen` arguments of the long inputs an emitted program
    /// must answer as boardsolve does (besides the problem's fixtures):
    /// several shapes and both input formats where the problem has two.
    const TRIALS: &'static [&'static str];
}

/// A problem's stdin program.
pub struct Stdin {
    /// The statement of `main` that solves: `let solved = ...;` at four
    /// spaces, a call writing to `out` from `stdin.lock()` that returns
    /// the library's `Result` (errors are reported as boardsolve does).
    pub solve: &'static str,
    /// The file's size ceiling in KiB (see [`Form::limit`]).
    pub kib: usize,
}

/// A problem's LeetCode form.
pub struct Leetcode {
    /// `impl Solution` with LeetCode's method signature, calling the
    /// solver's `leetcode` (at the file's root, newline-terminated).
    pub method: &'static str,
    /// The method's name and types, for the harness `stress --solution`
    /// runs a contestant's LeetCode solution in (the same method as
    /// `method`: a test checks the Rust name).
    pub signature: Method,
    /// The bare form's size ceiling in KiB.
    pub kib: usize,
    /// What `--with-harness` adds.
    pub harness: Harness,
}

/// The local `main` of a LeetCode form: the library's case reader hands
/// each case to the `Solution` method in LeetCode's types.
pub struct Harness {
    /// The statement binding `solver`, at four spaces: the closure the
    /// solver's `judge(stdin.lock(), &mut out, solver)` calls per case.
    pub solver: &'static str,
    /// Items after `main` that `solver` uses (each preceded by a blank
    /// line): [`CHARS`], or the problem's own.
    pub helpers: &'static str,
    /// The file's size ceiling in KiB.
    pub kib: usize,
}

/// Why `emit` wrote no file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The problem has no such form (a usage error).
    NoForm(String),
    /// The library's own source could not be split into items
    /// (`file:line: cannot split ...`): boardsolve's fault, never the
    /// user's.
    Source(String),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::NoForm(msg) | Refused::Source(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for Refused {}

/// Codeforces takes a file of less than 64 KiB.
pub const CODEFORCES_MAX: usize = 64 * 1024 - 1;

/// How the file is submitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// A program with `main` reading the judge's stdin (Luogu, Codeforces,
    /// AtCoder).
    Stdin,
    /// LeetCode's `impl Solution` signatures.
    Leetcode,
    /// Not a submission: the input validator of a Kattis or DOMjudge
    /// package (`--validator`), `boardsolve validate --kattis` in one file.
    Validator,
    /// Not a submission: the output validator of a Kattis or DOMjudge
    /// package (`--checker`), `boardsolve check --domjudge` in one file.
    Checker,
}

/// The library's shared modules emit copies after the problem's solver, in
/// the order the file lists them. The canonical layout goes as a `mod`
/// block (its `Format` is not the case reader's), and so does the judging
/// of a checker (its `Kind` is not a layout's).
const SHARED: [Source; 9] = [
    shared("cases", "src/cases.rs", include_str!("../../cases.rs")),
    shared("scan", "src/scan.rs", include_str!("../../scan.rs")),
    shared("out", "src/out.rs", include_str!("../../out.rs")),
    shared("error", "src/error.rs", include_str!("../../error.rs")),
    shared("grid", "src/grid.rs", include_str!("../../grid.rs")),
    shared("dir", "src/dir.rs", include_str!("../../dir.rs")),
    shared("split", "src/split.rs", include_str!("../../split.rs")),
    Source {
        wrapped: true,
        ..shared("layout", "src/layout.rs", include_str!("../../layout.rs"))
    },
    Source {
        wrapped: true,
        ..shared(
            "verdict",
            "src/verdict.rs",
            include_str!("../../verdict.rs"),
        )
    },
];

/// A shared module copied at the file's root.
const fn shared(name: &'static str, file: &'static str, text: &'static str) -> Source {
    Source {
        name,
        file,
        text,
        wrapped: false,
    }
}

/// The size ceiling of a validator, in KiB (no judge limits it: the
/// ceiling keeps it from growing unnoticed).
pub const VALIDATOR_KIB: usize = 84;

/// The size ceiling of an output validator, in KiB (as [`VALIDATOR_KIB`]).
pub const CHECKER_KIB: usize = 110;

/// The oldest Rust the emitted programs compile with (CI checks it).
pub const MIN_RUST: &str = "1.63";

/// Stands in for the `itoa` crate: the same `Buffer::new().format(n)`
/// for the `u64`s the library formats.
const ITOA: &str = include_str!("templates/itoa.rs");

/// The stdin program's `main`: `// @SOLVE@`, the statement that solves.
const MAIN: &str = include_str!("templates/main.rs");
/// A LeetCode form's local harness: `// @MAIN@` ([`MAIN`]) and
/// `// @HELPERS@`.
const HARNESS: &str = include_str!("templates/harness.rs");
/// A validator's `main`: `// @STRICT@`, the closure's body.
const VALIDATOR: &str = include_str!("templates/validator.rs");
/// An output validator's `main` and helpers: `/*@SIZE@*/0`, the board side.
const CHECKER: &str = include_str!("templates/checker.rs");

/// `template` with its placeholders filled from `values`: a line
/// `// @NAME@` (at any indentation) by the text (with a line end if it has
/// none; an empty text takes the line away), an inline `/*@NAME@*/0` (a
/// placeholder and a stand-in value, so that the template is Rust) by the
/// text.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut text = String::new();
    for line in template.split_inclusive('\n') {
        let name = line
            .trim()
            .strip_prefix("// @")
            .and_then(|l| l.strip_suffix('@'));
        match values.iter().find(|(n, _)| Some(*n) == name) {
            Some((_, "")) => {}
            Some((_, value)) => {
                text += value;
                if !value.ends_with('\n') {
                    text.push('\n');
                }
            }
            None => text += line,
        }
    }
    for (name, value) in values {
        text = text.replace(&format!("/*@{name}@*/0"), value);
    }
    text
}

/// The default judge style of problem `P`: LeetCode's for a LeetCode
/// problem, else the stdin program.
pub fn default_judge<P: Emit>() -> Judge {
    match P::LEETCODE {
        Some(_) => Judge::Leetcode,
        None => Judge::Stdin,
    }
}

/// One file `emit` writes, as `emit --list` prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// The problem's name.
    pub problem: &'static str,
    pub judge: Judge,
    /// LeetCode's form with the local harness.
    pub with_harness: bool,
    /// The file's size limit in bytes: its ceiling, and under the judge's
    /// own limit. Issue 15 asks at most 32 KiB a file, 48 KiB for the
    /// LeetCode problems' stdin programs and harnesses; a form that does
    /// not fit without dropping what the issue keeps (both input formats'
    /// exact messages, the speed, the doc comments; BENCHMARKS.md) has the
    /// size reached, rounded up to a KiB, so that it does not grow back.
    pub limit: usize,
    /// The `gen` arguments of the long inputs a program must answer as
    /// boardsolve does ([`Emit::TRIALS`]).
    pub trials: &'static [&'static str],
}

/// Every form of problem `P`: the stdin program, then LeetCode's bare
/// form and its harness, then the input and the output validator.
pub fn forms<P: Definition>() -> Vec<Form> {
    let mut forms = Vec::new();
    let mut add = |judge, with_harness, limit: usize| {
        forms.push(Form {
            problem: P::NAME,
            judge,
            with_harness,
            limit,
            trials: P::TRIALS,
        })
    };
    add(Judge::Stdin, false, (P::STDIN.kib * 1024).min(P::JUDGE_MAX));
    if let Some(lc) = P::LEETCODE {
        add(Judge::Leetcode, false, (lc.kib * 1024).min(P::JUDGE_MAX));
        add(
            Judge::Leetcode,
            true,
            (lc.harness.kib * 1024).min(P::JUDGE_MAX),
        );
    }
    add(Judge::Validator, false, VALIDATOR_KIB * 1024);
    add(Judge::Checker, false, CHECKER_KIB * 1024);
    forms
}

impl Form {
    /// The `emit` arguments after the problem, as the file's head quotes
    /// them.
    pub fn args(&self) -> &'static str {
        args(self.judge, self.with_harness)
    }

    /// Whether the file is a program with `main` (LeetCode's bare form is
    /// not: LeetCode calls the method).
    pub fn runs(&self) -> bool {
        self.judge != Judge::Leetcode || self.with_harness
    }
}

/// The `emit` arguments of a form, spelt out.
fn args(judge: Judge, with_harness: bool) -> &'static str {
    match (judge, with_harness) {
        (Judge::Stdin, _) => "--judge stdin",
        (Judge::Leetcode, false) => "--judge leetcode",
        (Judge::Leetcode, true) => "--judge leetcode --with-harness",
        (Judge::Validator, _) => "--validator",
        (Judge::Checker, _) => "--checker",
    }
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

/// The problem's module docs as the file's head, without the sentences
/// about boardsolve's options (`--strict`, `--naive`, `--size`), which the
/// emitted program does not have; a paragraph that lost one is re-wrapped
/// to 79 columns.
fn without_options(docs: &str) -> String {
    let mut out = String::new();
    for paragraph in docs.split("//\n") {
        let text: Vec<&str> = paragraph
            .lines()
            .map(|l| l.trim_start_matches("//").trim())
            .collect();
        let text = text.join(" ");
        let kept: Vec<&str> = text
            .split_inclusive(". ")
            .filter(|sentence| !sentence.contains("`--"))
            .collect();
        let kept = kept.concat();
        if kept.trim().is_empty() {
            continue;
        }
        if !out.is_empty() {
            out += "//\n";
        }
        if kept.len() == text.len() {
            out += paragraph;
            continue;
        }
        // Words, a code span (`b w`) kept whole.
        let mut words: Vec<String> = Vec::new();
        let mut open = false;
        for word in kept.split_whitespace() {
            match words.last_mut() {
                Some(last) if open => *last += &format!(" {word}"),
                _ => words.push(word.to_string()),
            }
            open ^= word.matches('`').count() % 2 == 1;
        }
        let mut line = String::from("//");
        for word in &words {
            if line.len() + 1 + word.len() > 79 {
                out += &line;
                out.push('\n');
                line = String::from("//");
            }
            line.push(' ');
            line += word;
        }
        out += &line;
        out.push('\n');
    }
    out
}

/// `main` around `solve`, a call that writes to `out` (the judge's input
/// is `stdin.lock()`): errors as boardsolve reports them.
fn main_around(solve: &str) -> String {
    fill(MAIN, &[("SOLVE", solve)])
}

/// A local `main` for a LeetCode submission: the library's own case reader
/// (either format, boardsolve's checks and messages) hands each case to
/// the `Solution` method in LeetCode's types.
fn harness(h: &Harness) -> String {
    let run = format!(
        "{}
    let solved = judge(stdin.lock(), &mut out, solver);",
        h.solver
    );
    fill(
        HARNESS,
        &[("MAIN", &main_around(&run)), ("HELPERS", h.helpers)],
    )
}

/// A validator's `main`: the input (at most one byte past `MAX_INPUT`),
/// the problem's rules and its solver under `--strict` weighed by
/// `layout::judged`, as `boardsolve validate --kattis` reports them:
/// status 42 valid, 43 and the line `FAIL ...` on stderr invalid, 1 and
/// `error: ...` if stdin cannot be read.
fn validator_main(strict: &str) -> String {
    fill(VALIDATOR, &[("STRICT", strict)])
}

/// The input validator of problem `P` for a Kattis or DOMjudge package: `emit`
/// with `--validator`.
pub fn validator<P: Definition>() -> Result<String, Refused> {
    emit::<P>(Judge::Validator, false)
}

/// An output validator's `main` and its helpers: `checker INPUT ANSWER
/// FEEDBACK_DIR [FLAGS] < OUTPUT`, read and reported as `boardsolve check
/// --domjudge` does (`src/cli/check.rs`), boardsolve's answer from the
/// problem's `answer` on a board side `size` (go-capture's judge board;
/// never read by the others).
fn checker_main(size: usize) -> String {
    fill(CHECKER, &[("SIZE", &size.to_string())])
}

/// The output validator of problem `P` for a Kattis or DOMjudge package:
/// `emit` with `--checker`.
pub fn checker<P: Definition>() -> Result<String, Refused> {
    emit::<P>(Judge::Checker, false)
}

/// The harness helper that hands a board to LeetCode as `Vec<Vec<char>>`.
pub const CHARS: &str = include_str!("templates/chars.rs");

/// The whole source file. `Err` if the problem has no such judge style
/// (one not on LeetCode has no LeetCode form), or a harness
/// is asked for a program that has its own `main`.
pub fn emit<P: Definition>(judge: Judge, with_harness: bool) -> Result<String, Refused> {
    let entry = match (judge, P::LEETCODE) {
        (Judge::Leetcode, None) => {
            return Err(Refused::NoForm(format!(
                "{} is not a LeetCode problem: use --judge stdin",
                P::NAME
            )))
        }
        (Judge::Leetcode, Some(lc)) if with_harness => {
            format!("{}\n{}", lc.method, harness(&lc.harness))
        }
        (Judge::Leetcode, Some(lc)) => lc.method.to_string(),
        (Judge::Stdin, _) if with_harness => {
            return Err(Refused::NoForm(
                "--with-harness goes with --judge leetcode: a stdin program has its own main"
                    .into(),
            ))
        }
        (Judge::Stdin, _) => main_around(P::STDIN.solve),
        (Judge::Validator, _) if with_harness => {
            return Err(Refused::NoForm(
                "--with-harness goes with --judge leetcode, not --validator".into(),
            ))
        }
        (Judge::Validator, _) => validator_main(STRICT),
        (Judge::Checker, _) if with_harness => {
            return Err(Refused::NoForm(
                "--with-harness goes with --judge leetcode, not --checker".into(),
            ))
        }
        (Judge::Checker, _) => checker_main(judge_size::<P>()),
    };
    let form = match (judge, with_harness) {
        (Judge::Stdin, _) => "a program reading the judge's stdin",
        (Judge::Leetcode, false) => {
            "LeetCode's `impl Solution`, for LeetCode's editor. LeetCode\n\
             // declares `struct Solution` and calls the method, so `rustc` alone\n\
             // reports both missing (\"cannot find type `Solution`\", \"`main` function\n\
             // not found\"): `--with-harness` adds them, to build and run the file\n\
             // locally"
        }
        (Judge::Leetcode, true) => {
            "LeetCode's `impl Solution`, with a local harness reading testcases from stdin"
        }
        (Judge::Validator, _) => {
            "the input validator of a Kattis or DOMjudge package: the input on\n\
             // stdin; status 42 valid, 43 invalid with the line `FAIL ...` on stderr\n\
             // (`boardsolve validate --kattis`), from the canonical layout (`rules`,\n\
             // `layout`) and the solver under `--strict`"
        }
        (Judge::Checker, _) => {
            "the output validator of a Kattis or DOMjudge package:\n\
             // `checker INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, as `boardsolve check\n\
             // --domjudge` judges: status 42 accepted, 43 rejected (the message in\n\
             // FEEDBACK_DIR/judgemessage.txt), 3 a judge error (`judgeerror.txt`);\n\
             // the output against boardsolve's answer (`answer`, the solver) as\n\
             // `verdict` reads it"
        }
    };
    let command = args(judge, with_harness);
    let mut flat = link::link(&sources::<P>(judge), &entry).map_err(Refused::Source)?;
    if flat.sections.iter().any(|t| t.contains("itoa::")) {
        flat.sections.push(ITOA.to_string());
    }
    let mut file = without_options(&flat.docs);
    file += &format!(
        "//
// Form: {form}.
// Generated by boardsolve {} (`boardsolve emit {} {command}`)
// from its own solver modules: Rust {MIN_RUST} or later, edition 2021, std
// only, no unsafe, one thread.
",
        env!("CARGO_PKG_VERSION"),
        P::NAME
    );
    if !flat.uses.is_empty() {
        file.push('\n');
        file += &flat.uses;
    }
    file.push('\n');
    file += &entry;
    for section in flat.sections {
        file.push('\n');
        file += &section;
    }
    Ok(file)
}
/// The modules problem `P`'s file may hold in form `judge`: its own and
/// the shared ones, and the problem's layout rules for a validator (as the
/// `mod` block `rules`), its answer for a checker (`answer`, which names
/// the solver by `super::`).
pub fn sources<P: Definition>(judge: Judge) -> Vec<Source> {
    let solver = Source {
        name: "solver",
        file: "solver.rs",
        text: <P as Emit>::SOURCE,
        wrapped: false,
    };
    let own = match judge {
        Judge::Validator => Some(Source {
            name: "rules",
            file: "layout.rs",
            text: P::LAYOUT,
            wrapped: true,
        }),
        Judge::Checker => Some(Source {
            name: "answer",
            file: "check.rs",
            text: <P as crate::kit::check::Answer>::SOURCE,
            wrapped: true,
        }),
        Judge::Stdin | Judge::Leetcode => None,
    };
    std::iter::once(solver).chain(SHARED).chain(own).collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Every module a form of `P` may hold splits into items and gives its
    /// source back (run for every problem by the registry's tests).
    pub(crate) fn every_source_splits<P: Definition>() {
        for judge in [Judge::Stdin, Judge::Validator, Judge::Checker] {
            for source in sources::<P>(judge) {
                link::check(&source).unwrap_or_else(|e| panic!("{}: {e}", P::NAME));
            }
        }
    }

    /// Every form of `P` is emitted within its limit and says how it was
    /// made; `P`'s default is one of its forms, and LeetCode's bare form
    /// alone has no `main` (run for every problem by the registry's tests).
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
        let default = default_judge::<P>();
        assert!(forms.iter().any(|f| f.judge == default && !f.with_harness));
        let bare = forms.iter().filter(|f| !f.runs()).count();
        assert_eq!(bare, usize::from(P::LEETCODE.is_some()));
    }

    #[test]
    fn the_head_leaves_out_boardsolves_options() {
        let docs =
            "// p: a problem.\n//\n// Rule: one. Any n;\n// `--strict`: n <= 8. A\n// last one.\n\
                    //\n// `--naive` only.\n//\n// Algorithm: kept\n// as it is.\n";
        assert_eq!(
            without_options(docs),
            "// p: a problem.\n//\n// Rule: one. A last one.\n//\n// Algorithm: kept\n// as it is.\n"
        );
        // Re-wrapped within 79 columns, never inside a code span.
        let long = format!("// {}`a b` c. `--naive`: d.\n", "word ".repeat(15));
        let head = without_options(&long);
        assert_eq!(
            head,
            format!("// {}\n// `a b` c.\n", "word ".repeat(15).trim_end())
        );
        assert!(head.lines().all(|l| l.len() <= 79));
    }
}
