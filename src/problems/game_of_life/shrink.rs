//! game-of-life's input as `stress` shrinks it: board cases (see
//! [`Boards`](crate::kit::input::Boards)), a board of integer rows and
//! nothing after it.

use crate::cases::{Alphabet, IntArrays};
use crate::kit::input::{no_params, BoardCase, Case};

impl BoardCase for super::GameOfLife {
    type Rows = IntArrays;
    const CELLS: &'static Alphabet = &super::CELLS;
    const PIECES: &'static str = "live cell";
    no_params!();

    /// The answer is the board, a line per row in plain (a leetcode answer
    /// is a line per case: the hint only orders the candidates).
    fn answer_lines(case: &Case<()>) -> usize {
        case.rows.len()
    }
}

#[cfg(test)]
mod tests {
    use super::super::GameOfLife;
    use crate::kit::input::Boards;

    /// Written back in its own format, bare integers in LeetCode's, and
    /// read again the same.
    #[test]
    fn boards_are_written_back_as_integer_rows() {
        for text in ["[[0,1,0],[1,1,1]]\n[[1]]\n", "2 3\n010\n111\n"] {
            let input = Boards::<GameOfLife>::parse(text.as_bytes()).unwrap();
            assert_eq!(String::from_utf8(input.write()).unwrap(), text);
        }
    }
}
