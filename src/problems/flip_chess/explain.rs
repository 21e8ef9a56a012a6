//! flip-chess: the best move, with each turned stone marked by its wave.

use crate::error::Error;
use crate::explain::{grid, Cell, Explain, Paint};
use crate::grid::Grid;
use crate::problems::flip_chess::{waves, Best, BLACK};

/// The best move on a picture: the placed stone `*`, each flipped stone
/// marked with the wave it turned in (1-9, then a-z), and the count per
/// wave.
pub fn explain(ex: &mut Explain, case: u64, g: &Grid, best: Best) -> Result<(), Error> {
    let Some((r, c)) = best.cell else {
        return ex.text(&format!(
            "case {case}: 0: no placement turns a white stone\n"
        ));
    };
    let p = g.index(r, c);
    let turned = waves(g, p);
    let last = turned.iter().map(|t| t.1).max().unwrap_or(0);
    let per_wave: Vec<String> = (1..=last)
        .map(|w| format!("{w}: {}", turned.iter().filter(|t| t.1 == w).count()))
        .collect();
    ex.text(&format!(
        "case {case}: {} by black at ({r}, {c}), the first best cell in row-major order; whites turned per wave: {}\n",
        best.flips,
        per_wave.join(", ")
    ))?;
    ex.text("legend: X* the placed stone, X1 X2 ... a white turned black in wave 1, 2, ...\n")?;
    let mut wave = vec![0u32; g.cells().len()];
    for &(i, w) in &turned {
        wave[i] = w;
    }
    let focus: Vec<(usize, usize)> = std::iter::once(p)
        .chain(turned.iter().map(|t| t.0))
        .map(|i| g.coords(i))
        .collect();
    grid(ex, g, &focus, |r, c| {
        let i = g.index(r, c);
        const PAINTS: [Paint; 4] = [Paint::Yellow, Paint::Cyan, Paint::Magenta, Paint::Blue];
        match wave[i] {
            _ if i == p => Cell::marked(BLACK, b'*', Paint::Green),
            0 => Cell::plain(g.cells()[i]),
            w => {
                let mark = match w {
                    1..=9 => b'0' + w as u8,
                    10..=35 => b'a' + (w - 10) as u8,
                    _ => b'+',
                };
                Cell::marked(BLACK, mark, PAINTS[(w as usize - 1) % 4])
            }
        }
    })
}
