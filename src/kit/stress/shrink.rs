//! Shrinking a failure: smaller inputs (see [`crate::kit::shrink`]) are
//! tried in batches of `jobs` at once (a LeetCode solution's wrong answer
//! or crash: [`TOGETHER`] of them in one run of its harness, see
//! [`super::batch`]), the first that fails the same way is kept, and the
//! search starts again from it, until nothing smaller fails, the budget
//! is spent, or an interrupt. A new smallest input is
//! saved at once unless one was less than [`SAVE_EVERY`] ago. A
//! time-out's smaller inputs run under the same time limit (the one
//! derived for its input, if it was), so the smallest one reported is a
//! time-out a judge would give too (each one kept confirmed by a second
//! run, see [`Runner::judge`]).

use super::batch::{testcases, Batching, Doubt, Told};
use super::judge::{Failure, Found, Judged};
use super::limit::Limit;
use super::report::Phase;
use super::{lock, Ctx, Reporter, Runner};
use crate::kit::shrink::{count, Input};
use crate::kit::Definition;
use std::sync::{mpsc, Arc, Mutex};
use std::thread::Scope;
use std::time::{Duration, Instant};

/// The smaller inputs of a LeetCode solution's failure run together in
/// one run of its harness. A run of many costs about one start of the
/// program, but each input in it costs building, writing, validating and
/// judging, and the first one often fails (halving is tried first).
const TOGETHER: usize = 16;
/// Runs the shrinker may spend.
const SHRINK_RUNS: usize = 2000;
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

/// How shrinking ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ended {
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
pub(super) struct Shrunk {
    pub(super) best: Found,
    pub(super) runs: usize,
    pub(super) ended: Ended,
    pub(super) time: Duration,
    pub(super) was: String,
    pub(super) now: String,
}

impl Shrunk {
    /// Why shrinking stopped while smaller inputs were left to try: empty
    /// when none were, or an interrupt stopped it (reported last, on its
    /// own); `budget` is its time budget (`--shrink-time`).
    pub(super) fn stopped(&self, budget: Duration) -> String {
        let runs = count(self.runs, "input");
        match self.ended {
            Ended::Done | Ended::Interrupted => String::new(),
            Ended::Costly => format!(
                "shrinking stopped after {:.1} s and {runs} tried: the smaller inputs left to try are costly to build, and mostly outside the judge's domain; the input may shrink further\n",
                self.time.as_secs_f64(),
            ),
            Ended::Settled => format!(
                "shrinking stopped after {:.1} s and {runs} tried: the last {SETTLED} smaller inputs ran in time; the input may shrink further\n",
                self.time.as_secs_f64(),
            ),
            Ended::Time => format!(
                "shrinking stopped at its time budget ({} s, --shrink-time) after {runs} tried: the input may shrink further\n",
                budget.as_secs_f64()
            ),
            Ended::Runs => format!(
                "shrinking stopped at its budget of {SHRINK_RUNS} inputs tried, after {:.1} s: the input may shrink further\n",
                self.time.as_secs_f64()
            ),
        }
    }
}

/// A smaller input to run: its place among the candidates of the input
/// it shrinks, and its text.
struct Trial<I> {
    index: usize,
    input: I,
    text: Vec<u8>,
}

/// A smaller input run and judged: its text, whether its output is
/// judged, its time limit.
type Job = (Vec<u8>, bool, Limit);
type Judging = Result<Judged, String>;

/// The threads the smaller inputs run on, one per job, living through
/// the shrink and taking candidates from one queue in turn: a whole
/// program's server lives and ends with the thread that started it (see
/// [`crate::kit::solution::Servers`]), so a thread a candidate started
/// an interpreter a candidate (401 of them, 9.0 s, shrinking a Python
/// replay of 60 moves).
struct Workers<'s> {
    jobs: mpsc::Sender<(usize, Job)>,
    done: mpsc::Receiver<(usize, Option<Judging>)>,
    /// How many started (a process limit may stop some).
    started: usize,
    judge: &'s (dyn Fn(Job) -> Judging + Sync),
}

impl<'s> Workers<'s> {
    fn new<'e>(
        scope: &'s Scope<'s, 'e>,
        n: usize,
        judge: &'s (dyn Fn(Job) -> Judging + Sync),
    ) -> Self {
        let (jobs, queue) = mpsc::channel::<(usize, Job)>();
        let queue = Arc::new(Mutex::new(queue));
        let (tell, done) = mpsc::channel();
        let mut started = 0;
        for _ in 0..n {
            let (queue, tell) = (Arc::clone(&queue), tell.clone());
            // Ends when the queue's sender does, with the shrink.
            let worker = move || loop {
                let job = match queue.lock() {
                    Ok(queue) => queue.recv(),
                    Err(_) => return,
                };
                let Ok((k, job)) = job else { return };
                // A panic (a bug) loses its candidate's judging alone.
                let judged = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| judge(job)));
                if tell.send((k, judged.ok())).is_err() {
                    return;
                }
            };
            if std::thread::Builder::new()
                .spawn_scoped(scope, worker)
                .is_ok()
            {
                started += 1;
            }
        }
        Workers {
            jobs,
            done,
            started,
            judge,
        }
    }

    /// Judges `jobs` at once, in their order (`None`: its judging
    /// panicked); on this thread if no worker started.
    fn run(&self, jobs: Vec<Job>) -> Vec<Option<Judging>> {
        if self.started == 0 {
            return jobs
                .into_iter()
                .map(|job| Some((self.judge)(job)))
                .collect();
        }
        let mut judged: Vec<Option<Judging>> = jobs.iter().map(|_| None).collect();
        for job in jobs.into_iter().enumerate() {
            // ok: a worker holds the queue's receiver until the sender
            // ends; were they all gone, `done` would end below too.
            let _ = self.jobs.send(job);
        }
        for _ in 0..judged.len() {
            match self.done.recv() {
                Ok((k, j)) => judged[k] = j,
                Err(_) => break,
            }
        }
        judged
    }
}

/// One shrink of a failure of problem `P` in progress.
struct Shrinker<'c, 'a, P> {
    run: &'c Runner<'a, P>,
    /// The threads the smaller inputs run on.
    workers: &'c Workers<'c>,
    /// The progress line, and the saver of each smaller failing input.
    report: &'c Reporter<'a>,
    started: Instant,
    /// Judge the outputs of the smaller inputs: only when shrinking a
    /// wrong answer (see [`Runner::judge`]).
    outputs: bool,
    /// Run the smaller inputs together (see [`TOGETHER`]): a wrong answer
    /// or a crash of a harness, not of inputs that fail only together.
    batching: Option<&'a Batching>,
    /// Shrinking a time-out: the smaller inputs that run in time count
    /// towards [`SETTLED`].
    timeout: bool,
    /// Smaller inputs of a time-out that ran in time since the last
    /// progress.
    in_time: usize,
    /// The time limit the smaller inputs run under: a time-out's own
    /// (derived for its input or not), else the run's, exactly.
    limit: Limit,
    /// Time spent finding candidates to run (see [`OWN_SHARE`]).
    own: Duration,
    /// This pass of candidates was cut short once for its cost (see
    /// [`OWN_SHARE`]): if it ends without a smaller failing input, it
    /// ends as [`Ended::Costly`].
    costly: bool,
    /// When a smaller input was last saved (see [`SAVE_EVERY`]).
    saved: Option<Instant>,
    /// The smallest failing input so far and the tally.
    shrunk: Shrunk,
}

impl<P: Definition> Ctx<'_, P> {
    /// Shrinks the failure `found`, saving smaller failing inputs as they
    /// are found (see the module's docs); `together`: it fails only run
    /// after others (its smaller inputs then run alone).
    pub(super) fn shrink(&self, found: Found, together: bool) -> Shrunk {
        let started = Instant::now();
        let parsed = <P::Input as Input>::parse(&found.input, self.run.size());
        let was = match &parsed {
            Ok(parsed) => parsed.describe(),
            Err(_) => count(found.input.len(), "byte"),
        };
        let shrunk = Shrunk {
            best: found,
            runs: 0,
            ended: Ended::Done,
            time: Duration::ZERO,
            now: was.clone(),
            was,
        };
        let Ok(parsed) = parsed else {
            return shrunk;
        };
        let run = &self.run;
        let judge =
            |(text, outputs, limit): Job| run.judge(text, outputs, Some(limit), &|| run.stopped());
        std::thread::scope(|scope| {
            let workers = Workers::new(scope, run.s.jobs.max(1), &judge);
            Shrinker::new(self, &workers, shrunk, started, together).run(parsed)
        })
    }
}

/// The most candidates [`Runner::smallest`] builds on its way down.
const SMALLEST_TRIES: usize = 10_000;

impl<P: Definition> Runner<'_, P> {
    /// The smallest input that cuts of `found`'s reach (one move, a 1x1
    /// board), with why, when it fails the same way in one more run: it
    /// times out, crashes or gives no output there too. That input is the
    /// shrink's answer: shrinking step by step would spend its budget
    /// running a program that fails on every input to its limit on input
    /// after input. `None`: another failure, or the smallest input runs.
    pub(super) fn hopeless(&self, found: &Found) -> Option<(String, Shrunk)> {
        let started = Instant::now();
        let (what, exact) = match &found.failure {
            Failure::TimeLimit { limit, .. } => ("times out", Some(*limit)),
            Failure::Crashed { .. } => ("crashes", None),
            Failure::Wrong { .. } if found.stdout.is_empty() => ("gives no output", None),
            _ => return None,
        };
        let small = self.smallest(&found.input)?;
        let judged = self.judge(small.write(), true, exact, &|| self.stopped());
        let Ok(Judged::Failed(best)) = judged else {
            return None;
        };
        let again = match (&found.failure, &best.failure) {
            (Failure::TimeLimit { .. }, Failure::TimeLimit { .. }) => true,
            (Failure::Crashed { .. }, Failure::Crashed { .. }) => true,
            (Failure::Wrong { .. }, Failure::Wrong { .. }) => best.stdout.is_empty(),
            _ => false,
        };
        let now = small.describe();
        let why = format!("{what} even on the smallest input ({now}): not shrunk step by step");
        let was = <P::Input as Input>::parse(&found.input, self.size()).ok()?;
        again.then(|| {
            let shrunk = Shrunk {
                best,
                runs: 1,
                ended: Ended::Done,
                time: started.elapsed(),
                was: was.describe(),
                now,
            };
            (why, shrunk)
        })
    }

    /// The smallest input in the run's domain that cuts of `input` reach,
    /// taking the first lighter one each time (larger cuts come first, so
    /// a long input halves quickly), none of them run; `None` if `input`
    /// cannot be read or an interrupt came.
    fn smallest(&self, input: &[u8]) -> Option<P::Input> {
        let mut now = <P::Input as Input>::parse(input, self.size()).ok()?;
        let mut tries = 0;
        loop {
            let weight = now.weight();
            let mut lighter = None;
            for candidate in now.candidates(None) {
                tries += 1;
                if tries > SMALLEST_TRIES || self.stopped() {
                    break;
                }
                let c = candidate();
                if c.weight() < weight && (now.keeps_valid(&c) || self.allowed(&c.write())) {
                    lighter = Some(c);
                    break;
                }
            }
            match lighter {
                Some(c) => now = c,
                None => return (!self.stopped()).then_some(now),
            }
        }
    }
}

impl<'c, 'a, P: Definition> Shrinker<'c, 'a, P> {
    /// A shrinker of `shrunk.best`, started at `started`.
    fn new(
        ctx: &'c Ctx<'a, P>,
        workers: &'c Workers<'c>,
        shrunk: Shrunk,
        started: Instant,
        together: bool,
    ) -> Self {
        let failure = &shrunk.best.failure;
        let alike = matches!(failure, Failure::Wrong { .. } | Failure::Crashed { .. });
        Shrinker {
            batching: ctx.run.s.batch.as_ref().filter(|_| alike && !together),
            outputs: matches!(failure, Failure::Wrong { .. }),
            timeout: matches!(failure, Failure::TimeLimit { .. }),
            limit: match failure {
                Failure::TimeLimit { limit, .. } => *limit,
                _ => ctx.run.base_limit(),
            },
            run: &ctx.run,
            workers,
            report: &ctx.report,
            started,
            in_time: 0,
            own: Duration::ZERO,
            costly: false,
            saved: None,
            shrunk,
        }
    }

    /// Shrinks `parsed`, the failing input, pass after pass: each pass
    /// starts where the last one found something (the candidates of
    /// similar inputs come in the same order), and only a full pass
    /// without progress ends the search.
    fn run(mut self, mut parsed: P::Input) -> Shrunk {
        self.report.set_phase(Phase::Shrink {
            runs: self.shrunk.runs,
            size: self.shrunk.now.clone(),
        });
        let mut from = 0;
        let mut progress = false;
        loop {
            match self.pass(&parsed, from) {
                Ok((trial, found)) => {
                    self.accept(found, &trial.input);
                    parsed = trial.input;
                    (from, progress) = (trial.index, true);
                }
                Err(Ended::Done | Ended::Costly) if progress => (from, progress) = (0, false),
                Err(ended) => {
                    self.shrunk.ended = ended;
                    break;
                }
            }
        }
        self.shrunk.time = self.started.elapsed();
        self.shrunk
    }

    /// One pass over the candidates of `parsed` from the `from`th on: the
    /// first smaller input that fails the same way and its failure, or
    /// why there is none: the candidates ran out ([`Ended::Done`]), or
    /// the pass was cut short ([`Ended::Costly`]), or shrinking ends.
    fn pass(&mut self, parsed: &P::Input, from: usize) -> Result<(Trial<P::Input>, Found), Ended> {
        self.costly = false;
        let hint = match self.shrunk.best.failure {
            Failure::Wrong { line, .. } => line,
            _ => None,
        };
        let heavy = parsed.weight();
        let run = self.run;
        // Built, written and validated only when their turn comes (the
        // ones tried in the last pass are skipped unbuilt).
        let mut pending = parsed
            .candidates(hint)
            .enumerate()
            .skip(from)
            .map(|(index, make)| (index, make()))
            .filter(|(_, c)| c.weight() < heavy)
            .map(|(index, input)| {
                let text = input.write();
                Trial { index, input, text }
            })
            .filter(|t| parsed.keeps_valid(&t.input) || run.allowed(&t.text));
        loop {
            let batch = self.next_batch(&mut pending)?;
            if batch.is_empty() {
                return Err(match self.costly {
                    true => Ended::Costly,
                    false => Ended::Done,
                });
            }
            let results = self.run_batch(&batch);
            if let Some(smaller) = self.first_smaller(batch, results) {
                return Ok(smaller);
            }
            if self.in_time >= SETTLED {
                return Err(Ended::Settled);
            }
            if let Phase::Shrink { runs, .. } = &mut *lock(&self.report.screen) {
                *runs = self.shrunk.runs;
            }
        }
    }

    /// Up to one candidate per job from `pending`: fewer when they run out
    /// or finding them has taken its share of the time (see
    /// [`OWN_SHARE`]); an error once the budget is spent or on an
    /// interrupt.
    fn next_batch(
        &mut self,
        pending: &mut impl Iterator<Item = Trial<P::Input>>,
    ) -> Result<Vec<Trial<P::Input>>, Ended> {
        let mut batch = Vec::new();
        let size = match self.batching {
            Some(_) => TOGETHER,
            None => self.run.s.jobs.max(1),
        };
        while batch.len() < size {
            // Checked before each candidate is built, as building, writing
            // and validating one costs as much as the input's size.
            if let Some(end) = self.spent() {
                return Err(end);
            }
            if self.own > (self.started.elapsed() / OWN_SHARE).max(OWN_GRACE) {
                self.costly = true;
                break;
            }
            let finding = Instant::now();
            let next = pending.next();
            self.own += finding.elapsed();
            match next {
                Some(trial) => batch.push(trial),
                None => break,
            }
        }
        Ok(batch)
    }

    /// Why shrinking must end now, if it must: an interrupt, or a budget
    /// spent.
    fn spent(&self) -> Option<Ended> {
        if self.run.stopped() {
            Some(Ended::Interrupted)
        } else if self.shrunk.runs >= SHRINK_RUNS {
            Some(Ended::Runs)
        } else if self.started.elapsed() >= self.run.s.shrink_time {
            Some(Ended::Time)
        } else {
            None
        }
    }

    /// Runs the candidates of `batch` at once and judges them.
    fn run_batch(&self, batch: &[Trial<P::Input>]) -> Vec<Result<Judged, String>> {
        let whole = |b: &&Batching| batch.iter().all(|t| testcases(&t.text, b.arity).is_some());
        if let Some(batching) = self.batching.filter(whole) {
            return self.run_together(batching, batch);
        }
        let jobs = batch
            .iter()
            .map(|t| (t.text.clone(), self.outputs, self.limit))
            .collect();
        self.workers
            .run(jobs)
            .into_iter()
            .map(|j| j.unwrap_or(Ok(Judged::Cancelled)))
            .collect()
    }

    /// Runs the candidates of `batch` in runs of many and judges them, up
    /// to the first that fails the same way alone (see [`super::batch`]):
    /// those after it are not judged ([`Judged::Cancelled`]).
    fn run_together(
        &self,
        batching: &Batching,
        batch: &[Trial<P::Input>],
    ) -> Vec<Result<Judged, String>> {
        let run = self.run;
        let cancel = || run.stopped();
        let kind = &self.shrunk.best.failure;
        let mut judged = Vec::with_capacity(batch.len());
        while judged.len() < batch.len() && !run.stopped() {
            let before = judged.len();
            let inputs: Vec<&[u8]> = batch[judged.len()..]
                .iter()
                .map(|t| t.text.as_slice())
                .collect();
            let ran = match run.run_together(batching, &inputs, self.outputs, &cancel) {
                Ok(ran) => ran,
                Err(e) => {
                    judged.push(Err(e));
                    break;
                }
            };
            for told in ran.told {
                let text = &batch[judged.len()].text;
                let result = match told {
                    Told::Passed(time) => Ok(Judged::Passed {
                        time,
                        memory: 0,
                        over: None,
                        answer: Vec::new(),
                        printed: Vec::new(),
                    }),
                    Told::Unrun => break,
                    Told::Alone(Doubt::Waited) => {
                        Ok(Judged::Failed(run.waited(text.clone(), self.limit)))
                    }
                    Told::Alone(_) => {
                        run.judge(text.clone(), self.outputs, Some(self.limit), &cancel)
                    }
                };
                let kept = matches!(&result, Ok(Judged::Failed(f)) if f.failure.same_kind(kind));
                judged.push(result);
                if kept {
                    break;
                }
            }
            let kept =
                matches!(judged.last(), Some(Ok(Judged::Failed(f))) if f.failure.same_kind(kind));
            // Nothing judged: cancelled.
            if kept || judged.len() == before {
                break;
            }
        }
        judged.resize_with(batch.len(), || Ok(Judged::Cancelled));
        judged
    }

    /// The first candidate of `batch` that failed the same way, and its
    /// failure. The runs are counted as one job would have made them (up
    /// to the one kept), so the report reads the same on any number of
    /// cores.
    fn first_smaller(
        &mut self,
        batch: Vec<Trial<P::Input>>,
        results: Vec<Result<Judged, String>>,
    ) -> Option<(Trial<P::Input>, Found)> {
        let tried = batch.len();
        let ran_in_time = |r: &Result<Judged, String>| matches!(r, Ok(Judged::Passed { .. }));
        let timeout = self.timeout;
        self.in_time += results.iter().filter(|r| timeout && ran_in_time(r)).count();
        let kind = &self.shrunk.best.failure;
        let better =
            results
                .into_iter()
                .zip(batch)
                .enumerate()
                .find_map(|(k, (r, trial))| match r {
                    Ok(Judged::Failed(f)) if f.failure.same_kind(kind) => Some((k, trial, f)),
                    _ => None,
                });
        self.shrunk.runs += better.as_ref().map_or(tried, |b| b.0 + 1);
        let (_, trial, found) = better?;
        self.in_time = 0;
        Some((trial, found))
    }

    /// Keeps `found`, the failure of `input`, as the smallest failing
    /// input: saved at once unless one was less than [`SAVE_EVERY`] ago
    /// (its answer is solved only then), and shown on the progress line.
    fn accept(&mut self, found: Found, input: &P::Input) {
        self.shrunk.best = found;
        if self.saved.is_none_or(|at| at.elapsed() >= SAVE_EVERY) {
            lock(&self.report.saver).save::<P>("-shrunk", self.run.size(), &self.shrunk.best);
            self.saved = Some(Instant::now());
        }
        self.shrunk.now = input.describe();
        self.report.set_phase(Phase::Shrink {
            runs: self.shrunk.runs,
            size: self.shrunk.now.clone(),
        });
    }
}
