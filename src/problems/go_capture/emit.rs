//! go-capture as `emit` writes it: a stdin program (Luogu's P10864).

use crate::kit::emit::{Emit, Stdin};

impl Emit for super::GoCapture {
    // The solver's `judge` plays on 19 x 19: the judge's input carries no
    // size.
    const STDIN: Stdin = Stdin {
        solve: "    let solved = judge(stdin.lock(), &mut out);",
        kib: 42,
    };
    // Luogu takes about 50,000 bytes.
    const JUDGE_MAX: usize = 49_999;
    const TRIALS: &'static [&'static str] = &[
        "--seed 5 --moves 150000",
        "--seed 6 --moves 50000 --pattern groups",
    ];
    // The judge's board, the solver's `JUDGE_SIZE`.
    const SIDE: usize = 19;
}
