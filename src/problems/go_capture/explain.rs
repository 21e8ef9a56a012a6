//! go-capture: what a move did, and the board around it. Without a range
//! of moves only the moves that removed stones are explained; a move in
//! `--explain-moves` is explained whatever it did, so "why did this move
//! remove nothing?" has an answer: the groups next to the stone and their
//! liberties.

use crate::dir::{offsets4, step};
use crate::error::Error;
use crate::explain::{board, Cell, Explain, Paint};
use crate::grid::Grid;
use crate::problems::go_capture::{opponent, Played, BLACK, EMPTY, WHITE};
use std::collections::{BTreeSet, HashSet};
use std::ops::RangeInclusive;

/// Boards up to this side are drawn whole.
const SIDE: usize = 25;

/// Liberties listed by name before the rest are only counted.
const LISTED: usize = 8;

/// Explains `played` if it is in `moves` (all moves that removed stones
/// when `moves` is `None`): the capture or suicide with the removed
/// stones marked `x` (black) or `o` (white); for a move that removed
/// nothing, its group and the opposing groups next to it with their
/// liberties. The new stone is marked `*`.
pub fn explain(
    ex: &mut Explain,
    moves: Option<&RangeInclusive<u64>>,
    played: &Played,
) -> Result<(), Error> {
    let wanted = match moves {
        Some(moves) => moves.contains(&played.index),
        None => played.removed != [0, 0],
    };
    if !wanted {
        return Ok(());
    }
    if played.removed == [0, 0] {
        nothing_removed(ex, played)
    } else {
        removal(ex, played)
    }
}

fn name(color: u8) -> &'static str {
    if color == BLACK {
        "black"
    } else {
        "white"
    }
}

/// `1 stone`, `2 stones`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A point as the input writes it: 1-based `(row, column)`.
fn at(g: &Grid, p: usize) -> String {
    let (r, c) = g.coords(p);
    format!("({}, {})", r + 1, c + 1)
}

/// A capture or a suicide.
fn removal(ex: &mut Explain, played: &Played) -> Result<(), Error> {
    let &Played {
        index: i,
        point: p,
        color: me,
        removed,
        gone,
        board: g,
    } = played;
    let stones = |n: u64, color: u8| {
        let one = format!("{} stone", name(color));
        count(n as usize, &one, &format!("{one}s"))
    };
    let suicide = removed[usize::from(me == WHITE)] > 0;
    // A suicided stone is gone too: its point is drawn `.*`.
    let (what, new) = if suicide {
        let what = format!(
            "has no liberty left: suicide, {} removed",
            stones(removed[usize::from(me == WHITE)], me)
        );
        (what, ".* the new stone, removed")
    } else {
        let what = format!(
            "captures {}",
            stones(removed[usize::from(me == BLACK)], opponent(me))
        );
        (what, "* the new stone")
    };
    ex.text(&format!(
        "move {i}: {} at {} {what}\nlegend: {new}, .x .o a removed black, white stone\n",
        name(me),
        at(g, p)
    ))?;
    // The stone placed first: the window always shows it.
    let focus: Vec<(usize, usize)> = std::iter::once(g.coords(p))
        .chain(gone.iter().map(|&q| g.coords(q as usize)))
        .collect();
    // The removed stones were all one colour: the mover's on a suicide.
    let mark = if removed[0] > 0 { b'x' } else { b'o' };
    board(ex, g.rows(), g.cols(), 1, SIDE, &focus, |r, c| {
        let q = g.index(r, c);
        if q == p {
            Cell::marked(g.cells()[q], b'*', Paint::Green)
        } else if gone.contains(&(q as u32)) {
            Cell::marked(EMPTY, mark, Paint::Red)
        } else {
            Cell::plain(g.cells()[q])
        }
    })
}

/// A group of stones on the board after a move.
struct Group {
    stones: usize,
    /// Its liberties, in row-major order.
    liberties: BTreeSet<usize>,
}

/// The group of the stone at `p`, found by a walk over a list (no
/// recursion); its stones go into `seen`.
fn group(g: &Grid, p: usize, seen: &mut HashSet<usize>) -> Group {
    let color = g.cells()[p];
    let dirs = offsets4(g.stride());
    let (mut todo, mut stones, mut liberties) = (vec![p], 0, BTreeSet::new());
    seen.insert(p);
    while let Some(q) = todo.pop() {
        stones += 1;
        for d in dirs {
            let n = step(q, d);
            match g.cells()[n] {
                EMPTY => {
                    liberties.insert(n);
                }
                c if c == color && seen.insert(n) => todo.push(n),
                _ => {}
            }
        }
    }
    Group { stones, liberties }
}

/// "2 liberties: (1, 3) (2, 2)", the first few by name.
fn liberties(g: &Grid, libs: &BTreeSet<usize>) -> String {
    let mut s = count(libs.len(), "liberty", "liberties");
    let named: Vec<String> = libs.iter().take(LISTED).map(|&q| at(g, q)).collect();
    if !named.is_empty() {
        s += ": ";
        s += &named.join(" ");
    }
    if libs.len() > LISTED {
        s += " ...";
    }
    s
}

/// A move that removed nothing: its own group keeps a liberty, and so
/// does every opposing group next to it.
fn nothing_removed(ex: &mut Explain, played: &Played) -> Result<(), Error> {
    let &Played {
        index: i,
        point: p,
        color: me,
        board: g,
        ..
    } = played;
    let mut seen = HashSet::new();
    let own = group(g, p, &mut seen);
    let mut text = format!(
        "move {i}: {} at {} removes nothing\n  its group: {}, {}\n",
        name(me),
        at(g, p),
        count(own.stones, "stone", "stones"),
        liberties(g, &own.liberties)
    );
    let mut theirs = BTreeSet::new();
    for d in offsets4(g.stride()) {
        let n = step(p, d);
        if g.cells()[n] == opponent(me) && !seen.contains(&n) {
            let other = group(g, n, &mut seen);
            text += &format!(
                "  the {} group of {} at {} next to it keeps {}\n",
                name(opponent(me)),
                count(other.stones, "stone", "stones"),
                at(g, n),
                liberties(g, &other.liberties)
            );
            theirs.extend(other.liberties);
        }
    }
    if theirs.is_empty() {
        text += &format!("  no {} stone is next to it\n", name(opponent(me)));
    }
    text +=
        "legend: * the new stone, + a liberty of its group, - of a group next to it, = of both\n";
    ex.text(&text)?;
    // The stone placed first: the window always shows it.
    let focus: Vec<(usize, usize)> = std::iter::once(g.coords(p))
        .chain(own.liberties.iter().chain(&theirs).map(|&q| g.coords(q)))
        .collect();
    board(ex, g.rows(), g.cols(), 1, SIDE, &focus, |r, c| {
        let q = g.index(r, c);
        let cell = g.cells()[q];
        match (q == p, own.liberties.contains(&q), theirs.contains(&q)) {
            (true, _, _) => Cell::marked(cell, b'*', Paint::Green),
            (_, true, true) => Cell::marked(cell, b'=', Paint::Yellow),
            (_, true, false) => Cell::marked(cell, b'+', Paint::Cyan),
            (_, false, true) => Cell::marked(cell, b'-', Paint::Red),
            _ => Cell::plain(cell),
        }
    })
}

/// A `--explain-moves` value: a move `N`, or moves `A..B` (B excluded) or
/// `A..=B`; moves count from 1.
pub fn parse_moves(s: &str) -> Result<RangeInclusive<u64>, String> {
    let bad = || format!("expected a move N, or moves A..B or A..=B, found '{s}'");
    let num = |t: &str| t.trim().parse::<u64>().map_err(|_| bad());
    let (first, last) = if let Some((a, b)) = s.split_once("..=") {
        (num(a)?, num(b)?)
    } else if let Some((a, b)) = s.split_once("..") {
        let (a, b) = (num(a)?, num(b)?);
        if b <= a {
            return Err(format!(
                "the moves '{s}' are none: B must be above A in A..B"
            ));
        }
        (a, b - 1)
    } else {
        let n = num(s)?;
        (n, n)
    };
    if first == 0 {
        return Err("moves count from 1".into());
    }
    if last < first {
        return Err(format!(
            "the moves '{s}' are none: B must be at least A in A..=B"
        ));
    }
    Ok(first..=last)
}
