//! The one fuzz target's check, for every problem in the registry: the
//! fast and the naive solver, given the same bytes, write the same output
//! and end the same way (both succeed, or both fail with the same
//! message), and every error message starts with a position (`line ...`
//! or `move ...`). A problem added to the registry is fuzzed with no edit
//! here.

use boardsolve::cases::FormatChoice;
use boardsolve::error::Error;
use boardsolve::out::Out;
use boardsolve::problems::Problem;
use boardsolve::solve::{args_from, How, Solve};
use std::sync::OnceLock;

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

/// The problems `FUZZ_PROBLEMS` names (subcommand or module names,
/// separated by commas or spaces), or every problem if it is unset or
/// empty: `fuzz/run`'s choice.
fn selected() -> &'static [Problem] {
    static SELECTED: OnceLock<Vec<Problem>> = OnceLock::new();
    SELECTED.get_or_init(|| {
        let names = std::env::var("FUZZ_PROBLEMS").unwrap_or_default();
        let picked: Vec<Problem> = names
            .split([',', ' '])
            .filter(|n| !n.is_empty())
            .map(|n| {
                Problem::from_name(&n.replace('_', "-"))
                    .unwrap_or_else(|| panic!("FUZZ_PROBLEMS: no problem {n}"))
            })
            .collect();
        if picked.is_empty() {
            Problem::ALL.to_vec()
        } else {
            picked
        }
    })
}

/// The fuzz target: byte 0 picks the problem ([`Problem::ALL`] in registry
/// order, modulo their number; inputs for a problem `FUZZ_PROBLEMS` leaves
/// out are skipped), byte 1 its `--size` for a problem that has one (`b %
/// 25`, 0 meaning 25, at most its largest side; byte 19 is 19 x 19), and
/// the rest is its input.
pub fn check(data: &[u8]) {
    let [pick, size, input @ ..] = data else {
        return;
    };
    let problem = Problem::ALL[usize::from(*pick) % Problem::ALL.len()];
    if !selected().contains(&problem) {
        return;
    }
    let size = match size % 25 {
        0 => 25,
        s => usize::from(s),
    };
    boardsolve::with_problem!(problem, P => fast_vs_naive::<P>(size, input))
}

/// [`agree`] on problem `P`'s subcommand with its default switches, but
/// `--threads 2` (if it has one: small boards batched, large ones split)
/// and `--size` `size` (if it has one).
pub fn fast_vs_naive<P: Solve>(size: usize, input: &[u8]) {
    let size = P::SIDES.map_or(size, |s| size.min(s.max)).to_string();
    let args = args_from::<P>(&[("--threads", "2"), ("--size", &size)])
        .unwrap_or_else(|e| panic!("{}'s switches: {e}", P::NAME));
    let how = |naive| How {
        strict: false,
        naive,
        format: FormatChoice::Auto,
    };
    agree(
        |out| P::run(&args, how(false), input, out, None),
        |out| P::run(&args, how(true), input, out, None),
    );
}
