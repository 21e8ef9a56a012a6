//! The command line itself: help, version, aliases, usage errors.

use crate::util::run;
use boardsolve::problems::Problem;

#[test]
fn help_and_version() {
    let help = run(&["--help"], "").ok();
    for (sub, alias) in Problem::ALL.map(|p| (p.name(), p.about().alias())) {
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(sub))
            .unwrap_or_else(|| panic!("{sub} missing:\n{help}"));
        assert!(line.ends_with(&format!("[alias: {alias}]")), "{line}");
    }
    let version = run(&["--version"], "").ok();
    assert_eq!(
        version,
        format!("boardsolve {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn aliases_name_the_same_subcommands() {
    let replay = "1\n1 1\n";
    assert_eq!(
        run(&["p10864"], replay).ok(),
        run(&["go-capture"], replay).ok()
    );
    let board = "1\n0\n1\n";
    assert_eq!(run(&["othello"], board).ok(), "NULL\n");
}

#[test]
fn usage_errors_exit_2() {
    run(&[], "").usage_error("Usage");
    run(&["no-such-problem"], "").usage_error("unrecognized subcommand");
    run(&["go-capture", "--size", "0"], "").usage_error("0 is not in 1..=10000");
    run(&["go-capture", "--size", "10001"], "").usage_error("10001 is not in 1..=10000");
    run(&["go-capture", "--strict", "--size", "9"], "").usage_error("cannot be used with");
}

/// `--threads` never changes an answer: one thread, two, and one per core
/// on inputs large enough to be split (a board of 2^20 cells and more, an
/// othello board of 2048 x 2048 and more).
#[test]
fn threads_do_not_change_answers() {
    let gen = |args: &[&str]| run(args, "").ok();
    let inputs = [
        (
            "minesweeper",
            gen(&[
                "gen",
                "minesweeper",
                "--seed",
                "3",
                "--rows",
                "1100",
                "--cols",
                "1000",
                "--mines",
                "0.01",
                "--format",
                "plain",
            ]),
        ),
        (
            "othello-moves",
            gen(&["gen", "othello-moves", "--seed", "3", "-n", "2050"]),
        ),
    ];
    for (sub, input) in inputs {
        let want = run(&[sub], input.clone()).ok();
        for threads in ["1", "2", "3"] {
            let got = run(&[sub, "--threads", threads], input.clone()).ok();
            assert!(got == want, "{sub} --threads {threads}");
        }
    }
}

/// Command lines made of random pieces (each subcommand's flags, and
/// hostile values: huge, negative, NaN, empty, not ASCII, inverted ranges,
/// missing files, directories) never make boardsolve panic: each ends with
/// one of its documented statuses and no panic message, and an error is
/// one line.
#[test]
fn random_command_lines_never_panic() {
    use boardsolve::kit::gen::Rng;
    const SOLVER: &[&str] = &[
        "--strict",
        "--naive",
        "--explain",
        "--threads",
        "--color",
        "-",
    ];
    let flags = |sub: &str| -> Vec<&'static str> {
        let own: &[&str] = match sub {
            "flip-chess" | "check-move" | "minesweeper" => &["--format"],
            "go-capture" => &["--size", "--explain-moves"],
            "othello-moves" => &[],
            "gen" => &[
                "--seed",
                "--cases",
                "--rows",
                "--cols",
                "--size",
                "--moves",
                "-n",
                "--player",
                "--pattern",
                "--format",
                "--strict",
                "--mines",
                "--empty",
                "--click",
            ],
            "check" => &["--exact", "--domjudge", "--size", "/dev/null", "-"],
            _ => &["--judge", "--with-harness", "--judge"],
        };
        let common = if sub.contains('-') { SOLVER } else { &[] };
        common.iter().chain(own).copied().collect()
    };
    // Numbers (most flags take one) come up more often than the rest.
    const NUMBERS: [&str; 12] = [
        "0",
        "1",
        "2",
        "7",
        "-1",
        "18446744073709551615",
        "18446744073709551616",
        "100000",
        "nan",
        "inf",
        "-0.5",
        "",
    ];
    const OTHERS: [&str; 14] = [
        "é",
        "1..0",
        "5..=3",
        "0..=18446744073709551615",
        "leetcode",
        "plain",
        "auto",
        "always",
        "never",
        "stdin",
        "/dev/null",
        "/nonexistent/file",
        "/",
        "go-capture",
    ];
    const SUBS: [&str; 8] = [
        "flip-chess",
        "check-move",
        "minesweeper",
        "go-capture",
        "othello-moves",
        "gen",
        "check",
        "emit",
    ];
    // Sizes that keep `gen`'s output small whatever the flag.
    let small = |v: &str| v.parse::<u64>().map_or(true, |n| n <= 7);
    // A valid input per subcommand, so the options reach the solvers (a
    // board this large is split among threads).
    let board = run(
        &[
            "gen",
            "flip-chess",
            "--rows",
            "60",
            "--cols",
            "60",
            "--format",
            "plain",
        ],
        "",
    )
    .ok();
    let input = |sub: &str| match sub {
        "flip-chess" => board.clone(),
        "check-move" => "1 3\n.WB\n0 0 B\n".to_string(),
        "minesweeper" => "2 2\nEE\nEM\n0 0\n".to_string(),
        "go-capture" => "2\n1 1\n2 2\n".to_string(),
        "othello-moves" => "2\n1 2\n0 0\n1\n".to_string(),
        _ => String::new(),
    };
    let mut rng = Rng::new(0x00C0_FFEE);
    let pick = |rng: &mut Rng, list: &[&'static str]| list[rng.below(list.len() as u64) as usize];
    for _ in 0..1500 {
        let sub = pick(&mut rng, &SUBS);
        let own = flags(sub);
        let mut args = vec![sub];
        // Mostly flags with a value each, sometimes a stray value.
        for _ in 0..rng.below(4) {
            if rng.chance(0.8) {
                args.push(pick(&mut rng, &own));
            }
            let value = if rng.chance(0.6) {
                pick(&mut rng, &NUMBERS)
            } else {
                pick(&mut rng, &OTHERS)
            };
            if rng.chance(0.8) && (sub != "gen" || small(value)) {
                args.push(value);
            }
        }
        let r = run(&args, input(sub));
        let allowed: &[i32] = match sub {
            "check" => &[0, 1, 2, 3, 42, 43],
            _ => &[0, 1, 2],
        };
        assert!(
            r.status.is_some_and(|s| allowed.contains(&s)) && !r.stderr.contains("panicked"),
            "{}",
            r.describe()
        );
        if r.status == Some(1) && !r.stderr.is_empty() {
            assert_eq!(r.stderr.lines().count(), 1, "{}", r.describe());
        }
    }
}

/// The generator's help is made from the registry: every problem's
/// patterns, and each setting with the problems that use it.
#[test]
fn gen_help_names_every_problems_patterns_and_settings() {
    let help = run(&["gen", "--help"], "").ok();
    for p in Problem::ALL {
        for pattern in &p.about().patterns()[1..] {
            assert!(help.contains(pattern), "{} {pattern}:\n{help}", p.name());
        }
    }
    assert!(
        help.contains("Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode's]")
    );
    let rules = "(an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on 'M' or 'E' in minesweeper)";
    assert!(
        help.contains(&format!(
            "Keep the judge's rules but not its size limits {rules}"
        )),
        "{help}"
    );
    assert!(help.contains("go-capture: number of moves [gen default: 20]"));
    let stress = run(&["stress", "--help"], "").ok();
    assert!(stress.contains("(bigger boards, flip-chess boards without the judge's guarantee, revealed mines and clicks on revealed cells in minesweeper, go-capture `--size`)"), "{stress}");
    assert!(
        stress.contains(&format!("the judge's other rules kept {rules}")),
        "{stress}"
    );
}
