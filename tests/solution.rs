//! `stress --solution FILE` and `harness`, with the solutions of
//! `tests/solutions/<problem>/`: LeetCode-style files (`correct.*` pass,
//! any other name is a plausible mistake stress must catch and shrink,
//! `raises.*` crash at a known line) and whole programs for the stdin
//! problems. A language whose toolchain is missing is skipped with a
//! notice, except under CI (the variable `CI` set), where it fails.

use crate::util::{run, run_env, suite_cache, Run, TempDir, BIN, CACHE};
use boardsolve::problems::Problem;
use std::path::{Path, PathBuf};
use std::process::Command;

pub(crate) const SOLUTIONS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/solutions");

/// The programs a language's files need, by extension.
fn tools(ext: &str) -> &'static [&'static str] {
    match ext {
        "py" => &["python3"],
        "cpp" => &["g++"],
        "java" => &["javac", "java"],
        "js" => &["node"],
        "go" => &["go"],
        "rs" => &["rustc"],
        _ => panic!("no toolchain known for .{ext}"),
    }
}

fn on_path(tool: &str) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|d| d.join(tool).is_file())
}

/// Whether `ext`'s toolchain is here. Missing: a failure under CI, else a
/// notice on stderr (the caller returns).
pub(crate) fn toolchain(ext: &str) -> bool {
    let missing: Vec<&str> = tools(ext).iter().copied().filter(|t| !on_path(t)).collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI: .{ext} solutions need {missing:?} on PATH"
    );
    eprintln!("skipped: the .{ext} solutions need {missing:?}, not on PATH");
    false
}

/// The files of `tests/solutions/<problem>/` in language `ext`, sorted.
fn files(problem: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(SOLUTIONS).join(problem);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e}: add {problem}'s contestant solutions there (correct.* that stress passes, wrong ones it must catch)",
                dir.display()
            )
        })
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// `stress PROBLEM --solution FILE EXTRA`, saving into a scratch
/// directory.
pub(crate) fn stress(problem: &str, file: &Path, extra: &[&str]) -> Run {
    let save = TempDir::new("solution");
    let file = file.to_str().unwrap();
    let mut args = vec!["stress", problem, "--solution", file, "--save"];
    let save_dir = save.path("test");
    args.push(&save_dir);
    args.extend(extra);
    run(&args, "")
}

/// Few seeds (every mistake here fails within them), and short replays
/// (for a problem with `--moves`), so that shrinking a slow-starting
/// interpreter's runs stays quick.
fn extra(problem: &str) -> Vec<&'static str> {
    let mut extra = vec!["--seeds", "1..=10"];
    let p = Problem::from_name(problem).unwrap_or_else(|| panic!("no problem {problem}"));
    if p.about().uses(boardsolve::kit::gen::Setting::Moves) {
        extra.extend(["--moves", "60"]);
    }
    extra
}

/// Which of a language's solutions a test stresses.
#[derive(Clone, Copy, PartialEq)]
enum Share {
    /// The suite's: every correct one, and the first mistake (by
    /// problem): each language's harness on every problem, and one
    /// mistake caught and shrunk.
    Suite,
    /// The other mistakes (.ci/long's: each compiles, runs and shrinks
    /// in seconds, 2 to 3 a C++ file for g++ alone).
    Rest,
}

/// The solutions of language `ext` in `share`: the correct ones pass, the
/// wrong ones are caught and shrunk (flip-chess to a board of at most
/// 4x4).
fn language(ext: &str, share: Share) {
    if !toolchain(ext) {
        return;
    }
    let mut seen = 0;
    let mut mistakes = 0;
    // Every registered problem has its folder of solutions (`files` fails
    // on a missing one).
    for problem in Problem::ALL.map(|p| p.name()) {
        for file in files(problem, ext) {
            let name = file.file_stem().unwrap().to_str().unwrap();
            if name == "raises" {
                continue;
            }
            let correct = name == "correct" || name == "Main";
            if !correct {
                mistakes += 1;
            }
            let suite = correct || mistakes == 1;
            if suite != (share == Share::Suite) {
                continue;
            }
            seen += 1;
            let r = stress(problem, &file, &extra(problem));
            let out = r.stdout();
            if correct {
                // After the compile step's line, if any.
                let ok = out.lines().find(|l| !l.starts_with("compiled "));
                assert!(
                    r.status == Some(0)
                        && ok.is_some_and(|l| l.starts_with("ok: 10 seeds passed in ")),
                    "{}",
                    r.describe()
                );
                continue;
            }
            assert_eq!(r.status, Some(1), "{}", r.describe());
            assert!(!out.contains("crashed"), "{}", r.describe());
            let smallest = out
                .lines()
                .find_map(|l| l.strip_prefix("smallest failing input: "))
                .unwrap_or_else(|| panic!("not shrunk\n{}", r.describe()));
            if problem == "flip-chess" {
                let (size, _) = smallest.split_once(" with ").unwrap();
                let (rows, cols) = size.split_once('x').unwrap();
                let (rows, cols): (u32, u32) = (rows.parse().unwrap(), cols.parse().unwrap());
                assert!(rows <= 4 && cols <= 4, "{}", r.describe());
            }
        }
    }
    assert!(seen >= 3, "too few .{ext} solutions");
}

/// The languages of `tests/solutions/`.
const LANGUAGES: [&str; 6] = ["py", "cpp", "java", "js", "go", "rs"];

#[test]
fn python_solutions() {
    language("py", Share::Suite);
}

#[test]
fn cpp_solutions() {
    language("cpp", Share::Suite);
}

#[test]
fn java_solutions() {
    language("java", Share::Suite);
}

#[test]
fn javascript_solutions() {
    language("js", Share::Suite);
}

#[test]
fn go_solutions() {
    language("go", Share::Suite);
}

#[test]
fn rust_solutions() {
    language("rs", Share::Suite);
}

#[test]
#[ignore = "long: .ci/long runs it"]
fn every_other_mistake_in_every_language() {
    for ext in LANGUAGES {
        language(ext, Share::Rest);
    }
}

#[test]
fn a_crash_names_the_line_of_the_solution_itself() {
    // The line each `raises.*` throws at, as its language reports it.
    let cases = [
        ("py", "raises.py\", line 5, in flipChess"),
        ("cpp", "raises.cpp:4: int Solution::flipChess("),
        ("java", "at Solution.flipChess(raises.java:4)"),
        ("js", "raises.js:4:15)"),
        ("go", "flip-chess/raises.go:4"),
        ("rs", "panicked at "),
    ];
    for (ext, words) in cases {
        if !toolchain(ext) {
            continue;
        }
        let file = Path::new(SOLUTIONS).join(format!("flip-chess/raises.{ext}"));
        // Built once for this and batched's harness test.
        let save = TempDir::new("solution");
        let save = save.path("test");
        let f = file.to_str().unwrap();
        let args = [
            "stress",
            "flip-chess",
            "--solution",
            f,
            "--save",
            &save,
            "--seeds",
            "1..=1",
        ];
        let r = run_env(&args, "", &[(CACHE, suite_cache().to_str().unwrap())]);
        let out = r.stdout();
        assert_eq!(r.status, Some(1), "{}", r.describe());
        assert!(out.contains(" fails: crashed: "), "{}", r.describe());
        assert!(out.contains(words), "{ext}: {words}\n{}", r.describe());
        if ext == "rs" {
            assert!(
                out.contains("flip-chess/raises.rs:4:13"),
                "{}",
                r.describe()
            );
        }
    }
}

#[test]
fn a_recursive_python_flood_fill_survives_a_mine_free_50x50_board() {
    if !toolchain("py") {
        return;
    }
    // Recursion 2500 deep: past Python's default limit of 1000.
    let file = Path::new(SOLUTIONS).join("minesweeper/correct.py");
    let extra = [
        "--rows", "50", "--cols", "50", "--mines", "0", "--seeds", "1..=2",
    ];
    let r = stress("minesweeper", &file, &extra);
    assert!(r.ok().starts_with("ok: 2 seeds passed"));
}

#[test]
fn a_compile_error_shows_the_compilers_messages() {
    if !toolchain("cpp") {
        return;
    }
    let dir = TempDir::new("solution-bad");
    let bad = dir.path("bad.cpp");
    let source = "class Solution {\npublic:\n    int flipChess(vector<string>& b) {\n        return b.size() +;\n    }\n};\n";
    std::fs::write(&bad, source).unwrap();
    let r = run(&["stress", "flip-chess", "--solution", &bad], "");
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stderr.contains("bad.cpp:4:26: error: "),
        "{}",
        r.describe()
    );
    let last = r.stderr.lines().last().unwrap();
    assert_eq!(
        last,
        format!("error: {bad} is not runnable: it does not compile (g++: exit status 1; its messages are above)")
    );
}

#[test]
fn a_missing_toolchain_is_one_line_naming_it() {
    let file = Path::new(SOLUTIONS).join("flip-chess/correct.go");
    let empty = TempDir::new("solution-path");
    let out = Command::new(BIN)
        .args(["stress", "flip-chess", "--solution", file.to_str().unwrap()])
        .env("PATH", &empty.0)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: cannot run {}: Go needs the Go compiler, 'go', which is not on PATH\n",
            file.display()
        )
    );
}

#[test]
fn a_file_of_no_known_language_or_no_file_is_an_error() {
    let dir = TempDir::new("solution-kind");
    let txt = dir.path("sol.txt");
    std::fs::write(&txt, "").unwrap();
    run(&["stress", "lcp41", "--solution", &txt], "").fails_with(&format!(
        "cannot tell the language of {txt}: --solution takes a file ending in .py, .cpp, .cc, .cxx, .java, .js, .go, .rs"
    ));
    let none = dir.path("none.py");
    run(&["stress", "lcp41", "--solution", &none], "")
        .fails_with(&format!("cannot read {none}: no such file"));
}

#[test]
fn solution_and_command_go_alone() {
    let file = Path::new(SOLUTIONS).join("flip-chess/correct.py");
    let file = file.to_str().unwrap();
    run(&["stress", "lcp41", "--solution", file, "--", "cat"], "")
        .usage_error("cannot be used with");
    run(&["stress", "lcp41", "--solution", file, "--shell"], "").usage_error("cannot be used with");
    run(&["stress", "lcp41"], "").usage_error("<COMMAND>");
    run(&["stress", "lcp41", "--solution", file, "--format", "plain"], "").usage_error(
        "--solution calls LeetCode's method, which reads LeetCode's format: --format plain needs -- COMMAND",
    );
}

/// `harness` refuses every problem that is not LeetCode's (from the
/// registry), and a language it does not know.
#[test]
fn harness_is_for_leetcode_problems() {
    let mut whole = 0;
    for p in Problem::ALL.into_iter().filter(|p| !p.about().leetcode()) {
        whole += 1;
        let name = p.name();
        run(&["harness", name, "--lang", "py"], "").usage_error(&format!(
            "{name} is not a LeetCode problem: its --solution is a whole program, run as it is"
        ));
    }
    assert!(whole > 0, "no whole-program problem in the registry");
    run(&["harness", "lcp41", "--lang", "cobol"], "").usage_error("invalid value 'cobol'");
}

/// The printed harness, used as its head says, answers as boardsolve.
fn harness_answers(lang: &str, build: &dyn Fn(&TempDir) -> Vec<String>) {
    let dir = TempDir::new("solution-harness");
    let input = run(&["gen", "check-move", "--cases", "40", "--seed", "4"], "").ok();
    let expected = run(&["check-move"], input.clone()).ok();
    let text = run(&["harness", "check-move", "--lang", lang], "").ok();
    let ext = if lang == "py" { "py" } else { "cpp" };
    std::fs::write(dir.path(&format!("harness.{ext}")), text).unwrap();
    let solution = Path::new(SOLUTIONS).join(format!("check-move/correct.{ext}"));
    std::fs::copy(solution, dir.path(&format!("solution.{ext}"))).unwrap();
    let argv = build(&dir);
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .current_dir(&dir.0)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}

#[test]
fn the_printed_harness_runs_elsewhere() {
    if toolchain("py") {
        harness_answers("py", &|_| {
            ["python3", "harness.py", "solution.py"]
                .map(String::from)
                .to_vec()
        });
    }
    if toolchain("cpp") {
        harness_answers("cpp", &|dir| {
            let built = Command::new("g++")
                .args(["-O2", "-std=gnu++20", "-o", "harness", "harness.cpp"])
                .current_dir(&dir.0)
                .status()
                .unwrap();
            assert!(built.success());
            vec![dir.path("harness")]
        });
    }
}

/// A method that changes its board in place and returns nothing (`void
/// f(int[][] board)`): in every language the harness calls it
/// and shows the board after the call (`tests/solutions/in-place/`).
#[test]
fn an_in_place_method_shows_the_board_it_changed() {
    use boardsolve::kit::harness::{Method, Output, Param, Type};
    const FILL: Method = Method {
        name: "fillBoard",
        params: &[
            Param {
                name: "mark",
                ty: Type::Character,
            },
            Param {
                name: "board",
                ty: Type::CharGrid,
            },
        ],
        returns: Output::Changed(1),
    };
    let input = "\"X\"\n[[\"E\",\"M\"],[\"B\",\"1\"]]\n\"o\"\n[[\".\"]]\n";
    let shown = "[[\"X\",\"X\"],[\"X\",\"X\"]]\n[[\"o\"]]\n";
    in_every_language("in-place", &FILL, input, shown);
}

/// An `int[][]` of values of any width and sign, changed in place (as
/// LeetCode 73's `setZeroes`): every language's harness reads the values
/// and shows them after the call as they are (`tests/solutions/in-place-int/`).
#[test]
fn an_int_matrix_keeps_values_of_any_width_and_sign() {
    use boardsolve::kit::harness::{Method, Output, Param, Type};
    const ZEROES: Method = Method {
        name: "setZeroes",
        params: &[Param {
            name: "matrix",
            ty: Type::IntGrid,
        }],
        returns: Output::Changed(0),
    };
    let input = "[[-12,0,300],[7,2147483647,-2147483648]]\n[[1,2147483647],[-2147483648,-1]]\n";
    let shown = "[[0,0,0],[7,0,-2147483648]]\n[[1,2147483647],[-2147483648,-1]]\n";
    in_every_language("in-place-int", &ZEROES, input, shown);
}

/// Runs the one file of each language in `tests/solutions/<folder>/` in
/// the harness of `method` on `input`: it must show `shown`.
fn in_every_language(
    folder: &str,
    method: &boardsolve::kit::harness::Method,
    input: &str,
    shown: &str,
) {
    use crate::util::build;
    use boardsolve::kit::contestant::{Limits, Outcome};
    use boardsolve::kit::harness::Lang;
    use boardsolve::kit::solution::{prepare_method, Cache};
    let limits = Limits {
        time: std::time::Duration::from_secs(60),
        memory: 4 << 30,
        output: 1 << 20,
        wait: None,
    };
    let mut ran = 0;
    for lang in Lang::ALL {
        let ext = lang.extensions()[0];
        if !toolchain(ext) {
            continue;
        }
        let [file] = &files(folder, ext)[..] else {
            panic!("one .{ext} file in tests/solutions/{folder}");
        };
        ran += 1;
        let prepared = prepare_method(folder, Some(method), file, lang, build(), &Cache::off())
            .unwrap_or_else(|e| panic!("{}: {e:?}", file.display()));
        match prepared
            .program
            .run(input.as_bytes(), &limits, &|| false)
            .unwrap()
        {
            Outcome::Finished { stdout, .. } => assert_eq!(
                String::from_utf8_lossy(&stdout),
                shown,
                "{}",
                file.display()
            ),
            other => panic!("{}: {other:?}", file.display()),
        }
    }
    assert!(ran > 0, "no toolchain for any language");
}
