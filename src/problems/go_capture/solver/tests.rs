//! The go-capture solver against its naive reference and the statement's samples.

use super::super::naive::{run_naive, NaiveBoard};
use super::*;

/// The fast or the naive engine's output.
fn solve(opts: &Options, naive: bool, input: &str) -> Result<String, Error> {
    let mut out = Out::new(Vec::new());
    if naive {
        run_naive(opts, input.as_bytes(), &mut out, OneThread(None))?;
    } else {
        run(opts, input.as_bytes(), &mut out)?;
    }
    Ok(String::from_utf8(out.into_inner()?).unwrap())
}

#[test]
fn statement_sample() {
    let input = "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n";
    let want = "0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n0 0\n3 0\n";
    for naive in [false, true] {
        assert_eq!(solve(&Options::default(), naive, input).unwrap(), want);
    }
}

/// A tiny xorshift for the random plays of this test; the kit's PRNG is
/// for generators users reproduce.
fn random_play(seed: u64, size: usize, moves: usize) -> String {
    let mut rng = crate::rng::Rng::new(seed);
    let mut rand = move || rng.next_u64();
    let mut b = NaiveBoard::new(size);
    let mut text = format!("{moves}\n");
    for i in 1..=moves as u64 {
        let empty: Vec<usize> = b
            .grid()
            .interior()
            .filter(|&p| b.grid().cells()[p] == EMPTY)
            .collect();
        let p = empty[rand() as usize % empty.len()];
        let (r, c) = b.grid().coords(p);
        text += &format!("{} {}\n", r + 1, c + 1);
        b.play(p, mover(i));
    }
    text
}

/// Found by the fuzzer under overflow checks: on a 1x1 board every
/// neighbour is border, so a suicide charged `NO_GROUP`'s unused
/// liberty counter below zero and gave it back above `u32::MAX`.
#[test]
fn suicide_on_a_one_by_one_board_keeps_the_spare_counter_wrapping() {
    let opts = Options {
        size: 1,
        ..Options::default()
    };
    let replay = format!("9\n{}", "1 1\n".repeat(9));
    assert_eq!(
        solve(&opts, false, &replay).unwrap(),
        "1 0\n0 1\n".repeat(4) + "1 0\n"
    );
}

/// `engine` and the naive engine, move by move on `input` (a replay on
/// empty points): the same counts, the same points emptied (in any order)
/// and the same board after every move. Returns the moves that removed
/// stones.
fn agrees_with_naive(mut engine: impl Engine, input: &str) -> usize {
    let size = engine.grid().rows();
    let mut naive = NaiveBoard::new(size);
    let stride = naive.grid().stride();
    let nums: Vec<usize> = input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut removals = 0;
    for (i, xy) in nums[1..].chunks(2).enumerate() {
        let p = xy[0] * stride + xy[1];
        let me = mover(i as u64 + 1);
        assert_eq!(engine.play(p, me), naive.play(p, me), "move {}", i + 1);
        let mut gone = engine.removed().to_vec();
        let mut want = naive.removed().to_vec();
        gone.sort_unstable();
        want.sort_unstable();
        assert_eq!(gone, want, "move {}", i + 1);
        for q in engine.grid().interior() {
            assert_eq!(engine.grid().cells()[q], naive.grid().cells()[q]);
        }
        removals += usize::from(!want.is_empty());
    }
    removals
}

/// The judge's board has its own engine: it must agree with the naive one
/// on every move, captures, suicides of lone stones and of groups, and
/// merges of up to four groups alike.
#[test]
fn judge_board_matches_naive_move_by_move() {
    for seed in 1..=20u64 {
        let input = random_play(seed, JUDGE_SIZE, 3000);
        let removals = agrees_with_naive(JudgeBoard::new(), &input);
        assert!(removals > 100, "seed {seed}: too few removals to test");
    }
}

/// The general engine, on a few sizes, the same way.
#[test]
fn board_matches_naive_move_by_move() {
    for (seed, size) in [(1, 1), (2, 2), (3, 5), (4, 19), (5, 24)] {
        let input = random_play(seed, size, 1500);
        agrees_with_naive(Board::new(size), &input);
    }
}

#[test]
fn fast_matches_naive_on_random_play() {
    let mut total = 0;
    for seed in 1..=60u64 {
        let size = 1 + (seed as usize * 7) % 25;
        let moves = 2000;
        let input = random_play(seed, size, moves);
        let opts = Options {
            size,
            ..Options::default()
        };
        assert_eq!(
            solve(&opts, false, &input).unwrap(),
            solve(&opts, true, &input).unwrap(),
            "seed {seed}, size {size}"
        );
        total += moves;
    }
    assert!(total >= 100_000);
}

/// Every path of the line writer spells the counts as `format!` does.
#[test]
fn answer_lines_read_as_decimal_pairs() {
    let mut out = Out::new(Vec::new());
    let mut want = String::new();
    for b in [0, 1, 9, 10, 361, 999, 1000, 123_456_789] {
        for w in [0, 1, 99, 100, 999, 1000, u64::MAX] {
            write_line([b, w], &mut out);
            want += &format!("{b} {w}\n");
        }
    }
    assert_eq!(String::from_utf8(out.into_inner().unwrap()).unwrap(), want);
}
