//! Many seeds a run (issue 36): `stress --solution` on a LeetCode problem
//! runs many inputs through one start of the harness, as LeetCode runs a
//! submission's testcases, and still reports what a run per input
//! (`--one-per-run`) reports: the same first failing seed, the same
//! report, the same saved files. State a solution keeps from one testcase
//! to the next fails, as on LeetCode, and the report says so.

use crate::solution::toolchain;
use crate::util::build;
use crate::util::{run, Run, TempDir, BIN};
use boardsolve::kit::contestant::{Limits, Outcome};
use boardsolve::kit::harness::{Lang, TIMES};
use boardsolve::kit::solution::{prepare_method, Cache};
use boardsolve::problems::{Problem, DESCRIBED};
use std::path::{Path, PathBuf};
use std::time::Duration;

const SOLUTIONS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/solutions");

/// `stress PROBLEM --solution FILE EXTRA`: the run (its report's saving
/// directory written `SAVE`), and what it saved (each file's name and
/// bytes, sorted).
fn stress(problem: &str, file: &Path, extra: &[&str]) -> (Run, Vec<(String, Vec<u8>)>) {
    let save = TempDir::new("batched");
    let dir = save.path("test");
    let file = file.to_str().unwrap();
    let mut args = vec!["stress", problem, "--progress", "0", "--solution", file];
    args.extend(["--save", &dir]);
    args.extend(extra);
    let mut r = run(&args, "");
    let report = String::from_utf8_lossy(&r.stdout).replace(&dir, "SAVE");
    r.stdout = report.into_bytes();
    let mut saved = Vec::new();
    for sub in ["", "actual"] {
        let Ok(entries) = std::fs::read_dir(Path::new(&dir).join(sub)) else {
            continue;
        };
        for e in entries {
            let path = e.unwrap().path();
            if path.is_file() {
                let name = format!("{sub}/{}", path.file_name().unwrap().to_string_lossy());
                saved.push((name, std::fs::read(&path).unwrap()));
            }
        }
    }
    saved.sort();
    (r, saved)
}

/// The report without the compile step's line (its time varies).
fn report(r: &Run) -> String {
    r.stdout()
        .lines()
        .filter(|l| !l.starts_with("compiled "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// `stress` as [`stress`] does, then again with `--one-per-run`.
type Stressed = (Run, Vec<(String, Vec<u8>)>);
fn both_ways(problem: &str, file: &Path, extra: &[&str]) -> (Stressed, Stressed) {
    let many = stress(problem, file, extra);
    let mut one_extra = extra.to_vec();
    one_extra.push("--one-per-run");
    (many, stress(problem, file, &one_extra))
}

/// check-move's correct Python solution with `head` before it and `first`
/// as the first lines of its method, in a scratch file (the directory
/// lives as long as the first value).
fn altered(head: &str, first: &str) -> (TempDir, PathBuf) {
    const SIGNATURE: &str = "    def checkMove(self, board: List[List[str]], rMove: int, cMove: int, color: str) -> bool:\n";
    let correct =
        std::fs::read_to_string(Path::new(SOLUTIONS).join("check-move/correct.py")).unwrap();
    assert!(
        correct.contains(SIGNATURE),
        "correct.py's signature changed"
    );
    let text = format!(
        "{head}{}",
        correct.replacen(SIGNATURE, &format!("{SIGNATURE}{first}"), 1)
    );
    let dir = TempDir::new("batched-altered");
    let file = PathBuf::from(dir.path("solution.py"));
    std::fs::write(&file, text).unwrap();
    (dir, file)
}

/// The solution files of `tests/solutions/<problem>/` in `ext` that are
/// wrong (every file but the correct one), sorted.
fn wrong_solutions(problem: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(SOLUTIONS).join(problem);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .filter(|p| p.file_stem().is_some_and(|s| s != "correct"))
        .collect();
    files.sort();
    files
}

/// Every wrong Python and JavaScript solution of every LeetCode problem
/// (wrong answers, and `raises.*`'s crash on some inputs only) is
/// reported run together exactly as run one a run: the same examples and
/// seeds, the same report to the byte (the first failure, its shrinking
/// and the inputs tried), the same files saved. A long test (`.ci/long`):
/// the suite compares both ways on the crash below.
#[test]
#[ignore = "long: .ci/long runs it"]
fn many_a_run_reports_what_one_a_run_reports() {
    let mut compared = 0;
    for ext in ["py", "js"] {
        if !toolchain(ext) {
            continue;
        }
        for p in DESCRIBED.iter().filter(|p| p.leetcode()) {
            for file in wrong_solutions(p.name(), ext) {
                let ((many, saved_many), (one, saved_one)) =
                    both_ways(p.name(), &file, &["--seeds", "1..=40"]);
                assert_eq!(one.status, Some(1), "{}", one.describe());
                assert_eq!(many.status, Some(1), "{}", many.describe());
                assert_eq!(report(&many), report(&one), "{}", file.display());
                assert!(
                    saved_many == saved_one,
                    "{}: saved files differ",
                    file.display()
                );
                compared += 1;
            }
        }
    }
    if compared > 0 {
        assert!(compared >= 8, "only {compared} solutions compared");
    }
}

/// A solution that answers every case, then exits with status 3 (an
/// `atexit` hook): the crash comes after the run's last answer, so it is
/// no one input's; reported as one a run reports it (the first example).
#[test]
fn a_crash_after_the_last_answer_is_reported_as_one_a_run_reports_it() {
    if !toolchain("py") {
        return;
    }
    let (_dir, file) = altered(
        "import atexit, os\natexit.register(lambda: os._exit(3))\n",
        "",
    );
    let ((many, _), (one, _)) = both_ways("check-move", &file, &["--shrink-time", "0"]);
    let out = report(&many);
    assert!(
        out.starts_with("example 1 of the problem page fails: crashed: exit status 3\n"),
        "{out}"
    );
    assert_eq!(out, report(&one));
}

/// A correct solution passes many seeds in few runs; the slowest seed is
/// timed by the harness, its calls alone.
#[test]
fn a_correct_solution_passes_with_its_calls_timed() {
    if !toolchain("py") {
        return;
    }
    let file = Path::new(SOLUTIONS).join("check-move/correct.py");
    let (r, saved) = stress("check-move", &file, &[]);
    let out = report(&r);
    assert_eq!(r.status, Some(0), "{}", r.describe());
    assert!(
        out.starts_with("ok: the page's 2 examples and 100 seeds passed in "),
        "{out}"
    );
    assert!(out.contains(", its calls); most memory: "), "{out}");
    assert!(saved.is_empty());
}

/// A Python solution that memoises by the move alone in a class
/// attribute (one dict for every instance, never emptied: the zoo's
/// `check_keeps_state.py`). Run together, seeds fail that pass alone; the
/// report names the run and says why, the saved input is those seeds'
/// inputs as gen writes them, and the last seed alone passes.
#[test]
fn state_kept_between_testcases_fails_as_on_leetcode() {
    if !toolchain("py") {
        return;
    }
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/zoo/check_keeps_state.py");
    let (r, saved) = stress(
        "check-move",
        &file,
        &["--seeds", "1..=40", "--shrink-time", "0"],
    );
    let out = report(&r);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let head = out.lines().next().unwrap();
    let range = head
        .strip_prefix("seeds ")
        .and_then(|h| h.split_once(" run together fail: wrong answer"))
        .map(|(range, _)| range)
        .unwrap_or_else(|| panic!("{out}"));
    let (a, b) = range.split_once("..=").unwrap();
    let (a, b): (u64, u64) = (a.parse().unwrap(), b.parse().unwrap());
    assert!(a < b, "{out}");
    assert!(
        out.contains(&format!("\nseed {b} fails only after the others in the same run: the solution keeps state from one testcase to the next")),
        "{out}"
    );
    assert!(out.contains("--one-per-run runs each input alone"), "{out}");
    // The saved input is seeds a..=b's, one after another.
    let mut together = Vec::new();
    for seed in a..=b {
        let seed = seed.to_string();
        let gen = run(&["gen", "check-move", "--mix", "--seed", &seed], "");
        together.extend(gen.stdout);
    }
    let input = &saved.iter().find(|(n, _)| n == "/hack-000.in").unwrap().1;
    assert!(*input == together, "the saved input is seeds {a}..={b}'s");
    // Seed b alone passes, and so does every seed one a run.
    let seeds = format!("{b}..={b}");
    let (alone, _) = stress("check-move", &file, &["--seeds", &seeds]);
    assert_eq!(alone.status, Some(0), "{}", alone.describe());
}

/// A Python check-move solution that never returns on one move (row 7,
/// column 7): the run of many stops at its limit on that input's case,
/// which runs again alone and times out there: the same seed and verdict
/// as one a run.
#[test]
fn a_time_out_in_a_run_of_many_is_its_seeds() {
    if !toolchain("py") {
        return;
    }
    let (_dir, file) = altered(
        "",
        "        while rMove == 7 and cMove == 7:\n            pass\n",
    );
    let extra = [
        "--seeds",
        "1..=60",
        "--timeout",
        "0.5",
        "--shrink-time",
        "0",
    ];
    let ((many, _), (one, _)) = both_ways("check-move", &file, &extra);
    assert_eq!(many.status, Some(1), "{}", many.describe());
    let out = report(&many);
    assert!(
        out.lines().next().unwrap().ends_with(
            "fails: time limit exceeded (0.5 s of CPU time: --timeout; the judge's is 2 s)"
        ),
        "{out}"
    );
    assert_eq!(out, report(&one));
}

/// A solution that hangs on every call (issue 43): the run of many
/// stops once it has waited as long as a run of one input may (3 times
/// the limit, not 3 times the run's own limit), on the input it was on,
/// which is judged a time-out at once, not run again; then the smallest
/// input's run, and the report: two starts of the program, where a
/// rerun alone made three (and the run's own limit twice as long a wait).
/// The verdict is the one a run per input gives.
#[test]
fn a_hang_in_a_run_of_many_is_judged_without_running_it_again() {
    if !toolchain("py") {
        return;
    }
    let logs = TempDir::new("batched-hang");
    let log = logs.path("starts");
    let (_dir, file) = altered(
        &format!(
            "import time
open({log:?}, \"a\").write(\"start\\n\")
"
        ),
        "        time.sleep(100)\n",
    );
    let extra = ["--seeds", "1..=20", "--timeout", "0.2", "--jobs", "1"];
    let ((many, _), (one, _)) = both_ways("check-move", &file, &extra);
    assert_eq!(many.status, Some(1), "{}", many.describe());
    let out = report(&many);
    assert!(
        out.starts_with("seed 1 fails: time limit exceeded (it waited 3 times the 0.2 s limit without an answer"),
        "{out}"
    );
    assert!(
        out.contains("\ntimes out even on the smallest input ("),
        "{out}"
    );
    assert_eq!(out, report(&one));
    // Both ways' starts (one job): seed 1's run of 8 seeds and the
    // smallest input's run, then seed 1's run alone and the smallest's.
    let starts = std::fs::read_to_string(&log).unwrap();
    assert_eq!(starts.lines().count(), 4, "{starts}");
}

/// `--timeout` is a limit per seed, not per run of many: a solution that
/// spends 0.15 s of CPU on every call passes seeds of one testcase each
/// under 0.4 s, though a run of 8 of them, one job, takes longer than
/// that (and than the run's own limit, twice the seed's): the run stops,
/// the seed it was on runs alone and passes, the rest run on.
#[test]
fn the_time_limit_is_each_seeds() {
    if !toolchain("py") {
        return;
    }
    let (_dir, file) = altered(
        "",
        "        import time\n        start = time.process_time()\n        while time.process_time() - start < 0.15:\n            pass\n",
    );
    let (r, _) = stress(
        "check-move",
        &file,
        &[
            "--seeds",
            "1..=8",
            "--timeout",
            "0.4",
            "--cases",
            "1",
            "--jobs",
            "1",
        ],
    );
    assert_eq!(r.status, Some(0), "{}", r.describe());
}

/// `--one-per-run` is an option of `--solution`, and `--help` says which
/// problems take a whole program, one input a run, from the registry.
#[test]
fn one_per_run_goes_with_a_solution() {
    let r = run(
        &[
            "stress",
            "check-move",
            "--one-per-run",
            "--",
            BIN,
            "check-move",
        ],
        "",
    );
    r.usage_error("--solution");
    let help = run(&["stress", "--help"], "").ok();
    let whole: Vec<&str> = DESCRIBED
        .iter()
        .filter(|p| !p.leetcode())
        .map(|p| p.name())
        .collect();
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&format!(
            "other problems ({}): a whole program, one input a run",
            whole.join(", ")
        )),
        "{help}"
    );
    assert!(flat.contains("--one-per-run"), "{help}");
}

/// The harness's side of it, in every language: with the variable set,
/// one time a testcase, each written once its answer is out, so the
/// answers before a crash are all there (flip-chess's `raises.*` throw on
/// a board of two rows, the third testcase here).
#[test]
fn each_harness_times_each_call_and_keeps_the_answers_before_a_crash() {
    let input = "[\"X\"]\n[\"O\"]\n[\"X\",\"O\"]\n[\"O\"]\n";
    let limits = Limits {
        time: Duration::from_secs(60),
        memory: 4 << 30,
        output: 1 << 20,
        wait: None,
    };
    let flip = Problem::ALL
        .into_iter()
        .find(|p| p.name() == "flip-chess")
        .unwrap();
    let method = boardsolve::with_problem!(flip, P => {
        use boardsolve::kit::emit::Emit;
        P::LEETCODE.map(|lc| lc.signature)
    })
    .unwrap();
    let mut ran = 0;
    for lang in Lang::ALL {
        let ext = lang.extensions()[0];
        if !toolchain(ext) {
            continue;
        }
        ran += 1;
        let file = Path::new(SOLUTIONS).join(format!("flip-chess/raises.{ext}"));
        let prepared = prepare_method(
            "flip-chess",
            Some(&method),
            &file,
            lang,
            build(),
            &Cache::off(),
        )
        .unwrap_or_else(|e| panic!("{}: {e:?}", file.display()));
        let dir = TempDir::new("batched-times");
        let times = PathBuf::from(dir.path("times"));
        let outcome = prepared
            .program
            .run_with(input.as_bytes(), &limits, &|| false, &[(TIMES, &times)])
            .unwrap();
        let Outcome::Crashed { stdout, .. } = outcome else {
            panic!("{}: {outcome:?}", file.display());
        };
        assert_eq!(
            String::from_utf8_lossy(&stdout),
            "0\n0\n",
            "{}",
            file.display()
        );
        let told = std::fs::read_to_string(&times).unwrap();
        let lines: Vec<&str> = told.lines().collect();
        assert_eq!(lines.len(), 2, "{}: {told:?}", file.display());
        for l in lines {
            let nanos: u64 = l
                .parse()
                .unwrap_or_else(|_| panic!("{}: {told:?}", file.display()));
            assert!(nanos < 10_000_000_000, "{}: {told:?}", file.display());
        }
    }
    assert!(ran > 0, "no toolchain for any language");
}
