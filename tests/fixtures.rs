//! Every `fixtures/<subcommand>/*.in` runs through the binary (with the
//! extra arguments in a `.args` file beside it, if any) and must print its
//! `.out` byte for byte, with `--naive` and on two threads too; with
//! `--explain` stdout stays the same and stderr matches the `.explain`
//! golden file beside it, if any. Every fixture folder is a problem, and
//! every problem has one.

use crate::util::run;
use boardsolve::problems::Problem;
use std::fs;
use std::path::{Path, PathBuf};

fn fixture_inputs(sub: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(sub);
    let mut ins: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e}: add {sub}'s fixtures there (NN-slug.in and .out pairs, the samples first)",
                dir.display()
            )
        })
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    ins.sort();
    ins
}

/// Runs every fixture of `sub` with `extra` arguments; returns how many ran.
pub fn check_fixtures(sub: &str, extra: &[&str]) -> usize {
    let ins = fixture_inputs(sub);
    assert!(
        !ins.is_empty(),
        "no fixtures for {sub}: add NN-slug.in and .out pairs to fixtures/{sub}/"
    );
    for input in &ins {
        let args_file = input.with_extension("args");
        let args_text = fs::read_to_string(&args_file).unwrap_or_default();
        let mut args = vec![sub];
        args.extend(args_text.split_whitespace());
        args.extend_from_slice(extra);
        let want = fs::read(input.with_extension("out")).unwrap();
        let r = run(&args, fs::read(input).unwrap());
        assert!(
            r.status == Some(0) && r.stdout == want,
            "fixture {} differs from its .out\nexpected:\n{}\n{}",
            input.display(),
            String::from_utf8_lossy(&want),
            r.describe()
        );
        // With --explain, stdout is the same bytes; the explanation (on
        // stderr, plain: not a terminal) matches its golden file if any.
        args.push("--explain");
        let e = run(&args, fs::read(input).unwrap());
        assert!(
            e.status == Some(0) && e.stdout == want,
            "--explain changed stdout\n{}",
            e.describe()
        );
        assert!(
            !e.stderr.contains('\x1b'),
            "colour on a pipe\n{}",
            e.describe()
        );
        if let Ok(golden) = fs::read_to_string(input.with_extension("explain")) {
            assert_eq!(e.stderr, golden, "explanation of {}", input.display());
        }
    }
    ins.len()
}

/// Every registered problem's fixtures: in default mode, with `--naive`,
/// and on two threads where the subcommand has `--threads`; a problem
/// with no fixtures fails. One thread a problem, as separate tests were.
#[test]
fn every_problem_passes_its_fixtures() {
    std::thread::scope(|s| {
        for p in Problem::ALL {
            s.spawn(move || {
                check_fixtures(p.name(), &[]);
                check_fixtures(p.name(), &["--naive"]);
                if p.about().has_switch("threads") {
                    check_fixtures(p.name(), &["--threads", "2"]);
                }
            });
        }
    });
}

/// Every folder under `fixtures/` is a registered problem's (a misspelt
/// folder would never run).
#[test]
fn every_fixture_folder_is_a_problem() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    for entry in fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name();
        let name = name.to_string_lossy();
        assert!(
            Problem::from_name(&name).is_some_and(|p| p.name() == name),
            "fixtures/{name} is no problem's folder"
        );
    }
}

/// A FILE argument reads the same input as stdin, `-` is stdin, under the
/// name and the alias, and a missing FILE is one error: for every problem,
/// on its first fixture.
#[test]
fn file_argument_and_dash() {
    for p in Problem::ALL {
        let (name, alias) = (p.name(), p.about().alias());
        let path = &fixture_inputs(name)[0];
        let want = fs::read(path.with_extension("out")).unwrap();
        let args_text = fs::read_to_string(path.with_extension("args")).unwrap_or_default();
        let extra: Vec<&str> = args_text.split_whitespace().collect();
        let file = path.to_str().unwrap();
        for (sub, arg, stdin) in [
            (name, file, Vec::new()),
            (alias, "-", fs::read(path).unwrap()),
        ] {
            let mut args = vec![sub];
            args.extend(&extra);
            args.push(arg);
            let r = run(&args, stdin);
            assert_eq!(r.ok().as_bytes(), want, "{}", r.describe());
        }
        run(&[name, "/nonexistent/input.txt"], "").fails_with(
            "cannot open /nonexistent/input.txt: No such file or directory (os error 2)",
        );
    }
}
