//! `stress` with contestant programs written for the test.

use crate::util::{run, BIN};

fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn stress(extra: &[&str], command: &[&str]) -> crate::util::Run {
    let mut a = args(&["stress"]);
    a.extend(args(extra));
    a.push("--".into());
    a.extend(args(command));
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    run(&a, "")
}

#[test]
fn a_correct_solution_passes() {
    let r = stress(
        &["flip-chess", "--seeds", "1..=60", "--cases", "3"],
        &[BIN, "flip-chess"],
    );
    let out = r.ok();
    assert!(out.starts_with("ok: 60 cases passed in "), "{out}");
    assert!(out.contains("slowest: seed "), "{out}");
}

#[test]
fn a_wrong_solution_is_found_and_shrunk() {
    // Wrong exactly when the answer is 1.
    let wrong = format!("{BIN} flip-chess | sed 's/^1$/2/'");
    let r = stress(
        &["lcp41", "--cases", "4", "--seeds", "1..200", "--shell"],
        &[&wrong],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let out = r.stdout();
    let first = out.lines().next().unwrap();
    assert!(
        first.starts_with("seed 1 fails: wrong answer: case "),
        "{out}"
    );
    assert!(
        out.contains("reproduce: boardsolve gen flip-chess --seed 1 --cases 4\n"),
        "{out}"
    );
    assert!(
        out.contains("\n> "),
        "the first differing line is marked:\n{out}"
    );
    // The shrunk input is smaller than the first failing one, and still fails.
    let line = out
        .lines()
        .find(|l| l.starts_with("smallest failing input"))
        .unwrap();
    let sizes: Vec<usize> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse().ok())
        .collect();
    assert!(sizes[0] < sizes[1], "{line}");
    assert!(line.contains("expected \"1\", found \"2\""), "{line}");
    // The report's seed regenerates exactly the input shown.
    let regenerated = run(&["gen", "flip-chess", "--seed", "1", "--cases", "4"], "").ok();
    assert!(out.contains(regenerated.trim_end()), "{out}");
}

#[test]
fn the_smallest_failing_seed_is_reported_whatever_the_jobs() {
    let wrong = format!("{BIN} check-move | sed 's/true/false/'");
    for jobs in ["1", "2", "4"] {
        let r = stress(
            &["check-move", "--seeds", "1..300", "--jobs", jobs, "--shell"],
            &[&wrong],
        );
        let out = r.stdout();
        let want = first_true_seed();
        assert!(
            out.starts_with(&format!("seed {want} fails:")),
            "jobs {jobs}: {out}"
        );
    }
}

/// The first seed whose check-move answer is `true` (computed with gen).
fn first_true_seed() -> u64 {
    (1..)
        .find(|s| {
            let input = run(&["gen", "check-move", "--seed", &s.to_string()], "").ok();
            run(&["check-move"], input).ok() == "true\n"
        })
        .unwrap()
}

#[test]
fn crashes_and_hangs_are_caught() {
    let r = stress(
        &["go-capture", "--seeds", "1..5", "--shell"],
        &["kill -SEGV $$"],
    );
    assert_eq!(r.status, Some(1));
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: crashed: killed by signal 11"),
        "{}",
        r.describe()
    );
    let r = stress(&["go-capture", "--seeds", "1..5", "--shell"], &["exit 3"]);
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: crashed: exit status 3"),
        "{}",
        r.describe()
    );
    let r = stress(
        &["go-capture", "--seeds", "1..3", "--timeout", "0.2"],
        &["sleep", "30"],
    );
    assert_eq!(r.status, Some(1));
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: timed out after 0.2 s"),
        "{}",
        r.describe()
    );
    // Shrinking a hang still ends: each run stops at the time limit.
    assert!(
        r.stdout().contains("smallest failing input"),
        "{}",
        r.describe()
    );
}

#[test]
fn a_command_that_cannot_start_is_an_error() {
    stress(&["go-capture"], &["/no/such/program"])
        .fails_with("cannot start '/no/such/program': no such executable file");
    stress(&["go-capture"], &["no-such-program-anywhere"])
        .fails_with("cannot start 'no-such-program-anywhere': no such executable file");
    run(&["stress", "go-capture"], "").usage_error("COMMAND");
    run(
        &["stress", "go-capture", "--seeds", "5..5", "--", "true"],
        "",
    )
    .usage_error("is empty");
}

#[test]
fn crlf_output_passes_stress() {
    let crlf = format!("{BIN} go-capture | sed 's/$/\\r/'");
    stress(&["go-capture", "--seeds", "1..20", "--shell"], &[&crlf]).ok();
}
