//! The checks every problem must pass, run for each problem in the
//! registry: the kit and the shared modules write them generic over the
//! problem (they never name one), and this is where they meet the list.

mod reader;
mod verdict;

use super::{Problem, DESCRIBED};
use crate::kit::gen::GenOptions;

/// Runs `check::<P>()` (a generic function of the kit's) for every
/// problem `P`, or (`boards`) for those whose input is cases of boards.
macro_rules! each {
    ($($check:ident)::+) => {
        each!($($check)::+, false)
    };
    ($($check:ident)::+, $boards:expr) => {{
        struct Check;
        impl super::Visit for Check {
            fn visit<P: crate::kit::Definition + Sync>(&mut self) {
                if !$boards || P::BOARD_CASES {
                    $($check)::+::<P>();
                }
            }
        }
        super::each(&mut Check);
    }};
}

/// The kit's checks run for every problem, a test each (`boards`: for the
/// problems whose input is cases of boards).
macro_rules! every {
    ($($test:ident: $($check:ident)::+ $(, $boards:ident)?;)*) => {$(
        #[test]
        fn $test() {
            each!(crate::kit::$($check)::+, every!(@ $($boards)?));
        }
    )*};
    (@) => { false };
    (@ boards) => { true };
}

every! {
    every_problems_mix_draws_valid_settings: mix::tests::settings_are_valid_and_keep_the_given_ones;
    every_problems_stress_reaches_the_judges_limits: mix::tests::every_tenth_seed_is_at_the_judges_limits;
    every_problems_examples_are_its_sample_fixtures: package::tests::samples_are_the_sample_fixtures;
    every_board_problems_plain_inputs_hold_one_case_unless_told: mix::tests::plain_inputs_hold_one_case_unless_told, boards;
    every_problem_beyond_judge_sizes_keeps_the_rules: mix::tests::beyond_judge_sizes_keeps_the_rules_and_leaves_the_sizes;
    every_statement_shows_the_pictures_its_problem_draws: package::tests::statement_shows_the_pictures_drawn;
    every_statement_converts_balanced: package::tests::statement_converts_balanced;
    every_form_is_emitted_within_its_limit: emit::tests::forms_are_emitted_within_their_limits;
    every_leetcode_signature_is_its_rust_method: solution::tests::leetcode_signature_is_the_rust_method;
}

#[test]
fn the_registry_lists_every_problem_once_in_order() {
    for (k, p) in Problem::ALL.into_iter().enumerate() {
        assert_eq!(p as usize, k);
        assert_eq!(p.about().name(), DESCRIBED[k].name());
        assert_eq!(Problem::from_name(p.name()), Some(p));
        assert_eq!(Problem::from_name(p.about().alias()), Some(p));
    }
}

/// Every folder of `src/problems/` is a registered problem's module (a
/// module the registry does not list would be compiled and formatted but
/// never run): add its line to `registry!` in `src/problems/registry.rs`.
#[test]
fn every_problem_folder_is_registered() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/problems");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let folder = path.file_name().unwrap().to_str().unwrap();
        if !path.is_dir() || folder == "tests" {
            continue;
        }
        let registered = Problem::ALL
            .into_iter()
            .any(|p| p.name().replace('-', "_") == folder);
        assert!(registered, "src/problems/{folder}/ is not in registry!");
    }
}

/// `gen`'s default pattern, `random`, is every problem's first.
#[test]
fn every_problem_has_the_default_pattern_first() {
    fn check<P: crate::kit::Definition>() {
        assert_eq!(
            P::PATTERNS[0],
            GenOptions::new(P::SIDES).pattern,
            "{}",
            P::NAME
        );
    }
    each!(check);
}

/// The help of `--empty`, `--black` and `--white` shows how each problem
/// that weighs them spells its cells, so one that weighs them must say.
#[test]
fn every_problem_weighing_cells_spells_them() {
    fn check<P: crate::kit::Definition>() {
        use crate::kit::gen::CELL_SETTINGS;
        let weighs = CELL_SETTINGS.iter().any(|s| P::SETTINGS.contains(s));
        assert_eq!(weighs, P::CELLS.is_some(), "{}", P::NAME);
    }
    each!(check);
}

#[test]
fn every_problems_faults_are_refused() {
    each!(crate::kit::faults::tests::faults_are_refused);
}

/// The default mode (`kit::solve`) on a side a problem with a `--size`
/// does not take is an input error naming it, the problem's own switches
/// being parsed as its subcommand parses them.
#[test]
fn every_sized_problems_default_mode_refuses_a_side_it_does_not_take() {
    fn check<P: crate::kit::Definition>() {
        let Some(sides) = P::SIDES else { return };
        let side = sides.max + 1;
        let e = crate::kit::solve::<P>(b"", side).unwrap_err();
        let want = format!("--size {side}: not a side {} takes", P::NAME);
        assert_eq!(e.to_string(), want);
    }
    each!(check);
}
