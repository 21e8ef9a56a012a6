//! Every shell example in README.md (a `$ ...` line followed by its output
//! inside a code block) runs and prints exactly what the README shows.

use crate::util::BIN;
use std::process::Command;

#[test]
fn readme_examples_are_true() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
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
        let cmd = cmd.replace("boardsolve ", &format!("{BIN} "));
        let out = Command::new("sh").arg("-c").arg(&cmd).output().unwrap();
        let got = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        assert_eq!(got, want, "README example: {line}");
        examples += 1;
    }
    assert!(examples >= 8, "only {examples} examples found");
}
