//! Inputs each problem must refuse, its own: the test suite runs every
//! form of the problem on them (the subcommand, its emitted programs and
//! its emitted validator), so a problem names them here rather than the
//! suite naming the problem.

/// A problem's bad inputs. No default: a problem without them is a
/// compile error naming this trait.
pub trait Faults {
    /// Inputs the subcommand rejects in default mode (status 1): its
    /// emitted programs must stop where it stops, with the same answers
    /// before, the same message and the same status (`tests/emit.rs`),
    /// and its emitted validator must agree with `validate`
    /// (`tests/emit_validators.rs`). The first is the one each emitted
    /// program also gets with its stderr unwritable. At least one.
    const REJECTED: &'static [&'static str];
    /// Inputs in the judge's exact layout that break the judge's
    /// constraints or guarantees (what `--strict` rejects but default mode
    /// may take): the emitted validator must reject each (status 43), as
    /// `validate` does (`tests/emit_validators.rs`). At least one.
    const CONSTRAINT_FAULTS: &'static [&'static str];
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::kit::{judge_size, solve, within_constraints, Definition};

    /// `P`'s rejected inputs are errors in default mode, and its
    /// constraint faults are errors under `--strict`; there is one of each.
    pub(crate) fn faults_are_refused<P: Definition>() {
        let add = "add some to its `impl Faults` (src/problems/<module>/faults.rs)";
        assert!(
            !P::REJECTED.is_empty(),
            "{}: no rejected inputs: {add}",
            P::NAME
        );
        assert!(
            !P::CONSTRAINT_FAULTS.is_empty(),
            "{}: no constraint faults: {add}",
            P::NAME
        );
        for input in P::REJECTED {
            let got = solve::<P>(input.as_bytes(), judge_size::<P>());
            assert!(got.is_err(), "{} accepts REJECTED {input:?}", P::NAME);
        }
        for input in P::CONSTRAINT_FAULTS {
            let got = within_constraints::<P>(input.as_bytes());
            assert!(got.is_err(), "{} --strict accepts {input:?}", P::NAME);
        }
    }
}
