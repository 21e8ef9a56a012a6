//! go-capture's reference engine, for `--naive` and the tests: after each
//! move, flood-fill every opponent group next to the stone, then the
//! stone's own group (O(board) a move). Never copied into submissions.

use super::{opponent, start, tally, Engine, Options, Play, EMPTY};
use crate::dir::{offsets4, step};
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use std::io::{Read, Write};

/// [`run_with`] on the reference engine.
pub fn run_naive(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    how: impl Play,
) -> Result<(), Error> {
    let (mut sc, m) = start(input, opts.strict)?;
    how.play(NaiveBoard::new(opts.size), &mut sc, m, out)
}

/// The reference engine: after each move, flood-fill every opponent group
/// next to the stone, then the stone's own group.
pub struct NaiveBoard {
    grid: Grid,
    dirs: [isize; 4],
    /// `seen[i] == epoch` marks points visited by the current fill.
    seen: Vec<u32>,
    epoch: u32,
    group: Vec<usize>,
    removed: Vec<u32>,
}

impl NaiveBoard {
    pub fn new(size: usize) -> NaiveBoard {
        // Whole border rows: the engine's indices, and steps that stay in.
        let grid = Grid::padded(size, size, EMPTY).0;
        NaiveBoard {
            dirs: offsets4(grid.stride()),
            seen: vec![0; grid.cells().len()],
            grid,
            epoch: 0,
            group: Vec::new(),
            removed: Vec::new(),
        }
    }

    /// Removes the group at `start` if it has no liberty; returns its size.
    fn remove_if_dead(&mut self, start: usize) -> u64 {
        self.epoch += 1;
        let cells = self.grid.cells_mut();
        let color = cells[start];
        self.group.clear();
        self.group.push(start);
        self.seen[start] = self.epoch;
        let mut alive = false;
        let mut k = 0;
        while k < self.group.len() {
            let s = self.group[k];
            k += 1;
            for d in self.dirs {
                let n = step(s, d);
                if cells[n] == EMPTY {
                    alive = true;
                } else if cells[n] == color && self.seen[n] != self.epoch {
                    self.seen[n] = self.epoch;
                    self.group.push(n);
                }
            }
        }
        if alive {
            return 0;
        }
        for &s in &self.group {
            cells[s] = EMPTY;
            self.removed.push(s as u32);
        }
        self.group.len() as u64
    }
}

impl Engine for NaiveBoard {
    fn grid(&self) -> &Grid {
        &self.grid
    }

    fn removed(&self) -> &[u32] {
        &self.removed
    }

    fn play(&mut self, p: usize, me: u8) -> [u64; 2] {
        let opp = opponent(me);
        self.removed.clear();
        self.grid.cells_mut()[p] = me;
        let mut captured = 0;
        for d in self.dirs {
            let n = step(p, d);
            if self.grid.cells()[n] == opp {
                captured += self.remove_if_dead(n);
            }
        }
        let lost = self.remove_if_dead(p);
        let a = tally(opp, captured);
        let b = tally(me, lost);
        [a[0] + b[0], a[1] + b[1]]
    }
}
