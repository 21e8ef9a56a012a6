//! game-of-life for `gen` and `stress`'s mix.

use crate::error::Error;
use crate::kit::gen::{
    board_cases, board_extent, strict_side_limit, Extent, GenOptions, Knobs, Rng, Setting,
};
use crate::kit::input::write_input_board;
use crate::kit::mix::{pick, share};
use crate::out::Out;
use std::io::Write;

impl crate::kit::gen::Generate for super::GameOfLife {
    const PATTERNS: &'static [&'static str] = &["random", "still", "oscillators", "gliders"];

    const SETTINGS: &'static [Setting] =
        &[Setting::Cases, Setting::Rows, Setting::Cols, Setting::Live];
    const PATTERN_HELP: &'static str =
        "still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) \
         or gliders (gliders, light spaceships)";

    fn check_options(o: &GenOptions) -> Result<(), String> {
        strict_side_limit(o, super::JUDGE_MAX_SIDE, "game-of-life")
    }

    /// The board is held (a shape is placed on it before it is written):
    /// a byte a cell, within `MAX_CELLS`; `0,` in LeetCode's format.
    fn extent(o: &GenOptions) -> Extent {
        board_extent(o, (12, 12), 2)
    }

    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
        board_cases(rng, o, (1, 12), out, |rng, o, n, m, out| {
            let g = board(rng, o, n, m);
            write_input_board::<Self>(o.format, n, m, |r, c| g[r][c], out)
        })
    }

    /// Small boards to 25x25 (40x40 outside the judge's domain), sparse
    /// to crowded soups, and the shapes: still lifes, oscillators,
    /// gliders, some cut by the board's edge.
    fn mix(rng: &mut Rng, _: &Knobs, judge: bool, o: &mut GenOptions) {
        o.cases = rng.range(1, 2);
        let top = if judge { 25 } else { 40 };
        let side = |rng: &mut Rng| match rng.below(4) {
            0 => rng.range(1, 3),
            1 | 2 => rng.range(4, 12),
            _ => rng.range(13, top),
        };
        o.rows = Some(side(rng));
        o.cols = Some(side(rng));
        o.pattern = pick(
            rng,
            &[
                ("random", 4.0),
                ("still", 1.0),
                ("oscillators", 1.0),
                ("gliders", 1.0),
            ],
        );
        o.live = share(rng, 5, 80);
    }

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |rows, cols, pattern, live| GenOptions {
            live,
            ..GenOptions::board(rows, cols, pattern)
        };
        vec![
            ("max-sparse", board(25, 25, "random", 0.1)),
            ("max-crowded", board(25, 25, "random", 0.7)),
            ("max-all-live", board(25, 25, "random", 1.0)),
            ("max-all-dead", board(25, 25, "random", 0.0)),
            ("max-still", board(25, 25, "still", 0.0)),
            ("max-oscillators", board(25, 25, "oscillators", 0.0)),
            ("max-gliders", board(25, 25, "gliders", 0.0)),
            ("one-row", board(1, 25, "random", 0.5)),
            ("one-column", board(25, 1, "random", 0.5)),
            ("one-cell", board(1, 1, "random", 1.0)),
        ]
    }
}

/// Still lifes: block, beehive, loaf, boat, tub.
const STILL: &[&[&str]] = &[
    &["11", "11"],
    &["0110", "1001", "0110"],
    &["0110", "1001", "0101", "0010"],
    &["110", "101", "010"],
    &["010", "101", "010"],
];

/// Oscillators of period 2: blinker, toad, beacon.
const OSCILLATORS: &[&[&str]] = &[
    &["111"],
    &["0111", "1110"],
    &["1100", "1100", "0011", "0011"],
];

/// Spaceships: a glider and a light spaceship.
const GLIDERS: &[&[&str]] = &[
    &["010", "001", "111"],
    &["01001", "10000", "10001", "11110"],
];

/// A tile's side: a shape of up to 5 cells a side at offset 1 leaves at
/// least one dead row and column on each side, so neighbouring tiles'
/// shapes never touch.
const TILE: usize = 7;

/// An `n` x `m` board of the pattern: `random` a soup of `--live` share
/// live cells; the others a shape in most tiles of a 7x7 grid, turned and
/// mirrored at random.
fn board(rng: &mut Rng, o: &GenOptions, n: usize, m: usize) -> Vec<Vec<u8>> {
    let shapes = match o.pattern.as_str() {
        "still" => STILL,
        "oscillators" => OSCILLATORS,
        "gliders" => GLIDERS,
        _ => {
            return (0..n)
                .map(|_| {
                    (0..m)
                        .map(|_| b'0' + u8::from(rng.chance(o.live)))
                        .collect()
                })
                .collect()
        }
    };
    let mut g = vec![vec![b'0'; m]; n];
    for top in (0..n).step_by(TILE) {
        for left in (0..m).step_by(TILE) {
            if rng.chance(0.2) {
                continue;
            }
            let shape = shapes[rng.below(shapes.len() as u64) as usize];
            let (flip, turn) = (rng.chance(0.5), rng.chance(0.5));
            for (r, row) in shape.iter().enumerate() {
                for (c, &b) in row.as_bytes().iter().enumerate() {
                    let c = if flip { row.len() - 1 - c } else { c };
                    let (r, c) = if turn { (c, r) } else { (r, c) };
                    // A shape the board's edge cuts is kept cut.
                    if let Some(cell) = g
                        .get_mut(top + 1 + r)
                        .and_then(|row| row.get_mut(left + 1 + c))
                    {
                        *cell = b;
                    }
                }
            }
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use crate::kit::mix::default_run;

    /// Deaths of loneliness (0 or 1 neighbours) and of crowding (4 or
    /// more), survival with 2 and with 3, births, and dead cells left dead
    /// with 3 neighbours missed (2 or 4): counted by the statement's rule
    /// on the default run's boards.
    #[test]
    fn the_default_run_reaches_every_game_of_life_rule() {
        let mut seen = [[0u32; 9]; 2];
        for input in default_run::<super::super::GameOfLife>() {
            for case in input.cases {
                let (n, m) = (case.rows.len() as i64, case.rows[0].len() as i64);
                for r in 0..n {
                    for c in 0..m {
                        let live = (-1..=1)
                            .flat_map(|dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
                            .filter(|&(a, b)| {
                                (a, b) != (r, c) && (0..n).contains(&a) && (0..m).contains(&b)
                            })
                            .filter(|&(a, b)| case.rows[a as usize][b as usize] == b'1')
                            .count();
                        let alive = case.rows[r as usize][c as usize] == b'1';
                        seen[usize::from(alive)][live] += 1;
                    }
                }
            }
        }
        let [dead, alive] = seen;
        let lonely = alive[0] + alive[1];
        let crowded: u32 = alive[4..].iter().sum();
        assert!(
            lonely >= 100 && crowded >= 100 && alive[2] >= 100 && alive[3] >= 100,
            "{alive:?}"
        );
        assert!(
            dead[3] >= 100 && dead[2] >= 100 && dead[4] >= 100,
            "{dead:?}"
        );
    }
}
