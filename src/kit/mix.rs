//! The generator settings `stress` draws for each seed: a mix of sizes,
//! patterns and shares chosen so that the default run reaches every rule
//! of the problem (each problem's [`Generate::mix`] says how).
//!
//! The settings come from a stream of their own seeded by the seed, and
//! the input from `gen` with the same seed, so the report's `boardsolve
//! gen ...` line, which spells every setting out, regenerates the input.
//! Settings the user gave are kept; the mix draws the others (a pattern's
//! usual size goes with the pattern in force). In the judge's domain
//! everything stays within the `--strict` limits; outside it, boards grow
//! past them and inputs lose the judge's guarantees (which, each
//! problem's mix says), or keep them under `--beyond-judge-sizes`
//! ([`Domain::Sizes`]: the generators keep the rules when `rules` is set).
//!
//! Every [`JUDGE_EVERY`]th seed is not drawn but one of the problem's
//! inputs at the judge's limits ([`Generate::extremes`], the largest
//! inputs its package holds, in turn): the mix alone never reaches the
//! judge's sizes, so a correct program too slow for the judge would pass
//! ([`stress_settings`]).

use crate::cases::Format;
use crate::kit::gen::{GenOptions, Generate, Knobs, Rng};
use crate::solve::Solve;

/// Mixes the seed into the settings stream, so it is not `gen`'s stream.
const STREAM: u64 = 0x5EED_5E77_1465_0000;

/// Where `stress`'s inputs may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// The judge's constraints and guarantees: what `--strict` accepts
    /// (the default).
    Judge,
    /// The judge's rules ([`Generate::JUDGE_RULES`]) at sizes past its
    /// limits (`--beyond-judge-sizes`).
    Sizes,
    /// Anything boardsolve reads (`--beyond-judge`).
    Any,
}

impl Domain {
    /// Within the judge's constraints, sizes included.
    pub fn judge(self) -> bool {
        self == Domain::Judge
    }
}

/// The settings for `seed`: the user's `knobs`, the rest drawn, within
/// `domain` (the judge's turns on `strict`, its rules `rules`). A plain
/// input holds one case, as a contest's test file does, unless the user's
/// `--cases` says more; a LeetCode-format one keeps the mix's several, as
/// LeetCode runs many.
pub fn settings<P: Generate + Solve>(
    knobs: &Knobs,
    seed: u64,
    domain: Domain,
    format: Format,
) -> GenOptions {
    let mut rng = Rng::new(seed ^ STREAM);
    let mut o = GenOptions {
        seed,
        strict: domain == Domain::Judge,
        rules: domain == Domain::Sizes,
        format,
        ..GenOptions::new(P::SIDES)
    };
    P::mix(&mut rng, knobs, domain.judge(), &mut o);
    if format == Format::Plain {
        o.cases = 1;
    }
    knobs.over(o)
}

/// Every this many seeds, stress runs an input at the judge's limits.
pub const JUDGE_EVERY: u64 = 25;

/// `stress`'s settings for `seed` (and `gen --mix`'s): on every
/// [`JUDGE_EVERY`]th seed one of `P`'s [`Generate::extremes`] in turn (the
/// first on seed `JUDGE_EVERY`, the largest), one case, the user's `knobs` put
/// in; on the others [`settings`].
pub fn stress_settings<P: Generate + Solve>(
    knobs: &Knobs,
    seed: u64,
    domain: Domain,
    format: Format,
) -> GenOptions {
    let mut extremes = P::extremes();
    if seed % JUDGE_EVERY != 0 || extremes.is_empty() {
        return settings::<P>(knobs, seed, domain, format);
    }
    let len = extremes.len() as u64;
    let (_, g) = extremes.swap_remove(((seed / JUDGE_EVERY + len - 1) % len) as usize);
    knobs.over(GenOptions {
        seed,
        strict: domain == Domain::Judge,
        rules: domain == Domain::Sizes,
        format,
        cases: 1,
        ..g
    })
}

/// For a problem's [`Generate::mix`]: one of `choices`, drawn by their
/// weights.
pub fn pick(rng: &mut Rng, choices: &[(&str, f64)]) -> String {
    let weights: Vec<f64> = choices.iter().map(|c| c.1).collect();
    choices[rng.weighted(&weights)].0.to_string()
}

/// For a problem's [`Generate::mix`]: a share in `lo..=hi` hundredths
/// (whole hundredths, so the report's command line reads well).
pub fn share(rng: &mut Rng, lo: u64, hi: u64) -> f64 {
    rng.range(lo, hi) as f64 / 100.0
}

/// The inputs of the default run of `P`: seeds 1..=100 in the judge's
/// domain, as its shrinker reads them (for the problems' tests that the mix
/// reaches every rule).
#[cfg(test)]
pub(crate) fn default_run<P: crate::kit::Definition>() -> Vec<P::Input> {
    use crate::kit::shrink::Input;
    (1..=100)
        .map(|seed| {
            let o = settings::<P>(&Knobs::default(), seed, Domain::Judge, Format::Leetcode);
            let mut out = crate::out::Out::new(Vec::new());
            crate::kit::gen::generate::<P>(&o, &mut out).unwrap();
            P::Input::parse(&out.into_inner().unwrap(), crate::kit::judge_size::<P>()).unwrap()
        })
        .collect()
}

/// The mix's own checks, run for every problem by the registry's tests.
#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::kit::gen::{check_options, gen_command, generate};
    use crate::kit::{judge_size, within_constraints, Definition};

    /// Every drawn setting of `P` is one `gen` accepts, under `--strict`
    /// in the judge's domain, and the user's settings win.
    pub(crate) fn settings_are_valid_and_keep_the_given_ones<P: Definition>() {
        for seed in 0..500 {
            for domain in [Domain::Judge, Domain::Sizes, Domain::Any] {
                let o = settings::<P>(&Knobs::default(), seed, domain, Format::Leetcode);
                assert_eq!(check_options::<P>(&o), Ok(()), "seed {seed}: {o:?}");
                assert_eq!(o.seed, seed);
                assert_eq!(o.strict, domain == Domain::Judge);
                assert_eq!(o.keeps_rules(), domain != Domain::Any);
            }
        }
        // The last pattern, not the default, and a setting each problem's
        // mix draws or reads.
        let pattern = P::PATTERNS[P::PATTERNS.len() - 1];
        let knobs = Knobs {
            cases: Some(7),
            moves: Some(7),
            n: Some(7),
            mines: Some(0.07),
            pattern: Some(pattern.into()),
            ..Knobs::default()
        };
        let o = settings::<P>(&knobs, 3, Domain::Judge, Format::Plain);
        assert_eq!(
            (o.cases, o.moves, o.n, o.mines, o.pattern.as_str()),
            (7, 7, 7, 0.07, pattern)
        );
    }

    /// Seeds 25, 50, ... of `P` are its extremes in turn, the largest
    /// (the first) on seed 25, one case, in the domain's rules, and the
    /// user's settings win; the other seeds are the mix's draw.
    pub(crate) fn every_tenth_seed_is_at_the_judges_limits<P: Definition>() {
        let extremes = P::extremes();
        let at = |seed, knobs: &Knobs, domain| {
            stress_settings::<P>(knobs, seed, domain, Format::Leetcode)
        };
        let none = Knobs::default();
        for (k, (name, e)) in extremes.iter().enumerate() {
            let seed = JUDGE_EVERY * (k as u64 + 1);
            for o in [
                at(seed, &none, Domain::Judge),
                at(
                    seed + JUDGE_EVERY * extremes.len() as u64,
                    &none,
                    Domain::Judge,
                ),
            ] {
                assert_eq!(
                    gen_command::<P>(&o),
                    gen_command::<P>(&GenOptions {
                        seed: o.seed,
                        strict: true,
                        format: Format::Leetcode,
                        cases: 1,
                        ..e.clone()
                    }),
                    "{name}"
                );
                assert_eq!(check_options::<P>(&o), Ok(()), "{name}");
            }
            let o = at(seed, &none, Domain::Sizes);
            assert!(o.rules && !o.strict, "{name}");
        }
        let seven = Knobs {
            cases: Some(7),
            ..Knobs::default()
        };
        assert_eq!(at(JUDGE_EVERY, &seven, Domain::Judge).cases, 7);
        for seed in [1, 9, 11, 99] {
            let drawn = settings::<P>(&none, seed, Domain::Judge, Format::Leetcode);
            assert_eq!(
                gen_command::<P>(&at(seed, &none, Domain::Judge)),
                gen_command::<P>(&drawn)
            );
        }
    }

    /// A plain input of board problem `P` holds one case unless `--cases`
    /// says more; a LeetCode-format one the mix's several.
    pub(crate) fn plain_inputs_hold_one_case_unless_told<P: Definition>() {
        let cases = |format, knobs: &Knobs| -> Vec<u64> {
            (1..=50)
                .map(|seed| settings::<P>(knobs, seed, Domain::Judge, format).cases)
                .collect()
        };
        assert!(cases(Format::Plain, &Knobs::default())
            .iter()
            .all(|&c| c == 1));
        assert!(cases(Format::Leetcode, &Knobs::default())
            .iter()
            .any(|&c| c > 1));
        let three = Knobs {
            cases: Some(3),
            ..Knobs::default()
        };
        assert!(cases(Format::Plain, &three).iter().all(|&c| c == 3));
    }

    /// `--beyond-judge-sizes`: on many seeds every input of `P` keeps the
    /// judge's rules (and boardsolve reads it), and many leave the judge's
    /// sizes (`--strict` rejects them); go-capture's only size past the
    /// judge's is `--size`. The rules are not a check that cannot fail:
    /// inputs of `--beyond-judge` break them.
    pub(crate) fn beyond_judge_sizes_keeps_the_rules_and_leaves_the_sizes<P: Definition>() {
        let knobs = Knobs {
            size: P::SIDES.map(|s| s.judge as u64 + 6),
            ..Knobs::default()
        };
        let size = knobs.size.map_or(judge_size::<P>(), |s| s as usize);
        let input = |seed, domain, format| {
            let o = settings::<P>(&knobs, seed, domain, format);
            let mut out = crate::out::Out::new(Vec::new());
            generate::<P>(&o, &mut out).unwrap();
            out.into_inner().unwrap()
        };
        let (mut past, mut broken) = (0, 0);
        for seed in 1..=200 {
            for format in [Format::Leetcode, Format::Plain] {
                let text = input(seed, Domain::Sizes, format);
                let show = || String::from_utf8_lossy(&text).into_owned();
                assert!(crate::kit::solve::<P>(&text, size).is_ok(), "{}", show());
                assert_eq!(P::judge_rules(&text), Ok(()), "seed {seed}: {}", show());
                past += usize::from(within_constraints::<P>(&text).is_err());
                broken += usize::from(P::judge_rules(&input(seed, Domain::Any, format)).is_err());
            }
        }
        assert!(past >= 10, "{past} of 400 inputs past the judge's sizes");
        if P::JUDGE_RULES.is_some() {
            assert!(broken >= 10, "{broken} of 400 inputs break the rules");
        }
    }
}
