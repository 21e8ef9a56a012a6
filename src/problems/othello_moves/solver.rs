//! othello-moves: every legal move of a player (Huawei OD exam problem).
//!
//! Input: N, N·N cells row-major (0 empty, 1 and 2 the players' stones),
//! the player p. Output: each legal move of p as `r,c` (0-based) in
//! row-major order, or `NULL`: an empty cell where, in one of the 8
//! directions, one or more opponent stones are followed by one of p's.
//! Any N >= 1; `--strict`: N <= 100.
//!
//! Algorithm, O(N²/64): the stones as bitsets, `words` 64-bit words a row.
//! Per direction with a vertical step, the opponents whose run ends on own
//! follow row by row, `closed(r) = opp(r) & shift(own(r-1) | closed(r-1))`,
//! and an empty cell is legal where the next row's `closed` has the shifted
//! bit. Along a row, adding opponents to the run starts carries each run
//! east; west, a fill down each word. The top-down pass (up, east) and the
//! bottom-up one (down, west) run on two cores on a large board. Parsing
//! takes 64 cells a SWAR step. `--naive` walks every ray.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::dir::{flanks, offsets8};
use crate::error::Error;
use crate::grid::Grid;
use crate::out::Out;
use crate::scan::{is_ws, Scanner};
use crate::split::Split;
use std::io::{Read, Write};

/// The `--strict` limit on N.
pub const JUDGE_MAX_N: u64 = 100;

/// The problem's switches.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Enforce N <= 100.
    pub strict: bool,
}

/// The parsed input: both players' stones as row bitsets.
pub struct Position {
    pub n: usize,
    /// 64-bit words a row.
    pub words: usize,
    /// Bit c of word `r * words + c / 64`: player k+1 has a stone there.
    pub stones: [Vec<u64>; 2],
    /// The player to move, 1 or 2.
    pub player: u8,
}

impl Position {
    /// The cell value (0, 1 or 2) at (r, c).
    pub fn cell(&self, r: usize, c: usize) -> u8 {
        let (w, b) = (r * self.words + c / 64, c % 64);
        if self.stones[0][w] >> b & 1 == 1 {
            1
        } else if self.stones[1][w] >> b & 1 == 1 {
            2
        } else {
            0
        }
    }
}

/// Told the position and its legal moves (`--explain` draws them).
pub type Report<'a> = &'a mut dyn FnMut(&Position, &[u64]) -> Result<(), Error>;

/// Reads the board and writes the legal moves, fast, on one thread.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_with(opts, input, out, &legal_moves, None)
}

/// [`run`] with another solver, telling `report` the answer.
pub fn run_with(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&Position) -> Vec<u64>,
    report: Option<Report>,
) -> Result<(), Error> {
    let pos = parse(opts, input)?;
    let legal = solve(&pos);
    write_moves(&pos, &legal, out)?;
    match report {
        Some(report) => report(&pos, &legal),
        None => Ok(()),
    }
}

/// Parses N, the cells and the player; the bitsets grow as cells arrive.
pub fn parse(opts: &Options, input: impl Read) -> Result<Position, Error> {
    let mut sc = Scanner::new(input);
    sc.skip_ws()?;
    let at = sc.offset();
    let n = match sc.next_uint("the board size N")? {
        Some(n) => n,
        None => return Err(sc.expected("the board size N", true)),
    };
    let msg = match n {
        0 => "the board size N must be at least 1, found 0".to_string(),
        _ if opts.strict && n > JUDGE_MAX_N => {
            format!("--strict: N = {n} is above the judge's limit {JUDGE_MAX_N}")
        }
        _ if n > u64::from(u32::MAX) => format!("the board size N = {n} is too large"),
        _ => String::new(),
    };
    if !msg.is_empty() {
        return Err(sc.err_at(at, msg));
    }
    let total = n * n;
    let n = n as usize;
    let mut bits = RowBits {
        n,
        col: 0,
        acc: [0; 2],
        stones: [Vec::new(), Vec::new()],
    };
    let mut done: u64 = 0;
    while done < total {
        // Fast paths straight from the window: a word of 64 cells `d d d `
        // at a time, else one single-digit cell followed by whitespace.
        let w = sc.window();
        let mut i = 0;
        while i + 2 <= w.len() && done < total {
            if i + 128 <= w.len() && bits.room_for_64() {
                if let Some((ones, twos)) = cells64(&w[i..i + 128]) {
                    bits.put64(ones, twos);
                    done += 64;
                    i += 128;
                    continue;
                }
            }
            let b = w[i];
            if is_ws(b) {
                i += 1;
                continue;
            }
            let v = b.wrapping_sub(b'0');
            if v > 2 || !is_ws(w[i + 1]) {
                break;
            }
            bits.put(v);
            done += 1;
            i += 2;
        }
        sc.advance(i);
        if done == total {
            break;
        }
        // Anything else (a refill, a bad token) takes the general path.
        sc.skip_ws()?;
        let at = sc.offset();
        match sc.next_uint("a cell 0, 1 or 2")? {
            Some(v) if v <= 2 => {
                bits.put(v as u8);
                done += 1;
            }
            Some(v) => {
                let (r, c) = (done / n as u64, done % n as u64);
                let msg = format!("expected a cell 0, 1 or 2 at row {r}, column {c}, found {v}");
                return Err(sc.err_at(at, msg));
            }
            None => {
                let cells = if total == 1 { "cell" } else { "cells" };
                let msg =
                    format!("input ends after {done} of the {total} {cells} of the {n}x{n} board");
                return Err(sc.err_here(msg));
            }
        }
    }
    sc.skip_ws()?;
    let at = sc.offset();
    let player = match sc.next_uint("the player p (1 or 2)")? {
        Some(p @ 1..=2) => p as u8,
        Some(p) => return Err(sc.err_at(at, format!("expected the player p (1 or 2), found {p}"))),
        None => return Err(sc.expected("the player p (1 or 2) after the board", true)),
    };
    sc.expect_end("the player p")?;
    Ok(Position {
        n,
        words: n / 64 + usize::from(n & 63 != 0),
        stones: bits.stones,
        player,
    })
}

/// Collects cells into the row bitsets, a word at a time.
struct RowBits {
    n: usize,
    /// The next cell's column.
    col: usize,
    /// The words being filled, for players 1 and 2.
    acc: [u64; 2],
    stones: [Vec<u64>; 2],
}

impl RowBits {
    /// One cell, 0, 1 or 2.
    #[inline]
    fn put(&mut self, v: u8) {
        if v != 0 {
            self.acc[v as usize - 1] |= 1 << (self.col % 64);
        }
        self.col += 1;
        if self.col & 63 == 0 || self.col == self.n {
            self.stones[0].push(self.acc[0]);
            self.stones[1].push(self.acc[1]);
            self.acc = [0; 2];
            if self.col == self.n {
                self.col = 0;
            }
        }
    }

    /// True at the start of a word that the row fills completely.
    #[inline]
    fn room_for_64(&self) -> bool {
        self.col & 63 == 0 && self.col + 64 <= self.n
    }

    /// A whole word of cells (only where [`Self::room_for_64`] holds).
    #[inline]
    fn put64(&mut self, ones: u64, twos: u64) {
        self.stones[0].push(ones);
        self.stones[1].push(twos);
        self.col += 64;
        if self.col == self.n {
            self.col = 0;
        }
    }
}

/// Parses 128 bytes `d d ... d ` (64 cells 0..=2 each followed by a
/// space, the last by any whitespace) into the masks of the cells equal to
/// 1 and to 2; `None` for anything else. XOR takes the expected `'0'` and
/// `' '` away, leaving the two low bits of each digit; a multiply gathers
/// the bits of 8 cells (bytes 0, 2, 4, 6 and, shifted in by a byte, 1, 3,
/// 5, 7) at bits 56..64, its other products on distinct bits elsewhere.
#[inline]
fn cells64(bytes: &[u8]) -> Option<(u64, u64)> {
    const EXPECT: u64 = 0x2030_2030_2030_2030;
    const BYTES: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0110_0220_0440_0880;
    let bytes = &bytes[..128];
    let word = |k: usize| {
        let mut a = [0u8; 8];
        a.copy_from_slice(&bytes[k..k + 8]);
        u64::from_le_bytes(a) ^ EXPECT
    };
    let (mut ones, mut twos, mut high) = (0u64, 0u64, 0u64);
    for j in 0..8 {
        let (lo, hi) = (word(16 * j), word(16 * j + 8));
        high |= lo | if j < 7 { hi } else { hi & (u64::MAX >> 8) };
        let y = lo | hi << 8;
        ones |= ((y & BYTES).wrapping_mul(GATHER) >> 56) << (8 * j);
        twos |= ((y >> 1 & BYTES).wrapping_mul(GATHER) >> 56) << (8 * j);
    }
    // A separator other than a space, a digit byte above 3, or a 3.
    let bad = high & 0xFFFC_FFFC_FFFC_FFFC != 0 || ones & twos != 0 || !is_ws(bytes[127]);
    (!bad).then_some((ones, twos))
}

/// Legal-move bitsets (laid out as the stones) on one thread: the top-down
/// pass (up and east), then the bottom-up one (down and west).
pub fn legal_moves(pos: &Position) -> Vec<u64> {
    let sides = Sides::new(pos);
    let mut legal = sides.pass(false);
    sides.or_pass(true, &mut legal);
    legal
}

/// [`legal_moves`] with the passes run by `split`: they share nothing but
/// the stones, so on a large board the second one runs on another core.
pub fn legal_moves_in(pos: &Position, split: &impl Split) -> Vec<u64> {
    // Below this many words a thread costs more than the pass it saves.
    const THREADED: usize = 1 << 16;
    if split.threads() < 2 || pos.stones[0].len() < THREADED {
        return legal_moves(pos);
    }
    let sides = Sides::new(pos);
    let mut passes = split.each_part(vec![false, true], |_, downward| sides.pass(downward));
    let other = passes.pop().unwrap_or_default();
    let mut legal = passes.pop().unwrap_or_default();
    for (l, o) in legal.iter_mut().zip(other) {
        *l |= o;
    }
    legal
}

/// The stones seen from the player to move.
struct Sides<'a> {
    n: usize,
    words: usize,
    own: &'a [u64],
    opp: &'a [u64],
    /// The valid bits of a row's last word.
    last_mask: u64,
}

/// `src(c + dc)` for the word `mid` of a row bitset, given the words on
/// either side (`lo` below, `hi` above; 0 past the row's ends).
#[inline(always)]
fn shifted(dc: usize, lo: u64, mid: u64, hi: u64) -> u64 {
    match dc {
        0 => mid << 1 | lo >> 63,
        1 => mid,
        _ => mid >> 1 | hi << 63,
    }
}

impl<'a> Sides<'a> {
    fn new(pos: &'a Position) -> Self {
        let n = pos.n;
        Sides {
            n,
            words: pos.words,
            own: &pos.stones[pos.player as usize - 1],
            opp: &pos.stones[2 - pos.player as usize],
            last_mask: u64::MAX >> ((64 - n % 64) % 64),
        }
    }

    fn pass(&self, downward: bool) -> Vec<u64> {
        let mut legal = vec![0u64; self.own.len()];
        self.or_pass(downward, &mut legal);
        legal
    }

    /// ORs one pass's moves into `legal`. `downward`: the three directions
    /// with a downward step (rows bottom-up) and west (words from the high
    /// end); else the upward three and east.
    fn or_pass(&self, downward: bool, legal: &mut [u64]) {
        let (n, w) = (self.n, self.words);
        let (own, opp) = (self.own, self.opp);
        // `closed[j * w + t]`: the previous row's closed set for column
        // step j - 1, updated in place word by word.
        let mut closed = vec![0u64; 3 * w];
        for k in 0..n {
            let (r, prev) = if downward {
                (n - 1 - k, (k > 0).then(|| n - k))
            } else {
                (k, k.checked_sub(1))
            };
            let row = r * w;
            let word = |v: &[u64], base: usize, t: usize| {
                if t < w {
                    v[base + t]
                } else {
                    0
                }
            };
            // West, from the word above: the cell past this word's high end
            // is own or a closed opponent, or just a closed opponent.
            let (mut west_in, mut west_closed) = (0u64, 0u64);
            // The east carry from the word below.
            let mut east_carry = false;
            // The closed words at t - 1 before they were overwritten.
            let mut kept = [0u64; 3];
            for step in 0..w {
                let t = if downward { w - 1 - step } else { step };
                let (o, p) = (own[row + t], opp[row + t]);
                let mask = if t == w - 1 { self.last_mask } else { u64::MAX };
                let empty = !(o | p) & mask;
                let mut found = 0u64;
                if let Some(prev) = prev {
                    let pr = prev * w;
                    let lo = |v: &[u64], base| t.checked_sub(1).map_or(0, |u| v[base + u]);
                    // Spelled out, not `[0, 1, 2].map(..)`: `array::map`
                    // stays a call under `rustc -O` (1.20x slower emitted
                    // and built with Rust 1.63).
                    let (a, b, c) = (lo(own, pr), own[pr + t], word(own, pr, t + 1));
                    let own_near = [
                        shifted(0, a, b, c),
                        shifted(1, a, b, c),
                        shifted(2, a, b, c),
                    ];
                    for (j, near_own) in own_near.into_iter().enumerate() {
                        let base = j * w;
                        // Walking down, the word at t + 1 is overwritten.
                        let (before, after) = if downward {
                            (word(&closed, base, t.wrapping_sub(1)), kept[j])
                        } else {
                            (kept[j], word(&closed, base, t + 1))
                        };
                        let old = closed[base + t];
                        let near = shifted(j, before, old, after);
                        kept[j] = old;
                        found |= near;
                        closed[base + t] = p & (near_own | near);
                    }
                }
                if downward {
                    // West: opponents whose run to higher columns ends on
                    // own, filled down through the opponents.
                    let mut g = p & (o >> 1 | west_in << 63);
                    let mut pro = p;
                    for sh in [1, 2, 4, 8, 16, 32] {
                        g |= pro & g >> sh;
                        pro &= pro >> sh;
                    }
                    found |= g >> 1 | west_closed << 63;
                    west_in = (g | o) & 1;
                    west_closed = g & 1;
                } else {
                    // East: adding the starts of the runs just past an own
                    // stone carries each to the cell past the run.
                    let below = t.checked_sub(1).map_or(0, |u| own[row + u]);
                    let starts = p & (o << 1 | below >> 63);
                    let (s1, c1) = p.overflowing_add(starts);
                    let (s2, c2) = s1.overflowing_add(u64::from(east_carry));
                    east_carry = c1 || c2;
                    found |= s2 & !p;
                }
                legal[row + t] |= found & empty;
            }
        }
    }
}

/// The board as a bordered grid of `'0'`, `'1'`, `'2'`.
pub fn board_grid(pos: &Position) -> Grid {
    let mut g = Grid::new(pos.n, pos.n, b'0');
    for r in 0..pos.n {
        for c in 0..pos.n {
            g.row_mut(r)[c] = b'0' + pos.cell(r, c);
        }
    }
    g
}

/// The reference: walk the 8 rays from every empty cell.
pub fn naive(pos: &Position) -> Vec<u64> {
    let n = pos.n;
    let g = board_grid(pos);
    let own = b'0' + pos.player;
    let opp = b'0' + 3 - pos.player;
    let dirs = offsets8(&g);
    let mut legal = vec![0u64; n * pos.words];
    for i in g.interior() {
        if g.cells()[i] == b'0' && dirs.iter().any(|&d| flanks(g.cells(), i, d, opp, own)) {
            let (r, c) = g.coords(i);
            legal[r * pos.words + c / 64] |= 1 << (c % 64);
        }
    }
    legal
}

/// `v` in decimal followed by `end`, in a fixed-size array, and its length.
fn text(v: usize, end: u8) -> ([u8; 16], usize) {
    let mut bytes = [0u8; 16];
    let mut num = itoa::Buffer::new();
    let digits = num.format(v as u64).as_bytes();
    bytes[..digits.len()].copy_from_slice(digits);
    bytes[digits.len()] = end;
    (bytes, digits.len() + 1)
}

/// Writes `r,c` per legal move in row-major order, or `NULL`.
fn write_moves(pos: &Position, legal: &[u64], out: &mut Out<impl Write>) -> Result<(), Error> {
    let mut any = false;
    // `c\n` for every column, made once (columns repeat on every row).
    let cols: Vec<_> = (0..pos.n).map(|c| text(c, b'\n')).collect();
    for r in 0..pos.n {
        let row = &legal[r * pos.words..(r + 1) * pos.words];
        if row.iter().all(|&w| w == 0) {
            continue;
        }
        let (prefix, len) = text(r, b',');
        for (t, &word) in row.iter().enumerate() {
            let mut bits = word;
            // Each line is two 16-byte stores, cut back to their lengths.
            out.fill(32 * bits.count_ones() as usize, |dst| {
                let mut k = 0;
                while bits != 0 {
                    let (c, c_len) = &cols[t * 64 + bits.trailing_zeros() as usize];
                    bits &= bits - 1;
                    dst[k..k + 16].copy_from_slice(&prefix);
                    dst[k + len..k + len + 16].copy_from_slice(c);
                    k += len + c_len;
                }
                k
            });
        }
        out.end_record()?;
        any = true;
    }
    if !any {
        out.bytes(b"NULL\n");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(solver: fn(&Position) -> Vec<u64>, input: &str) -> Result<String, Error> {
        let mut out = Out::new(Vec::new());
        run_with(
            &Options::default(),
            input.as_bytes(),
            &mut out,
            &solver,
            None,
        )?;
        Ok(String::from_utf8(out.into_inner()?).unwrap())
    }

    const START: &str = "8\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n\
        0 0 0 1 2 0 0 0\n0 0 0 2 1 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n";

    #[test]
    fn statement_samples_with_the_errata() {
        for solver in [legal_moves, naive] {
            assert_eq!(
                solve(solver, &format!("{START}1\n")).unwrap(),
                "2,4\n3,5\n4,2\n5,3\n"
            );
            assert_eq!(
                solve(solver, &format!("{START}2\n")).unwrap(),
                "2,3\n3,2\n4,5\n5,4\n"
            );
            assert_eq!(solve(solver, "1\n0\n1\n").unwrap(), "NULL\n");
        }
    }

    /// The 64-cell step against the plain reading of its contract, on
    /// valid blocks and on blocks with one to three bytes changed.
    #[test]
    fn sixty_four_cells_match_a_byte_by_byte_reading() {
        let reference = |b: &[u8]| {
            let (mut ones, mut twos) = (0u64, 0u64);
            for k in 0..64 {
                let sep_ok = if k == 63 {
                    is_ws(b[127])
                } else {
                    b[2 * k + 1] == b' '
                };
                match b[2 * k] {
                    b'0' if sep_ok => {}
                    b'1' if sep_ok => ones |= 1 << k,
                    b'2' if sep_ok => twos |= 1 << k,
                    _ => return None,
                }
            }
            Some((ones, twos))
        };
        let mut rng = crate::rng::Rng::new(0x2545_F491_4F6C_DD1D);
        let mut rand = move || rng.next_u64();
        const BYTES: &[u8] = b"0123 \n\t\r/:a\x00\xff\x20\x30\xb0\xa0";
        let (mut valid, mut invalid) = (0, 0);
        for case in 0..200_000 {
            let mut b = [0u8; 128];
            for k in 0..64 {
                b[2 * k] = b'0' + (rand() % 3) as u8;
                b[2 * k + 1] = b' ';
            }
            b[127] = [b' ', b'\n', b'\r', b'\t'][(rand() % 4) as usize];
            for _ in 0..case % 4 {
                b[(rand() % 128) as usize] = BYTES[(rand() % BYTES.len() as u64) as usize];
            }
            let want = reference(&b);
            assert_eq!(cells64(&b), want, "{:?}", String::from_utf8_lossy(&b));
            if want.is_some() {
                valid += 1;
            } else {
                invalid += 1;
            }
        }
        assert!(valid > 50_000 && invalid > 50_000, "{valid} {invalid}");
    }

    #[test]
    fn bitsets_match_naive_on_random_boards() {
        let mut rng = crate::rng::Rng::new(0x9E37_79B9_7F4A_7C15);
        let mut rand = move || rng.next_u64();
        const SEPARATORS: [&str; 5] = [" ", "\n", "\t", "  ", "\r\n"];
        for case in 0..10_000u64 {
            let n = 1 + (rand() % 40) as usize;
            // Vary the mix so long runs and sparse boards both appear.
            let empty_share = rand() % 100;
            let one_share = rand() % 100;
            // Most boards are written like the judge's (single spaces, rows
            // on lines), which the four-cell fast path reads; every fourth
            // mixes separators to exercise the one-cell paths.
            let mixed = case % 4 == 0;
            let mut text = format!("{n}\n");
            for k in 0..n * n {
                let v = if rand() % 100 < empty_share {
                    0
                } else if rand() % 100 < one_share {
                    1
                } else {
                    2
                };
                text.push((b'0' + v) as char);
                text.push_str(if mixed {
                    SEPARATORS[(rand() % 5) as usize]
                } else if k % n == n - 1 {
                    "\n"
                } else {
                    " "
                });
            }
            text += &format!("\n{}\n", 1 + case % 2);
            let pos = parse(&Options::default(), text.as_bytes()).unwrap();
            assert_eq!(legal_moves(&pos), naive(&pos), "case {case}: {text}");
        }
    }
}
