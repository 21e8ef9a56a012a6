//! go-capture: the first byte picks the board size (1..=25; byte 19 is 19 x 19,
//! 0 and 25 are 25 x 25), the rest is the replay. The fast engine and the
//! flood-fill one agree on it, and every error names a position.
#![no_main]

use boardsolve::problems::go_capture::{run, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&b, text)) = data.split_first() else {
        return;
    };
    let size = match b % 25 {
        0 => 25,
        s => s as usize,
    };
    let fast = Options {
        size,
        ..Default::default()
    };
    let naive = Options {
        size,
        naive: true,
        ..Default::default()
    };
    boardsolve_fuzz::agree(|out| run(&fast, text, out), |out| run(&naive, text, out));
});
