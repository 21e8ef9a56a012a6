//! `boardsolve stress`: generate an input per seed, run the contestant's
//! program on it, judge its output; report the first failure the moment
//! it is found, save it, and shrink it to a small failing input.
//!
//! Inputs stay in the judge's domain (what `--strict` accepts) unless the
//! user opts out; without generator options each seed draws its settings
//! from [`mix`], and the report spells them out as a `boardsolve gen`
//! command line that regenerates the input.
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

use crate::cases::Format;
use crate::kit::check::{check, escaped};
use crate::kit::contestant::{Limits, Outcome, Program};
use crate::kit::gen::{gen_command, generate, GenOptions, Knobs};
use crate::kit::mix::Domain;
use crate::kit::shrink::Input;
use crate::kit::{judge_size, mix, solve, within_constraints, Definition};
use crate::out::Out;
use crate::platform::interrupt::{Interrupt, Notice};
use crate::platform::{shell, term};
use std::io::{self, Write};
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Runs the shrinker may spend.
const SHRINK_RUNS: usize = 2000;
/// A shrunk time-out's limit is its share of the time limit (by input
/// size) but at least this fraction of it...
const SCALED_FLOOR: u32 = 10;
/// ...and at least this many times the program's start-up (its time on
/// an empty input), which no smaller input saves.
const STARTUP_TIMES: u32 = 2;
/// The share of its time the shrinker may spend finding candidates to
/// run, past the first `OWN_GRACE`: each costs about its size to build,
/// write and validate, and most drops from a long Go replay are rejected
/// (a stone no longer captured stands where a later move plays), so a
/// shrink of a 5·10^5-move time-out once spent 94% of its time there.
/// Past it, a pass of candidates ends early.
const OWN_SHARE: u32 = 10;
const OWN_GRACE: Duration = Duration::from_secs(1);
/// A time-out's shrink ends once this many smaller inputs since the last
/// progress ran in time: after the prefixes have found where the time-out
/// starts, the drops of a few moves each run about as long as the input,
/// so whether one still times out is the machine's noise, and running
/// them one after another (each up to its time limit) would win a move
/// or two at a time.
const SETTLED: usize = 16;
/// A new smallest input is saved at once if none was in this time (a
/// save writes its answer, a solve of it: a bisection of a long input
/// finds a smaller one every few tenths of a second); the smallest is
/// always saved when shrinking ends, interrupted or not.
const SAVE_EVERY: Duration = Duration::from_secs(1);
/// Inputs up to this many lines are printed whole; longer ones as their
/// first and last lines (as oj prints them).
const SHOW_LINES: usize = 40;
const HEAD_LINES: usize = 20;
const TAIL_LINES: usize = 10;
/// How often the watcher looks for an interrupt.
const WATCH: Duration = Duration::from_millis(20);
/// How often the progress line is redrawn.
const DRAW: Duration = Duration::from_millis(200);

/// The stress run's settings (the problem is the type [`run`] is called
/// with).
pub struct Stress {
    /// Generator settings the user gave; the rest are drawn per seed.
    pub knobs: Knobs,
    /// Where the inputs may go: the judge's domain (what `--strict`
    /// accepts), its rules at any size, or anywhere.
    pub domain: Domain,
    pub format: Format,
    pub seeds: RangeInclusive<u64>,
    pub jobs: usize,
    pub program: Program,
    pub limits: Limits,
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
    Passed,
    Failed,
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

/// What went wrong in a run.
#[derive(Clone, Debug)]
enum Failure {
    Wrong {
        message: String,
        /// The first line of the answer that differs, if any does.
        line: Option<usize>,
    },
    Crashed {
        status: String,
        stderr: String,
    },
    /// The limit it ran past: the time limit, or a smaller input's share
    /// of it while shrinking.
    TimeLimit(Duration),
    /// Peak resident memory when stopped, bytes.
    MemoryLimit(u64),
    OutputLimit,
}

impl Failure {
    /// Failures of the same kind: shrinking keeps the kind.
    fn same_kind(&self, other: &Failure) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }

    fn describe(&self, limits: &Limits) -> String {
        match self {
            Failure::Wrong { message, .. } => message.clone(),
            Failure::Crashed { status, .. } => format!("crashed: {status}"),
            Failure::TimeLimit(t) if *t == limits.time => {
                format!("time limit exceeded ({} s)", t.as_secs_f64())
            }
            Failure::TimeLimit(t) => format!(
                "time limit exceeded ({:.3} s: the {} s limit scaled to the input's size)",
                t.as_secs_f64(),
                limits.time.as_secs_f64()
            ),
            Failure::MemoryLimit(peak) => format!("memory limit exceeded ({} MiB)", peak >> 20),
            Failure::OutputLimit => format!("output limit exceeded ({} MiB)", limits.output >> 20),
        }
    }
}

/// A failing input, how it failed and what the program wrote.
#[derive(Clone, Debug)]
struct Found {
    input: Vec<u8>,
    failure: Failure,
    stdout: Vec<u8>,
}

/// The result of one run, judged.
enum Judged {
    Passed { time: Duration, memory: u64 },
    Failed(Found),
    Cancelled,
}

/// What the progress line shows.
enum Phase {
    Search,
    Shrink { runs: usize, size: String },
}

/// The best of the passing runs: the slowest, the hungriest.
#[derive(Default)]
struct Records {
    slowest: (Duration, u64),
    heaviest: (u64, u64),
}

/// How shrinking ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// No smaller input fails the same way.
    Done,
    /// Its time budget ran out.
    Time,
    /// [`SHRINK_RUNS`] inputs were tried.
    Runs,
    /// Finding candidates took its share of the time (see [`OWN_SHARE`]).
    Costly,
    /// [`SETTLED`] smaller inputs of a time-out in a row ran in time.
    Settled,
    Interrupted,
}

/// What shrinking found: the smallest failing input, the inputs tried,
/// how it ended and the time it took, and the sizes of the failing input
/// and the smallest in words (see [`Input::describe`]; the parsed inputs
/// describe themselves, as parsing one again costs a solve).
struct Shrunk {
    best: Found,
    runs: usize,
    ended: Ended,
    time: Duration,
    was: String,
    now: String,
}

/// The first failure of the search: its seed and settings.
struct First {
    seed: u64,
    options: GenOptions,
    found: Found,
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
    failed: AtomicU64,
    started: Instant,
    problem: PhantomData<fn() -> P>,
}

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
    let ctx: Ctx<P> = Ctx {
        s,
        report: Mutex::new(report),
        progress: term::supports_ansi(&io::stderr()),
        screen: Mutex::new(Phase::Search),
        stop: AtomicBool::new(false),
        interrupt: Mutex::new(None),
        finished: AtomicBool::new(false),
        passed: AtomicU64::new(0),
        failed: AtomicU64::new(0),
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
        let status = ctx.main();
        ctx.finished.store(true, Ordering::Release);
        status
    })
}

impl<P: Definition> Ctx<'_, P> {
    fn size(&self) -> usize {
        self.s.knobs.size.unwrap_or(judge_size::<P>() as u64) as usize
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// Polls for interrupts and draws the progress line until the end.
    fn watch(&self, notice: Option<&Notice>) {
        let mut drawn = Instant::now();
        let every = match self.progress {
            true => DRAW,
            false => self.s.progress_every,
        };
        while !self.finished.load(Ordering::Acquire) {
            if let Some(i) = notice.and_then(Notice::poll) {
                lock(&self.interrupt).get_or_insert(i);
                self.stop.store(true, Ordering::Release);
            }
            if !every.is_zero() && drawn.elapsed() >= every {
                drawn = Instant::now();
                let phase = lock(&self.screen);
                let line = match &*phase {
                    Phase::Search => {
                        let n = self.passed.load(Ordering::Relaxed);
                        let total = u128::from(self.s.seeds.end() - self.s.seeds.start()) + 1;
                        let rate = n as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
                        format!(
                            "{n}/{total} seeds passed, {} failed, {rate:.0}/s",
                            self.failed.load(Ordering::Relaxed)
                        )
                    }
                    Phase::Shrink { runs, size } => {
                        format!("shrinking: {runs} runs, smallest so far {size}")
                    }
                };
                let _ = match self.progress {
                    true => write!(io::stderr(), "\r\x1b[K{line}"),
                    false => writeln!(
                        io::stderr(),
                        "stress: {line}, {:.1} s",
                        self.started.elapsed().as_secs_f64()
                    ),
                };
            }
            std::thread::sleep(WATCH);
        }
        if self.progress {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }

    /// Writes report text (clearing the progress line first); errors are
    /// ignored: the status does not depend on who reads the report.
    fn say(&self, text: &str) {
        let _phase = lock(&self.screen);
        if self.progress {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
        let mut report = lock(&self.report);
        let _ = report.write_all(text.as_bytes());
        let _ = report.flush();
    }

    fn set_phase(&self, phase: Phase) {
        *lock(&self.screen) = phase;
    }

    fn interrupted(&self) -> Option<Interrupt> {
        *lock(&self.interrupt)
    }

    fn main(&self) -> Result<Status, String> {
        let (first, records) = self.search()?;
        let passed = self.passed.load(Ordering::Relaxed);
        let Some(first) = first else {
            if let Some(i) = self.interrupted() {
                self.say(&format!(
                    "interrupted by {}: {passed} seeds passed, no failure found\n",
                    i.name()
                ));
                return Ok(Status::Interrupted(i));
            }
            let (time, seed) = records.slowest;
            let memory = match records.heaviest {
                // Windows measures only runs of half a second and more.
                (0, _) => "memory not measured".to_string(),
                (bytes, seed) => format!(
                    "most memory: seed {seed} ({:.1} MiB)",
                    bytes as f64 / f64::from(1 << 20)
                ),
            };
            self.say(&format!(
                "ok: {passed} seeds passed in {:.2} s; slowest: seed {seed} ({:.3} s); {memory}\n",
                self.started.elapsed().as_secs_f64(),
                time.as_secs_f64(),
            ));
            return Ok(Status::Passed);
        };
        let mut saver = Saver::new(&self.s.save);
        let mut text = format!(
            "seed {} fails: {}\nreproduce: {}\n",
            first.seed,
            first.found.failure.describe(&self.s.limits),
            gen_command::<P>(&first.options)
        );
        let saved = saver.save::<P>("", self.size(), &first.found);
        text += &self.show(&first.found, &saved);
        self.say(&text);
        let original = format!("seed {} failed (saved as {})", first.seed, saved.name());
        if let Some(i) = self.interrupted() {
            self.say(&format!(
                "interrupted by {}: {passed} seeds passed; {original}\n",
                i.name()
            ));
            return Ok(Status::Interrupted(i));
        }
        if self.s.shrink_time.is_zero() {
            self.say("not shrunk (--shrink-time 0)\n");
            return Ok(Status::Failed);
        }
        self.say("\nshrinking...\n");
        let shrunk = self.shrink(&first.found, &mut saver);
        let (small, runs) = (&shrunk.best, shrunk.runs);
        let mut text = match shrunk.ended {
            Ended::Done | Ended::Interrupted => String::new(),
            Ended::Costly => format!(
                "shrinking stopped after {:.1} s and {runs} inputs tried: the smaller inputs left to try are costly to build, and mostly outside the judge's domain; the input may shrink further\n",
                shrunk.time.as_secs_f64(),
            ),
            Ended::Settled => format!(
                "shrinking stopped after {:.1} s and {runs} inputs tried: the last {SETTLED} smaller inputs ran in time; the input may shrink further\n",
                shrunk.time.as_secs_f64(),
            ),
            Ended::Time => format!(
                "shrinking stopped at its time budget ({} s, --shrink-time) after {runs} inputs tried: the input may shrink further\n",
                self.s.shrink_time.as_secs_f64()
            ),
            Ended::Runs => format!(
                "shrinking stopped at its budget of {SHRINK_RUNS} inputs tried, after {:.1} s: the input may shrink further\n",
                shrunk.time.as_secs_f64()
            ),
        };
        text += &format!(
            "smallest failing input: {} (was {}; {runs} inputs tried): {}\n",
            shrunk.now,
            shrunk.was,
            small.failure.describe(&self.s.limits)
        );
        let saved = saver.save::<P>("-shrunk", self.size(), small);
        text += &self.show(small, &saved);
        if let Some(i) = self.interrupted() {
            text += &format!(
                "interrupted by {} while shrinking: {passed} seeds passed; {original}; the smallest failing input so far is {}\n",
                i.name(),
                saved.name()
            );
            self.say(&text);
            return Ok(Status::Interrupted(i));
        }
        self.say(&text);
        Ok(Status::Failed)
    }

    /// The input of `seed` and its settings.
    fn input_for(&self, seed: u64) -> (GenOptions, Vec<u8>) {
        let s = self.s;
        let o = mix::settings::<P>(&s.knobs, seed, s.domain, s.format);
        let mut out = Out::new(Vec::new());
        // Generators only fail on write errors, impossible into a Vec.
        let _ = generate::<P>(&o, &mut out);
        let input = out.into_inner().unwrap_or_default();
        debug_assert!(
            s.domain == Domain::Any || self.allowed(&input),
            "outside {:?}: {}",
            s.domain,
            gen_command::<P>(&o)
        );
        (o, input)
    }

    /// Runs seeds until the first failure (the smallest failing seed), the
    /// end of the range, or an interrupt.
    fn search(&self) -> Result<(Option<First>, Records), String> {
        let (start, end) = (*self.s.seeds.start(), *self.s.seeds.end());
        let next = Mutex::new(Some(start));
        // The smallest failing seed so far (u64::MAX: none, or that one).
        let limit = AtomicU64::new(u64::MAX);
        let first: Mutex<Option<First>> = Mutex::new(None);
        let records = Mutex::new(Records::default());
        let error: Mutex<Option<String>> = Mutex::new(None);
        let abort = AtomicBool::new(false);
        let worker = || loop {
            let seed = {
                let mut next = lock(&next);
                let Some(seed) = *next else { return };
                if seed > limit.load(Ordering::Acquire)
                    || self.stopped()
                    || abort.load(Ordering::Acquire)
                {
                    return;
                }
                *next = (seed < end).then(|| seed + 1);
                seed
            };
            let (options, input) = self.input_for(seed);
            let cancel = || {
                self.stopped()
                    || abort.load(Ordering::Acquire)
                    || seed > limit.load(Ordering::Acquire)
            };
            match self.judge(input, &self.s.limits, true, &cancel) {
                Ok(Judged::Passed { time, memory }) => {
                    self.passed.fetch_add(1, Ordering::Relaxed);
                    let mut r = lock(&records);
                    if time > r.slowest.0 {
                        r.slowest = (time, seed);
                    }
                    if memory > r.heaviest.0 {
                        r.heaviest = (memory, seed);
                    }
                }
                Ok(Judged::Failed(found)) => {
                    self.failed.fetch_add(1, Ordering::Relaxed);
                    limit.fetch_min(seed, Ordering::AcqRel);
                    let mut first = lock(&first);
                    if first.as_ref().is_none_or(|f| seed < f.seed) {
                        *first = Some(First {
                            seed,
                            options,
                            found,
                        });
                    }
                }
                Ok(Judged::Cancelled) => {}
                Err(e) => {
                    lock(&error).get_or_insert(e);
                    abort.store(true, Ordering::Release);
                    return;
                }
            }
        };
        std::thread::scope(|scope| {
            // A worker that cannot start (a process limit reached) leaves
            // the seeds to the others; this thread is one of them.
            for _ in 1..self.s.jobs.max(1) {
                let _ = std::thread::Builder::new().spawn_scoped(scope, worker);
            }
            worker();
        });
        if let Some(e) = lock(&error).take() {
            return Err(e);
        }
        let records = records.into_inner().unwrap_or_else(|e| e.into_inner());
        let first = first.into_inner().unwrap_or_else(|e| e.into_inner());
        Ok((first, records))
    }

    /// Runs the program on `input` under `limits` and judges its output;
    /// unless `outputs`, a run that finishes passes unjudged (shrinking a
    /// failure of another kind: solving the input would cost boardsolve
    /// about as much as its candidates cost the program).
    fn judge(
        &self,
        input: Vec<u8>,
        limits: &Limits,
        outputs: bool,
        cancel: &dyn Fn() -> bool,
    ) -> Result<Judged, String> {
        let s = self.s;
        let name = s.program.name();
        let outcome = s
            .program
            .run(&input, limits, cancel)
            .map_err(|e| format!("cannot start {name}: {e}"))?;
        let failure = match &outcome {
            Outcome::Finished { time, memory, .. } if !outputs => {
                return Ok(Judged::Passed {
                    time: *time,
                    memory: *memory,
                })
            }
            Outcome::Finished {
                stdout,
                time,
                memory,
            } => match verdict::<P>(&input, stdout, self.size())? {
                None => {
                    return Ok(Judged::Passed {
                        time: *time,
                        memory: *memory,
                    })
                }
                Some(message) => {
                    let expected = solve::<P>(&input, self.size()).unwrap_or_default();
                    Failure::Wrong {
                        message,
                        line: first_difference(&expected, stdout),
                    }
                }
            },
            // The shell's "command not found" and "cannot execute".
            Outcome::Crashed { status, stderr, .. }
                if s.program.shell
                    && shell::CANNOT_START
                        .iter()
                        .any(|c| *status == format!("exit status {c}")) =>
            {
                let why = String::from_utf8_lossy(stderr);
                return Err(format!(
                    "cannot start {name}: {status}: {}",
                    escaped(why.lines().next().unwrap_or("").as_bytes(), false)
                ));
            }
            Outcome::Crashed { status, stderr, .. } => Failure::Crashed {
                status: status.clone(),
                stderr: String::from_utf8_lossy(stderr).into_owned(),
            },
            Outcome::TimeLimit { .. } => Failure::TimeLimit(limits.time),
            Outcome::MemoryLimit { peak, .. } => Failure::MemoryLimit(*peak),
            Outcome::OutputLimit { .. } => Failure::OutputLimit,
            Outcome::Cancelled => return Ok(Judged::Cancelled),
        };
        let stdout = match outcome {
            Outcome::Finished { stdout, .. }
            | Outcome::Crashed { stdout, .. }
            | Outcome::TimeLimit { stdout }
            | Outcome::MemoryLimit { stdout, .. }
            | Outcome::OutputLimit { stdout } => stdout,
            Outcome::Cancelled => Vec::new(),
        };
        Ok(Judged::Failed(Found {
            input,
            failure,
            stdout,
        }))
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

    /// Shrinks a failure: tries smaller inputs (see
    /// [`crate::kit::shrink`]) in batches of `jobs` at once, keeps the
    /// first that fails the same way, and starts again from it, until
    /// nothing smaller fails, the budget is spent, or an interrupt. A new
    /// smallest input is saved at once unless one was less than
    /// [`SAVE_EVERY`] ago. A time-out's smaller inputs
    /// run under their share of the time limit (see [`Ctx::scaled`]).
    fn shrink(&self, found: &Found, saver: &mut Saver) -> Shrunk {
        let started = Instant::now();
        let parsed = <P::Input as Input>::parse(&found.input, self.size());
        let was = match &parsed {
            Ok(parsed) => parsed.describe(),
            Err(_) => self.size_of(&found.input),
        };
        let mut shrunk = Shrunk {
            best: found.clone(),
            runs: 0,
            ended: Ended::Done,
            time: Duration::ZERO,
            now: was.clone(),
            was,
        };
        let Ok(mut parsed) = parsed else {
            return shrunk;
        };
        let limit_for = self.scaled(found);
        let outputs = matches!(found.failure, Failure::Wrong { .. });
        // Smaller inputs of a time-out that ran in time since the last
        // progress (see [`SETTLED`]).
        let timeout = matches!(found.failure, Failure::TimeLimit(_));
        let mut in_time = 0;
        // When a smaller input was last saved (see [`SAVE_EVERY`]).
        let mut saved: Option<Instant> = None;
        let runs = &mut shrunk.runs;
        let best = &mut shrunk.best;
        // Time spent finding candidates to run.
        let mut own = Duration::ZERO;
        self.set_phase(Phase::Shrink {
            runs: *runs,
            size: shrunk.now.clone(),
        });
        // Checked before each candidate is built, as building, writing
        // and validating one costs as much as the input's size.
        let spent = |runs: usize| {
            if self.stopped() {
                Some(Ended::Interrupted)
            } else if runs >= SHRINK_RUNS {
                Some(Ended::Runs)
            } else if started.elapsed() >= self.s.shrink_time {
                Some(Ended::Time)
            } else {
                None
            }
        };
        // Where the last pass found something: the next pass starts there
        // (the candidates of similar inputs come in the same order), and
        // only a full pass without progress ends the search.
        let mut from = 0;
        let mut progress = false;
        'search: loop {
            shrunk.ended = Ended::Done;
            let hint = match best.failure {
                Failure::Wrong { line, .. } => line,
                _ => None,
            };
            let heavy = parsed.weight();
            // Built, written and validated only when their turn comes (the
            // ones tried in the last pass are skipped unbuilt).
            let mut pending = parsed
                .candidates(hint)
                .enumerate()
                .skip(from)
                .map(|(i, make)| (i, make()))
                .filter(|(_, c)| c.weight() < heavy)
                .map(|(i, c)| {
                    let text = c.write();
                    (i, c, text)
                })
                .filter(|(_, c, text)| parsed.keeps_valid(c) || self.allowed(text));
            // The candidates borrow `parsed`: a smaller failing input
            // replaces it once they are gone.
            let smaller = loop {
                let mut batch: Vec<(usize, P::Input, Vec<u8>)> = Vec::new();
                while batch.len() < self.s.jobs.max(1) {
                    if let Some(end) = spent(*runs) {
                        shrunk.ended = end;
                        break 'search;
                    }
                    if own > (started.elapsed() / OWN_SHARE).max(OWN_GRACE) {
                        shrunk.ended = Ended::Costly;
                        break;
                    }
                    let finding = Instant::now();
                    let next = pending.next();
                    own += finding.elapsed();
                    match next {
                        Some(c) => batch.push(c),
                        None => break,
                    }
                }
                if batch.is_empty() {
                    break None;
                }
                let cancel = || self.stopped();
                let results: Vec<Result<Judged, String>> = std::thread::scope(|scope| {
                    // A candidate whose thread cannot start is judged
                    // here, after the others have started.
                    let handles: Vec<_> = batch
                        .iter()
                        .map(|(_, _, text)| {
                            let limits = Limits {
                                time: limit_for(text.len()),
                                ..self.s.limits
                            };
                            let judge = move || self.judge(text.clone(), &limits, outputs, &cancel);
                            std::thread::Builder::new()
                                .spawn_scoped(scope, judge)
                                .map_err(|_| judge)
                        })
                        .collect();
                    handles
                        .into_iter()
                        .map(|h| match h {
                            Ok(h) => h.join().unwrap_or(Ok(Judged::Cancelled)),
                            Err(judge) => judge(),
                        })
                        .collect()
                });
                let tried = batch.len();
                let ran_in_time =
                    |r: &Result<Judged, String>| matches!(r, Ok(Judged::Passed { .. }));
                in_time += results.iter().filter(|r| timeout && ran_in_time(r)).count();
                let better = results.into_iter().zip(batch).enumerate().find_map(
                    |(k, (r, (i, cand, _)))| match r {
                        Ok(Judged::Failed(f)) if f.failure.same_kind(&best.failure) => {
                            Some((k, f, i, cand))
                        }
                        _ => None,
                    },
                );
                // Counted as one job would try them (up to the one kept),
                // so the report reads the same on any number of cores.
                *runs += better.as_ref().map_or(tried, |b| b.0 + 1);
                if let Some((_, f, i, cand)) = better {
                    in_time = 0;
                    break Some((f, i, cand));
                }
                if in_time >= SETTLED {
                    shrunk.ended = Ended::Settled;
                    break 'search;
                }
                if let Phase::Shrink { runs: r, .. } = &mut *lock(&self.screen) {
                    *r = *runs;
                }
            };
            drop(pending);
            if let Some((f, i, cand)) = smaller {
                *best = f;
                parsed = cand;
                (from, progress) = (i, true);
                if saved.is_none_or(|at| at.elapsed() >= SAVE_EVERY) {
                    saver.save::<P>("-shrunk", self.size(), best);
                    saved = Some(Instant::now());
                }
                shrunk.now = parsed.describe();
                self.set_phase(Phase::Shrink {
                    runs: *runs,
                    size: shrunk.now.clone(),
                });
                continue 'search;
            }
            if !progress {
                break;
            }
            (from, progress) = (0, false);
        }
        shrunk.time = started.elapsed();
        shrunk
    }

    /// The time limit of a smaller input while shrinking `found`: for a
    /// time-out, the limit times the input's share of the failing one's
    /// bytes (a program that is still too slow for its input's size fails
    /// the same way, and a candidate costs at most its share of the
    /// limit), but at least a tenth of the limit and twice the program's
    /// start-up; for other failures the limit itself.
    fn scaled(&self, found: &Found) -> impl Fn(usize) -> Duration {
        let limit = self.s.limits.time;
        let floor = match found.failure {
            Failure::TimeLimit(_) => {
                let started = Instant::now();
                let ran = self.s.program.run(b"", &self.s.limits, &|| self.stopped());
                let startup = match ran {
                    Ok(Outcome::TimeLimit { .. }) | Err(_) => limit,
                    Ok(_) => started.elapsed(),
                };
                (limit / SCALED_FLOOR)
                    .max(startup * STARTUP_TIMES)
                    .min(limit)
            }
            _ => limit,
        };
        let whole = found.input.len().max(1) as f64;
        move |bytes| limit.mul_f64((bytes as f64 / whole).min(1.0)).max(floor)
    }

    /// An input's size in words (see [`Input::describe`]), or in bytes
    /// if it does not parse.
    fn size_of(&self, input: &[u8]) -> String {
        match <P::Input as Input>::parse(input, self.size()) {
            Ok(parsed) => parsed.describe(),
            Err(_) => format!("{} bytes", input.len()),
        }
    }

    /// The input (if short), the answers side by side around the first
    /// difference (marked `>`) or the program's stderr, and where it is
    /// saved.
    fn show(&self, found: &Found, saved: &Saved) -> String {
        let mut w = String::new();
        let input = &found.input;
        let text = String::from_utf8_lossy(input);
        let all: Vec<String> = text.trim_end().lines().map(cut_line).collect();
        w += "input:\n";
        if all.len() <= SHOW_LINES {
            w += &all.join("\n");
        } else {
            w += &all[..HEAD_LINES].join("\n");
            w += &format!(
                "\n... ({} lines not shown)\n",
                all.len() - HEAD_LINES - TAIL_LINES
            );
            w += &all[all.len() - TAIL_LINES..].join("\n");
        }
        w.push('\n');
        match &found.failure {
            Failure::Wrong { line, .. } => {
                let expected = solve::<P>(input, self.size()).unwrap_or_default();
                let (e, g) = (lines(&expected), lines(&found.stdout));
                let first = line.unwrap_or(0);
                w += "answers (line: expected | found):\n";
                let n = e.len().max(g.len());
                for i in first.saturating_sub(3)..(first + 4).min(n) {
                    let mark = if i == first { '>' } else { ' ' };
                    // Escaped: a program's bytes must not clear or recolour
                    // the terminal.
                    let cut = |l: Option<&&[u8]>| match l {
                        None => String::from("(none)"),
                        Some(l) => escaped(&l[..l.len().min(60)], false),
                    };
                    w += &format!("{mark} {}: {} | {}\n", i + 1, cut(e.get(i)), cut(g.get(i)));
                }
            }
            Failure::Crashed { stderr, .. } if !stderr.trim().is_empty() => {
                let tail: Vec<String> = stderr
                    .trim_end()
                    .lines()
                    .take(20)
                    .map(|l| escaped(l.as_bytes(), false))
                    .collect();
                w += &format!("stderr:\n{}\n", tail.join("\n"));
            }
            _ => {}
        }
        w += &saved.line();
        w
    }
}

/// A line as the report shows it: at most `MAX_LINE` characters.
fn cut_line(line: &str) -> String {
    const MAX_LINE: usize = 400;
    match line.char_indices().nth(MAX_LINE) {
        None => line.to_string(),
        Some((at, _)) => format!("{}... ({} bytes)", &line[..at], line.len()),
    }
}

/// The one place that asks `check` for a verdict: `None` if the output is
/// accepted, else why not.
fn verdict<P: Definition>(
    input: &[u8],
    output: &[u8],
    size: usize,
) -> Result<Option<String>, String> {
    let v = check::<P>(input, output, size, false)
        .map_err(|e| format!("boardsolve cannot read its own input: {e}"))?;
    Ok((!v.accepted()).then_some(v.message))
}

/// Lines without their line ends.
fn lines(text: &[u8]) -> Vec<&[u8]> {
    let text = text.strip_suffix(b"\n").unwrap_or(text);
    text.split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect()
}

/// The line of the answer (0-based) holding the first token that differs
/// from the output's (`check` reads tokens, whatever lines hold them), or
/// the line after the answer's last when the output goes on; `None` when
/// every token is the same.
fn first_difference(expected: &[u8], found: &[u8]) -> Option<usize> {
    fn tokens(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
        lines(text).into_iter().enumerate().flat_map(|(i, l)| {
            l.split(|b| b.is_ascii_whitespace())
                .filter(|t| !t.is_empty())
                .map(move |t| (i, t))
        })
    }
    let (mut e, mut g) = (tokens(expected), tokens(found));
    loop {
        match (e.next(), g.next()) {
            (None, None) => return None,
            (Some((_, a)), Some((_, b))) if a == b => {}
            (Some((i, _)), _) => return Some(i),
            (None, Some(_)) => return Some(lines(expected).len()),
        }
    }
}

/// Failures saved as files in oj's test-directory style: `hack-000.in`
/// (the input) and `hack-000.out` (boardsolve's answer), which `oj test`
/// reads as a case, and the program's output as `actual/hack-000.out`: oj
/// takes every `*.*` file of the directory for a case and stops at one
/// that is not `.in` or `.out`, but looks in no subdirectory. The shrunk
/// input goes as `hack-000-shrunk.*`. The number is the first one free in
/// the directory, so earlier runs are never overwritten.
struct Saver {
    dir: PathBuf,
    /// `hack-NNN`, once chosen.
    name: Option<String>,
}

/// The subdirectory of the save directory that holds the programs'
/// outputs, where `oj test` does not look.
const ACTUAL: &str = "actual";

/// Where a failure went, or why it could not be saved.
enum Saved {
    /// `DIR/hack-NNN` (`.in`, `.out`) and the program's output.
    At {
        base: PathBuf,
        actual: PathBuf,
    },
    Not(String),
}

impl Saved {
    fn name(&self) -> String {
        match self {
            Saved::At { base, .. } => format!("{}.in", base.display()),
            Saved::Not(why) => format!("not saved: {why}"),
        }
    }

    fn line(&self) -> String {
        match self {
            Saved::At { base, actual } => {
                let p = base.display();
                format!(
                    "saved: {p}.in (input), {p}.out (boardsolve's answer), {} (the program's output)\n",
                    actual.display()
                )
            }
            Saved::Not(why) => format!("not saved: {why}\n"),
        }
    }
}

impl Saver {
    fn new(dir: &Path) -> Saver {
        Saver {
            dir: dir.to_path_buf(),
            name: None,
        }
    }

    fn save<P: Definition>(&mut self, suffix: &str, size: usize, found: &Found) -> Saved {
        match self.write::<P>(suffix, size, found) {
            Ok((base, actual)) => Saved::At { base, actual },
            Err(e) => Saved::Not(format!("{}: {e}", self.dir.display())),
        }
    }

    /// The files of case `name` (`hack-000-shrunk`): input, answer, the
    /// program's output.
    fn files(&self, name: &str) -> [PathBuf; 3] {
        [
            self.dir.join(format!("{name}.in")),
            self.dir.join(format!("{name}.out")),
            self.dir.join(ACTUAL).join(format!("{name}.out")),
        ]
    }

    fn write<P: Definition>(
        &mut self,
        suffix: &str,
        size: usize,
        found: &Found,
    ) -> io::Result<(PathBuf, PathBuf)> {
        std::fs::create_dir_all(self.dir.join(ACTUAL))?;
        let name = match &self.name {
            Some(name) => name.clone(),
            None => {
                // Free: none of the files this run may write exists (a
                // kept shrunk case is never overwritten).
                let free = (0..).map(|i| format!("hack-{i:03}")).find(|n| {
                    ["", "-shrunk"]
                        .iter()
                        .all(|s| self.files(&format!("{n}{s}")).iter().all(|f| !f.exists()))
                });
                // ok: an unbounded range always finds a free name.
                let name = free.unwrap_or_default();
                self.name = Some(name.clone());
                name
            }
        };
        let [input, answer, actual] = self.files(&format!("{name}{suffix}"));
        let expected = solve::<P>(&found.input, size).unwrap_or_default();
        std::fs::write(&input, &found.input)?;
        std::fs::write(answer, expected)?;
        std::fs::write(&actual, &found.stdout)?;
        Ok((self.dir.join(format!("{name}{suffix}")), actual))
    }
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    /// The answer line of the first token that differs, whatever lines
    /// the output put its tokens on.
    #[test]
    fn the_line_of_the_first_differing_token() {
        let answer = b"0 0\n0 1\n3 0\n";
        assert_eq!(first_difference(answer, b"0 0\n0 1\n3 0\n"), None);
        // Tokens the same, lines not: check reads tokens, so no line differs.
        assert_eq!(first_difference(answer, b"0 0 0 1\n3 0\n"), None);
        // The input echoed (`cat`): line 1 differs at once.
        assert_eq!(first_difference(answer, b"3\n1 2\n"), Some(0));
        // Right tokens on the wrong lines, then a wrong one: answer line 3.
        assert_eq!(first_difference(answer, b"0 0 0\n1 3 1\n"), Some(2));
        // A missing last line, and output past the answer's end.
        assert_eq!(first_difference(answer, b"0 0\n0 1\n"), Some(2));
        assert_eq!(first_difference(answer, b"0 0\n0 1\n3 0\n7\n"), Some(3));
    }
}
