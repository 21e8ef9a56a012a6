//! Every shell example in README.md (a `$ ...` line followed by its output
//! inside a code block) runs as written, with `boardsolve` found on PATH as
//! the README's set-up installs it, and prints exactly what the README
//! shows.

use crate::util::BIN;
use std::path::Path;
use std::process::Command;

#[test]
fn readme_examples_are_true() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    // The freshly built binary stands where `cargo install` would put it.
    let bin_dir = Path::new(BIN).parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    let mut examples = 0;
    let mut lines = readme.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(cmd) = line.strip_prefix("$ ") else {
            continue;
        };
        let mut want = String::new();
        while let Some(next) = lines.peek() {
            if next.starts_with("$ ") || next.starts_with("```") {
                break;
            }
            want += lines.next().unwrap();
            want.push('\n');
        }
        let out = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .env("PATH", &path)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        // stress's plain progress lines (`stress: ..., 5.0 s`) come every
        // few seconds when stderr is no terminal, so a slow machine prints
        // them; on a terminal, as the README shows it, they are redrawn
        // in place and gone.
        let stderr = String::from_utf8_lossy(&out.stderr);
        let stderr: String = stderr
            .split_inclusive('\n')
            .filter(|l| !(l.starts_with("stress: ") && l.trim_end().ends_with(" s")))
            .collect();
        let got = String::from_utf8_lossy(&out.stdout).into_owned() + &stderr;
        assert_eq!(got, want, "README example: {line}");
        examples += 1;
    }
    assert!(examples >= 8, "only {examples} examples found");
}

/// The set-up's first command runs the program by the name it installs,
/// on a fixture whose answer is known.
#[test]
fn readme_set_up_runs_a_bundled_fixture() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let setup = readme
        .lines()
        .find(|l| l.starts_with("cargo install --locked --path . && boardsolve "))
        .expect("README's set-up installs boardsolve and runs it");
    let run = setup.split(" && ").nth(1).unwrap();
    let args: Vec<&str> = run.split_whitespace().skip(1).collect();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join(args.last().unwrap());
    let out = Command::new(BIN)
        .args(&args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        out.stdout,
        std::fs::read(fixture.with_extension("out")).unwrap()
    );
}

/// The hand-kept tables of problems: README.md's and docs/reference.md's
/// list of subcommands, and docs/reference.md's judges' time limits, each
/// have a row of every problem in the registry.
#[test]
fn every_problem_has_its_rows_in_the_docs_tables() {
    use boardsolve::problems::Problem;
    let read = |file: &str| {
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap()
    };
    let (readme, reference) = (read("README.md"), read("docs/reference.md"));
    for p in Problem::ALL {
        let (name, alias) = (p.name(), p.about().alias());
        let row = format!("| `{name}` | `{alias}` |");
        for (file, text) in [("README.md", &readme), ("docs/reference.md", &reference)] {
            assert!(
                text.lines().any(|l| l.starts_with(&row)),
                "{file}: no row `{row} ...` in its table of subcommands: add one for {name}"
            );
        }
        let timed = reference.lines().any(|l| {
            let first = l.strip_prefix("| ").and_then(|l| l.split(" | ").next());
            first.is_some_and(|cell| cell.split(", ").any(|n| n == name))
        });
        assert!(
            timed,
            "docs/reference.md: {name} is in no row of the judges' time limits: add it to one"
        );
    }
}
