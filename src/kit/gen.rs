//! Seeded generators: one valid input per call, reproducible from the seed.
//!
//! The PRNG is SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state
//! advanced by the golden-ratio increment, each output a mix of the state
//! by two xor-shift-multiply rounds. Bounded draws use Lemire's
//! multiply-shift (`(x * n) >> 64`), whose bias (below n / 2^64) is
//! irrelevant here. The stream is fixed by this file alone, so a seed gives
//! the same input on every machine and every version that keeps the golden
//! tests passing.

use crate::error::Error;
use crate::out::Out;
use crate::problems::go_capture::{self, Board, Engine, EMPTY};
use std::io::Write;

/// SplitMix64.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p` (0.0..=1.0).
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) < p
    }
}

/// Writes a go-capture replay of `moves` moves on a `size` x `size` board:
/// each move on a uniformly random empty point. The replay is played while
/// it is written, so every move is valid.
pub fn go_random(
    rng: &mut Rng,
    size: usize,
    moves: u64,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    let mut board = Board::new(size);
    let mut empties = EmptySet::new(&board);
    out.uint(moves);
    out.byte(b'\n');
    for i in 1..=moves {
        let p = empties.take(rng.below(empties.len() as u64) as usize);
        write_move(&board, p, out)?;
        board.play(p, go_capture::mover(i));
        for &q in board.removed() {
            empties.put(q as usize);
        }
    }
    Ok(())
}

fn write_move(board: &Board, p: usize, out: &mut Out<impl Write>) -> Result<(), Error> {
    let (r, c) = board.grid().coords(p);
    out.uint(r as u64 + 1);
    out.byte(b' ');
    out.uint(c as u64 + 1);
    out.byte(b'\n');
    out.end_record()
}

/// The empty points of a board, with O(1) removal of any of them: a dense
/// list plus each point's place in it.
struct EmptySet {
    list: Vec<usize>,
    /// For a point: its index in `list` (meaningless when not empty).
    place: Vec<usize>,
}

impl EmptySet {
    fn new(board: &Board) -> EmptySet {
        let g = board.grid();
        let list: Vec<usize> = g.interior().filter(|&p| g.cells()[p] == EMPTY).collect();
        let mut place = vec![0; g.cells().len()];
        for (k, &p) in list.iter().enumerate() {
            place[p] = k;
        }
        EmptySet { list, place }
    }

    fn len(&self) -> usize {
        self.list.len()
    }

    /// Removes and returns the k-th empty point.
    fn take(&mut self, k: usize) -> usize {
        let p = self.list.swap_remove(k);
        if let Some(&moved) = self.list.get(k) {
            self.place[moved] = k;
        }
        p
    }

    fn put(&mut self, p: usize) {
        self.place[p] = self.list.len();
        self.list.push(p);
    }
}

/// Writes an othello-moves input: an N x N board whose cells are 0, 1, 2
/// with the given weights, and the player.
pub fn othello_random(
    rng: &mut Rng,
    n: u64,
    weights: [u64; 3],
    player: u8,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    let total: u64 = weights.iter().sum();
    out.uint(n);
    out.byte(b'\n');
    for _ in 0..n {
        for c in 0..n {
            let x = rng.below(total);
            let v = if x < weights[0] {
                b'0'
            } else if x < weights[0] + weights[1] {
                b'1'
            } else {
                b'2'
            };
            if c > 0 {
                out.byte(b' ');
            }
            out.byte(v);
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
    use super::*;

    #[test]
    fn splitmix64_reference_values() {
        // First outputs for seed 1234567 of the reference implementation
        // (Vigna's splitmix64.c).
        let mut r = Rng::new(1234567);
        assert_eq!(r.next_u64(), 6457827717110365317);
        assert_eq!(r.next_u64(), 3203168211198807973);
        assert_eq!(r.next_u64(), 9817491932198370423);
    }
}
