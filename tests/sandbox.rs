//! The sandbox against hostile programs (tests/sandbox/hostile.c, compiled
//! with cc here): no process a run starts outlives it, detached work is
//! charged, a short spike is caught, an interrupt ends a compiler at once,
//! the scratch directory is private, and what boardsolve inherits of
//! signals changes nothing for its programs. Linux: the processes are
//! looked for in `/proc`.

use crate::util::{run, TempDir, BIN};
use boardsolve::platform::interrupt;
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long a process may take to disappear once it should: generous,
/// as a busy machine may delay anything (the sandbox ends a run's
/// processes before it reports, so they are gone at once).
const DEADLINE: Duration = Duration::from_secs(60);

/// The hostile program, compiled once per test run into Cargo's temporary
/// directory (under a name of its own, renamed into place).
fn hostile() -> &'static str {
    static EXE: OnceLock<String> = OnceLock::new();
    EXE.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let exe = dir.join("hostile");
        let part = dir.join(format!("hostile.{}", std::process::id()));
        let source = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/sandbox/hostile.c");
        let built = Command::new("cc")
            .args(["-O2", "-o"])
            .arg(&part)
            .arg(source)
            .status()
            .expect("cc (Debian: build-essential) compiles tests/sandbox/hostile.c");
        assert!(built.success(), "cc hostile.c failed");
        fs::rename(part, &exe).unwrap();
        exe.to_str().unwrap().to_string()
    })
}

/// The process ids listed in file `pids`.
fn listed(pids: &str) -> Vec<String> {
    fs::read_to_string(pids)
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect()
}

/// Whether process `pid` still runs (a zombie does not) and is one of the
/// test's: its command line names `tag` (process ids are reused).
fn alive(pid: &str, tag: &str) -> bool {
    let running = fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        let state = s.rsplit(')').next().unwrap_or("").trim_start();
        !state.starts_with('Z') && !state.starts_with('X')
    });
    running
        && fs::read(format!("/proc/{pid}/cmdline"))
            .is_ok_and(|c| String::from_utf8_lossy(&c).contains(tag))
}

/// Asserts that at least `want` processes are listed in `pids`, and that
/// every one of them has ended (or is no longer one of the test's).
fn assert_gone(pids: &str, want: usize, what: &str) {
    let list = listed(pids);
    assert!(
        list.len() >= want,
        "{what}: {} of {want} listed",
        list.len()
    );
    let start = Instant::now();
    for pid in &list {
        while alive(pid, pids) {
            assert!(start.elapsed() < DEADLINE, "{what}: process {pid} survives");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// Waits until file `pids` lists `want` processes.
fn wait_listed(pids: &str, want: usize) {
    let start = Instant::now();
    while listed(pids).len() < want {
        assert!(
            start.elapsed() < DEADLINE,
            "{} of {want} listed",
            listed(pids).len()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// `stress go-capture` on one seed of HOSTILE MODE, which then answers
/// right (boardsolve itself).
fn stress_hostile(mode: &[&str], pids: &str, options: &[&str]) -> crate::util::Run {
    let mut args = vec![
        "stress",
        "go-capture",
        "--seeds",
        "1..=1",
        "--shrink-time",
        "0",
    ];
    args.extend_from_slice(options);
    args.extend(["--", hostile(), mode[0], pids]);
    args.extend_from_slice(&mode[1..]);
    args.extend(["--", BIN, "go-capture"]);
    run(&args, "")
}

/// Processes that leave the program's tree, session or group, stop, or
/// multiply are all ended with the run (they survived it before: only the
/// program's process group was killed).
#[test]
fn no_process_of_a_run_survives() {
    for mode in [
        &["setsid"][..],
        &["double-fork"],
        &["setpgid"],
        &["stopped"],
        &["bomb", "300"],
    ] {
        let dir = TempDir::new("survive");
        let pids = dir.path("pids");
        let r = stress_hostile(mode, &pids, &[]);
        assert!(r.ok().starts_with("ok: 1 seed passed"), "{mode:?}");
        let left = mode.get(1).map_or(1, |n| n.parse().unwrap());
        assert_gone(&pids, left + 1, mode[0]);
    }
    // nohup: SIGHUP ignored, output elsewhere.
    let dir = TempDir::new("survive-nohup");
    let pids = dir.path("pids");
    let program = format!(
        "nohup sh -c 'read p _ < /proc/self/stat; echo $p >> \"$0\"; exec sleep 300' '{pids}' > /dev/null 2>&1 & \
         while [ ! -s '{pids}' ]; do sleep 0.01; done; exec '{BIN}' go-capture"
    );
    let r = run(
        &[
            "stress",
            "go-capture",
            "--seeds",
            "1..=1",
            "--shell",
            "--",
            &program,
        ],
        "",
    );
    assert!(r.ok().starts_with("ok: 1 seed passed"));
    assert_gone(&pids, 1, "nohup");
}

/// Without a namespace (the kernel's refusal, or another Unix) the
/// supervisor ends a run by walking its descendants: the supervisor run
/// by hand in that mode, its report on descriptor 3.
#[test]
fn without_a_namespace_the_walk_ends_every_process() {
    for mode in [
        &["setsid"][..],
        &["double-fork"],
        &["setpgid"],
        &["stopped"],
        &["bomb", "300"],
    ] {
        let dir = TempDir::new("walk");
        let pids = dir.path("pids");
        let report = dir.path("report");
        let script = format!(
            "'{BIN}' --boardsolve-sandbox-supervisor 3 $$ plain \"$@\" 3> '{report}' < /dev/null > /dev/null"
        );
        let status = Command::new("sh")
            .args(["-c", &script, "sh", hostile(), mode[0], &pids])
            .args(&mode[1..])
            .args(["--", "true"])
            .status()
            .unwrap();
        assert!(status.success(), "{mode:?}");
        let report = fs::read_to_string(&report).unwrap();
        let lines: Vec<&str> = report.lines().collect();
        assert!(
            lines.len() == 2 && lines[0].starts_with("start ") && lines[1].starts_with("end 0 "),
            "{mode:?}: {report}"
        );
        let left = mode.get(1).map_or(1, |n| n.parse().unwrap());
        assert_gone(&pids, left + 1, mode[0]);
    }
}

/// A stress run in a session of its own with every signal's default
/// disposition; its stderr read on a thread.
fn session(args: &[&str], env: &[(&str, &str)]) -> (Child, std::sync::mpsc::Receiver<String>) {
    let mut cmd = Command::new("setsid");
    interrupt::default_signals(&mut cmd)
        .arg(BIN)
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("setsid (util-linux)");
    let (tx, rx) = std::sync::mpsc::channel();
    let err = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    (child, rx)
}

fn kill(sig: &str, target: &str) {
    let ok = Command::new("sh")
        .args(["-c", "kill -s \"$1\" -- \"$2\"", "sh", sig, target])
        .status()
        .unwrap();
    assert!(ok.success(), "kill -s {sig} {target}");
}

/// Waits for `child` to end (at most [`DEADLINE`]); its status and
/// standard output.
fn finish(mut child: Child) -> (Option<i32>, String) {
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > DEADLINE {
            let _ = child.kill();
            panic!("stress did not end");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    (child.wait().unwrap().code(), out)
}

/// SIGKILL of stress (a CI runner cancelling, the OOM killer): the
/// supervisor's parent-death signal kills it, its namespace's init dies
/// with it, and so does every process of the run. Without namespaces
/// (said on stderr) a detached process would survive: skipped.
#[test]
fn sigkill_of_stress_ends_every_process_of_its_runs() {
    let dir = TempDir::new("sigkill");
    let pids = dir.path("pids");
    let (child, err) = session(
        &[
            "stress",
            "go-capture",
            "--seeds",
            "1..=1",
            "--timeout",
            "300",
            "--",
            hostile(),
            "double-fork",
            &pids,
        ],
        &[],
    );
    // The program and its detached grandchild.
    wait_listed(&pids, 2);
    kill("KILL", &child.id().to_string());
    let (status, _) = finish(child);
    assert_eq!(status, None);
    let said: Vec<String> = err.try_iter().collect();
    if let Some(why) = said.iter().find(|l| l.contains("not in PID namespaces")) {
        eprintln!("skipped: no PID namespace here ({why})");
        return;
    }
    assert_gone(&pids, 2, "SIGKILL");
}

/// CPU time spent in a detached grandchild counts: 1.4 s of it under
/// `--timeout 1` is a time-out (it passed, the grandchild out of the
/// tree the clock read).
#[test]
fn detached_cpu_time_is_charged() {
    let dir = TempDir::new("detached-cpu");
    let r = stress_hostile(&["spin", "1400"], &dir.path("pids"), &["--timeout", "1"]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: time limit exceeded (1 s of CPU time"),
        "{}",
        r.describe()
    );
}

/// Memory held by a detached grandchild counts: 128 MiB under `--memory
/// 64` (1500 MB passed `--memory 256`).
#[test]
fn detached_memory_is_charged() {
    let dir = TempDir::new("detached-memory");
    let r = stress_hostile(&["hold", "128"], &dir.path("pids"), &["--memory", "64"]);
    assert_eq!(r.status, Some(1), "{}", r.describe());
    assert!(
        r.stdout()
            .starts_with("seed 1 fails: memory limit exceeded ("),
        "{}",
        r.describe()
    );
}

/// A child that touches 80 MiB and exits at once, under `--memory 64`:
/// its exact peak (`ru_maxrss`, reaped) is over the limit every time, not
/// only when a sample falls in its few milliseconds.
#[test]
fn a_short_spike_is_caught_every_time() {
    for k in 0..10 {
        let dir = TempDir::new("spike");
        let r = stress_hostile(&["spike", "80"], &dir.path("pids"), &["--memory", "64"]);
        assert!(
            r.stdout()
                .starts_with("seed 1 fails: memory limit exceeded ("),
            "run {k}: {}",
            r.describe()
        );
    }
}

/// A C++ file that includes a FIFO nobody writes: g++ never ends. Ctrl-C
/// ends it at once: status 130, no seed run, nothing saved, no compiler
/// left, no scratch directory (nor g++'s temporary files) left.
#[test]
fn ctrl_c_during_a_compile_that_never_ends() {
    let dir = TempDir::new("compile-fifo");
    let tmp = dir.0.join("tmp");
    fs::create_dir(&tmp).unwrap();
    let fifo = dir.path("fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let source = dir.path("hang.cpp");
    fs::write(&source, format!("#include \"{fifo}\"\nint main() {{}}\n")).unwrap();
    let save = dir.path("saved");
    let (child, err) = session(
        &[
            "stress",
            "go-capture",
            "--solution",
            &source,
            "--save",
            &save,
        ],
        &[("TMPDIR", tmp.to_str().unwrap())],
    );
    // Said once the compiler has run a second.
    let said = err.recv_timeout(DEADLINE).expect("a line on stderr");
    assert!(said.starts_with("stress: compiling "), "{said}");
    let asked = Instant::now();
    kill("INT", &format!("-{}", child.id()));
    let (status, out) = finish(child);
    eprintln!("ended {:?} after Ctrl-C", asked.elapsed());
    assert_eq!(status, Some(130), "{out}");
    assert_eq!(
        out,
        format!("interrupted by SIGINT while compiling {source}: no seed ran\n")
    );
    assert!(!Path::new(&save).exists());
    let left: Vec<PathBuf> = fs::read_dir(&tmp)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(left.is_empty(), "{left:?}");
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let cmdline = fs::read(entry.path().join("cmdline")).unwrap_or_default();
        assert!(
            !String::from_utf8_lossy(&cmdline).contains(&source),
            "{:?} survives",
            entry.path()
        );
    }
}

/// `--compile-timeout`: a compiler past it ends the run with one line.
#[test]
fn a_compiler_past_its_time_limit_is_an_error() {
    let dir = TempDir::new("compile-timeout");
    let source = dir.path("ok.cpp");
    fs::write(
        &source,
        "#include <iostream>\nint main() { std::cout << 0; }\n",
    )
    .unwrap();
    let r = run(
        &[
            "stress",
            "go-capture",
            "--solution",
            &source,
            "--compile-timeout",
            "0.001",
        ],
        "",
    );
    r.fails_with(&format!(
        "{source} is not runnable: g++ ran past the compile time limit (0.001 s of CPU time: --compile-timeout)"
    ));
    run(
        &[
            "stress",
            "go-capture",
            "--compile-timeout",
            "0",
            "--",
            "true",
        ],
        "",
    )
    .usage_error("the time limit must be above 0");
}

/// However stress was started (here with SIGINT, SIGTERM and SIGHUP
/// ignored), its programs get every signal's default disposition and an
/// empty mask.
#[test]
fn programs_get_default_signals_whatever_stress_inherited() {
    let dir = TempDir::new("dispositions");
    let seen = dir.path("seen");
    let program =
        format!("grep -E '^Sig(Ign|Blk)' /proc/self/status > '{seen}'; exec '{BIN}' go-capture");
    let script = "trap '' INT TERM HUP; exec \"$@\"";
    let out = Command::new("sh")
        .args([
            "-c",
            script,
            "sh",
            BIN,
            "stress",
            "go-capture",
            "--seeds",
            "1..=1",
            "--shell",
        ])
        .args(["--", &program])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        fs::read_to_string(&seen).unwrap(),
        "SigBlk:\t0000000000000000\nSigIgn:\t0000000000000000\n"
    );
}

/// A signal ignored when stress starts (`nohup`) stays ignored: SIGHUP
/// then SIGTERM end it as SIGTERM.
#[test]
fn a_signal_ignored_on_entry_stays_ignored() {
    let dir = TempDir::new("nohup");
    let pids = dir.path("pids");
    let mut cmd = Command::new("sh");
    interrupt::default_signals(&mut cmd)
        .args([
            "-c",
            "trap '' HUP; exec \"$@\"",
            "sh",
            BIN,
            "stress",
            "go-capture",
        ])
        .args([
            "--seeds",
            "1..=1",
            "--timeout",
            "300",
            "--",
            hostile(),
            "none",
            &pids,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let child = cmd.spawn().unwrap();
    wait_listed(&pids, 1);
    kill("HUP", &child.id().to_string());
    kill("TERM", &child.id().to_string());
    let (status, out) = finish(child);
    assert_eq!(status, Some(143), "{out}");
    assert!(out.starts_with("interrupted by SIGTERM: "), "{out}");
}

/// For a server that runs many programs in one sandbox (issue 46): every
/// process of the run is listed, and all but the ones kept can be ended.
#[cfg(target_os = "linux")]
#[test]
fn a_sandbox_lists_and_ends_processes_but_the_ones_kept() {
    use boardsolve::platform::sandbox::{self, Sandbox};
    sandbox::supervise_with(BIN.as_ref());
    let dir = TempDir::new("server");
    let pids = dir.path("pids");
    let mut cmd = Command::new(hostile());
    cmd.args(["bomb", &pids, "5"]);
    let mut s = Sandbox::spawn(&cmd).unwrap();
    wait_listed(&pids, 5);
    let program = s.program();
    let mut all = s.processes();
    all.sort();
    assert_eq!(all.len(), 6, "{all:?}");
    assert!(all.contains(&program));
    s.kill_except(&[program]);
    assert_eq!(s.processes(), vec![program]);
    sandbox::kill_tree(program);
    assert!(s.exited().is_ok());
    s.end();
    let ended = s.wait().unwrap();
    assert!(ended.status.is_none_or(|st| !st.success()));
    assert_gone(&pids, 5, "kill_except");
}

/// The user to try the scratch directory as, made (when the tests run as
/// root) with useradd; `None` if the tests do not run as root.
fn second_user() -> Option<&'static str> {
    const NAME: &str = "boardsolve-intruder";
    let root = fs::read_to_string("/proc/self/status")
        .unwrap()
        .lines()
        .any(|l| l.starts_with("Uid:") && l.split_whitespace().nth(1) == Some("0"));
    if !root {
        eprintln!("skipped: a second user is made only as root");
        return None;
    }
    let known = Command::new("id")
        .arg(NAME)
        .output()
        .unwrap()
        .status
        .success();
    if !known {
        let made = Command::new("useradd")
            .args([
                "--system",
                "--no-create-home",
                "--shell",
                "/usr/sbin/nologin",
                NAME,
            ])
            .status()
            .expect("useradd (passwd)");
        assert!(made.success(), "useradd {NAME}");
    }
    Some(NAME)
}

/// `cmd` run as `user` (setpriv, util-linux).
fn as_user(user: &str, cmd: &[&str]) -> std::process::Output {
    Command::new("setpriv")
        .args(["--reuid", user, "--regid", user, "--clear-groups", "--"])
        .args(cmd)
        .output()
        .expect("setpriv (util-linux)")
}

/// A second user can neither enter nor pre-empt the scratch directory: it
/// is made with a name nobody can predict, mode 0700, never one that was
/// there (the old predictable names, made by the other user, are left
/// alone), and what it holds is out of the other user's reach.
#[test]
fn a_second_user_cannot_enter_or_preempt_the_scratch_directory() {
    let Some(user) = second_user() else { return };
    let dir = TempDir::new("scratch-intruder");
    let tmp = dir.0.join("tmp");
    fs::create_dir(&tmp).unwrap();
    // A shared temporary directory, as /tmp is.
    assert!(Command::new("chmod")
        .args(["1777"])
        .arg(&tmp)
        .status()
        .unwrap()
        .success());
    let tmp_s = tmp.to_str().unwrap().to_string();
    // The other user's traps: the names stress made before, for the next
    // process ids.
    let last: u32 = fs::read_to_string("/proc/sys/kernel/ns_last_pid")
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let traps = format!(
        "for p in $(seq {} {}); do mkdir -m 777 \"$0/boardsolve-solution-$p-0\"; done",
        last,
        last + 300
    );
    assert!(as_user(user, &["sh", "-c", &traps, &tmp_s])
        .status
        .success());
    let fifo = dir.path("fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let source = dir.path("hang.cpp");
    fs::write(&source, format!("#include \"{fifo}\"\nint main() {{}}\n")).unwrap();
    let (child, err) = session(
        &[
            "stress",
            "go-capture",
            "--solution",
            &source,
            "--save",
            &dir.path("saved"),
        ],
        &[("TMPDIR", &tmp_s)],
    );
    let said = err.recv_timeout(DEADLINE).expect("a line on stderr");
    assert!(said.starts_with("stress: compiling "), "{said}");
    let scratch: Vec<PathBuf> = fs::read_dir(&tmp)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.file_name().unwrap().to_str().unwrap().ends_with("-0"))
        .collect();
    assert_eq!(scratch.len(), 1, "{scratch:?}");
    let scratch = scratch[0].to_str().unwrap();
    let mode = Command::new("stat")
        .args(["-c", "%a %U", scratch])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&mode.stdout), "700 root\n");
    for attempt in [
        vec!["ls", scratch],
        vec!["touch", &format!("{scratch}/harness.py")],
        vec!["mkdir", &format!("{scratch}/x")],
    ] {
        let out = as_user(user, &attempt);
        assert!(!out.status.success(), "{attempt:?}: {out:?}");
    }
    kill("TERM", &child.id().to_string());
    let (status, _) = finish(child);
    assert_eq!(status, Some(143));
    // The traps are as the other user left them, empty; the scratch is
    // gone.
    assert!(!Path::new(scratch).exists());
    for trap in fs::read_dir(&tmp).unwrap() {
        let trap = trap.unwrap().path();
        assert_eq!(fs::read_dir(&trap).unwrap().count(), 0, "{trap:?}");
    }
}

/// An unprivileged user's runs are contained too: in a user and PID
/// namespace, the program is PID 2 and its own user, and what it detaches
/// ends with the run.
#[test]
fn an_unprivileged_users_runs_are_contained() {
    let Some(user) = second_user() else { return };
    let dir = TempDir::new("unprivileged");
    assert!(Command::new("chmod")
        .args(["777"])
        .arg(&dir.0)
        .status()
        .unwrap()
        .success());
    let pids = dir.path("pids");
    let seen = dir.path("seen");
    let program = format!(
        "grep -E '^(Uid|NSpid)' /proc/self/status > '{seen}'; exec '{}' double-fork '{pids}' -- '{BIN}' go-capture",
        hostile()
    );
    let out = as_user(
        user,
        &[
            "env",
            &format!("TMPDIR={}", dir.0.display()),
            BIN,
            "stress",
            "go-capture",
            "--seeds",
            "1..=1",
            "--save",
            &dir.path("saved"),
            "--shell",
            "--",
            &program,
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("ok: 1 seed passed"), "{out:?}");
    assert!(out.stderr.is_empty(), "{out:?}");
    let seen = fs::read_to_string(&seen).unwrap();
    let uid = String::from_utf8_lossy(
        &Command::new("id")
            .args(["-u", user])
            .output()
            .unwrap()
            .stdout,
    )
    .trim()
    .to_string();
    assert!(seen.starts_with(&format!("Uid:\t{uid}\t")), "{seen}");
    // grep's own NSpid: the shell is 2, grep its child.
    assert!(seen.trim_end().ends_with("\t3"), "{seen}");
    assert_gone(&pids, 2, "unprivileged");
}
