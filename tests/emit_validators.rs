//! The validators `emit` writes: each problem's input validator (`emit
//! --validator`) gives `boardsolve validate --kattis`'s verdicts (status,
//! and the same line on stderr), its output validator (`emit --checker`)
//! `boardsolve check --domjudge`'s (status, and the same message in the
//! feedback directory).

use crate::emit::{agrees, checkers, exe, rejected, status_with_stderr_full, validators, Form};
use crate::mutate::mutate;
use crate::util::{run, TempDir};
use boardsolve::kit::gen::Rng;
use boardsolve::problems::Problem;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

#[test]
fn validators_agree_on_every_fixture() {
    for f in validators() {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures")
            .join(&f.problem);
        let mut verdicts = Vec::new();
        for entry in std::fs::read_dir(&fixtures).unwrap() {
            // Every input, pasted pages too: a validator judges any bytes.
            let input = entry.unwrap().path();
            if input.extension().is_some_and(|e| e == "in") {
                let bytes = std::fs::read(&input).unwrap();
                verdicts.push(agrees(f, &bytes, &input.display().to_string()));
            }
        }
        assert!(verdicts.contains(&Some(42)), "{}: no valid fixture", f.stem);
    }
}

/// `gen --strict` inputs of every pattern: one plain case (`--cases 1`),
/// and leetcode's for a board problem.
fn strict_inputs(problem: &str) -> Vec<(String, Vec<u8>)> {
    let p = boardsolve::problems::Problem::from_name(problem).unwrap();
    let formats: &[&[&str]] = match p.about().board() {
        true => &[
            &["--format", "plain", "--cases", "1"],
            &["--format", "leetcode"],
        ],
        false => &[&[]],
    };
    let mut inputs = Vec::new();
    for &pattern in p.about().patterns() {
        for &format in formats {
            for seed in ["1", "2"] {
                let mut args = vec!["gen", problem, "--strict", "--seed", seed];
                args.extend(["--pattern", pattern]);
                args.extend(format);
                inputs.push((args.join(" "), run(&args, "").ok().into_bytes()));
            }
        }
    }
    inputs
}

#[test]
fn validators_accept_strict_generated_inputs() {
    for f in validators() {
        for (what, input) in strict_inputs(&f.problem) {
            assert_eq!(agrees(f, &input, &what), Some(42), "{what}");
        }
    }
}

/// Faults of the layout, each made of a valid input: `None` if it has no
/// place for one (no space to double, say).
fn layout_faults(input: &[u8]) -> Vec<(&'static str, Option<Vec<u8>>)> {
    let text = String::from_utf8(input.to_vec()).unwrap();
    let at_space = |with: &str| text.contains(' ').then(|| text.replacen(' ', with, 1));
    let digit = text.find(|c: char| c.is_ascii_digit());
    let leading_zero = digit.map(|k| format!("{}0{}", &text[..k], &text[k..]));
    let cut = text.strip_suffix('\n').map(str::to_string);
    [
        ("CRLF", Some(text.replace('\n', "\r\n"))),
        ("a tab", at_space("\t")),
        ("a double space", at_space("  ")),
        ("a leading zero", leading_zero),
        ("a BOM", Some(format!("\u{feff}{text}"))),
        ("no final newline", cut),
        ("trailing input", Some(format!("{text}1\n"))),
        ("a blank line", Some(format!("{text}\n"))),
        ("a trailing space", Some(text.replacen('\n', " \n", 1))),
        ("an empty input", Some(String::new())),
    ]
    .into_iter()
    .map(|(what, fault)| (what, fault.map(String::into_bytes)))
    .collect()
}

#[test]
fn validators_agree_on_layout_faults() {
    for f in validators() {
        for (what, input) in strict_inputs(&f.problem).into_iter().step_by(2) {
            for (fault, bad) in layout_faults(&input) {
                if let Some(bad) = bad {
                    let status = agrees(f, &bad, &format!("{what} with {fault}"));
                    assert_eq!(status, Some(43), "{what} with {fault}");
                }
            }
        }
    }
}

/// Inputs within the layout that break the judge's constraints (as
/// `--strict` checks them), of each problem (its
/// `kit::faults::Faults::CONSTRAINT_FAULTS`).
fn constraint_faults(problem: &str) -> &'static [&'static str] {
    let p = Problem::from_name(problem).unwrap_or_else(|| panic!("no problem {problem}"));
    let inputs = p.about().constraint_faults();
    assert!(
        !inputs.is_empty(),
        "no constraint faults of {problem}: add some to its `impl Faults` (src/problems/<module>/faults.rs)"
    );
    inputs
}

/// The judge's constraints: the faults above, the inputs boardsolve
/// rejects, and the long trial inputs (most beyond the judge's limits).
#[test]
fn validators_agree_on_constraint_faults() {
    for f in validators() {
        for &input in constraint_faults(&f.problem) {
            let status = agrees(f, input.as_bytes(), &format!("{input:?}"));
            assert_eq!(status, Some(43), "{} accepts {input:?}", f.stem);
        }
        for &input in rejected(&f.problem) {
            agrees(f, input.as_bytes(), &format!("{input:?}"));
        }
        for trial in &f.trials {
            let mut args = vec!["gen", &f.problem];
            args.extend(trial.iter().map(String::as_str));
            let input = run(&args, "").ok();
            agrees(f, input.as_bytes(), &format!("gen {}", trial.join(" ")));
        }
    }
}

/// A validator whose stderr cannot be written still gives its status.
#[test]
fn validators_keep_the_status_when_stderr_fails() {
    for f in validators() {
        assert_eq!(
            status_with_stderr_full(&f.stem, b"x\n"),
            Some(43),
            "{}",
            f.stem
        );
    }
}

/// What an output validator did: its status, what it wrote to stdout and
/// stderr, and the files it left in the feedback directory (name, text).
type Judged = (Option<i32>, Vec<u8>, Vec<u8>, Vec<(String, String)>);

/// Runs `cmd` as Kattis runs an output validator: `INPUT ANSWER
/// FEEDBACK_DIR FLAGS...` (the files in `d`), `output` on stdin, in a
/// fresh feedback directory.
fn kattis_run(mut cmd: Command, d: &TempDir, flags: &[&str], output: &[u8]) -> Judged {
    use std::io::Write;
    let feedback = d.0.join("feedback");
    let _ = std::fs::remove_dir_all(&feedback);
    std::fs::create_dir_all(&feedback).unwrap();
    let mut child = cmd
        .args([d.path("in"), d.path("ans"), d.path("feedback")])
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let data = output.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    let mut files: Vec<(String, String)> = std::fs::read_dir(&feedback)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    files.sort();
    (out.status.code(), out.stdout, out.stderr, files)
}

/// Checker `f` and `boardsolve check --domjudge` on `output`, for `input`
/// and the jury's `answer` under the validator `flags`: the same status,
/// stdout, stderr and feedback files. Returns the status.
fn checks_alike(f: &Form, input: &[u8], answer: &[u8], output: &[u8], flags: &[&str]) -> i32 {
    let d = TempDir::new(&format!("checker-{}", f.problem));
    std::fs::write(d.path("in"), input).unwrap();
    std::fs::write(d.path("ans"), answer).unwrap();
    let mut want = Command::new(crate::util::BIN);
    want.args(["check", &f.problem, "--domjudge"]);
    let want = kattis_run(want, &d, flags, output);
    let got = kattis_run(Command::new(exe(&f.stem)), &d, flags, output);
    // The jury's file names are the same in both: the directory is.
    assert_eq!(
        got,
        want,
        "{} {flags:?} on output {:?} (answer {:?}, input {:?})",
        f.stem,
        String::from_utf8_lossy(output),
        String::from_utf8_lossy(answer),
        String::from_utf8_lossy(input)
    );
    want.0.unwrap()
}

/// Small inputs of problem `p` to judge outputs for: the fixtures a judge
/// could give (not pasted pages, no extra arguments) and a few generated
/// ones, in both formats where the problem has two.
fn checker_inputs(problem: &str) -> Vec<Vec<u8>> {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(problem);
    let mut inputs = Vec::new();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&fixtures)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for input in paths {
        let page = input.to_string_lossy().contains("-page-");
        let fixture = input.extension().is_some_and(|e| e == "in");
        if fixture && !page && !input.with_extension("args").exists() {
            let bytes = std::fs::read(&input).unwrap();
            // Only what boardsolve answers (a fixture may be an error's).
            if run(&[problem], bytes.clone()).status == Some(0) {
                inputs.push(bytes);
            }
        }
    }
    let p = boardsolve::problems::Problem::from_name(problem).unwrap();
    let formats: &[&[&str]] = match p.about().board() {
        true => &[&["--format", "plain"], &["--format", "leetcode"]],
        false => &[&[]],
    };
    for seed in ["1", "2", "3"] {
        for &format in formats {
            let mut args = vec!["gen", problem, "--seed", seed];
            args.extend(format);
            inputs.push(run(&args, "").ok().into_bytes());
        }
    }
    inputs
}

/// The validator flags a problem.yaml may give, as Kattis passes them.
const FLAGS: [&[&str]; 4] = [
    &[],
    &["case_sensitive"],
    &["space_change_sensitive"],
    &[
        "case_sensitive",
        "space_change_sensitive",
        "float_tolerance",
        "1e-6",
    ],
];

/// Every output validator judges as `boardsolve check --domjudge` does:
/// boardsolve's answer, the answer respaced, recased or with a BOM, random
/// mutants of it (`tests/mutate.rs`'s), under each set of flags; and a
/// jury answer that disagrees, a judge error.
#[test]
fn checkers_agree_with_check_domjudge() {
    for f in checkers() {
        let mut rng = Rng::new(21);
        let mut statuses = std::collections::BTreeSet::new();
        for (k, input) in checker_inputs(&f.problem).iter().enumerate() {
            let answer = run(&[&f.problem], input.clone()).ok().into_bytes();
            let text = String::from_utf8(answer.clone()).unwrap();
            let mut outputs = vec![
                answer.clone(),
                text.to_uppercase().into_bytes(),
                text.to_lowercase().into_bytes(),
                text.replace('\n', "\r\n").into_bytes(),
                text.replace('\n', "  \n\n").into_bytes(),
                text.trim_end().as_bytes().to_vec(),
                format!("\u{feff}{text}").into_bytes(),
                format!("{text}0\n").into_bytes(),
                Vec::new(),
            ];
            outputs.extend((0..12).map(|_| mutate(&mut rng, &answer)));
            for (j, output) in outputs.iter().enumerate() {
                let flags = FLAGS[(j + k) % FLAGS.len()];
                statuses.insert(checks_alike(f, input, &answer, output, flags));
            }
            // The jury's answer must agree with boardsolve's.
            let jury = mutate(&mut rng, &answer);
            statuses.insert(checks_alike(f, input, &jury, &answer, &[]));
        }
        for want in [42, 43, 3] {
            assert!(statuses.contains(&want), "{}: no status {want}", f.stem);
        }
    }
}

/// The long trial inputs: boardsolve's answer accepted, a changed last
/// line rejected, with the same message.
#[test]
fn checkers_agree_on_long_inputs() {
    for f in checkers() {
        for trial in &f.trials {
            let mut args = vec!["gen", &f.problem];
            args.extend(trial.iter().map(String::as_str));
            let input = run(&args, "").ok().into_bytes();
            let answer = run(&[&f.problem], input.clone()).ok().into_bytes();
            assert_eq!(checks_alike(f, &input, &answer, &answer, &[]), 42);
            let mut wrong = answer.clone();
            let last = wrong.len() - 2;
            wrong[last] = if wrong[last] == b'1' { b'2' } else { b'1' };
            assert_eq!(checks_alike(f, &input, &answer, &wrong, &[]), 43);
        }
    }
}

/// A judge error, status 3, whatever went wrong, with the reason on
/// stderr and in judgeerror.txt: an input boardsolve rejects, a missing
/// file, a bad command line (worded as the checker's own: it is not
/// `boardsolve check`), and a feedback directory that is not there.
#[test]
fn checkers_fail_as_check_domjudge_fails() {
    for f in checkers() {
        for &input in rejected(&f.problem) {
            checks_alike(f, input.as_bytes(), b"", b"", &[]);
        }
        let d = TempDir::new(&format!("checker-fail-{}", f.problem));
        let missing = kattis_run(Command::new(exe(&f.stem)), &d, &[], b"");
        assert_eq!(missing.0, Some(3), "{}", f.stem);
        let want = format!("FAIL: cannot read {}: ", d.path("in"));
        assert!(
            missing.3[0].1.starts_with(&want),
            "{}: {:?}",
            f.stem,
            missing.3
        );
        std::fs::write(d.path("in"), "").unwrap();
        std::fs::write(d.path("ans"), "").unwrap();
        for flags in [&["bogus"][..], &["float_tolerance"]] {
            let got = kattis_run(Command::new(exe(&f.stem)), &d, flags, b"");
            let mut want = Command::new(crate::util::BIN);
            want.args(["check", &f.problem, "--domjudge"]);
            let want = kattis_run(want, &d, flags, b"");
            assert_eq!((got.0, want.0), (Some(3), Some(3)), "{} {flags:?}", f.stem);
            let line = String::from_utf8(got.2).unwrap();
            assert!(line.starts_with("FAIL: bad command line: "), "{line}");
            assert!(line.contains(flags[0]), "{line}");
            assert_eq!(got.3, [("judgeerror.txt".to_string(), line)]);
        }
        let out = Command::new(exe(&f.stem))
            .args([d.path("in"), d.path("ans")])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{}", f.stem);
        // Without FEEDBACK_DIR, and stderr full: still a judge error.
        assert_eq!(status_with_stderr_full(&f.stem, b""), Some(3), "{}", f.stem);
        // A valid input, so that only the verdict cannot be written.
        let input = run(&["gen", &f.problem], "").ok();
        std::fs::write(d.path("in"), &input).unwrap();
        std::fs::write(d.path("ans"), run(&[&f.problem], input).ok()).unwrap();
        let gone = Command::new(exe(&f.stem))
            .args([d.path("in"), d.path("ans"), d.path("gone")])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(gone.status.code(), Some(3), "{}", f.stem);
        let line = String::from_utf8(gone.stderr).unwrap();
        let want = format!("FAIL: cannot write {}/judgemessage.txt: ", d.path("gone"));
        assert!(line.starts_with(&want), "{line}");
    }
}
