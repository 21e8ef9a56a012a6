//! `boardsolve emit`: every form of every problem compiles without a
//! warning (with the `rustc` on PATH; CI also uses Debian's 1.63, see
//! `.ci/emit-check`), passes `rustfmt --check`, keeps to its size, carries
//! no thread, explanation or reference solver, and answers like boardsolve:
//! fixtures, long generated inputs, and errors with the same message. Each
//! problem's validator (`emit --validator`) gives `boardsolve validate
//! --kattis`'s verdicts: status, and the same line on stderr; each
//! problem's output validator (`emit --checker`) gives `boardsolve check
//! --domjudge`'s: status, and the same message in the feedback directory.

use crate::mutate::mutate;
use crate::util::{run, TempDir};
use boardsolve::kit::gen::Rng;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// One emitted file, as `boardsolve emit --list` prints it: problem, emit
/// arguments, size limit in bytes (its ceiling and its judge's; the
/// problem's `emit.rs` says why), and the `gen` arguments of the inputs a
/// program is tried on.
struct Form {
    problem: String,
    args: Vec<String>,
    /// The file's name: problem and form (`go-capture-stdin`).
    stem: String,
    limit: usize,
    trials: Vec<Vec<String>>,
}

impl Form {
    /// LeetCode's bare form: a library, for LeetCode's `struct Solution`.
    fn library(&self) -> bool {
        self.args == ["--judge", "leetcode"]
    }

    /// The input validator, whose verdicts are `validate --kattis`'s.
    fn validator(&self) -> bool {
        self.args == ["--validator"]
    }

    /// The output validator, whose verdicts are `check --domjudge`'s.
    fn checker(&self) -> bool {
        self.args == ["--checker"]
    }
}

/// Every form of every registered problem.
fn forms() -> &'static [Form] {
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
fn validators() -> impl Iterator<Item = &'static Form> {
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

fn exe(stem: &str) -> &'static Path {
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
fn answer(stem: &str, input: &[u8]) -> Vec<u8> {
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

/// Inputs boardsolve rejects (status 1), of each problem: its programs
/// must stop where boardsolve stops.
fn rejected(problem: &str) -> &'static [&'static str] {
    match problem {
        "go-capture" => &[
            "1 x\n",
            "3\n1 1\n2 2\n1 1\n",
            "2\n1 1\n20 3\n",
            "2\n1 1\n",
            "1\n1 x\n",
        ],
        "othello-moves" => &["2\n0 1 0 0\n3\n", "2\n0 1\n2 7\n1\n", "3\n0 0\n"],
        "flip-chess" => &[
            "1 x\n",
            "[\"..X\", \".OQ\"]\n",
            "[\"..\"]\n[\"...\",\"..\"]\n",
            "2 2\n..\n",
        ],
        "check-move" => &[
            "1 x\n",
            "[[\".\",\"W\"]], 0, 5, \"B\"\n",
            "[[\".\",\"W\"],[\"B\"]], 0, 0, \"B\"\n",
            "1 2\n.W\n-1 0 B\n",
            "1 2\n.W\n0 0 X\n",
        ],
        "minesweeper" => &[
            "1 x\n",
            "2 2\nEE\nEM\n0 2\n",
            "[[\"E\"]], [1, 0]\n",
            "[[\"E\",\"Q\"]], [0, 0]\n",
            "1 1\nE\n0\n",
        ],
        _ => panic!("no rejected inputs of {problem}: add some here"),
    }
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
fn status_with_stderr_full(stem: &str, input: &[u8]) -> Option<i32> {
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
fn agrees(f: &Form, input: &[u8], what: &str) -> Option<i32> {
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
/// `--strict` checks them), of each problem.
fn constraint_faults(problem: &str) -> &'static [&'static str] {
    match problem {
        "go-capture" => &["0\n", "1\n0 1\n", "1\n20 1\n", "2\n1 1\n1 1\n"],
        "othello-moves" => &["101\n"],
        "flip-chess" => &["9 1\n.\n.\n.\n.\n.\n.\n.\n.\n.\n", "1 1\nX\n", "1 3\nOXO\n"],
        "check-move" => &["1 2\n.W\n0 0 B\n", "8 8\n........\n........\n........\n........\n........\n........\n........\nB.......\n7 0 W\n"],
        "minesweeper" => &["1 1\nX\n0 0\n", "1 2\nEB\n0 1\n", "[[\"X\"]]\n[0,0]\n"],
        _ => panic!("no constraint faults of {problem}: add some here"),
    }
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

/// The output validators, one a problem.
fn checkers() -> impl Iterator<Item = &'static Form> {
    forms().iter().filter(|f| f.checker())
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
