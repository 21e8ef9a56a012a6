//! flip-chess on several threads: boards up to 8x8 wait in a batch that all
//! threads solve together (one board is far too little work for a thread),
//! read straight into 8x8 frames when written compactly
//! ([`CaseReader::small_board`](crate::cases::CaseReader::small_board));
//! a larger board has its candidates split over the threads.

use crate::par::Threads;
use crate::cases::write_uint;
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use crate::problems::flip_chess::{bitboard, solve_in, Best, Solver};
use crate::split::Split;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Small boards read but not yet answered, in 8x8 frames (the workers
/// turn them into bitboards).
pub struct Batches {
    threads: Threads,
    boards: Vec<[u8; 64]>,
}

impl Batches {
    /// Boards per batch.
    const BATCH: usize = 4096;
    /// Boards a thread takes at a time.
    const CHUNK: usize = 256;

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
            self.frame(bitboard::frame(g), out)?;
            return Ok(None);
        }
        self.finish(out)?;
        Ok(Some(solve_in(g, &self.threads)))
    }

    fn takes_frames(&self) -> bool {
        true
    }

    fn frame(&mut self, f: [u8; 64], out: &mut Out<impl Write>) -> Result<(), Error> {
        self.boards.push(f);
        if self.boards.len() == Self::BATCH {
            self.finish(out)?;
        }
        Ok(())
    }

    /// Solves the waiting boards on all threads and writes their answers
    /// in order. The threads take chunks as they go, so one the machine
    /// runs late does not hold the others up.
    fn finish(&mut self, out: &mut Out<impl Write>) -> Result<(), Error> {
        if self.boards.is_empty() {
            return Ok(());
        }
        let chunks: Vec<&[[u8; 64]]> = self.boards.chunks(Self::CHUNK).collect();
        let next = AtomicUsize::new(0);
        let work = |_, ()| {
            let mut done = Vec::new();
            loop {
                let c = next.fetch_add(1, Ordering::Relaxed);
                let Some(chunk) = chunks.get(c) else {
                    return done;
                };
                let solve = |f| bitboard::best(bitboard::frame_masks(f)).0;
                done.push((c, chunk.iter().map(solve).collect::<Vec<u32>>()));
            }
        };
        let threads = self.threads.threads().min(chunks.len());
        let mut answers: Vec<_> = self.threads.each_part(vec![(); threads], work);
        let mut answers: Vec<_> = answers.drain(..).flatten().collect();
        answers.sort_unstable_by_key(|&(c, _)| c);
        self.boards.clear();
        for flips in answers.into_iter().flat_map(|(_, a)| a) {
            write_uint(u64::from(flips), out)?;
        }
        Ok(())
    }
}
