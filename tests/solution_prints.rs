//! What a solution prints is not its answer (issue 43): every harness
//! writes the returned values to the file `BOARDSOLVE_ANSWERS` names,
//! the prints stay on stdout, and stress judges the first and shows the
//! second apart, as LeetCode's "Stdout" panel does. By hand, without the
//! variable, a harness still writes its answers on stdout.

use crate::solution::{stress, toolchain, SOLUTIONS};
use crate::util::{build, run, TempDir};
use boardsolve::kit::contestant::{Limits, Outcome};
use boardsolve::kit::harness::{Lang, ANSWERS};
use boardsolve::kit::solution::{prepare_method, Cache};
use boardsolve::problems::Problem;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The solutions of `as-written/game-of-life/` that print while they
/// work, one a language.
const PRINTING: [(Lang, &str); 6] = [
    (Lang::Python, "prints.py"),
    (Lang::Cpp, "cout_debug.cpp"),
    (Lang::Java, "solution.java"),
    (Lang::JavaScript, "logs_every_cell.js"),
    (Lang::Go, "game_of_life.go"),
    (Lang::Rust, "game_of_life.rs"),
];

fn printing(name: &str) -> PathBuf {
    Path::new(SOLUTIONS)
        .join("as-written/game-of-life")
        .join(name)
}

/// Each harness around a solution that prints: with the variable set, the
/// file holds boardsolve's answers exactly and stdout the prints alone;
/// without it, stdout holds the answers among the prints, in order.
#[test]
fn each_harness_writes_its_answers_apart_from_the_prints() {
    let input = run(&["gen", "game-of-life", "--cases", "6", "--seed", "3"], "").ok();
    let expected = run(&["game-of-life"], input.clone()).ok();
    let life = Problem::from_name("game-of-life").unwrap();
    let method = boardsolve::with_problem!(life, P => {
        use boardsolve::kit::emit::Emit;
        P::LEETCODE.map(|lc| lc.signature)
    })
    .unwrap();
    let limits = Limits {
        time: Duration::from_secs(60),
        memory: 4 << 30,
        output: 16 << 20,
        wait: None,
    };
    let mut ran = 0;
    for (lang, name) in PRINTING {
        if !toolchain(lang.extensions()[0]) {
            continue;
        }
        ran += 1;
        let file = printing(name);
        let prepared = prepare_method(
            "game-of-life",
            Some(&method),
            &file,
            lang,
            build(),
            &Cache::off(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let dir = TempDir::new("prints-answers");
        let answers = PathBuf::from(dir.path("answers"));
        let outcome = prepared
            .program
            .run_with(input.as_bytes(), &limits, &|| false, &[(ANSWERS, &answers)])
            .unwrap();
        let Outcome::Finished { stdout, .. } = outcome else {
            panic!("{name}: {outcome:?}");
        };
        let written = std::fs::read_to_string(&answers).unwrap();
        assert_eq!(written, expected, "{name}");
        let printed = String::from_utf8_lossy(&stdout);
        assert!(!printed.trim().is_empty(), "{name}: nothing printed");
        assert!(
            expected.lines().all(|a| !printed.contains(a)),
            "{name}: an answer among the prints:\n{printed}"
        );
        // By hand: the answers on stdout, among the prints.
        let outcome = prepared
            .program
            .run(input.as_bytes(), &limits, &|| false)
            .unwrap();
        let Outcome::Finished { stdout, .. } = outcome else {
            panic!("{name}: {outcome:?}");
        };
        let stdout = String::from_utf8_lossy(&stdout);
        let mut lines = stdout.lines();
        for answer in expected.lines() {
            assert!(
                lines.any(|l| l == answer),
                "{name}: {answer} missing\n{stdout}"
            );
        }
    }
    assert!(ran > 0, "no toolchain for any language");
}

/// The sections of a failure's report: the answers side by side, then
/// what the solution printed, then where it is saved.
fn sections(out: &str) -> (&str, &str) {
    let answers = out
        .split_once("answers (line: expected | found):\n")
        .unwrap_or_else(|| panic!("no answers\n{out}"))
        .1;
    let (answers, rest) = answers
        .split_once("printed by the solution, as LeetCode's Stdout panel shows it (not judged):\n")
        .unwrap_or_else(|| panic!("no prints\n{out}"));
    let printed = rest.split_once("saved: ").unwrap().0;
    (answers, printed)
}

/// A wrong solution that prints is judged on what it returns: the report's
/// answers are its returned boards, its prints follow apart (those of the
/// failing case alone, run again on its own), and the saved output holds
/// its answers alone.
#[test]
fn a_wrong_solution_that_prints_is_judged_on_what_it_returns() {
    let dir = TempDir::new("prints-wrong");
    // prints.py, surviving only with two neighbours.
    let python = dir.path("survives-with-two.py");
    let text = std::fs::read_to_string(printing("prints.py")).unwrap();
    assert!(text.contains("live in (2, 3)"));
    std::fs::write(&python, text.replace("live in (2, 3)", "live == 2")).unwrap();
    let js = Path::new(SOLUTIONS).join("game-of-life/no-births-logs.js");
    // The page's first example is a 4x3 board: twelve cells, a line each
    // from the JavaScript; the board's size, then its four rows, from
    // the Python.
    let cases = [
        ("py", PathBuf::from(&python), "board 4 x 3\n[0, 0, 0]\n"),
        ("js", js, "cell 0 0 live 1\ncell 0 1 live 1\n"),
    ];
    for (ext, file, printed_head) in cases {
        if !toolchain(ext) {
            continue;
        }
        let save = TempDir::new("prints-save");
        let saved = save.path("test");
        let file = file.to_str().unwrap();
        let args = [
            "stress",
            "game-of-life",
            "--solution",
            file,
            "--save",
            &saved,
        ];
        let r = run(&[&args[..], &["--shrink-time", "0"]].concat(), "");
        let out = r.stdout();
        assert_eq!(r.status, Some(1), "{}", r.describe());
        assert!(
            out.starts_with("example 1 of the problem page fails: wrong answer: "),
            "{}",
            r.describe()
        );
        let (answers, printed) = sections(&out);
        // One line, boardsolve's board beside the returned one.
        assert!(
            answers.starts_with("> 1: [[0,0,0],[1,0,1],[0,1,1],[0,1,0]] | [["),
            "{}",
            r.describe()
        );
        assert_eq!(answers.lines().count(), 1, "{}", r.describe());
        assert!(printed.starts_with(printed_head), "{}", r.describe());
        if ext == "js" {
            assert!(
                printed.ends_with("\n... (2 more lines)\n"),
                "{}",
                r.describe()
            );
        }
        let actual =
            std::fs::read_to_string(Path::new(&saved).join("actual/hack-000.out")).unwrap();
        assert!(
            actual.starts_with("[[") && actual.lines().count() == 1,
            "{actual}"
        );
    }
}

/// Prints count toward the output limit, as the answers do: past it, the
/// run is an output limit exceeded, whatever it returned.
#[test]
fn prints_past_the_output_limit_are_an_output_limit_exceeded() {
    if !toolchain("py") {
        return;
    }
    let dir = TempDir::new("prints-limit");
    let file = dir.path("floods.py");
    let text = std::fs::read_to_string(printing("prints.py")).unwrap();
    let flood = text.replace(
        "        print(\"board\", m, \"x\", n)\n",
        "        print(\"x\" * (2 << 20))\n",
    );
    assert_ne!(flood, text);
    std::fs::write(&file, flood).unwrap();
    let r = stress(
        "game-of-life",
        Path::new(&file),
        &["--output-limit", "1", "--shrink-time", "0"],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout()
            .starts_with("example 1 of the problem page fails: output limit exceeded (1 MiB)\n"),
        "{}",
        r.describe()
    );
}
