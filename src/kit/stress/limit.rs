//! Time limits derived for this machine (issue 43): a judge's time limit
//! is a limit on the judge's machine, and a correct program that the
//! judge accepts can take longer on a slower or busier one.
//!
//! So a run that goes past the judge's figure by its CPU time is not yet
//! a time-out: the limit is derived here and now as Kattis problemtools
//! derives one, from the time a plain accepted solution takes times a
//! margin. The plain solution is boardsolve's reference solver
//! (`boardsolve PROBLEM --naive`, the small, obviously correct one: for
//! go-capture a flood fill of the groups next to each move), timed by the
//! same clock on the judge's largest input (what stress runs as seed
//! [`JUDGE_EVERY`], the user's settings left out), once a stress run, and
//! also on the input itself when that is beyond the judge's constraints.
//! The derived limit is [`MARGIN`] times the longer of the two, never
//! below the judge's figure (the reference runs for at most
//! [`REFERENCE_MOST`]); once derived it is the limit of every later run. A
//! program that runs past the judge's figure but within the derived limit
//! passes, with a warning in the report; one past the derived limit times
//! out (confirmed by a second run under it), and the verdict says how the
//! limit was derived. `--timeout` sets the limit exactly: nothing is
//! derived.
//!
//! [`MARGIN`] is problemtools' rule (the limit is twice the slowest
//! accepted solution's time, its `ac_to_time_limit`) times how much slower
//! than boardsolve's reference a plain accepted contestant's solution is:
//! `tests/zoo/go_flood.cpp`, a flood fill with vectors and a `std::queue`
//! a group, takes 2.5 to 3 times `go-capture --naive`'s time on the
//! judge's heaviest replays (and less than twice the reference's time on
//! the largest input on every other judge's input). The reference runs
//! with the program's load around it, so a busy or slow machine stretches
//! both alike; a program several times too slow (a scan of the whole
//! board a move in Python) stays far past the limit. Problemtools takes
//! one limit for all of a problem's tests, from the slowest: so does the
//! largest input here, a floor for the light inputs on which a
//! contestant's constant costs (a fresh board a move) outweigh the
//! reference's work.

use super::Runner;
use crate::kit::contestant::{Limits, Outcome, Program};
use crate::kit::gen::{generate, Knobs};
use crate::kit::mix::{self, Domain, JUDGE_EVERY};
use crate::kit::package::JudgeTime;
use crate::kit::{judge_size, within_constraints, Definition};
use crate::out::Out;
use std::time::Duration;

/// The derived limit, in times the reference solver's time: problemtools'
/// 2 (`ac_to_time_limit`) times 3, how much slower a plain accepted
/// solution is than the reference.
pub(super) const MARGIN: u32 = 6;
/// The longest the reference solver runs, CPU time (the judge's largest
/// input takes it about a second; an input far beyond the judge's may take
/// longer): stopped there, it counts as that long.
pub(super) const REFERENCE_MOST: Duration = Duration::from_secs(60);

/// The time limit a run was judged against, and where it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Limit {
    /// CPU time (where the system tells it).
    pub(super) time: Duration,
    pub(super) how: How,
}

/// Where a time limit comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum How {
    /// `--timeout`.
    Given,
    /// The judge's figure: nothing derived yet, or (`reference`) the
    /// limit derived from it is no higher.
    Judge { reference: Option<Reference> },
    /// [`MARGIN`] times the reference solver's time, above the judge's
    /// figure.
    Derived { reference: Reference },
}

/// The reference solver's CPU time, and on which input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reference {
    pub(super) time: Duration,
    /// On the input judged (beyond the judge's constraints), not on the
    /// judge's largest input.
    pub(super) own: bool,
    /// It was stopped at [`REFERENCE_MOST`].
    pub(super) stopped: bool,
}

impl Reference {
    /// The reference's time in words: `the 0.89 s boardsolve's reference
    /// solver (--naive) took on the judge's largest input`.
    fn words(&self) -> String {
        let on = match self.own {
            true => "this input",
            false => "the judge's largest input",
        };
        let time = self.time.as_secs_f64();
        match self.stopped {
            true => format!("the {time:.2} s boardsolve's reference solver (--naive) ran on {on} before it was stopped"),
            false => format!("the {time:.2} s boardsolve's reference solver (--naive) took on {on}"),
        }
    }
}

impl Limit {
    /// The limit when the reference solver took `reference`, the judge's
    /// figure being `judge`.
    pub(super) fn derived(judge: Duration, reference: Reference) -> Limit {
        let margin = reference.time.saturating_mul(MARGIN);
        match margin > judge {
            true => Limit {
                time: margin,
                how: How::Derived { reference },
            },
            false => Limit {
                time: judge,
                how: How::Judge {
                    reference: Some(reference),
                },
            },
        }
    }

    /// The limit in seconds as a verdict writes it: a figure given
    /// (`4`, `0.5`) as it is, a derived one to the hundredth.
    pub(super) fn seconds(&self) -> String {
        let s = self.time.as_secs_f64();
        match self.how {
            How::Derived { .. } => format!("{s:.2}"),
            _ => s.to_string(),
        }
    }

    /// Where the limit comes from, in words, for a verdict: `the judge's
    /// limit, as Luogu P10864's page states it`, `--timeout; the judge's
    /// is 4 s`, or how it was derived.
    pub(super) fn words(&self, judge: &JudgeTime) -> String {
        let figure = judge.time.as_secs_f64();
        match self.how {
            How::Given => format!("--timeout; the judge's is {figure} s"),
            How::Judge { reference: None } => format!("the judge's limit, {}", judge.source),
            How::Judge {
                reference: Some(r),
            } => format!(
                "the judge's limit, {}; the limit derived for this machine is no higher: {MARGIN} x {}",
                judge.source,
                r.words()
            ),
            How::Derived { reference } => format!(
                "the limit derived for this machine, {MARGIN} x {}; the judge's is {figure} s, {}",
                reference.words(),
                judge.source
            ),
        }
    }
}

/// The report's warning for passing runs over the judge's figure: `n` of
/// them, the slowest `seed` taking `time` under `limit`; nothing unless
/// `limit` is derived.
pub(super) fn over(n: u64, seed: u64, time: Duration, limit: &Limit, judge: &JudgeTime) -> String {
    let How::Derived { reference } = limit.how else {
        return String::new();
    };
    let (t, figure) = (time.as_secs_f64(), judge.time.as_secs_f64());
    let within = format!(
        "{:.2} s, {MARGIN} x {}",
        limit.time.as_secs_f64(),
        reference.words()
    );
    match n {
        1 => format!("warning: seed {seed}, {t:.2} s of CPU time: over the judge's {figure} s on this machine, within the limit derived for it ({within})\n"),
        n => format!("warning: {n} seeds over the judge's {figure} s on this machine, within the limits derived for it; the slowest, seed {seed}, {t:.2} s of CPU time (its limit {within})\n"),
    }
}

impl<P: Definition> Runner<'_, P> {
    /// The limit a run starts under: `--timeout`'s; the one derived from
    /// the judge's largest input once a run has gone past the judge's
    /// figure; else the judge's figure.
    pub(super) fn base_limit(&self) -> Limit {
        let judge = self.s.judge.time;
        match (self.s.derive_limit, self.calibration.get()) {
            (false, _) => Limit {
                time: self.s.limits.time,
                how: How::Given,
            },
            (true, Some(Some(reference))) => Limit::derived(judge, *reference),
            (true, _) => Limit {
                time: judge,
                how: How::Judge { reference: None },
            },
        }
    }

    /// The limit derived for `input` (see the module's doc), or the
    /// judge's figure when the reference cannot run; `cancel` stops the
    /// reference.
    pub(super) fn derive(&self, input: &[u8], cancel: &dyn Fn() -> bool) -> Limit {
        let largest = *self.calibration.get_or_init(|| {
            let (input, size) = self.largest();
            self.reference(&input, size, false, cancel)
        });
        let own = match within_constraints::<P>(input) {
            Ok(()) => None,
            Err(_) => self.reference(input, self.size(), true, cancel),
        };
        let reference = match (largest, own) {
            (Some(l), Some(o)) => Some(if o.time > l.time { o } else { l }),
            (l, o) => l.or(o),
        };
        match reference {
            Some(r) => Limit::derived(self.s.judge.time, r),
            None => self.base_limit(),
        }
    }

    /// The judge's largest input (stress's seed [`JUDGE_EVERY`] with no
    /// settings of the user's) in the run's format, and its board side.
    fn largest(&self) -> (Vec<u8>, usize) {
        let o =
            mix::stress_settings::<P>(&Knobs::default(), JUDGE_EVERY, Domain::Judge, self.s.format);
        let mut out = Out::new(Vec::new());
        // Writing to a Vec cannot fail.
        let _ = generate::<P>(&o, &mut out);
        (out.into_inner().unwrap_or_default(), judge_size::<P>())
    }

    /// The CPU time boardsolve's reference solver takes on `input` (on a
    /// board of side `size`; `own`: the input judged), at most
    /// [`REFERENCE_MOST`]; `None` if it cannot run (or did not finish for
    /// another reason).
    fn reference(
        &self,
        input: &[u8],
        size: usize,
        own: bool,
        cancel: &dyn Fn() -> bool,
    ) -> Option<Reference> {
        let exe = std::env::current_exe().ok()?;
        let mut argv = vec![exe.to_string_lossy().into_owned(), P::NAME.into()];
        argv.push("--naive".into());
        if P::SIDES.is_some() {
            argv.extend(["--size".into(), size.to_string()]);
        }
        let program = Program { argv, shell: false };
        let limits = Limits {
            time: REFERENCE_MOST,
            ..self.s.limits
        };
        let (time, stopped) = match program.run(input, &limits, cancel).ok()? {
            Outcome::Finished { time, .. } => (time, false),
            Outcome::TimeLimit {
                backstop: false, ..
            } => (REFERENCE_MOST, true),
            _ => return None,
        };
        Some(Reference { time, own, stopped })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LUOGU: JudgeTime = JudgeTime {
        time: Duration::from_secs(4),
        source: "as Luogu P10864's page states it",
    };

    fn secs(s: f64) -> Duration {
        Duration::from_secs_f64(s)
    }

    fn largest(s: f64) -> Reference {
        Reference {
            time: secs(s),
            own: false,
            stopped: false,
        }
    }

    #[test]
    fn the_limit_is_the_margin_times_the_reference_and_never_below_the_judges() {
        let judge = secs(4.0);
        assert_eq!(
            Limit::derived(judge, largest(0.5)),
            Limit {
                time: judge,
                how: How::Judge {
                    reference: Some(largest(0.5))
                }
            }
        );
        assert_eq!(
            Limit::derived(judge, largest(1.0)),
            Limit {
                time: secs(6.0),
                how: How::Derived {
                    reference: largest(1.0)
                }
            }
        );
        assert_eq!(Limit::derived(secs(0.05), largest(0.9)).time, secs(5.4));
    }

    /// The figures: the zoo's correct go.cpp took 3.9 to 4.8 s of
    /// CPU on seed 25 on a machine slower than the development machine,
    /// where it takes 1.64 times the reference solver's time (1.46 s and
    /// 0.89 s), and a plain flood fill (go_flood.cpp) 2.6 times it. On a
    /// machine twice as slow as one where that flood fill takes the
    /// judge's 4 s, both stay within the derived limit, and a program 7
    /// times the reference's time does not.
    #[test]
    fn a_plain_accepted_solution_passes_on_a_machine_twice_as_slow() {
        let judge = secs(4.0);
        let reference = largest(2.0 * 4.0 / 2.6);
        let limit = Limit::derived(judge, reference);
        assert!(limit.time >= secs(2.0 * 4.0), "{limit:?}");
        assert!(Limit::derived(judge, largest(4.8 / 1.64)).time > secs(4.8));
        assert!(reference.time * 7 > limit.time);
    }

    #[test]
    fn a_verdict_says_where_its_limit_comes_from() {
        let given = Limit {
            time: secs(0.5),
            how: How::Given,
        };
        assert_eq!(given.words(&LUOGU), "--timeout; the judge's is 4 s");
        let judge = Limit {
            time: secs(4.0),
            how: How::Judge { reference: None },
        };
        assert_eq!(
            judge.words(&LUOGU),
            "the judge's limit, as Luogu P10864's page states it"
        );
        assert_eq!(
            Limit::derived(secs(4.0), largest(0.5)).words(&LUOGU),
            "the judge's limit, as Luogu P10864's page states it; the limit derived for this machine is no higher: 6 x the 0.50 s boardsolve's reference solver (--naive) took on the judge's largest input"
        );
        assert_eq!(
            Limit::derived(secs(4.0), largest(1.0)).words(&LUOGU),
            "the limit derived for this machine, 6 x the 1.00 s boardsolve's reference solver (--naive) took on the judge's largest input; the judge's is 4 s, as Luogu P10864's page states it"
        );
        let own = Reference {
            time: REFERENCE_MOST,
            own: true,
            stopped: true,
        };
        assert_eq!(
            Limit::derived(secs(4.0), own).words(&LUOGU),
            "the limit derived for this machine, 6 x the 60.00 s boardsolve's reference solver (--naive) ran on this input before it was stopped; the judge's is 4 s, as Luogu P10864's page states it"
        );
    }

    #[test]
    fn a_pass_over_the_judges_figure_is_a_warning() {
        let limit = Limit::derived(secs(4.0), largest(1.0));
        assert_eq!(
            over(1, 25, secs(4.2), &limit, &LUOGU),
            "warning: seed 25, 4.20 s of CPU time: over the judge's 4 s on this machine, within the limit derived for it (6.00 s, 6 x the 1.00 s boardsolve's reference solver (--naive) took on the judge's largest input)\n"
        );
        assert_eq!(
            over(3, 50, secs(4.5), &limit, &LUOGU),
            "warning: 3 seeds over the judge's 4 s on this machine, within the limits derived for it; the slowest, seed 50, 4.50 s of CPU time (its limit 6.00 s, 6 x the 1.00 s boardsolve's reference solver (--naive) took on the judge's largest input)\n"
        );
        let judges = Limit::derived(secs(4.0), largest(0.5));
        assert_eq!(over(1, 25, secs(3.9), &judges, &LUOGU), "");
    }
}
