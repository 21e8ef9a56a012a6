//! Mutation fuzzing in process: every fixture input and a set of generated
//! inputs, mutated with fixed seeds (bytes flipped, deleted, inserted and
//! duplicated; numbers replaced by 0, -1, 2^64, 10^30; cells swapped for any
//! byte, NUL and non-ASCII included; brackets and quotes dropped or
//! doubled; `\r`, tabs and a BOM inserted; every truncation of every
//! fixture), each run by the fast and the naive solver: 200,000 random
//! mutants a problem, 20,000 in the suite and the rest in a long test
//! (`.ci/long`).
//!
//! For every mutant: neither solver panics, both finish (a watchdog aborts
//! the run and prints the mutant if one takes more than 20 s), and either
//! both answer the same, or both fail with the same message, which names a
//! position (`line`, `column` or `move`) and says what was wrong. Answers
//! written before an error must agree too.

use crate::differential::solve_opts;
use crate::kit::{defaults, generate};
use boardsolve::cases::Format;
use boardsolve::kit::gen::{GenOptions, Rng};
use boardsolve::problems::Problem;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Random mutants per problem that the suite runs (the truncations come
/// on top), and all there are: the long test (`.ci/long`) runs the rest,
/// drawn from the same generator, so CI runs every one of them.
const SUITE_MUTANTS: usize = 20_000;
const MUTANTS: usize = 200_000;

/// Phrases that say what was wrong, for the messages that do not read
/// "expected ..., found ...".
const WHAT_WAS_WRONG: &[&str] = &[
    "expected",
    "is already occupied",
    "is off the",
    "input ends",
    "is outside the board",
    "is empty",
    "is too large",
    "is too small",
    "must be at least",
    "does not end on its line",
];

fn seeds(p: Problem) -> Vec<(Vec<u8>, usize)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(p.name());
    let mut inputs = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            // go-capture fixtures may play on another board: `--size N`.
            let size = std::fs::read_to_string(path.with_extension("args"))
                .ok()
                .and_then(|a| a.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
                .unwrap_or(19);
            inputs.push((std::fs::read(&path).unwrap(), size));
        }
    }
    inputs.sort();
    for seed in 0..24 {
        let o = GenOptions {
            seed,
            cases: 1 + seed % 3,
            rows: Some(1 + seed % 7),
            cols: Some(1 + (seed * 3) % 7),
            moves: 10 + seed * 3,
            size: 2 + seed % 6,
            n: 1 + seed % 9,
            format: if seed % 2 == 0 {
                Format::Leetcode
            } else {
                Format::Plain
            },
            pattern: p.about().patterns()[seed as usize % p.about().patterns().len()].to_string(),
            ..defaults(p)
        };
        inputs.push((generate(p, &o), o.size as usize));
    }
    inputs
}

const NUMBERS: [&[u8]; 5] = [
    b"0",
    b"-1",
    b"18446744073709551616",
    b"1000000000000000000000000000000",
    b"99999",
];
const BYTES: [u8; 16] = [
    0, 0xFF, 0x80, 0xC3, b'\r', b'\t', b' ', b'\n', b'0', b'9', b'[', b']', b'"', b'\'', b',', b'-',
];

fn pick(rng: &mut Rng, len: usize) -> usize {
    rng.below(len.max(1) as u64) as usize
}

/// Positions of bytes matching `f`.
fn positions(v: &[u8], f: impl Fn(u8) -> bool) -> Vec<usize> {
    v.iter()
        .enumerate()
        .filter(|&(_, &b)| f(b))
        .map(|(i, _)| i)
        .collect()
}

/// `input` with one to three random faults (a bit flipped, bytes dropped,
/// inserted or doubled, a number or a cell replaced, a bracket or quote
/// dropped or doubled, `\r`, a tab or a BOM added, the rest cut off):
/// also the outputs `tests/emit.rs` judges.
pub(crate) fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = pick(rng, v.len() + 1);
        match rng.below(10) {
            0 if !v.is_empty() => {
                let i = pick(rng, v.len());
                v[i] ^= 1 << rng.below(8);
            }
            1 if !v.is_empty() => {
                let i = pick(rng, v.len());
                let n = (1 + pick(rng, 4)).min(v.len() - i);
                v.drain(i..i + n);
            }
            2 => {
                let b = if rng.chance(0.5) {
                    BYTES[pick(rng, BYTES.len())]
                } else {
                    rng.below(256) as u8
                };
                v.insert(at, b);
            }
            3 if !v.is_empty() => {
                let i = pick(rng, v.len());
                let n = (1 + pick(rng, 8)).min(v.len() - i);
                let copy = v[i..i + n].to_vec();
                v.splice(i..i, copy);
            }
            4 => {
                // A whole number replaced.
                let starts = positions(&v, |b| b.is_ascii_digit());
                if let Some(&i) = starts.get(pick(rng, starts.len())) {
                    let j = i + v[i..].iter().take_while(|b| b.is_ascii_digit()).count();
                    v.splice(i..j, NUMBERS[pick(rng, NUMBERS.len())].iter().copied());
                }
            }
            5 => {
                // A cell swapped for any byte.
                let cells = positions(&v, |b| b"._XOWBEM12345678".contains(&b));
                if let Some(&i) = cells.get(pick(rng, cells.len())) {
                    v[i] = if rng.chance(0.3) {
                        [0, 0x80, 0xE9, b'Q'][pick(rng, 4)]
                    } else {
                        rng.below(256) as u8
                    };
                }
            }
            6 | 7 => {
                let marks = positions(&v, |b| b"[]\"'".contains(&b));
                if let Some(&i) = marks.get(pick(rng, marks.len())) {
                    if rng.chance(0.5) {
                        v.remove(i);
                    } else {
                        v.insert(i, v[i]);
                    }
                }
            }
            8 => {
                let ins: &[u8] = [&b"\r"[..], b"\t", b"\xEF\xBB\xBF", b"\r\n"][pick(rng, 4)];
                v.splice(at..at, ins.iter().copied());
            }
            _ => v.truncate(at),
        }
    }
    v
}

/// Runs one solver, catching a panic.
fn attempt(
    p: Problem,
    input: &[u8],
    size: usize,
    naive: bool,
) -> Result<(Result<(), String>, Vec<u8>), String> {
    catch_unwind(AssertUnwindSafe(|| solve_opts(p, input, naive, size))).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

fn names_a_position(msg: &str) -> bool {
    let head = msg.split(": ").next().unwrap_or("");
    (head.starts_with("line ") && head.contains(", column "))
        || (head.starts_with("move ") && head.contains("(line "))
}

fn check(p: Problem, input: &[u8], size: usize) -> Result<(), String> {
    let fast = attempt(p, input, size, false).map_err(|e| format!("fast solver panicked: {e}"))?;
    let slow = attempt(p, input, size, true).map_err(|e| format!("naive solver panicked: {e}"))?;
    if fast.1 != slow.1 {
        return Err("the answers written differ".into());
    }
    match (fast.0, slow.0) {
        (Ok(_), Ok(_)) => Ok(()),
        (Err(a), Err(b)) if a != b => Err(format!("messages differ:\n  fast:  {a}\n  naive: {b}")),
        (Err(m), Err(_)) if !names_a_position(&m) => Err(format!("no position in: {m}")),
        (Err(m), Err(_)) if !WHAT_WAS_WRONG.iter().any(|w| m.contains(w)) => {
            Err(format!("does not say what was wrong: {m}"))
        }
        (Err(_), Err(_)) => Ok(()),
        (a, b) => Err(format!(
            "one failed, one did not:\n  fast:  {a:?}\n  naive: {b:?}"
        )),
    }
}

/// Problem `p`'s random mutants numbered `which` (the sequence is the same
/// whatever is run of it), and every truncation of its inputs when `which`
/// starts at the first.
fn fuzz(p: Problem, which: std::ops::Range<usize>) {
    // A mutant that runs away is printed, and the whole run stops.
    let current: Arc<Mutex<(Instant, Vec<u8>, bool)>> =
        Arc::new(Mutex::new((Instant::now(), Vec::new(), false)));
    let watch = Arc::clone(&current);
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_secs(1));
        let c = watch.lock().unwrap_or_else(|e| e.into_inner());
        if c.2 {
            return;
        }
        if c.0.elapsed() > Duration::from_secs(20) {
            eprintln!(
                "mutant of {} runs away: {:?}",
                p.name(),
                String::from_utf8_lossy(&c.1)
            );
            std::process::abort();
        }
    });
    let inputs = seeds(p);
    let mut rng = Rng::new(0x5EED ^ p as u64);
    let run = |input: &[u8], size: usize| {
        *current.lock().unwrap() = (Instant::now(), input.to_vec(), false);
        if let Err(why) = check(p, input, size) {
            panic!(
                "{}: {why}\nmutant: {:?}",
                p.name(),
                String::from_utf8_lossy(input)
            );
        }
    };
    if which.start == 0 {
        for (input, size) in &inputs {
            for cut in 0..input.len() {
                run(&input[..cut], *size);
            }
        }
    }
    for count in 0..which.end {
        let (input, size) = &inputs[count % inputs.len()];
        let m = mutate(&mut rng, input);
        if which.contains(&count) {
            run(&m, *size);
        }
    }
    current.lock().unwrap().2 = true;
}

/// The default panic hook would print every caught panic; keep the first.
fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| eprintln!("panic: {info}")));
}

/// Every registered problem's mutants numbered `which`, a thread each (as
/// many as the separate tests they were ran at once).
fn every_problem(which: std::ops::Range<usize>) {
    quiet_panics();
    std::thread::scope(|s| {
        for p in Problem::ALL {
            let which = which.clone();
            s.spawn(move || fuzz(p, which));
        }
    });
}

#[test]
fn mutants_of_every_problem() {
    every_problem(0..SUITE_MUTANTS);
}

#[test]
#[ignore = "long: .ci/long runs it"]
fn the_remaining_mutants_of_every_problem() {
    every_problem(SUITE_MUTANTS..MUTANTS);
}
