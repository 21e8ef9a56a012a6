//! `boardsolve gen`: reproducible (golden hashes pin the stream), valid
//! under `--strict`, streaming.

use crate::util::{run, BIN};
use std::process::{Command, Stdio};

/// FNV-1a, 64 bits.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A change to any generator's output stream fails here, loudly: users
/// reproduce inputs from seeds, so the stream is part of the interface.
#[test]
fn golden_hashes_pin_the_streams() {
    let golden: &[(&str, u64)] = &[
        ("flip-chess --seed 7 --cases 5", 0xb3a28502d5f732a5),
        (
            "flip-chess --seed 7 --rows 30 --cols 40 --pattern cascade --format plain",
            0xc0fade1f4589950f,
        ),
        (
            "flip-chess --seed 3 --cases 20 --strict",
            0x7433950a1c59eeb3,
        ),
        ("check-move --seed 7 --cases 5", 0x4fd8da2e40edace8),
        (
            "check-move --seed 7 --cases 5 --pattern lines --format plain",
            0xbb13b2e6937b1e87,
        ),
        (
            "minesweeper --seed 7 --rows 20 --cols 30 --mines 0.1",
            0xfd0b8599653f9445,
        ),
        (
            "minesweeper --seed 7 --rows 40 --cols 50 --pattern spiral --format plain",
            0x9a20365ec3b715e2,
        ),
        (
            "minesweeper --seed 9 --cases 4 --click random --strict",
            0x00c6f7d6c514cb9b,
        ),
        ("go-capture --seed 7 --moves 2000", 0xe7c7c4c76f95c948),
        (
            "go-capture --seed 7 --moves 2000 --size 9 --pattern groups",
            0xe2ec4ceff4393028,
        ),
        // Streamed boards and a guarantee repaired in one pass write what
        // the held boards and the restarted repair wrote (hashes of the
        // earlier generators), as the lazy empty set and group plan do.
        (
            "flip-chess --seed 5 --rows 300 --cols 200 --judge-rules",
            0x39547324627e5fd6,
        ),
        (
            "check-move --seed 4 --rows 40 --cols 3 --pattern lines --cases 20 --judge-rules",
            0xd564bf1c4e3735fb,
        ),
        (
            "go-capture --seed 3 --size 50 --moves 20000 --pattern groups",
            0x634e35001ff76387,
        ),
        ("othello-moves --seed 7 -n 30", 0xd27217a0b5859486),
        (
            "othello-moves --seed 7 -n 30 --pattern runs --player 2",
            0xbd8f6daf502c526c,
        ),
    ];
    let mut report = String::new();
    for (args, want) in golden {
        let mut a = vec!["gen"];
        a.extend(args.split(' '));
        let out = run(&a, "");
        assert_eq!(out.status, Some(0), "{}", out.describe());
        let h = fnv(&out.stdout);
        if h != *want {
            report += &format!("        (\"{args}\", {h:#018x}),\n");
        }
    }
    assert!(
        report.is_empty(),
        "gen output changed; new hashes:\n{report}"
    );
}

/// Every `gen --strict` input passes the matching `--strict` validator.
#[test]
fn strict_inputs_pass_the_strict_validators() {
    let problems = [
        ("flip-chess", "--cases 50"),
        (
            "flip-chess",
            "--cases 50 --pattern cascade --rows 8 --cols 8",
        ),
        ("check-move", "--cases 50 --pattern lines"),
        (
            "minesweeper",
            "--cases 20 --rows 50 --cols 50 --click random",
        ),
        (
            "minesweeper",
            "--cases 5 --rows 50 --cols 50 --pattern spiral --format plain",
        ),
        ("go-capture", "--moves 3000 --pattern groups"),
        ("othello-moves", "-n 100"),
    ];
    for (problem, extra) in problems {
        for seed in 1..=25 {
            let seed = seed.to_string();
            let mut a = vec!["gen", problem, "--strict", "--seed", &seed];
            a.extend(extra.split(' '));
            let input = run(&a, "").ok();
            let r = run(&[problem, "--strict"], input.clone());
            assert!(
                r.status == Some(0),
                "{problem} {extra} seed {seed}\n{}\ninput:\n{input}",
                r.describe()
            );
        }
    }
}

#[test]
fn gen_refuses_what_it_cannot_make() {
    run(&["gen", "flip-chess", "--strict", "--rows", "9"], "")
        .usage_error("at most 8 rows and columns");
    run(&["gen", "check-move", "--strict", "--rows", "7"], "").usage_error("8x8");
    run(&["gen", "go-capture", "--strict", "--moves", "500001"], "")
        .usage_error("1..=500000 moves on 19x19");
    run(&["gen", "go-capture", "--size", "10001"], "").usage_error("--size must be in 1..=10000");
    run(&["gen", "othello", "-n", "101", "--strict"], "").usage_error("N <= 100");
    run(&["gen", "minesweeper", "--pattern", "cascade"], "")
        .usage_error("minesweeper has no pattern 'cascade'");
    run(&["gen", "tetris"], "").usage_error("unknown problem");
    run(&["gen", "minesweeper", "--mines", "1.5"], "").usage_error("--mines must be in 0..=1");
    // A setting the problem has no use for is refused, not ignored, with
    // the subcommand's own usage line.
    for (args, flag) in [
        (
            ["othello", "--rows", "3"],
            "--rows does not apply to othello-moves",
        ),
        (
            ["go-capture", "--cases", "3"],
            "--cases does not apply to go-capture",
        ),
        (
            ["flip-chess", "--moves", "5"],
            "--moves does not apply to flip-chess",
        ),
        (
            ["minesweeper", "--empty", "1"],
            "--empty does not apply to minesweeper",
        ),
        (
            ["check-move", "--mines", "0.5"],
            "--mines does not apply to check-move",
        ),
        (
            ["go-capture", "--format", "plain"],
            "--format does not apply to go-capture",
        ),
    ] {
        let gen: Vec<&str> = std::iter::once("gen").chain(args).collect();
        run(&gen, "")
            .usage_error(flag)
            .usage_error("Usage: boardsolve gen [OPTIONS] <PROBLEM>");
        let stress: Vec<&str> = std::iter::once("stress")
            .chain(args)
            .chain(["--", "true"])
            .collect();
        run(&stress, "").usage_error(flag);
    }
    run(&["emit", "go-capture", "--judge", "leetcode"], "")
        .usage_error("Usage: boardsolve emit [OPTIONS] <PROBLEM>");
}

/// 10^8 cells stream out without being held: the generator runs under a
/// 64 MiB address-space limit and stops quietly when the reader does.
/// flip-chess and check-move (its lines too) held their boards, 10^8
/// bytes and more; a 1 x 10^8 row stops as soon as the reader does, not
/// at the row's end.
#[test]
fn a_huge_board_streams() {
    for args in [
        "minesweeper --rows 10000 --cols 10000 --format plain",
        "flip-chess --rows 10000 --cols 10000 --pattern cascade",
        "check-move --rows 10000 --cols 10000 --pattern lines --format plain",
        "check-move --rows 1 --cols 100000000",
        "othello -n 10000",
    ] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v 65536 && {BIN} gen {args} | head -c 1000000 | wc -c"
            ))
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            "1000000",
            "{args}"
        );
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args}");
    }
}

/// A case past the largest boardsolve solves is a usage error naming the
/// values, the cells they make and the most accepted, before anything is
/// written; a side not given counts at the largest drawn (8 for
/// flip-chess). They aborted on a 10^12-byte allocation, or ran forever.
#[test]
fn gen_refuses_a_case_past_the_bounds() {
    for (args, words) in [
        (
            &["flip-chess", "--rows", "100000", "--cols", "100000"][..],
            "--rows 100000 --cols 100000: a case of 10000000000 cells; the largest flip-chess case accepted has 100000000 cells",
        ),
        (
            &["check-move", "--rows", "4294967296"],
            "--rows 4294967296: a case of 34359738368 cells",
        ),
        (
            &["minesweeper", "--rows", "18446744073709551615", "--cols", "18446744073709551615"],
            "a case of 340282366920938463426481119284349108225 cells",
        ),
        (&["othello", "-n", "10001"], "-n 10001: a case of 100020001 cells"),
    ] {
        let gen: Vec<&str> = std::iter::once("gen").chain(args.iter().copied()).collect();
        let r = run(&gen, "");
        r.usage_error(words);
        assert!(r.stdout.is_empty(), "{}", r.describe());
    }
    // The largest accepted, 10^4 x 10^4, streams (a_huge_board_streams).
}

/// go-capture's generator holds its board as the solver does, in memory
/// where stones have been: five moves on 10^4 x 10^4 took 1.66 GB and
/// aborted under this limit (a dense list of every empty point).
#[test]
fn a_large_go_board_costs_the_stones_played() {
    let out = Command::new("prlimit")
        .args(["--as=4000000000", BIN, "gen", "go-capture"])
        .args(["--size", "10000", "--moves", "5", "--pattern", "groups"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.lines().count(), 6, "{text}");
}

/// The same seed gives the same input; another seed another.
#[test]
fn seeds_reproduce() {
    let a = run(&["gen", "go-capture", "--seed", "11", "--moves", "500"], "").ok();
    let b = run(&["gen", "p10864", "--seed", "11", "--moves", "500"], "").ok();
    let c = run(&["gen", "go-capture", "--seed", "12", "--moves", "500"], "").ok();
    assert_eq!(a, b);
    assert_ne!(a, c);
}

/// `--seed random` draws a seed per run and says on stderr how to
/// regenerate the input: the line it prints writes the same bytes.
#[test]
fn a_random_seed_is_told_and_regenerates() {
    let args = ["gen", "minesweeper", "--seed", "random", "--rows", "6"];
    let (a, b) = (run(&args, ""), run(&args, ""));
    for r in [&a, &b] {
        assert_eq!(r.status, Some(0), "{}", r.describe());
    }
    assert_ne!(a.stderr, b.stderr);
    let line = a.stderr.strip_suffix('\n').unwrap();
    assert!(!line.contains('\n'), "one line: {line}");
    let (seed, command) = line
        .strip_prefix("boardsolve gen: seed ")
        .and_then(|l| l.split_once("; regenerate with: boardsolve "))
        .unwrap_or_else(|| panic!("{line}"));
    assert!(seed.parse::<u64>().is_ok(), "{seed}");
    assert!(
        command.starts_with(&format!("gen minesweeper --seed {seed} --rows 6")),
        "{command}"
    );
    let again: Vec<&str> = command.split(' ').collect();
    assert_eq!(run(&again, "").ok(), a.stdout());
    // A fixed seed prints nothing on stderr (`ok` checks).
    run(&["gen", "minesweeper", "--seed", seed], "").ok();
    // Anything else is refused, precisely.
    for bad in ["Random", "-1", "18446744073709551616", "0x10", ""] {
        run(&["gen", "flip-chess", &format!("--seed={bad}")], "").usage_error(&format!(
            "invalid value '{bad}' for '--seed <SEED>': expected a seed in 0..=18446744073709551615 or 'random', found '{bad}'"
        ));
    }
}

/// `--judge-rules` keeps the judge's rules at any size: a 60x70
/// minesweeper board with many mines has no revealed mine and a click on
/// `M` or `E` on every seed (without it, some seeds break both).
#[test]
fn judge_rules_keep_the_rules_past_the_sizes() {
    let mut broken = 0;
    for seed in 1..=30 {
        let seed = seed.to_string();
        let gen = |rules: bool| {
            let mut args = vec!["gen", "minesweeper", "--seed", &seed, "--rows", "60"];
            args.extend(["--cols", "70", "--mines", "0.5", "--click", "random"]);
            args.extend(["--pattern", "played", "--format", "plain"]);
            if rules {
                args.push("--judge-rules");
            }
            run(&args, "").ok()
        };
        // The rules: `--strict`'s messages past the size's.
        let rules = |input: &str| {
            let strict = run(&["minesweeper", "--strict"], input);
            assert_eq!(strict.status, Some(1), "{}", strict.describe());
            !input.contains('X')
                && !{
                    let click = input.lines().last().unwrap();
                    let (r, c) = click.split_once(' ').unwrap();
                    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
                    let cell = input.lines().nth(1 + r).unwrap().as_bytes()[c];
                    cell != b'M' && cell != b'E'
                }
        };
        let kept = gen(true);
        assert!(rules(&kept), "seed {seed}:\n{kept}");
        broken += usize::from(!rules(&gen(false)));
    }
    assert!(broken >= 10, "{broken}");
    run(&["gen", "minesweeper", "--strict", "--judge-rules"], "")
        .usage_error("cannot be used with");
}

/// Every registered problem, every pattern: `gen --strict` writes what
/// the problem's `--strict` accepts.
#[test]
fn every_pattern_of_every_problem_is_valid_under_strict() {
    for p in boardsolve::problems::Problem::ALL {
        for pattern in p.about().patterns() {
            for seed in 1..=10 {
                let seed = seed.to_string();
                let args = [
                    "gen",
                    p.name(),
                    "--strict",
                    "--pattern",
                    pattern,
                    "--seed",
                    &seed,
                ];
                let input = run(&args, "").ok();
                let r = run(&[p.name(), "--strict"], input.clone());
                assert!(
                    r.status == Some(0),
                    "{args:?}\n{}\ninput:\n{input}",
                    r.describe()
                );
            }
        }
    }
}
