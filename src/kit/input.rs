//! Inputs as data: parsed into moves, cells and cases so `stress` can
//! shrink a failing input piece by piece, then written back in the same
//! format.

use crate::cases::{CaseReader, CharArrays, Format, FormatChoice, Strings};
use crate::error::Error;
use crate::grid::Grid;
use crate::kit::gen::write_input_board;
use crate::out::Out;
use crate::problems::Problem;
use crate::problems::{check_move, flip_chess, go_capture, minesweeper, othello_moves};
use crate::scan::Scanner;

/// The parameters of a board case after its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Params {
    /// flip-chess: none.
    None,
    /// check-move: target cell and colour.
    Move { row: i64, col: i64, color: u8 },
    /// minesweeper: the click.
    Click { row: i64, col: i64 },
}

/// One case of a board problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub rows: Vec<Vec<u8>>,
    pub params: Params,
}

/// A whole input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Go {
        size: usize,
        moves: Vec<(u64, u64)>,
    },
    Othello {
        n: usize,
        cells: Vec<u8>,
        player: u8,
    },
    Boards {
        format: Format,
        cases: Vec<Case>,
    },
}

/// Reads the board of problem `p`'s case.
fn board(p: Problem, rd: &mut CaseReader<&[u8]>) -> Result<Grid, Error> {
    match p {
        Problem::FlipChess => rd.board::<Strings>("board", &flip_chess::CELLS),
        Problem::CheckMove => rd.board::<CharArrays>("board", &check_move::CELLS),
        _ => rd.board::<CharArrays>("board", &minesweeper::CELLS),
    }
}

impl Input {
    /// Parses a valid input of problem `p` (go-capture on `size` x `size`).
    pub fn parse(p: Problem, text: &[u8], size: usize) -> Result<Input, Error> {
        match p {
            Problem::GoCapture => {
                // Validate with the solver itself, then read the numbers.
                let opts = go_capture::Options {
                    size,
                    ..Default::default()
                };
                go_capture::run(&opts, text, &mut Out::new(std::io::sink()))?;
                let mut sc = Scanner::new(text);
                let m = sc.next_uint("m")?.unwrap_or(0);
                let mut moves = Vec::new();
                for _ in 0..m {
                    let x = sc.next_uint("x")?.unwrap_or(0);
                    moves.push((x, sc.next_uint("y")?.unwrap_or(0)));
                }
                Ok(Input::Go { size, moves })
            }
            Problem::OthelloMoves => {
                let pos = othello_moves::parse(&othello_moves::Options::default(), text)?;
                let n = pos.n;
                let cells = (0..n * n).map(|k| pos.cell(k / n, k % n)).collect();
                Ok(Input::Othello {
                    n,
                    cells,
                    player: pos.player,
                })
            }
            _ => {
                let mut rd = CaseReader::new(text, FormatChoice::Auto);
                let mut cases = Vec::new();
                while rd.next_case()? {
                    let g = board(p, &mut rd)?;
                    let rows = (0..g.rows()).map(|r| g.row(r).to_vec()).collect();
                    let params = match p {
                        Problem::FlipChess => Params::None,
                        Problem::CheckMove => {
                            let (row, _) = rd.int("rMove")?;
                            let (col, _) = rd.int("cMove")?;
                            let color = rd.char_param(b"BW", "color, \"B\" or \"W\"")?;
                            Params::Move { row, col, color }
                        }
                        _ => {
                            let ([row, col], _) = rd.pair("click")?;
                            Params::Click { row, col }
                        }
                    };
                    cases.push(Case { rows, params });
                }
                Ok(Input::Boards {
                    format: rd.format(),
                    cases,
                })
            }
        }
    }

    /// The input as text, in its own format.
    pub fn write(&self) -> Vec<u8> {
        let mut out = Out::new(Vec::new());
        match self {
            Input::Go { moves, .. } => {
                out.uint(moves.len() as u64);
                out.byte(b'\n');
                for &(x, y) in moves {
                    out.uint(x);
                    out.byte(b' ');
                    out.uint(y);
                    out.byte(b'\n');
                }
            }
            Input::Othello { n, cells, player } => {
                out.uint(*n as u64);
                out.byte(b'\n');
                for row in cells.chunks(*n) {
                    for (c, &v) in row.iter().enumerate() {
                        if c > 0 {
                            out.byte(b' ');
                        }
                        out.byte(b'0' + v);
                    }
                    out.byte(b'\n');
                }
                out.uint(u64::from(*player));
                out.byte(b'\n');
            }
            Input::Boards { format, cases } => {
                for case in cases {
                    write_case(&mut out, *format, case);
                }
            }
        }
        out.into_inner().unwrap_or_default()
    }
}

fn write_case(out: &mut Out<Vec<u8>>, format: Format, case: &Case) {
    let (n, m) = (case.rows.len(), case.rows[0].len());
    let strings = case.params == Params::None;
    // Writing to a Vec cannot fail.
    let _ = write_input_board(format, strings, n, m, |r, c| case.rows[r][c], out);
    let sep = if format == Format::Plain { b' ' } else { b'\n' };
    match case.params {
        Params::None => {}
        Params::Move { row, col, color } => {
            out.int(row);
            out.byte(sep);
            out.int(col);
            out.byte(sep);
            if format == Format::Plain {
                out.bytes(&[color, b'\n']);
            } else {
                out.bytes(&[b'"', color, b'"', b'\n']);
            }
        }
        Params::Click { row, col } => {
            if format == Format::Plain {
                out.int(row);
                out.byte(b' ');
                out.int(col);
                out.byte(b'\n');
            } else {
                out.byte(b'[');
                out.int(row);
                out.byte(b',');
                out.int(col);
                out.bytes(b"]\n");
            }
        }
    }
}
