//! othello-moves for `gen` and `stress`'s mix.

use crate::error::Error;
use crate::kit::gen::{three_way, Extent, GenOptions, Knobs, Rng, Setting};
use crate::kit::mix::{pick, share};
use crate::out::Out;
use crate::solve::Solve;
use crate::writers::long_row;
use std::io::Write;

/// Empty, player 1, player 2: what `three_way` draws.
const CELL_BYTES: [u8; 3] = [b'0', b'1', b'2'];

impl crate::kit::gen::Generate for super::OthelloMoves {
    const PATTERNS: &'static [&'static str] = &["random", "runs"];

    const SETTINGS: &'static [Setting] = &[
        Setting::N,
        Setting::Player,
        Setting::Empty,
        Setting::Black,
        Setting::White,
    ];
    const PATTERN_HELP: &'static str = "runs";
    const CELLS: Option<[u8; 3]> = Some(CELL_BYTES);

    fn check_options(o: &GenOptions) -> Result<(), String> {
        if o.strict && o.n > super::JUDGE_MAX_N {
            return Err(format!(
                "--strict: othello-moves has N <= {}",
                super::JUDGE_MAX_N
            ));
        }
        Ok(())
    }

    /// An N x N board, `0 ` a cell, streamed.
    fn extent(o: &GenOptions) -> Extent {
        let cells = u128::from(o.n) * u128::from(o.n);
        Extent {
            sized_by: format!("-n {}", o.n),
            cells,
            bytes: cells.saturating_mul(2).saturating_add(32),
        }
    }

    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
        board(rng, o, out)
    }

    /// Small to 100x100 boards (past it outside the judge's domain),
    /// random and long runs.
    fn mix(rng: &mut Rng, _: &Knobs, judge: bool, o: &mut GenOptions) {
        let top = if judge { 100 } else { 150 };
        o.n = match rng.below(10) {
            0..=5 => rng.range(1, 8),
            6..=8 => rng.range(9, 20),
            _ => rng.range(21, top),
        };
        o.pattern = pick(rng, &[("random", 1.0), ("runs", 1.0)]);
        o.empty = share(rng, 30, 150);
        o.black = share(rng, 50, 150);
        o.white = share(rng, 50, 150);
    }

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |n, pattern: &str, player, empty, black, white| GenOptions {
            n,
            pattern: pattern.into(),
            player: Some(player),
            empty,
            black,
            white,
            ..GenOptions::new(Self::SIDES)
        };
        let max = super::JUDGE_MAX_N;
        vec![
            ("max-runs-1", board(max, "runs", 1, 1.0, 1.0, 1.0)),
            ("max-runs-2", board(max, "runs", 2, 1.0, 1.0, 1.0)),
            ("max-random-1", board(max, "random", 1, 1.0, 1.0, 1.0)),
            ("max-random-2", board(max, "random", 2, 1.0, 1.0, 1.0)),
            ("max-sparse", board(max, "random", 1, 20.0, 1.0, 1.0)),
            ("max-full", board(max, "random", 2, 0.0, 1.0, 1.0)),
            ("max-empty", board(max, "random", 1, 1.0, 0.0, 0.0)),
            ("near-max-runs", board(max - 1, "runs", 1, 1.0, 1.0, 1.0)),
            ("one-stone", board(1, "random", 2, 0.0, 1.0, 0.0)),
            ("two-by-two", board(2, "random", 1, 1.0, 1.0, 1.0)),
        ]
    }
}

fn board(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
    let n = o.n;
    let player = o.player.unwrap_or_else(|| 1 + rng.below(2) as u8);
    let opp = b'0' + 3 - player;
    out.uint(n);
    out.byte(b'\n');
    for _ in 0..n {
        // "runs": long runs of the opponent, each started by an own stone
        // or an empty cell, so legal moves sit at their far ends.
        let mut run = 0u64;
        for c in 0..n {
            let v = if o.pattern == "runs" {
                if run == 0 {
                    run = 1 + rng.below(n.clamp(2, 64));
                    [b'0', b'0' + player][rng.below(2) as usize]
                } else {
                    run -= 1;
                    opp
                }
            } else {
                three_way(rng, o, CELL_BYTES)
            };
            if c > 0 {
                out.byte(b' ');
            }
            out.byte(v);
            long_row(c as usize, out)?;
        }
        out.byte(b'\n');
        out.end_record()?;
    }
    out.uint(u64::from(player));
    out.byte(b'\n');
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::dir::STEPS8;
    use crate::kit::mix::default_run;
    use std::collections::BTreeSet;

    /// Legal moves through runs in each of the 8 directions.
    #[test]
    fn the_default_run_reaches_every_othello_direction() {
        let mut dirs = BTreeSet::new();
        for input in default_run::<super::super::OthelloMoves>() {
            let super::super::shrink::Square { n, cells, player } = input;
            let n = n as i64;
            let cell = |r: i64, c: i64| {
                ((0..n).contains(&r) && (0..n).contains(&c)).then(|| cells[(r * n + c) as usize])
            };
            for (r, c) in (0..n).flat_map(|r| (0..n).map(move |c| (r, c))) {
                for (d, &(dr, dc)) in STEPS8.iter().enumerate() {
                    let (dr, dc) = (dr as i64, dc as i64);
                    let mut k = 1;
                    while cell(r + k * dr, c + k * dc) == Some(3 - player) {
                        k += 1;
                    }
                    if cell(r, c) == Some(0)
                        && k > 1
                        && cell(r + k * dr, c + k * dc) == Some(player)
                    {
                        dirs.insert(d);
                    }
                }
            }
        }
        assert_eq!(dirs.len(), 8);
    }
}
