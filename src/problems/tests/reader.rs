//! The case reader's compact-row fast path against its general path, on
//! every board problem's inputs.

use crate::cases::tests::GENERAL_ONLY;
use crate::kit::gen::{generate, mutate, small, Rng};
use crate::kit::Definition;
use crate::out::Out;

#[test]
fn compact_rows_agree_with_the_general_path_of_every_board_problem() {
    struct Agree(Rng);
    impl super::super::Visit for Agree {
        fn visit<P: Definition + Sync>(&mut self) {
            if P::BOARD_CASES {
                agree::<P>(&mut self.0);
            }
        }
    }
    super::super::each(&mut Agree(Rng::new(41)));
}

fn solve<P: Definition>(input: &[u8]) -> (Result<(), String>, Vec<u8>) {
    let mut out = Out::new(Vec::new());
    let r = P::default_mode(input, crate::kit::judge_size::<P>(), false, &mut out);
    (
        r.map_err(|e| e.to_string()),
        out.into_inner().unwrap_or_default(),
    )
}

/// The compact-row fast path answers exactly as the general path does
/// (the same boards, the same errors at the same positions) on
/// compact leetcode inputs of board problem `P` and on mutants of them.
fn agree<P: Definition>(rng: &mut Rng) {
    const BYTES: &[u8] = b"[]\",' \n\\.BWXEMO1a";
    for seed in 0..6000 {
        let o = small(seed, 3, 9, P::SIDES);
        let mut out = Out::new(Vec::new());
        generate::<P>(&o, &mut out).unwrap();
        let mut input = out.into_inner().unwrap();
        // Every other input written with spaces and newlines
        // between the rows, as pretty-printers write them.
        if seed % 2 == 1 {
            let text = String::from_utf8(input).unwrap();
            let text = if seed % 4 == 1 {
                text.replace("],[", "], [")
            } else {
                text.replace("],[", "],\n  [").replace("\",\"", "\", \"")
            };
            input = text.into_bytes();
        }
        // Leave a third as generated; mutate the rest.
        for _ in 0..seed % 3 {
            mutate(rng, &mut input, BYTES, 9);
        }
        let fast = solve::<P>(&input);
        GENERAL_ONLY.set(true);
        let general = solve::<P>(&input);
        GENERAL_ONLY.set(false);
        assert_eq!(
            fast,
            general,
            "{} seed {seed}: {}",
            P::NAME,
            String::from_utf8_lossy(&input)
        );
    }
}
