//! flip-chess: the fast solver (2 worker threads for boards above 8 x 8) and
//! the naive one agree on any input, and every error names a position.
#![no_main]

use boardsolve::problems::flip_chess::{run, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let fast = Options {
        threads: 2,
        ..Default::default()
    };
    let naive = Options {
        naive: true,
        threads: 1,
        ..Default::default()
    };
    boardsolve_fuzz::agree(|out| run(&fast, data, out), |out| run(&naive, data, out));
});
