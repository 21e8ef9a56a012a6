//! The real online-judge-tools (`oj`, 11.5.1) over what boardsolve
//! writes: `oj test` on the directory `stress --save` fills, judged by
//! `boardsolve check` as oj's `--judge-command`, and `oj generate-input`
//! with `gen --seed random` as its generator, no shell between, and the
//! README's hack loop, `gen --mix --seed random`, finding what `stress`
//! finds.
//!
//! oj is the executable `BOARDSOLVE_OJ` names (`.ci/oj-check` installs it
//! from PyPI into a venv under target/, sets it and checks that these
//! tests ran); without the variable each test says it is skipped.
//! The programs judged are `tests/zoo/mines_four_way.py`: correct, and
//! with `four-way` a blank that opens only 4 of its neighbours.

use crate::util::{run, TempDir, BIN};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The oj executable, or `None` (and a notice) when not given.
fn oj() -> Option<String> {
    match std::env::var("BOARDSOLVE_OJ") {
        Ok(oj) => {
            assert!(Path::new(&oj).is_file(), "BOARDSOLVE_OJ={oj}: no such file");
            Some(oj)
        }
        Err(_) => {
            eprintln!("skipped: BOARDSOLVE_OJ is not set (.ci/oj-check installs oj and sets it)");
            None
        }
    }
}

/// `python3 tests/zoo/mines_four_way.py [four-way]` as one command line,
/// as oj takes it (it splits it as a shell would, and runs no shell).
fn program(wrong: bool) -> String {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/zoo/mines_four_way.py");
    format!("python3 {script}{}", if wrong { " four-way" } else { "" })
}

/// `oj ARGS` in `dir`, killed after `limit`; its status and everything it
/// wrote (oj logs on stderr, and the commands it runs write there too).
fn oj_run(oj: &str, dir: &Path, args: &[&str], limit: Duration) -> (Option<i32>, String) {
    let log = dir.join("oj.log");
    let file = std::fs::File::create(&log).unwrap();
    let mut child = Command::new(oj)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .spawn()
        .expect("start oj");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    (status, std::fs::read_to_string(&log).unwrap())
}

/// stress saves a failure where `oj test` reads it: oj runs the failing
/// input and its shrunk form, accepts the correct program and rejects the
/// wrong one (status 0 and 1), by its own exact comparison and by
/// `boardsolve check` as its judge command; the programs' outputs in
/// `actual/` do not stop it.
#[test]
fn oj_test_runs_on_stress_saved_directory() {
    let Some(oj) = oj() else { return };
    let dir = TempDir::new("oj-test");
    let wrong = program(true);
    let stress = run(
        &[
            "stress",
            "minesweeper",
            // Small boards: the Python program runs fast.
            "--rows",
            "6",
            "--cols",
            "6",
            "--save",
            &dir.path("test"),
            "--shell",
            "--",
            &wrong,
        ],
        "",
    );
    assert_eq!(stress.status, Some(1), "{}", stress.describe());
    assert!(
        dir.0.join("test/actual/hack-000.out").is_file(),
        "{}",
        stress.describe()
    );
    let judge = format!("{BIN} check minesweeper");
    for (correct, status) in [(true, 0), (false, 1)] {
        let prog = program(!correct);
        for with_judge in [false, true] {
            let mut args = vec!["test", "-c", &prog];
            if with_judge {
                args.extend(["--judge-command", &judge]);
            }
            let (got, log) = oj_run(&oj, &dir.0, &args, Duration::from_secs(120));
            assert_eq!(got, Some(status), "oj {args:?}:\n{log}");
            let summary = match correct {
                true => "test success: 2 cases",
                false => "test failed: 0 AC / 2 cases",
            };
            assert!(log.contains(summary), "oj {args:?}:\n{log}");
            if with_judge && !correct {
                // boardsolve's verdict, as oj shows the judge's words.
                assert!(
                    log.contains("wrong answer case 1, row "),
                    "oj {args:?}:\n{log}"
                );
            }
        }
    }
}

/// oj's hack loop with `boardsolve gen --seed random` as the generator and
/// boardsolve as the expected program finds the wrong program's failure,
/// and the seed line the generator printed regenerates the input oj saved.
#[test]
fn oj_generate_input_hacks_with_a_random_seed() {
    let Some(oj) = oj() else { return };
    let dir = TempDir::new("oj-generate");
    let generator = format!("{BIN} gen minesweeper --seed random");
    let expected = format!("{BIN} minesweeper");
    let wrong = program(true);
    let args = [
        "generate-input",
        &generator,
        "--hack-expected",
        &expected,
        "--hack-actual",
        &wrong,
    ];
    // oj tries until the program fails: the limit stands for "never".
    let (status, log) = oj_run(&oj, &dir.0, &args, Duration::from_secs(120));
    assert_eq!(status, Some(0), "{log}");
    let saved = std::fs::read(dir.0.join("test/hack-000.in")).unwrap_or_default();
    let answer = std::fs::read(dir.0.join("test/hack-000.out")).unwrap_or_default();
    assert_eq!(run(&["minesweeper"], saved.clone()).ok().as_bytes(), answer);
    // The failing attempt's seed is the last one told before oj saved.
    let told = log[..log.find("saved to: ").expect(&log)]
        .lines()
        .rev()
        .find_map(|l| l.split_once("; regenerate with: boardsolve "))
        .unwrap_or_else(|| panic!("no seed told:\n{log}"))
        .1;
    let again: Vec<&str> = told.split(' ').collect();
    assert_eq!(run(&again, "").ok().as_bytes(), saved, "{told}");
    let out = Command::new("sh")
        .args(["-c", &format!("{wrong} < {}", dir.path("test/hack-000.in"))])
        .output()
        .unwrap();
    assert_ne!(out.stdout, answer, "{log}");
}

/// The README's hack loop with `gen --mix`, for the zoo's go-capture
/// solution that forgets suicide (stress finds it on seed 1): oj finds it
/// within 40 inputs (7 of 10 of the mix's replays show the bug; `gen`'s
/// default 20-move replays none of 60), and the failing input is the one
/// `gen --mix` writes for the seed oj was told.
#[test]
fn oj_hack_loop_with_gen_mix_finds_what_stress_finds() {
    let Some(oj) = oj() else { return };
    let go = crate::zoo::program("go");
    let r = crate::contest::stress(
        &["go-capture", "--seeds", "1..=1", "--shrink-time", "0"],
        &[&go, "no-suicide"],
    );
    assert!(
        r.stdout().starts_with("seed 1 fails: wrong answer"),
        "{}",
        r.describe()
    );
    let dir = TempDir::new("oj-hack-mix");
    let generator = format!("{BIN} gen go-capture --mix --seed random");
    let expected = format!("{BIN} go-capture");
    let wrong = format!("{go} no-suicide");
    let args = [
        "generate-input",
        &generator,
        "--hack-expected",
        &expected,
        "--hack-actual",
        &wrong,
    ];
    let (status, log) = oj_run(&oj, &dir.0, &args, Duration::from_secs(120));
    assert_eq!(status, Some(0), "{log}");
    let before = &log[..log.find("saved to: ").expect(&log)];
    let tried: Vec<&str> = before
        .lines()
        .filter_map(|l| l.split_once("; regenerate with: boardsolve "))
        .map(|(_, told)| told)
        .collect();
    assert!(
        (1..=40).contains(&tried.len()),
        "{} inputs:\n{log}",
        tried.len()
    );
    let saved = std::fs::read(dir.0.join("test/hack-000.in")).unwrap_or_default();
    let seed = tried[tried.len() - 1]
        .split(' ')
        .skip_while(|w| *w != "--seed")
        .nth(1)
        .unwrap();
    let again = run(&["gen", "go-capture", "--mix", "--seed", seed], "");
    assert_eq!(again.ok().as_bytes(), saved, "seed {seed}");
}
