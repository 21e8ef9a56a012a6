//! Time limits derived for this machine (issue 43): a judge's time limit
//! is a limit on the judge's machine, and a correct program that the
//! judge accepts can take longer on a slower or busier one.
//!
//! So a run that goes past the judge's figure is not yet a time-out: the
//! limit for its input is derived as Kattis problemtools derives a time
//! limit, from the time a plain accepted solution takes on the same input
//! times a margin, here and now. The plain solution is boardsolve's own
//! reference solver (`boardsolve PROBLEM --naive`, the small, obviously
//! correct one), run on the input as the program was, timed by the same
//! clock; the derived limit is [`MARGIN`] times its time, never below the
//! judge's figure and never above [`CAP`] times it. A program that runs
//! past the judge's figure but within the derived limit passes, with a
//! warning in the report; one past the derived limit times out, and the
//! verdict says how the limit was derived. `--timeout` sets the limit
//! exactly: nothing is derived.
//!
//! [`MARGIN`] is problemtools' rule (the limit is twice the slowest
//! accepted solution's time, its `ac_to_time_limit`) times how much slower
//! than boardsolve's reference a plain accepted contestant's solution is:
//! `tests/zoo/go_flood.cpp`, a flood fill with vectors and a `std::queue`
//! a group, takes 2.6 to 3.1 times `go-capture --naive`'s time on the
//! judge's largest replays. The reference runs with the program's load
//! around it, so a busy or slow machine stretches both alike; a program
//! several times too slow (a scan of the whole board a move in Python)
//! stays far past the limit.

use super::Ctx;
use crate::kit::contestant::{Limits, Outcome, Program};
use crate::kit::package::JudgeTime;
use crate::kit::Definition;
use std::time::Duration;

/// The derived limit, in times the reference solver's time on the input:
/// problemtools' 2 (`ac_to_time_limit`) times 3, how much slower a plain
/// accepted solution is than the reference.
pub(super) const MARGIN: u32 = 6;
/// The derived limit is at most this many times the judge's figure (so
/// the reference itself never runs longer than `CAP / MARGIN` times it).
pub(super) const CAP: u32 = 4;

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
    /// The judge's figure: nothing derived yet, or (`reference`: the
    /// reference solver's time on the input) the derived limit is no
    /// higher.
    Judge { reference: Option<Duration> },
    /// [`MARGIN`] times the reference solver's time on the input, above
    /// the judge's figure; `capped`: that would be [`CAP`] times the
    /// figure or more, and the limit is that (the reference is stopped
    /// there).
    Derived { reference: Duration, capped: bool },
}

impl Limit {
    /// The limit for an input on which the reference solver took
    /// `reference`, the judge's figure being `judge`.
    pub(super) fn derived(judge: Duration, reference: Duration) -> Limit {
        let margin = reference.saturating_mul(MARGIN);
        let capped = reference >= longest_reference(judge);
        match margin > judge {
            true => Limit {
                time: match capped {
                    true => judge.saturating_mul(CAP),
                    false => margin,
                },
                how: How::Derived { reference, capped },
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
                "the judge's limit, {}; the limit derived for this machine is no higher: {MARGIN} x the {:.2} s boardsolve's reference solver (--naive) took on this input",
                judge.source,
                r.as_secs_f64()
            ),
            How::Derived { reference, capped } => format!(
                "the limit derived for this machine, {}; the judge's is {figure} s, {}",
                derivation(reference, capped),
                judge.source
            ),
        }
    }
}

/// The longest the reference runs, the judge's figure being `judge`: its
/// margin then makes the cap.
fn longest_reference(judge: Duration) -> Duration {
    judge.saturating_mul(CAP) / MARGIN
}

/// How a derived limit came from the reference's time.
fn derivation(reference: Duration, capped: bool) -> String {
    let r = reference.as_secs_f64();
    match capped {
        true => format!("{CAP} x the judge's figure, the most it may be (boardsolve's reference solver, --naive, took {r:.2} s or more on this input; {MARGIN} x that is as much or more)"),
        false => format!("{MARGIN} x the {r:.2} s boardsolve's reference solver (--naive) took on this input"),
    }
}

/// The report's warning for passing runs over the judge's figure: `n` of
/// them, the slowest `seed` taking `time` under `limit`; nothing unless
/// `limit` is derived.
pub(super) fn over(n: u64, seed: u64, time: Duration, limit: &Limit, judge: &JudgeTime) -> String {
    let How::Derived { reference, capped } = limit.how else {
        return String::new();
    };
    let (t, figure) = (time.as_secs_f64(), judge.time.as_secs_f64());
    let within = format!(
        "{:.2} s, {}",
        limit.time.as_secs_f64(),
        derivation(reference, capped)
    );
    match n {
        1 => format!("warning: seed {seed}, {t:.2} s of CPU time: over the judge's {figure} s on this machine, within the limit derived for it ({within})\n"),
        n => format!("warning: {n} seeds over the judge's {figure} s on this machine, within the limits derived for it; the slowest, seed {seed}, {t:.2} s of CPU time (its limit {within})\n"),
    }
}

impl<P: Definition> Ctx<'_, P> {
    /// The limit a run of `input` starts under: `--timeout`'s, or the
    /// judge's figure, derived further only for a run that goes past it.
    pub(super) fn base_limit(&self) -> Limit {
        Limit {
            time: self.s.limits.time,
            how: match self.s.derive_limit {
                true => How::Judge { reference: None },
                false => How::Given,
            },
        }
    }

    /// The limit derived for `input` (see the module's doc), or the
    /// judge's figure when the reference cannot run; `cancel` stops the
    /// reference.
    pub(super) fn derive(&self, input: &[u8], cancel: &dyn Fn() -> bool) -> Limit {
        let judge = self.s.limits.time;
        match self.reference_time(input, judge, cancel) {
            Some(reference) => Limit::derived(judge, reference),
            None => self.base_limit(),
        }
    }

    /// The CPU time boardsolve's reference solver takes on `input`, up to
    /// what makes the limit [`CAP`] times `judge`; `None` if it cannot
    /// run (or did not finish for another reason).
    fn reference_time(
        &self,
        input: &[u8],
        judge: Duration,
        cancel: &dyn Fn() -> bool,
    ) -> Option<Duration> {
        let exe = std::env::current_exe().ok()?;
        let mut argv = vec![exe.to_string_lossy().into_owned(), P::NAME.into()];
        argv.push("--naive".into());
        if P::SIDES.is_some() {
            argv.extend(["--size".into(), self.size().to_string()]);
        }
        let program = Program { argv, shell: false };
        let most = longest_reference(judge);
        let limits = Limits {
            time: most,
            ..self.s.limits
        };
        match program.run(input, &limits, cancel).ok()? {
            Outcome::Finished { time, .. } => Some(time),
            Outcome::TimeLimit {
                backstop: false, ..
            } => Some(most),
            _ => None,
        }
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

    #[test]
    fn the_limit_is_the_margin_times_the_reference_between_the_judges_and_the_cap() {
        let judge = secs(4.0);
        assert_eq!(
            Limit::derived(judge, secs(0.5)),
            Limit {
                time: judge,
                how: How::Judge {
                    reference: Some(secs(0.5))
                }
            }
        );
        assert_eq!(Limit::derived(judge, secs(1.0)).time, secs(6.0));
        assert_eq!(
            Limit::derived(judge, secs(1.0)).how,
            How::Derived {
                reference: secs(1.0),
                capped: false
            }
        );
        // The reference stopped at the cap's share: capped.
        for reference in [secs(16.0) / MARGIN, secs(100.0)] {
            let limit = Limit::derived(judge, reference);
            assert_eq!(limit.time, secs(16.0));
            assert!(matches!(limit.how, How::Derived { capped: true, .. }));
        }
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
            Limit::derived(secs(4.0), secs(0.5)).words(&LUOGU),
            "the judge's limit, as Luogu P10864's page states it; the limit derived for this machine is no higher: 6 x the 0.50 s boardsolve's reference solver (--naive) took on this input"
        );
        assert_eq!(
            Limit::derived(secs(4.0), secs(1.0)).words(&LUOGU),
            "the limit derived for this machine, 6 x the 1.00 s boardsolve's reference solver (--naive) took on this input; the judge's is 4 s, as Luogu P10864's page states it"
        );
        assert_eq!(
            Limit::derived(secs(4.0), secs(3.0)).words(&LUOGU),
            "the limit derived for this machine, 4 x the judge's figure, the most it may be (boardsolve's reference solver, --naive, took 3.00 s or more on this input; 6 x that is as much or more); the judge's is 4 s, as Luogu P10864's page states it"
        );
    }

    #[test]
    fn a_pass_over_the_judges_figure_is_a_warning() {
        let limit = Limit::derived(secs(4.0), secs(1.0));
        assert_eq!(
            over(1, 25, secs(4.2), &limit, &LUOGU),
            "warning: seed 25, 4.20 s of CPU time: over the judge's 4 s on this machine, within the limit derived for it (6.00 s, 6 x the 1.00 s boardsolve's reference solver (--naive) took on this input)\n"
        );
        assert_eq!(
            over(3, 50, secs(4.5), &limit, &LUOGU),
            "warning: 3 seeds over the judge's 4 s on this machine, within the limits derived for it; the slowest, seed 50, 4.50 s of CPU time (its limit 6.00 s, 6 x the 1.00 s boardsolve's reference solver (--naive) took on this input)\n"
        );
        let judges = Limit::derived(secs(4.0), secs(0.5));
        assert_eq!(over(1, 25, secs(3.9), &judges, &LUOGU), "");
    }
}
