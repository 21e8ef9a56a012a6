//! check-move: the fast solver and the naive one agree on any input, and every
//! error names a position.
#![no_main]

use boardsolve::problems::check_move::{run, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let fast = Options::default();
    let naive = Options {
        naive: true,
        ..Default::default()
    };
    boardsolve_fuzz::agree(|out| run(&fast, data, out), |out| run(&naive, data, out));
});
