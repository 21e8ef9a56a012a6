//! The documents tell the truth and cover every problem:
//!
//! - every shell example in README.md, docs/guide.md, docs/faq.md and
//!   docs/reference.md (a `$ ...` line followed by its output inside a
//!   code block) runs as written from the repository's directory, with
//!   `boardsolve` found on PATH as the README's set-up installs it, and
//!   prints exactly what the document shows;
//! - the README's set-up command runs a bundled fixture, and its
//!   verifyproblem command is the one `.ci/verify-package` runs;
//! - every problem in the registry has its section in README.md, the
//!   guide, the reference and BENCHMARKS.md, and its rows in the tables
//!   of subcommands and of the judges' time limits;
//! - every link between the documents leads to a file and a heading.

use crate::util::BIN;
use boardsolve::problems::Problem;
use std::path::Path;
use std::process::Command;

/// A file of the repository, by its path from the top.
fn read(file: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// Runs every `$ ` example of `file` and compares its output with the
/// lines that follow it, up to the next example or the end of the code
/// block; at least `least` examples must be found.
fn examples_are_true(file: &str, least: usize) {
    let text = read(file);
    // The freshly built binary stands where `cargo install` would put it.
    let bin_dir = Path::new(BIN).parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    let mut examples = 0;
    let mut lines = text.lines().peekable();
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
        // them; on a terminal, as the documents show it, they are redrawn
        // in place and gone.
        let stderr = String::from_utf8_lossy(&out.stderr);
        let stderr: String = stderr
            .split_inclusive('\n')
            .filter(|l| !(l.starts_with("stress: ") && l.trim_end().ends_with(" s")))
            .collect();
        let got = String::from_utf8_lossy(&out.stdout).into_owned() + &stderr;
        assert_eq!(got, want, "{file} example: {line}");
        examples += 1;
    }
    assert!(
        examples >= least,
        "{file}: only {examples} examples found, expected {least} or more"
    );
}

#[test]
fn readme_examples_are_true() {
    examples_are_true("README.md", 10);
}

#[test]
fn guide_examples_are_true() {
    examples_are_true("docs/guide.md", 25);
}

#[test]
fn faq_examples_are_true() {
    examples_are_true("docs/faq.md", 2);
}

#[test]
fn reference_examples_are_true() {
    examples_are_true("docs/reference.md", 10);
}

/// The set-up's first command runs the program by the name it installs,
/// on a fixture whose answer is known.
#[test]
fn readme_set_up_runs_a_bundled_fixture() {
    let readme = read("README.md");
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

/// The verifyproblem command the README and the guide give a setter is
/// the one CI runs on every package (`.ci/verify-package`): the same
/// pinned problemtools and the same parts, so it passes as CI's does.
#[test]
fn the_documented_verifyproblem_command_is_cis() {
    let script = read(".ci/verify-package");
    let value = |key: &str| {
        script
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .unwrap_or_else(|| panic!(".ci/verify-package: no line `{key}...`"))
            .to_string()
    };
    let version = value("version=");
    let parts = value("parts=(");
    let parts = parts.trim_end_matches(')');
    let install = format!("pip install problemtools=={version}");
    let verify = format!("verifyproblem -p {parts} -- ");
    for file in ["README.md", "docs/guide.md"] {
        let text = read(file);
        for want in [&install, &verify] {
            assert!(
                text.lines().any(|l| l.contains(want.as_str())),
                "{file}: no line with `{want}`, as .ci/verify-package runs it"
            );
        }
    }
}

/// The documents a user reads for one problem, and what its section there
/// holds (the hint a failure gives).
const SECTIONS: [(&str, &str); 4] = [
    ("README.md", "its example, under `## The problems`"),
    (
        "docs/guide.md",
        "what a solution to it looks like, under `## The problems`",
    ),
    (
        "docs/reference.md",
        "its input, output, rules, errors and --strict limits",
    ),
    (
        "BENCHMARKS.md",
        "its figures and the command that reproduces them",
    ),
];

/// Whether `text` has a Markdown heading whose first word is `name`
/// (bare or in backquotes).
fn has_section(text: &str, name: &str) -> bool {
    let quoted = format!("`{name}`");
    text.lines()
        .filter_map(|l| l.strip_prefix('#'))
        .map(|h| h.trim_start_matches('#').split_whitespace().next())
        .any(|first| first == Some(name) || first == Some(&quoted))
}

/// Every registered problem has a section of its own in each document:
/// a problem added through the registry is named here until its docs are
/// written.
#[test]
fn every_problem_has_a_section_in_every_document() {
    let mut missing = Vec::new();
    for (file, holds) in SECTIONS {
        let text = read(file);
        for p in Problem::ALL {
            let name = p.name();
            if !has_section(&text, name) {
                missing.push(format!(
                    "{file}: no section for {name}: add a heading `### {name} ...` with {holds}"
                ));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The heading test itself: a heading names a problem by its first word,
/// not anywhere in its text.
#[test]
fn a_section_is_a_heading_that_starts_with_the_name() {
    assert!(has_section("## go-capture (Luogu P10864)\n", "go-capture"));
    assert!(has_section("### `go-capture`\n", "go-capture"));
    assert!(!has_section(
        "## Issue 27: go-capture on one thread\n",
        "go-capture"
    ));
    assert!(!has_section("go-capture\n", "go-capture"));
    assert!(!has_section("## go-capture-long\n", "go-capture"));
}

/// The hand-kept tables of problems: README.md's and docs/reference.md's
/// list of subcommands, and docs/reference.md's judges' time limits, each
/// have a row of every problem in the registry.
#[test]
fn every_problem_has_its_rows_in_the_docs_tables() {
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

/// The documents a reader moves between.
const DOCUMENTS: [&str; 6] = [
    "README.md",
    "docs/guide.md",
    "docs/reference.md",
    "docs/faq.md",
    "docs/adding-a-problem.md",
    "BENCHMARKS.md",
];

/// The text of `text` outside code blocks and code spans: what a Markdown
/// renderer reads links and headings from.
fn prose(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            // Every other piece between backquotes is code.
            let kept: String = line.split('`').step_by(2).collect();
            lines.push(kept);
        }
    }
    lines
}

/// The anchors of `text`'s headings, as GitHub makes them: lower case,
/// spaces to `-`, every character but letters, digits, `-` and `_` gone.
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        let Some(heading) = line.strip_prefix('#').filter(|_| !fenced) else {
            continue;
        };
        let title = heading.trim_start_matches('#').trim().to_lowercase();
        out.push(
            title
                .chars()
                .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
                .map(|c| if c == ' ' { '-' } else { c })
                .collect(),
        );
    }
    out
}

/// Every link between the documents leads somewhere: the file exists and,
/// for a `#anchor`, a heading of that file makes it (a renamed heading
/// fails here, naming the links that pointed at it).
#[test]
fn links_between_the_documents_resolve() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut broken = Vec::new();
    for file in DOCUMENTS {
        for line in prose(&read(file)) {
            for (_, rest) in line.match_indices("](").map(|(i, _)| line.split_at(i + 2)) {
                let link = rest.split(')').next().unwrap_or_default();
                if link.contains("://") || link.starts_with("mailto:") {
                    continue;
                }
                let (path, anchor) = link.split_once('#').unwrap_or((link, ""));
                // The target's path from the top: `docs/../README.md` is
                // `README.md`.
                let mut parts: Vec<&str> = file.split('/').collect();
                parts.pop();
                for part in path.split('/') {
                    match part {
                        ".." => {
                            parts.pop();
                        }
                        "." | "" => {}
                        p => parts.push(p),
                    }
                }
                let target = if path.is_empty() {
                    file.to_string()
                } else {
                    parts.join("/")
                };
                if !root.join(&target).exists() {
                    broken.push(format!("{file}: ({link}): no file {target}"));
                } else if !anchor.is_empty() && !anchors(&read(&target)).iter().any(|a| a == anchor)
                {
                    broken.push(format!(
                        "{file}: ({link}): no heading in {target} makes #{anchor}"
                    ));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// The anchors as GitHub makes them, on headings of these documents.
#[test]
fn anchors_are_made_as_github_makes_them() {
    let text = "## Why the answer: `--explain`\n```\n# not a heading\n```\n### check\n";
    assert_eq!(anchors(text), ["why-the-answer---explain", "check"]);
    assert_eq!(
        anchors("## online-judge-tools (`oj`)\n"),
        ["online-judge-tools-oj"]
    );
}
