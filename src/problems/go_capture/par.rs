//! go-capture's long replays as a two-stage pipeline on two cores: this
//! thread reads, checks and writes, a second one plays batches of moves. An
//! occupied point found there is reported with the line the reader noted,
//! and before any later parse error, exactly as on one thread.

use crate::error::Error;
use crate::out::Out;
use crate::problems::go_capture::{
    mover, occupied, read_moves, write_line, Engine, Moves, OneThread, Play, EMPTY,
};
use crate::scan::Scanner;
use std::io::{Read, Write};
use std::sync::mpsc::{Receiver, Sender, SyncSender};

/// Moves per batch handed from the parsing thread to the engine thread.
const BATCH: usize = 8192;
/// Replays at least this long use two threads when `threads` is 0 (a
/// thread costs more than it saves on a short one).
const PIPELINE_FROM: u64 = 1 << 16;

/// Plays long replays on a second thread.
#[derive(Clone, Copy, Debug)]
pub struct Pipeline {
    /// 2 or more: always on a second thread; 0: when the replay is long and
    /// there are two cores (else on this thread).
    pub threads: usize,
}

impl Play for Pipeline {
    fn play<E: Engine + Send>(
        self,
        engine: E,
        sc: &mut Scanner<impl Read>,
        m: u64,
        out: &mut Out<impl Write>,
    ) -> Result<(), Error> {
        let cores = || std::thread::available_parallelism().map_or(1, |n| n.get());
        if self.threads < 2 && (m < PIPELINE_FROM || cores() < 2) {
            return OneThread(None).play(engine, sc, m, out);
        }
        let (size, stride) = (engine.grid().rows() as u64, engine.grid().stride());
        std::thread::scope(|scope| {
            let (to_engine, batches) = std::sync::mpsc::sync_channel(2);
            let (to_reader, replies) = std::sync::mpsc::channel();
            // The engine goes over only once the thread runs: a thread that
            // cannot be started (a process limit) leaves it here, to play on
            // this thread instead.
            let (give, take) = std::sync::mpsc::channel::<E>();
            let started = std::thread::Builder::new().spawn_scoped(scope, move || {
                if let Ok(engine) = take.recv() {
                    play_batches(engine, batches, to_reader);
                }
            });
            if started.is_err() {
                return OneThread(None).play(engine, sc, m, out);
            }
            // ok: the thread holds `take` until it has received the engine.
            let _ = give.send(engine);
            let mut sink = Piped {
                out,
                batch: Batch::default(),
                spare: Vec::new(),
                to_engine: Some(to_engine),
                replies,
            };
            let parsed = read_moves(sc, m, size, stride, &mut sink);
            // Moves before a parse error are all played first: an occupied
            // point among them is the earlier error.
            sink.finish(parsed)
        })
    }
}

/// Moves on their way to the engine thread, and back with their answers.
/// The same few batches go round and round, so their vectors are
/// allocated once.
#[derive(Default)]
struct Batch {
    /// Number of the first move.
    first: u64,
    /// Grid index of each move.
    points: Vec<u32>,
    /// Line each move starts on, for an "occupied" message.
    lines: Vec<u64>,
    /// Filled by the engine: the stones each move removed.
    removed: Vec<[u32; 2]>,
    /// Filled by the engine: the error that stopped it, if any.
    failed: Option<Error>,
}

/// The engine thread: plays batches in order until the reader hangs up.
fn play_batches(mut engine: impl Engine, batches: Receiver<Batch>, replies: Sender<Batch>) {
    while let Some(mut b) = crate::par::recv(&batches) {
        b.removed.clear();
        for (j, &p) in b.points.iter().enumerate() {
            let (i, p) = (b.first + j as u64, p as usize);
            if engine.grid().cells()[p] != EMPTY {
                let (r, c) = engine.grid().coords(p);
                b.failed = Some(occupied(i, b.lines[j], (r as u64 + 1, c as u64 + 1)));
                break;
            }
            let [bl, wh] = engine.play(p, mover(i));
            // At most size² <= 10^8 stones: they fit.
            b.removed.push([bl as u32, wh as u32]);
        }
        let stop = b.failed.is_some();
        if replies.send(b).is_err() || stop {
            return;
        }
    }
}

/// The pipeline's reading side: batches out, answers back and written.
struct Piped<'a, W: Write> {
    out: &'a mut Out<W>,
    batch: Batch,
    /// Batches back from the engine, for reuse.
    spare: Vec<Batch>,
    /// `None` once the engine has been told there is no more.
    to_engine: Option<SyncSender<Batch>>,
    replies: Receiver<Batch>,
}

impl<W: Write> Piped<'_, W> {
    #[inline]
    fn push(&mut self, i: u64, p: usize, line: u64) -> Result<(), Error> {
        if self.batch.points.is_empty() {
            self.batch.first = i;
        }
        self.batch.points.push(p as u32);
        self.batch.lines.push(line);
        if self.batch.points.len() == BATCH {
            self.send()?;
            // Write what is ready without waiting.
            while let Ok(reply) = self.replies.try_recv() {
                self.write(reply)?;
            }
        }
        Ok(())
    }

    fn send(&mut self) -> Result<(), Error> {
        let next = self.spare.pop().unwrap_or_else(|| Batch {
            points: Vec::with_capacity(BATCH),
            lines: Vec::with_capacity(BATCH),
            removed: Vec::with_capacity(BATCH),
            ..Batch::default()
        });
        let batch = std::mem::replace(&mut self.batch, next);
        match &self.to_engine {
            Some(tx) if !batch.points.is_empty() => {
                if crate::par::send(tx, batch).is_err() {
                    // The engine stopped at an error: it is in a reply.
                    return self.drain();
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Writes a reply's lines; its error, if any, becomes ours.
    fn write(&mut self, mut reply: Batch) -> Result<(), Error> {
        for &[b, w] in &reply.removed {
            write_line([u64::from(b), u64::from(w)], self.out);
            self.out.end_record()?;
        }
        if let Some(e) = reply.failed.take() {
            return Err(e);
        }
        reply.points.clear();
        reply.lines.clear();
        self.spare.push(reply);
        Ok(())
    }

    /// Hangs up and writes every answer still coming.
    fn drain(&mut self) -> Result<(), Error> {
        self.to_engine = None;
        while let Ok(reply) = self.replies.recv() {
            self.write(reply)?;
        }
        Ok(())
    }

    /// The last batch, then every answer; the engine's error comes before
    /// `parsed`'s (it is about an earlier move).
    fn finish(mut self, parsed: Result<(), Error>) -> Result<(), Error> {
        if parsed.is_ok() || matches!(parsed, Err(Error::Input { .. })) {
            self.send()?;
        }
        self.drain()?;
        parsed
    }
}

impl<W: Write> Moves for Piped<'_, W> {
    #[inline]
    fn fast(&mut self, i: u64, p: usize, line: u64) -> Result<bool, Error> {
        self.push(i, p, line)?;
        Ok(true)
    }

    fn general(
        &mut self,
        i: u64,
        p: usize,
        _xy: (u64, u64),
        line: &dyn Fn() -> u64,
    ) -> Result<(), Error> {
        self.push(i, p, line())
    }
}
