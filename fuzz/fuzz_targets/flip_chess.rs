//! flip-chess: the fast solver on 2 threads (small boards in batches, larger
//! ones split) and the naive one agree on any input, and every error names a
//! position.
#![no_main]

use boardsolve::problems::flip_chess::par::Batches;
use boardsolve::par::Threads;
use boardsolve::problems::flip_chess::{naive, run_with, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let opts = Options::default();
    boardsolve_fuzz::agree(
        |out| run_with(&opts, data, out, &mut Batches::new(Threads::new(2)), None),
        |out| run_with(&opts, data, out, &mut naive, None),
    );
});
