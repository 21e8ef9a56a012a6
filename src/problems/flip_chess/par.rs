//! flip-chess on several threads: boards up to 8x8 wait in a batch that all
//! threads solve together (one board is far too little work for a thread);
//! a larger board has its candidates split over the threads.

use crate::par::Threads;
use crate::cases::write_uint;
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use crate::problems::flip_chess::{bitboard, solve_in, Best, Solver};
use crate::split::Split;
use std::io::Write;

/// Small boards read but not yet answered, in 8x8 frames (the workers
/// turn them into bitboards).
pub struct Batches {
    threads: Threads,
    boards: Vec<[u8; 64]>,
}

impl Batches {
    /// Boards per batch.
    const BATCH: usize = 4096;

    pub fn new(threads: Threads) -> Batches {
        Batches {
            threads,
            boards: Vec::new(),
        }
    }
}

impl Solver for Batches {
    fn solve(&mut self, g: &Grid, out: &mut Out<impl Write>) -> Result<Option<Best>, Error> {
        if g.rows() <= 8 && g.cols() <= 8 {
            self.boards.push(bitboard::frame(g));
            if self.boards.len() == Self::BATCH {
                self.finish(out)?;
            }
            return Ok(None);
        }
        self.finish(out)?;
        Ok(Some(solve_in(g, &self.threads)))
    }

    /// Solves the waiting boards on all threads and writes their answers
    /// in order.
    fn finish(&mut self, out: &mut Out<impl Write>) -> Result<(), Error> {
        if self.boards.is_empty() {
            return Ok(());
        }
        let solve = |part: &[[u8; 64]]| -> Vec<u32> {
            part.iter()
                .map(|f| bitboard::best(bitboard::frame_masks(f)).0)
                .collect()
        };
        let part = self.boards.len().div_ceil(self.threads.threads());
        let chunks = self.boards.chunks(part).collect();
        let answers = self.threads.each_part(chunks, |_, p| solve(p));
        self.boards.clear();
        for flips in answers.into_iter().flatten() {
            write_uint(u64::from(flips), out)?;
        }
        Ok(())
    }
}
