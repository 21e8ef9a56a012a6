//! The search for a failing seed: seeds are handed out in increasing
//! order to `jobs` workers, a failure at seed s cancels the runs of the
//! seeds above s, and the runs below s finish, so the failure found is
//! the smallest failing seed whatever the number of jobs. The problem
//! page's examples run before the seeds, one after another.

use super::judge::{Found, Judged};
use super::{lock, Ctx};
use crate::cases::Format;
use crate::kit::gen::{gen_command, generate, GenOptions};
use crate::kit::mix::{self, Domain};
use crate::kit::Definition;
use crate::out::Out;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// The best of the passing runs: the slowest, the hungriest.
#[derive(Default)]
pub(super) struct Records {
    /// The longest run and its seed.
    pub(super) slowest: (Duration, u64),
    /// The highest peak resident memory (bytes) and its seed.
    pub(super) heaviest: (u64, u64),
}

/// Where a failing input came from.
pub(super) enum Case {
    /// The problem page's example (1-based, [`Package::SAMPLES`](crate::kit::package::Package::SAMPLES)' order).
    Example(usize),
    /// A seed and its settings.
    Seed(u64, GenOptions),
}

/// The first failure of the search: where it came from, and how it
/// failed.
pub(super) struct First {
    pub(super) case: Case,
    pub(super) found: Found,
}

impl<P: Definition> Ctx<'_, P> {
    /// The input of `seed` and its settings.
    fn input_for(&self, seed: u64) -> (GenOptions, Vec<u8>) {
        let s = self.s;
        let o = mix::stress_settings::<P>(&s.knobs, seed, s.domain, s.format);
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

    /// Runs the page's examples (if asked to: [`super::Stress::examples`])
    /// that are in the run's domain, one by one: the first that fails.
    fn examples(&self) -> Result<Option<First>, String> {
        if !self.s.examples {
            return Ok(None);
        }
        for (k, sample) in P::SAMPLES.iter().enumerate() {
            let text = match self.s.format {
                Format::Leetcode => sample.leetcode.unwrap_or(sample.plain),
                Format::Plain => sample.plain,
            };
            if self.stopped() || !self.allowed(text.as_bytes()) {
                continue;
            }
            match self.judge(text.as_bytes().to_vec(), true, &|| self.stopped())? {
                Judged::Passed { .. } => {
                    self.examples.fetch_add(1, Ordering::Relaxed);
                }
                Judged::Failed(found) => {
                    self.failed.fetch_add(1, Ordering::Relaxed);
                    return Ok(Some(First {
                        case: Case::Example(k + 1),
                        found,
                    }));
                }
                Judged::Cancelled => {}
            }
        }
        Ok(None)
    }

    /// Runs the page's examples, then seeds until the first failure (the
    /// smallest failing seed), the end of the range, or an interrupt.
    pub(super) fn search(&self) -> Result<(Option<First>, Records), String> {
        if let Some(first) = self.examples()? {
            return Ok((Some(first), Records::default()));
        }
        let (start, end) = (*self.s.seeds.start(), *self.s.seeds.end());
        let next = Mutex::new(Some(start));
        // The smallest failing seed so far (u64::MAX: none, or that one).
        let limit = AtomicU64::new(u64::MAX);
        // The smallest failing seed, its settings and its failure.
        let first: Mutex<Option<(u64, GenOptions, Found)>> = Mutex::new(None);
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
            match self.judge(input, true, &cancel) {
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
                    if first.as_ref().is_none_or(|f| seed < f.0) {
                        *first = Some((seed, options, found));
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
        let first = first.map(|(seed, options, found)| First {
            case: Case::Seed(seed, options),
            found,
        });
        Ok((first, records))
    }
}
