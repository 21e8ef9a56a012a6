//! flip-chess on several threads: boards up to 8x8 go in chunks to a pool
//! of worker threads (one board is far too little work for a thread), read
//! straight into 8x8 frames when written compactly
//! ([`CaseReader::small_board`](crate::cases::CaseReader::small_board)),
//! while this thread reads on; it solves chunks itself when it is ahead of
//! the workers, and writes the answers in input order. A larger board has
//! its candidates split over the threads.

use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use crate::par::Threads;
use crate::problems::flip_chess::{bitboard, solve_in, Best, Solver};
use crate::split::Split;
use crate::writers::write_uint;
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// A chunk of boards and its number.
type Job = (u64, Vec<[u8; 64]>);

/// Small boards read but not yet answered, in 8x8 frames (the workers
/// turn them into bitboards).
pub struct Batches {
    threads: Threads,
    /// The chunk being filled.
    chunk: Vec<[u8; 64]>,
    /// The workers, started with the first full chunk (`None` before, and
    /// with one thread or none that could be started).
    pool: Option<Pool>,
    /// Answers of solved chunks not yet written, by chunk number.
    done: BTreeMap<u64, Vec<u32>>,
    /// Chunks handed out, and written.
    sent: u64,
    written: u64,
}

/// Worker threads taking chunks from one queue.
struct Pool {
    /// The queue's sending end (dropped to stop the workers).
    work: Option<Sender<Job>>,
    /// Its receiving end, which this thread also takes chunks from.
    queue: Arc<Mutex<Receiver<Job>>>,
    answers: Receiver<(u64, Vec<u32>)>,
    workers: Vec<JoinHandle<()>>,
}

/// The answers of a chunk.
fn solve_chunk(chunk: &[[u8; 64]]) -> Vec<u32> {
    chunk
        .iter()
        .map(|f| bitboard::best(bitboard::frame_masks(f)).0)
        .collect()
}

impl Pool {
    /// `n` workers; `None` if not one can be started.
    fn start(n: usize) -> Option<Pool> {
        let (work, queue) = channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        let (tell, answers) = channel();
        let workers: Vec<_> = (0..n)
            .filter_map(|_| {
                let (queue, tell) = (Arc::clone(&queue), tell.clone());
                let worker = move || loop {
                    // The lock is held while waiting: the others wait for it.
                    let job = match queue.lock() {
                        Ok(q) => q.recv(),
                        Err(_) => return,
                    };
                    let Ok((k, chunk)) = job else { return };
                    if tell.send((k, solve_chunk(&chunk))).is_err() {
                        return;
                    }
                };
                std::thread::Builder::new().spawn(worker).ok()
            })
            .collect();
        (!workers.is_empty()).then_some(Pool {
            work: Some(work),
            queue,
            answers,
            workers,
        })
    }

    /// A chunk waiting in the queue, if there is one to take.
    fn take(&self) -> Option<Job> {
        self.queue.try_lock().ok()?.try_recv().ok()
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.work = None;
        for w in self.workers.drain(..) {
            // ok: a worker's panic (a bug) already showed as a lost answer.
            let _ = w.join();
        }
    }
}

impl Batches {
    /// Boards per chunk.
    const CHUNK: usize = 256;
    /// Chunks handed out and not answered past which this thread solves
    /// one itself rather than read on.
    const AHEAD: u64 = 4;

    pub fn new(threads: Threads) -> Batches {
        Batches {
            threads,
            chunk: Vec::new(),
            pool: None,
            done: BTreeMap::new(),
            sent: 0,
            written: 0,
        }
    }

    /// Hands the chunk being filled to the workers (or solves it here
    /// without any), then keeps at most [`Batches::AHEAD`] chunks waiting
    /// by solving some here, and writes the answers that are in order.
    fn hand_over(&mut self, out: &mut Out<impl Write>) -> Result<(), Error> {
        let chunk = std::mem::take(&mut self.chunk);
        let k = self.sent;
        self.sent += 1;
        if self.pool.is_none() && self.threads.threads() > 1 && k == 0 {
            self.pool = Pool::start(self.threads.threads() - 1);
        }
        // A chunk no worker takes (there is none, or all are gone) is
        // solved here.
        let left = match self.pool.as_ref().and_then(|p| p.work.as_ref()) {
            Some(work) => work.send((k, chunk)).err().map(|e| e.0 .1),
            None => Some(chunk),
        };
        if let Some(chunk) = left {
            self.done.insert(k, solve_chunk(&chunk));
        }
        while self.sent - self.written - self.done.len() as u64 > Self::AHEAD {
            self.help_or_wait();
        }
        self.write_ready(out)
    }

    /// Takes a waiting chunk and solves it here, or else waits for a
    /// worker's answer; either way one more chunk is answered.
    fn help_or_wait(&mut self) {
        let pool = match &self.pool {
            Some(pool) => pool,
            None => return,
        };
        if let Ok((k, a)) = pool.answers.try_recv() {
            self.done.insert(k, a);
        } else if let Some((k, chunk)) = pool.take() {
            self.done.insert(k, solve_chunk(&chunk));
        } else {
            match pool.answers.recv() {
                Ok((k, a)) => self.done.insert(k, a),
                // Every worker is gone with chunks unanswered: a panic.
                Err(_) => panic!("flip-chess: a worker thread died"),
            };
        }
    }

    /// Writes the answers of the chunks next in order.
    fn write_ready(&mut self, out: &mut Out<impl Write>) -> Result<(), Error> {
        while let Some(answers) = self.done.remove(&self.written) {
            self.written += 1;
            for flips in answers {
                write_uint(u64::from(flips), out)?;
            }
        }
        Ok(())
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
        self.chunk.push(f);
        if self.chunk.len() == Self::CHUNK {
            self.hand_over(out)?;
        }
        Ok(())
    }

    /// Answers every board handed over and writes the answers in order.
    fn finish(&mut self, out: &mut Out<impl Write>) -> Result<(), Error> {
        if !self.chunk.is_empty() {
            self.hand_over(out)?;
        }
        while self.written < self.sent {
            self.help_or_wait();
            self.write_ready(out)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    /// Boards read whole as 8x8 frames (flip-chess's batches take them)
    /// answer and fail exactly as the general path does, on compact
    /// inputs, mutants of them and reads that end anywhere in a board.
    #[test]
    fn small_boards_agree_with_the_general_path() {
        use super::super::{run_with, FlipChess, Options};
        use super::Batches;
        use crate::cases::tests::{GENERAL_ONLY, SMALL_TAKEN};
        use crate::kit::gen::{generate, mutate, small, Rng};
        use crate::out::Out;
        use crate::scan::Trickle;
        const BYTES: &[u8] = b"[]\",' \n\\.XO,a";
        let run = |input: &[u8], chunk: usize| {
            let mut out = Out::new(Vec::new());
            let solver = &mut Batches::new(crate::par::Threads::new(2));
            let data = Trickle { data: input, chunk };
            let r = run_with(&Options::default(), data, &mut out, solver, None);
            (r.map_err(|e| e.to_string()), out.into_inner().unwrap())
        };
        let mut rng = Rng::new(43);
        for seed in 0..4000 {
            let o = small(seed, 4, 10, None);
            let mut out = Out::new(Vec::new());
            generate::<FlipChess>(&o, &mut out).unwrap();
            let mut input = out.into_inner().unwrap();
            for _ in 0..seed % 3 {
                mutate(&mut rng, &mut input, BYTES, 12);
            }
            let chunk = [1 << 16, 1 + seed as usize % 97][seed as usize % 2];
            let fast = run(&input, chunk);
            GENERAL_ONLY.set(true);
            let general = run(&input, chunk);
            GENERAL_ONLY.set(false);
            assert_eq!(
                fast,
                general,
                "seed {seed}: {}",
                String::from_utf8_lossy(&input)
            );
        }
        let taken = SMALL_TAKEN.get();
        assert!(taken > 1500, "{taken} boards read as frames");
    }
}
