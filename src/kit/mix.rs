//! The generator settings `stress` draws for each seed: a mix of sizes,
//! patterns and shares chosen so that the default run reaches every rule
//! of the problem.
//!
//! - go-capture: fights crowded into a small window, often in a corner
//!   (captures on edges and corners, suicides, several groups taken by
//!   one move, captures that save the capturing stone: the `local`
//!   pattern), random replays long enough to fill the board, and blocks
//!   surrounded and taken whole (`groups`).
//! - flip-chess: every size up to 8x8, random boards and cascades.
//! - check-move: lines of every length in all 8 directions, random boards.
//! - minesweeper: small to 50x50 boards, no mines to many, clicks on the
//!   corner, on any cell (mines too), on games in progress (`played`:
//!   revealed blanks and digits on the board), long corridors (`spiral`).
//! - othello-moves: small to 100x100 boards, random and long runs.
//!
//! The settings come from a stream of their own seeded by the seed, and
//! the input from `gen` with the same seed, so the report's `boardsolve
//! gen ...` line, which spells every setting out, regenerates the input.
//! Settings the user gave are kept; the mix draws the others (a pattern's
//! usual size goes with the pattern in force). In the judge's domain
//! everything stays within the `--strict` limits; outside it, boards grow
//! past them, minesweeper boards have revealed mines, clicks land on
//! revealed cells, and flip-chess boards lose the judge's guarantee.

use crate::cases::Format;
use crate::kit::gen::{GenOptions, Knobs, Problem, Rng};
use crate::problems::go_capture;

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
    let pick = |rng: &mut Rng, choices: &[(&str, f64)]| {
        let weights: Vec<f64> = choices.iter().map(|c| c.1).collect();
        choices[rng.weighted(&weights)].0.to_string()
    };
    // Shares in whole hundredths, so the report's command line reads well.
    let share = |rng: &mut Rng, lo: u64, hi: u64| rng.range(lo, hi) as f64 / 100.0;
    match p {
        Problem::GoCapture => {
            o.pattern = knobs.pattern.clone().unwrap_or_else(|| {
                pick(
                    &mut rng,
                    &[("local", 5.0), ("random", 3.0), ("groups", 2.0)],
                )
            });
            let area = knobs.size.unwrap_or(go_capture::JUDGE_SIZE as u64).pow(2);
            o.moves = match o.pattern.as_str() {
                "local" => rng.range(6, 80),
                // Until the board is full and then well into the captures.
                "random" => rng.range(area / 3, area * 3 / 2),
                _ => rng.range(area / 8, area),
            }
            .max(1);
        }
        Problem::FlipChess => {
            o.cases = rng.range(1, 4);
            o.pattern = pick(&mut rng, &[("random", 3.0), ("cascade", 2.0)]);
            o.empty = share(&mut rng, 50, 150);
            o.black = share(&mut rng, 30, 150);
            o.white = share(&mut rng, 50, 300);
            if !judge && rng.chance(0.3) {
                o.rows = Some(rng.range(9, 16));
                o.cols = Some(rng.range(9, 16));
            }
        }
        Problem::CheckMove => {
            o.cases = rng.range(1, 6);
            o.pattern = pick(&mut rng, &[("lines", 7.0), ("random", 3.0)]);
            o.empty = share(&mut rng, 30, 150);
            o.black = share(&mut rng, 50, 150);
            o.white = share(&mut rng, 50, 150);
            if !judge && rng.chance(0.5) {
                o.rows = Some(rng.range(1, 12));
                o.cols = Some(rng.range(1, 12));
            }
        }
        Problem::Minesweeper => {
            o.cases = rng.range(1, 2);
            let top = if judge { 50 } else { 64 };
            if rng.chance(0.2) {
                // Large blank regions: deep floods (a recursive reveal
                // overflows), long corridors.
                o.rows = Some(rng.range(30, top));
                o.cols = Some(rng.range(30, top));
                o.pattern = pick(&mut rng, &[("random", 2.0), ("spiral", 1.0)]);
                o.mines = share(&mut rng, 0, 3);
            } else {
                let side = |rng: &mut Rng| match rng.below(4) {
                    0 | 1 => rng.range(1, 8),
                    _ => rng.range(9, 25),
                };
                o.rows = Some(side(&mut rng));
                o.cols = Some(side(&mut rng));
                o.pattern = pick(&mut rng, &[("random", 3.0), ("played", 2.0)]);
                o.mines = match rng.below(5) {
                    0 => 0.0,
                    1 | 2 => share(&mut rng, 1, 10),
                    _ => share(&mut rng, 10, 35),
                };
            }
            o.corner_click = rng.chance(0.5);
        }
        Problem::OthelloMoves => {
            let top = if judge { 100 } else { 150 };
            o.n = match rng.below(10) {
                0..=5 => rng.range(1, 8),
                6..=8 => rng.range(9, 20),
                _ => rng.range(21, top),
            };
            o.pattern = pick(&mut rng, &[("random", 1.0), ("runs", 1.0)]);
            o.empty = share(&mut rng, 30, 150);
            o.black = share(&mut rng, 50, 150);
            o.white = share(&mut rng, 50, 150);
        }
    }
    knobs.over(o)
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
        }
        let knobs = Knobs {
            moves: Some(7),
            pattern: Some("groups".into()),
            ..Knobs::default()
        };
        let o = settings(Problem::GoCapture, &knobs, 3, true, Format::Plain);
        assert_eq!((o.moves, o.pattern.as_str()), (7, "groups"));
    }
}
