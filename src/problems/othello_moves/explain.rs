//! othello-moves: the board with each legal move marked, and what each
//! move would flip.

use crate::dir::{offsets8, run_end};
use crate::error::Error;
use crate::explain::{board, Cell, Explain, Paint, MAX_SIDE};
use crate::grid::at;
use crate::problems::othello_moves::{board_grid, Position};

/// Moves listed in an explanation; more are counted, not listed.
const LISTED: usize = 200;

/// The board with each legal move marked `+`, and per move how many
/// stones it would flip.
pub fn explain(ex: &mut Explain, pos: &Position, legal: &[u64]) -> Result<(), Error> {
    let (n, w) = (pos.n, pos.words);
    let g = board_grid(pos);
    let (own, opp) = (b'0' + pos.player, b'0' + 3 - pos.player);
    let dirs = offsets8(&g);
    let is_legal = |r: usize, c: usize| legal[r * w + c / 64] >> (c % 64) & 1 == 1;
    let moves: Vec<(usize, usize)> = (0..n)
        .flat_map(|r| (0..n).map(move |c| (r, c)))
        .filter(|&(r, c)| is_legal(r, c))
        .collect();
    let mut text = match moves.len() {
        0 => format!("player {}: no legal move (NULL)", pos.player),
        1 => format!("player {}: 1 legal move", pos.player),
        k => format!("player {}: {k} legal moves", pos.player),
    };
    for (k, &(r, c)) in moves.iter().enumerate() {
        if k == LISTED {
            text += &format!("\n  ... and {} more", moves.len() - LISTED);
            break;
        }
        let i = g.index(r, c);
        let flips: usize = dirs
            .iter()
            .map(|&d| match run_end(g.cells(), i, d, opp) {
                (k, end) if at(g.cells(), end) == own => k,
                _ => 0,
            })
            .sum();
        text += &format!(
            "{}{r},{c} flips {flips}",
            if k == 0 { ":\n  " } else { "; " }
        );
    }
    ex.text(&(text + "\nlegend: .+ a legal move; 1 and 2 the players' stones\n"))?;
    board(ex, n, n, 0, MAX_SIDE, &moves, |r, c| {
        if is_legal(r, c) {
            Cell::marked(b'.', b'+', Paint::Green)
        } else {
            Cell::plain(match pos.cell(r, c) {
                0 => b'.',
                v => b'0' + v,
            })
        }
    })
}
