//! `boardsolve emit`: every form of every problem compiles without a
//! warning (with the `rustc` on PATH; CI also uses Debian's 1.63, see
//! `.ci/emit-check`), passes `rustfmt --check`, keeps to its size, carries
//! no thread, explanation or reference solver, and answers like boardsolve:
//! fixtures, long generated inputs, and errors with the same message and a
//! status that survives a failing stderr. The validators and checkers
//! (`emit --validator`, `--checker`) are judged in `emit_validators.rs`.

use crate::util::run;
use boardsolve::problems::Problem;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// One emitted file, as `boardsolve emit --list` prints it: problem, emit
/// arguments, size limit in bytes (its ceiling and its judge's; the
/// problem's `emit.rs` says why), and the `gen` arguments of the inputs a
/// program is tried on.
pub(crate) struct Form {
    pub(crate) problem: String,
    pub(crate) args: Vec<String>,
    /// The file's name: problem and form (`<problem>-stdin`).
    pub(crate) stem: String,
    pub(crate) limit: usize,
    pub(crate) trials: Vec<Vec<String>>,
}

impl Form {
    /// LeetCode's bare form: a library, for LeetCode's `struct Solution`.
    pub(crate) fn library(&self) -> bool {
        self.args == ["--judge", "leetcode"]
    }

    /// The input validator, whose verdicts are `validate --kattis`'s.
    pub(crate) fn validator(&self) -> bool {
        self.args == ["--validator"]
    }

    /// The output validator, whose verdicts are `check --domjudge`'s.
    pub(crate) fn checker(&self) -> bool {
        self.args == ["--checker"]
    }
}

/// Every form of every registered problem.
pub(crate) fn forms() -> &'static [Form] {
    static FORMS: OnceLock<Vec<Form>> = OnceLock::new();
    FORMS.get_or_init(|| {
        let words = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
        let list = run(&["emit", "--list"], "").ok();
        let forms: Vec<Form> = list
            .lines()
            .map(|line| {
                let fields: Vec<&str> = line.split('\t').collect();
                let args = words(fields[1]);
                let form = args.last().unwrap().trim_start_matches("--");
                Form {
                    problem: fields[0].to_string(),
                    stem: format!("{}-{form}", fields[0]),
                    args,
                    limit: fields[2].parse().unwrap(),
                    trials: fields[3..].iter().map(|t| words(t)).collect(),
                }
            })
            .collect();
        for p in boardsolve::problems::Problem::ALL {
            assert!(forms.iter().any(|f| f.problem == p.name()), "{}", p.name());
        }
        forms
    })
}

/// The forms that answer: all but the bare LeetCode ones and the
/// validators.
fn programs() -> impl Iterator<Item = &'static Form> {
    forms()
        .iter()
        .filter(|f| !f.library() && !f.validator() && !f.checker())
}

/// The validators, one a problem.
pub(crate) fn validators() -> impl Iterator<Item = &'static Form> {
    forms().iter().filter(|f| f.validator())
}

fn dir() -> PathBuf {
    std::env::temp_dir().join(format!("boardsolve-emit-{}", std::process::id()))
}

fn source(f: &Form) -> String {
    let mut args = vec!["emit", &f.problem];
    args.extend(f.args.iter().map(String::as_str));
    run(&args, "").ok()
}

/// Emits and compiles every form once (two at a time), LeetCode's as a
/// library behind LeetCode's own `struct Solution`; any warning fails.
/// Returns the executables of the programs by stem.
fn built() -> &'static Vec<(&'static str, PathBuf)> {
    static BUILT: OnceLock<Vec<(&'static str, PathBuf)>> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = dir();
        std::fs::create_dir_all(&dir).unwrap();
        let forms: Vec<&'static Form> = forms().iter().collect();
        let jobs: Vec<_> = forms
            .chunks(forms.len().div_ceil(2))
            .map(|chunk| {
                let (dir, chunk) = (dir.clone(), chunk.to_vec());
                std::thread::spawn(move || {
                    let mut built = Vec::new();
                    for f in chunk {
                        let mut text = source(f);
                        let lib = f.library();
                        if lib {
                            text = format!("pub struct Solution;\n{text}");
                        }
                        let src = dir.join(format!("{}.rs", f.stem));
                        std::fs::write(&src, text).unwrap();
                        let exe = dir.join(&f.stem);
                        let extra: &[&str] = if lib {
                            &["--crate-type", "lib", "--crate-name", "solution"]
                        } else {
                            &[]
                        };
                        compile(&src, &exe, extra);
                        built.push((f.stem.as_str(), exe));
                    }
                    built
                })
            })
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    })
}

/// Compiles with `rustc -O`; any warning fails the test.
fn compile(src: &Path, out: &Path, extra: &[&str]) {
    let r = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o", out.to_str().unwrap()])
        .args(extra)
        .arg(src)
        .output()
        .expect("rustc");
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(
        r.status.success() && stderr.is_empty(),
        "{}:\n{stderr}",
        src.display()
    );
}

pub(crate) fn exe(stem: &str) -> &'static Path {
    &built().iter().find(|(s, _)| *s == stem).unwrap().1
}

/// Runs an emitted program on `input`.
fn run_exe(stem: &str, input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(exe(stem))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let data = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    out
}

/// The program's answer, which must succeed.
pub(crate) fn answer(stem: &str, input: &[u8]) -> Vec<u8> {
    let out = run_exe(stem, input);
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{stem}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn every_form_compiles_without_a_warning() {
    assert_eq!(built().len(), forms().len());
}

#[test]
fn every_form_is_formatted_as_rustfmt_formats_it() {
    let dir = dir().join("fmt");
    std::fs::create_dir_all(&dir).unwrap();
    for f in forms() {
        // Outside the repository: rustfmt's defaults, not rustfmt.toml.
        let file = dir.join(format!("{}.rs", f.stem));
        std::fs::write(&file, source(f)).unwrap();
        let r = Command::new("rustfmt")
            .args(["--edition", "2021", "--check"])
            .arg(&file)
            .current_dir(&dir)
            .output()
            .expect("rustfmt");
        assert!(
            r.status.success(),
            "{}:\n{}",
            f.stem,
            String::from_utf8_lossy(&r.stdout)
        );
    }
}

#[test]
fn every_form_keeps_to_its_size_and_its_target() {
    for f in forms() {
        let src = source(f);
        assert!(
            src.len() <= f.limit,
            "{}: {} bytes, over {}",
            f.stem,
            src.len(),
            f.limit
        );
        assert!(
            src.starts_with(&format!("// {}: ", f.problem)),
            "{}",
            f.stem
        );
        for words in [
            format!("boardsolve {}", env!("CARGO_PKG_VERSION")),
            "Rust 1.63 or later".to_string(),
        ] {
            assert!(src.contains(&words), "{}: no {words:?}", f.stem);
        }
        // One thread, std only, no unsafe, no tests, no explanation and
        // no reference solver.
        for banned in [
            "std::thread",
            "spawn(",
            "available_parallelism",
            "mpsc",
            "extern crate",
            "use clap",
            "use anyhow",
            "use itoa",
            "unsafe {",
            "unsafe fn",
            "#[cfg(test)]",
            "fn naive",
            "NaiveBoard",
            "Explain",
            "fn explain",
        ] {
            assert!(!src.contains(banned), "{} contains {banned:?}", f.stem);
        }
        let reads = src.contains("Scanner") || src.contains("stdin");
        let leetcode = f.library();
        assert_eq!(reads, !leetcode, "{}: reads stdin?", f.stem);
        if leetcode {
            assert!(
                !src.contains("\nstruct Solution") && !src.contains("\nfn main"),
                "{}",
                f.stem
            );
            // So it does not build alone, and its head says how to try it.
            assert!(src.contains("`--with-harness` adds them"), "{}", f.stem);
        }
    }
    for p in boardsolve::problems::Problem::ALL.map(|p| p.name()) {
        let on_leetcode = forms().iter().any(|f| f.problem == p && f.library());
        if !on_leetcode {
            run(&["emit", p, "--judge", "leetcode"], "")
                .usage_error(&format!("{p} is not a LeetCode problem"));
            run(&["emit", p, "--with-harness"], "")
                .usage_error("--with-harness goes with --judge leetcode");
        }
        run(&["emit", p, "--judge", "stdin", "--with-harness"], "")
            .usage_error("--with-harness goes with --judge leetcode");
        assert!(validators().any(|f| f.problem == p), "{p}: no validator");
        assert!(checkers().any(|f| f.problem == p), "{p}: no checker");
        for (form, other) in [
            ("--validator", "--judge"),
            ("--validator", "--with-harness"),
            ("--checker", "--judge"),
            ("--checker", "--with-harness"),
            ("--checker", "--validator"),
        ] {
            let mut args = vec!["emit", p, form, other];
            if other == "--judge" {
                args.push("stdin");
            }
            run(&args, "").usage_error("cannot be used with");
        }
        // --list goes alone; without it a problem is required.
        run(&["emit", "--list", p], "").usage_error("'--list' cannot be used");
    }
    run(&["emit"], "").usage_error("<PROBLEM>");
}

#[test]
fn emitted_programs_answer_every_fixture() {
    for f in programs() {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures")
            .join(&f.problem);
        for entry in std::fs::read_dir(&fixtures).unwrap() {
            let input = entry.unwrap().path();
            // Pasted problem pages are boardsolve's own convenience, not a
            // judge's input: emitted programs never see them.
            let page = input.to_string_lossy().contains("-page-");
            let fixture = input.extension().is_some_and(|e| e == "in");
            if !fixture || page || input.with_extension("args").exists() {
                continue;
            }
            let want = std::fs::read(input.with_extension("out")).unwrap();
            let got = answer(&f.stem, &std::fs::read(&input).unwrap());
            assert!(
                got == want,
                "{} on {}:\n{}",
                f.stem,
                input.display(),
                String::from_utf8_lossy(&got)
            );
        }
    }
}

/// Inputs boardsolve rejects (status 1), of each problem (its
/// `kit::faults::Faults::REJECTED`): its programs must stop where
/// boardsolve stops.
pub(crate) fn rejected(problem: &str) -> &'static [&'static str] {
    let p = Problem::from_name(problem).unwrap_or_else(|| panic!("no problem {problem}"));
    let inputs = p.about().rejected();
    assert!(
        !inputs.is_empty(),
        "no rejected inputs of {problem}: add some to its `impl Faults` (src/problems/<module>/faults.rs)"
    );
    inputs
}

/// Bad inputs: each program stops where boardsolve stops, with the same
/// answers before, the same message and status 1.
#[test]
fn emitted_programs_reject_what_boardsolve_rejects() {
    for f in programs() {
        for &input in rejected(&f.problem) {
            let want = run(&[&f.problem], input);
            assert_eq!(want.status, Some(1), "{} accepts {input:?}", f.problem);
            let got = run_exe(&f.stem, input.as_bytes());
            assert_eq!(
                (
                    got.status.code(),
                    &got.stdout,
                    String::from_utf8_lossy(&got.stderr)
                ),
                (want.status, &want.stdout, want.stderr.as_str().into()),
                "{} on {input:?}",
                f.stem
            );
        }
    }
}

/// The exit status of program `stem` on `input` with its stderr on
/// /dev/full (every write to it fails).
pub(crate) fn status_with_stderr_full(stem: &str, input: &[u8]) -> Option<i32> {
    let mut child = Command::new(exe(stem))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(
            std::fs::File::options()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        )
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut pipe, input).unwrap();
    drop(pipe);
    child.wait().unwrap().code()
}

/// An emitted program whose stderr cannot be written (/dev/full) still
/// exits 1 on bad input, where `eprintln!` would panic with 101.
#[test]
fn emitted_programs_keep_the_status_when_stderr_fails() {
    for f in programs() {
        let input = rejected(&f.problem)[0].as_bytes();
        assert_eq!(
            status_with_stderr_full(&f.stem, input),
            Some(1),
            "{}",
            f.stem
        );
    }
}

/// Each program answers its problem's trial inputs (long generated ones,
/// several shapes, both input formats) as boardsolve does.
#[test]
fn emitted_programs_agree_on_long_generated_inputs() {
    let mut done = Vec::new();
    for f in programs() {
        for trial in &f.trials {
            // Generated and answered once for the problem's forms.
            if done.contains(&(&f.problem, trial)) {
                continue;
            }
            done.push((&f.problem, trial));
            let mut args = vec!["gen", &f.problem];
            args.extend(trial.iter().map(String::as_str));
            let input = run(&args, "").ok();
            let want = run(&[&f.problem], input.clone()).ok();
            for g in programs().filter(|g| g.problem == f.problem) {
                assert!(
                    answer(&g.stem, input.as_bytes()) == want.as_bytes(),
                    "{} differs from boardsolve on gen {}",
                    g.stem,
                    trial.join(" ")
                );
            }
        }
    }
}

/// Validator `f` on `input` gives `boardsolve validate --kattis`'s verdict:
/// the status, nothing on stdout, the same line on stderr. Returns the
/// status.
pub(crate) fn agrees(f: &Form, input: &[u8], what: &str) -> Option<i32> {
    let want = run(&["validate", &f.problem, "--kattis"], input);
    let got = run_exe(&f.stem, input);
    let got = (
        got.status.code(),
        got.stdout,
        String::from_utf8_lossy(&got.stderr).into_owned(),
    );
    assert_eq!(
        got,
        (want.status, Vec::new(), want.stderr.clone()),
        "{} on {what}:\n{}",
        f.stem,
        want.describe()
    );
    want.status
}

/// The output validators, one a problem.
pub(crate) fn checkers() -> impl Iterator<Item = &'static Form> {
    forms().iter().filter(|f| f.checker())
}
