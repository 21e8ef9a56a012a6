//! `boardsolve emit`: every emitted file compiles without warnings with a
//! plain `rustc --edition 2021 -O`, holds no dependency and no `unsafe`,
//! stays under 64 KiB, and answers every fixture byte for byte.

use crate::util::run;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The variants tested: (problem, extra emit arguments, file stem).
const VARIANTS: [(&str, &[&str], &str); 8] = [
    ("go-capture", &[], "go-capture"),
    ("othello-moves", &[], "othello-moves"),
    ("flip-chess", &["--judge", "stdin"], "flip-chess-stdin"),
    ("check-move", &["--judge", "stdin"], "check-move-stdin"),
    ("minesweeper", &["--judge", "stdin"], "minesweeper-stdin"),
    ("flip-chess", &["--with-harness"], "flip-chess-harness"),
    ("check-move", &["--with-harness"], "check-move-harness"),
    ("minesweeper", &["--with-harness"], "minesweeper-harness"),
];

fn dir() -> PathBuf {
    std::env::temp_dir().join(format!("boardsolve-emit-{}", std::process::id()))
}

/// Emits and compiles every variant once (two at a time); returns the
/// executables by stem.
fn built() -> &'static Vec<(String, PathBuf)> {
    static BUILT: OnceLock<Vec<(String, PathBuf)>> = OnceLock::new();
    BUILT.get_or_init(|| {
        let dir = dir();
        std::fs::create_dir_all(&dir).unwrap();
        let jobs: Vec<_> = VARIANTS
            .chunks(4)
            .map(|chunk| {
                let dir = dir.clone();
                let chunk = chunk.to_vec();
                std::thread::spawn(move || {
                    chunk
                        .iter()
                        .map(|(problem, extra, stem)| {
                            let src = dir.join(format!("{stem}.rs"));
                            let mut args = vec!["emit", problem, "-o", src.to_str().unwrap()];
                            args.extend_from_slice(extra);
                            run(&args, "").ok();
                            let exe = dir.join(stem);
                            compile(&src, &exe, &["-O"]);
                            (stem.to_string(), exe)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        jobs.into_iter().flat_map(|j| j.join().unwrap()).collect()
    })
}

/// Compiles with rustc; any warning fails the test.
fn compile(src: &Path, out: &Path, extra: &[&str]) {
    let r = Command::new("rustc")
        .args(["--edition", "2021", "-o", out.to_str().unwrap()])
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
    &built().iter().find(|(s, _)| s == stem).unwrap().1
}

fn run_exe(exe: &Path, input: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut child = Command::new(exe)
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
    assert!(
        out.status.success(),
        "{}: {}",
        exe.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn emitted_files_are_plain_std_rust() {
    for (problem, extra, stem) in VARIANTS {
        let mut args = vec!["emit", problem];
        args.extend_from_slice(extra);
        let src = run(&args, "").ok();
        assert!(src.len() < 64 * 1024, "{stem}: {} bytes", src.len());
        assert!(src.starts_with(&format!("// {problem} (")), "{stem}");
        assert!(
            src.contains(&format!("boardsolve {}", env!("CARGO_PKG_VERSION"))),
            "{stem}"
        );
        for banned in [
            "extern crate",
            "use clap",
            "use anyhow",
            "use itoa",
            "unsafe {",
            "unsafe fn",
            "unsafe impl",
        ] {
            assert!(!src.contains(banned), "{stem} contains {banned:?}");
        }
        assert!(!src.contains("#[cfg(test)]"), "{stem} carries tests");
    }
}

/// LeetCode's own file has no `main` and no `struct Solution`: compiled the
/// way LeetCode does, with the struct declared around it.
#[test]
fn leetcode_submissions_compile_as_leetcode_would() {
    let dir = dir().join("leetcode");
    std::fs::create_dir_all(&dir).unwrap();
    for (problem, signature) in [
        ("flip-chess", "pub fn flip_chess(chessboard: Vec<String>) -> i32"),
        ("check-move", "pub fn check_move(board: Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool"),
        ("minesweeper", "pub fn update_board(board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>>"),
    ] {
        let src = run(&["emit", problem], "").ok();
        assert!(src.contains(signature), "{problem}");
        assert!(!src.contains("\nstruct Solution") && !src.contains("\nfn main"), "{problem}");
        let file = dir.join(format!("{problem}.rs"));
        std::fs::write(&file, format!("pub struct Solution;\n{src}")).unwrap();
        compile(&file, &dir.join(format!("lib{problem}.rlib")), &["--crate-type", "lib"]);
    }
    run(&["emit", "go-capture", "--judge", "leetcode"], "")
        .usage_error("go-capture is not a LeetCode problem");
}

#[test]
fn emitted_programs_answer_every_fixture() {
    for (problem, _, stem) in VARIANTS {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures")
            .join(problem);
        for entry in std::fs::read_dir(&fixtures).unwrap() {
            let input = entry.unwrap().path();
            // Pasted problem pages are boardsolve's own convenience, not a
            // judge's input: emitted programs never see them.
            let page = input.to_string_lossy().contains("-page-");
            if input.extension().is_none_or(|e| e != "in")
                || input.with_extension("args").exists()
                || page
            {
                continue;
            }
            let want = std::fs::read(input.with_extension("out")).unwrap();
            let got = run_exe(exe(stem), &std::fs::read(&input).unwrap());
            assert!(
                got == want,
                "{stem} on {}:\n{}",
                input.display(),
                String::from_utf8_lossy(&got)
            );
        }
    }
}

#[test]
fn emitted_go_capture_agrees_on_a_long_replay() {
    let replay = run(
        &["gen", "go-capture", "--seed", "5", "--moves", "150000"],
        "",
    )
    .ok();
    let want = run(&["go-capture"], replay.clone()).ok();
    assert_eq!(
        run_exe(exe("go-capture"), replay.as_bytes()),
        want.as_bytes()
    );
    let groups = run(
        &[
            "gen",
            "go-capture",
            "--seed",
            "6",
            "--moves",
            "50000",
            "--pattern",
            "groups",
        ],
        "",
    )
    .ok();
    let want = run(&["go-capture"], groups.clone()).ok();
    assert_eq!(
        run_exe(exe("go-capture"), groups.as_bytes()),
        want.as_bytes()
    );
}

#[test]
fn emitted_flip_chess_harness_agrees_on_ten_thousand_boards() {
    for format in ["leetcode", "plain"] {
        let boards = run(
            &[
                "gen",
                "flip-chess",
                "--seed",
                "9",
                "--cases",
                "5000",
                "--format",
                format,
            ],
            "",
        )
        .ok();
        let want = run(&["flip-chess"], boards.clone()).ok();
        assert_eq!(
            run_exe(exe("flip-chess-harness"), boards.as_bytes()),
            want.as_bytes(),
            "{format}"
        );
    }
}
