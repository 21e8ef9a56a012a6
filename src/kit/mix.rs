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
//! problem's mix says).

use crate::cases::Format;
use crate::kit::gen::{GenOptions, Generate, Knobs, Rng};
use crate::problems::Problem;

/// Mixes the seed into the settings stream, so it is not `gen`'s stream.
const STREAM: u64 = 0x5EED_5E77_1465_0000;

/// The settings for `seed`: the user's `knobs`, the rest drawn. `judge`
/// keeps to the judge's constraints (and turns on `strict`).
pub fn settings(p: Problem, knobs: &Knobs, seed: u64, judge: bool, format: Format) -> GenOptions {
    let mut rng = Rng::new(seed ^ STREAM);
    let mut o = GenOptions {
        seed,
        strict: judge,
        format,
        ..GenOptions::default()
    };
    crate::with_problem!(p, P => <P as Generate>::mix(&mut rng, knobs, judge, &mut o));
    knobs.over(o)
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
pub(crate) fn default_run<P: crate::kit::shrink::Shrink + crate::solve::Solve>() -> Vec<P::Input> {
    use crate::kit::shrink::Input;
    let p = Problem::from_name(P::NAME).expect("a registered problem");
    (1..=100)
        .map(|seed| {
            let o = settings(p, &Knobs::default(), seed, true, Format::Leetcode);
            let mut out = crate::out::Out::new(Vec::new());
            crate::kit::gen::generate(p, &o, &mut out).unwrap();
            P::Input::parse(&out.into_inner().unwrap(), p.judge_size()).unwrap()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::gen::validate;

    /// Every drawn setting is one `gen` accepts, under `--strict` in the
    /// judge's domain, and the user's settings win.
    #[test]
    fn settings_are_valid_and_keep_the_given_ones() {
        for p in Problem::ALL {
            for seed in 0..500 {
                for judge in [true, false] {
                    let o = settings(p, &Knobs::default(), seed, judge, Format::Leetcode);
                    assert_eq!(validate(p, &o), Ok(()), "{p:?} seed {seed}: {o:?}");
                    assert_eq!(o.seed, seed);
                    assert_eq!(o.strict, judge);
                }
            }
            // The last pattern, not the default, and a setting each
            // problem's mix draws or reads.
            let pattern = p.patterns()[p.patterns().len() - 1];
            let knobs = Knobs {
                cases: Some(7),
                moves: Some(7),
                n: Some(7),
                mines: Some(0.07),
                pattern: Some(pattern.into()),
                ..Knobs::default()
            };
            let o = settings(p, &knobs, 3, true, Format::Plain);
            assert_eq!(
                (o.cases, o.moves, o.n, o.mines, o.pattern.as_str()),
                (7, 7, 7, 0.07, pattern),
                "{p:?}"
            );
        }
    }
}
