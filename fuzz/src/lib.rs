//! The one check every fuzz target makes: the fast and the naive solver,
//! given the same bytes, write the same output and end the same way (both
//! succeed, or both fail with the same message), and every error message
//! starts with a position (`line ...` or `move ...`).

use boardsolve::error::Error;
use boardsolve::out::Out;

/// What one solver did: the bytes it wrote (also those written before an
/// error) and its result, with the error as its message.
pub type Outcome = (Vec<u8>, Result<(), String>);

/// Runs one solver into an in-memory `Out`.
pub fn outcome(solve: impl FnOnce(&mut Out<Vec<u8>>) -> Result<(), Error>) -> Outcome {
    let mut out = Out::new(Vec::new());
    let res = solve(&mut out).map_err(|e| e.to_string());
    let bytes = out.into_inner().expect("writing to a Vec cannot fail");
    (bytes, res)
}

/// Panics unless `fast` and `naive` agree and every error has a position.
pub fn agree(
    fast: impl FnOnce(&mut Out<Vec<u8>>) -> Result<(), Error>,
    naive: impl FnOnce(&mut Out<Vec<u8>>) -> Result<(), Error>,
) {
    let fast = outcome(fast);
    let naive = outcome(naive);
    for (who, (_, res)) in [("fast", &fast), ("naive", &naive)] {
        if let Err(msg) = res {
            assert!(
                msg.starts_with("line ") || msg.starts_with("move "),
                "{who} solver's error has no position: {msg:?}"
            );
        }
    }
    assert!(
        fast == naive,
        "fast and naive solvers disagree\n--- fast: {:?}\n{}\n--- naive: {:?}\n{}",
        fast.1,
        String::from_utf8_lossy(&fast.0),
        naive.1,
        String::from_utf8_lossy(&naive.0),
    );
}

/// The whole fuzz target of a subcommand whose only switch here is
/// `--naive`: `fast_vs_naive!(check_move);` runs [`agree`] on the default
/// options, the fast solver against the naive one.
#[macro_export]
macro_rules! fast_vs_naive {
    ($problem:ident) => {
        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            use boardsolve::problems::$problem::{naive, run, run_with, Options};
            let opts = Options::default();
            $crate::agree(
                |out| run(&opts, data, out),
                |out| run_with(&opts, data, out, &naive, None),
            );
        });
    };
}
