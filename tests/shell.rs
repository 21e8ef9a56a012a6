//! `completions` and `man` used as a user installs them: the bash script
//! sourced into a real bash and asked to complete, the other shells'
//! scripts parsed by their shells, the man pages rendered by `man`.

use crate::util::{run, TempDir};
use std::process::Command;

/// Whether a tool is installed. Under CI (`.ci/run` installs zsh, fish
/// and man) a missing one is a failure; elsewhere the test says it
/// skipped.
fn have(tool: &str) -> bool {
    let found = Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found || std::env::var_os("CI").is_none(),
        "{tool} is not installed (.ci/run installs it)"
    );
    if !found {
        eprintln!("skipped: {tool} is not installed");
    }
    found
}

/// What bash's completion offers for the words of a command line, the
/// last one being completed.
fn bash_completes(words: &[&str]) -> Vec<String> {
    let script = run(&["completions", "bash"], "").ok();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "{script}\nCOMP_WORDS=({words}); COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))\n\
         COMP_LINE=\"${{COMP_WORDS[*]}}\"; COMP_POINT=${{#COMP_LINE}}\n\
         _boardsolve boardsolve \"${{COMP_WORDS[-1]}}\" \"${{COMP_WORDS[-2]}}\"\n\
         printf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        words = quoted.join(" ")
    );
    let out = Command::new("bash")
        .args(["-c", &program])
        .output()
        .expect("bash");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn bash_completes_subcommands_problems_and_options() {
    let top = bash_completes(&["boardsolve", ""]);
    for sub in ["go-capture", "lcp41", "stress", "completions", "man"] {
        assert!(top.iter().any(|w| w == sub), "{sub} not in {top:?}");
    }
    // A kit subcommand's problem argument offers the problem names.
    let problems = bash_completes(&["boardsolve", "gen", "min"]);
    assert_eq!(problems, ["minesweeper"]);
    let options = bash_completes(&["boardsolve", "stress", "go-capture", "--tim"]);
    assert_eq!(options, ["--timeout"]);
    let shells = bash_completes(&["boardsolve", "completions", "p"]);
    assert_eq!(shells, ["powershell"]);
}

#[test]
fn zsh_reads_its_script_and_fish_completes() {
    let dir = TempDir::new("shells");
    for shell in ["zsh", "fish"] {
        std::fs::write(dir.path(shell), run(&["completions", shell], "").ok()).unwrap();
    }
    if have("zsh") {
        let out = Command::new("zsh")
            .args(["-n", &dir.path("zsh")])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "zsh: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    if have("fish") {
        // fish's own completion engine, as at a prompt. (clap_complete's
        // fish script completes options and subcommands, not the values
        // of positional arguments.)
        let script = format!(
            "source '{}'; complete -C 'boardsolve stress go-capture --tim'; complete -C 'boardsolve othe'",
            dir.path("fish")
        );
        let out = Command::new("fish").args(["-c", &script]).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let words: Vec<&str> = text
            .lines()
            .map(|l| l.split('\t').next().unwrap())
            .collect();
        assert_eq!(words, ["--timeout", "othello", "othello-moves"], "{text}");
    }
}

#[test]
fn every_shell_has_a_script() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = run(&["completions", shell], "").ok();
        assert!(script.contains("boardsolve"), "{shell}: {script}");
        assert!(script.contains("othello-moves"), "{shell}");
    }
    let bad = run(&["completions", "tcsh"], "");
    assert_eq!(bad.status, Some(2), "{}", bad.describe());
    assert!(bad
        .stderr
        .contains("possible values: bash, zsh, fish, powershell, elvish"));
}

#[test]
fn man_pages_render_and_name_every_subcommand() {
    let main = run(&["man"], "").ok();
    assert!(main.starts_with(".ie \\n(.g .ds Aq"), "{main}");
    assert!(main.contains(".TH boardsolve 1"), "{main}");
    assert!(main.contains("boardsolve\\-stress(1)"));
    // An alias finds its problem's page.
    let flip = run(&["man", "lcp41"], "").ok();
    assert!(flip.contains(".TH boardsolve-flip-chess 1"), "{flip}");
    let bad = run(&["man", "nope"], "");
    assert_eq!(bad.status, Some(2), "{}", bad.describe());
    assert!(bad
        .stderr
        .contains("no subcommand 'nope'; one of: gen, stress"));

    let dir = TempDir::new("man");
    run(&["man", "--dir", &dir.path("")], "").ok();
    let mut pages: Vec<String> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    pages.sort();
    assert!(pages.contains(&"boardsolve.1".to_string()), "{pages:?}");
    assert!(pages.contains(&"boardsolve-othello-moves.1".to_string()));
    assert!(pages.contains(&"boardsolve-man.1".to_string()));
    let page = std::fs::read_to_string(dir.0.join("boardsolve-stress.1")).unwrap();
    assert_eq!(page, run(&["man", "stress"], "").ok());

    if have("man") {
        // `man -l` renders a file as an installed page is rendered.
        let out = Command::new("man")
            .args(["-l", "-P", "cat"])
            .arg(dir.0.join("boardsolve-stress.1"))
            .env("MANWIDTH", "80")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.contains("--timeout"), "{text}");
        assert!(
            !out.stderr.iter().any(|_| true),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let missing = run(&["man", "--dir", "/nonexistent/dir"], "");
    assert_eq!(missing.status, Some(1), "{}", missing.describe());
    assert!(missing
        .stderr
        .starts_with("error: cannot write /nonexistent/dir/"));
}
