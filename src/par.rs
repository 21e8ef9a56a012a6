//! Work split over threads, the one shape every solver that puts both cores
//! on a single large input uses: each part on a scoped thread of its own,
//! the first on the caller's, results in part order. And the hand-over of a
//! two-stage pipeline (go-capture), which waits by spinning briefly first.

use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, TrySendError};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long a pipeline stage spins before it sleeps. A batch takes a stage
/// about 0.2 ms, so the other side is nearly always this close; a sleep and
/// a wake-up cost a few microseconds of system time on both threads, and
/// per batch they added about 10% to a replay.
const SPIN: Duration = Duration::from_micros(200);

/// Tries `attempt` until it gives an answer or [`SPIN`] has passed, then
/// returns `None` (the caller blocks instead). On one core it tries once:
/// spinning there would only keep the other stage from running.
fn spin<T>(mut attempt: impl FnMut() -> Option<T>) -> Option<T> {
    static CORES: OnceLock<usize> = OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if cores < 2 {
        return attempt();
    }
    let start = Instant::now();
    loop {
        for _ in 0..64 {
            if let Some(v) = attempt() {
                return Some(v);
            }
            std::hint::spin_loop();
        }
        if start.elapsed() > SPIN {
            return None;
        }
    }
}

/// [`Receiver::recv`] that spins before it sleeps; `None` once the sender
/// has hung up.
pub fn recv<T>(rx: &Receiver<T>) -> Option<T> {
    let got = spin(|| match rx.try_recv() {
        Ok(v) => Some(Some(v)),
        Err(TryRecvError::Disconnected) => Some(None),
        Err(TryRecvError::Empty) => None,
    });
    match got {
        Some(v) => v,
        None => rx.recv().ok(),
    }
}

/// [`SyncSender::send`] that spins before it sleeps; gives the value back
/// if the receiver has hung up.
pub fn send<T>(tx: &SyncSender<T>, v: T) -> Result<(), T> {
    let mut v = Some(v);
    let sent = spin(|| match v.take().map(|x| tx.try_send(x)) {
        Some(Ok(())) => Some(Ok(())),
        Some(Err(TrySendError::Disconnected(x))) => Some(Err(x)),
        Some(Err(TrySendError::Full(x))) => {
            v = Some(x);
            None
        }
        None => None,
    });
    match (sent, v) {
        (Some(r), _) => r,
        (None, Some(x)) => tx.send(x).map_err(|e| e.0),
        // `v` is only empty after an answer.
        (None, None) => Ok(()),
    }
}

/// Runs `f(k, part)` for every part `k`: part 0 on this thread, each other
/// part on its own scoped thread. Returns the results in part order. A
/// worker's panic (a bug) is passed on as this thread's.
pub fn each_part<W: Send, T: Send>(work: Vec<W>, f: impl Fn(usize, W) -> T + Sync) -> Vec<T> {
    let f = &f;
    std::thread::scope(|s| {
        let mut work = work.into_iter().enumerate();
        let Some((_, first)) = work.next() else {
            return Vec::new();
        };
        let others: Vec<_> = work.map(|(k, w)| s.spawn(move || f(k, w))).collect();
        let mut done = vec![f(0, first)];
        done.extend(
            others
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
        );
        done
    })
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
            let done = each_part(work, |k, w| (k, w + 1));
            let want: Vec<(usize, u64)> = (0..parts).map(|k| (k as usize, 10 * k + 1)).collect();
            assert_eq!(done, want);
        }
    }
}
