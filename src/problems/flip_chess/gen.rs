//! flip-chess for `gen` and `stress`'s mix.

use super::{BLACK, EMPTY, WHITE};
use crate::dir::{offsets8, run_end, step};
use crate::error::Error;
use crate::grid::{at, Grid};
use crate::kit::gen::{
    board_cases, board_extent, case_rules, strict_side_limit, three_way, Extent, GenOptions, Knobs,
    Rng, Setting,
};
use crate::kit::input::write_input_board;
use crate::kit::mix::{pick, share};
use crate::out::Out;
use std::io::Write;

/// Empty, black, white: what `three_way` draws.
const CELL_BYTES: [u8; 3] = [EMPTY, BLACK, WHITE];

impl crate::kit::gen::Generate for super::FlipChess {
    const PATTERNS: &'static [&'static str] = &["random", "cascade"];

    const SETTINGS: &'static [Setting] = &[
        Setting::Cases,
        Setting::Rows,
        Setting::Cols,
        Setting::Empty,
        Setting::Black,
        Setting::White,
    ];
    const PATTERN_HELP: &'static str = "cascade";
    const CELLS: Option<[u8; 3]> = Some(CELL_BYTES);
    const BEYOND_JUDGE: Option<&'static str> =
        Some("flip-chess boards without the judge's guarantee");
    const JUDGE_RULES: Option<&'static str> =
        Some("an empty cell and no white stone already flanked in flip-chess");

    fn check_options(o: &GenOptions) -> Result<(), String> {
        strict_side_limit(o, super::JUDGE_MAX_SIDE, "flip-chess")
    }

    /// Sides drawn up to 8; a cell a byte (LeetCode's rows are strings).
    /// Only the judge's guarantee holds a board in memory, a byte a cell.
    fn extent(o: &GenOptions) -> Extent {
        board_extent(o, (8, 8), 1)
    }

    fn judge_rules(input: &[u8]) -> Result<(), String> {
        case_rules::<Self>(input, |case| {
            super::check_rules(&Grid::from_rows(&case.rows))
        })
    }

    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
        board_cases(rng, o, (1, 8), out, case)
    }

    /// Every size up to 8x8, random boards and cascades; outside the
    /// judge's domain, boards past 8x8 and without the judge's guarantee.
    fn mix(rng: &mut Rng, _: &Knobs, judge: bool, o: &mut GenOptions) {
        o.cases = rng.range(1, 4);
        o.pattern = pick(rng, &[("random", 3.0), ("cascade", 2.0)]);
        o.empty = share(rng, 50, 150);
        o.black = share(rng, 30, 150);
        o.white = share(rng, 50, 300);
        if !judge && rng.chance(0.3) {
            o.rows = Some(rng.range(9, 16));
            o.cols = Some(rng.range(9, 16));
        }
    }

    fn extremes() -> Vec<(&'static str, GenOptions)> {
        let board = |rows, cols, pattern, white| GenOptions {
            white,
            ..GenOptions::board(rows, cols, pattern)
        };
        vec![
            ("max-cascade", board(8, 8, "cascade", 1.0)),
            ("max-cascade-white", board(8, 8, "cascade", 3.0)),
            ("max-random", board(8, 8, "random", 1.0)),
            ("max-random-white", board(8, 8, "random", 3.0)),
            ("one-row", board(1, 8, "random", 1.0)),
            ("one-column", board(8, 1, "cascade", 1.0)),
            ("one-cell", board(1, 1, "random", 1.0)),
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
    if !o.keeps_rules() {
        // Nothing to repair: each cell is drawn as it is written, so a
        // board of any size streams through without being held.
        return write_input_board::<super::FlipChess>(
            o.format,
            n,
            m,
            |r, c| cell(rng, o, n, m, r, c),
            out,
        );
    }
    let mut g = Grid::new(n, m, EMPTY);
    for r in 0..n {
        for c in 0..m {
            g.row_mut(r)[c] = cell(rng, o, n, m, r, c);
        }
    }
    make_judge_board(rng, &mut g);
    write_input_board::<super::FlipChess>(o.format, n, m, |r, c| g.row(r)[c], out)
}

/// The cell at (r, c) of an `n` x `m` board, drawn in row-major order.
fn cell(rng: &mut Rng, o: &GenOptions, n: usize, m: usize, r: usize, c: usize) -> u8 {
    if o.pattern != "cascade" {
        return three_way(rng, o, CELL_BYTES);
    }
    // A comb: a white column closed by black at the top, every other row
    // a white run closed by black at the right, light noise elsewhere.
    // Black at the column's foot flips the column, and each flipped stone
    // its row: long cascades.
    match (r, c) {
        (0, 0) => BLACK,
        (r, 0) if r + 1 == n => EMPTY,
        (_, 0) => WHITE,
        (r, c) if r % 2 == 1 && c + 1 == m => BLACK,
        (r, _) if r % 2 == 1 => WHITE,
        _ if rng.chance(0.9) => EMPTY,
        _ => three_way(rng, o, CELL_BYTES),
    }
}

/// Repairs a board to the judge's guarantee: every white flanked by black
/// on a line loses its first stone of the run to an empty cell (which can
/// never create a new flank), then one empty cell is ensured.
fn make_judge_board(rng: &mut Rng, g: &mut Grid) {
    let dirs = offsets8(g);
    // One pass in row-major order: emptying a white stone never makes a
    // flank, so the stones passed stay unflanked, and the pass empties
    // what a scan restarted after each repair would (in O(cells), not
    // O(cells^2)).
    for r in 0..g.rows() {
        for c in 0..g.cols() {
            let i = g.index(r, c);
            if g.cells()[i] != BLACK {
                continue;
            }
            while let Some(j) = dirs.iter().find_map(|&d| {
                let (k, end) = run_end(g.cells(), i, d, WHITE);
                (k > 0 && at(g.cells(), end) == BLACK).then_some(step(i, d))
            }) {
                g.cells_mut()[j] = EMPTY;
            }
        }
    }
    if !g.interior().any(|i| g.cells()[i] == EMPTY) {
        let (r, c) = (
            rng.below(g.rows() as u64) as usize,
            rng.below(g.cols() as u64) as usize,
        );
        g.row_mut(r)[c] = EMPTY;
    }
}

#[cfg(test)]
mod tests {
    use super::super::waves;
    use super::EMPTY;
    use crate::grid::Grid;
    use crate::kit::mix::default_run;
    use std::collections::BTreeSet;

    /// Every board side 1..=8 both ways, 8x8 itself, and chains of at
    /// least four waves.
    #[test]
    fn the_default_run_reaches_every_flip_chess_rule() {
        let (mut rows, mut cols, mut deepest) = (BTreeSet::new(), BTreeSet::new(), 0);
        let mut full = false;
        for input in default_run::<super::super::FlipChess>() {
            for case in input.cases {
                let g = Grid::from_rows(&case.rows);
                rows.insert(g.rows());
                cols.insert(g.cols());
                full |= g.rows() == 8 && g.cols() == 8;
                for p in g.interior().filter(|&p| g.cells()[p] == EMPTY) {
                    let top = waves(&g, p).iter().map(|w| w.1).max().unwrap_or(0);
                    deepest = deepest.max(top);
                }
            }
        }
        assert_eq!(rows.len(), 8);
        assert_eq!(cols.len(), 8);
        assert!(full && deepest >= 4, "{deepest}");
    }
}
