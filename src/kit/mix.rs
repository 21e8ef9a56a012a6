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
use crate::kit::gen::{GenOptions, Knobs, Rng};
use crate::problems::go_capture;
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
            // On a large board (`--beyond-judge --size`), the share of the
            // area played is taken of at most a 400 x 400 board: a seed of
            // 10000 x 10000 took 1.2·10^8 moves, minutes a seed.
            let area = knobs
                .size
                .unwrap_or(go_capture::JUDGE_SIZE as u64)
                .min(400)
                .pow(2);
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
    use crate::dir::STEPS8;
    use crate::grid::Grid;
    use crate::kit::gen::{generate, validate};
    use crate::kit::shrink::{Input, Shrink};
    use crate::out::Out;
    use crate::problems::{check_move, flip_chess, go_capture, minesweeper, othello_moves};
    use std::collections::BTreeSet;

    /// The inputs of the default run: seeds 1..=100 in the judge's domain.
    fn default_run<P: Shrink>(p: Problem) -> Vec<P::Input> {
        (1..=100)
            .map(|seed| {
                let o = settings(p, &Knobs::default(), seed, true, Format::Leetcode);
                let mut out = Out::new(Vec::new());
                generate(p, &o, &mut out).unwrap();
                P::Input::parse(&out.into_inner().unwrap(), 19).unwrap()
            })
            .collect()
    }

    /// What happens in Go replays, by a flood-fill replay of its own.
    #[derive(Default, Debug)]
    struct GoEvents {
        captures: usize,
        suicides: usize,
        /// One move taking two or more groups.
        multi_group: usize,
        /// A capture by a stone that had no liberty until the capture.
        saving: usize,
        /// Stones taken on the edge, in a corner.
        edge: usize,
        corner: usize,
    }

    fn go_events(moves: &[(u64, u64)], e: &mut GoEvents) {
        let n = 19i64;
        let mut b = vec![0u8; 19 * 19];
        let at = |r: i64, c: i64| (r * n + c) as usize;
        // The group of p and whether it has a liberty.
        let group = |b: &[u8], p: usize| {
            let mut stones = vec![p];
            let mut seen = BTreeSet::from([p]);
            let mut free = false;
            let mut k = 0;
            while k < stones.len() {
                let (r, c) = ((stones[k] as i64) / n, (stones[k] as i64) % n);
                for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let (nr, nc) = (r + dr, c + dc);
                    if (0..n).contains(&nr) && (0..n).contains(&nc) {
                        let q = at(nr, nc);
                        free |= b[q] == 0;
                        if b[q] == b[p] && seen.insert(q) {
                            stones.push(q);
                        }
                    }
                }
                k += 1;
            }
            (stones, free)
        };
        for (i, &(x, y)) in moves.iter().enumerate() {
            let me = if i % 2 == 0 { 1 } else { 2 };
            let p = at(x as i64 - 1, y as i64 - 1);
            b[p] = me;
            let had_liberty = group(&b, p).1;
            let mut taken: Vec<Vec<usize>> = Vec::new();
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let (r, c) = (x as i64 - 1 + dr, y as i64 - 1 + dc);
                if (0..n).contains(&r) && (0..n).contains(&c) && b[at(r, c)] == 3 - me {
                    let (stones, free) = group(&b, at(r, c));
                    if !free && !taken.iter().any(|t| t.contains(&stones[0])) {
                        taken.push(stones);
                    }
                }
            }
            if !taken.is_empty() {
                e.captures += 1;
                e.multi_group += usize::from(taken.len() > 1);
                e.saving += usize::from(!had_liberty);
            }
            for &q in taken.iter().flatten() {
                let (r, c) = ((q as i64) / n, (q as i64) % n);
                let edges = usize::from(r == 0 || r == n - 1) + usize::from(c == 0 || c == n - 1);
                e.edge += usize::from(edges > 0);
                e.corner += usize::from(edges == 2);
                b[q] = 0;
            }
            let (own, free) = group(&b, p);
            if !free {
                e.suicides += 1;
                for q in own {
                    b[q] = 0;
                }
            }
        }
    }

    /// The default run of go-capture captures, also several groups at
    /// once, on edges and in corners, commits suicide and saves capturing
    /// stones, many times over (the default replay did none).
    #[test]
    fn the_default_run_reaches_every_go_rule() {
        let mut e = GoEvents::default();
        for input in default_run::<go_capture::GoCapture>(Problem::GoCapture) {
            go_events(&input.moves, &mut e);
        }
        let least = [
            e.captures,
            e.suicides,
            e.multi_group,
            e.saving,
            e.edge,
            e.corner,
        ];
        assert!(least.iter().all(|&k| k >= 20), "{e:?}");
    }

    /// Every board side 1..=8 both ways, 8x8 itself, and chains of at
    /// least four waves.
    #[test]
    fn the_default_run_reaches_every_flip_chess_rule() {
        let (mut rows, mut cols, mut deepest) = (BTreeSet::new(), BTreeSet::new(), 0);
        let mut full = false;
        for input in default_run::<flip_chess::FlipChess>(Problem::FlipChess) {
            for case in input.cases {
                let g = Grid::from_rows(&case.rows);
                rows.insert(g.rows());
                cols.insert(g.cols());
                full |= g.rows() == 8 && g.cols() == 8;
                for p in g.interior().filter(|&p| g.cells()[p] == flip_chess::EMPTY) {
                    let top = flip_chess::waves(&g, p)
                        .iter()
                        .map(|w| w.1)
                        .max()
                        .unwrap_or(0);
                    deepest = deepest.max(top);
                }
            }
        }
        assert_eq!(rows.len(), 8);
        assert_eq!(cols.len(), 8);
        assert!(full && deepest >= 4, "{deepest}");
    }

    /// Good lines with 1 to 6 cells between, in each of the 8 directions.
    #[test]
    fn the_default_run_reaches_every_check_move_line() {
        let mut lines = BTreeSet::new();
        for input in default_run::<check_move::CheckMove>(Problem::CheckMove) {
            for case in input.cases {
                let (row, col, color) = (case.params.row, case.params.col, case.params.color);
                let cell = |r: i64, c: i64| {
                    case.rows
                        .get(r as usize)
                        .and_then(|row| row.get(c as usize))
                        .copied()
                };
                for (d, &(dr, dc)) in STEPS8.iter().enumerate() {
                    let (dr, dc) = (dr as i64, dc as i64);
                    let mut k = 1;
                    while cell(row + k * dr, col + k * dc).is_some_and(|b| b != color && b != b'.')
                    {
                        k += 1;
                    }
                    if k > 1 && cell(row + k * dr, col + k * dc) == Some(color) {
                        lines.insert((d, k - 1));
                    }
                }
            }
        }
        assert_eq!(lines.len(), 8 * 6, "{lines:?}");
    }

    /// Clicks on mines, on numbers, on blanks opening more than 1000
    /// cells, and games in progress.
    #[test]
    fn the_default_run_reaches_every_minesweeper_rule() {
        let (mut mine, mut number, mut huge, mut played) = (0, 0, 0, 0);
        for input in default_run::<minesweeper::Minesweeper>(Problem::Minesweeper) {
            for case in input.cases {
                let (row, col) = (case.params.row, case.params.col);
                let mut g = Grid::from_rows(&case.rows);
                played += usize::from(g.cells().iter().any(|&b| b == b'B' || b.is_ascii_digit()));
                let before = g.clone();
                minesweeper::naive(&mut g, row as usize, col as usize);
                let opened = g
                    .interior()
                    .filter(|&p| g.cells()[p] != before.cells()[p])
                    .count();
                match g.row(row as usize)[col as usize] {
                    b'X' => mine += 1,
                    b'1'..=b'8' => number += 1,
                    _ => huge += usize::from(opened > 1000),
                }
            }
        }
        assert!(
            mine >= 10 && number >= 10 && huge >= 5 && played >= 10,
            "{mine} {number} {huge} {played}"
        );
    }

    /// Legal moves through runs in each of the 8 directions.
    #[test]
    fn the_default_run_reaches_every_othello_direction() {
        let mut dirs = BTreeSet::new();
        for input in default_run::<othello_moves::OthelloMoves>(Problem::OthelloMoves) {
            let (n, cells, player) = (input.n, input.cells, input.player);
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
