//! The integration tests: one test binary, one module per file of
//! `tests/`, each running the real `boardsolve` binary (or, where its
//! header says so, the library in process). Run one group by its module
//! name, e.g. `cargo test --profile checked --test tests check::`, and one
//! test by its name within it. The long tests (`#[ignore = "long: ..."]`)
//! run with `.ci/long`, which CI runs after the suite; docs/faq.md gives
//! the suite's measured time.
//!
//! Where a new test goes:
//!
//! - **A new problem** needs no test file of its own. The registry-driven
//!   groups go over `Problem::ALL` (fixtures, differential, gen, validate,
//!   package, emit, emit_validators, bounds, mutate, solution, readme,
//!   cli): give it `fixtures/<name>/NN-slug.in` and `.out` and its
//!   solutions in `tests/solutions/<name>/` (`correct.*` and plausible
//!   mistakes), and the groups find them. game-of-life, named in no test
//!   file, is the pattern. Its unit tests (samples, fast against naive)
//!   live in its folder, `src/problems/<name>/`.
//! - **A behaviour of one subcommand**: that subcommand's group below
//!   (`check` in check, its bounds in check_bounds, ...).
//! - **A rule of one problem's input that no registry sweep reaches**
//!   (go-capture's move errors, othello-moves' rows): a fixture if an
//!   input and its answer say it, else that problem's file under
//!   `tests/problems/` (run as `problems::go_capture::`).
//! - **An input or command line that must not crash anything**: hostile,
//!   robust, bounds or mutate.
//! - **A claim in the docs**: a `$` example in README.md, docs/guide.md or
//!   docs/faq.md, which readme runs as written.

// The solvers: answers, formats, errors, explanations.
mod boards; // the LeetCode-format parser's errors, --format, --strict
mod differential; // fast solvers against the naive ones, in process
mod explain; // --explain: colour, order, windows, move ranges
mod fixtures; // every fixtures/<problem>/*.in gives its .out
mod paste; // pasted problem pages: answered, checked, errors placed
mod plurals; // counts of one in the singular
mod problems; // one problem's own input rules, a file each: tests/problems/

// Whatever the input or the command line: no panic, hang or overflow.
mod bounds; // every option's boundary values, under a memory limit
mod cli; // help, version, aliases, usage errors
mod hostile; // untrusted counts, huge rows, closed and full outputs
mod mutate; // mutation fuzzing of every fixture, fast and naive alike
mod robust; // absurd values, unwritable stderr, non-ASCII, process limits

// The kit: gen, validate, check, emit, package.
mod check; // check's calling conventions and statuses
mod check_bounds; // check's regressions and bounds
mod emit; // every emitted program compiles and answers like boardsolve
mod emit_validators; // emitted validators and checkers judge like boardsolve
mod gen; // gen: reproducible, valid, streaming, bounded
mod package; // package: layout, valid tests, pictures, wrong solutions
mod saved; // files saved whole: concurrent saves, a killed package, a full disk
mod validate; // validate: the canonical layout and the judge's constraints

// stress: running, judging, shrinking contestants' programs.
mod batched; // many seeds a run for LeetCode solutions
mod cache; // the compile cache: kept, reused, bounded, private
mod contest; // stress with programs written for the test
mod contest_process; // stress among processes: children, memory, signals
mod judged; // the judge's time limits, retries, the page's examples
mod sandbox; // hostile programs contained, charged and ended; scratch dirs
mod serve; // whole programs served: one interpreter start, each seed fresh
mod solution; // --solution in six languages, and harness
mod solution_files; // solution files as repositories keep them
mod solution_prints; // prints never judged, shown apart
mod solution_told; // the advice given for a file, followed
mod stress_input; // --input: the user's own testcases, as LeetCode's Run
mod zoo; // the bug zoo, found and shrunk with the defaults

// Tools around boardsolve, and the repository itself.
mod layers; // the source's layers, read from its files
mod oj; // online-judge-tools over what boardsolve writes
mod readme; // the docs' examples run; every problem has its sections
mod shell; // completions and man pages in real shells
mod started; // the signal tests, the suite started as a script's background job

// Helpers, no tests.
mod kit; // the library's kit for a problem chosen at run time
mod util; // running the binary and describing a run
