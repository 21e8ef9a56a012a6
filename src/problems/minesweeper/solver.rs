//! minesweeper: LeetCode 529, the board after one click.
//!
//! Input: `board` (cells `M`, `E`, `B`, `X`, `1`-`8`) and `click`
//! (`[row, col]`), leetcode or plain (`n m`, rows, `row col`), cases until
//! the end. Output: the board after the click, in the input's style.
//!
//! Rule: clicking `M` makes it `X`. Clicking `E` with k >= 1 mines (`M` or
//! `X`) among its 8 neighbours makes it the digit k; with none it becomes
//! `B` and its unrevealed `E` neighbours are revealed the same way. A
//! revealed cell changes nothing. `--strict`: n, m <= 50, the click on `M`
//! or `E`, no `X`.
//!
//! Algorithm: pass 1 stores each `E` cell's mine count in the cell byte
//! (`HIDDEN + k`) and labels the runs ("spans") of blank cells, joining
//! touching spans of neighbouring rows with union-find; pass 2 reveals the
//! clicked span's component and the counts next to it, row by row. Both
//! read memory in order (a flood fill's wandering was several times slower
//! on 10^8 cells), and on large boards run on bands of rows at once.
//! O(cells) time, one byte a cell and one `u32` a span. `--naive`: a BFS.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

use crate::cases::{for_each_case, in_range, Alphabet, CaseReader, CharArrays, FormatChoice};
use crate::dir::{offsets8, step};
use crate::error::Error;
use crate::grid::{at, Grid};
use crate::out::Out;
use crate::split::Split;
use crate::writers::write_board;
use std::collections::VecDeque;
use std::io::{Read, Write};

/// The cells of a board.
pub static CELLS: Alphabet =
    Alphabet::new(b"EMBX12345678", "'M', 'E', 'B', 'X' or a digit '1'-'8'");

/// The judge's board limit.
pub const JUDGE_MAX_SIDE: usize = 50;

/// An unrevealed `E` with k neighbouring mines is stored as `HIDDEN + k`.
const HIDDEN: u8 = 0x80;

/// What a stored byte prints as.
pub fn show(b: u8) -> u8 {
    if b >= HIDDEN {
        b'E'
    } else {
        b
    }
}

/// The problem's switches: a board problem's.
pub use crate::cases::Options;

/// Told each answer: the case's number, the board before and after, the
/// click (`--explain` draws it).
pub type Report<'a> = &'a mut dyn FnMut(u64, &Grid, &Grid, (usize, usize)) -> Result<(), Error>;

/// Reads every case and writes the board after its click, with the fast
/// solver on one thread.
pub fn run(opts: &Options, input: impl Read, out: &mut Out<impl Write>) -> Result<(), Error> {
    run_with(opts, input, out, &solve, None)
}

/// The judge's program: [`run`] in default mode, with `solve`.
pub fn judge(
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&mut Grid, usize, usize),
) -> Result<(), Error> {
    for_each_case(input, FormatChoice::Auto, |rd, _| {
        let (mut g, r, c, _) = read_case(rd)?;
        solve(&mut g, r, c);
        write_board(&g, rd.format(), show, out)?;
        rd.recycle(g);
        Ok(())
    })
}

/// [`run`] with another solver, telling `report` each answer.
pub fn run_with(
    opts: &Options,
    input: impl Read,
    out: &mut Out<impl Write>,
    solve: &dyn Fn(&mut Grid, usize, usize),
    mut report: Option<Report>,
) -> Result<(), Error> {
    for_each_case(input, opts.format, |rd, number| {
        let (mut g, r, c, at) = read_case(rd)?;
        if opts.strict {
            check_strict(&g, r, c).map_err(|(on_click, m)| match on_click {
                true => rd.err_at(at, m),
                false => Error::at(rd.case_pos(), m),
            })?;
        }
        // Only a report needs the board as it was.
        let before = report.is_some().then(|| g.clone());
        solve(&mut g, r, c);
        write_board(&g, rd.format(), show, out)?;
        if let (Some(report), Some(before)) = (report.as_mut(), before) {
            report(number, &before, &g, (r, c))?;
        }
        rd.recycle(g);
        Ok(())
    })
}

/// One case: the board, the click (checked against it) and its offset.
fn read_case<R: Read>(rd: &mut CaseReader<R>) -> Result<(Grid, usize, usize, u64), Error> {
    let g = rd.board::<CharArrays>("board", &CELLS)?;
    let ([r, c], at) = rd.pair("click")?;
    let r = in_range(r, g.rows(), "click row", "rows").map_err(|m| rd.err_at(at, m))?;
    let c = in_range(c, g.cols(), "click column", "columns").map_err(|m| rd.err_at(at, m))?;
    Ok((g, r, c, at))
}

/// The judge's constraints; a broken one as (is it about the click, message).
fn check_strict(g: &Grid, r: usize, c: usize) -> Result<(), (bool, String)> {
    let (n, m) = (g.rows(), g.cols());
    if n > JUDGE_MAX_SIDE || m > JUDGE_MAX_SIDE {
        let max = JUDGE_MAX_SIDE;
        let msg = format!("--strict: the board is {n}x{m}, above the judge's limit {max}x{max}");
        return Err((false, msg));
    }
    check_rules(g, r, c)
}

/// The judge's rules besides its size limit: no revealed mine, the click
/// on `M` or `E`; a broken one as `check_strict` gives it.
pub fn check_rules(g: &Grid, r: usize, c: usize) -> Result<(), (bool, String)> {
    if let Some(i) = g.interior().find(|&i| g.cells()[i] == b'X') {
        let (xr, xc) = g.coords(i);
        let msg =
            format!("--strict: the game is over: a revealed mine 'X' at row {xr}, column {xc}");
        return Err((false, msg));
    }
    let on = char::from(g.row(r)[c]);
    if on != 'M' && on != 'E' {
        let msg =
            format!("--strict: the click ({r}, {c}) is on '{on}', not on an unrevealed 'M' or 'E'");
        return Err((true, msg));
    }
    Ok(())
}

fn is_mine(b: u8) -> bool {
    b == b'M' || b == b'X'
}

/// The click at (r, c), in place, on one thread. Unrevealed `E` cells may
/// be left as `HIDDEN + k`: print through [`show`].
pub fn solve(g: &mut Grid, r: usize, c: usize) {
    click(g, r, c, reveal);
}

/// [`solve`], a large board's reveal cut into bands of rows, one per
/// thread of `split`.
pub fn solve_in(g: &mut Grid, r: usize, c: usize, split: &impl Split) {
    let parts = split.threads().min(g.rows());
    if g.rows() * g.cols() < THREADED_CELLS || parts < 2 {
        return solve(g, r, c);
    }
    click(g, r, c, |g, p| reveal_in_bands(g, p, parts, split));
}

/// The click at (r, c), in place; a blank `E` is revealed by `reveal`.
fn click(g: &mut Grid, r: usize, c: usize, reveal: impl FnOnce(&mut Grid, usize)) {
    let p = g.index(r, c);
    let mines = offsets8(g)
        .iter()
        .filter(|&&d| is_mine(at(g.cells(), step(p, d))))
        .count() as u8;
    match g.cells()[p] {
        b'M' => g.cells_mut()[p] = b'X',
        b'E' if mines > 0 => g.cells_mut()[p] = b'0' + mines,
        b'E' if g.rows() == 1 || g.cols() == 1 => reveal_line(g.cells_mut(), p),
        b'E' => reveal(g, p),
        _ => {}
    }
}

/// Replaces the `E` cells of one row at a time, in order, by `HIDDEN +
/// (mines among the 8 neighbours)`, in whole-slice loops that vectorise:
/// each row's mine flags are worked out once, summed per column, and three
/// neighbouring column sums give a cell's count.
struct MineCounter {
    /// Mine flags (0 or 1) of rows r-1, r, r+1: `flags[(top + k) % 3]`.
    flags: [Vec<u8>; 3],
    top: usize,
    col_sum: Vec<u8>,
}

impl MineCounter {
    /// A counter whose first row is `first`, with `above` the row before it.
    fn new(above: &[u8], first: &[u8]) -> MineCounter {
        let stride = first.len();
        let mut m = MineCounter {
            flags: [vec![0; stride], vec![0; stride], vec![0; stride]],
            top: 0,
            col_sum: vec![0; stride],
        };
        m.load(0, above);
        m.load(1, first);
        m
    }

    /// Mine flags of a bordered row into slot `k`.
    fn load(&mut self, k: usize, row: &[u8]) {
        for (f, &b) in self.flags[k].iter_mut().zip(row) {
            *f = u8::from(is_mine(b));
        }
    }

    /// Counts the next bordered row, given the row after it; the last loop
    /// indexes slices of one length and masks, as a zipped select stayed
    /// scalar with Rust 1.63 (3x slower).
    fn row(&mut self, row: &mut [u8], next: &[u8]) {
        let [up, mid, down] = [0, 1, 2].map(|k| (self.top + k) % 3);
        self.load(down, next);
        let [a, b, c] = [&self.flags[up], &self.flags[mid], &self.flags[down]];
        for (((s, &x), &y), &z) in self.col_sum.iter_mut().zip(a).zip(b).zip(c) {
            *s = x + y + z;
        }
        let cols = row.len() - 2;
        let sum = &self.col_sum;
        let (left, mid_sum, right) = (&sum[..cols], &sum[1..=cols], &sum[2..cols + 2]);
        let row = &mut row[1..=cols];
        for i in 0..cols {
            let hidden = HIDDEN + left[i] + mid_sum[i] + right[i];
            let keep = 0u8.wrapping_sub(u8::from(row[i] != b'E'));
            row[i] = (row[i] & keep) | (hidden & !keep);
        }
        self.top = mid;
    }
}

const ONES: u64 = 0x0101_0101_0101_0101;

/// `s[..8]` as a word, xor `v` in every byte: zero bytes where `s` has `v`.
fn word(s: &[u8], v: u8) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&s[..8]);
    u64::from_le_bytes(a) ^ (ONES * u64::from(v))
}

/// Length of the run of `v` bytes at the start of `s`, 8 bytes a step.
fn run_of(s: &[u8], v: u8) -> usize {
    let mut i = 0;
    while i + 8 <= s.len() {
        let x = word(&s[i..], v);
        if x != 0 {
            return i + (x.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    i + s[i..].iter().take_while(|&&b| b == v).count()
}

/// Index of the first `v` byte in `s`, 8 bytes a step: the lowest set bit
/// of `(x - 1..1) & !x & 80..80` marks the first zero byte of `x`.
fn find(s: &[u8], v: u8) -> Option<usize> {
    let mut i = 0;
    while i + 8 <= s.len() {
        let x = word(&s[i..], v);
        let zero = x.wrapping_sub(ONES) & !x & (ONES << 7);
        if zero != 0 {
            return Some(i + (zero.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    s[i..].iter().position(|&b| b == v).map(|k| i + k)
}

/// A maximal run of blank hidden cells, columns `lo..=hi` of a bordered row.
#[derive(Clone, Copy)]
struct Span {
    lo: usize,
    hi: usize,
    id: u32,
}

/// The blank spans of a bordered row, in order, numbered from `next_id`.
fn spans(row: &[u8], next_id: u32, out: &mut Vec<Span>) {
    out.clear();
    let mut c = 0;
    while let Some(k) = find(&row[c..], HIDDEN) {
        let lo = c + k;
        let hi = lo + run_of(&row[lo..], HIDDEN) - 1;
        let id = next_id + out.len() as u32;
        out.push(Span { lo, hi, id });
        c = hi + 1;
    }
}

/// Union-find root, halving the path. A parent is never above its child
/// (unions link the larger root under the smaller), which halving keeps.
fn root(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        let up = parent[parent[x as usize] as usize];
        parent[x as usize] = up;
        x = up;
    }
    x
}

/// Unions the touching spans (8-connected: columns within one) of two
/// neighbouring rows, their ids offset by `upper_base` and `lower_base`.
fn join_rows(parent: &mut [u32], upper: &[Span], upper_base: u32, lower: &[Span], lower_base: u32) {
    let mut j = 0;
    for s in lower {
        while j < upper.len() && upper[j].hi + 1 < s.lo {
            j += 1;
        }
        for u in upper[j..].iter().take_while(|u| u.lo <= s.hi + 1) {
            let a = root(parent, s.id + lower_base);
            let b = root(parent, u.id + upper_base);
            parent[a.max(b) as usize] = a.min(b);
        }
    }
}

/// Takes every span of a union-find forest straight to its root.
fn flatten(parent: &mut [u32]) {
    // A parent is never above its child: one forward pass does.
    for x in 0..parent.len() {
        parent[x] = parent[parent[x] as usize];
    }
}

/// What pass 1 learned about a band of rows.
struct Labels {
    /// Union-find parents of its spans, numbered from 0 in row order.
    parent: Vec<u32>,
    /// The span holding the click, if it is there.
    target: Option<u32>,
    /// The id of each row's first span, and one past the last.
    starts: Vec<u32>,
}

/// [`reveal`] on one row or column (stored as one), with no row buffers.
fn reveal_line(cells: &mut [u8], p: usize) {
    cells[p] = b'B';
    for d in [-1, 1] {
        let mut i = step(p, d);
        while cells[i] == b'E' {
            let mines = u8::from(is_mine(cells[i - 1])) + u8::from(is_mine(cells[i + 1]));
            if mines > 0 {
                cells[i] = b'0' + mines;
                break;
            }
            cells[i] = b'B';
            i = step(i, d);
        }
    }
}

/// Reveals the blank region around the blank `E` cell `p`, and the counts
/// next to it: pass 1, the forest flattened, pass 2.
fn reveal(g: &mut Grid, p: usize) {
    let border = vec![0; g.stride()];
    let rows = g.cells_mut();
    let mut l = label(rows, &border, &border, Some(p));
    flatten(&mut l.parent);
    // The click is on a blank cell, so in a span.
    let region = l.parent[l.target.unwrap_or(0) as usize];
    paint(
        rows,
        &l.starts,
        &|id| l.parent[id as usize] == region,
        &border,
        &border,
    );
}

/// Boards of at least this many cells are revealed in bands of rows, one
/// per thread; below it a thread costs more than it saves.
const THREADED_CELLS: usize = 1 << 20;

/// [`reveal`] with the rows cut into `parts` bands, run by `split`: pass 1
/// on every band, then one thread joins the bands' unions at their seams
/// and flattens the forest, then pass 2 on every band (each writes only
/// its own rows).
fn reveal_in_bands(g: &mut Grid, p: usize, parts: usize, split: &impl Split) {
    let (rows, stride) = (g.rows(), g.stride());
    let parts = parts.clamp(1, rows);
    // Band k holds the rows `start[k]..start[k + 1]`.
    let start: Vec<usize> = (0..=parts).map(|k| k * rows / parts).collect();
    let cells = g.cells_mut();
    // The rows just outside each band as they are now (none outside the
    // board): their mine flags are all that counting needs, and they are
    // another band's to change.
    let row = |r: Option<usize>| match r.filter(|&r| r < rows) {
        Some(r) => cells[r * stride..(r + 1) * stride].to_vec(),
        None => vec![0; stride],
    };
    let edges: Vec<(Vec<u8>, Vec<u8>)> = (0..parts)
        .map(|k| (row(start[k].checked_sub(1)), row(Some(start[k + 1]))))
        .collect();
    let mut bands = Vec::with_capacity(parts);
    let mut rest = &mut *cells;
    for k in 0..parts {
        let (band, tail) = rest.split_at_mut((start[k + 1] - start[k]) * stride);
        bands.push((
            band,
            (start[k] * stride..start[k + 1] * stride)
                .contains(&p)
                .then(|| p - start[k] * stride),
        ));
        rest = tail;
    }

    let mut labelled = split.each_part(bands, |k, (band, click)| {
        let labels = label(band, &edges[k].0, &edges[k].1, click);
        (band, labels)
    });

    // Global span ids: each band's, offset by the spans of the bands above.
    // The first band's vector grows to hold them all, and each other
    // band's is freed as it is moved in: the peak stays one `u32` a span.
    let mut parent = Vec::new();
    let mut base = Vec::with_capacity(parts);
    let mut target = 0;
    for (_, l) in labelled.iter_mut() {
        let b = parent.len() as u32;
        base.push(b);
        let own = std::mem::take(&mut l.parent);
        if b == 0 {
            parent = own;
        } else {
            parent.extend(own.iter().map(|&x| x + b));
        }
        if let Some(t) = l.target {
            target = t + b;
        }
    }
    // The spans of each band's first and last rows, numbered as in pass 1.
    let ends: Vec<[Vec<Span>; 2]> = labelled
        .iter()
        .map(|(band, l)| {
            let mut ends = [Vec::new(), Vec::new()];
            spans(&band[..stride], 0, &mut ends[0]);
            let last = l.starts[l.starts.len() - 2];
            spans(&band[band.len() - stride..], last, &mut ends[1]);
            ends
        })
        .collect();
    for k in 1..parts {
        join_rows(
            &mut parent,
            &ends[k - 1][1],
            base[k - 1],
            &ends[k][0],
            base[k],
        );
    }
    flatten(&mut parent);
    let (parent, region) = (&parent, parent[target as usize]);
    let in_region = |id: u32| parent[id as usize] == region;
    // The region's blank cells in the rows just outside each band (none
    // outside the board).
    let outside = |j: Option<usize>, last: bool| {
        let mut flags = vec![0u8; stride];
        if let Some(j) = j {
            for s in ends[j][usize::from(last)]
                .iter()
                .filter(|s| in_region(s.id + base[j]))
            {
                flags[s.lo..=s.hi].fill(1);
            }
        }
        flags
    };
    let work: Vec<_> = (0..parts)
        .map(|k| {
            let above = outside(k.checked_sub(1), true);
            let below = outside(Some(k + 1).filter(|&j| j < parts), false);
            let starts: Vec<u32> = labelled[k].1.starts.iter().map(|&x| x + base[k]).collect();
            (starts, above, below)
        })
        .collect();
    let bands: Vec<_> = labelled
        .into_iter()
        .map(|(band, _)| band)
        .zip(work)
        .collect();
    split.each_part(bands, |_, (band, (starts, above, below))| {
        paint(band, &starts, &in_region, &above, &below);
    });
}

/// Pass 1 on a band of bordered rows: counts, numbers the blank spans from
/// 0 and unions the touching ones. `above` and `below` are the rows just
/// outside the band; `click` the click's offset in the band, if there.
fn label(band: &mut [u8], above: &[u8], below: &[u8], click: Option<usize>) -> Labels {
    let stride = above.len();
    let rows = band.len() / stride;
    let mut counter = MineCounter::new(above, &band[..stride]);
    let mut parent: Vec<u32> = Vec::new();
    let (mut prev, mut cur) = (Vec::new(), Vec::new());
    let mut target = None;
    let mut starts = Vec::with_capacity(rows + 1);
    for r in 0..rows {
        starts.push(parent.len() as u32);
        let base = r * stride;
        let (done, rest) = band.split_at_mut(base + stride);
        let row = &mut done[base..];
        counter.row(row, if r + 1 < rows { &rest[..stride] } else { below });
        spans(row, parent.len() as u32, &mut cur);
        for s in &cur {
            parent.push(s.id);
            if matches!(click, Some(c) if (base + s.lo..=base + s.hi).contains(&c)) {
                target = Some(s.id);
            }
        }
        join_rows(&mut parent, &prev, 0, &cur, 0);
        std::mem::swap(&mut prev, &mut cur);
    }
    starts.push(parent.len() as u32);
    Labels {
        parent,
        target,
        starts,
    }
}

/// Pass 2 on a band: in each row, blanks the region's blank cells and
/// shows the counts next to them in this row and the rows above and below,
/// in whole-row loops that vectorise. `starts`: the global id of each
/// row's first span, and one past the last; `above` and `below` flag (1)
/// the region's blank cells in the rows just outside the band.
fn paint(
    band: &mut [u8],
    starts: &[u32],
    in_region: &impl Fn(u32) -> bool,
    above: &[u8],
    below: &[u8],
) {
    let rows = starts.len() - 1;
    let stride = band.len() / rows;
    let (cols, mut found, mut near) = (stride - 2, Vec::new(), vec![0u8; stride]);
    // Region blank flags of row r in slot `r % 3` (the row above the band
    // is row -1), and how many region spans it has (0: nothing near it).
    let mut flags = [vec![0u8; stride], vec![0u8; stride], above.to_vec()];
    let mut inside = [0, 0, usize::from(above.contains(&1))];
    for r in 0..=rows {
        let k = r % 3;
        inside[k] = if r < rows {
            let row = &band[r * stride..(r + 1) * stride];
            region_blanks(
                row,
                starts[r]..starts[r + 1],
                in_region,
                &mut flags[k],
                &mut found,
            )
        } else {
            flags[k].copy_from_slice(below);
            usize::from(below.contains(&1))
        };
        // Row r - 1 now has the flags of the rows on either side.
        if r == 0 || inside == [0; 3] {
            continue;
        }
        let [a, b, c] = [(r + 1) % 3, (r + 2) % 3, k].map(|j| &flags[j]);
        for (((n, &x), &y), &z) in near.iter_mut().zip(a).zip(b).zip(c) {
            *n = x | y | z;
        }
        let (left, centre, right) = (&near[..cols], &near[1..=cols], &near[2..]);
        let base = (r - 1) * stride;
        let cells = band[base + 1..=base + cols].iter_mut().zip(&b[1..=cols]);
        for ((((cell, &own), &l), &m), &r) in cells.zip(left).zip(centre).zip(right) {
            // Selects, not branches, so the loop vectorises.
            let k = cell.wrapping_sub(HIDDEN + 1);
            let shown = if (l | m | r) != 0 && k < 8 {
                b'1' + k
            } else {
                *cell
            };
            *cell = if own != 0 { b'B' } else { shown };
        }
    }
}

/// Flags (1) the region's blank cells of a bordered row whose spans have
/// the ids `ids`; returns how many of those spans are in the region.
fn region_blanks(
    row: &[u8],
    ids: std::ops::Range<u32>,
    in_region: &impl Fn(u32) -> bool,
    flags: &mut [u8],
    found: &mut Vec<Span>,
) -> usize {
    let inside = ids.clone().filter(|&id| in_region(id)).count();
    if inside == ids.len() {
        // Every blank cell of the row is in the region (or there is none).
        for (f, &b) in flags.iter_mut().zip(row) {
            *f = u8::from(b == HIDDEN);
        }
    } else if inside == 0 {
        flags.fill(0);
    } else {
        flags.fill(0);
        spans(row, ids.start, found);
        for s in found.iter().filter(|s| in_region(s.id)) {
            flags[s.lo..=s.hi].fill(1);
        }
    }
    inside
}

/// LeetCode's signature: `update_board(board, click) -> board`. A click
/// outside the board changes nothing.
pub fn leetcode(board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {
    let rows: Vec<Vec<u8>> = board
        .iter()
        .map(|r| r.iter().map(|&c| u8::try_from(c).unwrap_or(0)).collect())
        .collect();
    let mut g = Grid::from_rows(&rows);
    let at = |k: usize, len: usize| {
        click
            .get(k)
            .and_then(|&v| usize::try_from(v).ok())
            .filter(|&v| v < len)
    };
    if let (Some(r), Some(c)) = (at(0, g.rows()), at(1, g.cols())) {
        solve(&mut g, r, c);
    }
    (0..g.rows())
        .map(|r| g.row(r).iter().map(|&b| char::from(show(b))).collect())
        .collect()
}

/// The reference: a BFS queue over the statement's rule, on the plain
/// cell characters.
pub fn naive(g: &mut Grid, r: usize, c: usize) {
    let p = g.index(r, c);
    let dirs = offsets8(g);
    let cells = g.cells_mut();
    match cells[p] {
        b'M' => {
            cells[p] = b'X';
            return;
        }
        b'E' => {}
        _ => return,
    }
    let mut queue = VecDeque::from([p]);
    // Cells enter the queue once: they are marked revealed ('B') on entry
    // and corrected to a digit when their count is taken.
    cells[p] = b'B';
    while let Some(i) = queue.pop_front() {
        let mines = dirs
            .iter()
            .filter(|&&d| is_mine(at(cells, step(i, d))))
            .count();
        if mines > 0 {
            cells[i] = b'0' + mines as u8;
            continue;
        }
        for &d in &dirs {
            let n = step(i, d);
            if at(cells, n) == b'E' {
                cells[n] = b'B';
                queue.push_back(n);
            }
        }
    }
}

#[cfg(test)]
mod tests;
