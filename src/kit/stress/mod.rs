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
//! inputs in oj's layout. This module ties them together.

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
use judge::Failure;
use report::Phase;
use save::Saver;
use search::{Case, Records};
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
/// the watcher.
struct Ctx<'a, P> {
    s: &'a Stress,
    report: Mutex<&'a mut (dyn Write + Send)>,
    /// Draw a progress line on stderr (a terminal that renders ANSI
    /// escapes: the line is redrawn); else one plain line every
    /// `Stress::progress_every`.
    progress: bool,
    /// Held while the screen is written, so the report and the progress
    /// line do not interleave.
    screen: Mutex<Phase>,
    /// Set on an interrupt: every run is killed, no new one starts.
    stop: AtomicBool,
    interrupt: Mutex<Option<Interrupt>>,
    /// The work is done: the watcher ends.
    finished: AtomicBool,
    passed: AtomicU64,
    /// The page's examples that passed.
    examples: AtomicU64,
    failed: AtomicU64,
    /// The slowest and hungriest passing runs.
    records: Mutex<Records>,
    /// How many inputs the next run of many takes.
    sizer: batch::Sizer,
    /// The reference solver's time on the judge's largest input, once a
    /// run has gone past the judge's figure (see [`limit`]); `None`
    /// inside: it could not run.
    calibration: OnceLock<Option<limit::Reference>>,
    started: Instant,
    problem: PhantomData<fn() -> P>,
}

/// Locks `m` even if a thread panicked holding it: each value here is
/// whole between writes, and one panic should not spread to every thread.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs the stress test of problem `P`, writing the report to `report` as
/// it goes and a progress line to stderr when that is a terminal; `notice`
/// tells of interrupts. A write error on `report` (a closed stdout) never
/// changes the status. An error means the program could not be started.
pub fn run<P: Definition>(
    s: &Stress,
    report: &mut (dyn Write + Send),
    notice: Option<&Notice>,
) -> Result<Status, String> {
    within::<P>(s, report, notice, true, |ctx| ctx.main())
}

/// Runs the program on the testcases of `text` (`stress --input FILE`),
/// one by one, as LeetCode's Run button does, reporting each (see
/// [`one`]); `notice` tells of interrupts. An error: `text` is no input of
/// the problem, or the program could not be started.
pub fn run_input<P: Definition>(
    s: &Stress,
    text: &[u8],
    report: &mut (dyn Write + Send),
    notice: Option<&Notice>,
) -> Result<Status, String> {
    within::<P>(s, report, notice, false, |ctx| ctx.run_input(text))
}

/// Runs `work` in a stress run's context, with a watcher for interrupts
/// (and, if `progress`, the progress line).
fn within<P: Definition>(
    s: &Stress,
    report: &mut (dyn Write + Send),
    notice: Option<&Notice>,
    progress: bool,
    work: impl FnOnce(&Ctx<P>) -> Result<Status, String>,
) -> Result<Status, String> {
    let ctx: Ctx<P> = Ctx {
        s,
        report: Mutex::new(report),
        progress: progress && term::supports_ansi(&io::stderr()),
        screen: Mutex::new(Phase::Search),
        stop: AtomicBool::new(false),
        interrupt: Mutex::new(None),
        finished: AtomicBool::new(false),
        passed: AtomicU64::new(0),
        examples: AtomicU64::new(0),
        failed: AtomicU64::new(0),
        records: Mutex::new(Records::default()),
        sizer: batch::Sizer::new(),
        calibration: OnceLock::new(),
        started: Instant::now(),
        problem: PhantomData,
    };
    std::thread::scope(|scope| {
        // Without its watcher a run would neither stop on Ctrl-C nor show
        // progress: a thread that cannot start (a process limit reached)
        // is an error, never a panic.
        std::thread::Builder::new()
            .spawn_scoped(scope, || ctx.watch(notice))
            .map_err(|e| format!("cannot start a thread: {e}"))?;
        let status = work(&ctx);
        ctx.finished.store(true, Ordering::Release);
        status
    })
}

impl<P: Definition> Ctx<'_, P> {
    /// The board side boardsolve reads inputs on.
    fn size(&self) -> usize {
        self.s.knobs.size.unwrap_or(judge_size::<P>() as u64) as usize
    }

    /// Whether an interrupt asked every run to stop.
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// The interrupt that stopped the run, if one did.
    fn interrupted(&self) -> Option<Interrupt> {
        *lock(&self.interrupt)
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

    /// The whole run: the search, then the first failure reported and
    /// saved, then shrunk, and the smallest failing input reported and
    /// saved.
    fn main(&self) -> Result<Status, String> {
        let first = self.search()?;
        let passed = self.passed.load(Ordering::Relaxed);
        let Some(first) = first else {
            if let Some(i) = self.interrupted() {
                self.say(&format!(
                    "interrupted by {}: {} passed, no failure found\n",
                    i.name(),
                    count(passed as usize, "seed")
                ));
                return Ok(Status::Interrupted(i));
            }
            let examples = self.examples.load(Ordering::Relaxed);
            let records = lock(&self.records);
            let slowest = records.slowest.map(|(time, ..)| time);
            let mut text = report::passed(
                examples,
                passed,
                self.started.elapsed(),
                &records,
                &self.s.judge,
            );
            drop(records);
            if let Some(note) = self.started_once(slowest) {
                text += &format!("({note})\n");
            }
            self.say(&text);
            return Ok(Status::Passed);
        };
        if let Some((status, stderr)) = self.broken(&first.found) {
            self.say(&report::not_runnable(&first.case.name(), status, stderr));
            return Ok(Status::Failed);
        }
        let mut saver = Saver::new(&self.s.save);
        let mut verdict = first.found.failure.describe(&self.s.limits, &self.s.judge);
        if let Failure::TimeLimit { limit, .. } = &first.found.failure {
            if let Some(note) = self.started_once(Some(limit.time)) {
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
        let saved = saver.save::<P>("", self.size(), &first.found);
        text += &self.show(&first.found, &saved);
        self.say(&text);
        let original = format!("{what} failed (saved as {})", saved.name());
        if let Some(i) = self.interrupted() {
            self.say(&format!(
                "interrupted by {}: {} passed; {original}\n",
                i.name(),
                count(passed as usize, "seed")
            ));
            return Ok(Status::Interrupted(i));
        }
        if self.s.shrink_time.is_zero() {
            self.say("not shrunk (--shrink-time 0)\n");
            return Ok(Status::Failed);
        }
        let together = matches!(first.case, Case::Together(..));
        // One more run before the budget goes on shrinking a program that
        // fails on every input.
        let shrunk = match (!together).then(|| self.hopeless(&first.found)).flatten() {
            Some((why, shrunk)) => {
                self.say(&format!("{why}\n"));
                shrunk
            }
            None => {
                self.say("\nshrinking...\n");
                self.shrink(first.found, &mut saver, together)
            }
        };
        let small = &shrunk.best;
        let mut text = report::stopped(&shrunk, self.s.shrink_time);
        text += &format!(
            "smallest failing input: {} (was {}; {} tried): {}\n",
            shrunk.now,
            shrunk.was,
            count(shrunk.runs, "input"),
            small.failure.describe(&self.s.limits, &self.s.judge)
        );
        let saved = saver.save::<P>("-shrunk", self.size(), small);
        text += &self.show(small, &saved);
        if let Some(i) = self.interrupted() {
            text += &format!(
                "interrupted by {} while shrinking: {} passed; {original}; the smallest failing input so far is {}\n",
                i.name(),
                count(passed as usize, "seed"),
                saved.name()
            );
            self.say(&text);
            return Ok(Status::Interrupted(i));
        }
        self.say(&text);
        Ok(Status::Failed)
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
