//! The library's kit for a problem chosen at run time: the tests go over
//! `Problem::ALL`, the kit is generic over the problem's type, and these
//! pick the type once per call, as the command line does.

use boardsolve::cases::FormatChoice;
use boardsolve::kit::gen::GenOptions;
use boardsolve::kit::mix::Domain;
use boardsolve::kit::{self, emit, gen, mix, validate};
use boardsolve::out::Out;
use boardsolve::problems::Problem;
use boardsolve::with_problem;

/// `gen`'s defaults for `p`.
pub fn defaults(p: Problem) -> GenOptions {
    GenOptions::new(p.about().sides())
}

/// The input `gen` writes for `o`.
pub fn generate(p: Problem, o: &GenOptions) -> Vec<u8> {
    let mut out = Out::new(Vec::new());
    with_problem!(p, P => gen::generate::<P>(o, &mut out)).unwrap();
    out.into_inner().unwrap()
}

/// `gen`'s usage check of `o`.
pub fn check_options(p: Problem, o: &GenOptions) -> Result<(), String> {
    with_problem!(p, P => gen::check_options::<P>(o))
}

/// The `boardsolve gen` line that writes `o`'s input.
pub fn gen_command(p: Problem, o: &GenOptions) -> String {
    with_problem!(p, P => gen::gen_command::<P>(o))
}

/// `stress`'s settings for `seed`.
pub fn settings(
    p: Problem,
    knobs: &gen::Knobs,
    seed: u64,
    domain: Domain,
    format: boardsolve::cases::Format,
) -> GenOptions {
    with_problem!(p, P => mix::settings::<P>(knobs, seed, domain, format))
}

/// boardsolve's answer (default mode).
pub fn solve(p: Problem, input: &[u8], size: usize) -> Result<Vec<u8>, boardsolve::error::Error> {
    with_problem!(p, P => kit::solve::<P>(input, size))
}

/// `validate`'s verdict on a judge's test file.
pub fn test_file(p: Problem, input: &[u8], format: FormatChoice) -> Result<(), validate::Invalid> {
    with_problem!(p, P => validate::test_file::<P>(input, format))
}

/// The input validator `emit --validator` writes.
pub fn validator(p: Problem) -> Result<String, String> {
    with_problem!(p, P => emit::validator::<P>()).map_err(|e| e.to_string())
}

/// The output validator `emit --checker` writes.
pub fn checker(p: Problem) -> Result<String, String> {
    with_problem!(p, P => emit::checker::<P>()).map_err(|e| e.to_string())
}
