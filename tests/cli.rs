//! The command line itself: help, version, aliases, usage errors.

use crate::util::run;

#[test]
fn help_and_version() {
    let help = run(&["--help"], "").ok();
    for (sub, alias) in [
        ("flip-chess", "lcp41"),
        ("check-move", "lc1958"),
        ("minesweeper", "lc529"),
        ("go-capture", "p10864"),
        ("othello-moves", "othello"),
    ] {
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
