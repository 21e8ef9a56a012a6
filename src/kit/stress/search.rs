//! The search for a failing seed: seeds are handed out in increasing
//! order to `jobs` workers, a failure at seed s cancels the runs of the
//! seeds above s, and the runs below s finish, so the failure found is
//! the smallest failing seed whatever the number of jobs.

use super::judge::{Found, Judged};
use super::{lock, Ctx};
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

/// The first failure of the search: its seed and settings.
pub(super) struct First {
    pub(super) seed: u64,
    pub(super) options: GenOptions,
    pub(super) found: Found,
}

impl<P: Definition> Ctx<'_, P> {
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
    pub(super) fn search(&self) -> Result<(Option<First>, Records), String> {
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
}
