//! `check`'s regressions and bounds: whitespace inside tokens, a BOM, NUL
//! and CRLF, what its messages name, an endless output in bounded memory,
//! a status that survives a closed or full stderr.

use crate::check::{check, file, replay_dir, ANSWER};
use crate::util::{run, TempDir, BIN};
use std::fs;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn regressions_whitespace_inside_tokens_bom_nul_crlf() {
    let d = TempDir::new("check-regressions");
    let ten = file(&d, "ten.in", "[\"XOOOOOOOOOO.\"]\n");
    let out = |name: &str, text: &[u8]| file(&d, name, text);
    assert_eq!(
        check(&["flip-chess", &ten, &out("a", b"1 0\n")], ""),
        (
            Some(1),
            "wrong answer case 1 (output line 1): expected \"10\", found \"1\"\n".into()
        )
    );
    assert_eq!(
        check(&["flip-chess", &ten, &out("b", b"10\r\n")], "").0,
        Some(0)
    );
    let legal = file(&d, "move.in", "[[\".\",\"W\",\"B\"]], 0, 0, \"B\"\n");
    assert_eq!(
        check(&["check-move", &legal, &out("c", b"t r u e\n")], ""),
        (
            Some(2),
            "wrong output format case 1 (output line 1): expected true or false, found \"t\"\n"
                .into()
        )
    );
    let mines = file(&d, "mines.in", "[[\"E\",\"E\",\"M\"]]\n[0,0]\n");
    assert_eq!(
        check(&["minesweeper", &mines, &out("d", b"[[\" 1\",\"M \"]]\n")], ""),
        (
            Some(2),
            "wrong output format case 1, row 0, column 0 (output line 1): expected a one-character string, found \" 1\"\n"
                .into()
        )
    );
    assert_eq!(
        check(
            &[
                "minesweeper",
                &mines,
                &out("e", b"[ [\"B\", \"1\", \"M\"] ]")
            ],
            ""
        )
        .0,
        Some(0)
    );
    // A BOM at the start of the output is skipped, as testlib's checkers
    // skip it (ouf.skipBom(), testlib commit 139afc4); anywhere else, or
    // in the jury's answer (testlib does not skip it there), it is a byte.
    let bom = out("f", b"\xEF\xBB\xBF10\n");
    assert_eq!(
        check(&["flip-chess", &ten, &bom], ""),
        (Some(0), "ok 1 case\n".into())
    );
    assert_eq!(
        check(&["flip-chess", &ten, &out("f2", b"\xEF\xBB\xBF\n10\n"), "--exact"], ""),
        (
            Some(2),
            "wrong output format case 1 (output line 1): the whitespace differs from the answer's: expected \"\", found \"\\n\"\n"
                .into()
        )
    );
    assert_eq!(
        check(&["flip-chess", &ten, &out("f3", b"\xEF\xBB\xBF\xEF\xBB\xBF10\n")], ""),
        (
            Some(2),
            "wrong output format case 1 (output line 1): expected an integer, found \"\\u{feff}10\"\n"
                .into()
        )
    );
    assert_eq!(
        check(&["flip-chess", &ten, &out("f4", b"\xEF\xBB10\n")], ""),
        (
            Some(2),
            "wrong output format case 1 (output line 1): expected an integer, found \"\\xef\\xbb10\"\n"
                .into()
        )
    );
    let ten_answer = out("ten.ans", b"10\n");
    assert_eq!(
        check(&["flip-chess", &ten, &ten_answer, &bom], "").0,
        Some(3)
    );
    assert_eq!(
        check(&["flip-chess", &ten, &out("g", b"1\x000\n")], ""),
        (
            Some(2),
            "wrong output format case 1 (output line 1): expected an integer, found \"1\\00\"\n"
                .into()
        )
    );
}

#[test]
fn answers_name_cells_moves_and_cases() {
    let d = TempDir::new("check-names");
    let mines = file(&d, "mines.in", "2 3\nEEM\nEEE\n0 0\n");
    assert_eq!(
        check(&["minesweeper", &mines, &file(&d, "m", "B1M\nB11\n")], ""),
        (
            Some(1),
            "wrong answer case 1, row 1, column 2 (output line 2): expected \"E\", found \"1\"\n"
                .into()
        )
    );
    let board = file(
        &d,
        "othello.in",
        "4\n0 0 0 0\n0 1 2 0\n0 2 1 0\n0 0 0 0\n1\n",
    );
    assert_eq!(
        check(&["othello-moves", &board, &file(&d, "o", "0,2\n1,3\n3,3\n")], ""),
        (
            Some(1),
            "wrong answer move 3 (output line 3): expected \"2,0\", found \"3,3\", which is not a legal move\n"
                .into()
        )
    );
    let moves = file(
        &d,
        "moves.in",
        "[[\".\",\"W\",\"B\"]], 0, 0, \"B\"\n[[\".\",\"W\",\"B\"]], 0, 0, \"W\"\n",
    );
    assert_eq!(
        check(&["check-move", &moves, &file(&d, "c", "true\ntrue\n")], ""),
        (
            Some(1),
            "wrong answer case 2 (output line 2): expected \"false\", found \"true\"\n".into()
        )
    );
}

/// Waits for `child` at most a minute (a check must never hang).
fn wait_briefly(child: &mut std::process::Child) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("check did not finish within a minute");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn dev_zero_gets_a_verdict_at_once() {
    let (_d, input, _, _) = replay_dir("check-zero");
    let mut child = Command::new(BIN)
        .args(["check", "go-capture", &input, "/dev/zero"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    assert_eq!(wait_briefly(&mut child).code(), Some(2));
    let mut msg = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut msg).unwrap();
    assert_eq!(
        msg,
        format!(
            "wrong output format move 1 (output line 1): expected an integer, found \"{}...\"\n",
            "\\0".repeat(40)
        )
    );
}

/// A 1000 x 1000 LeetCode board, printed with a space after every comma
/// (so every token takes the token-by-token path): judged in a time linear
/// in the answer (a fraction of a second; the watchdog is only for a pass
/// over the line per token, which would take hours).
#[test]
fn a_big_spaced_leetcode_board_is_judged_in_linear_time() {
    let d = TempDir::new("check-big-board");
    let input = run(
        &[
            "gen",
            "minesweeper",
            "--rows",
            "1000",
            "--cols",
            "1000",
            "--seed",
            "5",
        ],
        "",
    )
    .ok();
    let answer = run(&["minesweeper"], input.as_str()).ok();
    let input = file(&d, "in", input);
    let spaced = file(&d, "out", answer.replace(',', ", "));
    let mut child = Command::new(BIN)
        .args(["check", "minesweeper", &input, &spaced])
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    assert_eq!(wait_briefly(&mut child).code(), Some(0));
}

/// The peak resident memory (VmHWM) of a running process, in KiB.
fn peak_kib(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The right answer followed by up to 1 GiB of blank lines, through a
/// pipe: "output too long" once the limit is read, with the peak memory
/// (sampled from /proc while it reads) far below what the output would
/// take if it were held.
#[test]
fn an_endless_output_is_read_in_bounded_memory() {
    let (_d, input, _, _) = replay_dir("check-endless");
    let mut child = Command::new(BIN)
        .args(["check", "go-capture", &input, "-"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut pipe = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let block = vec![b'\n'; 1 << 20];
        let mut written = ANSWER.len();
        if pipe.write_all(ANSWER.as_bytes()).is_ok() {
            while written < 1 << 30 && pipe.write_all(&block).is_ok() {
                written += block.len();
            }
        }
        written
    });
    let mut samples = Vec::new();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if let Some(kib) = peak_kib(pid) {
            samples.push(kib);
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "check did not finish"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    let written = writer.join().unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "wrong answer output too long: more than {} bytes (the answer has 32)\n",
            (64 << 20) + 8 * 32
        )
    );
    // It stopped reading at the limit, far before the end.
    assert!(written < 1 << 30, "{written}");
    let peak = samples.iter().max().copied().unwrap_or(0);
    assert!(samples.len() >= 3, "too few samples: {samples:?}");
    // The limit alone is 64 MiB: holding the output would pass it.
    assert!(peak < 32 << 10, "peak {peak} KiB: {samples:?}");
}

#[test]
fn the_status_survives_a_closed_or_full_stderr_and_a_pipe() {
    let (_d, input, _, wrong) = replay_dir("check-pipes");
    let status = Command::new(BIN)
        .args(["check", "go-capture", &input, &wrong])
        .stderr(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        )
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(1));
    for redirect in ["2>&-", "2>&1 | true", "| true", "2>/dev/full | true"] {
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "set -o pipefail; '{BIN}' check go-capture '{input}' '{wrong}' {redirect}"
            ))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{redirect}");
    }
}
