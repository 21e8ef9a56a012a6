//! `boardsolve stress` on the command line: options checked like a
//! judge's (positive finite time, positive memory, any `u64` seeds), the
//! program checked before anything runs, then the run itself, stopped by
//! the interrupts [`boardsolve::platform::interrupt`] notices.

use super::knobs::{self, judge_rules_help, GenKnobs};
use super::{finish, parse_range, usage, ProblemName};
use anyhow::Result;
use boardsolve::cases::Format;
use boardsolve::kit::contestant::{Limits, Program};
use boardsolve::kit::gen::MAX_HELD_INPUT;
use boardsolve::kit::gen::{self, Knobs};
use boardsolve::kit::harness::Lang;
use boardsolve::kit::mix::{self, Domain};
use boardsolve::kit::package::JudgeTime;
use boardsolve::kit::solution::{self, Cache, Misplaced, Unprepared};
use boardsolve::kit::stress::{self, Stress};
use boardsolve::kit::Definition;
use boardsolve::platform::interrupt::Notice;
use boardsolve::platform::sandbox;
use boardsolve::problems::{Problem, DESCRIBED};
use boardsolve::with_problem;
use clap::Args;
use std::fs::File;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct StressArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    #[command(flatten)]
    knobs: GenKnobs,
    #[arg(long, help = beyond_judge_help())]
    beyond_judge: bool,
    #[arg(long, conflicts_with = "beyond_judge", help = beyond_judge_sizes_help())]
    beyond_judge_sizes: bool,
    /// Seeds to try: A..B (B excluded) or A..=B, anywhere in 0..=2^64-1
    /// [default: 1..=100, after the problem page's examples; every 25th
    /// seed an input at the judge's limits].
    #[arg(long, value_parser = parse_range)]
    seeds: Option<RangeInclusive<u64>>,
    /// Time limit per run, seconds, exactly [default: the judge's, derived
    /// for this machine, see --judge-time]: CPU time of every process of
    /// the run, detached ones too (on Linux and Windows; elsewhere
    /// wall-clock time), a time-out confirmed by a second run; a run that
    /// has waited (asleep, blocked) 3 times the limit is stopped. Every
    /// process of the run is ended at a limit and when the program exits.
    #[arg(long, value_name = "SECS", value_parser = parse_seconds)]
    timeout: Option<Duration>,
    /// The judge's time limit, seconds, a figure for the judge's machine
    /// [default: the problem's, see docs/reference.md]: a run past it runs
    /// again under the limit derived for this machine (6 x the time
    /// boardsolve's reference solver takes on the judge's largest input,
    /// at most 4 x the figure), and passes within it with a warning.
    #[arg(
        long,
        value_name = "SECS",
        value_parser = parse_seconds,
        conflicts_with = "timeout"
    )]
    judge_time: Option<Duration>,
    /// Time limit of each compiler run of --solution, seconds of CPU time
    /// (as --timeout): a compiler past it, or one that waited 3 times it,
    /// ends the run with status 1. Ctrl-C ends a compiler at once.
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = parse_seconds)]
    compile_timeout: Duration,
    /// Memory limit per run, MiB: peak resident memory of the run's
    /// processes, as judges measure it (Linux: sampled, and exact for each
    /// process that ends; other Unix systems: the program alone; Windows:
    /// the run's committed memory).
    #[arg(long, value_name = "MIB", default_value_t = 1024, value_parser = clap::value_parser!(u64).range(1..=1 << 40))]
    memory: u64,
    /// Output limit per run, MiB (at most 1024: the output is held in
    /// memory to be judged).
    #[arg(long, value_name = "MIB", default_value_t = 256, value_parser = parse_output_limit)]
    output_limit: u64,
    /// Time the shrinker may spend on a failure, seconds (0: no
    /// shrinking); the report says when it ran out. A time-out's smaller
    /// inputs run under the same time limit.
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = parse_budget)]
    shrink_time: Duration,
    /// When stderr is no terminal (a log), a progress line there every
    /// SECS seconds (0: never); a terminal's line is redrawn as it goes.
    #[arg(long, value_name = "SECS", default_value = "5", value_parser = parse_budget)]
    progress: Duration,
    /// Runs in parallel [default: one per core].
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Directory for failures, laid out for `oj test`: hack-000.in
    /// (input), hack-000.out (boardsolve's answer), hack-000-shrunk.* (the
    /// shrunk input), and the program's outputs in the subdirectory
    /// actual/ (hack-000.out, hack-000-shrunk.out), where oj does not
    /// look; made when a failure is found.
    #[arg(long, value_name = "DIR", default_value = "test")]
    save: PathBuf,
    /// Run COMMAND as one shell command line (`sh -c`; on Windows `cmd
    /// /C`), e.g. with a pipe.
    #[arg(long, conflicts_with = "solution")]
    shell: bool,
    #[arg(long, value_name = "FILE", conflicts_with = "command", help = solution_help())]
    solution: Option<PathBuf>,
    /// Run the program on the testcases of FILE (`-`: standard input)
    /// instead of seeds, one by one, as LeetCode's Run button does: in any
    /// format boardsolve reads (LeetCode's testcase box, plain, an example
    /// section pasted from the problem's page); each case's report shows
    /// boardsolve's answer, what the program returned and what it printed.
    /// Status 0 when every case is accepted, 1 when not.
    #[arg(long, value_name = "FILE", conflicts_with = "seeds")]
    input: Option<PathBuf>,
    /// With --solution of a LeetCode problem: start the solution once per
    /// input, not once for many (see --solution).
    #[arg(long)]
    one_per_run: bool,
    /// With --solution: compile FILE even if the same build is kept in the
    /// compile cache, and keep nothing there (see docs/reference.md).
    #[arg(long)]
    no_cache: bool,
    /// With --solution of a whole program in Python, JavaScript or Java:
    /// start the interpreter (the JVM) for each seed, not once per job
    /// with each seed a fresh program in it (see docs/reference.md).
    #[arg(long)]
    one_process_a_seed: bool,
    /// With --solution of a LeetCode problem: the class whose method is
    /// called (`Solution2`, a nested one as `Outer.Solution2`; JavaScript
    /// and Go: the function), where the file has several [default:
    /// Solution, else the one class with the problem's method].
    #[arg(long, value_name = "NAME")]
    class: Option<String>,
    /// The contestant's program and its arguments, after `--` (or
    /// --solution FILE).
    #[arg(
        last = true,
        required_unless_present = "solution",
        value_name = "COMMAND"
    )]
    command: Vec<String>,
}

/// `--solution`'s help, with the extensions of [`Lang::ALL`] and the
/// problems that read a whole program (no LeetCode method).
fn solution_help() -> String {
    let whole = knobs::names(|p| !p.leetcode());
    format!(
        "Stress a solution file instead of COMMAND, its language told by its \
extension ({}). LeetCode problems: FILE is the solution as submitted (class \
Solution with the method; JavaScript and Go the function), run in boardsolve's \
harness (see `boardsolve harness`) with LeetCode's imports and a deep \
recursion, on LeetCode-format inputs, many seeds' inputs in one run as \
LeetCode runs a submission's testcases in one process (each answer judged, \
each call timed against --timeout, on its own; what fails runs again alone; \
state a solution keeps from one testcase to the next shows, as on LeetCode; \
--one-per-run starts it for each seed); other problems ({}): a whole \
program, one input a run, each seed a fresh program: in Python, JavaScript and \
Java started from one interpreter (JVM) start per job, each seed forked, in a \
new context or a new class loader (--one-process-a-seed starts it for each \
seed). Compiled once (g++ -O2, javac, go build, rustc -O) before the first seed, \
or reused from the compile cache when nothing that goes into the build changed \
(--no-cache)",
        Lang::all_extensions(),
        whole.join(", ")
    )
}

/// The message for `stray`, a word given between PROBLEM and `--` (clap's
/// own says only "unexpected argument").
pub fn stray_hint(stray: &str) -> String {
    match Lang::of_file(stray.as_ref()) {
        Some(lang) => format!("unexpected argument '{stray}': a {} solution file goes after --solution (--solution {stray}), a program to run after -- (-- ./program)", lang.name()),
        None => format!("unexpected argument '{stray}': the program to run goes after -- (-- {stray}), a solution file after --solution"),
    }
}

/// A time limit: a positive, finite number of seconds.
fn parse_seconds(s: &str) -> Result<Duration, String> {
    let secs: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("expected seconds, found '{s}'"))?;
    if !(secs > 0.0 && secs <= 1e6) {
        return Err(format!(
            "the time limit must be above 0 and at most 1000000 seconds, found '{s}'"
        ));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// The most output a run may write, MiB: stress holds it in memory to
/// judge it (a run of each job at once).
const MAX_OUTPUT_MIB: u64 = 1024;

/// An output limit: 1 to [`MAX_OUTPUT_MIB`] MiB.
fn parse_output_limit(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(mib @ 1..=MAX_OUTPUT_MIB) => Ok(mib),
        Ok(0) => Err("the output limit must be at least 1 MiB".into()),
        _ => Err(format!(
            "stress holds a run's output in memory to judge it, so the output limit is 1 to {MAX_OUTPUT_MIB} MiB, found '{s}'"
        )),
    }
}

/// A time budget or an interval: zero or more seconds, finite.
fn parse_budget(s: &str) -> Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(secs) if (0.0..=1e6).contains(&secs) => Ok(Duration::from_secs_f64(secs)),
        _ => Err(format!("expected 0 to 1000000 seconds, found '{s}'")),
    }
}

/// Runs `stress` and returns its status: 0 all passed, 1 a failure,
/// 130/143 interrupted. An error (the program cannot be started) is
/// status 1 with one message; a bad option status 2.
pub fn run(a: StressArgs) -> ExitCode {
    finish(with_problem!(a.problem, P => stress::<P>(a)))
}

fn stress<P: Definition>(a: StressArgs) -> Result<ExitCode> {
    let usage = |msg: String| usage("stress", msg);
    let domain = match (a.beyond_judge, a.beyond_judge_sizes) {
        (true, _) => Domain::Any,
        (_, true) => Domain::Sizes,
        _ => Domain::Judge,
    };
    let judge = domain.judge();
    a.knobs.check_applies::<P>().map_err(usage)?;
    if a.no_cache && a.solution.is_none() {
        return Err(usage(
            "--no-cache goes with --solution FILE: -- COMMAND is run as it is, never compiled"
                .into(),
        ));
    }
    // COMMAND is started once a seed: only a harness reads many.
    if a.one_per_run && (a.solution.is_none() || P::LEETCODE.is_none()) {
        return Err(usage(format!("--one-per-run goes with --solution FILE of a LeetCode problem (its harness reads many seeds' inputs a run); {} always starts once a seed", match a.solution { None => "-- COMMAND", Some(_) => "a whole program" })));
    }
    if a.one_process_a_seed && (a.solution.is_none() || P::LEETCODE.is_some()) {
        return Err(usage(format!("--one-process-a-seed goes with --solution FILE of a whole program (its server runs every seed in one interpreter start); {}", match a.solution { None => "-- COMMAND always starts once a seed", Some(_) => "a LeetCode solution's harness has --one-per-run" })));
    }
    // Not clap's `requires`: it gives way to `--solution`'s conflict with
    // COMMAND.
    if a.class.is_some() && a.solution.is_none() {
        return Err(usage(
            "--class picks the class of a --solution FILE; -- COMMAND is run as it is".into(),
        ));
    }
    let knobs = a.knobs.knobs();
    // A problem with a `--size` plays on the judge's side only (its input
    // does not say the side).
    if let Some(j) = P::SIDES.map(|s| s.judge).filter(|_| judge) {
        if knobs.size.is_some_and(|s| s != j as u64) {
            return Err(usage(format!("{}: the judge's input does not carry the board size, its programs play on {j}x{j}; --size needs --beyond-judge or --beyond-judge-sizes", P::NAME)));
        }
    }
    let seeds = a.seeds.clone().unwrap_or(1..=100);
    // The first seed's draw, and the first input at the judge's limits
    // with the user's settings in.
    let settings = |seed| mix::stress_settings::<P>(&knobs, seed, domain, a.knobs.format());
    let check = |seed| gen::check_options::<P>(&settings(seed));
    if let Err(msg) = check(*seeds.start()).and_then(|()| check(mix::JUDGE_EVERY)) {
        let msg = if judge {
            format!("{msg} (stress stays in the judge's domain; --beyond-judge leaves it, --beyond-judge-sizes its sizes)")
        } else {
            msg
        };
        return Err(usage(msg));
    }
    // The seeds' drawn settings as well as the given ones: `--cases` of
    // boards of the sides a seed draws.
    for seed in [*seeds.start(), mix::JUDGE_EVERY] {
        gen::check_held::<P>(&settings(seed))
            .map_err(|msg| usage(format!("seed {seed}: {msg}")))?;
    }
    // A solution's toolchain is checked first, the solution compiled
    // once the interrupts are noticed.
    let solution = match &a.solution {
        Some(file) => {
            if P::LEETCODE.is_some() && a.knobs.format() == Format::Plain {
                return Err(usage("--solution calls LeetCode's method, which reads LeetCode's format: --format plain needs -- COMMAND".into()));
            }
            let lang = solution::check(file).map_err(anyhow::Error::msg)?;
            let method = P::LEETCODE.map(|lc| lc.signature);
            if a.class.is_some() && method.is_none() {
                return Err(usage(format!("--class picks the class of a LeetCode solution; {}'s --solution is a whole program", P::NAME)));
            }
            let source = solution::read(file, lang, method.as_ref(), a.class.as_deref()).map_err(
                |e| match e {
                    Misplaced::Usage(msg) => usage(msg),
                    Misplaced::File(msg) => anyhow::Error::msg(msg),
                },
            )?;
            Some((file, lang, source))
        }
        None => {
            let program = Program {
                argv: a.command.clone(),
                shell: a.shell,
            };
            if let Err(e) = program.check() {
                let hint = match (&a.command[..], a.shell) {
                    ([file], false) if Lang::of_file(file.as_ref()).is_some() => {
                        format!("; to stress a solution file, --solution {file}")
                    }
                    _ => String::new(),
                };
                anyhow::bail!("{e}{hint}");
            }
            None
        }
    };
    let notice = match Notice::install() {
        Ok(notice) => Some(notice),
        Err(err) => {
            // Not `eprintln!`, which panics when stderr cannot be written.
            let _ = writeln!(
                io::stderr(),
                "boardsolve: warning: running without Ctrl-C handling ({err})"
            );
            None
        }
    };
    // What a run's supervisor leaves if it dies comes here, to be ended.
    if let Err(err) = sandbox::contain_orphans() {
        let _ = writeln!(
            io::stderr(),
            "boardsolve: warning: the orphans of a run's processes go to the system ({err})"
        );
    }
    let status = stress_with::<P>(&a, solution, notice.as_ref(), knobs, domain);
    sandbox::sweep();
    status
}

/// The stress run once the interrupts are noticed: the solution compiled,
/// then the seeds.
fn stress_with<P: Definition>(
    a: &StressArgs,
    solution: Option<(&PathBuf, Lang, solution::Source)>,
    notice: Option<&Notice>,
    knobs: Knobs,
    domain: Domain,
) -> Result<ExitCode> {
    // `--input`'s testcases are read and checked first: a file at fault
    // is told before a compiler runs, and named, not the program.
    let cases = match &a.input {
        Some(file) => {
            let text = read_input(file)?;
            let cases = stress::testcases::<P>(&text, &knobs, a.knobs.format());
            Some(cases.map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?)
        }
        None => None,
    };
    let interrupted = || notice.and_then(Notice::poll);
    let build = solution::Build {
        timeout: a.compile_timeout,
        cancel: &|| interrupted().is_some(),
    };
    let cache = match a.no_cache {
        true => Cache::off(),
        false => Cache::user().map_err(|m| usage("stress", m))?,
    };
    let prepared = match solution {
        Some((file, lang, source)) => match compiling(file, lang, &source.using, &cache, || {
            solution::prepare::<P>(&source, lang, &build, &cache)
        }) {
            Ok(prepared) => Some(prepared),
            Err(Unprepared::Cancelled) => {
                let i = interrupted().ok_or_else(|| anyhow::anyhow!("compiling was cancelled"))?;
                let _ = writeln!(
                    io::stdout(),
                    "interrupted by {} while compiling {}: no seed ran",
                    i.name(),
                    file.display()
                );
                return Ok(ExitCode::from(i.status()));
            }
            Err(Unprepared::Error(msg)) => anyhow::bail!(msg),
            Err(Unprepared::Compile { message, output }) => {
                // The compiler's messages as it wrote them, many lines.
                let _ = io::stderr().write_all(output.as_bytes());
                anyhow::bail!(message)
            }
        },
        None => None,
    };
    let program = match &prepared {
        Some(prepared) => prepared.program.clone(),
        None => Program {
            argv: a.command.clone(),
            shell: a.shell,
        },
    };
    // A harness reads case after case: many seeds go through one run.
    let batch = match (&prepared, P::LEETCODE) {
        (Some(prepared), Some(lc)) if !a.one_per_run => Some(stress::Batching {
            arity: lc.signature.params.len(),
            dir: prepared.dir().to_path_buf(),
        }),
        _ => None,
    };
    // A harness writes its answers apart from what the solution prints.
    let answers = match (&prepared, P::LEETCODE) {
        (Some(prepared), Some(_)) => Some(prepared.dir().to_path_buf()),
        _ => None,
    };
    // A whole program in Python, JavaScript or Java: one interpreter start
    // per job.
    let server = match &prepared {
        Some(prepared) if !a.one_process_a_seed => {
            prepared.served.clone().map(solution::Servers::new)
        }
        _ => None,
    };
    let jobs = a.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    let judge = match a.judge_time {
        Some(time) => JudgeTime {
            time,
            source: "as --judge-time gives it",
        },
        None => P::TIME_LIMIT,
    };
    let s = Stress {
        knobs,
        domain,
        format: a.knobs.format(),
        seeds: a.seeds.clone().unwrap_or(1..=100),
        examples: a.seeds.is_none() && a.input.is_none(),
        jobs,
        program,
        server,
        batch,
        answers,
        limits: Limits {
            time: a.timeout.unwrap_or(judge.time),
            memory: a.memory << 20,
            output: a.output_limit << 20,
            wait: None,
        },
        judge,
        derive_limit: a.timeout.is_none(),
        save: a.save.clone(),
        shrink_time: a.shrink_time,
        progress_every: match a.input {
            Some(_) => Duration::ZERO,
            None => a.progress,
        },
    };
    let status = match &cases {
        Some(cases) => stress::run_input::<P>(&s, cases, &mut io::stdout(), notice)?,
        None => stress::run::<P>(&s, &mut io::stdout(), notice)?,
    };
    // The servers end, then the scratch directory goes, before the status
    // is returned.
    drop(s);
    drop(prepared);
    Ok(ExitCode::from(status.code()))
}

/// The bytes of `--input FILE` (`-`: standard input), at most the
/// [`MAX_HELD_INPUT`] bytes stress holds of an input.
fn read_input(file: &Path) -> Result<Vec<u8>> {
    let shown = file.display();
    let mut text = Vec::new();
    let most = MAX_HELD_INPUT + 1;
    let read = match file.as_os_str() == "-" {
        true => io::stdin().lock().take(most).read_to_end(&mut text),
        false => {
            let f = File::open(file).map_err(|e| anyhow::anyhow!("cannot open {shown}: {e}"))?;
            f.take(most).read_to_end(&mut text)
        }
    };
    read.map_err(|e| anyhow::anyhow!("cannot read {shown}: {e}"))?;
    if text.len() as u64 > MAX_HELD_INPUT {
        anyhow::bail!("{shown} is over the {MAX_HELD_INPUT} bytes stress holds of an input");
    }
    Ok(text)
}

/// A compilation that takes longer than this says so on stderr while it
/// runs.
const SLOW_COMPILE: Duration = Duration::from_secs(1);

/// Runs `prepare`, which makes FILE (of `lang`) a program: first, on
/// stdout, which class it calls if not LeetCode's (`using`); when that
/// compiles, a line on stderr once it has taken [`SLOW_COMPILE`], and, if
/// it compiled, its time on stdout, a line of the report's head, on its
/// own (the seeds' time is the seeds'), or that `cache` held the program
/// built; why the cache could not be used, if it could not, on stderr.
fn compiling<E>(
    file: &Path,
    lang: Lang,
    using: &Option<String>,
    cache: &Cache,
    prepare: impl FnOnce() -> Result<solution::Prepared, E>,
) -> Result<solution::Prepared, E> {
    if let Some(using) = using {
        let _ = writeln!(io::stdout(), "{using}");
    }
    let Some(tool) = solution::compiler(lang) else {
        return prepare();
    };
    let started = Instant::now();
    let (done, wait) = mpsc::channel::<()>();
    let shown = &file.display();
    let out = std::thread::scope(|scope| {
        // Without the thread there is no progress line, nothing worse.
        let _ = std::thread::Builder::new().spawn_scoped(scope, move || {
            if wait.recv_timeout(SLOW_COMPILE) == Err(RecvTimeoutError::Timeout) {
                let _ = writeln!(io::stderr(), "stress: compiling {shown} with {tool}...");
            }
        });
        let out = prepare();
        drop(done);
        out
    });
    if let Some(why) = cache.trouble() {
        // Not `eprintln!`, which panics when stderr cannot be written.
        let _ = writeln!(io::stderr(), "boardsolve: warning: {why}");
    }
    let _ = match &out {
        Ok(p) if p.reused => writeln!(io::stdout(), "{shown} unchanged: built program reused"),
        Ok(_) => writeln!(
            io::stdout(),
            "compiled {shown} with {tool} in {:.2} s",
            started.elapsed().as_secs_f64()
        ),
        Err(_) => Ok(()),
    };
    out
}

/// `--beyond-judge`'s help: what leaving the judge's domain means for each
/// problem (its `Generate::BEYOND_JUDGE`).
fn beyond_judge_help() -> String {
    let mut what = vec!["bigger boards"];
    what.extend(DESCRIBED.into_iter().filter_map(|p| p.beyond_judge()));
    format!(
        "Leave the judge's domain: inputs need not pass `--strict` ({})",
        what.join(", ")
    )
}

/// `--beyond-judge-sizes`'s help: the judge's rules each problem keeps
/// while its sizes grow (its `Generate::JUDGE_RULES`).
fn beyond_judge_sizes_help() -> String {
    format!(
        "Leave only the judge's sizes: bigger boards, the judge's other rules kept ({}); gen's --judge-rules regenerates its inputs",
        judge_rules_help()
    )
}
