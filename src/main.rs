//! The `boardsolve` command line: one subcommand per problem.

#![forbid(unsafe_code)]

use anyhow::{Context, Result};
use boardsolve::explain::Explain;
use boardsolve::kit::emit::{self, Judge};
use boardsolve::kit::gen;
use boardsolve::kit::gen::GenOptions;
use boardsolve::out::Out;
use boardsolve::page::{self, PageAnswer};
use boardsolve::platform;
use boardsolve::problems::Problem;
use boardsolve::scan;
use boardsolve::solve::{ColorWhen, Common, How, Solve};
use boardsolve::with_problem;
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod cli;

/// Exact, fast solvers for five grid-game judge problems: the judge's input
/// on stdin (or FILE), the judge's answer on stdout.
///
/// Exit status: 0 success, 1 malformed input (one message on stderr naming
/// the line and column or the move), 2 bad command line.
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
    Gen(GenArgs),
    /// Test a solution: generate an input per seed (in the judge's domain),
    /// run COMMAND (or a solution file: --solution) on it under time,
    /// memory and output limits, judge its output; report, save and shrink
    /// the first failure.
    ///
    /// Each seed draws the generator settings not given (sizes, patterns,
    /// shares) from a mix meant to reach every rule; given ones hold for
    /// every seed (the `[gen default]`s below are gen's). The report's
    /// `boardsolve gen` line regenerates the input. Exit status 0 if every
    /// seed passes, 1 on a failure, 130 or 143 when stopped by Ctrl-C or
    /// SIGTERM (which kill the program's processes and report what was
    /// found so far).
    Stress(cli::stress::StressArgs),
    /// Print the harness `stress --solution` runs a LeetCode solution in,
    /// for use elsewhere.
    ///
    /// The harness reads LeetCode-format testcases on stdin (one JSON
    /// parameter a line, case after case: what `gen --format leetcode`
    /// writes), calls the solution's method per case and prints each
    /// answer as LeetCode shows it, one a line (what `boardsolve PROBLEM`
    /// prints). Save it under the name its first lines give, beside the
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
    Emit(EmitArgs),
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

#[derive(Args)]
struct GenArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// Seed of the generator (SplitMix64): the same seed, the same input;
    /// `random` draws one and prints on stderr the command line that
    /// regenerates the input (for generators run without a shell, as
    /// `oj generate-input` runs them).
    #[arg(long, value_name = "SEED", default_value = "1", value_parser = cli::parse_seed)]
    seed: cli::Seed,
    #[command(flatten)]
    knobs: cli::knobs::GenKnobs,
    /// Satisfy the judge's constraints and guarantees (as --strict checks).
    #[arg(long)]
    strict: bool,
    #[arg(long, conflicts_with = "strict", help = judge_rules_help())]
    judge_rules: bool,
}

/// `gen --judge-rules`' help: each problem's rules besides its sizes.
fn judge_rules_help() -> String {
    format!(
        "Keep the judge's rules but not its size limits ({}): the inputs of stress --beyond-judge-sizes",
        gen::judge_rules_help()
    )
}

/// A problem argument: a subcommand name or alias. Its possible values are
/// the names (aliases as clap aliases), so shell completions offer them;
/// the arguments hide them in their help, which says what to give.
#[derive(Clone)]
struct ProblemName;

impl clap::builder::TypedValueParser for ProblemName {
    type Value = Problem;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Problem, clap::Error> {
        // The message stays `parse_problem`'s, in clap's usual wrapping.
        parse_problem.parse_ref(cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let value = |p: Problem| clap::builder::PossibleValue::new(p.name()).alias(p.alias());
        Some(Box::new(Problem::ALL.into_iter().map(value)))
    }
}

fn parse_problem(s: &str) -> Result<Problem, String> {
    Problem::from_name(s).ok_or_else(|| {
        let names: Vec<String> = Problem::ALL
            .iter()
            .map(|p| format!("{} ({})", p.name(), p.alias()))
            .collect();
        format!("unknown problem; one of: {}", names.join(", "))
    })
}

#[derive(Args)]
struct EmitArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true, required = true)]
    problem: Option<Problem>,
    // Its help names the problems that are not on LeetCode.
    #[arg(long, value_enum, help = emit::judge_help())]
    judge: Option<JudgeArg>,
    /// LeetCode style: also declare `struct Solution` and a `main` reading
    /// testcases from stdin, so the file runs locally.
    #[arg(long)]
    with_harness: bool,
    /// Write the problem's input validator instead (Kattis / DOMjudge:
    /// status 42 valid, 43 invalid), as `validate --kattis` judges.
    #[arg(long, conflicts_with_all = ["judge", "with_harness"])]
    validator: bool,
    /// Write the problem's output validator instead (Kattis / DOMjudge:
    /// `checker INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, status 42
    /// accepted, 43 rejected), as `check --domjudge` judges.
    #[arg(long, conflicts_with_all = ["judge", "with_harness", "validator"])]
    checker: bool,
    /// Write to FILE instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// List the forms CI checks instead, one a line: problem, emit
    /// arguments, size limit in bytes, gen arguments of its inputs (tabs).
    #[arg(long, exclusive = true)]
    list: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum JudgeArg {
    Stdin,
    Leetcode,
}

/// The input a solver subcommand reads: FILE, or stdin.
fn input(common: &Common) -> Result<Box<dyn Read>> {
    {
        match &common.file {
            Some(path) if path.as_os_str() != "-" => {
                let f =
                    File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
                // Opening a directory succeeds; reading it fails without a name.
                if f.metadata().is_ok_and(|m| m.is_dir()) {
                    anyhow::bail!("cannot read {}: it is a directory", path.display());
                }
                Ok(Box::new(f))
            }
            _ => Ok(Box::new(io::stdin().lock())),
        }
    }
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
        let sub = with_problem!(p, P => problem_command::<P>());
        cmd = cmd.subcommand(sub.display_order(k));
    }
    cmd
}

/// Problem `P`'s subcommand, with its help as clap's derive would make it
/// from a doc comment: the first paragraph, less its period, is the summary.
fn problem_command<P: Solve>() -> clap::Command {
    let summary = P::HELP.split("\n\n").next().unwrap_or_default();
    // After the switches: deriving Args sets the help from their doc comments.
    boardsolve::solve::switches::<P>()
        .visible_alias(P::ALIAS)
        .about(summary.strip_suffix('.').unwrap_or(summary))
        .long_about(P::HELP)
}

fn main() -> ExitCode {
    let args = cli::check::testlib_args(std::env::args_os().collect());
    let parsed = match command().try_get_matches_from(&args) {
        Ok(parsed) => parsed,
        Err(e) => {
            // `check` is judged by its status: a bad command line is FAIL,
            // never 2, which would read as a presentation error.
            if e.use_stderr() && args.get(1).is_some_and(|a| a == "check") {
                let feedback = cli::check::feedback_dir(&args);
                let domjudge = cli::check::domjudge(&args);
                return cli::check::command_line_error(&e, domjudge, feedback.as_deref());
            }
            e.exit()
        }
    };
    match run(&parsed) {
        Ok(status) => status,
        Err(err) => {
            // A reader that went away (`| head`) is not an error.
            let closed = err.chain().any(|e| {
                let io = match e.downcast_ref::<boardsolve::error::Error>() {
                    Some(boardsolve::error::Error::Io { err, .. }) => Some(err),
                    _ => e.downcast_ref::<io::Error>(),
                };
                io.is_some_and(platform::stdio::is_closed_pipe)
            });
            if closed {
                return ExitCode::SUCCESS;
            }
            // An unwritable stderr must not turn a status 1 into a panic.
            let _ = writeln!(
                io::stderr().lock(),
                "error: {}",
                scan::one_line(&format!("{err:#}"))
            );
            ExitCode::from(1)
        }
    }
}

/// Problem `P`'s subcommand: every problem runs through here.
fn solve<P: Solve>(
    sub: &ArgMatches,
    out: &mut Out<Answers>,
    page: &mut Vec<PageAnswer>,
) -> Result<()> {
    let common = Common::from_arg_matches(sub)?;
    let args = P::Args::from_arg_matches(sub)?;
    let how = How {
        strict: common.strict,
        naive: common.naive,
    };
    let explain = common.explain || P::explains(&args);
    explaining(explain, common.color, out, |ex, out| {
        let input = match P::reads_pages(&args) {
            true => board_input(&common, page, out)?,
            false => input(&common)?,
        };
        Ok(P::run(&args, how, input, out, ex)?)
    })
}

/// Runs a solver with an explanation sink on stderr if asked. Each answer
/// is then written out before its explanation, so the two read in order on
/// a terminal. Colours as `when` says; `auto` means on a terminal that
/// renders them, unless NO_COLOR is set to something (no-color.org: set
/// but empty is unset).
fn explaining(
    on: bool,
    when: ColorWhen,
    out: &mut Out<Answers>,
    solve: impl FnOnce(Option<&mut Explain>, &mut Out<Answers>) -> Result<()>,
) -> Result<()> {
    if !on {
        return solve(None, out);
    }
    let stderr = io::stderr();
    let color = match when {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => {
            platform::term::supports_ansi(&stderr)
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    out.write_each_record();
    let mut lock = stderr.lock();
    let mut ex = Explain {
        out: &mut lock,
        color,
    };
    solve(Some(&mut ex), out)
}

fn run(matches: &ArgMatches) -> Result<ExitCode> {
    // Write to the stdout file itself: `io::stdout()` would add a line
    // buffer in front of ours (and on Windows its console layer).
    let stdout = platform::stdio::stdout()?;
    let mut out = Out::new(Answers { stdout, kept: None });
    // The answers a pasted problem page gives, to compare with ours.
    let mut page = Vec::new();
    let problem = matches
        .subcommand_name()
        .and_then(|name| Problem::ALL.into_iter().find(|p| p.name() == name));
    let solved = match problem {
        Some(p) => {
            let (_, sub) = matches.subcommand().context("no subcommand")?;
            with_problem!(p, P => solve::<P>(sub, &mut out, &mut page))
        }
        None => match Cli::from_arg_matches(matches)?.command {
            Command::Gen(g) => {
                if let Err(msg) = g.knobs.check_applies(g.problem) {
                    cli::usage_error("gen", msg);
                }
                let opts = g.knobs.knobs().over(GenOptions {
                    seed: g.seed.draw(),
                    strict: g.strict,
                    rules: g.judge_rules,
                    format: g.knobs.format(),
                    ..GenOptions::default()
                });
                if let Err(msg) = gen::validate(g.problem, &opts) {
                    cli::usage_error("gen", msg);
                }
                if g.seed == cli::Seed::Random {
                    // Not `eprintln!`, which panics when stderr cannot be
                    // written; the input goes out all the same.
                    let _ = writeln!(
                        io::stderr(),
                        "boardsolve gen: seed {}; regenerate with: {}",
                        opts.seed,
                        gen::gen_command(g.problem, &opts)
                    );
                }
                gen::generate(g.problem, &opts, &mut out).map_err(Into::into)
            }
            Command::Stress(a) => return cli::stress::run(a).map(|()| ExitCode::SUCCESS),
            Command::Harness(a) => {
                match cli::harness::text(&a) {
                    Ok(text) => out.bytes(text.as_bytes()),
                    Err(msg) => cli::usage_error("harness", msg),
                }
                Ok(())
            }
            Command::Emit(a) => {
                // Clap asks for a problem unless --list, which goes alone.
                let source = match a.problem {
                    None => emit::list(),
                    Some(p) => {
                        let judge = match a.judge {
                            _ if a.validator => Judge::Validator,
                            _ if a.checker => Judge::Checker,
                            Some(JudgeArg::Stdin) => Judge::Stdin,
                            Some(JudgeArg::Leetcode) => Judge::Leetcode,
                            None => emit::default_judge(p),
                        };
                        match emit::emit(p, judge, a.with_harness) {
                            Ok(s) => s,
                            Err(msg) => cli::usage_error("emit", msg),
                        }
                    }
                };
                match &a.output {
                    Some(path) => std::fs::write(path, source)
                        .with_context(|| format!("cannot write {}", path.display()))?,
                    None => out.bytes(source.as_bytes()),
                }
                Ok(())
            }
            Command::Check(a) => return Ok(cli::check::run(a)),
            Command::Validate(a) => return Ok(cli::validate::run(a)),
            Command::Package(a) => return cli::package::run(a).map(|()| ExitCode::SUCCESS),
            Command::Completions(a) => cli::shell::completions(a, &mut out),
            Command::Man(a) => cli::shell::man(a, &mut out),
        },
    };
    // Answers before an input error are still written, and compared with
    // a pasted page's.
    let written = out.into_inner();
    let mut disagree = false;
    if let Ok(Answers {
        kept: Some(ours), ..
    }) = &written
    {
        for m in page::mismatches(&page, ours) {
            let _ = writeln!(io::stderr().lock(), "{m}");
            disagree = true;
        }
    }
    solved?;
    written?;
    Ok(if disagree {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Standard output, also kept in memory while the answers to a pasted
/// problem page are written (pages are small), to compare them with the
/// page's own.
struct Answers {
    stdout: File,
    kept: Option<Vec<u8>>,
}

impl Write for Answers {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.stdout.write(buf)?;
        if let Some(kept) = &mut self.kept {
            kept.extend_from_slice(&buf[..n]);
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.stdout.flush()
    }
}

/// Bytes looked at to tell a pasted problem page from a testcase file.
const PAGE_PEEK: u64 = 4096;
/// The largest pasted page read whole (a page's examples are a few KiB).
const PAGE_MAX: u64 = 16 << 20;

/// The input of a board problem. When it starts like an example section
/// pasted from a problem page (`Example 1:`, `输入：` ...), it is read whole
/// and turned into testcases (see `boardsolve::page`); the page's answers
/// go to `page`, and `out` keeps ours to compare.
fn board_input(
    common: &Common,
    page: &mut Vec<PageAnswer>,
    out: &mut Out<Answers>,
) -> Result<Box<dyn Read>> {
    let mut input = input(common)?;
    let mut head = Vec::new();
    (&mut input)
        .take(PAGE_PEEK)
        .read_to_end(&mut head)
        .context("reading input")?;
    if !page::is_page(&head) {
        return Ok(Box::new(io::Cursor::new(head).chain(input)));
    }
    (&mut input)
        .take(PAGE_MAX + 1 - head.len() as u64)
        .read_to_end(&mut head)
        .context("reading input")?;
    if head.len() as u64 > PAGE_MAX {
        anyhow::bail!(
            "a pasted problem page is at most {} MiB (without its example headings, an input may be any size)",
            PAGE_MAX >> 20
        );
    }
    *page = page::unpaste(&mut head);
    out.get_mut().kept = Some(Vec::new());
    Ok(Box::new(io::Cursor::new(head)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verify_cli() {
        command().debug_assert();
    }
}
