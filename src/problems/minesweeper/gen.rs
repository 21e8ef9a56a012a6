//! minesweeper for `gen` and `stress`'s mix.

use crate::cases::Format;
use crate::error::Error;
use crate::grid::Grid;
use crate::kit::gen::{
    board_cases, board_extent, case_rules, strict_side_limit, Click, Extent, GenOptions, Knobs,
    Rng, Setting,
};
use crate::kit::input::write_input_board;
use crate::kit::mix::{pick, share};
use crate::out::Out;
use std::io::Write;

impl crate::kit::gen::Generate for super::Minesweeper {
    const PATTERNS: &'static [&'static str] = &["random", "spiral", "played"];

    const SETTINGS: &'static [Setting] = &[
        Setting::Cases,
        Setting::Rows,
        Setting::Cols,
        Setting::Mines,
        Setting::Click,
    ];
    const PATTERN_HELP: &'static str = "spiral or played (a game in progress)";
    const BEYOND_JUDGE: Option<&'static str> =
        Some("revealed mines and clicks on revealed cells in minesweeper");
    const JUDGE_RULES: Option<&'static str> =
        Some("no revealed mine and clicks on 'M' or 'E' in minesweeper");

    fn check_options(o: &GenOptions) -> Result<(), String> {
        strict_side_limit(o, super::JUDGE_MAX_SIDE, "minesweeper")
    }

    /// Sides drawn up to 10; `"E",` a cell. `played` holds its board (a
    /// byte a cell, twice: the earlier clicks open it).
    fn extent(o: &GenOptions) -> Extent {
        board_extent(o, (10, 10), 4)
    }

    fn judge_rules(input: &[u8]) -> Result<(), String> {
        case_rules::<Self>(input, |case| {
            let super::shrink::Click { row, col } = case.params;
            let g = Grid::from_rows(&case.rows);
            super::check_rules(&g, row as usize, col as usize).map_err(|(_, msg)| msg)
        })
    }

    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
        board_cases(rng, o, (1, 10), out, case)
    }

    /// Small to 50x50 boards, no mines to many, clicks on the corner, on
    /// any cell (mines too), on games in progress (`played`: revealed
    /// blanks and digits on the board), long corridors (`spiral`); outside
    /// the judge's domain, boards past 50x50 with revealed mines, and
    /// clicks on revealed cells.
    fn mix(rng: &mut Rng, _: &Knobs, judge: bool, o: &mut GenOptions) {
        o.cases = rng.range(1, 2);
        let top = if judge { 50 } else { 64 };
        if rng.chance(0.2) {
            // Large blank regions: deep floods (a recursive reveal
            // overflows), long corridors.
            o.rows = Some(rng.range(30, top));
            o.cols = Some(rng.range(30, top));
            o.pattern = pick(rng, &[("random", 2.0), ("spiral", 1.0)]);
            o.mines = share(rng, 0, 3);
        } else {
            let side = |rng: &mut Rng| match rng.below(4) {
                0 | 1 => rng.range(1, 8),
                _ => rng.range(9, 25),
            };
            o.rows = Some(side(rng));
            o.cols = Some(side(rng));
            o.pattern = pick(rng, &[("random", 3.0), ("played", 2.0)]);
            o.mines = match rng.below(5) {
                0 => 0.0,
                1 | 2 => share(rng, 1, 10),
                _ => share(rng, 10, 35),
            };
        }
        o.click = match rng.chance(0.5) {
            true => Click::Corner,
            false => Click::Random,
        };
    }

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |rows, cols, pattern, mines, click| GenOptions {
            mines,
            click,
            ..GenOptions::board(rows, cols, pattern)
        };
        vec![
            ("max-no-mines", board(50, 50, "random", 0.0, Click::Corner)),
            ("max-spiral", board(50, 50, "spiral", 0.15, Click::Corner)),
            (
                "max-few-mines",
                board(50, 50, "random", 0.02, Click::Corner),
            ),
            (
                "max-many-mines",
                board(50, 50, "random", 0.3, Click::Random),
            ),
            ("max-played", board(50, 50, "played", 0.1, Click::Random)),
            ("one-row", board(1, 50, "random", 0.05, Click::Corner)),
            ("one-column", board(50, 1, "random", 0.05, Click::Random)),
            ("one-cell", board(1, 1, "random", 0.0, Click::Corner)),
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
    if o.pattern == "played" {
        let (g, click) = played(rng, o, n, m);
        write_input_board::<super::Minesweeper>(o.format, n, m, |r, c| g.row(r)[c], out)?;
        return write_click(o.format, click, out);
    }
    let spiral = o.pattern == "spiral";
    let click = if spiral || o.click == Click::Corner {
        (0, 0)
    } else {
        (rng.below(n as u64) as usize, rng.below(m as u64) as usize)
    };
    // Cells are drawn row by row as they are written: nothing is stored.
    let mut cell = |r: usize, c: usize| {
        if spiral {
            return if spiral_wall(n, m, r, c) { b'M' } else { b'E' };
        }
        // The corner click keeps its 2x2 block mine-free, so it opens.
        if o.click == Click::Corner && r < 2 && c < 2 {
            return b'E';
        }
        mine(rng, o).unwrap_or(b'E')
    };
    write_input_board::<super::Minesweeper>(o.format, n, m, &mut cell, out)?;
    write_click(o.format, click, out)
}

fn write_click(
    format: Format,
    (r, c): (usize, usize),
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    let click = super::shrink::Click {
        row: r as i64,
        col: c as i64,
    };
    click.write(format, out);
    out.end_record()
}

/// A mine share drawn per cell: `M`, or unless the judge's rules are kept
/// (`--strict`, `--judge-rules`) now and then an already revealed `X`.
fn mine(rng: &mut Rng, o: &GenOptions) -> Option<u8> {
    if !rng.chance(o.mines) {
        None
    } else if !o.keeps_rules() && rng.chance(0.02) {
        Some(b'X')
    } else {
        Some(b'M')
    }
}

/// The "played" pattern: a game in progress. Mines as usual, then one to
/// three earlier clicks on safe cells, so revealed blanks and digits lie
/// on the board; then the click: on an unrevealed cell when the judge's
/// rules are kept (as LeetCode promises), else on any cell, revealed ones
/// too.
fn played(rng: &mut Rng, o: &GenOptions, n: usize, m: usize) -> (Grid, (usize, usize)) {
    let mut g = Grid::new(n, m, b'E');
    for r in 0..n {
        for c in 0..m {
            if let Some(b) = mine(rng, o) {
                g.row_mut(r)[c] = b;
            }
        }
    }
    let fresh = g.clone();
    for _ in 0..rng.range(1, 3) {
        let (r, c) = (rng.below(n as u64) as usize, rng.below(m as u64) as usize);
        if g.row(r)[c] == b'E' {
            super::naive(&mut g, r, c);
        }
    }
    let unrevealed = |g: &Grid| {
        g.interior()
            .filter(|&i| matches!(g.cells()[i], b'M' | b'E'))
            .count()
    };
    if o.keeps_rules() && unrevealed(&g) == 0 {
        // Everything opened: the judge needs something left to click.
        g = fresh;
    }
    let click = if o.keeps_rules() {
        let k = rng.below(unrevealed(&g) as u64) as usize;
        g.interior()
            .filter(|&i| matches!(g.cells()[i], b'M' | b'E'))
            .nth(k)
            .map_or((0, 0), |i| g.coords(i))
    } else {
        (rng.below(n as u64) as usize, rng.below(m as u64) as usize)
    };
    (g, click)
}

/// Concentric rectangles of mines 4 apart (3-wide corridors between them),
/// each opened by a 3-cell gap on alternating sides: the open region is one
/// long winding corridor from the corner inwards.
fn spiral_wall(n: usize, m: usize, r: usize, c: usize) -> bool {
    // The ring whose rectangle passes through (r, c), if any: inset d is
    // 3, 7, 11, ... from the nearest edge.
    let d = r.min(c).min(n - 1 - r).min(m - 1 - c);
    if d % 4 != 3 || n <= 2 * d + 1 || m <= 2 * d + 1 {
        return false;
    }
    let ring = d / 4;
    // The gap: near the left end of the top side on even rings, near the
    // right end of the bottom side on odd rings.
    let gap = if ring & 1 == 0 {
        r == d && (d + 1..=d + 3).contains(&c)
    } else {
        r == n - 1 - d && (m - 4 - d..=m - 2 - d).contains(&c)
    };
    !gap
}

#[cfg(test)]
mod tests {
    use super::spiral_wall;
    use crate::grid::Grid;
    use crate::kit::mix::default_run;

    #[test]
    fn spiral_is_one_corridor() {
        // Every open cell is reachable from the corner (4-connected).
        let (n, m) = (37, 29);
        let open = |r: usize, c: usize| !spiral_wall(n, m, r, c);
        let mut seen = vec![vec![false; m]; n];
        let mut stack = vec![(0, 0)];
        seen[0][0] = true;
        while let Some((r, c)) = stack.pop() {
            for (dr, dc) in [(0isize, 1isize), (1, 0), (0, -1), (-1, 0)] {
                let (a, b) = (r as isize + dr, c as isize + dc);
                if (0..n as isize).contains(&a) && (0..m as isize).contains(&b) {
                    let (a, b) = (a as usize, b as usize);
                    if open(a, b) && !seen[a][b] {
                        seen[a][b] = true;
                        stack.push((a, b));
                    }
                }
            }
        }
        for (r, row) in seen.iter().enumerate() {
            for (c, &reached) in row.iter().enumerate() {
                assert_eq!(reached, open(r, c), "({r}, {c})");
            }
        }
    }

    /// Clicks on mines, on numbers, on blanks opening more than 1000
    /// cells, and games in progress.
    #[test]
    fn the_default_run_reaches_every_minesweeper_rule() {
        let (mut mine, mut number, mut huge, mut played) = (0, 0, 0, 0);
        for input in default_run::<super::super::Minesweeper>() {
            for case in input.cases {
                let super::super::shrink::Click { row, col } = case.params;
                let mut g = Grid::from_rows(&case.rows);
                played += usize::from(g.cells().iter().any(|&b| b == b'B' || b.is_ascii_digit()));
                let before = g.clone();
                super::super::naive(&mut g, row as usize, col as usize);
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
}
