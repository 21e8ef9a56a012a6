//! Command-line values are input too: every option that takes a value, of
//! every command and every problem of the registry, given boundary and
//! huge values (and the size options in pairs) under a 4 GB address-space
//! limit, ends with status 0, 1 or 2 (`check` and `validate`: 0 to 3,
//! testlib's) and at most one error line, never a panic, an abort or a
//! kill.
//!
//! The options are read from each command's `--help`, the problems and
//! the generator settings each uses from the library's registry, so a
//! new option or a new problem is swept without a word here.

use crate::util::{TempDir, BIN};
use boardsolve::kit::gen::Setting;
use boardsolve::problems::DESCRIBED;
use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The values each option is given: the edges, the judges' limits (8 and
/// 50 sides, 19 the Go board, 100 othello's N, 5·10^5 moves) and one
/// past, the side and cells of boardsolve's largest board (10^4, 10^8)
/// and one past, and the huge ones.
const VALUES: &[&str] = &[
    "0",
    "1",
    "8",
    "9",
    "19",
    "20",
    "50",
    "51",
    "100",
    "101",
    "10000",
    "10001",
    "100000",
    "500000",
    "500001",
    "1000000",
    "100000000",
    "100000001",
    "4294967296",
    "18446744073709551615",
];

/// The suite's share of [`VALUES`]: the edges, one past the judges'
/// largest replay and boardsolve's largest board, and the huge ones; the
/// rest run in .ci/long (the whole sweep took 27 to 34 s of the suite).
const SUITE_VALUES: &[&str] = &[
    "0",
    "1",
    "500001",
    "100000001",
    "4294967296",
    "18446744073709551615",
];

/// The values of the pairs: the sizes that multiply.
const PAIRED: &[&str] = &["1", "10000", "100000", "4294967296", "18446744073709551615"];

/// `stress`'s: what it accepts runs boardsolve's solver in-process, and
/// a flip-chess cascade of 1.6·10^6 cells (`--cols 100000`) takes it
/// minutes (a solver's speed, not a bound: BENCHMARKS.md's business).
const STRESS_PAIRED: &[&str] = &["10000", "4294967296", "18446744073709551615"];

/// `package`'s seed sizes nothing (a package takes a second or two
/// whatever its seed): its edges.
const SEEDS: &[&str] = &["0", "18446744073709551615"];

/// Every run has this long (the backstop: a run that has not ended by
/// then has hung).
const BACKSTOP: Duration = Duration::from_secs(120);

/// The options with a value in `boardsolve ARGS --help` (`--size`, `-n`)
/// and its name (`SIZE`).
fn options(args: &[&str]) -> Vec<(String, String)> {
    let out = Command::new(BIN).args(args).arg("--help").output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    help.lines()
        .filter_map(|line| {
            // `-n <N>`, `--size <SIZE>`, `-o, --output <FILE>`.
            let line = line.trim_start();
            let (spec, value) = line.split_once(" <").filter(|_| line.starts_with('-'))?;
            let flag = spec.rsplit(", ").next()?;
            Some((flag.to_string(), value.split('>').next()?.to_string()))
        })
        .collect()
}

/// Whether `flag` is a generator setting that problem `p` does not use
/// (refused at once, as tests/gen.rs checks).
fn unused(p: usize, flag: &str) -> bool {
    Setting::ALL
        .into_iter()
        .any(|s| s.flag() == flag && !DESCRIBED[p].uses(s))
}

/// The command lines to try: for each problem, its own subcommand and
/// `gen`, `stress`, `check`, `package`, `validate` and `emit` on it, each
/// option given each of `values`.
fn sweep(dir: &TempDir, values: &[&str]) -> Vec<Vec<String>> {
    let mut lines: Vec<Vec<String>> = Vec::new();
    for (k, p) in DESCRIBED.into_iter().enumerate() {
        let name = p.name();
        let input = dir.path(&format!("{name}.in"));
        let answer = dir.path(&format!("{name}.out"));
        let gen = Command::new(BIN).args(["gen", name]).output().unwrap();
        std::fs::write(&input, &gen.stdout).unwrap();
        let solved = Command::new(BIN).arg(name).arg(&input).output().unwrap();
        std::fs::write(&answer, &solved.stdout).unwrap();
        // A passing program, one seed or two, no shrinking unless swept:
        // a run ends in moments whatever the option.
        let stress_tail = ["--", BIN, name];
        let commands: Vec<(Vec<&str>, Vec<&str>, Vec<&str>)> = vec![
            (vec![name], vec![], vec![]),
            (vec!["gen", name], vec![], vec![]),
            (
                vec!["stress", name],
                vec!["--seeds", "1..=2", "--shrink-time", "0"],
                stress_tail.to_vec(),
            ),
            (vec!["check", name, &input, &answer], vec![], vec![]),
            (vec!["package", name, "pkg"], vec![], vec![]),
            (vec!["validate", name, &input], vec![], vec![]),
            (vec!["emit", name], vec![], vec![]),
        ];
        for (head, defaults, tail) in &commands {
            let sub = &head[..head.len().min(2)];
            for (flag, value) in options(sub) {
                // A path's value is a name, not a size.
                if unused(k, &flag) || ["DIR", "FILE"].contains(&value.as_str()) {
                    continue;
                }
                let values = if head[0] == "package" { SEEDS } else { values };
                // The option swept replaces its default.
                let mut base: Vec<&str> = head.clone();
                for pair in defaults.chunks(2) {
                    if pair[0] != flag {
                        base.extend(pair);
                    }
                }
                for v in values {
                    let mut line: Vec<&str> = base.clone();
                    line.extend([flag.as_str(), v]);
                    line.extend(tail);
                    lines.push(line.iter().map(|s| s.to_string()).collect());
                }
            }
        }
        for seeds in ["0..=0", "18446744073709551615..=18446744073709551615"] {
            let line = ["stress", name, "--seeds", seeds, "--", BIN, name];
            lines.push(line.iter().map(|s| s.to_string()).collect());
        }
        // The settings that size an input, in pairs, in gen and in stress
        // past the judge's domain.
        let sizes: Vec<&str> = Setting::ALL
            .into_iter()
            .filter(|&s| p.uses(s))
            .map(|s| s.flag())
            .filter(|f| ["--cases", "--rows", "--cols", "--size", "--moves", "-n"].contains(f))
            .collect();
        for (i, a) in sizes.iter().enumerate() {
            for b in &sizes[i + 1..] {
                for x in PAIRED {
                    for y in PAIRED {
                        let gen = ["gen", name, a, x, b, y];
                        lines.push(gen.iter().map(|s| s.to_string()).collect());
                    }
                }
                for x in STRESS_PAIRED {
                    for y in STRESS_PAIRED {
                        let stress = ["stress", name, "--beyond-judge", "--seeds", "1..=1"];
                        let mut line: Vec<&str> = stress.to_vec();
                        line.extend(["--shrink-time", "0", a, x, b, y]);
                        line.extend(stress_tail);
                        lines.push(line.iter().map(|s| s.to_string()).collect());
                    }
                }
            }
        }
    }
    lines
}

/// How one run ended: its status (`None`: a signal or the backstop) and
/// stderr.
fn finish(mut child: Child) -> (Option<i32>, String) {
    // Stdout capped: read a little, then close it (the program stops
    // quietly at its next write).
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut head = vec![0; 1 << 16];
        let _ = stdout.read(&mut head);
    });
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.by_ref().take(1 << 16).read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if start.elapsed() > BACKSTOP {
            // Its whole group: stress's relaunched worker and the programs
            // it runs hold the pipes open.
            let group = format!("-{}", child.id());
            let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = reader.join();
    (status, errors.join().unwrap())
}

/// The suite's sweep: every option, its edge values.
#[test]
fn every_option_at_its_edges_ends_cleanly() {
    every_line_ends_cleanly(SUITE_VALUES);
}

/// The whole sweep: every option, every value.
#[test]
#[ignore = "long: .ci/long runs it"]
fn every_value_of_every_option_ends_cleanly() {
    every_line_ends_cleanly(VALUES);
}

/// Every command line of the sweep with `values` under `prlimit
/// --as=4000000000` (in a process group of its own, `setsid`), three at
/// a time; every failure is listed.
fn every_line_ends_cleanly(values: &[&str]) {
    let dir = TempDir::new("bounds");
    let lines = sweep(&dir, values);
    let next = AtomicUsize::new(0);
    let bad = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..3 {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(line) = lines.get(k) else { return };
                // A directory of its own: `package`'s and `--save`'s.
                let cwd = dir.0.join(k.to_string());
                std::fs::create_dir(&cwd).unwrap();
                // `setsid`: a group of its own, for the backstop to kill.
                let child = Command::new("setsid")
                    .args(["prlimit", "--as=4000000000"])
                    .arg(BIN)
                    .args(line)
                    .current_dir(&cwd)
                    .stdin(Stdio::null())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap();
                let (status, stderr) = finish(child);
                // testlib's: 3 is FAIL (`check`) or invalid (`validate`);
                // elsewhere 2 is a usage error, one `error:` line.
                let testlib = ["check", "validate"].contains(&line[0].as_str());
                let top = if testlib { 3 } else { 2 };
                let errors = stderr.lines().filter(|l| l.starts_with("error")).count();
                let clean = status.is_some_and(|s| (0..=top).contains(&s))
                    && errors <= 1
                    && (testlib || status != Some(2) || errors == 1)
                    && !stderr.contains("panicked")
                    && !stderr.contains("backtrace")
                    && !stderr.contains("memory allocation");
                if !clean {
                    let what = format!("boardsolve {}: {status:?}\n{stderr}", line.join(" "));
                    bad.lock().unwrap().push(what);
                }
            });
        }
    });
    let bad = bad.into_inner().unwrap();
    assert!(
        bad.is_empty(),
        "{} of {} command lines:\n{}",
        bad.len(),
        lines.len(),
        bad.join("\n")
    );
}
