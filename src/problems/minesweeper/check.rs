//! minesweeper's answers as `check` reads them: the boards after the
//! clicks, of the problem's cells.

use crate::error::Error;
use crate::grid::Grid;
use crate::kit::check::{Answer, Grammar};
use crate::out::Out;
use std::cell::RefCell;
use std::io::Read;

impl Answer for super::Minesweeper {
    const GRAMMAR: Grammar = Grammar::Boards {
        cells: &super::CELLS,
        solve: solve_by_case,
    };
}

/// The answer, as [`super::run`] writes it in default mode, and each
/// case's number of answer lines: the rows of the board the solver played
/// on, told by the solver as it plays each case (a board is written one
/// row a line in plain format, one line in LeetCode's; only the plain
/// count is ever read).
fn solve_by_case(input: &mut dyn Read) -> Result<(Vec<u8>, Vec<u64>), Error> {
    let rows = RefCell::new(Vec::new());
    let solve = |g: &mut Grid, r: usize, c: usize| {
        rows.borrow_mut().push(g.rows() as u64);
        super::solve(g, r, c);
    };
    let mut out = Out::new(Vec::new());
    super::run_with(&super::Options::default(), input, &mut out, &solve, None)?;
    Ok((out.into_inner()?, rows.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::Problem;
    use crate::scan::Trickle;

    #[test]
    fn each_case_tells_its_rows_whatever_the_reads() {
        let input = b"\xEF\xBB\xBF 2 3\r\nEEM\nEEE\n0 0\n1 2\tEM\n0 0";
        let want = crate::kit::solve(Problem::Minesweeper, input, 0).unwrap();
        for chunk in 1..8 {
            let mut trickle = Trickle { data: input, chunk };
            let (text, rows) = solve_by_case(&mut trickle).unwrap();
            assert_eq!((&text, rows), (&want, vec![2, 1]), "chunk {chunk}");
        }
        let (text, rows) = solve_by_case(&mut &b"[[\"E\"]]\n[0,0]\n"[..]).unwrap();
        assert_eq!((text, rows), (b"[[\"B\"]]\n".to_vec(), vec![1]));
    }
}
