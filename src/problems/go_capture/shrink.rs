//! go-capture's input as `stress` shrinks it: the replay cut right after
//! the failing move, shorter prefixes (a half, three quarters, ... all but
//! one move: a time-out shrinks by bisection), pairs of moves dropped (an
//! even number of moves, so every later move keeps its colour), the whole
//! fight moved toward a corner.

use super::{mover, Board, Engine, EMPTY};
use crate::error::Error;
use crate::kit::shrink::{count, Candidate, Candidates, Input, Shrink};
use crate::out::Out;
use crate::scan::Scanner;

impl Shrink for super::GoCapture {
    type Input = Replay;
}

/// A replay on a `size` x `size` board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    pub size: usize,
    pub moves: Vec<(u64, u64)>,
}

/// Weighed by moves, then how far the last move (after the cut, the
/// failing one) is from the top-left corner, then the sum of all
/// coordinates (a fight moved toward the corner is lighter).
impl Input for Replay {
    fn parse(text: &[u8], size: usize) -> Result<Replay, Error> {
        // Validate with the solver itself, then read the numbers.
        let opts = super::Options {
            size,
            ..Default::default()
        };
        super::run(&opts, text, &mut Out::new(std::io::sink()))?;
        let mut sc = Scanner::new(text);
        let m = sc.next_uint("m")?.unwrap_or(0);
        let mut moves = Vec::new();
        for _ in 0..m {
            let x = sc.next_uint("x")?.unwrap_or(0);
            moves.push((x, sc.next_uint("y")?.unwrap_or(0)));
        }
        Ok(Replay { size, moves })
    }

    fn write(&self) -> Vec<u8> {
        let mut out = Out::new(Vec::new());
        out.uint(self.moves.len() as u64);
        out.byte(b'\n');
        for &(x, y) in &self.moves {
            out.uint(x);
            out.byte(b' ');
            out.uint(y);
            out.byte(b'\n');
        }
        out.into_inner().unwrap_or_default()
    }

    fn weight(&self) -> [u64; 3] {
        let moves = &self.moves;
        [
            moves.len() as u64,
            moves.last().map_or(0, |&(x, y)| x + y),
            moves.iter().map(|&(x, y)| x + y).sum(),
        ]
    }

    /// `hint` is the failing move.
    fn candidates<'a>(&'a self, hint: Option<usize>) -> Candidates<'a, Replay> {
        Box::new(candidates(self.size, &self.moves, hint))
    }

    /// A prefix with a move: the moves played are the same, and the
    /// judge's bounds hold for fewer moves.
    fn keeps_valid(&self, candidate: &Replay) -> bool {
        candidate.size == self.size
            && !candidate.moves.is_empty()
            && self.moves.starts_with(&candidate.moves)
    }

    fn describe(&self) -> String {
        count(self.moves.len(), "move")
    }
}

/// Replays up to this long also try dropping any black and white move.
const DROP_ANY_PAIR: usize = 40;
/// The moves one size of drops may build, summed over its candidates:
/// each is nearly the replay's length, and most drops from a long replay
/// are no valid replay (a stone left uncaptured stands where a later move
/// plays), so a 5·10^5-move replay tries only drops of thousands of moves
/// (a few dozen candidates a size), and a 4096-move one every pair.
const DROP_WORK: usize = 1 << 24;

fn candidates<'a>(
    size: usize,
    moves: &'a [(u64, u64)],
    hint: Option<usize>,
) -> impl Iterator<Item = Candidate<'a, Replay>> + 'a {
    let len = moves.len();
    let replay = move |moves: Vec<(u64, u64)>| Replay { size, moves };
    // The replay up to the failing move: a prefix is always a valid replay.
    let cut = hint.filter(|&h| h + 1 < len).map(|h| h + 1);
    let halves = std::iter::successors(Some(len / 2), |&k| Some(k / 2)).take_while(|&k| k >= 1);
    let keeps = cut
        .into_iter()
        .chain(halves.map(move |gone| len - gone).filter(|&keep| keep >= 1));
    let prefixes = keeps.map(move |keep| -> Candidate<'a, Replay> {
        Box::new(move || replay(moves[..keep].to_vec()))
    });
    // An even number of moves dropped: later moves keep their colours.
    let step = |k: usize| if k == 2 { 1 } else { k };
    let sizes = std::iter::successors(Some(len / 2 / 2 * 2), |&k| Some(k / 2 / 2 * 2))
        .take_while(move |&k| k >= 2 && (len + 1 - k).div_ceil(step(k)) * len <= DROP_WORK);
    let drops = sizes.flat_map(move |k| {
        // The board after the moves before the gap, played along as the
        // gap moves right: each drop's check starts at the gap.
        let (mut head, mut played) = (Board::new(size), 0);
        (0..len + 1 - k)
            .step_by(step(k))
            .filter(move |&i| {
                play_on(&mut head, played, &moves[played..i]);
                played = i;
                plays_on_empty(head.clone(), i, &moves[i + k..])
            })
            .map(move |i| -> Candidate<'a, Replay> {
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
        (0..whites).map(move |b| -> Candidate<'a, Replay> {
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
    .map(move |(sx, sy)| -> Candidate<'a, Replay> {
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
    let wraps = turns
        .into_iter()
        .map(move |(sx, sy)| -> Candidate<'a, Replay> {
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

/// Plays `moves` (valid ones: a prefix of the replay) on `board`, where
/// `before` moves were played.
fn play_on(board: &mut Board, before: usize, moves: &[(u64, u64)]) {
    for (i, &(x, y)) in moves.iter().enumerate() {
        let p = board.grid().index(x as usize - 1, y as usize - 1);
        board.play(p, mover((before + i) as u64 + 1));
    }
}

/// Whether `tail` plays on `board` (after `before` moves) on empty points
/// only, so that the replay's moves before the gap then `tail` is a
/// replay. Cheaper than writing the drop out for `stress` to validate,
/// and most drops from a long replay with captures fail within a few
/// moves of the gap (a stone no longer captured stands where a later
/// move plays).
fn plays_on_empty(mut board: Board, before: usize, tail: &[(u64, u64)]) -> bool {
    for (i, &(x, y)) in tail.iter().enumerate() {
        let p = board.grid().index(x as usize - 1, y as usize - 1);
        if board.grid().cells()[p] != EMPTY {
            return false;
        }
        board.play(p, mover((before + i) as u64 + 1));
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A replay of `len` moves on a 5x5 board, with many captures: each
    /// move on an empty point drawn by a linear congruential generator.
    fn crowded(len: usize) -> Vec<(u64, u64)> {
        let mut board = Board::new(5);
        let (mut moves, mut r) = (Vec::new(), 7u64);
        while moves.len() < len {
            r = r
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (x, y) = ((r >> 33) % 5 + 1, (r >> 45) % 5 + 1);
            let p = board.grid().index(x as usize - 1, y as usize - 1);
            if board.grid().cells()[p] == EMPTY {
                board.play(p, mover(moves.len() as u64 + 1));
                moves.push((x, y));
            }
        }
        moves
    }

    /// Whether `moves` is a replay, played from the empty board.
    fn valid(moves: &[(u64, u64)]) -> bool {
        plays_on_empty(Board::new(5), 0, moves)
    }

    /// The drops checked from the board at the gap are exactly those
    /// checked from the first move, in the same order.
    #[test]
    fn go_drops_are_the_valid_ones() {
        let moves = crowded(300);
        let input = Replay {
            size: 5,
            moves: moves.clone(),
        };
        let prefixes = std::iter::successors(Some(150), |&k| Some(k / 2))
            .take_while(|&k| k >= 1)
            .count();
        let mut expected = Vec::new();
        let mut k: usize = 150;
        while k >= 2 && (301 - k).div_ceil(if k == 2 { 1 } else { k }) * 300 <= DROP_WORK {
            for i in (0..301 - k).step_by(if k == 2 { 1 } else { k }) {
                let m: Vec<_> = moves[..i].iter().chain(&moves[i + k..]).copied().collect();
                if valid(&m) {
                    expected.push(m);
                }
            }
            k = k / 2 / 2 * 2;
        }
        // Some are valid and some are not, or the test tells nothing.
        assert!(
            !expected.is_empty() && expected.len() < 300,
            "{}",
            expected.len()
        );
        let got: Vec<_> = input
            .candidates(None)
            .skip(prefixes)
            .take(expected.len() + 1)
            .map(|c| c().moves)
            .collect();
        assert_eq!(&got[..expected.len()], &expected[..]);
        // What follows is no drop (the shifts keep every move).
        assert_eq!(got[expected.len()].len(), 300);
    }

    #[test]
    fn go_prefixes_keep_valid_and_drops_need_checking() {
        let moves = crowded(10);
        let input = Replay {
            size: 5,
            moves: moves.clone(),
        };
        let with = |m: &[(u64, u64)]| Replay {
            size: 5,
            moves: m.to_vec(),
        };
        assert!(input.keeps_valid(&with(&moves[..4])));
        assert!(!input.keeps_valid(&with(&[])));
        assert!(!input.keeps_valid(&with(&moves[2..])));
        let wider = Replay {
            size: 7,
            ..with(&moves[..4])
        };
        assert!(!input.keeps_valid(&wider));
    }

    #[test]
    fn go_pairs_keep_colours_and_the_hint_cuts_first() {
        let moves: Vec<(u64, u64)> = (1..=9).map(|i| (i, i + 2)).collect();
        let input = Replay {
            size: 19,
            moves: moves.clone(),
        };
        let c: Vec<Replay> = input.candidates(Some(4)).map(|c| c()).collect();
        assert_eq!(c[0].moves, &moves[..5]);
        for Replay { moves: m, .. } in &c {
            // Either a prefix, or the same length parity, or a translation.
            let prefix = moves.starts_with(m);
            assert!(prefix || (moves.len() - m.len()) % 2 == 0, "{m:?}");
        }
        // Moved to the corner: the smallest row and column become 1.
        assert!(c.iter().any(|r| r.moves.len() == 9 && r.moves[0] == (1, 1)));
        assert!(c.iter().all(|r| r.weight() < input.weight()));
    }
}
