//! flip-chess: LeetCode LCP 41, the most white stones one black move flips,
//! with chain flips.
//!
//! Input: `chessboard`, rows over `.` (empty), `X` (black), `O` (white),
//! leetcode (`["..X", ...]`) or plain (`n m`, rows), cases until the end.
//! Output: a number per case.
//!
//! Rule: the placed stone goes into a queue; for each stone taken from it
//! and each of the 8 directions, a run of one or more `O` closed by an `X`
//! turns black and joins the queue. The answer is the most `O` turned over
//! all empty cells (0 if none). Stones only turn black, and a run a later
//! flip closes is found from that stone's side, so any queue order gives
//! LeetCode's answer. `--strict`: n, m <= 8, an empty cell, no white already
//! flanked by two blacks (the judge's guarantee).
//!
//! Algorithm: only a cell next to a white run closed by black (on the
//! initial board) can flip anything; one sweep per direction marks them.
//! Boards up to 8x8 are 64-bit bitboards, a chain's wave of stones at a
//! time (shift fills, [`bitboard`]); larger ones flip in place and undo
//! from a list, rows of candidates shared by the workers of a [`Split`].
//! `--naive` copies the board and runs the queue for every empty cell.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::cases::{for_each_case, Alphabet, FormatChoice, Strings};
use crate::dir::{offsets8, run_end, step};
use crate::error::Error;
use crate::grid::{at, Grid};
use crate::out::Out;
use crate::split::Split;
use crate::writers::write_uint;
use std::collections::VecDeque;
use std::io::{Read, Write};
use std::sync::atomic::{self, AtomicUsize};

pub const EMPTY: u8 = b'.';
pub const BLACK: u8 = b'X';
pub const WHITE: u8 = b'O';

/// The cells of a chessboard.
pub static CELLS: Alphabet = Alphabet::new(b".XO", "'.', 'O' or 'X'");

/// The judge's board limit.
pub const JUDGE_MAX_SIDE: usize = 8;

/// The problem's switches: a board problem's.
pub use crate::cases::Options;

/// The best move: the whites it flips, and where (the first such cell in
/// row-major order; `None` if nothing flips).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Best {
    pub flips: u64,
    pub cell: Option<(usize, usize)>,
}

/// Told each answer: the case's number, the board, the best move
/// (`--explain` draws it).
pub type Report<'a> = &'a mut dyn FnMut(u64, &Grid, Best) -> Result<(), Error>;

/// How the boards are solved: each at once (any `FnMut(&Grid) -> Best`),
/// or small ones kept back and solved together on threads (`par`);
/// answers come out in input order either way.
pub trait Solver {
    /// The answer for `g`, after writing those of the boards kept back
    /// before it; `None` if `g` is kept back too.
    fn solve(&mut self, g: &Grid, out: &mut Out<impl Write>) -> Result<Option<Best>, Error>;
    /// Writes the answers of the boards kept back.
    fn finish(&mut self, out: &mut Out<impl Write>) -> Result<(), Error>;
    /// Whether boards up to 8x8 may come as 8x8 frames (see
    /// [`bitboard::frame`]) to [`Solver::frame`], read without a grid:
    /// not by default.
    fn takes_frames(&self) -> bool {
        false
    }
    /// [`Solver::solve`] for a board up to 8x8 given as its frame, kept
    /// back, in a solver that [takes frames](Solver::takes_frames).
    fn frame(&mut self, _: [u8; 64], _: &mut Out<impl Write>) -> Result<(), Error> {
        Ok(())
    }
}

impl<F: FnMut(&Grid) -> Best> Solver for F {
    fn solve(&mut self, g: &Grid, _: &mut Out<impl Write>) -> Result<Option<Best>, Error> {
        Ok(Some(self(g)))
    }

    fn finish(&mut self, _: &mut Out<impl Write>) -> Result<(), Error> {
        Ok(())
    }
}

/// Reads every case and writes its answer, fast, on one thread.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_with(opts, input, out, &mut solve, None)
}

/// The judge's program: [`run`] in default mode, with `solve`.
pub fn judge(
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &mut dyn FnMut(&Grid) -> Best,
) -> Result<(), Error> {
    for_each_case(input, FormatChoice::Auto, |rd, _| {
        let g = rd.board::<Strings>("chessboard", &CELLS)?;
        write_uint(solve(&g).flips, out)?;
        rd.recycle(g);
        Ok(())
    })
}

/// [`run`] with another solver, telling `report` each answer given at once.
pub fn run_with(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    solver: &mut impl Solver,
    mut report: Option<Report>,
) -> Result<(), Error> {
    let frames = solver.takes_frames() && !opts.strict && report.is_none();
    let read = for_each_case(input, opts.format, |rd, case| {
        if frames {
            if let Some(f) = rd.small_board(&CELLS)? {
                return solver.frame(f, out);
            }
        }
        let g = rd.board::<Strings>("chessboard", &CELLS)?;
        if opts.strict {
            check_strict(&g).map_err(|msg| Error::at(rd.case_pos(), msg))?;
        }
        if let Some(best) = solver.solve(&g, out)? {
            write_uint(best.flips, out)?;
            if let Some(report) = report.as_mut() {
                report(case, &g, best)?;
            }
        }
        rd.recycle(g);
        Ok(())
    });
    // The answers of the cases before an error come out before it.
    let finished = solver.finish(out);
    read.and(finished)
}

/// The judge's constraints and guarantee, as a message if broken.
pub fn check_strict(g: &Grid) -> Result<(), String> {
    if g.rows() > JUDGE_MAX_SIDE || g.cols() > JUDGE_MAX_SIDE {
        return Err(format!(
            "--strict: the board is {}x{}, above the judge's limit {JUDGE_MAX_SIDE}x{JUDGE_MAX_SIDE}",
            g.rows(),
            g.cols()
        ));
    }
    check_rules(g)
}

/// The judge's guarantees besides its size limit, as a message if broken:
/// an empty cell, no white already flanked.
pub fn check_rules(g: &Grid) -> Result<(), String> {
    if !g.interior().any(|i| g.cells()[i] == EMPTY) {
        return Err("--strict: the board has no empty cell".into());
    }
    let dirs = offsets8(g);
    for i in g.interior().filter(|&i| g.cells()[i] == BLACK) {
        for &d in &dirs {
            let (n, end) = run_end(g.cells(), i, d, WHITE);
            if n > 0 && at(g.cells(), end) == BLACK {
                let (r, c) = g.coords(step(i, d));
                return Err(format!(
                    "--strict: the white stone at row {r}, column {c} is already flanked by black stones (the judge guarantees none is)"
                ));
            }
        }
    }
    Ok(())
}

/// The fast solver on one thread: bitboards up to 8x8, else `large`.
pub fn solve(g: &Grid) -> Best {
    if g.rows() <= 8 && g.cols() <= 8 {
        bitboard::solve(g)
    } else {
        large(g)
    }
}

/// In-place flips with undo, for any board.
fn large(g: &Grid) -> Best {
    let (dirs, cand) = candidates(g);
    best_of(g, Worker::new(g, dirs).best(&cand, NONE))
}

/// Bit d of `closed[i]`: cell i is white and its run of whites in
/// direction d ends on a black stone.
fn closed_runs(g: &Grid, dirs: &[isize; 8]) -> Vec<u8> {
    let cells = g.cells();
    let mut closed = vec![0u8; cells.len()];
    for (k, &d) in dirs.iter().enumerate() {
        let bit = 1u8 << k;
        // Visit i + d before i: descending for forward steps.
        let mut visit = |i: usize| {
            if cells[i] == WHITE {
                let n = step(i, d);
                if at(cells, n) == BLACK || at(&closed, n) & bit != 0 {
                    closed[i] |= bit;
                }
            }
        };
        if d > 0 {
            g.interior().rev().for_each(&mut visit);
        } else {
            g.interior().for_each(&mut visit);
        }
    }
    closed
}

/// The direction offsets, and the cells whose placement flips something,
/// in row-major order.
fn candidates(g: &Grid) -> ([isize; 8], Vec<usize>) {
    let dirs = offsets8(g);
    let closed = closed_runs(g, &dirs);
    let cand = g.interior().filter(|&i| {
        g.cells()[i] == EMPTY
            && dirs
                .iter()
                .enumerate()
                .any(|(k, &d)| at(&closed, step(i, d)) >> k & 1 == 1)
    });
    (dirs, cand.collect())
}

/// The best placement, as (whites flipped, cell), before any is tried.
const NONE: (u64, usize) = (0, usize::MAX);

/// The answer for the best placement `(flips, cell)`.
fn best_of(g: &Grid, (flips, cell): (u64, usize)) -> Best {
    Best {
        flips,
        cell: (flips > 0).then(|| g.coords(cell)),
    }
}

/// A worker's own board: stones flipped from a placement, then undone.
struct Worker {
    cells: Vec<u8>,
    dirs: [isize; 8],
    /// Stones whose rays are still to be examined.
    queue: Vec<usize>,
    /// Every cell changed by the current placement.
    undo: Vec<usize>,
}

impl Worker {
    fn new(g: &Grid, dirs: [isize; 8]) -> Worker {
        Worker {
            cells: g.cells().to_vec(),
            dirs,
            queue: Vec::new(),
            undo: Vec::new(),
        }
    }

    /// The first placement of `cand` that flips the most, if more than
    /// `best` does, else `best`.
    fn best(&mut self, cand: &[usize], mut best: (u64, usize)) -> (u64, usize) {
        for &p in cand {
            let f = self.flips(p);
            if f > best.0 {
                best = (f, p);
            }
        }
        best
    }

    /// Stones flipped by black at `p` (left undone afterwards).
    fn flips(&mut self, p: usize) -> u64 {
        let mut count = 0;
        self.cells[p] = BLACK;
        self.queue.push(p);
        self.undo.push(p);
        while let Some(t) = self.queue.pop() {
            for d in self.dirs {
                let (n, end) = run_end(&self.cells, t, d, WHITE);
                if n > 0 && at(&self.cells, end) == BLACK {
                    let mut i = step(t, d);
                    while i != end {
                        self.cells[i] = BLACK;
                        self.queue.push(i);
                        self.undo.push(i);
                        i = step(i, d);
                    }
                    count += n as u64;
                }
            }
        }
        // `undo[0]` was the empty cell; every other one was white.
        self.cells[p] = EMPTY;
        for &i in &self.undo[1..] {
            self.cells[i] = WHITE;
        }
        self.undo.clear();
        count
    }
}

/// Rows handed out per grab by the workers of a large board.
const ROWS_PER_GRAB: usize = 8;

/// [`solve`], a large board's candidates split by `split`.
pub fn solve_in(g: &Grid, split: &impl Split) -> Best {
    if g.rows() <= 8 && g.cols() <= 8 {
        bitboard::solve(g)
    } else {
        large_in(g, split)
    }
}

/// [`large`] with the candidates split by `split`.
fn large_in(g: &Grid, split: &impl Split) -> Best {
    let (dirs, cand) = candidates(g);
    // Rows of candidates go to whichever worker is free: cascades make
    // some candidates far dearer than others.
    let row_starts: Vec<usize> = {
        let mut v = vec![0];
        for k in 1..cand.len() {
            if g.coords(cand[k]).0 != g.coords(cand[k - 1]).0 {
                v.push(k);
            }
        }
        v.push(cand.len());
        v
    };
    let next_row = AtomicUsize::new(0);
    let work = || {
        let mut w = Worker::new(g, dirs);
        let mut best = NONE;
        loop {
            let r = next_row.fetch_add(ROWS_PER_GRAB, atomic::Ordering::Relaxed);
            if r + 1 >= row_starts.len() {
                return best;
            }
            let hi = row_starts[(r + ROWS_PER_GRAB).min(row_starts.len() - 1)];
            best = w.best(&cand[row_starts[r]..hi], best);
        }
    };
    // One worker per thread, unless there is too little work to share.
    let workers = if cand.len() < 256 { 1 } else { split.threads() };
    let results = split.each_part(vec![(); workers], |_, ()| work());
    let best = results.into_iter().fold(NONE, |a, b| {
        if b.0 > a.0 || (b.0 == a.0 && b.1 < a.1) {
            b
        } else {
            a
        }
    });
    best_of(g, best)
}

/// Boards up to 8x8 as 64-bit masks: bit `8 * r + c` is cell (r, c).
pub mod bitboard {
    use super::Best;
    use crate::grid::Grid;

    const NOT_COL0: u64 = !0x0101_0101_0101_0101;
    const NOT_COL7: u64 = !0x8080_8080_8080_8080;

    /// One step in direction `k` (`dir::STEPS8`'s order), dropping bits that
    /// would wrap around the 8-wide frame. With a constant `k` it is a
    /// shift and a mask.
    #[inline(always)]
    fn sh(b: u64, k: usize) -> u64 {
        match k {
            0 => b >> 8,
            1 => (b >> 7) & NOT_COL0,
            2 => (b << 1) & NOT_COL0,
            3 => (b << 9) & NOT_COL0,
            4 => b << 8,
            5 => (b << 7) & NOT_COL7,
            6 => (b >> 1) & NOT_COL7,
            _ => (b >> 9) & NOT_COL7,
        }
    }

    /// A board up to 8x8 in an 8x8 frame of bytes (0 outside the board).
    pub fn frame(g: &Grid) -> [u8; 64] {
        let mut f = [0u8; 64];
        for r in 0..g.rows() {
            f[8 * r..8 * r + g.cols()].copy_from_slice(g.row(r));
        }
        f
    }

    /// The empty, black and white cells of a frame: bit 5 of `.` (0x2E),
    /// bit 4 of `X` (0x58) and bit 0 of `O` (0x4F) are set in no other
    /// byte a frame holds (those three and 0), and one multiply gathers a
    /// row's eight bits.
    pub fn frame_masks(f: &[u8; 64]) -> [u64; 3] {
        const ONES: u64 = 0x0101_0101_0101_0101;
        let mut m = [0u64; 3];
        for (r, row) in f.chunks_exact(8).enumerate() {
            let mut a = [0u8; 8];
            a.copy_from_slice(row);
            let x = u64::from_le_bytes(a);
            for (k, bit) in [5, 4, 0].into_iter().enumerate() {
                m[k] |= ((x >> bit & ONES).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * r);
            }
        }
        m
    }

    /// The empty, black and white cells of a board up to 8x8.
    pub fn masks(g: &Grid) -> [u64; 3] {
        frame_masks(&frame(g))
    }

    /// `b` moved `n` steps in direction `k`, bits that wrap around the
    /// frame's side kept: [`pros`] masks them out.
    #[inline(always)]
    fn shift(b: u64, k: usize, n: u32) -> u64 {
        match k {
            0 => b >> (8 * n),
            1 => b >> (7 * n),
            2 => b << n,
            3 => b << (9 * n),
            4 => b << (8 * n),
            5 => b << (7 * n),
            6 => b >> n,
            _ => b >> (9 * n),
        }
    }

    /// The propagators of a Kogge-Stone fill in direction `k` through
    /// `white`: the whites a step can enter, and those a run of 2 and of 4
    /// steps can end on (every cell passed white).
    #[inline(always)]
    fn pros(white: u64, k: usize) -> [u64; 3] {
        let p1 = white & sh(!0, k);
        let p2 = p1 & shift(p1, k, 1);
        [p1, p2, p2 & shift(p2, k, 2)]
    }

    /// `g` and every cell a walk from it in direction `k` reaches through
    /// the propagators' whites: up to 7 steps in three.
    #[inline(always)]
    fn fill(mut g: u64, pro: &[u64; 3], k: usize) -> u64 {
        g |= pro[0] & shift(g, k, 1);
        g |= pro[1] & shift(g, k, 2);
        g | pro[2] & shift(g, k, 4)
    }

    /// Whites flipped by black at the single bit `p`, a wave of the chain
    /// at a time: every stone the last wave turned (at first `p`) fills
    /// each direction at once, and `h[k]` holds the whites whose nearest
    /// non-white cell in direction k is black, so a fill's whites in
    /// `h[k]` are runs closed by black and turn. Filling from the new
    /// stones adds to `h` what they close. `pro` and `h` start from the
    /// board before the move: a fill may pass a stone turned since, but
    /// every white it reaches then has a turned stone behind it, so what
    /// it flips the queue would flip too, and it reaches at least every
    /// white the current board's fill would.
    fn flips(pro: &[[u64; 3]; 8], mut h: [u64; 8], white: u64, p: u64) -> u32 {
        let (mut left, mut turned) = (white, p);
        while turned != 0 {
            let mut flanked = 0;
            for k in 0..4 {
                let (a, b) = (fill(turned, &pro[k], k), fill(turned, &pro[k + 4], k + 4));
                h[k + 4] |= a;
                h[k] |= b;
                flanked |= a & h[k] | b & h[k + 4];
            }
            turned = flanked & left;
            left &= !turned;
        }
        (white & !left).count_ones()
    }

    pub fn solve(g: &Grid) -> Best {
        let (flips, at) = best(masks(g));
        Best {
            flips: u64::from(flips),
            cell: (flips > 0).then_some((at / 8, at % 8)),
        }
    }

    /// The most whites a placement flips on `[empty, black, white]`, and
    /// the first such placement's bit (0 if none flips). Only candidates
    /// are tried: empty cells a step before a white of `h[k]`, which
    /// starts a run closed by black.
    pub fn best([empty, black, white]: [u64; 3]) -> (u32, usize) {
        let (mut pro, mut h, mut cand) = ([[0; 3]; 8], [0; 8], 0);
        for (k, pro) in pro.iter_mut().enumerate() {
            *pro = pros(white, k);
        }
        for k in 0..8 {
            h[k] = fill(black, &pro[k ^ 4], k ^ 4) & white;
            cand |= sh(h[k], k ^ 4);
        }
        cand &= empty;
        let mut best = (0, 0);
        while cand != 0 {
            let p = cand & cand.wrapping_neg();
            cand ^= p;
            let f = flips(&pro, h, white, p);
            if f > best.0 {
                best = (f, p.trailing_zeros() as usize);
            }
        }
        best
    }
}

/// LeetCode's signature: `flip_chess(chessboard) -> i32`.
pub fn leetcode(chessboard: Vec<String>) -> i32 {
    let rows: Vec<&[u8]> = chessboard.iter().map(|s| s.as_bytes()).collect();
    i32::try_from(solve(&Grid::from_rows(&rows)).flips).unwrap_or(i32::MAX)
}

/// The reference: for every empty cell, copy the board and run the queue
/// exactly as the statement describes.
pub fn naive(g: &Grid) -> Best {
    let mut best = Best {
        flips: 0,
        cell: None,
    };
    for i in g.interior() {
        if g.cells()[i] == EMPTY {
            let flips = waves(g, i).len() as u64;
            if flips > best.flips {
                best = Best {
                    flips,
                    cell: Some(g.coords(i)),
                };
            }
        }
    }
    best
}

/// The stones black at `p` turns over, each with the wave it turned in
/// (1 for those flanked by `p` itself, 2 for those flanked by wave-1
/// stones, ...), by the statement's FIFO queue on a copy of the board.
pub fn waves(g: &Grid, p: usize) -> Vec<(usize, u32)> {
    let mut b = g.cells().to_vec();
    let dirs = offsets8(g);
    let mut turned = Vec::new();
    let mut queue = VecDeque::from([(p, 0u32)]);
    b[p] = BLACK;
    while let Some((t, wave)) = queue.pop_front() {
        for &d in &dirs {
            let (n, end) = run_end(&b, t, d, WHITE);
            if n > 0 && at(&b, end) == BLACK {
                let mut i = step(t, d);
                while i != end {
                    b[i] = BLACK;
                    queue.push_back((i, wave + 1));
                    turned.push((i, wave + 1));
                    i = step(i, d);
                }
            }
        }
    }
    turned
}

#[cfg(test)]
mod tests;
