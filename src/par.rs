//! Every thread the solvers use starts here or in a problem's own `par.rs`
//! (`boardsolve emit` copies none of them: an emitted program runs on one
//! thread). [`Threads`] runs the parts of a [`Split`] each on a scoped
//! thread of its own; flip-chess solves small boards in batches on all
//! threads; go-capture plays long replays as a two-stage pipeline, whose
//! hand-over waits by spinning briefly first ([`send`], [`recv`]).

use crate::split::Split;
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, TrySendError};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The most worker threads a solver takes: far past any core count, and
/// far below what a process may start.
const MAX_THREADS: usize = 256;

/// A `--threads` value: 0 (one per core) to `MAX_THREADS`.
pub fn threads_arg(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if n <= MAX_THREADS => Ok(n),
        _ => Err(format!(
            "expected a number of threads from 0 to {MAX_THREADS}"
        )),
    }
}

/// How long a pipeline stage spins before it sleeps. A batch takes a stage
/// about 0.2 ms, so the other side is nearly always this close; a sleep and
/// a wake-up cost a few microseconds of system time on both threads, and
/// per batch they added about 10% to a replay.
const SPIN: Duration = Duration::from_micros(200);

/// The waiting of one hand-over: spin while [`SPIN`] lasts, then sleep.
struct Wait {
    start: Instant,
    tries: u32,
    /// Spinning is worth it only with a core for each stage.
    spin: bool,
}

impl Wait {
    fn new() -> Wait {
        static CORES: OnceLock<usize> = OnceLock::new();
        let cores =
            *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        Wait {
            start: Instant::now(),
            tries: 0,
            spin: cores >= 2,
        }
    }

    /// After a failed try: whether to try again now (after a pause hint)
    /// rather than block. Reads the clock once in 64 tries.
    fn again(&mut self) -> bool {
        std::hint::spin_loop();
        self.tries += 1;
        self.spin && (self.tries % 64 != 0 || self.start.elapsed() <= SPIN)
    }
}

/// [`Receiver::recv`] that spins before it sleeps; `None` once the sender
/// has hung up.
pub fn recv<T>(rx: &Receiver<T>) -> Option<T> {
    let mut wait = Wait::new();
    loop {
        match rx.try_recv() {
            Ok(v) => return Some(v),
            Err(TryRecvError::Disconnected) => return None,
            Err(TryRecvError::Empty) if wait.again() => {}
            Err(TryRecvError::Empty) => return rx.recv().ok(),
        }
    }
}

/// [`SyncSender::send`] that spins before it sleeps; gives the value back
/// if the receiver has hung up.
pub fn send<T>(tx: &SyncSender<T>, mut v: T) -> Result<(), T> {
    let mut wait = Wait::new();
    loop {
        match tx.try_send(v) {
            Ok(()) => return Ok(()),
            Err(TrySendError::Disconnected(x)) => return Err(x),
            Err(TrySendError::Full(x)) if wait.again() => v = x,
            Err(TrySendError::Full(x)) => return tx.send(x).map_err(|e| e.0),
        }
    }
}

/// Runs the parts of a [`Split`] on threads: part 0 on the caller's, each
/// other part on a scoped thread of its own.
#[derive(Clone, Copy, Debug)]
pub struct Threads(usize);

impl Threads {
    /// `n` threads; 0 means one per core.
    pub fn new(n: usize) -> Threads {
        if n == 0 {
            Threads(std::thread::available_parallelism().map_or(1, |n| n.get()))
        } else {
            Threads(n)
        }
    }
}

impl Split for Threads {
    fn threads(&self) -> usize {
        self.0
    }

    /// A part whose thread cannot be started (a process limit) runs on
    /// this thread after part 0. A worker's panic (a bug) is passed on as
    /// this thread's.
    fn each_part<W: Send, T: Send>(
        &self,
        work: Vec<W>,
        f: impl Fn(usize, W) -> T + Sync,
    ) -> Vec<T> {
        let f = &f;
        std::thread::scope(|s| {
            let mut work = work.into_iter().enumerate();
            let Some((_, first)) = work.next() else {
                return Vec::new();
            };
            // Each other part goes to its thread once that runs; a part
            // whose thread could not be started stays here.
            let others: Vec<_> = work
                .map(|(k, w)| {
                    let (give, take) = std::sync::mpsc::channel();
                    let thread = std::thread::Builder::new()
                        .spawn_scoped(s, move || take.recv().ok().map(|w| f(k, w)));
                    match thread {
                        Ok(h) => {
                            // ok: the thread holds `take` until it receives.
                            let _ = give.send(w);
                            Ok(h)
                        }
                        Err(_) => Err((k, w)),
                    }
                })
                .collect();
            let mut done = vec![f(0, first)];
            for part in others {
                match part {
                    // ok: `join` fails only if the worker panicked, a bug no
                    // input reaches (the solvers return errors, never panic);
                    // the panic is passed on unchanged. A thread always
                    // receives its part, so it always answers.
                    Ok(h) => done.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
                    Err((k, w)) => done.push(f(k, w)),
                }
            }
            done
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_over_keeps_order_and_sees_hang_ups() {
        let (tx, rx) = std::sync::mpsc::sync_channel(2);
        let got = std::thread::scope(|s| {
            let h = s.spawn(move || {
                let mut got = Vec::new();
                while let Some(v) = recv(&rx) {
                    got.push(v);
                    // A slow consumer: the sender waits past its spin.
                    if got.len() % 1000 == 0 {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                }
                got
            });
            for v in 0..10_000u32 {
                assert!(send(&tx, v).is_ok());
            }
            drop(tx);
            h.join().unwrap()
        });
        assert_eq!(got, (0..10_000).collect::<Vec<_>>());
        // A receiver that has hung up: the value comes back.
        let (tx, rx) = std::sync::mpsc::sync_channel::<u32>(1);
        drop(rx);
        assert_eq!(send(&tx, 7), Err(7));
    }

    #[test]
    fn results_come_back_in_part_order() {
        for parts in 0..5 {
            let work: Vec<u64> = (0..parts).map(|k| 10 * k).collect();
            let done = Threads::new(2).each_part(work, |k, w| (k, w + 1));
            let want: Vec<(usize, u64)> = (0..parts).map(|k| (k as usize, 10 * k + 1)).collect();
            assert_eq!(done, want);
        }
    }
}
