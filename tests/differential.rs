//! Fast solvers against their naive references, in process, on inputs from
//! `boardsolve gen` (many seeds, sizes, densities and patterns, both input
//! formats, with and without the judge's guarantees).

use crate::kit::{defaults, gen_command, generate, settings};
use boardsolve::cases::Format;
use boardsolve::cases::FormatChoice;
use boardsolve::kit::gen::{Click, GenOptions, Knobs, Rng};
use boardsolve::kit::mix::Domain;
use boardsolve::out::Out;
use boardsolve::problems::Problem;
use boardsolve::solve::{args_from, How, Io, Solve};
use boardsolve::with_problem;

fn gen_text(p: Problem, o: &GenOptions) -> Vec<u8> {
    generate(p, o)
}

/// Runs problem `p` on `input`, fast or naive: the result (an error as its
/// message) and everything written, also before an error. go-capture plays
/// on `size` x `size`.
pub fn solve_opts(
    p: Problem,
    input: &[u8],
    naive: bool,
    size: usize,
) -> (Result<(), String>, Vec<u8>) {
    let mut out = Out::new(Vec::new());
    let size = size.to_string();
    // The fast solvers on two threads even for small inputs, so the
    // threaded paths (flip-chess's batches, go-capture's pipeline) meet
    // every input; the naive ones on this thread.
    let threads = if naive { "1" } else { "2" };
    let how = How {
        strict: false,
        naive,
        format: FormatChoice::Auto,
    };
    let r = with_problem!(p, P => {
        let args = args_from::<P>(&[("--threads", threads), ("--size", &size)]).unwrap();
        let io = Io {
            input,
            out: &mut out,
            explain: None,
        };
        P::run(&args, how, io)
    });
    (
        r.map_err(|e| e.to_string()),
        out.into_inner().unwrap_or_default(),
    )
}

/// Runs problem `p` on `input`, fast or naive; returns the output text.
pub fn solve(p: Problem, input: &[u8], naive: bool) -> Result<Vec<u8>, String> {
    let (r, out) = solve_opts(p, input, naive, 25);
    r.map(|()| out)
}

/// Board problems: `seeds` files of `cases` cases each, with sizes 1..=30
/// and mixes drawn per file. Returns the number of cases compared.
fn board_problem(p: Problem, seeds: u64, cases: u64) -> u64 {
    let mut knobs = Rng::new(p as u64 + 1000);
    for seed in 0..seeds {
        let o = GenOptions {
            seed,
            cases,
            rows: Some(knobs.range(1, 30)),
            cols: Some(knobs.range(1, 30)),
            empty: knobs.below(10) as f64,
            black: knobs.below(10) as f64,
            white: 1.0 + knobs.below(10) as f64,
            mines: knobs.below(40) as f64 / 100.0,
            live: knobs.below(90) as f64 / 100.0,
            click: match knobs.chance(0.5) {
                true => Click::Corner,
                false => Click::Random,
            },
            strict: p != Problem::CheckMove && knobs.chance(0.3),
            format: if seed % 2 == 0 {
                Format::Leetcode
            } else {
                Format::Plain
            },
            pattern: p.about().patterns()[knobs.below(p.about().patterns().len() as u64) as usize]
                .to_string(),
            ..defaults(p)
        };
        // --strict boards fit the judge's limits (25 rows and columns
        // fit every board problem's but flip-chess's).
        let o = if o.strict {
            let cap = if p == Problem::FlipChess { 8 } else { 25 };
            GenOptions {
                rows: o.rows.map(|r| r.min(cap)),
                cols: o.cols.map(|c| c.min(cap)),
                ..o
            }
        } else {
            o
        };
        let input = gen_text(p, &o);
        let fast = solve(p, &input, false).unwrap();
        let slow = solve(p, &input, true).unwrap();
        assert!(
            fast == slow,
            "{} seed {seed} {o:?}\ninput:\n{}\nfast:\n{}\nnaive:\n{}",
            p.name(),
            String::from_utf8_lossy(&input),
            String::from_utf8_lossy(&fast),
            String::from_utf8_lossy(&slow)
        );
    }
    seeds * cases
}

/// Every registered problem, fast against naive on the inputs `stress`
/// draws (its mix reaches every rule): seeds 1..=1500 in the judge's
/// domain and 1..=500 beyond it, in both input formats.
#[test]
fn every_problem_fast_matches_naive_on_the_stress_mix() {
    std::thread::scope(|s| {
        for p in Problem::ALL {
            s.spawn(move || {
                for (domain, seeds) in [(Domain::Judge, 1..=1500), (Domain::Any, 1..=500)] {
                    for seed in seeds {
                        let format = if seed % 2 == 0 {
                            Format::Leetcode
                        } else {
                            Format::Plain
                        };
                        let o = settings(p, &Knobs::default(), seed, domain, format);
                        let input = gen_text(p, &o);
                        let size = o.size as usize;
                        let fast = solve_opts(p, &input, false, size);
                        let naive = solve_opts(p, &input, true, size);
                        assert!(
                            fast == naive && fast.0.is_ok(),
                            "{}: {}\nfast: {:?}\nnaive: {:?}",
                            p.name(),
                            gen_command(p, &o),
                            fast.0,
                            naive.0
                        );
                    }
                }
            });
        }
    });
}

/// Every board problem (cases in LeetCode's format or the plain one):
/// 200 files of 60 cases each, one thread a problem.
#[test]
fn every_board_problem_fast_matches_naive() {
    std::thread::scope(|s| {
        for p in Problem::ALL.into_iter().filter(|p| p.about().board()) {
            s.spawn(move || assert!(board_problem(p, 200, 60) >= 10_000));
        }
    });
}

/// Thousands of small boards go through batches that both threads solve,
/// with larger boards between them: the answers keep their order, also up
/// to an error after the last complete case.
#[test]
fn flip_chess_batches_keep_the_order() {
    for seed in 0..3 {
        let part = |cases: u64, side: Option<u64>| {
            let o = GenOptions {
                seed,
                cases,
                rows: side,
                cols: side,
                ..defaults(Problem::FlipChess)
            };
            gen_text(Problem::FlipChess, &o)
        };
        // 8x8 and smaller, two 12x12 boards, then small ones again.
        let mut input = part(5000, None);
        input.extend(part(2, Some(12)));
        input.extend(part(3998, None));
        if seed == 2 {
            input.extend_from_slice(b"[\"..X\", \"oops\"]\n");
        }
        let fast = solve_opts(Problem::FlipChess, &input, false, 25);
        let naive = solve_opts(Problem::FlipChess, &input, true, 25);
        assert_eq!(fast, naive, "seed {seed}");
        assert_eq!(fast.1.iter().filter(|&&b| b == b'\n').count(), 9000);
        assert_eq!(fast.0.is_err(), seed == 2);
    }
}

/// go-capture's replays on `size` x `size` boards, random and grouped,
/// `seeds` of them: fast (the pipeline's) against naive. Returns the moves
/// compared.
fn go_capture_replays(size: u64, seeds: u64) -> u64 {
    let mut moves = 0;
    for seed in 0..seeds {
        let o = GenOptions {
            seed,
            size,
            moves: 4000,
            pattern: if seed % 2 == 0 { "random" } else { "groups" }.into(),
            ..defaults(Problem::GoCapture)
        };
        let input = gen_text(Problem::GoCapture, &o);
        let fast = solve_opts(Problem::GoCapture, &input, false, size as usize);
        let naive = solve_opts(Problem::GoCapture, &input, true, size as usize);
        assert_eq!(fast.0, Ok(()), "size {size}, seed {seed}");
        assert_eq!(fast, naive, "size {size}, seed {seed}");
        moves += o.moves;
    }
    moves
}

#[test]
fn go_capture_fast_matches_naive() {
    assert!(go_capture_replays(25, 40) >= 100_000);
}

/// The judge's 19 x 19 board, which has an engine of its own (the
/// solver's unit tests play it on one thread too).
#[test]
fn go_capture_judge_board_matches_naive() {
    assert!(go_capture_replays(19, 30) >= 100_000);
}

/// Random othello boards of side `side(seed)` (mixes drawn from `knobs`),
/// fast against naive.
fn othello_boards(seeds: u64, mut knobs: Rng, side: impl Fn(u64, &mut Rng) -> u64) {
    for seed in 0..seeds {
        let n = side(seed, &mut knobs);
        let o = GenOptions {
            seed,
            n,
            empty: knobs.below(10) as f64,
            black: knobs.below(10) as f64,
            white: 1.0 + knobs.below(10) as f64,
            pattern: if seed % 3 == 0 { "runs" } else { "random" }.into(),
            ..defaults(Problem::OthelloMoves)
        };
        let input = gen_text(Problem::OthelloMoves, &o);
        assert_eq!(
            solve(Problem::OthelloMoves, &input, false).unwrap(),
            solve(Problem::OthelloMoves, &input, true).unwrap(),
            "seed {seed}, n {n}"
        );
    }
}

#[test]
fn othello_fast_matches_naive() {
    othello_boards(10_000, Rng::new(99), |_, knobs| knobs.range(1, 40));
}

/// Rows of several 64-bit words: runs that cross word boundaries in every
/// direction, sides on and around multiples of 64, and boards large enough
/// that the two sweeps run on two threads.
#[test]
fn othello_fast_matches_naive_across_words() {
    const SIDES: [u64; 9] = [63, 64, 65, 127, 128, 129, 191, 192, 193];
    othello_boards(600, Rng::new(7), |seed, knobs| match seed {
        0..=2 => [2048, 2050, 2111][seed as usize],
        _ if seed % 2 == 0 => SIDES[(seed / 2) as usize % SIDES.len()],
        _ => knobs.range(41, 300),
    });
}

/// Each format is detected and answered in its own style.
#[test]
fn formats_answer_in_their_own_style() {
    let o = GenOptions {
        rows: Some(3),
        cols: Some(4),
        ..defaults(Problem::Minesweeper)
    };
    let lc = gen_text(Problem::Minesweeper, &o);
    assert!(solve(Problem::Minesweeper, &lc, false)
        .unwrap()
        .starts_with(b"[[\""));
    let plain = gen_text(
        Problem::Minesweeper,
        &GenOptions {
            format: Format::Plain,
            ..o
        },
    );
    let out = solve(Problem::Minesweeper, &plain, false).unwrap();
    assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), 3);
}
