//! `boardsolve stress`: generate an input per seed, run the contestant's
//! program on it, judge its output; report the first failure the moment
//! it is found, save it, and shrink it to a small failing input.
//!
//! Inputs stay in the judge's domain (what `--strict` accepts) unless the
//! user opts out; without generator options each seed draws its settings
//! from [`mix`](crate::kit::mix), and the report spells them out as a `boardsolve gen`
//! command line that regenerates the input; every
//! [`JUDGE_EVERY`](crate::kit::mix::JUDGE_EVERY)th seed is an input at
//! the judge's limits instead. Before the seeds, the problem page's
//! examples run (the first check a contestant makes), unless the user
//! chose the seeds.
//!
//! Seeds are handed out in increasing order to `jobs` workers. A failure
//! at seed s cancels the runs of seeds above s at once; the runs below s
//! finish, so the reported failure is the smallest failing seed, whatever
//! the number of jobs, and it is reported as soon as they have.
//!
//! Nothing is lost on the way: the failure is printed and saved (input,
//! boardsolve's answer, the program's output) before shrinking starts,
//! each smaller failing input is saved as it is found, and an interrupt
//! (see [`crate::platform::interrupt`]) kills the running programs and
//! ends with what was found so far.
//!
//! The steps live apart: `search` hands out the seeds, `judge` runs the
//! program and judges its output, `shrink` shrinks a failure, `report`
//! writes the report and the progress line, `save` writes the failing
//! inputs in oj's layout. This module ties them together. The state is
//! split the same way: a [`Runner`] runs the program (the settings, the
//! cancellation, what runs learn), a [`Reporter`] reports (the writer, the
//! progress line, the tally, the saver); no step module imports one that
//! imports it back.

mod answers;
mod batch;
mod judge;
mod limit;
mod one;
mod report;
mod save;
mod search;
mod shrink;

use crate::cases::Format;
use crate::kit::contestant::{Limits, Program};
use crate::kit::gen::{gen_command, Knobs};
use crate::kit::mix::Domain;
use crate::kit::package::JudgeTime;
use crate::kit::shrink::count;
use crate::kit::solution::Servers;
use crate::kit::{judge_size, solve, within_constraints, Definition};
use crate::platform::interrupt::{Interrupt, Notice};
use crate::platform::term;
pub use batch::Batching;
use judge::{Failure, Found};
use report::{Phase, WATCH};
use save::{Saved, Saver};
use search::{Case, Records};
use std::fmt;
use std::io::{self, Write};
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// The stress run's settings (the problem is the type [`run`] is called
/// with).
pub struct Stress {
    /// Generator settings the user gave; the rest are drawn per seed.
    pub knobs: Knobs,
    /// Where the inputs may go: the judge's domain (what `--strict`
    /// accepts), its rules at any size, or anywhere.
    pub domain: Domain,
    /// The inputs' format.
    pub format: Format,
    /// The seeds to try, in increasing order.
    pub seeds: RangeInclusive<u64>,
    /// Run the problem page's examples first.
    pub examples: bool,
    /// Programs run at once.
    pub jobs: usize,
    /// The contestant's program.
    pub program: Program,
    /// The servers that run a whole program's seeds in one interpreter
    /// start (see [`crate::kit::solution::Servers`]); `None`: one
    /// process a seed.
    pub server: Option<Servers>,
    /// Run many inputs in one run of the program, a harness around a
    /// LeetCode solution (see [`batch`]); `None`: one input a run.
    pub batch: Option<Batching>,
    /// A harness's channel for its answers (see `answers`): the
    /// directory where each run's file of answers goes. `None`: the
    /// program's stdout is its answer (a whole program).
    pub answers: Option<PathBuf>,
    /// The limits on each run (the time limit the judge's,
    /// [`Package::TIME_LIMIT`](crate::kit::package::Package::TIME_LIMIT), unless the user chose one).
    pub limits: Limits,
    /// The judge's time limit and where it comes from: the problem's
    /// [`Package::TIME_LIMIT`](crate::kit::package::Package::TIME_LIMIT),
    /// or `--judge-time`.
    pub judge: JudgeTime,
    /// The time limit is the judge's figure, derived for this machine
    /// where a run goes past it (see [`limit`]); `false`: it is exact
    /// (`--timeout`).
    pub derive_limit: bool,
    /// Where failures are saved.
    pub save: PathBuf,
    /// Time the shrinker may spend; zero: no shrinking.
    pub shrink_time: Duration,
    /// How often a plain progress line goes to stderr when that is no
    /// terminal that redraws a line (a log); zero: never.
    pub progress_every: Duration,
}

/// How a stress run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every seed passed.
    Passed,
    /// A seed failed.
    Failed,
    /// An interrupt ended the run early.
    Interrupted(Interrupt),
}

impl Status {
    /// The exit status: 0 every seed passed, 1 a failure, 128 + the signal
    /// when interrupted.
    pub fn code(self) -> u8 {
        match self {
            Status::Passed => 0,
            Status::Failed => 1,
            Status::Interrupted(i) => i.status(),
        }
    }
}

/// One stress run of problem `P` in progress, shared by the workers and
/// the watcher: what runs the program, and what reports. Each step takes
/// the part it needs; the search, the shrink and the report's writing of
/// a failure take both.
struct Ctx<'a, P> {
    run: Runner<'a, P>,
    report: Reporter<'a>,
}

/// What runs the program and judges a run (see `judge`, `answers`,
/// `batch`, `limit`): the settings, the cancellation, and what the runs
/// learn of the machine and the program.
struct Runner<'a, P> {
    s: &'a Stress,
    /// Set on an interrupt: every run is killed, no new one starts.
    stop: AtomicBool,
    interrupt: Mutex<Option<Interrupt>>,
    /// How many inputs the next run of many takes.
    sizer: batch::Sizer,
    /// The reference solver's time on the judge's largest input, once a
    /// run has gone past the judge's figure (see [`limit`]); `None`
    /// inside: it could not run.
    calibration: OnceLock<Option<limit::Reference>>,
    problem: PhantomData<fn() -> P>,
}

/// What reports (see `report`, `save`): the report's writer, the progress
/// line, the tally of seeds and the failures saved.
struct Reporter<'a> {
    out: Mutex<&'a mut (dyn Write + Send)>,
    /// Draw a progress line on stderr (a terminal that renders ANSI
    /// escapes: the line is redrawn); else one plain line every `every`.
    progress: bool,
    /// How often a plain progress line goes to stderr; zero: never (see
    /// [`Stress::progress_every`]).
    every: Duration,
    /// The number of seeds to try, for the progress line.
    seeds: u128,
    /// Held while the screen is written, so the report and the progress
    /// line do not interleave.
    screen: Mutex<Phase>,
    /// The work is done: the watcher ends.
    finished: AtomicBool,
    passed: AtomicU64,
    /// The page's examples that passed.
    examples: AtomicU64,
    failed: AtomicU64,
    /// The slowest and hungriest passing runs.
    records: Mutex<Records>,
    /// Where the failures are saved.
    saver: Mutex<Saver>,
    started: Instant,
}

/// Locks `m` even if a thread panicked holding it: each value here is
/// whole between writes, and one panic should not spread to every thread.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Why a stress run could not go on.
#[derive(Debug)]
pub enum Error {
    /// `stress --input`'s text is no input of the problem (see
    /// [`testcases`]): where and what (the caller names the file).
    Input(String),
    /// The run could not go on: the program could not be started, a
    /// seed's input could not be held, a thread could not start.
    Run(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(msg) | Error::Run(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    fn from(msg: String) -> Error {
        Error::Run(msg)
    }
}

/// Runs the stress test of problem `P`, writing the report to `report` as
/// it goes and a progress line to stderr when that is a terminal; `notice`
/// tells of interrupts. A write error on `report` (a closed stdout) never
/// changes the status. An error ([`Error::Run`]): the program could not
/// be started, or a seed's input could not be held.
pub fn run<P: Definition>(
    s: &Stress,
    report: &mut (dyn Write + Send),
    notice: Option<&Notice>,
) -> Result<Status, Error> {
    within::<P>(s, report, notice, true, |ctx| Ok(ctx.main()?))
}

pub use one::testcases;

/// Runs the program on `cases` (`stress --input FILE`'s, see
/// [`testcases`]), one by one, as LeetCode's Run button does, reporting
/// each (see [`one`]); `notice` tells of interrupts. An error: the program
/// could not be started.
pub fn run_input<P: Definition>(
    s: &Stress,
    cases: &[Vec<u8>],
    report: &mut (dyn Write + Send),
    notice: Option<&Notice>,
) -> Result<Status, Error> {
    within::<P>(s, report, notice, false, |ctx| ctx.run_input(cases))
}

/// Runs `work` in a stress run's context, with a watcher for interrupts
/// (and, if `progress`, the progress line).
fn within<P: Definition>(
    s: &Stress,
    report: &mut (dyn Write + Send),
    notice: Option<&Notice>,
    progress: bool,
    work: impl FnOnce(&Ctx<P>) -> Result<Status, Error>,
) -> Result<Status, Error> {
    let ctx: Ctx<P> = Ctx {
        run: Runner {
            s,
            stop: AtomicBool::new(false),
            interrupt: Mutex::new(None),
            sizer: batch::Sizer::new(),
            calibration: OnceLock::new(),
            problem: PhantomData,
        },
        report: Reporter {
            out: Mutex::new(report),
            progress: progress && term::supports_ansi(&io::stderr()),
            every: s.progress_every,
            seeds: u128::from(s.seeds.end().saturating_sub(*s.seeds.start())) + 1,
            screen: Mutex::new(Phase::Search),
            finished: AtomicBool::new(false),
            passed: AtomicU64::new(0),
            examples: AtomicU64::new(0),
            failed: AtomicU64::new(0),
            records: Mutex::new(Records::default()),
            saver: Mutex::new(Saver::new(&s.save)),
            started: Instant::now(),
        },
    };
    std::thread::scope(|scope| {
        // Without its watcher a run would neither stop on Ctrl-C nor show
        // progress: a thread that cannot start (a process limit reached)
        // is an error, never a panic.
        std::thread::Builder::new()
            .spawn_scoped(scope, || ctx.watch(notice))
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        let status = work(&ctx);
        ctx.report.finished.store(true, Ordering::Release);
        status
    })
}

impl<P> Ctx<'_, P> {
    /// The watcher: polls for interrupts (each stops the runs) and draws
    /// the progress line until the work is done.
    fn watch(&self, notice: Option<&Notice>) {
        let mut drawn = Instant::now();
        while !self.report.finished.load(Ordering::Acquire) {
            if let Some(i) = notice.and_then(Notice::poll) {
                self.run.interrupt(i);
            }
            self.report.draw(&mut drawn);
            std::thread::sleep(WATCH);
        }
        self.report.clear();
    }
}

impl<P> Runner<'_, P> {
    /// Whether an interrupt asked every run to stop.
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// The interrupt that stopped the run, if one did.
    fn interrupted(&self) -> Option<Interrupt> {
        *lock(&self.interrupt)
    }

    /// Stops every run for the interrupt `i` (the first one is kept).
    fn interrupt(&self, i: Interrupt) {
        lock(&self.interrupt).get_or_insert(i);
        self.stop.store(true, Ordering::Release);
    }
}

/// The board side boardsolve reads inputs on: `--size`, else the judge's.
fn size_of<P: Definition>(knobs: &Knobs) -> usize {
    knobs.size.unwrap_or(judge_size::<P>() as u64) as usize
}

impl<P: Definition> Runner<'_, P> {
    /// The board side boardsolve reads inputs on.
    fn size(&self) -> usize {
        size_of::<P>(&self.s.knobs)
    }

    /// Whether `text` is in the run's domain (the shrinker runs only
    /// such inputs): the judge's (`--strict` accepts it), or one that
    /// boardsolve reads, keeping the judge's rules under
    /// `--beyond-judge-sizes`.
    fn allowed(&self, text: &[u8]) -> bool {
        match self.s.domain {
            Domain::Judge => within_constraints::<P>(text).is_ok(),
            Domain::Sizes => solve::<P>(text, self.size()).is_ok() && P::judge_rules(text).is_ok(),
            Domain::Any => solve::<P>(text, self.size()).is_ok(),
        }
    }

    /// The failure `found` in words, as the report's verdict.
    fn describe(&self, found: &Found) -> String {
        found.failure.describe(&self.s.limits, &self.s.judge)
    }

    /// Where a served program's seed took `time`, half the time limit or
    /// more: that its time counts the interpreter's start, measured once
    /// (see [`Servers`]).
    fn started_once(&self, time: Option<Duration>) -> Option<String> {
        let servers = self.s.server.as_ref()?;
        let start = servers.start()?;
        (time? * 2 >= self.s.limits.time).then(|| {
            format!(
                "each seed's time counts {}'s start, {:.3} s of CPU time measured once: one start served every seed of a job",
                servers.interpreter(),
                start.as_secs_f64()
            )
        })
    }
}

/// The passed report's note on a served JavaScript or Java program's
/// memory (see [`Servers::shares_memory`]).
const SHARED_MEMORY: &str = "each seed's memory is its server's, what earlier seeds left in it counted; a seed past the limit runs again alone, and --one-process-a-seed measures every seed alone";

impl<P: Definition> Ctx<'_, P> {
    /// The whole run: the search, then the first failure reported and
    /// saved, then shrunk, and the smallest failing input reported and
    /// saved.
    fn main(&self) -> Result<Status, String> {
        let (run, report) = (&self.run, &self.report);
        let first = self.search()?;
        let passed = report.passed.load(Ordering::Relaxed);
        // Stopped by an interrupt: the seeds passed, then what was found.
        let interrupted = |found: &str| {
            let i = run.interrupted()?;
            let seeds = count(passed as usize, "seed");
            report.say(&format!(
                "interrupted by {}: {seeds} passed{found}\n",
                i.name()
            ));
            Some(Status::Interrupted(i))
        };
        let Some(first) = first else {
            if let Some(status) = interrupted(", no failure found") {
                return Ok(status);
            }
            let examples = report.examples.load(Ordering::Relaxed);
            let records = lock(&report.records);
            let slowest = records.slowest.map(|(time, ..)| time);
            let mut text = report::passed(
                examples,
                passed,
                report.started.elapsed(),
                &records,
                &run.s.judge,
            );
            drop(records);
            if let Some(note) = run.started_once(slowest) {
                text += &format!("({note})\n");
            }
            if run.s.server.as_ref().is_some_and(Servers::shares_memory) {
                text += &format!("({SHARED_MEMORY})\n");
            }
            report.say(&text);
            return Ok(Status::Passed);
        };
        if let Some((status, stderr)) = run.broken(&first.found) {
            report.say(&report::not_runnable(&first.case.name(), status, stderr));
            return Ok(Status::Failed);
        }
        let mut verdict = run.describe(&first.found);
        if let Failure::TimeLimit { limit, .. } = &first.found.failure {
            if let Some(note) = run.started_once(Some(limit.time)) {
                verdict += &format!(" ({note})");
            }
        }
        let (mut text, what) = match &first.case {
            Case::Example(k) => (
                format!("example {k} of the problem page fails: {verdict}\n"),
                format!("example {k}"),
            ),
            Case::Seed(seed, options) => (
                format!(
                    "seed {seed} fails: {verdict}\nreproduce: {}\n",
                    gen_command::<P>(options)
                ),
                format!("seed {seed}"),
            ),
            Case::Together(_, last) => (
                report::together(&first.case.name(), &last.name(), &verdict),
                first.case.name(),
            ),
        };
        let saved = self.save("", &first.found);
        text += &report::show::<P>(&first.found, &saved, run.size());
        report.say(&text);
        let original = format!("{what} failed (saved as {})", saved.name());
        if let Some(status) = interrupted(&format!("; {original}")) {
            return Ok(status);
        }
        if run.s.shrink_time.is_zero() {
            report.say("not shrunk (--shrink-time 0)\n");
            return Ok(Status::Failed);
        }
        let together = matches!(first.case, Case::Together(..));
        // One more run before the budget goes on shrinking a program that
        // fails on every input.
        let shrunk = match (!together).then(|| run.hopeless(&first.found)).flatten() {
            Some((why, shrunk)) => {
                report.say(&format!("{why}\n"));
                shrunk
            }
            None => {
                report.say("\nshrinking...\n");
                self.shrink(first.found, together)
            }
        };
        let small = &shrunk.best;
        let mut text = shrunk.stopped(run.s.shrink_time);
        text += &format!(
            "smallest failing input: {} (was {}; {} tried): {}\n",
            shrunk.now,
            shrunk.was,
            count(shrunk.runs, "input"),
            run.describe(small)
        );
        let saved = self.save("-shrunk", small);
        text += &report::show::<P>(small, &saved, run.size());
        if let Some(i) = run.interrupted() {
            text += &format!(
                "interrupted by {} while shrinking: {} passed; {original}; the smallest failing input so far is {}\n",
                i.name(),
                count(passed as usize, "seed"),
                saved.name()
            );
            report.say(&text);
            return Ok(Status::Interrupted(i));
        }
        report.say(&text);
        Ok(Status::Failed)
    }

    /// Saves `found` as the run's case (`suffix` `-shrunk`: its smallest
    /// failing input), its answer solved if it is not yet.
    fn save(&self, suffix: &'static str, found: &Found) -> Saved {
        lock(&self.report.saver).save::<P>(suffix, self.run.size(), found)
    }
}
