//! `stress` as a judge would judge: the judge's time limit by default at
//! the judge's sizes (every 25th seed), `--timeout` over it, runs timed by
//! their CPU time (so two spinning processes turn no run far within the
//! limit into a time-out), time-outs confirmed by a second run, a program
//! that only waits stopped by the wall clock, the problem page's examples
//! first, and `gen --mix` writing the input stress ran for a seed.

use crate::contest::{stress, stress_in};
use crate::util::{run, TempDir, BIN};
use std::fs;
use std::process::{Child, Command, Stdio};

/// The zoo's slow go-capture solution.
fn go_slow() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/zoo/go_slow.py").to_string()
}

/// A correct go-capture solution far too slow for the judge (a scan of
/// the whole board a move, in Python) passes the mix's small replays and
/// times out on seed 25, the judge's largest replay, at the judge's 4 s,
/// which the report names; the reproduce line writes that input.
#[test]
fn a_correct_but_slow_solution_times_out_at_the_judges_sizes() {
    let (r, save) = stress_in(
        &["go-capture", "--shrink-time", "0"],
        &["python3", &go_slow()],
    );
    let out = r.stdout();
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let (first, rest) = out.split_once('\n').unwrap();
    assert!(
        rest.starts_with(
            "reproduce: boardsolve gen go-capture --seed 25 --moves 500000 --strict\n"
        ),
        "{}",
        r.describe()
    );
    let verdict = first
        .strip_prefix("seed 25 fails: time limit exceeded (")
        .unwrap_or_else(|| panic!("{}", r.describe()));
    derived_as_told(verdict, 4.0, "as Luogu P10864's page states it");
    let gen = run(
        &[
            "gen",
            "go-capture",
            "--seed",
            "25",
            "--moves",
            "500000",
            "--strict",
        ],
        "",
    );
    let saved = fs::read(save.0.join("hack-000.in")).unwrap();
    assert!(
        saved == gen.stdout,
        "the reproduce line's input is the one saved"
    );
}

/// The figure of `text` after `before`, up to a space.
fn figure(text: &str, before: &str) -> Option<f64> {
    let at = text.find(before)? + before.len();
    text[at..].split(' ').next()?.parse().ok()
}

/// A time-out's verdict after `time limit exceeded (`, at the judge's
/// figure `judge` (seconds, stated as `source`), follows the rule it
/// tells: the judge's figure, or 6 times the time boardsolve's reference
/// solver took on the judge's largest input.
fn derived_as_told(verdict: &str, judge: f64, source: &str) {
    let limit = figure(verdict, "").unwrap_or_else(|| panic!("{verdict}"));
    let reference = figure(verdict, " x the ");
    let judges = format!("{judge} s of CPU time: the judge's limit, {source}");
    let derived = format!("{limit:.2} s of CPU time: the limit derived for this machine, ");
    let took = " s boardsolve's reference solver (--naive) took on the judge's largest input";
    if verdict.starts_with(&judges) {
        assert_eq!(limit, judge, "{verdict}");
        match reference {
            None => assert_eq!(verdict, format!("{judges})")),
            Some(r) => {
                assert!(6.0 * r <= judge + 0.01, "{verdict}");
                assert!(verdict.ends_with(&format!("{took})")), "{verdict}");
            }
        }
    } else if let Some(how) = verdict.strip_prefix(&derived) {
        assert!(limit > judge, "{verdict}");
        assert!(
            how.ends_with(&format!("; the judge's is {judge} s, {source})")),
            "{verdict}"
        );
        let r = reference.unwrap_or_else(|| panic!("{verdict}"));
        assert!(
            how.starts_with(&format!("6 x the {r:.2}{took}; ")),
            "{verdict}"
        );
        assert!((limit - 6.0 * r).abs() <= 0.06, "{verdict}");
    } else {
        panic!("neither the judge's limit nor a derived one: {verdict}");
    }
}

/// The zoo's program that takes `k` times the reference solver's time on
/// this machine, as a stress command.
fn reference_times(k: &str) -> [String; 4] {
    let program = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/zoo/go_reference_times.py"
    );
    ["python3".into(), program.into(), BIN.into(), k.into()]
}

/// stress go-capture on seed 1 with `--judge-time 0.05` (a figure every
/// run here goes past, so the limit is derived whatever the machine's
/// speed), plus `extra`, of `command`.
fn judged_at_a_twentieth(extra: &[&str], command: &[String]) -> crate::util::Run {
    let mut options = vec![
        "go-capture",
        "--judge-time",
        "0.05",
        "--seeds",
        "1..=1",
        "--shrink-time",
        "0",
    ];
    options.extend(extra);
    let command: Vec<&str> = command.iter().map(String::as_str).collect();
    stress(&options, &command)
}

/// A correct program past the judge's figure but within the limit
/// derived for this machine passes, with a warning that says how the
/// limit was derived: one taking 3 times the reference solver's time,
/// where the limit is 6 times it (the ratio, not the machine's speed or
/// load, decides). Under `--timeout` the same figure is exact.
#[test]
fn a_run_past_the_judges_figure_within_the_derived_limit_is_a_warning() {
    let r = judged_at_a_twentieth(&[], &reference_times("3"));
    let out = r.ok();
    let (first, warning) = out.split_once('\n').unwrap();
    assert!(first.starts_with("ok: 1 seed passed in "), "{out}");
    let took = figure(warning, "warning: seed 1, ").unwrap_or_else(|| panic!("{out}"));
    let limit = figure(warning, "within the limit derived for it (").unwrap();
    let reference = figure(warning, " s, 6 x the ").unwrap();
    assert!(took > 0.05 && took < limit, "{out}");
    assert!((limit - 6.0 * reference).abs() <= 0.06, "{out}");
    assert_eq!(
        warning,
        format!("warning: seed 1, {took:.2} s of CPU time: over the judge's 0.05 s on this machine, within the limit derived for it ({limit:.2} s, 6 x the {reference:.2} s boardsolve's reference solver (--naive) took on the judge's largest input)\n")
    );
    let r = stress(
        &[
            "go-capture",
            "--timeout",
            "0.05",
            "--seeds",
            "1..=1",
            "--shrink-time",
            "0",
        ],
        &reference_times("3").each_ref().map(String::as_str),
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout().starts_with(
            "seed 1 fails: time limit exceeded (0.05 s of CPU time: --timeout; the judge's is 4 s)\n"
        ),
        "{}",
        r.describe()
    );
}

/// A program several times too slow fails under the derived limit: 12
/// times the reference solver's time against a limit of 6 times it; the
/// verdict says how the limit was derived.
#[test]
fn a_program_several_times_too_slow_fails_under_the_derived_limit() {
    let r = judged_at_a_twentieth(&[], &reference_times("12"));
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let out = r.stdout();
    let verdict = out
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("seed 1 fails: time limit exceeded ("))
        .unwrap_or_else(|| panic!("{}", r.describe()));
    assert!(
        verdict.contains("the limit derived for this machine, 6 x the "),
        "{verdict}"
    );
    derived_as_told(verdict, 0.05, "as --judge-time gives it");
}

/// A plain accepted solution (a flood fill with a fresh board and a
/// queue a group, tests/zoo/go_flood.cpp) passes the judge's largest
/// inputs under the limit derived for this machine, whatever its speed:
/// with `--judge-time 0.05` every run goes past the figure, and the limit
/// is 6 times the reference solver's time, 2 to 3 times more than the
/// flood fill takes.
#[test]
fn a_plain_accepted_solution_passes_under_the_derived_limit() {
    let flood = crate::zoo::zoo().join("go_flood");
    let r = stress(
        &[
            "go-capture",
            "--judge-time",
            "0.05",
            "--seeds",
            "25..=75",
            "--shrink-time",
            "0",
        ],
        &[flood.to_str().unwrap()],
    );
    let out = r.ok();
    assert!(out.starts_with("ok: 51 seeds passed in "), "{out}");
    assert!(
        out.contains(" seeds over the judge's 0.05 s on this machine, within the limits derived for it; the slowest, seed "),
        "{out}"
    );
}

/// `--judge-time` and `--timeout` are two meanings of one limit: both is
/// a usage error.
#[test]
fn judge_time_and_timeout_conflict() {
    let r = stress(
        &["go-capture", "--judge-time", "1", "--timeout", "1"],
        &["true"],
    );
    assert_eq!(r.status, Some(2), "{}", r.describe());
    assert!(
        r.stderr
            .contains("'--judge-time <SECS>' cannot be used with '--timeout <SECS>'"),
        "{}",
        r.describe()
    );
}

/// `--timeout` overrides the judge's limit, and the report says both.
#[test]
fn timeout_overrides_the_judges_limit() {
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "25..=25",
            "--timeout",
            "0.5",
            "--shrink-time",
            "0",
        ],
        &["python3", &go_slow()],
    );
    assert!(
        r.stdout().starts_with(
            "seed 25 fails: time limit exceeded (0.5 s of CPU time: --timeout; the judge's is 4 s)\n"
        ),
        "{}",
        r.describe()
    );
}

/// Processes that spin until killed, killed when dropped.
struct Spinners(Vec<Child>);

impl Spinners {
    fn start(n: usize) -> Spinners {
        Spinners(
            (0..n)
                .map(|_| {
                    Command::new("sh")
                        .args(["-c", "while :; do :; done"])
                        .stdin(Stdio::null())
                        .spawn()
                        .expect("start a spinner")
                })
                .collect(),
        )
    }
}

impl Drop for Spinners {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// The number of moves of a go-capture input: its first line.
fn moves(input: &[u8]) -> usize {
    let text = String::from_utf8_lossy(input);
    text.lines().next().unwrap().trim().parse().unwrap()
}

/// Two spinning processes on the machine: a program that answers right
/// (it is boardsolve) on replays of up to 100 moves and spins past them is
/// reported for a replay of more than 100 moves, and shrunk to one, as
/// CPU time does not count the time the spinners take from it; before,
/// the wall clock under load made a 39-move replay fail a scaled limit.
#[test]
fn two_busy_processes_change_no_verdict() {
    let _spinners = Spinners::start(2);
    let dir = TempDir::new("busy");
    let program = format!(
        "f=$(mktemp '{}/in.XXXXXX'); cat > \"$f\"; \
         if [ \"$(head -n 1 \"$f\")\" -gt 100 ]; then rm -f \"$f\"; while :; do :; done; fi; \
         '{BIN}' go-capture < \"$f\"; rm -f \"$f\"",
        dir.0.display()
    );
    let (r, save) = stress_in(
        &[
            "go-capture",
            "--seeds",
            "1..=40",
            "--timeout",
            "0.25",
            "--shrink-time",
            "60",
            "--shell",
        ],
        &[&program],
    );
    let out = r.stdout();
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let verdict = "time limit exceeded (0.25 s of CPU time: --timeout; the judge's is 4 s)";
    let first = out.lines().next().unwrap();
    assert!(first.ends_with(&format!(" fails: {verdict}")), "{out}");
    assert!(
        out.contains(&format!("): {verdict}\n")),
        "the smallest is a time-out too:\n{out}"
    );
    let failing = fs::read(save.0.join("hack-000.in")).unwrap();
    let shrunk = fs::read(save.0.join("hack-000-shrunk.in")).unwrap();
    assert!(moves(&failing) > 100, "{out}");
    assert!(moves(&shrunk) > 100, "{out}");
    assert!(moves(&shrunk) < moves(&failing), "{out}");
}

/// A program that spins on every other run (a first run of an input)
/// and answers right on the next: each time-out is retried, answered
/// within the limit, and so no time-out.
#[test]
fn a_time_out_answered_in_time_on_the_retry_is_none() {
    let dir = TempDir::new("retry");
    let mark = dir.path("spun");
    let program = format!(
        "if [ -e '{mark}' ]; then rm '{mark}'; exec '{BIN}' go-capture; \
         else touch '{mark}'; while :; do :; done; fi"
    );
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..=3",
            "--jobs",
            "1",
            "--timeout",
            "0.3",
            "--shell",
        ],
        &[&program],
    );
    assert!(
        r.ok().starts_with("ok: 3 seeds passed in "),
        "{}",
        r.describe()
    );
}

/// A program that waits instead of working (a sleep) is stopped once it
/// has waited 3 times the limit, and the report says so.
#[test]
fn a_program_that_waits_is_stopped_by_the_wall_clock() {
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..=1",
            "--timeout",
            "0.2",
            "--shrink-time",
            "0",
        ],
        &["sleep", "30"],
    );
    assert!(
        r.stdout().starts_with(
            "seed 1 fails: time limit exceeded (it waited 3 times the 0.2 s limit without an answer, asleep or blocked rather than working; --timeout; the judge's is 4 s)\n"
        ),
        "{}",
        r.describe()
    );
}

/// A flip-chess program wrong only on the page's second example
/// (`[".X.",".O.","XO."]`, whose answer is 2): the default run tries the
/// examples first and names it; seeds the user chose run alone and pass.
#[test]
fn a_solution_wrong_only_on_an_example_is_caught() {
    let program = format!(
        "f=$(mktemp); cat > \"$f\"; \
         if grep -q '\".X.\",\".O.\",\"XO.\"' \"$f\"; then echo 3; else '{BIN}' flip-chess < \"$f\"; fi; rm -f \"$f\""
    );
    let r = stress(
        &["flip-chess", "--shell", "--shrink-time", "0"],
        &[&program],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout()
            .starts_with("example 2 of the problem page fails: wrong answer: case 1 (output line 1): expected \"2\", found \"3\"\ninput:\n[\".X.\",\".O.\",\"XO.\"]\n"),
        "{}",
        r.describe()
    );
    let r = stress(&["flip-chess", "--seeds", "1..=20", "--shell"], &[&program]);
    assert!(
        r.ok().starts_with("ok: 20 seeds passed in "),
        "{}",
        r.describe()
    );
}

/// A correct program passes the page's examples and the default seeds,
/// and the report counts both.
#[test]
fn the_default_run_counts_the_examples() {
    let r = stress(&["minesweeper"], &[BIN, "minesweeper"]);
    assert!(
        r.ok()
            .starts_with("ok: the page's 2 examples and 100 seeds passed in "),
        "{}",
        r.describe()
    );
}

/// `gen P --mix --seed S` writes the input stress runs for seed S, a
/// drawn seed's and a judge-size seed's, in either format, and under
/// `--judge-rules` that of `--beyond-judge-sizes`.
#[test]
fn gen_mix_writes_the_input_stress_ran() {
    for (problem, seed, stress_extra, gen_extra) in [
        ("go-capture", "7", &[][..], &[][..]),
        ("go-capture", "50", &[], &[]),
        ("flip-chess", "3", &[], &[]),
        (
            "minesweeper",
            "75",
            &["--format", "plain"],
            &["--format", "plain"],
        ),
        ("othello-moves", "25", &[], &[]),
        (
            "othello-moves",
            "5",
            &["--beyond-judge-sizes"],
            &["--judge-rules"],
        ),
    ] {
        let range = format!("{seed}..={seed}");
        let mut args = vec![problem, "--seeds", &range, "--shrink-time", "0"];
        args.extend(stress_extra);
        // An empty answer, wrong for every input (a program failing on an
        // empty input too, as `false`, is not runnable: nothing is saved).
        let (r, save) = stress_in(&args, &["true"]);
        assert_eq!(r.status, Some(1), "{}", r.describe());
        let saved = fs::read(save.0.join("hack-000.in")).unwrap();
        let mut g = vec!["gen", problem, "--mix", "--seed", seed];
        g.extend(gen_extra);
        let gen = run(&g, "");
        assert!(
            saved == gen.stdout,
            "{problem} seed {seed}: stress ran\n{}\ngen --mix wrote\n{}",
            String::from_utf8_lossy(&saved),
            gen.stdout()
        );
    }
}

/// `gen --mix` keeps to the judge's domain, as stress does by default:
/// a size the judge does not play on is a usage error, and
/// `--judge-rules` (stress's `--beyond-judge-sizes`) allows it.
#[test]
fn gen_mix_stays_in_the_judges_domain() {
    run(&["gen", "go-capture", "--mix", "--size", "9"], "")
        .usage_error("--strict: go-capture replays are 1..=500000 moves on 19x19");
    let r = run(
        &["gen", "go-capture", "--mix", "--size", "9", "--judge-rules"],
        "",
    );
    let out = r.ok();
    assert!(
        run(&["go-capture", "--size", "9"], out).status == Some(0),
        "a 9x9 replay"
    );
}

/// A program broken on every input is said so after one run of the
/// smallest input, which is its smallest failing input, not shrunk step by
/// step for the shrinker's minute: one that hangs
/// (stopped by the wall clock: 3 times the limit, then once more on the
/// smallest input, a replay of one move), one that crashes after some
/// output, one that answers nothing.
#[test]
fn a_program_broken_on_every_input_is_reported_after_the_smallest_input() {
    let hangs = stress(
        &["go-capture", "--seeds", "1..=1", "--timeout", "0.2"],
        &["sleep", "100"],
    );
    assert_eq!(hangs.status, Some(1), "{}", hangs.describe());
    let out = hangs.stdout();
    assert!(
        out.starts_with("seed 1 fails: time limit exceeded (it waited 3 times the 0.2 s limit"),
        "{out}"
    );
    assert!(
        out.contains("\ntimes out even on the smallest input (1 move): not shrunk step by step\nsmallest failing input: 1 move (was "),
        "{out}"
    );
    assert!(!out.contains("shrinking"), "{out}");
    let crashes = stress(
        &["flip-chess", "--seeds", "1..=1", "--shell"],
        &["echo 1; exit 3"],
    );
    let out = crashes.stdout();
    assert!(
        out.starts_with("seed 1 fails: crashed: exit status 3\n"),
        "{out}"
    );
    assert!(
        out.contains("\ncrashes even on the smallest input (1x1 with 0 stones): not shrunk step by step\nsmallest failing input: 1x1 with 0 stones (was "),
        "{out}"
    );
    let silent = stress(&["othello-moves", "--seeds", "1..=1"], &["true"]);
    let out = silent.stdout();
    assert!(
        out.contains(
            "\ngives no output even on the smallest input (1x1 with 0 stones): not shrunk step by step\nsmallest failing input: 1x1 with 0 stones (was "
        ),
        "{out}"
    );
}

/// A program that fails only on large inputs is still shrunk: its
/// smallest input runs in time, and the shrinker goes on.
#[test]
fn a_program_that_runs_on_the_smallest_input_is_shrunk() {
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "25..=25",
            "--timeout",
            "0.3",
            "--shrink-time",
            "5",
        ],
        &["python3", &go_slow()],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let out = r.stdout();
    assert!(out.contains("\nshrinking...\n"), "{out}");
    assert!(!out.contains("even on the smallest input"), "{out}");
}
