//! go-capture: Luogu P10864 (HBCPC 2024), stones removed by each move of a
//! Go replay.
//!
//! Input: `m`, then m moves `x y` (row, column, 1-based). Output: per move
//! `b w`, the black and white stones it removed. Move i is black when i is
//! odd. After a stone is placed, opponent groups without liberties are
//! removed, then the mover's own group if it has none (suicide is legal).
//! Default mode: any m (streamed: only the board is in memory), any N x N
//! board (`--size`, 1..=10000, default 19); `--strict`: 1 <= m <= 5·10^5.
//!
//! Algorithm: incremental groups (leela-zero's `FullBoard`): each group is
//! a ring of stones with a head holding its size and pseudo-liberties
//! (empty neighbours counted once per adjacent stone: zero exactly when it
//! has no liberty). A move merges the smaller neighbouring group into the
//! larger; a capture walks the captured ring, giving liberties back to its
//! neighbours. O(1) amortised a move, O(log) a stone for merges, plus the
//! stones removed. `--naive` flood-fills (O(board) a move).
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::dir::{offsets4, step};
use crate::error::Error;
use crate::grid::Grid;
use crate::out::{small, Out};
use crate::scan::{pair_at, uint_at, Scanner, TOKEN};
use std::io::{Read, Write};

/// The judge's board size.
pub const JUDGE_SIZE: usize = 19;
/// Largest `--size`.
pub const MAX_SIZE: usize = 10_000;
/// The judge's limit on m.
pub const JUDGE_MAX_MOVES: u64 = 500_000;

pub const EMPTY: u8 = b'.';
pub const BLACK: u8 = b'X';
pub const WHITE: u8 = b'O';

/// The problem's switches.
#[derive(Clone, Debug)]
pub struct Options {
    /// Board side, 1..=[`MAX_SIZE`].
    pub size: usize,
    /// Enforce the judge's limits.
    pub strict: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            size: JUDGE_SIZE,
            strict: false,
        }
    }
}

/// The colour that plays move `i` (1-based).
#[inline]
pub fn mover(i: u64) -> u8 {
    if i % 2 == 1 {
        BLACK
    } else {
        WHITE
    }
}

/// A Go engine: places stones and removes what dies.
pub trait Engine {
    /// The board (`EMPTY`, `BLACK`, `WHITE` inside a border).
    fn grid(&self) -> &Grid;
    /// Places `me` on the empty point `p` (a grid index); the black and
    /// white stones removed.
    fn play(&mut self, p: usize, me: u8) -> [u64; 2];
    /// The points emptied by the last `play`.
    fn removed(&self) -> &[u32];
}

/// The other colour.
pub fn opponent(c: u8) -> u8 {
    if c == BLACK {
        WHITE
    } else {
        BLACK
    }
}

fn tally(color: u8, n: u64) -> [u64; 2] {
    if color == BLACK {
        [n, 0]
    } else {
        [0, n]
    }
}

/// `head` of points without a stone (index 0, a border corner, is never a
/// stone's group).
const NO_GROUP: u32 = 0;

/// A point's state: [`HEAD`], [`NEXT`], [`LIBS`], [`STONES`]. Not a struct:
/// a vector of zeroed integer arrays comes from the allocator zeroed and is
/// mapped only where written, so a 10^4 x 10^4 board costs memory where
/// stones have been, not 1.6 GB up front.
type Point = [u32; 4];

/// A stone's group head (the group's id); `NO_GROUP` off the stones.
const HEAD: usize = 0;
/// The next stone of the group (a cycle).
const NEXT: usize = 1;
/// A head's pseudo-liberties; elsewhere a scratch counter for blind
/// updates (reset when a stone is placed).
const LIBS: usize = 2;
/// A head's number of stones.
const STONES: usize = 3;

/// A board's stride and padded length minus one, for the engine.
#[derive(Clone, Copy, Debug)]
struct Shape {
    stride: usize,
    /// The storage length minus one, a power of two minus one.
    mask: usize,
}

/// The incremental engine of any board size (the judge's 19 x 19 board
/// has its own, [`JudgeBoard`]).
#[derive(Clone)]
pub struct Board {
    /// The colours, padded to `mask + 1` cells.
    grid: Grid,
    shape: Shape,
    /// One per grid index: one bounds check reaches all four numbers.
    pts: Vec<Point>,
    /// Points emptied by the last move.
    removed: Vec<u32>,
}

impl Board {
    /// An empty `size` x `size` board.
    pub fn new(size: usize) -> Board {
        let (grid, mask) = Grid::padded(size, size, EMPTY);
        let shape = Shape {
            stride: grid.stride(),
            mask,
        };
        Board {
            pts: vec![[0; 4]; mask + 1],
            grid,
            shape,
            removed: Vec::new(),
        }
    }

    /// The storage as slices of `mask + 1`, so the compiler drops the
    /// bounds checks of masked indices in a move.
    #[inline(always)]
    fn parts(&mut self) -> Parts<'_> {
        let m = self.shape.mask;
        Parts {
            cells: &mut self.grid.cells_mut()[..=m],
            pts: &mut self.pts[..=m],
            removed: &mut self.removed,
            shape: self.shape,
        }
    }
}

/// `[f(0), f(1), f(2), f(3)]`, always inlined: `array::map` stayed a call
/// in a program compiled as several units (`rustc -O`), 6% slower.
#[inline(always)]
fn four<T>(f: impl Fn(usize) -> T) -> [T; 4] {
    [f(0), f(1), f(2), f(3)]
}

/// A [`Board`]'s storage during one move.
struct Parts<'a> {
    /// Both `shape.mask + 1` long.
    cells: &'a mut [u8],
    pts: &'a mut [Point],
    removed: &'a mut Vec<u32>,
    shape: Shape,
}

impl Parts<'_> {
    /// The 4 neighbours of `p`, in [`offsets4`]'s order (it decides which
    /// group a stone joins first, so the order of `removed`, which `gen`
    /// draws from).
    #[inline(always)]
    fn around(&self, p: usize) -> [usize; 4] {
        let d = offsets4(self.shape.stride);
        four(|k| step(p, d[k]))
    }

    #[inline(always)]
    fn pt(&mut self, i: usize) -> &mut Point {
        &mut self.pts[i & self.shape.mask]
    }

    #[inline(always)]
    fn head(&self, i: usize) -> usize {
        self.pts[i & self.shape.mask][HEAD] as usize
    }

    #[inline(always)]
    fn color(&self, i: usize) -> u8 {
        self.cells[i & self.shape.mask]
    }

    /// The counter a liberty change seen from point `n` goes to: its
    /// group's, or (for an empty or border point, or a stone of the group
    /// `own` being removed) `n`'s own scratch counter. Blind updates that
    /// all went to one shared slot chained every move through a single
    /// memory address; spread out, they do not wait on each other.
    #[inline(always)]
    fn slot(&self, n: usize, own: usize) -> usize {
        let h = self.head(n);
        if h == NO_GROUP as usize || h == own {
            n
        } else {
            h
        }
    }

    /// Splices group `b` into group `a` (both heads), relabelling the smaller.
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (big, small) = if self.pt(a)[STONES] >= self.pt(b)[STONES] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.pt(s)[HEAD] = big as u32;
            s = self.pt(s)[NEXT] as usize;
            if s == small {
                break;
            }
        }
        let (nb, ns) = (self.pt(big)[NEXT], self.pt(small)[NEXT]);
        self.pt(big)[NEXT] = ns;
        self.pt(small)[NEXT] = nb;
        let small = *self.pt(small);
        self.pt(big)[STONES] += small[STONES];
        self.pt(big)[LIBS] += small[LIBS];
        big
    }

    /// Joins every friendly neighbour's group to the new stone's group `h`
    /// (the rare case of two or more different groups).
    #[inline(never)]
    fn join_all(&mut self, nb: [usize; 4], friends: u32, mut h: usize) -> usize {
        for (k, &n) in nb.iter().enumerate() {
            if friends >> k & 1 == 1 {
                // Re-read the head: an earlier merge may have relabelled it.
                let g = self.head(n);
                if g != h {
                    h = self.merge(h, g);
                }
            }
        }
        h
    }

    /// Removes the opponent groups without liberties next to the new stone;
    /// returns the stones removed. They go in the order of each group's
    /// first neighbour of the stone, which `gen`'s streams depend on.
    #[inline(never)]
    fn capture(&mut self, nb: [usize; 4], opp: u8) -> u64 {
        let mut captured = 0;
        for n in nb {
            // A group met twice is gone the second time.
            if self.color(n) == opp {
                let h = self.head(n);
                if self.pt(h)[LIBS] == 0 {
                    captured += self.remove(h);
                }
            }
        }
        captured
    }

    /// Removes the group with head `h`; returns its size.
    #[inline(never)]
    fn remove(&mut self, h: usize) -> u64 {
        let mut s = h;
        loop {
            self.cells[s & self.shape.mask] = EMPTY;
            self.pt(s)[HEAD] = NO_GROUP;
            self.removed.push(s as u32);
            for n in self.around(s) {
                // Every other group next to `s` gains a liberty.
                let t = self.slot(n, h);
                let l = &mut self.pt(t)[LIBS];
                *l = l.wrapping_add(1);
            }
            s = self.pt(s)[NEXT] as usize;
            if s == h {
                break;
            }
        }
        u64::from(self.pt(h)[STONES])
    }

    /// [`Engine::play`] on these parts. A neighbouring stone's group loses
    /// the liberty at `p` (an opponent group whose count reaches 0 is dead,
    /// however often it borders `p`); the new stone joins its first friendly
    /// group, by selects, not branches, as nearly every move joins one.
    #[inline(always)]
    fn play(&mut self, p: usize, me: u8) -> [u64; 2] {
        let opp = opponent(me);
        self.removed.clear();
        self.cells[p & self.shape.mask] = me;
        let nb = self.around(p);
        let color = four(|k| self.color(nb[k]));
        let heads = four(|k| self.head(nb[k]));
        let slots = four(|k| self.slot(nb[k], NO_GROUP as usize));
        let mut libs = 0;
        let mut dead = false;
        for k in 0..4 {
            libs += u32::from(color[k] == EMPTY);
            let l = &mut self.pt(slots[k])[LIBS];
            *l = l.wrapping_sub(1);
            dead |= (color[k] == opp) & (*l == 0);
        }
        let friends = (0..4).fold(0, |m, k| m | u32::from(color[k] == me) << k);
        let mut g = p;
        for k in (0..4).rev() {
            g = if friends >> k & 1 == 1 { heads[k] } else { g };
        }
        *self.pt(p) = [g as u32, p as u32, 0, 0];
        let after = self.pt(g)[NEXT];
        self.pt(p)[NEXT] = after;
        let first = self.pt(g);
        first[NEXT] = p as u32;
        first[STONES] += 1;
        first[LIBS] += libs;
        let others = (0..4).fold(false, |a, k| {
            a | ((friends >> k & 1 == 1) & (heads[k] != g))
        });
        let h = if others {
            self.join_all(nb, friends, g)
        } else {
            g
        };
        // Merges never touch opponent groups, so `dead` still holds.
        let captured = if dead { self.capture(nb, opp) } else { 0 };
        let lost = if self.pt(h)[LIBS] == 0 {
            self.remove(h)
        } else {
            0
        };
        let a = tally(opp, captured);
        let b = tally(me, lost);
        [a[0] + b[0], a[1] + b[1]]
    }
}

impl Engine for Board {
    fn grid(&self) -> &Grid {
        &self.grid
    }

    fn removed(&self) -> &[u32] {
        &self.removed
    }

    #[inline]
    fn play(&mut self, p: usize, me: u8) -> [u64; 2] {
        self.parts().play(p, me)
    }
}

/// The judge's board with its border, a row.
const SIDE: usize = JUDGE_SIZE + 2;
/// [`JudgeBoard`]'s arrays' length, a power of two: a masked index needs
/// no bounds check.
const CELLS: usize = (SIDE * SIDE).next_power_of_two();
/// A liberty counter off the board that nothing writes: the capture test
/// reads it for directions without an opponent, so those loads never wait
/// on the move's own liberty updates.
const SPARE: usize = CELLS - 1;
const MASK: usize = CELLS - 1;

/// [`JudgeBoard`]'s colours, two bits each.
const CODE_EMPTY: u8 = 0;
const CODE_BLACK: u8 = 1;
const CODE_WHITE: u8 = 2;
const CODE_BORDER: u8 = 3;

/// What the colours of a point's neighbours (bits 2k, 2k + 1 for direction
/// k of [`offsets4`]) say to a black (`[0]`) or white (`[1]`) mover: bits
/// 0-2 the empty ones, bit 4 + k a friend at k, bit 8 + k an opponent.
const NEIGHBOURS: [[u16; 256]; 2] = neighbours();

const fn neighbours() -> [[u16; 256]; 2] {
    let mut table = [[0; 256]; 2];
    let mut me = 0;
    while me < 2 {
        let (mine, theirs) = if me == 0 {
            (CODE_BLACK, CODE_WHITE)
        } else {
            (CODE_WHITE, CODE_BLACK)
        };
        let mut code = 0;
        while code < 256 {
            let (mut entry, mut k) = (0, 0);
            while k < 4 {
                let c = (code >> (2 * k) & 3) as u8;
                entry += (c == CODE_EMPTY) as u16;
                entry |= ((c == mine) as u16) << (4 + k);
                entry |= ((c == theirs) as u16) << (8 + k);
                k += 1;
            }
            table[me][code] = entry;
            code += 1;
        }
        me += 1;
    }
    table
}

/// The judge's 19 x 19 board's engine (the design of issue 35; [`Board`]
/// plays the other sizes). Each stone holds its group's id, one of its
/// stones, which holds the group's size and pseudo-liberties; an empty or
/// border point is its own id, so a blind liberty change seen from it
/// lands on its own scratch counter, with no select. A move looks its
/// neighbours' colours up as one code, decrements four counters without a
/// branch, finds the dead opponent groups before anything else, undoes a
/// lone stone's suicide at once, and joins its first friendly group; a
/// second distinct one is merged by relabelling the smaller along its
/// ring. About 7 KB: all in L1.
#[derive(Clone)]
pub(crate) struct JudgeBoard {
    /// The colours for the [`Engine`]'s users; the engine reads `code`.
    grid: Grid,
    code: [u8; CELLS],
    /// A stone's group id; an empty or border point's own index.
    id: [u32; CELLS],
    /// The next stone of the group (a ring).
    next: [u32; CELLS],
    /// A group's pseudo-liberties (zero exactly when it has no liberty);
    /// at any other point a scratch counter, reset when a stone is placed.
    libs: [u32; CELLS],
    /// A group's number of stones.
    stones: [u32; CELLS],
    /// Points emptied by the last move.
    removed: Vec<u32>,
}

impl JudgeBoard {
    pub(crate) fn new() -> JudgeBoard {
        let grid = Grid::padded(JUDGE_SIZE, JUDGE_SIZE, EMPTY).0;
        let mut code = [CODE_BORDER; CELLS];
        for p in grid.interior() {
            code[p] = CODE_EMPTY;
        }
        let mut libs = [0; CELLS];
        libs[SPARE] = 1;
        JudgeBoard {
            grid,
            code,
            id: std::array::from_fn(|p| p as u32),
            next: [0; CELLS],
            libs,
            stones: [0; CELLS],
            removed: Vec::new(),
        }
    }

    /// The four neighbours of `p`, in [`offsets4`]'s order, masked.
    #[inline(always)]
    fn around(p: usize) -> [usize; 4] {
        let d = offsets4(SIDE);
        four(|k| step(p, d[k]) & MASK)
    }

    /// The id of the group at `p` (or `p` off the stones), masked.
    #[inline(always)]
    fn id(&self, p: usize) -> usize {
        self.id[p & MASK] as usize & MASK
    }

    #[inline(always)]
    fn add_libs(&mut self, g: usize, n: u32) {
        let l = &mut self.libs[g & MASK];
        *l = l.wrapping_add(n);
    }

    /// Relabels the smaller of groups `a` and `b` into the larger and
    /// splices their rings; the id of the whole.
    #[inline(never)]
    fn merge(&mut self, a: usize, b: usize) -> usize {
        let (a, b) = (a & MASK, b & MASK);
        let (big, small) = if self.stones[a] >= self.stones[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.id[s] = big as u32;
            s = self.next[s] as usize & MASK;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        self.stones[big] += self.stones[small];
        let gained = self.libs[small];
        self.add_libs(big, gained);
        big
    }

    /// Removes group `h`: every stone becomes its own id again, and every
    /// group next to one gains a liberty (the group's own stones' gains go
    /// to counters nobody reads). Returns its size.
    #[inline(never)]
    fn remove(&mut self, h: usize) -> u64 {
        let cells = &mut self.grid.cells_mut()[..CELLS];
        let h = h & MASK;
        let (mut s, mut n) = (h, 0);
        loop {
            self.code[s] = CODE_EMPTY;
            cells[s] = EMPTY;
            self.id[s] = s as u32;
            self.removed.push(s as u32);
            for q in JudgeBoard::around(s) {
                let l = &mut self.libs[self.id[q] as usize & MASK];
                *l = l.wrapping_add(1);
            }
            n += 1;
            s = self.next[s] as usize & MASK;
            if s == h {
                return n;
            }
        }
    }

    /// Removes the dead opponent groups in the directions `dead` names,
    /// each once (a group met again is empty by then); the stones removed.
    #[inline(never)]
    fn capture(&mut self, nb: [usize; 4], dead: u32, opp: u8) -> u64 {
        let mut captured = 0;
        for (k, &n) in nb.iter().enumerate() {
            if dead >> k & 1 == 1 && self.code[n] == opp {
                captured += self.remove(self.id(n));
            }
        }
        captured
    }
}

impl Engine for JudgeBoard {
    fn grid(&self) -> &Grid {
        &self.grid
    }

    fn removed(&self) -> &[u32] {
        &self.removed
    }

    // Inlined into the move loop: 2.6% fewer instructions, none of the
    // move's state spilled for a call.
    #[inline(always)]
    fn play(&mut self, p: usize, me: u8) -> [u64; 2] {
        let p = p & MASK;
        self.removed.clear();
        let (mine, theirs) = if me == BLACK {
            (CODE_BLACK, CODE_WHITE)
        } else {
            (CODE_WHITE, CODE_BLACK)
        };
        let nb = JudgeBoard::around(p);
        let code = (0..4).fold(0, |c, k| c | usize::from(self.code[nb[k]]) << (2 * k));
        let entry = u32::from(NEIGHBOURS[usize::from(mine - 1) & 1][code & 255]);
        let (empties, friends, opps) = (entry & 7, entry >> 4 & 15, entry >> 8);
        let g = four(|k| self.id(nb[k]));
        for &gk in &g {
            let l = &mut self.libs[gk];
            *l = l.wrapping_sub(1);
        }
        let mut dead = 0;
        for (k, &gk) in g.iter().enumerate() {
            let at = if opps >> k & 1 == 1 { gk } else { SPARE };
            dead |= u32::from(self.libs[at] == 0) << k;
        }
        let base = if friends == 0 {
            if dead | empties == 0 {
                // A lone stone without a liberty, capturing nothing: it
                // never stood.
                for &gk in &g {
                    self.add_libs(gk, 1);
                }
                self.removed.push(p as u32);
                return tally(me, 1);
            }
            self.id[p] = p as u32;
            self.next[p] = p as u32;
            self.stones[p] = 1;
            self.libs[p] = empties;
            p
        } else {
            let first = g[friends.trailing_zeros() as usize & 3] & MASK;
            self.id[p] = first as u32;
            self.next[p] = self.next[first];
            self.next[first] = p as u32;
            self.stones[first] += 1;
            self.add_libs(first, empties);
            let mut base = first;
            let mut rest = friends & friends.wrapping_sub(1);
            while rest != 0 {
                // Re-read the id: an earlier merge may have relabelled it.
                let h = self.id(nb[rest.trailing_zeros() as usize & 3]);
                if h != base {
                    base = self.merge(base, h);
                }
                rest &= rest - 1;
            }
            base
        };
        self.code[p] = mine;
        self.grid.cells_mut()[p] = me;
        if dead != 0 {
            // Merges never touch opponent groups: `dead` still holds, and
            // a capture leaves the new group a liberty.
            tally(opponent(me), self.capture(nb, dead, theirs))
        } else if self.libs[base] == 0 {
            tally(me, self.remove(base))
        } else {
            [0, 0]
        }
    }
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
        let grid = Grid::new(size, size, EMPTY);
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

/// Writes one answer line `b w`: one 4-byte store for `0 0` (most moves
/// remove nothing), two table lookups and four stores when both counts
/// are below 1000, as nearly all are.
#[inline]
pub fn write_line([b, w]: [u64; 2], out: &mut Out<impl Write>) {
    if b | w == 0 {
        out.padded(b"0 0\n", 4);
    } else if let (Some((tb, lb)), Some((tw, lw))) = (small(b), small(w)) {
        out.fill(10, |dst| {
            dst[..4].copy_from_slice(&tb);
            dst[lb] = b' ';
            dst[lb + 1..lb + 5].copy_from_slice(&tw);
            dst[lb + 1 + lw] = b'\n';
            lb + lw + 2
        });
    } else {
        out.uint(b);
        out.byte(b' ');
        out.uint(w);
        out.byte(b'\n');
    }
}

/// A move as played, for a [`Report`].
pub struct Played<'a> {
    /// The move's number, 1-based.
    pub index: u64,
    /// The point played, a flat index of `board`.
    pub point: usize,
    /// The colour of the new stone, [`mover`]`(index)`.
    pub color: u8,
    /// The black and white stones the move removed.
    pub removed: [u64; 2],
    /// The points it emptied.
    pub gone: &'a [u32],
    /// The board after the move.
    pub board: &'a Grid,
}

/// Told every move as it is played (`--explain` draws some of them).
pub type Report<'a> = &'a mut dyn FnMut(&Played) -> Result<(), Error>;

/// How the moves of a replay are played once m is read: on this thread
/// ([`OneThread`]), or handed to another one (`par`).
pub trait Play {
    /// Plays the m moves that `sc` reads on `engine`, writing a line each.
    fn play<E: Engine + Send>(
        self,
        engine: E,
        sc: &mut Scanner<impl Read>,
        m: u64,
        out: &mut Out<impl Write>,
    ) -> Result<(), Error>;
}

/// Reads a replay and writes one `b w` line per move, with the fast engine
/// on one thread.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_with(opts, input, out, OneThread(None))
}

/// The judge's program: [`run`] on the judge's board, in default mode.
pub fn judge(input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    let (mut sc, m) = start(input, false)?;
    play_here(JudgeBoard::new(), &mut sc, m, out, None)
}

/// [`run`], the moves played as `how` plays them.
pub fn run_with(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    how: impl Play,
) -> Result<(), Error> {
    let (mut sc, m) = start(input, opts.strict)?;
    if opts.size == JUDGE_SIZE {
        how.play(JudgeBoard::new(), &mut sc, m, out)
    } else {
        how.play(Board::new(opts.size), &mut sc, m, out)
    }
}

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

/// A scanner on `input`, and the number of moves m it has read.
fn start<R: Read>(input: R, strict: bool) -> Result<(Scanner<R>, u64), Error> {
    let mut sc = Scanner::new(input);
    sc.skip_ws()?;
    let at = sc.here();
    let m = match sc.next_uint("the number of moves m")? {
        Some(m) => m,
        None => return Err(sc.expected("the number of moves m", true)),
    };
    if strict && !(1..=JUDGE_MAX_MOVES).contains(&m) {
        let msg = format!("--strict: m = {m} is outside the judge's range 1..={JUDGE_MAX_MOVES}");
        return Err(Error::at(at, msg));
    }
    Ok((sc, m))
}

/// Plays every move on this thread as soon as it is read, telling the
/// report (if any) each one.
pub struct OneThread<'a>(pub Option<Report<'a>>);

impl Play for OneThread<'_> {
    fn play<E: Engine + Send>(
        self,
        engine: E,
        sc: &mut Scanner<impl Read>,
        m: u64,
        out: &mut Out<impl Write>,
    ) -> Result<(), Error> {
        play_here(engine, sc, m, out, self.0)
    }
}

/// Plays the m moves `sc` reads on `engine`, on this thread, each as soon
/// as it is read, and tells `report` each one.
fn play_here<E: Engine>(
    engine: E,
    sc: &mut Scanner<impl Read>,
    m: u64,
    out: &mut Out<impl Write>,
    report: Option<Report>,
) -> Result<(), Error> {
    let (size, stride) = (engine.grid().rows() as u64, engine.grid().stride());
    let sink = &mut Direct {
        engine,
        out,
        report,
    };
    read_moves(sc, m, size, stride, sink)
}

/// Where parsed moves go: into the engine, or in batches to an engine on
/// another thread.
pub trait Moves {
    /// Move `i` at grid index `p` from the fast path, starting on `line`
    /// (for a later "occupied" message); false hands it to the general path.
    fn fast(&mut self, i: u64, p: usize, line: u64) -> Result<bool, Error>;
    /// Move `i` from the general path: (x, y) and `line` for messages.
    fn general(
        &mut self,
        i: u64,
        p: usize,
        xy: (u64, u64),
        line: &dyn Fn() -> u64,
    ) -> Result<(), Error>;
}

/// Parses moves 1..=m into `sink` and checks that nothing follows: a fast
/// path straight from the window, and a general one (the window's end, long
/// tokens, every error) that words the messages.
pub fn read_moves<R: Read, S: Moves>(
    sc: &mut Scanner<R>,
    m: u64,
    size: u64,
    stride: usize,
    sink: &mut S,
) -> Result<(), Error> {
    let mut i = 1;
    while i <= m {
        let w = sc.window();
        let mut k = 0;
        let mut line = sc.here().line;
        while i <= m && k + 2 * TOKEN <= w.len() {
            // Coordinates of up to three digits, one separator each: the
            // branch-free step; else two general token reads.
            let pair = pair_at(w, k).or_else(|| {
                let (x, after_x, lines_x) = uint_at(w, k)?;
                let (y, after_y, lines_y) = uint_at(w, after_x)?;
                Some((x, y, after_y, [lines_x, lines_y]))
            });
            let (x, y, after_y, [lines_x, lines_y]) = match pair {
                Some(pair) => pair,
                None => break,
            };
            if x.wrapping_sub(1) >= size || y.wrapping_sub(1) >= size {
                break;
            }
            // (x, y) is 1-based, and so is the bordered grid.
            let p = x as usize * stride + y as usize;
            if !sink.fast(i, p, line + lines_x)? {
                break;
            }
            line += lines_x + lines_y;
            k = after_y;
            i += 1;
        }
        sc.advance(k);
        if i > m {
            break;
        }
        sc.skip_ws()?;
        sc.pin(0);
        let x = match sc.next_uint("row x").map_err(|e| e.in_move(i))? {
            Some(x) => x,
            None => return Err(sc.err_here(format!("input ends after move {} of {m}", i - 1))),
        };
        let y = match sc.next_uint("column y").map_err(|e| e.in_move(i))? {
            Some(y) => y,
            None => {
                let msg =
                    format!("input ends inside move {i} of {m}: expected column y after row {x}");
                return Err(sc.err_here(msg));
            }
        };
        if !(1..=size).contains(&x) || !(1..=size).contains(&y) {
            let msg = format!("point ({x}, {y}) is off the {size}x{size} board");
            return Err(at_move(i, sc.pinned(0).line, msg));
        }
        let p = x as usize * stride + y as usize;
        sink.general(i, p, (x, y), &|| sc.pinned(0).line)?;
        i += 1;
    }
    sc.expect_end(&format!("the last move (m = {m})"))
}

/// The one-thread sink: plays each move at once, writes its line, reports it.
struct Direct<'a, 'b, E, W: Write> {
    engine: E,
    out: &'a mut Out<W>,
    report: Option<Report<'b>>,
}

impl<E: Engine, W: Write> Direct<'_, '_, E, W> {
    #[inline]
    fn play(&mut self, i: u64, p: usize) -> Result<(), Error> {
        let removed = self.engine.play(p, mover(i));
        write_line(removed, self.out);
        self.out.end_record()?;
        if let Some(report) = self.report.as_mut() {
            report(&Played {
                index: i,
                point: p,
                color: mover(i),
                removed,
                gone: self.engine.removed(),
                board: self.engine.grid(),
            })?;
        }
        Ok(())
    }
}

impl<E: Engine, W: Write> Moves for Direct<'_, '_, E, W> {
    #[inline]
    fn fast(&mut self, i: u64, p: usize, _line: u64) -> Result<bool, Error> {
        if self.engine.grid().cells()[p] != EMPTY {
            return Ok(false);
        }
        self.play(i, p)?;
        Ok(true)
    }

    fn general(
        &mut self,
        i: u64,
        p: usize,
        xy: (u64, u64),
        line: &dyn Fn() -> u64,
    ) -> Result<(), Error> {
        if self.engine.grid().cells()[p] != EMPTY {
            return Err(occupied(i, line(), xy));
        }
        self.play(i, p)
    }
}

/// "point (x, y) is already occupied" at move `index`, on `line`.
pub fn occupied(index: u64, line: u64, (x, y): (u64, u64)) -> Error {
    at_move(index, line, format!("point ({x}, {y}) is already occupied"))
}

/// An error about move `index` as a whole, on `line`.
fn at_move(index: u64, line: u64, msg: String) -> Error {
    Error::at(format_args!("move {index} (line {line})"), msg)
}

#[cfg(test)]
mod tests;
