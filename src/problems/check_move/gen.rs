//! check-move for `gen` and `stress`'s mix.

use crate::dir::STEPS8;
use crate::error::Error;
use crate::grid::Grid;
use crate::kit::gen::{
    board_cases, board_extent, case_rules, three_way, Extent, GenOptions, Knobs, Rng, Setting,
};
use crate::kit::input::write_input_board;
use crate::kit::mix::{pick, share};
use crate::out::Out;
use crate::solve::Solve;
use std::io::Write;

/// Empty, black, white: what `three_way` draws.
const CELL_BYTES: [u8; 3] = [b'.', b'B', b'W'];

impl crate::kit::gen::Generate for super::CheckMove {
    const PATTERNS: &'static [&'static str] = &["random", "lines"];

    const SETTINGS: &'static [Setting] = &[
        Setting::Cases,
        Setting::Rows,
        Setting::Cols,
        Setting::Empty,
        Setting::Black,
        Setting::White,
    ];
    const PATTERN_HELP: &'static str = "lines";
    const CELLS: Option<[u8; 3]> = Some(CELL_BYTES);
    const JUDGE_RULES: Option<&'static str> = Some("an empty check-move target");

    fn check_options(o: &GenOptions) -> Result<(), String> {
        let side = super::JUDGE_SIDE as u64;
        if o.strict && (o.rows.unwrap_or(side) != side || o.cols.unwrap_or(side) != side) {
            return Err("--strict: check-move boards are 8x8".into());
        }
        Ok(())
    }

    /// Sides drawn are 8; `"B",` a cell. No board is held: the lines
    /// are drawn ahead of it ([`Rng::skip`]) and the board streams.
    fn extent(o: &GenOptions) -> Extent {
        board_extent(o, (8, 8), 4)
    }

    fn judge_rules(input: &[u8]) -> Result<(), String> {
        case_rules::<Self>(input, |case| {
            let super::shrink::Move { row, col, color } = case.params;
            super::check_rules(&super::Case {
                board: Grid::from_rows(&case.rows),
                row: row as usize,
                col: col as usize,
                color,
            })
        })
    }

    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
        board_cases(rng, o, (8, 8), out, case)
    }

    /// Lines of every length in all 8 directions, random boards; outside
    /// the judge's domain, boards of other sides than 8x8.
    fn mix(rng: &mut Rng, _: &Knobs, judge: bool, o: &mut GenOptions) {
        o.cases = rng.range(1, 6);
        o.pattern = pick(rng, &[("lines", 7.0), ("random", 3.0)]);
        o.empty = share(rng, 30, 150);
        o.black = share(rng, 50, 150);
        o.white = share(rng, 50, 150);
        if !judge && rng.chance(0.5) {
            o.rows = Some(rng.range(1, 12));
            o.cols = Some(rng.range(1, 12));
        }
    }

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |pattern: &str, empty, black, white| GenOptions {
            pattern: pattern.into(),
            empty,
            black,
            white,
            ..GenOptions::new(Self::SIDES)
        };
        vec![
            ("lines", board("lines", 1.0, 1.0, 1.0)),
            ("lines-crowded", board("lines", 0.2, 1.0, 1.0)),
            ("lines-black", board("lines", 1.0, 3.0, 0.5)),
            ("lines-white", board("lines", 1.0, 0.5, 3.0)),
            ("random-sparse", board("random", 5.0, 1.0, 1.0)),
            ("random-full", board("random", 0.1, 1.0, 1.0)),
            ("empty-board", board("random", 1.0, 0.0, 0.0)),
        ]
    }
}

fn case(
    rng: &mut Rng,
    o: &GenOptions,
    n: usize,
    m: usize,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    let (r, c) = (rng.below(n as u64) as usize, rng.below(m as u64) as usize);
    let color = if rng.chance(0.5) { b'B' } else { b'W' };
    // The stream draws the board's cells, one draw each, then the lines
    // through the target: the lines are drawn first from a copy moved
    // past the board, so the board streams through without being held.
    let mut after = rng.clone();
    after.skip((n as u64).wrapping_mul(m as u64));
    let mut set = match o.pattern.as_str() {
        "lines" => lines(&mut after, (n, m), (r, c), color),
        _ => Vec::new(),
    };
    if o.keeps_rules() {
        set.push((r, c, b'.'));
    }
    // Row-major, the last one set winning (the target over a line).
    set.sort_by_key(|&(i, j, _)| (i, j));
    let mut set = set.into_iter().peekable();
    write_input_board::<super::CheckMove>(
        o.format,
        n,
        m,
        |i, j| {
            let mut b = three_way(rng, o, CELL_BYTES);
            while let Some((_, _, v)) = set.next_if(|&(si, sj, _)| (si, sj) == (i, j)) {
                b = v;
            }
            b
        },
        out,
    )?;
    *rng = after;
    let target = super::shrink::Move {
        row: r as i64,
        col: c as i64,
        color,
    };
    target.write(o.format, out);
    out.end_record()
}

/// The "lines" pattern: long lines through the target (r, c) of an `n` x
/// `m` board, in every direction a run of the other colour, each closed by
/// `color` or left open; the cells they set, in the order drawn.
fn lines(
    rng: &mut Rng,
    (n, m): (usize, usize),
    (r, c): (usize, usize),
    color: u8,
) -> Vec<(usize, usize, u8)> {
    let other = if color == b'B' { b'W' } else { b'B' };
    let inside = |i: isize, j: isize| (0..n as isize).contains(&i) && (0..m as isize).contains(&j);
    let mut set = Vec::new();
    for (dr, dc) in STEPS8 {
        let closed = rng.chance(0.5);
        let (mut i, mut j) = (r as isize + dr, c as isize + dc);
        while inside(i, j) {
            let v = if !inside(i + dr, j + dc) || rng.chance(0.05) {
                if closed {
                    color
                } else {
                    b'.'
                }
            } else {
                other
            };
            set.push((i as usize, j as usize, v));
            if v != other {
                break;
            }
            (i, j) = (i + dr, j + dc);
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use crate::dir::STEPS8;
    use crate::kit::mix::default_run;
    use std::collections::BTreeSet;

    /// Good lines with 1 to 6 cells between, in each of the 8 directions.
    #[test]
    fn the_default_run_reaches_every_check_move_line() {
        let mut lines = BTreeSet::new();
        for input in default_run::<super::super::CheckMove>() {
            for case in input.cases {
                let super::super::shrink::Move { row, col, color } = case.params;
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
}
