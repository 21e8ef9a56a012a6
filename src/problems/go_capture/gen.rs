//! go-capture for `gen` and `stress`'s mix.

use super::{Board, Engine, EMPTY};
use crate::error::Error;
use crate::kit::gen::{Extent, GenOptions, Knobs, Rng, Setting};
use crate::kit::mix::pick;
use crate::out::Out;
use std::io::Write;

impl crate::kit::gen::Generate for super::GoCapture {
    const PATTERNS: &'static [&'static str] = &["random", "groups", "local"];

    const SETTINGS: &'static [Setting] = &[Setting::Size, Setting::Moves];
    const PATTERN_HELP: &'static str = "groups or local (fights in a small window)";
    const BEYOND_JUDGE: Option<&'static str> = Some("go-capture `--size`");

    fn check_options(o: &GenOptions) -> Result<(), String> {
        if o.strict
            && (o.size != super::JUDGE_SIZE as u64
                || !(1..=super::JUDGE_MAX_MOVES).contains(&o.moves))
        {
            return Err(format!(
                "--strict: go-capture replays are 1..={} moves on 19x19",
                super::JUDGE_MAX_MOVES
            ));
        }
        Ok(())
    }

    /// A replay streams, each move `x y`, its board held as the solver
    /// holds it: memory where stones have been.
    fn extent(o: &GenOptions) -> Extent {
        let digits = o.size.to_string().len() as u128;
        Extent {
            sized_by: format!("--size {} --moves {}", o.size, o.moves),
            cells: u128::from(o.size) * u128::from(o.size),
            bytes: u128::from(o.moves) * (2 * digits + 2) + 21,
        }
    }

    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
        replay(rng, o, out)
    }

    /// Fights crowded into a small window, often in a corner (captures on
    /// edges and corners, suicides, several groups taken by one move,
    /// captures that save the capturing stone: the `local` pattern),
    /// random replays long enough to fill the board, and blocks surrounded
    /// and taken whole (`groups`). The number of moves goes with the
    /// pattern in force, the user's too.
    fn mix(rng: &mut Rng, knobs: &Knobs, _: bool, o: &mut GenOptions) {
        o.pattern = knobs
            .pattern
            .clone()
            .unwrap_or_else(|| pick(rng, &[("local", 5.0), ("random", 3.0), ("groups", 2.0)]));
        // On a large board (`--beyond-judge --size`), the share of the
        // area played is taken of at most a 400 x 400 board: a seed of
        // 10000 x 10000 took 1.2·10^8 moves, minutes a seed.
        let area = knobs
            .size
            .unwrap_or(super::JUDGE_SIZE as u64)
            .min(400)
            .pow(2);
        o.moves = match o.pattern.as_str() {
            "local" => rng.range(6, 80),
            // Until the board is full and then well into the captures.
            "random" => rng.range(area / 3, area * 3 / 2),
            _ => rng.range(area / 8, area),
        }
        .max(1);
    }
}

fn replay(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
    let size = o.size as usize;
    let mut board = Board::new(size);
    let mut empties = EmptySet::new(&board);
    let mut plan = GroupPlan::default();
    let mut window = None;
    out.uint(o.moves);
    out.byte(b'\n');
    for i in 1..=o.moves {
        let me = super::mover(i);
        let planned = match o.pattern.as_str() {
            "groups" => plan.next(rng, &board, me),
            "local" => local_move(rng, &board, &mut window),
            _ => None,
        };
        let p = match planned {
            Some(p) => empties.take_point(p),
            None => empties.take(rng.below(empties.len() as u64) as usize),
        };
        let (r, c) = board.grid().coords(p);
        out.uint(r as u64 + 1);
        out.byte(b' ');
        out.uint(c as u64 + 1);
        out.byte(b'\n');
        out.end_record()?;
        board.play(p, me);
        for &q in board.removed() {
            empties.put(q as usize);
        }
    }
    Ok(())
}

/// The "local" pattern: moves crowd a small window (2x2 to 6x6; in a
/// corner half the time, on an edge a quarter), so stones meet at once:
/// captures, suicides, several groups taken by one move, captures that
/// save the capturing stone, on edges and in corners. When the window is
/// full a new one is drawn (and after a few tries, any empty point).
fn local_move(
    rng: &mut Rng,
    board: &Board,
    window: &mut Option<(usize, usize, usize)>,
) -> Option<usize> {
    let g = board.grid();
    let n = g.rows();
    for _ in 0..4 {
        let (top, left, k) = *window.get_or_insert_with(|| {
            let k = (rng.range(2, 6) as usize).min(n);
            let far = n - k;
            let (top, left) = match rng.below(4) {
                0 | 1 => (
                    [0, far][rng.below(2) as usize],
                    [0, far][rng.below(2) as usize],
                ),
                2 => match rng.below(2) {
                    0 => (
                        [0, far][rng.below(2) as usize],
                        rng.range(0, far as u64) as usize,
                    ),
                    _ => (
                        rng.range(0, far as u64) as usize,
                        [0, far][rng.below(2) as usize],
                    ),
                },
                _ => (
                    rng.range(0, far as u64) as usize,
                    rng.range(0, far as u64) as usize,
                ),
            };
            (top, left, k)
        });
        let free = || {
            (top..top + k)
                .flat_map(move |r| (left..left + k).map(move |c| g.index(r, c)))
                .filter(|&p| g.cells()[p] == EMPTY)
        };
        let count = free().count();
        if count > 0 {
            return free().nth(rng.below(count as u64) as usize);
        }
        *window = None;
    }
    None
}

/// The "groups" pattern: black fills a random rectangle while white plays
/// the ring around it, until white closes the last liberty and captures
/// the whole block; then a new rectangle. Planned points that are taken
/// fall back to random moves, so every move stays valid.
#[derive(Default)]
struct GroupPlan {
    /// Points still to play, per colour (black: the block, white: the ring).
    todo: [Scan; 2],
}

impl GroupPlan {
    fn next(&mut self, rng: &mut Rng, board: &Board, me: u8) -> Option<usize> {
        let g = board.grid();
        if self.todo[0].done() && self.todo[1].done() {
            let (n, size) = (g.rows(), g.rows() as u64);
            let h = rng.range(1, (size / 2).max(1)) as usize;
            let w = rng.range(1, (size / 2).max(1)) as usize;
            let (top, left) = (
                rng.below((n - h + 1) as u64) as usize,
                rng.below((n - w + 1) as u64) as usize,
            );
            let block = [top, left, h, w];
            let (r0, c0) = (top.saturating_sub(1), left.saturating_sub(1));
            let ring = [
                r0,
                c0,
                (top + h + 1).min(n) - r0,
                (left + w + 1).min(n) - c0,
            ];
            self.todo = [Scan::new(block, None), Scan::new(ring, Some(block))];
        }
        let k = usize::from(me != super::BLACK);
        while let Some((r, c)) = self.todo[k].next() {
            let p = g.index(r, c);
            if g.cells()[p] == EMPTY {
                return Some(p);
            }
        }
        None
    }
}

/// A plan's points, one at a time, in no memory (a 5000 x 5000 block's
/// list took 200 MB): the rectangle `[top, left, rows, cols]` in
/// row-major order, less a `hole` inside it.
#[derive(Default)]
struct Scan {
    rect: [usize; 4],
    hole: Option<[usize; 4]>,
    /// Cells of `rect` passed.
    passed: usize,
}

impl Scan {
    fn new(rect: [usize; 4], hole: Option<[usize; 4]>) -> Scan {
        Scan {
            rect,
            hole,
            passed: 0,
        }
    }

    /// Steps over the hole; whether every point has been handed out.
    fn done(&mut self) -> bool {
        let [top, left, rows, cols] = self.rect;
        while self.passed < rows * cols {
            let (r, c) = (top + self.passed / cols, left + self.passed % cols);
            match self.hole {
                Some([ht, hl, hr, hc])
                    if (ht..ht + hr).contains(&r) && (hl..hl + hc).contains(&c) =>
                {
                    self.passed += hl + hc - c;
                }
                _ => return false,
            }
        }
        true
    }

    fn next(&mut self) -> Option<(usize, usize)> {
        if self.done() {
            return None;
        }
        let [top, left, _, cols] = self.rect;
        let k = self.passed;
        self.passed += 1;
        Some((top + k / cols, left + k % cols))
    }
}

/// The empty points of a board, with O(1) removal of any of them: a dense
/// list plus each point's place in it. Both start as the board's points in
/// row-major order, kept implicit (a 0 entry) in vectors the allocator
/// hands out zeroed and maps only where written: a 10^4 x 10^4 board costs
/// memory where stones have been, as the solver's does, not 1.6 GB.
struct EmptySet {
    /// The k-th empty point; 0 for the k-th point of the board.
    list: Vec<u32>,
    /// For an empty point: 1 + its index in `list`; 0 for its rank on the
    /// board.
    place: Vec<u32>,
    /// Empty points: `list[..len]`.
    len: usize,
    side: usize,
    stride: usize,
}

impl EmptySet {
    fn new(board: &Board) -> EmptySet {
        let g = board.grid();
        let side = g.rows();
        EmptySet {
            list: vec![0; side * side],
            place: vec![0; g.cells().len()],
            len: side * side,
            side,
            stride: g.stride(),
        }
    }

    fn len(&self) -> usize {
        self.len
    }

    /// The k-th empty point.
    fn at(&self, k: usize) -> usize {
        match self.list[k] {
            0 => (k / self.side + 1) * self.stride + k % self.side + 1,
            p => p as usize,
        }
    }

    /// Removes and returns the k-th empty point; the last one takes its
    /// place.
    fn take(&mut self, k: usize) -> usize {
        let p = self.at(k);
        self.len -= 1;
        if k < self.len {
            let moved = self.at(self.len);
            self.list[k] = moved as u32;
            self.place[moved] = k as u32 + 1;
        }
        p
    }

    /// Removes the empty point `p`.
    fn take_point(&mut self, p: usize) -> usize {
        let k = match self.place[p] {
            0 => (p / self.stride - 1) * self.side + p % self.stride - 1,
            k => k as usize - 1,
        };
        self.take(k)
    }

    fn put(&mut self, p: usize) {
        self.list[self.len] = p as u32;
        self.place[p] = self.len as u32 + 1;
        self.len += 1;
    }
}

#[cfg(test)]
mod tests {
    use crate::kit::mix::default_run;
    use std::collections::BTreeSet;

    /// What happens in Go replays, by a flood-fill replay of its own.
    #[derive(Default, Debug)]
    struct GoEvents {
        captures: usize,
        suicides: usize,
        /// One move taking two or more groups.
        multi_group: usize,
        /// A capture by a stone that had no liberty until the capture.
        saving: usize,
        /// Stones taken on the edge, in a corner.
        edge: usize,
        corner: usize,
    }

    fn go_events(moves: &[(u64, u64)], e: &mut GoEvents) {
        let n = 19i64;
        let mut b = vec![0u8; 19 * 19];
        let at = |r: i64, c: i64| (r * n + c) as usize;
        // The group of p and whether it has a liberty.
        let group = |b: &[u8], p: usize| {
            let mut stones = vec![p];
            let mut seen = BTreeSet::from([p]);
            let mut free = false;
            let mut k = 0;
            while k < stones.len() {
                let (r, c) = ((stones[k] as i64) / n, (stones[k] as i64) % n);
                for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let (nr, nc) = (r + dr, c + dc);
                    if (0..n).contains(&nr) && (0..n).contains(&nc) {
                        let q = at(nr, nc);
                        free |= b[q] == 0;
                        if b[q] == b[p] && seen.insert(q) {
                            stones.push(q);
                        }
                    }
                }
                k += 1;
            }
            (stones, free)
        };
        for (i, &(x, y)) in moves.iter().enumerate() {
            let me = if i % 2 == 0 { 1 } else { 2 };
            let p = at(x as i64 - 1, y as i64 - 1);
            b[p] = me;
            let had_liberty = group(&b, p).1;
            let mut taken: Vec<Vec<usize>> = Vec::new();
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let (r, c) = (x as i64 - 1 + dr, y as i64 - 1 + dc);
                if (0..n).contains(&r) && (0..n).contains(&c) && b[at(r, c)] == 3 - me {
                    let (stones, free) = group(&b, at(r, c));
                    if !free && !taken.iter().any(|t| t.contains(&stones[0])) {
                        taken.push(stones);
                    }
                }
            }
            if !taken.is_empty() {
                e.captures += 1;
                e.multi_group += usize::from(taken.len() > 1);
                e.saving += usize::from(!had_liberty);
            }
            for &q in taken.iter().flatten() {
                let (r, c) = ((q as i64) / n, (q as i64) % n);
                let edges = usize::from(r == 0 || r == n - 1) + usize::from(c == 0 || c == n - 1);
                e.edge += usize::from(edges > 0);
                e.corner += usize::from(edges == 2);
                b[q] = 0;
            }
            let (own, free) = group(&b, p);
            if !free {
                e.suicides += 1;
                for q in own {
                    b[q] = 0;
                }
            }
        }
    }

    /// The default run of go-capture captures, also several groups at
    /// once, on edges and in corners, commits suicide and saves capturing
    /// stones, many times over (the default replay did none).
    #[test]
    fn the_default_run_reaches_every_go_rule() {
        let mut e = GoEvents::default();
        for input in default_run::<super::super::GoCapture>() {
            go_events(&input.moves, &mut e);
        }
        let least = [
            e.captures,
            e.suicides,
            e.multi_group,
            e.saving,
            e.edge,
            e.corner,
        ];
        assert!(least.iter().all(|&k| k >= 20), "{e:?}");
    }
}
