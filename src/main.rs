//! The `boardsolve` command line: one subcommand per problem, then the
//! kit's. This file is the command line's shape and one match; each
//! command's glue is its own module under `cli/`.

#![forbid(unsafe_code)]

use boardsolve::problems::Problem;
use boardsolve::with_problem;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::process::ExitCode;

mod cli;

/// An input too large for the memory limit ends with status 1 and one
/// line, not std's abort.
#[global_allocator]
static ALLOCATOR: boardsolve::platform::Allocator = boardsolve::platform::Allocator;

/// Exact, fast solvers for grid-game judge problems: the judge's input
/// on stdin (or FILE), the judge's answer on stdout.
///
/// Exit status: 0 success, 1 malformed input (one message on stderr naming
/// the line and column or the move) or an input too large for the memory
/// limit (`out of memory: ...`), 2 bad command line.
#[derive(Parser)]
#[command(name = "boardsolve", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The kit's subcommands; one subcommand per problem comes before them,
/// built from the registry (see [`command`]).
#[derive(Subcommand)]
enum Command {
    /// Write one valid, reproducible input for a problem to stdout.
    Gen(cli::gen::GenArgs),
    /// Test a solution: generate an input per seed (in the judge's domain),
    /// run COMMAND (or a solution file: --solution) on it under time,
    /// memory and output limits, judge its output; report, save and shrink
    /// the first failure.
    ///
    /// Each seed draws the generator settings not given (sizes, patterns,
    /// shares) from a mix meant to reach every rule; given ones hold for
    /// every seed (the `[gen default]`s below are gen's). The report's
    /// `boardsolve gen` line regenerates the input. Exit status 0 if every
    /// seed passes, 1 on a failure, 130, 143 or 129 when stopped by Ctrl-C,
    /// SIGTERM or SIGHUP (which kill the program's processes and report
    /// what was found so far).
    ///
    /// Every process a run starts is charged to it and ended with it. On
    /// Linux each run is in a PID namespace where the kernel allows it;
    /// where it does not, stress says so once, and a process that a run
    /// detached outlives a SIGKILL of stress (see docs/reference.md).
    Stress(Box<cli::stress::StressArgs>),
    /// Print the harness `stress --solution` runs a LeetCode solution in,
    /// for use elsewhere.
    ///
    /// The harness reads LeetCode-format testcases on stdin (one JSON
    /// parameter a line, case after case: what `gen --format leetcode`
    /// writes), calls the solution's method per case and writes each
    /// answer as LeetCode shows it, one a line (what `boardsolve PROBLEM`
    /// prints): on stdout, among whatever the solution prints, or, when
    /// the environment variable BOARDSOLVE_ANSWERS names a file, to that
    /// file alone (as stress runs it: the prints stay on stdout). Save it under the name its first lines give, beside the
    /// solution: `python3 harness.py solution.py < in`; `g++ -O2
    /// -std=gnu++20 harness.cpp` (it includes solution.cpp); `javac
    /// Main.java Solution.java && java Main < in` (the solution's first
    /// line needs `import java.util.*;`); `node harness.js solution.js <
    /// in`; `go build main.go solution.go` (the solution needs `package
    /// main` and its imports); `rustc -O --edition 2021 harness.rs` (it
    /// includes solution.rs).
    Harness(cli::harness::HarnessArgs),
    /// Judge an output against boardsolve's answer, as a testlib checker.
    ///
    /// testlib and oj: `check PROBLEM INPUT OUTPUT [ANSWER [RESULT
    /// [-appes]]]`; the verdict on stderr as testlib writes it (`ok ...`,
    /// `wrong answer ...`, `wrong output format ...`, `FAIL ...`), or the
    /// comment alone in RESULT (testlib's XML result with -appes). Exit
    /// status 0 ok, 1 wrong answer, 2 wrong output format (a presentation
    /// error: the output cannot be read in the answer's format, or the
    /// OUTPUT file does not exist), 3 FAIL (the judge's fault: an invalid
    /// input, a missing or unreadable INPUT or ANSWER, a jury ANSWER that
    /// disagrees with boardsolve, a bad command line). A UTF-8 BOM at the
    /// start of the output is skipped, as testlib does. With --domjudge, a
    /// DOMjudge or Kattis output validator: exit 42 accepted, 43 rejected;
    /// letters compare in any case unless the flag case_sensitive is given.
    ///
    /// Tokens are compared by the answer's grammar: whitespace between them
    /// is free, inside them never; integers as testlib reads them (no `+`,
    /// no leading zero, no `-0`); LeetCode boards as JSON.
    Check(cli::check::CheckArgs),
    /// Write a single-file Rust solution a judge accepts, built from
    /// boardsolve's own solver.
    ///
    /// Std only, no unsafe, one thread; compiles with Rust 1.63 and later
    /// (edition 2021). --judge stdin: a program reading the judge's input,
    /// for Luogu, Codeforces or AtCoder. --judge leetcode: LeetCode's `impl
    /// Solution` and the solver over LeetCode's types (LeetCode declares
    /// `struct Solution` itself); --with-harness adds `struct Solution` and
    /// a `main` that runs testcases from stdin through it, to try the file
    /// locally.
    Emit(cli::emit::EmitArgs),
    /// Check a judge's test file, as a testlib validator: the exact layout
    /// and the judge's constraints.
    ///
    /// The layout: tokens separated by one space, `\n` line ends (the last
    /// line too), no blank line, tab, `\r`, byte-order mark or trailing
    /// space, integers without sign or leading zero, nothing after the
    /// input, the judge's lines (go-capture: `m`, then a line `x y` a move;
    /// board problems: one case per file in plain format, one line per
    /// parameter in leetcode format). The constraints: --strict's. Exit
    /// status 0 valid, 3 invalid (one line `FAIL line L, column C: ...` on
    /// stderr); with --kattis 42 valid, 43 invalid.
    Validate(cli::validate::ValidateArgs),
    /// Write a problem package in the Kattis problem package format
    /// (legacy, as problemtools' verifyproblem checks it) into DIR.
    ///
    /// problem.yaml, problem_statement/problem.en.md and .tex (with
    /// pictures of a sample where one helps, drawn from it: NAME.svg for
    /// the Markdown, NAME.pdf for the LaTeX), data/sample (the
    /// problem's examples) and data/secret (a spread drawn from stress's
    /// mix, one case a file, and inputs at the judge's limits; no two
    /// alike), each input with boardsolve's answer as its .ans;
    /// input_validators/validate (boardsolve's validator as one Rust
    /// file, exit 42 valid, 43 invalid); output_validators/check
    /// (boardsolve's checker as one Rust file, emit --checker: check
    /// --domjudge, exit 42 accepted, 43 rejected; validation: custom);
    /// submissions/accepted/boardsolve.rs (emit --judge stdin). The same
    /// seed writes the same package.
    Package(cli::package::PackageArgs),
    /// Write a shell completion script to stdout (bash, zsh, fish,
    /// PowerShell, elvish), as clap_complete writes it.
    ///
    /// bash: `boardsolve completions bash > ~/.local/share/bash-completion/completions/boardsolve`;
    /// zsh: into a directory on `$fpath` as `_boardsolve`; fish: `>
    /// ~/.config/fish/completions/boardsolve.fish`; PowerShell: `boardsolve
    /// completions powershell | Out-String | Invoke-Expression` in
    /// `$PROFILE`; elvish: `eval (boardsolve completions elvish | slurp)` in
    /// rc.elv.
    Completions(cli::shell::CompletionsArgs),
    /// Write boardsolve's man page (roff, as clap_mangen writes it) to
    /// stdout, or a subcommand's, or every page into a directory.
    ///
    /// `boardsolve man --dir ~/.local/share/man/man1` installs them all
    /// for `man boardsolve` and `man boardsolve-stress`; `boardsolve man |
    /// man -l -` reads one without installing.
    Man(cli::shell::ManArgs),
}

/// The whole command line: one subcommand per registered problem (the
/// common switches, then the problem's own), then the kit's.
pub fn command() -> clap::Command {
    let mut cmd = Cli::command();
    // Problems are listed first, in registry order, the kit after them.
    let kit: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for (k, name) in kit.iter().enumerate() {
        cmd = cmd.mut_subcommand(name, |c| c.display_order(Problem::ALL.len() + k));
    }
    for (k, p) in Problem::ALL.into_iter().enumerate() {
        let sub = with_problem!(p, P => cli::solve::command::<P>());
        cmd = cmd.subcommand(sub.display_order(k));
    }
    cmd
}

fn main() -> ExitCode {
    // A run's supervisor, started by `stress`: before anything else, so
    // that it stays small.
    boardsolve::platform::sandbox::enter_if_asked();
    let args = cli::check::testlib_args(std::env::args_os().collect());
    let matches = match command().try_get_matches_from(&args) {
        Ok(matches) => matches,
        Err(e) => return cli::parse_error(&e, &args),
    };
    let problem = matches
        .subcommand()
        .and_then(|(name, sub)| Some((Problem::ALL.into_iter().find(|p| p.name() == name)?, sub)));
    if let Some((p, sub)) = problem {
        return cli::solve::run(p, sub);
    }
    let command = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli.command,
        Err(e) => return cli::parse_error(&e, &args),
    };
    match command {
        Command::Gen(a) => cli::gen::run(a),
        Command::Stress(a) => cli::stress::run(*a),
        Command::Harness(a) => cli::harness::run(a),
        Command::Check(a) => cli::check::run(a),
        Command::Emit(a) => cli::emit::run(a),
        Command::Validate(a) => cli::validate::run(a),
        Command::Package(a) => cli::package::run(a),
        Command::Completions(a) => cli::shell::completions(a),
        Command::Man(a) => cli::shell::man(a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verify_cli() {
        command().debug_assert();
    }
}
