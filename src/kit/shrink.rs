//! Smaller versions of a failing input that keep the problem's structure,
//! for `stress` to try one after another (the caller keeps only those the
//! validator accepts, so the shrinker itself may propose anything).
//!
//! - go-capture: the replay cut right after the failing move, shorter
//!   prefixes, pairs of moves dropped (an even number of moves, so every
//!   later move keeps its colour), the whole fight moved toward a corner.
//! - boards: cases dropped, blocks of rows and columns dropped (never the
//!   target's; the target moves along), cells cleared to empty (`.`, `E`).
//! - othello-moves: a row and the column of the same index dropped
//!   together (the board stays square), cells cleared to 0.
//!
//! Larger cuts come first, so a big input halves quickly (as in ddmin);
//! [`weight`] orders inputs, and only a strictly lighter one is progress.

use crate::kit::input::{Case, Input, Params};
use crate::problems::Problem;

/// What a problem gives `stress`'s shrinker: its input as data, and the smaller inputs to try.
pub trait Shrink {}

/// How big an input is, compared in order. go-capture: moves, then how
/// far the last move (after the cut, the failing one) is from the top-left
/// corner, then the sum of all coordinates (a fight moved toward the corner
/// is lighter). Boards: cases, cells, non-empty cells; othello-moves: 1,
/// cells, non-empty cells (so the third number counts non-empty cells).
pub fn weight(p: Problem, input: &Input) -> [u64; 3] {
    match input {
        Input::Go { moves, .. } => [
            moves.len() as u64,
            moves.last().map_or(0, |&(x, y)| x + y),
            moves.iter().map(|&(x, y)| x + y).sum(),
        ],
        Input::Othello { n, cells, .. } => [
            1,
            (n * n) as u64,
            cells.iter().filter(|&&v| v != 0).count() as u64,
        ],
        Input::Boards { cases, .. } => {
            let blank = blank(p);
            [
                cases.len() as u64,
                cases
                    .iter()
                    // ok: a parsed board has a row, and no cut takes the last.
                    .map(|c| (c.rows.len() * c.rows[0].len()) as u64)
                    .sum(),
                cases
                    .iter()
                    .flat_map(|c| c.rows.iter().flatten())
                    .filter(|&&b| b != blank)
                    .count() as u64,
            ]
        }
    }
}

/// The empty cell of a board problem.
fn blank(p: Problem) -> u8 {
    match p {
        Problem::Minesweeper => b'E',
        _ => b'.',
    }
}

/// A smaller input, built only when its turn comes: a failing replay of
/// 5·10^5 moves has about 7·10^5 candidates, each nearly its size, so
/// they are never all in memory at once.
pub type Candidate<'a> = Box<dyn Fn() -> Input + 'a>;

/// Smaller inputs to try, most promising first, as a lazy sequence (the
/// caller skips what it has tried without building it). `hint` is the
/// first line of the answer that differs, when known (for go-capture, the
/// move).
pub fn candidates<'a>(
    p: Problem,
    input: &'a Input,
    hint: Option<usize>,
) -> Box<dyn Iterator<Item = Candidate<'a>> + 'a> {
    match input {
        Input::Go { size, moves } => Box::new(go(*size, moves, hint)),
        Input::Othello { n, cells, player } => Box::new(othello(*n, cells, *player)),
        Input::Boards { format, cases } => {
            let format = *format;
            let boards = move |cases: Vec<Case>| Input::Boards { format, cases };
            let drops = chunks(cases.len())
                .filter(move |&(_, k)| k < cases.len())
                .map(move |(i, k)| -> Candidate<'a> {
                    Box::new(move || {
                        let mut c = cases.clone();
                        c.drain(i..i + k);
                        boards(c)
                    })
                });
            // The case that fails first is where the bug shows.
            let first = hint.map_or(0, |line| case_of_line(p, cases, line));
            let order = std::iter::once(first).chain((0..cases.len()).filter(move |&i| i != first));
            let smaller = order.flat_map(move |ci| {
                board(p, &cases[ci]).map(move |case| -> Candidate<'a> {
                    Box::new(move || {
                        let mut c = cases.clone();
                        c[ci] = case();
                        boards(c)
                    })
                })
            });
            Box::new(drops.chain(smaller))
        }
    }
}

/// The case whose answer holds answer line `line` (minesweeper's plain
/// answers are a line per row; every other answer is a line per case).
fn case_of_line(p: Problem, cases: &[Case], line: usize) -> usize {
    let mut start = 0;
    for (i, c) in cases.iter().enumerate() {
        start += if p == Problem::Minesweeper {
            c.rows.len()
        } else {
            1
        };
        if line < start {
            return i;
        }
    }
    0
}

/// Blocks `(start, len)` of `0..len`: halves, then quarters, ... then
/// single items.
fn chunks(len: usize) -> impl Iterator<Item = (usize, usize)> + Clone {
    std::iter::successors(Some(len / 2), |&k| Some(k / 2))
        .take_while(|&k| k >= 1)
        .flat_map(move |k| (0..len / k).map(move |j| (j * k, k)))
}

/// Replays up to this long also try dropping any black and white move.
const DROP_ANY_PAIR: usize = 40;

fn go<'a>(
    size: usize,
    moves: &'a [(u64, u64)],
    hint: Option<usize>,
) -> impl Iterator<Item = Candidate<'a>> + 'a {
    let len = moves.len();
    let replay = move |moves: Vec<(u64, u64)>| Input::Go { size, moves };
    // The replay up to the failing move: a prefix is always a valid replay.
    let cut = hint.filter(|&h| h + 1 < len).map(|h| h + 1);
    let keeps = cut.into_iter().chain(
        [len / 2, len * 3 / 4, len.saturating_sub(1)]
            .into_iter()
            .filter(move |&keep| keep >= 1 && keep < len),
    );
    let prefixes = keeps
        .map(move |keep| -> Candidate<'a> { Box::new(move || replay(moves[..keep].to_vec())) });
    // An even number of moves dropped: later moves keep their colours.
    let sizes = std::iter::successors(Some(len / 2 / 2 * 2), |&k| Some(k / 2 / 2 * 2))
        .take_while(|&k| k >= 2);
    let drops = sizes.flat_map(move |k| {
        let step = if k == 2 { 1 } else { k };
        (0..len + 1 - k)
            .step_by(step)
            .map(move |i| -> Candidate<'a> {
                Box::new(move || {
                    let mut m = Vec::with_capacity(len - k);
                    m.extend_from_slice(&moves[..i]);
                    m.extend_from_slice(&moves[i + k..]);
                    replay(m)
                })
            })
    });
    // One stone of each colour dropped anywhere, each colour's moves kept
    // in order: moves between the two slide by one turn. Only on short
    // replays (quadratic).
    let (blacks, whites) = match len <= DROP_ANY_PAIR {
        true => (len.div_ceil(2), len / 2),
        false => (0, 0),
    };
    let pairs = (0..blacks).flat_map(move |a| {
        (0..whites).map(move |b| -> Candidate<'a> {
            Box::new(move || {
                let colour = |first: usize, gone: usize| {
                    let own = moves.iter().skip(first).step_by(2).enumerate();
                    own.filter(move |&(i, _)| i != gone).map(|(_, &m)| m)
                };
                let (mut bs, mut ws) = (colour(0, a), colour(1, b));
                let mut m = Vec::with_capacity(len - 2);
                for i in 0..len - 2 {
                    let next = if i % 2 == 0 { bs.next() } else { ws.next() };
                    m.extend(next);
                }
                replay(m)
            })
        })
    });
    // The fight moved toward the corner, each way and both.
    let lo = |f: fn(&(u64, u64)) -> u64| moves.iter().map(f).min().unwrap_or(1);
    let (dx, dy) = (lo(|m| m.0) - 1, lo(|m| m.1) - 1);
    let shifts = [
        (dx, dy),
        (dx, 0),
        (0, dy),
        (dx / 2, dy / 2),
        (dx.min(1), dy.min(1)),
    ]
    .into_iter()
    .filter(|&(sx, sy)| sx + sy > 0)
    .map(move |(sx, sy)| -> Candidate<'a> {
        Box::new(move || replay(moves.iter().map(|&(x, y)| (x - sx, y - sy)).collect()))
    });
    // Stones far from the fight (there to keep the colours alternating)
    // pin it in place; shifting the board around as a torus takes the
    // last move's surroundings to the corner or an edge while those go
    // elsewhere.
    let mut turns = Vec::new();
    if let Some(&(lx, ly)) = moves.last() {
        for (kx, ky) in [
            (0, 0),
            (1, 1),
            (2, 2),
            (0, 1),
            (1, 0),
            (0, 2),
            (2, 0),
            (1, 2),
            (2, 1),
        ] {
            for (ax, ay) in [(true, true), (true, false), (false, true)] {
                let sx = if ax { lx.saturating_sub(1 + kx) } else { 0 };
                let sy = if ay { ly.saturating_sub(1 + ky) } else { 0 };
                if sx + sy > 0 {
                    turns.push((sx, sy));
                }
            }
        }
    }
    let n = size as u64;
    let wraps = turns.into_iter().map(move |(sx, sy)| -> Candidate<'a> {
        Box::new(move || {
            let wrap = |v: u64, by: u64| (v - 1 + n - by % n) % n + 1;
            replay(
                moves
                    .iter()
                    .map(|&(x, y)| (wrap(x, sx), wrap(y, sy)))
                    .collect(),
            )
        })
    });
    prefixes
        .chain(drops)
        .chain(pairs)
        .chain(shifts)
        .chain(wraps)
}

fn othello<'a>(n: usize, cells: &'a [u8], player: u8) -> impl Iterator<Item = Candidate<'a>> + 'a {
    // As many rows as columns dropped, so the board stays square: the
    // same indices first, then any block of rows with any of columns.
    let same = chunks(n).map(|b| (b, b));
    let any = chunks(n)
        .flat_map(move |(ri, k)| (0..n / k).map(move |j| ((ri, k), (j * k, k))))
        .filter(|(r, c)| r.0 != c.0);
    let cuts = same.chain(any).filter(move |&((_, k), _)| k < n).map(
        move |((ri, k), (ci, _))| -> Candidate<'a> {
            Box::new(move || Input::Othello {
                n: n - k,
                cells: (0..n * n)
                    .filter(|&j| {
                        !(ri..ri + k).contains(&(j / n)) && !(ci..ci + k).contains(&(j % n))
                    })
                    .map(|j| cells[j])
                    .collect(),
                player,
            })
        },
    );
    let clears = chunks(n * n)
        .filter(move |&(i, k)| cells[i..i + k].iter().any(|&v| v != 0))
        .map(move |(i, k)| -> Candidate<'a> {
            Box::new(move || {
                let mut c = cells.to_vec();
                c[i..i + k].fill(0);
                Input::Othello {
                    n,
                    cells: c,
                    player,
                }
            })
        });
    cuts.chain(clears)
}

/// Smaller versions of one board case, each built when asked for.
fn board<'a>(p: Problem, case: &'a Case) -> impl Iterator<Item = Box<dyn Fn() -> Case + 'a>> + 'a {
    // ok: a parsed board has a row, and no cut takes the last.
    let (n, m) = (case.rows.len(), case.rows[0].len());
    let (tr, tc) = match case.params {
        Params::None => (None, None),
        Params::Move { row, col, .. } | Params::Click { row, col } => {
            (usize::try_from(row).ok(), usize::try_from(col).ok())
        }
    };
    let moved = move |dr: i64, dc: i64| match case.params {
        Params::None => Params::None,
        Params::Move { row, col, color } => Params::Move {
            row: row - dr,
            col: col - dc,
            color,
        },
        Params::Click { row, col } => Params::Click {
            row: row - dr,
            col: col - dc,
        },
    };
    let rows = chunks(n)
        .filter(move |&(i, k)| k < n && !tr.is_some_and(|t| (i..i + k).contains(&t)))
        .map(move |(i, k)| -> Box<dyn Fn() -> Case + 'a> {
            Box::new(move || {
                let mut rows = case.rows.clone();
                rows.drain(i..i + k);
                let shift = if tr.is_some_and(|t| t >= i + k) { k } else { 0 };
                Case {
                    rows,
                    params: moved(shift as i64, 0),
                }
            })
        });
    let cols = chunks(m)
        .filter(move |&(i, k)| k < m && !tc.is_some_and(|t| (i..i + k).contains(&t)))
        .map(move |(i, k)| -> Box<dyn Fn() -> Case + 'a> {
            Box::new(move || {
                let rows = case
                    .rows
                    .iter()
                    .map(|row| {
                        let mut row = row.clone();
                        row.drain(i..i + k);
                        row
                    })
                    .collect();
                let shift = if tc.is_some_and(|t| t >= i + k) { k } else { 0 };
                Case {
                    rows,
                    params: moved(0, shift as i64),
                }
            })
        });
    let blank = blank(p);
    let clears = chunks(n * m)
        .filter(move |&(i, k)| (i..i + k).any(|j| case.rows[j / m][j % m] != blank))
        .map(move |(i, k)| -> Box<dyn Fn() -> Case + 'a> {
            Box::new(move || {
                let mut rows = case.rows.clone();
                for j in i..i + k {
                    rows[j / m][j % m] = blank;
                }
                Case {
                    rows,
                    params: case.params.clone(),
                }
            })
        });
    rows.chain(cols).chain(clears)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cases::Format;

    #[test]
    fn go_pairs_keep_colours_and_the_hint_cuts_first() {
        let moves: Vec<(u64, u64)> = (1..=9).map(|i| (i, i + 2)).collect();
        let input = Input::Go {
            size: 19,
            moves: moves.clone(),
        };
        let c: Vec<Input> = candidates(Problem::GoCapture, &input, Some(4))
            .map(|c| c())
            .collect();
        let Input::Go { moves: first, .. } = &c[0] else {
            panic!()
        };
        assert_eq!(first, &moves[..5]);
        for cand in &c {
            let Input::Go { moves: m, .. } = cand else {
                panic!()
            };
            // Either a prefix, or the same length parity, or a translation.
            let prefix = moves.starts_with(m);
            assert!(prefix || (moves.len() - m.len()) % 2 == 0, "{m:?}");
        }
        // Moved to the corner: the smallest row and column become 1.
        assert!(c
            .iter()
            .any(|cand| matches!(cand, Input::Go { moves: m, .. }
            if m.len() == 9 && m[0] == (1, 1))));
        assert!(c
            .iter()
            .all(|cand| weight(Problem::GoCapture, cand) < weight(Problem::GoCapture, &input)));
    }

    #[test]
    fn board_cuts_keep_the_target_and_move_it_along() {
        let case = Case {
            rows: vec![b"EEEE".to_vec(), b"EMEE".to_vec(), b"EEEM".to_vec()],
            params: Params::Click { row: 2, col: 3 },
        };
        let input = Input::Boards {
            format: Format::Plain,
            cases: vec![case],
        };
        let w = weight(Problem::Minesweeper, &input);
        let mut cuts = 0;
        for cand in candidates(Problem::Minesweeper, &input, None).map(|c| c()) {
            let Input::Boards { cases, .. } = &cand else {
                panic!()
            };
            let c = &cases[0];
            let Params::Click { row, col } = c.params else {
                panic!()
            };
            if c.rows.len() * c.rows[0].len() < 12 {
                // Rows or columns cut: the clicked cell is the same cell.
                assert_eq!(c.rows[row as usize][col as usize], b'M', "{c:?}");
                cuts += 1;
            }
            assert!(weight(Problem::Minesweeper, &cand) < w);
        }
        // Rows 0 and 1; columns 0 and 1 together, and 0, 1, 2 alone.
        assert_eq!(cuts, 2 + 4);
    }

    #[test]
    fn othello_stays_square() {
        let input = Input::Othello {
            n: 3,
            cells: vec![1, 0, 2, 0, 1, 2, 2, 2, 1],
            player: 1,
        };
        for cand in candidates(Problem::OthelloMoves, &input, None).map(|c| c()) {
            let Input::Othello { n, cells, .. } = &cand else {
                panic!()
            };
            assert_eq!(cells.len(), n * n);
        }
    }
}
