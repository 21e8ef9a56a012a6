//! othello-moves's input as `stress` shrinks it: a row and the column of
//! the same index dropped together (the board stays square), cells
//! cleared to 0.

use crate::error::Error;
use crate::kit::shrink::{chunks, count, Candidate, Candidates, Input, Shrink};
use crate::out::Out;

impl Shrink for super::OthelloMoves {
    type Input = Square;
}

/// An n x n board, its cells row by row, and the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Square {
    pub n: usize,
    pub cells: Vec<u8>,
    pub player: u8,
}

/// Weighed by 1 (a single case), cells, stones.
impl Input for Square {
    fn parse(text: &[u8], _size: usize) -> Result<Square, Error> {
        let pos = super::parse(&super::Options::default(), text)?;
        let n = pos.n;
        let cells = (0..n * n).map(|k| pos.cell(k / n, k % n)).collect();
        Ok(Square {
            n,
            cells,
            player: pos.player,
        })
    }

    fn write(&self) -> Vec<u8> {
        let mut out = Out::new(Vec::new());
        out.uint(self.n as u64);
        out.byte(b'\n');
        for row in self.cells.chunks(self.n) {
            for (c, &v) in row.iter().enumerate() {
                if c > 0 {
                    out.byte(b' ');
                }
                out.byte(b'0' + v);
            }
            out.byte(b'\n');
        }
        out.uint(u64::from(self.player));
        out.byte(b'\n');
        out.into_inner().unwrap_or_default()
    }

    fn weight(&self) -> [u64; 3] {
        [
            1,
            (self.n * self.n) as u64,
            self.cells.iter().filter(|&&v| v != 0).count() as u64,
        ]
    }

    fn candidates<'a>(&'a self, _hint: Option<usize>) -> Candidates<'a, Square> {
        Box::new(candidates(self.n, &self.cells, self.player))
    }

    fn describe(&self) -> String {
        let n = self.n;
        format!("{n}x{n} with {}", count(self.weight()[2] as usize, "stone"))
    }
}

fn candidates<'a>(
    n: usize,
    cells: &'a [u8],
    player: u8,
) -> impl Iterator<Item = Candidate<'a, Square>> + 'a {
    // As many rows as columns dropped, so the board stays square: the
    // same indices first, then any block of rows with any of columns.
    let same = chunks(n).map(|b| (b, b));
    let any = chunks(n)
        .flat_map(move |(ri, k)| (0..n / k).map(move |j| ((ri, k), (j * k, k))))
        .filter(|(r, c)| r.0 != c.0);
    let cuts = same.chain(any).filter(move |&((_, k), _)| k < n).map(
        move |((ri, k), (ci, _))| -> Candidate<'a, Square> {
            Box::new(move || Square {
                n: n - k,
                cells: (0..n * n)
                    .filter(|&j| {
                        !(ri..ri + k).contains(&(j / n)) && !(ci..ci + k).contains(&(j % n))
                    })
                    .map(|j| cells[j])
                    .collect(),
                player,
            })
        },
    );
    let clears = chunks(n * n)
        .filter(move |&(i, k)| cells[i..i + k].iter().any(|&v| v != 0))
        .map(move |(i, k)| -> Candidate<'a, Square> {
            Box::new(move || {
                let mut c = cells.to_vec();
                c[i..i + k].fill(0);
                Square {
                    n,
                    cells: c,
                    player,
                }
            })
        });
    cuts.chain(clears)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn othello_stays_square() {
        let input = Square {
            n: 3,
            cells: vec![1, 0, 2, 0, 1, 2, 2, 2, 1],
            player: 1,
        };
        for Square { n, cells, .. } in input.candidates(None).map(|c| c()) {
            assert_eq!(cells.len(), n * n);
        }
    }
}
