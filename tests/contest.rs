//! `stress` with contestant programs written for the test (shell lines and
//! boardsolve itself, altered): a correct one passes, a wrong one is found,
//! saved and shrunk (the smallest failing seed whatever `--jobs`), crashes,
//! hangs and output past the limit, the time-out shrink's budgets, a
//! command that cannot start, options checked and refused like a judge's,
//! and the domains `--beyond-judge` and `--beyond-judge-sizes` open.

use crate::util::{run, TempDir, BIN};
use std::fs;
use std::process::Command;

pub(crate) fn args(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// `boardsolve stress EXTRA --save DIR -- COMMAND`, saving into a fresh
/// temporary directory (returned, so a test can look at the files).
/// Without a progress line on stderr (a pipe here), which a run slowed
/// down past its interval by a loaded machine would print.
pub(crate) fn stress_in(extra: &[&str], command: &[&str]) -> (crate::util::Run, TempDir) {
    let save = TempDir::new("stress");
    let mut a = args(&["stress", "--progress", "0"]);
    a.extend(args(extra));
    a.extend(["--save".to_string(), save.0.to_str().unwrap().to_string()]);
    a.push("--".into());
    a.extend(args(command));
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    (run(&a, ""), save)
}

pub(crate) fn stress(extra: &[&str], command: &[&str]) -> crate::util::Run {
    stress_in(extra, command).0
}

#[test]
fn a_correct_solution_passes() {
    let r = stress(&["flip-chess", "--seeds", "1..=60"], &[BIN, "flip-chess"]);
    let out = r.ok();
    assert!(out.starts_with("ok: 60 seeds passed in "), "{out}");
    assert!(out.contains("; slowest: seed "), "{out}");
    assert!(out.contains("; most memory: seed "), "{out}");
}

#[test]
fn a_wrong_solution_is_found_saved_and_shrunk() {
    // Wrong exactly when the answer is 1.
    let wrong = format!("{BIN} flip-chess | sed 's/^1$/2/'");
    let (r, save) = stress_in(
        &["lcp41", "--cases", "4", "--seeds", "1..200", "--shell"],
        &[&wrong],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let out = r.stdout();
    let first = out.lines().next().unwrap();
    assert!(
        first.starts_with("seed ") && first.contains(" fails: wrong answer: case "),
        "{out}"
    );
    assert!(
        out.contains("\n> "),
        "the first differing line is marked:\n{out}"
    );
    // The report's command regenerates exactly the input saved.
    let reproduce = out
        .lines()
        .find_map(|l| l.strip_prefix("reproduce: boardsolve gen "))
        .unwrap();
    assert!(
        reproduce.contains(" --cases 4 ") && reproduce.contains(" --strict"),
        "{reproduce}"
    );
    let gen_args: Vec<&str> = std::iter::once("gen").chain(reproduce.split(' ')).collect();
    let regenerated = run(&gen_args, "").ok();
    let saved = fs::read_to_string(save.0.join("hack-000.in")).unwrap();
    assert_eq!(regenerated, saved);
    // .out is boardsolve's answer, actual/*.out the program's output.
    let answer = run(&["flip-chess"], saved.clone()).ok();
    assert_eq!(
        fs::read_to_string(save.0.join("hack-000.out")).unwrap(),
        answer
    );
    let actual = fs::read_to_string(save.0.join("actual/hack-000.out")).unwrap();
    let sed: String = answer
        .lines()
        .map(|l| if l == "1" { "2\n" } else { l }.trim_end().to_string() + "\n")
        .collect();
    assert_eq!(actual, sed);
    // The shrunk input is smaller, still fails, and is saved too.
    let line = out
        .lines()
        .find(|l| l.starts_with("smallest failing input: "))
        .unwrap();
    assert!(line.contains("expected \"1\", found \"2\""), "{line}");
    let small = fs::read_to_string(save.0.join("hack-000-shrunk.in")).unwrap();
    assert!(small.len() < saved.len(), "{small}");
    assert_eq!(run(&["flip-chess"], small.clone()).ok(), "1\n");
    assert!(
        out.contains(&format!("input:\n{}", small.trim_end())),
        "{out}"
    );
    assert!(
        out.ends_with("actual/hack-000-shrunk.out (the program's output)\n"),
        "{out}"
    );
    // A second failure takes the next free name.
    let again = run(
        &[
            "stress",
            "lcp41",
            "--save",
            save.0.to_str().unwrap(),
            "--shell",
            "--",
            &wrong,
        ],
        "",
    );
    assert!(
        again.stdout().contains("hack-001.in (input)"),
        "{}",
        again.describe()
    );
    // A kept shrunk case alone also holds its number: never overwritten.
    let kept = TempDir::new("kept-shrunk");
    fs::write(kept.0.join("hack-000-shrunk.in"), "precious").unwrap();
    let dir = kept.0.to_str().unwrap();
    let third = run(
        &["stress", "lcp41", "--save", dir, "--shell", "--", &wrong],
        "",
    );
    assert!(
        third.stdout().contains("hack-001.in (input)"),
        "{}",
        third.describe()
    );
    assert_eq!(
        fs::read_to_string(kept.0.join("hack-000-shrunk.in")).unwrap(),
        "precious"
    );
}

/// What a program printed is shown escaped: its bytes must not clear or
/// recolour the terminal the report is read on.
#[test]
fn a_programs_bytes_are_shown_escaped() {
    let r = stress(
        &["flip-chess", "--seeds", "1..=1", "--shell"],
        &["printf '\\033[2J\\000\\377\\n'"],
    );
    let out = r.stdout();
    assert!(out.contains("| \\x1b[2J\\0\\xff\n"), "{out}");
    assert!(!out.contains('\x1b'), "{out}");
    let r = stress(
        &["flip-chess", "--seeds", "1..=1", "--shell"],
        &["printf '\\033[2Jx\\n' >&2; exit 1"],
    );
    let out = r.stdout();
    assert!(out.contains("stderr:\n\\x1b[2Jx\n"), "{out}");
}

#[test]
fn the_smallest_failing_seed_is_reported_whatever_the_jobs() {
    let wrong = format!("{BIN} check-move | sed 's/true/false/'");
    let first = |jobs: &str| {
        let r = stress(
            &["check-move", "--seeds", "1..300", "--jobs", jobs, "--shell"],
            &[&wrong],
        );
        r.stdout().lines().next().unwrap().to_string()
    };
    // One job tries the seeds in order: its first failure is the smallest.
    let want = first("1");
    assert!(want.starts_with("seed "), "{want}");
    for jobs in ["2", "4"] {
        assert_eq!(first(jobs), want, "jobs {jobs}");
    }
}

#[test]
fn crashes_and_hangs_are_caught() {
    // Crashes once they read a line (an empty input has none: they are
    // runnable, see below).
    let r = stress(
        &["go-capture", "--seeds", "1..5", "--shell"],
        &["if read m; then kill -SEGV $$; fi"],
    );
    assert_eq!(r.status, Some(1));
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: crashed: killed by signal 11 (SIGSEGV)"),
        "{}",
        r.describe()
    );
    let r = stress(
        &["go-capture", "--seeds", "1..5", "--shell"],
        &["if read m; then exit 3; fi"],
    );
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: crashed: exit status 3"),
        "{}",
        r.describe()
    );
    // The same crash on an empty input: not runnable, reported once.
    let r = stress(&["go-capture", "--seeds", "1..5", "--shell"], &["exit 3"]);
    assert_eq!(r.status, Some(1));
    assert_eq!(
        r.stdout(),
        "not runnable: the program fails before any answer, on seed 1 and on an empty input alike (exit status 3); not shrunk\n"
    );
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..3",
            "--timeout",
            "0.2",
            "--moves",
            "3",
        ],
        &["sleep", "30"],
    );
    assert_eq!(r.status, Some(1));
    assert!(
        r.stdout().starts_with(
            "seed 1 fails: time limit exceeded (it waited 3 times the 0.2 s limit without an answer"
        ),
        "{}",
        r.describe()
    );
    // A program that hangs on the smallest input too: that input, at once.
    assert!(
        r.stdout().contains(
            "\ntimes out even on the smallest input (1 move): not shrunk step by step\nsmallest failing input: 1 move (was 3 moves; 1 input tried): time limit exceeded"
        ),
        "{}",
        r.describe()
    );
}

/// A hang shrinks with every smaller input but the one-move one failing
/// (that one answers, so the shrink goes on), but the first (half the
/// replay, run to the wall-clock backstop) already runs past the budget,
/// which ends it, and the report says so.
#[test]
fn a_time_out_shrink_stops_at_its_budget() {
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..=1",
            "--moves",
            "2000",
            "--timeout",
            "1",
            "--shrink-time",
            "3",
            "--shell",
        ],
        &[r#"read n; [ "$n" -gt 1 ] && exec sleep 10; echo 0 0"#],
    );
    let out = r.stdout();
    assert!(
        out.contains("\nshrinking stopped at its time budget (3 s, --shrink-time) after 1 input tried: the input may shrink further\nsmallest failing input: 1000 moves (was 2000 moves; 1 input tried)"),
        "{}",
        r.describe()
    );
}

/// A program that spins only on inputs over 3000 bytes: the prefixes
/// find where the time-out starts (about 580 moves of seed 1's replay),
/// and once the next 16 smaller inputs have run in time the shrink stops
/// and says so, rather than run every drop of a few moves. The budget is
/// generous: a busy machine ran the default 60 s out first.
#[test]
fn a_time_out_shrink_stops_once_smaller_inputs_run_in_time() {
    let (r, save) = stress_in(
        &[
            "go-capture",
            "--seeds",
            "1..=1",
            "--moves",
            "2000",
            "--timeout",
            "0.5",
            "--shrink-time",
            "900",
            "--shell",
        ],
        &["n=$(wc -c); if [ $n -gt 3000 ]; then while :; do :; done; fi"],
    );
    let out = r.stdout();
    assert!(
        out.contains("\nshrinking stopped after ")
            && out.contains(" inputs tried: the last 16 smaller inputs ran in time; the input may shrink further\n"),
        "{}",
        r.describe()
    );
    // The smallest is over the threshold, and the prefixes came near it.
    let shrunk = std::fs::read(save.0.join("hack-000-shrunk.in")).unwrap();
    assert!(
        (3001..3600).contains(&shrunk.len()),
        "{} bytes",
        shrunk.len()
    );
}

/// `--shrink-time 0`: the failure is reported and saved, not shrunk.
#[test]
fn shrink_time_zero_skips_shrinking() {
    let (r, save) = stress_in(
        &[
            "go-capture",
            "--seeds",
            "1..=1",
            "--shrink-time",
            "0",
            "--shell",
        ],
        &[&format!("'{BIN}' go-capture | sed 's/^1 0$/0 0/'")],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout().ends_with("\nnot shrunk (--shrink-time 0)\n"),
        "{}",
        r.describe()
    );
    assert!(!r.stdout().contains("shrinking"), "{}", r.describe());
    assert!(save.0.join("hack-000.in").exists());
    assert!(!save.0.join("hack-000-shrunk.in").exists());
    run(
        &["stress", "go-capture", "--shrink-time=-1", "--", "true"],
        "",
    )
    .usage_error("--shrink-time");
}

#[test]
fn output_past_the_limit_is_output_limit_exceeded() {
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..=1",
            "--moves",
            "2",
            "--output-limit",
            "1",
        ],
        &["yes", "0 0"],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: output limit exceeded (1 MiB)\n"),
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
    // A shell command line given as one word: --shell is named.
    for line in [
        "cat | wc -l",
        "sort > out",
        "a.out; echo",
        "./sol && true",
        "my prog",
    ] {
        stress(&["flip-chess"], &[line]).fails_with(&format!(
            "cannot start '{line}': no such executable file (a shell command line needs --shell)"
        ));
    }
    // A directory, and a script without its execute bit: said so.
    let dir = TempDir::new("cannot-start");
    let path = dir.0.to_str().unwrap();
    stress(&["go-capture"], &[path])
        .fails_with(&format!("cannot start '{path}': it is a directory"));
    let script = dir.path("sol.py");
    fs::write(&script, "print(1)\n").unwrap();
    stress(&["go-capture"], &[&script]).fails_with(&format!(
        "cannot start '{script}': the file is not executable (chmod +x it, or name its interpreter: -- python3 {script}); to stress a solution file, --solution {script}"
    ));
    // A file that is no program: the start fails, nothing is shrunk.
    let dir = TempDir::new("not-a-program");
    let fake = dir.path("fake");
    fs::write(&fake, "\x7fELF not really").unwrap();
    Command::new("chmod").args(["+x", &fake]).status().unwrap();
    let r = stress(&["go-capture"], &[&fake]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr
            .starts_with(&format!("error: cannot start '{fake}': ")),
        "{}",
        r.describe()
    );
    assert!(r.stdout.is_empty(), "{}", r.describe());
    // Through the shell: its "not found" is the same.
    let r = stress(
        &["go-capture", "--shell"],
        &["no-such-program-anywhere --flag"],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr.starts_with(
            "error: cannot start sh -c 'no-such-program-anywhere --flag': exit status 127: "
        ),
        "{}",
        r.describe()
    );
    run(&["stress", "go-capture"], "").usage_error("COMMAND");
}

#[test]
fn options_are_checked_like_a_judges() {
    for bad in ["0", "-1", "nan", "inf", "1e300"] {
        run(
            &[
                "stress",
                "go-capture",
                &format!("--timeout={bad}"),
                "--",
                "true",
            ],
            "",
        )
        .usage_error("the time limit must be above 0");
    }
    run(
        &["stress", "go-capture", "--timeout", "soon", "--", "true"],
        "",
    )
    .usage_error("expected seconds");
    run(&["stress", "go-capture", "--memory", "0", "--", "true"], "").usage_error("--memory");
    run(
        &["stress", "go-capture", "--output-limit", "0", "--", "true"],
        "",
    )
    .usage_error("--output-limit");
    run(&["stress", "go-capture", "--jobs", "0", "--", "true"], "").usage_error("--jobs");
    run(
        &["stress", "go-capture", "--seeds", "5..5", "--", "true"],
        "",
    )
    .usage_error("is empty");
    // The judge's domain: P10864's input does not carry the board size.
    run(&["stress", "go-capture", "--size", "9", "--", "true"], "")
        .usage_error("--size needs --beyond-judge");
    run(&["stress", "minesweeper", "--rows", "51", "--", "true"], "")
        .usage_error("--beyond-judge leaves it");
    // The last seed of u64 works.
    let max = u64::MAX.to_string();
    let seeds = format!("{max}..={max}");
    let r = stress(&["go-capture", "--seeds", &seeds], &[BIN, "go-capture"]);
    assert!(r.ok().starts_with("ok: 1 seed passed"));
    let r = stress(&["othello", "--seeds", &seeds, "--shell"], &["echo 0,0"]);
    assert!(
        r.stdout().starts_with(&format!("seed {max} fails: ")),
        "{}",
        r.describe()
    );
}

/// stress holds each input and each output in memory: what it cannot
/// hold is refused before anything runs (`--cases 4294967296` ran "0/1
/// seeds passed" until killed), and a seed whose input takes longer than
/// the time limit to generate, or draws sides that make it too large to
/// hold, is reported as such, with its `gen` line.
#[test]
fn stress_refuses_what_it_cannot_hold() {
    run(
        &[
            "stress",
            "minesweeper",
            "--cases",
            "4294967296",
            "--seeds",
            "1..=1",
            "--",
            "cat",
        ],
        "",
    )
    .usage_error("--cases 4294967296: an input of up to ")
    .usage_error("stress holds each input in memory, at most 67108864 bytes");
    run(
        &[
            "stress",
            "go-capture",
            "--output-limit",
            "1025",
            "--",
            "cat",
        ],
        "",
    )
    .usage_error("the output limit is 1 to 1024 MiB, found '1025'");
    // 3·10^7 bytes of moves in a millisecond: a thousand times too fast.
    let slow = [
        "go-capture",
        "--beyond-judge",
        "--moves",
        "5000000",
        "--seeds",
        "1..=1",
        "--timeout",
        "0.001",
    ];
    stress(&slow, &["true"]).fails_with(
        "seed 1: generating its input takes longer than the time limit (0.001 s): boardsolve gen go-capture --seed 1 --moves 5000000",
    );
    // Seed 1's boards (sides drawn up to 8) come to at most 64 MB, seed
    // 5's 13 x 11 past the 64 MiB held: refused when its turn comes. (A
    // long time limit: generating is timed by the wall clock, which a
    // busy machine stretches past the default 2 s.)
    let big = [
        "flip-chess",
        "--beyond-judge",
        "--cases",
        "400000",
        "--seeds",
        "1..=6",
        "--jobs",
        "1",
        "--timeout",
        "60",
    ];
    let r = stress(&big, &[BIN, "flip-chess"]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr.starts_with("error: seed 5: its input is over the 67108864 bytes stress holds: boardsolve gen flip-chess --seed 5 --cases 400000 --rows 13 --cols 11 "),
        "{}",
        r.describe()
    );
}

#[test]
fn beyond_the_judge_inputs_leave_the_domain() {
    // Revealed mines and clicks on revealed cells: only outside the domain.
    let (r, save) = stress_in(
        &[
            "minesweeper",
            "--beyond-judge",
            "--seeds",
            "1..=300",
            "--shell",
        ],
        &[&format!("{BIN} minesweeper --strict")],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let input = fs::read(save.0.join("hack-000.in")).unwrap();
    let strict = run(&["minesweeper", "--strict"], input.clone());
    assert_eq!(strict.status, Some(1));
    assert!(strict.stderr.contains("--strict"), "{}", strict.describe());
    // go-capture on another board size, told to the program by hand.
    let r = stress(
        &[
            "go-capture",
            "--beyond-judge",
            "--size",
            "5",
            "--seeds",
            "1..=20",
        ],
        &[BIN, "go-capture", "--size", "5"],
    );
    assert!(r.ok().starts_with("ok: 20 seeds passed"));
}

/// `--beyond-judge-sizes`: boards past the judge's limits, the judge's
/// other rules kept, also by the shrinker; the report regenerates the
/// input with `gen --judge-rules`.
#[test]
fn beyond_judge_sizes_leave_only_the_sizes() {
    let (r, save) = stress_in(
        &[
            "minesweeper",
            "--beyond-judge-sizes",
            "--seeds",
            "1..=300",
            "--shell",
        ],
        &[&format!("{BIN} minesweeper --strict")],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let out = r.stdout();
    let reproduce = out
        .lines()
        .find_map(|l| l.strip_prefix("reproduce: boardsolve "))
        .unwrap();
    assert!(reproduce.ends_with(" --judge-rules"), "{reproduce}");
    let gen_args: Vec<&str> = reproduce.split(' ').collect();
    let saved = fs::read_to_string(save.0.join("hack-000.in")).unwrap();
    assert_eq!(run(&gen_args, "").ok(), saved);
    // Only the size is past the judge's, in the input and the shrunk one.
    for f in ["hack-000.in", "hack-000-shrunk.in"] {
        let input = fs::read_to_string(save.0.join(f)).unwrap();
        let strict = run(&["minesweeper", "--strict"], input.clone());
        assert_eq!(strict.status, Some(1), "{}", strict.describe());
        assert!(
            strict.stderr.contains("above the judge's limit 50x50"),
            "{f}: {}",
            strict.describe()
        );
        assert!(!input.contains("\"X\""), "{f}: {input}");
    }
    // Either way out of the judge's domain, not both.
    let both = ["lcp41", "--beyond-judge", "--beyond-judge-sizes"];
    stress(&both, &["true"]).usage_error("cannot be used with");
    // go-capture's board size is one of its sizes.
    let r = stress(
        &[
            "go-capture",
            "--beyond-judge-sizes",
            "--size",
            "5",
            "--seeds",
            "1..=20",
        ],
        &[BIN, "go-capture", "--size", "5"],
    );
    assert!(r.ok().starts_with("ok: 20 seeds passed"));
}

/// In the plain format each input holds one case, as a contest's test
/// file does: a program that reads only the first case passes, until
/// `--cases` asks for more.
#[test]
fn plain_inputs_hold_one_case_unless_told() {
    let first_case = format!("awk 'NR == 1 {{ n = $1 }} NR <= n + 1' | {BIN} flip-chess");
    let plain = ["lcp41", "--format", "plain", "--seeds", "1..=60", "--shell"];
    assert!(stress(&plain, &[&first_case])
        .ok()
        .starts_with("ok: 60 seeds passed"));
    let two: Vec<&str> = plain.iter().copied().chain(["--cases", "2"]).collect();
    let r = stress(&two, &[&first_case]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    // LeetCode's format keeps several cases per input.
    let r = stress(&["lcp41", "--seeds", "1..=60", "--shell"], &[&first_case]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
}
