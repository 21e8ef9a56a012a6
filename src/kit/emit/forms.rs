//! What a problem's `emit.rs` declares, and the forms that follow from
//! it: plain data, std only, naming nothing of the crate but
//! `kit::harness::Method`, because the build script (`build.rs`) compiles
//! this file and every problem's `emit.rs` too. The build links each form
//! from the declarations; the crate reads the same declarations for
//! `emit --list`, the limits and LeetCode's signatures, so the two cannot
//! disagree on which forms exist.

use crate::kit::harness::Method;

/// What a problem gives `emit`: the forms it is emitted in. The Rust text
/// here is pasted into the file as it stands, so it must be
/// rustfmt-formatted at the indentation given, compile with Rust 1.63
/// without a warning, and name only items of the solver and the shared
/// modules (the build script links every form, `tests/emit.rs` and
/// `.ci/emit-check` build every form `emit --list` prints).
pub trait Emit {
    /// The program reading the judge's stdin; every problem has one.
    const STDIN: Stdin;
    /// LeetCode's form, for a LeetCode problem (`None`: `--judge leetcode`
    /// is a usage error). A LeetCode problem is emitted in it by default,
    /// the others as [`Emit::STDIN`].
    const LEETCODE: Option<Leetcode> = None;
    /// The largest file, in bytes, the problem's judges take: no form may
    /// pass it, whatever its ceiling.
    const JUDGE_MAX: usize = CODEFORCES_MAX;
    /// `boardsolve gen` arguments of the long inputs an emitted program
    /// must answer as boardsolve does (besides the problem's fixtures):
    /// several shapes and both input formats where the problem has two.
    const TRIALS: &'static [&'static str];
    /// The board side the output validator's `answer` plays on: the
    /// judge's side for a problem with a `--size` (a registry test checks
    /// it against `Solve::SIDES`), 0 (never read) for the others.
    const SIDE: usize = 0;
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

/// The harness helper that hands a board to LeetCode as `Vec<Vec<char>>`.
pub const CHARS: &str = "
/// The board's cells as LeetCode passes them.
fn chars(g: &Grid) -> Vec<Vec<char>> {
    let row = |r: usize| g.row(r).iter().map(|&b| char::from(b)).collect();
    (0..g.rows()).map(row).collect()
}
";

/// Codeforces takes a file of less than 64 KiB.
pub const CODEFORCES_MAX: usize = 64 * 1024 - 1;

/// The size ceiling of a validator, in KiB (no judge limits it: the
/// ceiling keeps it from growing unnoticed).
pub const VALIDATOR_KIB: usize = 84;

/// The size ceiling of an output validator, in KiB (as [`VALIDATOR_KIB`]).
pub const CHECKER_KIB: usize = 111;

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

/// Every form of problem `P`, named `problem`: the stdin program, then
/// LeetCode's bare form and its harness, then the input and the output
/// validator.
pub fn forms_of<P: Emit>(problem: &'static str) -> Vec<Form> {
    let mut forms = Vec::new();
    let mut add = |judge, with_harness, limit: usize| {
        forms.push(Form {
            problem,
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
    /// The `emit` arguments after the problem, spelt out, as the file's
    /// head quotes them.
    pub fn args(&self) -> &'static str {
        match (self.judge, self.with_harness) {
            (Judge::Stdin, _) => "--judge stdin",
            (Judge::Leetcode, false) => "--judge leetcode",
            (Judge::Leetcode, true) => "--judge leetcode --with-harness",
            (Judge::Validator, _) => "--validator",
            (Judge::Checker, _) => "--checker",
        }
    }

    /// Whether the file is a program with `main` (LeetCode's bare form is
    /// not: LeetCode calls the method).
    pub fn runs(&self) -> bool {
        self.judge != Judge::Leetcode || self.with_harness
    }
}
