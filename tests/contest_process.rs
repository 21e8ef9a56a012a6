//! `stress` as a process among processes: a closed stdout, children that
//! outlive the program, memory, sanitizers, the progress line on a
//! terminal and in a log, interrupts, and its own memory when shrinking.

use crate::contest::stress;
use crate::util::{run, TempDir, BIN};
use boardsolve::platform::interrupt;
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The exit status is the verdict even when nobody reads the report.
#[test]
fn a_closed_stdout_keeps_the_status() {
    let save = TempDir::new("closed");
    for (program, want) in [
        (format!("{BIN} go-capture"), "0"),
        ("echo 1 1".to_string(), "1"),
    ] {
        let status = save.path("status");
        let cmd = format!(
            "{{ '{BIN}' stress go-capture --save '{}' --shell -- '{program}'; echo $? > '{status}'; }} | true",
            save.0.display()
        );
        Command::new("sh").args(["-c", &cmd]).status().unwrap();
        assert_eq!(
            fs::read_to_string(&status).unwrap().trim(),
            want,
            "{program}"
        );
    }
}

/// A program that leaves a child holding its pipes (`sleep 300 &`):
/// every run ends when the program does (a run that waited for the pipes
/// to close would be stopped by the wall clock, 3 times `--timeout`, and
/// fail), and the child dies with it.
#[test]
fn a_background_child_holding_the_pipes_is_killed() {
    let dir = TempDir::new("background");
    let pids = dir.path("pids");
    let cmd = format!("{}; exec '{BIN}' go-capture", sleeper(&pids));
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..=4",
            "--timeout",
            "20",
            "--shell",
        ],
        &[&cmd],
    );
    let out = r.ok();
    assert!(out.starts_with("ok: 4 seeds passed"), "{out}");
    assert_gone(&pids, 4);
}

/// A shell command that appends the shell's process id to the file
/// `pids`: as `/proc` names it, not as a run's PID namespace does (`$$`).
fn record(pids: &str) -> String {
    format!("read p _ < /proc/self/stat; echo $p >> '{pids}'")
}

/// A shell command that starts `sleep 300` in the background, holding the
/// program's standard error, and returns once the sleep's process id is
/// appended to the file `pids` (see [`record`]): the command substitution
/// reads until the background shell's `echo` is done, so a run that ends
/// at once cannot kill the sleep before it is listed.
fn sleeper(pids: &str) -> String {
    format!(
        "$(sh -c 'read p _ < /proc/self/stat; echo $p >> \"$0\"; exec sleep 300 > /dev/null' '{pids}' &)"
    )
}

/// Asserts that the `want` processes listed in file `pids` have all ended
/// (stress ends them before it reports, so at once; the minute allowed is
/// for a busy machine).
fn assert_gone(pids: &str, want: usize) {
    let pids_file = pids;
    let list = fs::read_to_string(pids).unwrap_or_default();
    let pids: Vec<&str> = list.split_whitespace().collect();
    assert!(pids.len() >= want, "{pids:?}");
    let start = Instant::now();
    for pid in pids {
        while running(pid) && ours(pid, pids_file) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "process {pid} still runs"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// Whether process `pid` is still one the test started: a `sleep 300`, or
/// a shell whose command names the `pids` file. The suite starts tens of
/// thousands of processes, so a pid may already belong to another.
fn ours(pid: &str, pids: &str) -> bool {
    fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| {
        let c = String::from_utf8_lossy(&c).replace('\0', " ");
        c.starts_with("sleep 300") || c.contains(pids)
    })
}

/// Whether a process runs (a zombie waiting for its reaper does not).
fn running(pid: &str) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        let state = s.rsplit(')').next().unwrap_or("").trim_start();
        !state.starts_with('Z') && !state.starts_with('X')
    })
}

#[test]
fn memory_is_peak_resident_memory() {
    let helper = crate::zoo::memory_helper();
    let helper = helper.to_str().unwrap();
    // 8 GiB of address space, never touched (a JVM, a sanitizer): fine at
    // the defaults.
    let reserve = format!("'{BIN}' go-capture | '{helper}' reserve 8");
    let r = stress(&["go-capture", "--seeds", "1..=3", "--shell"], &[&reserve]);
    assert!(r.ok().starts_with("ok: 3 seeds passed"));
    // 200 MiB written under a 100 MiB limit.
    let touch = format!("'{BIN}' go-capture | '{helper}' touch 200");
    let r = stress(
        &[
            "go-capture",
            "--seeds",
            "1..=1",
            "--moves",
            "1",
            "--memory",
            "100",
            "--shell",
        ],
        &[&touch],
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let first = r.stdout().lines().next().unwrap_or("").to_string();
    let mib = first
        .strip_prefix("seed 1 fails: memory limit exceeded (")
        .and_then(|rest| rest.strip_suffix(" MiB)"))
        .and_then(|n| n.parse::<u64>().ok());
    assert!(
        mib.is_some_and(|m| (100..=210).contains(&m)),
        "{}",
        r.describe()
    );
}

/// An AddressSanitizer build reserves terabytes of shadow memory: it runs
/// at the defaults (an address-space limit made it crash).
#[test]
fn a_sanitizer_build_runs_at_the_defaults() {
    let dir = TempDir::new("asan");
    let exe = dir.path("go-asan");
    let built = Command::new("g++")
        .args(["-O1", "-std=c++17", "-fsanitize=address", "-o", &exe])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/zoo/go.cpp"))
        .status()
        .unwrap();
    assert!(built.success(), "g++ -fsanitize=address");
    let r = stress(&["go-capture", "--seeds", "1..=10"], &[&exe, "correct"]);
    assert!(r.ok().starts_with("ok: 10 seeds passed"));
}

/// Shrinking shows its progress on a terminal (stderr), not in a pipe,
/// nor on a terminal that cannot redraw a line (`TERM=dumb`).
#[test]
fn progress_on_a_terminal() {
    let save = TempDir::new("progress");
    let wrong = format!("sleep 0.05; '{BIN}' go-capture | sed 's/^1 0$/0 0/'");
    let cmd = format!(
        "'{BIN}' stress go-capture --seeds 1..=1 --save '{}' --shell -- \"{wrong}\"",
        save.0.display()
    );
    let screen = |term: &str| {
        let out = Command::new("script")
            .args(["-qec", &cmd, "/dev/null"])
            .env("TERM", term)
            .output()
            .expect("script (util-linux) runs a pseudo-terminal");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let shown = screen("xterm");
    assert!(shown.contains("\r\x1b[Kshrinking: "), "{shown:?}");
    assert!(shown.contains("smallest failing input: "), "{shown:?}");
    let dumb = screen("dumb");
    assert!(!dumb.contains('\x1b'), "{dumb:?}");
    assert!(dumb.contains("smallest failing input: "), "{dumb:?}");
}

/// In a log (stderr a pipe), a plain progress line every `--progress`
/// seconds: searching, then shrinking (for a second: the shrink of a
/// program that sleeps 0.3 s a run took 20 s to its end, and one line of
/// it is what is checked).
#[test]
fn progress_in_a_log() {
    let save = TempDir::new("progress-log");
    let wrong = format!("sleep 0.3; '{BIN}' go-capture | sed 's/^1 0$/0 0/'");
    let r = run(
        &[
            "stress",
            "go-capture",
            "--seeds",
            "1..=1",
            "--progress",
            "0.1",
            "--shrink-time",
            "1",
            "--save",
            save.0.to_str().unwrap(),
            "--shell",
            "--",
            &wrong,
        ],
        "",
    );
    assert_eq!(r.status, Some(1), "{}", r.describe());
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert!(!lines.is_empty(), "{}", r.describe());
    for l in &lines {
        assert!(l.starts_with("stress: "), "{}", r.describe());
        assert!(!l.contains('\x1b') && !l.contains('\r'), "{}", r.describe());
    }
    assert!(
        lines[0].starts_with("stress: 0/1 seed passed, 0 failed, "),
        "{}",
        r.describe()
    );
    assert!(
        lines.iter().any(|l| l.starts_with("stress: shrinking: ")),
        "{}",
        r.describe()
    );
    assert!(lines.iter().all(|l| l.ends_with(" s")), "{}", r.describe());
}

/// A stress run started in a session of its own, as from a terminal, with
/// every signal's default disposition whatever the suite inherited (a
/// script's background job ignores SIGINT).
struct Session {
    child: Child,
    lines: std::io::Lines<BufReader<std::process::ChildStdout>>,
    seen: String,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = interrupt::default_signals(&mut Command::new("setsid"))
            .arg(BIN)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("setsid (util-linux)");
        let lines = BufReader::new(child.stdout.take().unwrap()).lines();
        Session {
            child,
            lines,
            seen: String::new(),
        }
    }

    /// Reads the report up to a line starting with `prefix`.
    fn read_to(&mut self, prefix: &str) {
        for line in self.lines.by_ref() {
            let line = line.unwrap();
            self.seen += &line;
            self.seen.push('\n');
            if line.starts_with(prefix) {
                return;
            }
        }
        panic!("no line {prefix:?} in:\n{}", self.seen);
    }

    fn signal(&self, sig: &str, target: &str) {
        // The shell's kill: procps may be missing on a minimal system.
        let ok = Command::new("sh")
            .args(["-c", "kill -s \"$1\" -- \"$2\"", "sh", sig, target])
            .status()
            .unwrap();
        assert!(ok.success());
    }

    /// The rest of the report and the exit status.
    fn finish(mut self) -> (String, Option<i32>) {
        for line in self.lines.by_ref() {
            self.seen += &line.unwrap();
            self.seen.push('\n');
        }
        let mut err = String::new();
        self.child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        let status = self.child.wait().unwrap();
        (self.seen + &err, status.code())
    }
}

/// Ctrl-C (SIGINT to the foreground process group), SIGTERM and SIGHUP
/// (to the process) and SIGKILL while shrinking a failure whose smaller
/// inputs hang: the program's processes are gone, what was found is saved
/// (and, but after SIGKILL, reported), and the status is 130 / 143 / 129
/// (SIGKILL: none, killed).
#[test]
fn interrupts_kill_the_program_and_keep_the_failure() {
    for (sig, to_group, status) in [
        ("INT", true, Some(130)),
        ("TERM", false, Some(143)),
        ("HUP", false, Some(129)),
        ("KILL", false, None),
    ] {
        let dir = TempDir::new("interrupt");
        let save = TempDir::new("interrupt-save");
        let pids = dir.path("pids");
        // Replays longer than 6 moves: the answer without its first line
        // (wrong). Shorter ones, as the shrinker makes: a hang, with a child.
        let program = format!(
            "f=$(mktemp '{}/in.XXXXXX'); cat > \"$f\"; \
             if [ \"$(head -n 1 \"$f\")\" -gt 6 ]; then '{BIN}' go-capture < \"$f\" | tail -n +2; \
             else {}; {}; exec sleep 300; fi",
            dir.0.display(),
            record(&pids),
            sleeper(&pids)
        );
        // Seeds chosen: no page example first, so the failure is a seed's.
        let mut s = Session::start(&[
            "stress",
            "go-capture",
            "--seeds",
            "1..=100",
            "--timeout",
            "300",
            "--save",
            save.0.to_str().unwrap(),
            "--shell",
            "--",
            &program,
        ]);
        s.read_to("shrinking...");
        let start = Instant::now();
        while fs::read_to_string(&pids)
            .unwrap_or_default()
            .lines()
            .count()
            < 2
        {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "no hang:\n{}",
                s.seen
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        let pid = s.child.id().to_string();
        let target = if to_group { format!("-{pid}") } else { pid };
        s.signal(sig, &target);
        let (out, code) = s.finish();
        assert_eq!(code, status, "{sig}:\n{out}");
        assert_gone(&pids, 2);
        assert_eq!(
            out.contains(&format!("interrupted by SIG{sig} while shrinking: ")),
            sig != "KILL",
            "{sig}:\n{out}"
        );
        // The failure found is saved, as the reproduce line makes it.
        let reproduce = out
            .lines()
            .find_map(|l| l.strip_prefix("reproduce: boardsolve gen "))
            .unwrap();
        let gen_args: Vec<&str> = std::iter::once("gen").chain(reproduce.split(' ')).collect();
        let saved = fs::read_to_string(save.0.join("hack-000.in")).unwrap();
        assert_eq!(run(&gen_args, "").ok(), saved);
        let said = format!("(saved as {}/hack-000.in)", save.0.display());
        assert_eq!(out.contains(&said), sig != "KILL", "{out}");
    }
}

#[test]
fn crlf_output_passes_stress() {
    let crlf = format!("{BIN} go-capture | sed 's/$/\\r/'");
    stress(&["go-capture", "--seeds", "1..20", "--shell"], &[&crlf]).ok();
}

/// Shrinking builds each smaller input when its turn comes: the
/// candidates of a 10^4-move replay or a 300 x 300 board, all built at
/// once, took gigabytes (2.3 GB for this replay) and aborted under this
/// 1 GB address-space limit.
#[test]
fn shrinking_a_large_input_takes_little_memory() {
    for args in [
        ["go-capture", "--moves", "10000"].as_slice(),
        &[
            "check-move",
            "--rows",
            "300",
            "--cols",
            "300",
            "--beyond-judge",
        ],
        &["othello-moves", "-n", "300", "--beyond-judge"],
    ] {
        let save = TempDir::new("shrink-memory");
        let out = Command::new("prlimit")
            .arg("--as=1000000000")
            .arg(BIN)
            .arg("stress")
            .args(args)
            .args(["--seeds", "1..=1", "--save", save.0.to_str().unwrap()])
            // No output but on the smallest inputs: shrinking runs.
            .args(["--shell", "--", "[ $(wc -c) -gt 100 ] || echo x"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {text}");
        assert!(
            text.contains("smallest failing input: "),
            "{args:?}: {text}"
        );
    }
}
