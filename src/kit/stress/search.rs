//! The search for a failing seed: seeds are handed out in increasing
//! order to `jobs` workers, a failure at seed s cancels the runs of the
//! seeds above s, and the runs below s finish, so the failure found is
//! the smallest failing seed whatever the number of jobs. The problem
//! page's examples run before the seeds, one after another.

use super::batch::{fits, testcases, Doubt, Told};
use super::judge::{Found, Judged};
use super::limit::{Limit, REFERENCE_MOST};
use super::{lock, Ctx, Reporter, Runner};
use crate::cases::Format;
use crate::kit::gen::{gen_command, generate, GenOptions, MAX_HELD_INPUT};
use crate::kit::mix::{self, Domain};
use crate::kit::Definition;
use crate::out::Out;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The best of the passing runs: the slowest, the hungriest.
#[derive(Default)]
pub(super) struct Records {
    /// The longest run and its seed, and whether the time is the
    /// harness's of the calls alone (a seed run with others: see
    /// [`super::batch`]) rather than the run's; `None` before the first
    /// seed passes (runs too short for the clock tie at zero).
    pub(super) slowest: Option<(Duration, u64, bool)>,
    /// The highest peak resident memory (bytes) and the seeds of its run
    /// (one seed, or many run together).
    pub(super) heaviest: (u64, u64, u64),
    /// The seeds that passed past the judge's figure, within the limit
    /// derived for this machine: how many, and the slowest's time, seed
    /// and limit.
    pub(super) over: Option<(u64, (Duration, u64, Limit))>,
}

/// Where a failing input came from.
#[derive(Clone, Debug)]
pub(super) enum Case {
    /// The problem page's example (1-based, [`Package::SAMPLES`](crate::kit::package::Package::SAMPLES)' order).
    Example(usize),
    /// A seed and its settings.
    Seed(u64, GenOptions),
    /// Inputs that fail only when run together, in one run (see
    /// [`super::batch`]): the first of them, and the last, whose answer
    /// failed.
    Together(Box<Case>, Box<Case>),
}

impl Case {
    /// The case in words: `seed 3`, `example 2 of the problem page`,
    /// `seeds 26..=40 run together`.
    pub(super) fn name(&self) -> String {
        match self {
            Case::Example(k) => format!("example {k} of the problem page"),
            Case::Seed(seed, _) => format!("seed {seed}"),
            Case::Together(first, last) => match (&**first, &**last) {
                (Case::Seed(a, _), Case::Seed(b, _)) => format!("seeds {a}..={b} run together"),
                (Case::Example(a), Case::Example(b)) => {
                    format!("examples {a} to {b} of the problem page run together")
                }
                (a, b) => format!("{} to {} run together", a.name(), b.name()),
            },
        }
    }

    /// The seed whose answer failed (`None`: an example's).
    fn seed(&self) -> Option<u64> {
        match self {
            Case::Example(_) => None,
            Case::Seed(seed, _) => Some(*seed),
            Case::Together(_, last) => last.seed(),
        }
    }
}

/// An input to run, and where it came from.
struct Item {
    case: Case,
    input: Vec<u8>,
}

/// The first failure of the search: where it came from, and how it
/// failed.
pub(super) struct First {
    pub(super) case: Case,
    pub(super) found: Found,
}

/// Where a seed's input is written: held in memory, up to
/// [`MAX_HELD_INPUT`] bytes and until the time limit; past either, writes
/// fail and `refused` says why.
struct Held {
    buf: Vec<u8>,
    until: Instant,
    limit: Duration,
    refused: Option<String>,
}

impl Write for Held {
    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
        if self.buf.len() + b.len() > MAX_HELD_INPUT as usize {
            self.refused = Some(format!(
                "its input is over the {MAX_HELD_INPUT} bytes stress holds"
            ));
        } else if Instant::now() > self.until {
            self.refused = Some(format!(
                "generating its input takes longer than the time limit ({} s)",
                self.limit.as_secs_f64()
            ));
        }
        if self.refused.is_some() {
            return Err(io::Error::other("refused"));
        }
        self.buf.extend_from_slice(b);
        Ok(b.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<P: Definition> Runner<'_, P> {
    /// The input of `seed` and its settings; an error if it cannot be held
    /// or takes longer than the time limit to generate (the run's settings
    /// are checked before it starts, but the sides a seed draws are not).
    fn input_for(&self, seed: u64) -> Result<(GenOptions, Vec<u8>), String> {
        let s = self.s;
        let o = mix::stress_settings::<P>(&s.knobs, seed, s.domain, s.format);
        // Generating is boardsolve's own work: bounded by `--timeout`, or
        // as the reference solver's run is, where the limit is derived.
        let limit = match s.derive_limit {
            true => self.base_limit().time.max(REFERENCE_MOST),
            false => s.limits.time,
        };
        let mut out = Out::new(Held {
            buf: Vec::new(),
            until: Instant::now() + limit,
            limit,
            refused: None,
        });
        // Generators fail only on write errors: only `Held` refuses.
        let refused = match generate::<P>(&o, &mut out).and_then(|()| out.flush()) {
            Ok(()) => None,
            Err(_) => out.get_mut().refused.take(),
        };
        if let Some(why) = refused {
            return Err(format!("seed {seed}: {why}: {}", gen_command::<P>(&o)));
        }
        let input = std::mem::take(&mut out.get_mut().buf);
        debug_assert!(
            s.domain == Domain::Any || self.allowed(&input),
            "outside {:?}: {}",
            s.domain,
            gen_command::<P>(&o)
        );
        Ok((o, input))
    }
}

impl<P: Definition> Ctx<'_, P> {
    /// Runs the page's examples (if asked to: [`super::Stress::examples`])
    /// that are in the run's domain, in order: the first that fails.
    fn examples(&self) -> Result<Option<First>, String> {
        if !self.run.s.examples {
            return Ok(None);
        }
        let items: Vec<Item> = P::SAMPLES
            .iter()
            .enumerate()
            .map(|(k, sample)| Item {
                case: Case::Example(k + 1),
                input: match self.run.s.format {
                    Format::Leetcode => sample.leetcode.unwrap_or(sample.plain),
                    Format::Plain => sample.plain,
                }
                .as_bytes()
                .to_vec(),
            })
            .filter(|item| self.run.allowed(&item.input))
            .collect();
        self.settle(items, &|| self.run.stopped(), &mut |case, _| {
            if let Case::Example(_) = case {
                self.report.examples.fetch_add(1, Ordering::Relaxed);
            }
        })
    }

    /// Runs `items` in order, together in runs of many where the program
    /// is a harness (see [`super::batch`]), else one a run, until the
    /// first that fails (returned) or `cancel`; `passed` is told of each
    /// that passes and its time, the memory of each run goes to the
    /// records.
    fn settle(
        &self,
        items: Vec<Item>,
        cancel: &dyn Fn() -> bool,
        passed: &mut dyn FnMut(&Case, Passed),
    ) -> Result<Option<First>, String> {
        // Even one input alone: its time is then its calls', as the
        // others' are.
        let batching = self
            .run
            .s
            .batch
            .as_ref()
            .filter(|b| items.iter().all(|i| testcases(&i.input, b.arity).is_some()));
        let Some(batching) = batching else {
            for item in items {
                match self.run.judge(item.input, true, None, cancel)? {
                    Judged::Passed {
                        time, memory, over, ..
                    } => {
                        self.report.heaviest(memory, &item.case, &item.case);
                        let calls = false;
                        passed(&item.case, Passed { time, calls, over });
                    }
                    Judged::Failed(found) => {
                        let case = item.case;
                        return Ok(Some(First { case, found }));
                    }
                    Judged::Cancelled => return Ok(None),
                }
            }
            return Ok(None);
        };
        let mut from = 0;
        while from < items.len() {
            if cancel() {
                return Ok(None);
            }
            let mut held = 0;
            let group: Vec<&Item> = items[from..]
                .iter()
                .take_while(|i| {
                    let fits = fits(held, i.input.len());
                    held += i.input.len();
                    fits
                })
                .collect();
            let inputs: Vec<&[u8]> = group.iter().map(|i| i.input.as_slice()).collect();
            let ran = self.run.run_together(batching, &inputs, true, cancel)?;
            if ran.finished {
                self.run
                    .sizer
                    .ran(group.len(), ran.time, self.run.s.limits.time);
            } else if ran.told.contains(&Told::Alone(Doubt::Limit)) {
                self.run.sizer.halve();
            }
            let (first, last) = (&group[0].case, &group[group.len() - 1].case);
            self.report.heaviest(ran.memory, first, last);
            for (k, (item, told)) in group.iter().zip(&ran.told).enumerate() {
                let doubt = match *told {
                    Told::Passed(time) => {
                        let over = None;
                        passed(
                            &item.case,
                            Passed {
                                time,
                                calls: true,
                                over,
                            },
                        );
                        from += 1;
                        continue;
                    }
                    Told::Unrun => break,
                    Told::Alone(Doubt::Waited) => {
                        let found = self.run.waited(item.input.clone(), self.run.base_limit());
                        let case = item.case.clone();
                        return Ok(Some(First { case, found }));
                    }
                    Told::Alone(doubt) => doubt,
                };
                let (time, over) = match self.run.judge(item.input.clone(), true, None, cancel)? {
                    Judged::Failed(found) => {
                        let case = item.case.clone();
                        return Ok(Some(First { case, found }));
                    }
                    Judged::Cancelled => return Ok(None),
                    Judged::Passed { time, over, .. } if !doubt.kept_state() => (time, over),
                    // Alone it passes: the run of those before it, and it,
                    // decides (state kept from one testcase to the next).
                    Judged::Passed { time, over, .. } => {
                        let together = inputs[..=k].concat();
                        match self.run.judge(together, true, None, cancel)? {
                            Judged::Failed(found) => {
                                let case = Case::Together(
                                    Box::new(first.clone()),
                                    Box::new(item.case.clone()),
                                );
                                return Ok(Some(First { case, found }));
                            }
                            Judged::Cancelled => return Ok(None),
                            Judged::Passed { .. } => (time, over),
                        }
                    }
                };
                passed(
                    &item.case,
                    Passed {
                        time,
                        calls: false,
                        over,
                    },
                );
                from += 1;
            }
            if ran.told.iter().all(|t| *t == Told::Unrun) {
                // Cancelled before its first input.
                return Ok(None);
            }
        }
        Ok(None)
    }

    /// Runs the page's examples, then seeds until the first failure (the
    /// smallest failing seed), the end of the range, or an interrupt.
    pub(super) fn search(&self) -> Result<Option<First>, String> {
        if let Some(first) = self.examples()? {
            self.report.failed.fetch_add(1, Ordering::Relaxed);
            return Ok(Some(first));
        }
        let (start, end) = (*self.run.s.seeds.start(), *self.run.s.seeds.end());
        let next = Mutex::new(Some(start));
        // The smallest failing seed so far (u64::MAX: none, or that one).
        let limit = AtomicU64::new(u64::MAX);
        // The failure of the smallest failing seed.
        let first: Mutex<Option<First>> = Mutex::new(None);
        let error: Mutex<Option<String>> = Mutex::new(None);
        let abort = AtomicBool::new(false);
        let worker = || loop {
            let (from, to) = {
                let mut next = lock(&next);
                let Some(seed) = *next else { return };
                if seed > limit.load(Ordering::Acquire)
                    || self.run.stopped()
                    || abort.load(Ordering::Acquire)
                {
                    return;
                }
                let n = match self.run.s.batch {
                    Some(_) => self.run.sizer.next(end - seed + 1, self.run.s.jobs) as u64,
                    None => 1,
                };
                let to = seed.saturating_add(n.max(1) - 1).min(end);
                *next = (to < end).then(|| to + 1);
                (seed, to)
            };
            let mut items = Vec::new();
            for seed in from..=to {
                match self.run.input_for(seed) {
                    Ok((options, input)) => items.push(Item {
                        case: Case::Seed(seed, options),
                        input,
                    }),
                    Err(e) => {
                        lock(&error).get_or_insert(e);
                        abort.store(true, Ordering::Release);
                        return;
                    }
                }
            }
            let cancel = || {
                self.run.stopped()
                    || abort.load(Ordering::Acquire)
                    || from > limit.load(Ordering::Acquire)
            };
            let mut passed = |case: &Case, p: Passed| {
                let Some(seed) = case.seed() else { return };
                self.report.passed.fetch_add(1, Ordering::Relaxed);
                let mut r = lock(&self.report.records);
                if r.slowest.is_none_or(|(time, ..)| p.time > time) {
                    r.slowest = Some((p.time, seed, p.calls));
                }
                if let Some(limit) = p.over {
                    let (n, slowest) = r.over.get_or_insert((0, (p.time, seed, limit)));
                    *n += 1;
                    if p.time > slowest.0 {
                        *slowest = (p.time, seed, limit);
                    }
                }
            };
            match self.settle(items, &cancel, &mut passed) {
                Ok(None) => {}
                Ok(Some(failed)) => {
                    self.report.failed.fetch_add(1, Ordering::Relaxed);
                    let seed = failed.case.seed().unwrap_or(from);
                    limit.fetch_min(seed, Ordering::AcqRel);
                    let mut first = lock(&first);
                    if first.as_ref().is_none_or(|f| Some(seed) < f.case.seed()) {
                        *first = Some(failed);
                    }
                }
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
            // No more workers than seeds (`--jobs 65535 --seeds 1..=1`).
            let seeds = end.saturating_sub(start).saturating_add(1);
            let workers = (self.run.s.jobs as u64).clamp(1, seeds);
            for _ in 1..workers {
                let _ = std::thread::Builder::new().spawn_scoped(scope, worker);
            }
            worker();
        });
        if let Some(e) = lock(&error).take() {
            return Err(e);
        }
        Ok(first.into_inner().unwrap_or_else(|e| e.into_inner()))
    }
}

impl Reporter<'_> {
    /// A run of the inputs `first` to `last` peaked at `memory` bytes:
    /// kept if it is the most of the seeds' runs yet.
    fn heaviest(&self, memory: u64, first: &Case, last: &Case) {
        if let (Some(a), Some(b)) = (first.seed(), last.seed()) {
            let mut r = lock(&self.records);
            if memory > r.heaviest.0 {
                r.heaviest = (memory, a, b);
            }
        }
    }
}

/// A passing input's time: the run's, or (`calls`) the harness's of its
/// calls, the input run with others; `over`: past the judge's figure,
/// within the limit derived for this machine.
#[derive(Clone, Copy)]
struct Passed {
    time: Duration,
    calls: bool,
    over: Option<Limit>,
}
