//! go-capture: the first byte picks the board size (1..=25; byte 19 is 19 x 19,
//! 0 and 25 are 25 x 25), the rest is the replay. The fast engine and the
//! flood-fill one agree on it, and every error names a position.
#![no_main]

use boardsolve::problems::go_capture::{run, run_naive, OneThread, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&b, text)) = data.split_first() else {
        return;
    };
    let size = match b % 25 {
        0 => 25,
        s => s as usize,
    };
    let opts = Options {
        size,
        ..Default::default()
    };
    boardsolve_fuzz::agree(
        |out| run(&opts, text, out),
        |out| run_naive(&opts, text, out, OneThread(None)),
    );
});
