//! othello-moves as `emit` writes it: a stdin program.

use crate::kit::emit::{Emit, Stdin};

impl Emit for super::OthelloMoves {
    // The solver has no `judge`: its `run` in default mode is the judge's.
    const STDIN: Stdin = Stdin {
        solve: "    let solved = run(&Options::default(), stdin.lock(), &mut out);",
        kib: 32,
    };
    const TRIALS: &'static [&'static str] = &["--seed 3 -n 300", "--seed 4 -n 130 --pattern runs"];
}
