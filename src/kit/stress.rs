//! `boardsolve stress`: generate an input per seed, run the contestant's
//! command on it, compare with boardsolve's answer; on the first failure,
//! report it and shrink it to a small failing input.
//!
//! Seeds are handed out in increasing order to `jobs` workers; a failure at
//! seed s stops the hand-out past s, and the seeds below s that are still
//! running finish, so the reported failure is always the smallest failing
//! seed, whatever the number of jobs.

use crate::kit::check::{check, Verdict};
use crate::kit::gen::{gen_command, generate, GenOptions, Problem};
use crate::kit::input::{Case, Input, Params};
use crate::out::Out;
use std::io::{self, IsTerminal, Read, Write};
use std::ops::Range;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Output kept from a contestant's run; past it the run is cut off.
const MAX_OUTPUT: u64 = 256 << 20;
/// Command runs the shrinker may spend.
const SHRINK_RUNS: usize = 1500;
/// Inputs up to this size are printed whole.
const SHOW_INPUT: usize = 4000;

/// The contestant's command and the limits of each run.
#[derive(Clone, Debug)]
pub struct Contestant {
    /// Program and arguments (run directly), or one shell command line.
    pub argv: Vec<String>,
    pub shell: bool,
    pub timeout: Duration,
    /// Address-space limit per run, MiB.
    pub memory_mb: u64,
}

/// How one run of the contestant ended.
#[derive(Clone, Debug)]
pub enum Outcome {
    Finished {
        stdout: Vec<u8>,
        time: Duration,
    },
    /// Non-zero exit or a signal.
    Crashed {
        status: String,
        stderr: String,
    },
    TimedOut,
}

impl Contestant {
    /// Fails if the program cannot be started (not found, not executable).
    pub fn check_program(&self) -> Result<(), String> {
        let prog = if self.shell { "sh" } else { &self.argv[0] };
        let found = if prog.contains('/') {
            is_executable(Path::new(prog))
        } else {
            std::env::var_os("PATH")
                .map(|paths| std::env::split_paths(&paths).any(|d| is_executable(&d.join(prog))))
                .unwrap_or(false)
        };
        if found {
            Ok(())
        } else {
            Err(format!("cannot start '{prog}': no such executable file"))
        }
    }

    /// Runs once with `input` on stdin, within the time and memory limits.
    pub fn run(&self, input: &[u8]) -> io::Result<Outcome> {
        // `ulimit` needs a shell; `exec` then replaces it with the program,
        // arguments passed through untouched (never re-parsed).
        let limit = format!("ulimit -v {} 2>/dev/null; ", self.memory_mb * 1024);
        let mut cmd = Command::new("sh");
        if self.shell {
            cmd.arg("-c").arg(format!("{limit}{}", self.argv.join(" ")));
        } else {
            cmd.arg("-c")
                .arg(format!("{limit}exec \"$0\" \"$@\""))
                .args(&self.argv);
        }
        let start = Instant::now();
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()?;
        let (mut stdin, stdout, stderr) =
            match (child.stdin.take(), child.stdout.take(), child.stderr.take()) {
                (Some(a), Some(b), Some(c)) => (a, b, c),
                _ => return Err(io::Error::other("pipes of the child process")),
            };
        let data = input.to_vec();
        let feeder = std::thread::spawn(move || {
            // A program may exit without reading everything.
            let _ = stdin.write_all(&data);
        });
        let reader = |pipe: Box<dyn Read + Send>| {
            std::thread::spawn(move || {
                let mut buf = Vec::new();
                let _ = pipe.take(MAX_OUTPUT).read_to_end(&mut buf);
                buf
            })
        };
        let (out, err) = (reader(Box::new(stdout)), reader(Box::new(stderr)));
        let deadline = start + self.timeout;
        let mut nap = Duration::from_micros(50);
        let status = loop {
            if let Some(s) = child.try_wait()? {
                break Some(s);
            }
            if Instant::now() >= deadline {
                // The whole process group: a shell command's children too.
                let _ = Command::new("kill")
                    .args(["-KILL", "--", &format!("-{}", child.id())])
                    .stderr(Stdio::null())
                    .status();
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(nap.min(deadline.saturating_duration_since(Instant::now())));
            nap = (nap * 2).min(Duration::from_millis(5));
        };
        let time = start.elapsed();
        let _ = feeder.join();
        let stdout = out.join().unwrap_or_default();
        let stderr = err.join().unwrap_or_default();
        Ok(match status {
            None => Outcome::TimedOut,
            Some(s) if s.success() => Outcome::Finished { stdout, time },
            Some(s) => Outcome::Crashed {
                status: match (s.code(), s.signal()) {
                    (Some(c), _) => format!("exit status {c}"),
                    (_, Some(sig)) => format!("killed by signal {sig}"),
                    _ => s.to_string(),
                },
                stderr: String::from_utf8_lossy(&stderr[..stderr.len().min(2000)]).into_owned(),
            },
        })
    }
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// What a failing case looked like.
#[derive(Clone, Debug)]
pub enum Failure {
    Wrong(Verdict, Vec<u8>),
    Crashed(String, String),
    TimedOut,
}

impl Failure {
    /// Failures of the same kind: shrinking keeps the kind.
    fn same_kind(&self, other: &Failure) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }

    fn describe(&self, timeout: Duration) -> String {
        match self {
            Failure::Wrong(v, _) => v.message.clone(),
            Failure::Crashed(status, _) => format!("crashed: {status}"),
            Failure::TimedOut => format!("timed out after {:.1} s", timeout.as_secs_f64()),
        }
    }
}

/// Runs the contestant on `input` and judges it; `Ok(None)` if it passed.
pub fn judge(
    p: Problem,
    input: &[u8],
    size: usize,
    c: &Contestant,
) -> io::Result<(Option<Failure>, Duration)> {
    Ok(match c.run(input)? {
        Outcome::Finished { stdout, time } => {
            let v = check(p, input, &stdout, size, false)
                .map_err(|e| io::Error::other(e.to_string()))?;
            ((!v.accepted).then_some(Failure::Wrong(v, stdout)), time)
        }
        Outcome::Crashed { status, stderr } => {
            (Some(Failure::Crashed(status, stderr)), Duration::ZERO)
        }
        Outcome::TimedOut => (Some(Failure::TimedOut), c.timeout),
    })
}

/// The stress run's settings.
pub struct Stress {
    pub problem: Problem,
    /// Generator settings (the seed is replaced by each seed in turn).
    pub gen: GenOptions,
    pub seeds: Range<u64>,
    pub jobs: usize,
    pub contestant: Contestant,
}

fn generate_text(p: Problem, o: &GenOptions) -> Vec<u8> {
    let mut out = Out::new(Vec::new());
    // Generators only fail on write errors, impossible into a Vec.
    let _ = generate(p, o, &mut out);
    out.into_inner().unwrap_or_default()
}

/// Runs the stress test, writing the report to `report` and a progress line
/// to stderr when it is a terminal. Returns whether every seed passed.
pub fn run(s: &Stress, report: &mut impl Write) -> io::Result<bool> {
    let started = Instant::now();
    let next = AtomicU64::new(s.seeds.start);
    let limit = AtomicU64::new(u64::MAX);
    let done = AtomicUsize::new(0);
    let failed = AtomicUsize::new(0);
    let slowest = Mutex::new((Duration::ZERO, 0u64));
    let first: Mutex<Option<(u64, Vec<u8>, Failure)>> = Mutex::new(None);
    let io_error: Mutex<Option<io::Error>> = Mutex::new(None);
    let size = s.gen.size as usize;
    let worker = || loop {
        let seed = next.fetch_add(1, Ordering::Relaxed);
        if seed >= s.seeds.end || seed > limit.load(Ordering::Relaxed) {
            return;
        }
        let o = GenOptions {
            seed,
            ..s.gen.clone()
        };
        let input = generate_text(s.problem, &o);
        match judge(s.problem, &input, size, &s.contestant) {
            Ok((None, time)) => {
                let mut sl = slowest.lock().unwrap_or_else(|e| e.into_inner());
                if time > sl.0 {
                    *sl = (time, seed);
                }
            }
            Ok((Some(f), _)) => {
                failed.fetch_add(1, Ordering::Relaxed);
                limit.fetch_min(seed, Ordering::Relaxed);
                let mut first = first.lock().unwrap_or_else(|e| e.into_inner());
                if first.as_ref().is_none_or(|(s0, _, _)| seed < *s0) {
                    *first = Some((seed, input, f));
                }
            }
            Err(e) => {
                *io_error.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                limit.store(0, Ordering::Relaxed);
                return;
            }
        }
        done.fetch_add(1, Ordering::Relaxed);
    };
    let progress = io::stderr().is_terminal();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..s.jobs.max(1)).map(|_| scope.spawn(worker)).collect();
        while progress && handles.iter().any(|h| !h.is_finished()) {
            std::thread::sleep(Duration::from_millis(200));
            let n = done.load(Ordering::Relaxed);
            let rate = n as f64 / started.elapsed().as_secs_f64().max(1e-9);
            eprint!(
                "\r\x1b[K{n}/{} cases, {} failed, {rate:.0}/s",
                s.seeds.end - s.seeds.start,
                failed.load(Ordering::Relaxed)
            );
        }
        if progress {
            eprint!("\r\x1b[K");
        }
    });
    if let Some(e) = io_error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let Some((seed, input, failure)) = first.into_inner().unwrap_or_else(|e| e.into_inner()) else {
        let (time, seed) = *slowest.lock().unwrap_or_else(|e| e.into_inner());
        writeln!(
            report,
            "ok: {} cases passed in {:.2} s; slowest: seed {seed} ({:.3} s)",
            done.load(Ordering::Relaxed),
            started.elapsed().as_secs_f64(),
            time.as_secs_f64()
        )?;
        return Ok(true);
    };
    let o = GenOptions {
        seed,
        ..s.gen.clone()
    };
    writeln!(
        report,
        "seed {seed} fails: {}",
        failure.describe(s.contestant.timeout)
    )?;
    writeln!(report, "reproduce: {}", gen_command(s.problem, &o))?;
    show_case(report, s.problem, &input, size, &failure)?;
    writeln!(report, "\nshrinking...")?;
    let (small, small_failure, runs) = shrink(s, &o, input.clone(), failure)?;
    writeln!(
        report,
        "smallest failing input ({} bytes, was {}; {runs} runs): {}",
        small.len(),
        input.len(),
        small_failure.describe(s.contestant.timeout)
    )?;
    show_case(report, s.problem, &small, size, &small_failure)?;
    Ok(false)
}

/// Prints an input (if short) and, for a wrong answer, the answers side by
/// side around the first difference, marked with `>`.
fn show_case(
    w: &mut impl Write,
    p: Problem,
    input: &[u8],
    size: usize,
    f: &Failure,
) -> io::Result<()> {
    if input.len() <= SHOW_INPUT {
        writeln!(w, "input:\n{}", String::from_utf8_lossy(input).trim_end())?;
    } else {
        writeln!(
            w,
            "input: {} bytes (regenerate it with the command above)",
            input.len()
        )?;
    }
    match f {
        Failure::Wrong(_, found) => {
            let expected = crate::kit::solve(p, input, size).unwrap_or_default();
            let lines = |t: &'_ [u8]| -> Vec<Vec<u8>> {
                let t = t.strip_suffix(b"\n").unwrap_or(t);
                t.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect()
            };
            let (e, g) = (lines(&expected), lines(found));
            let tokens = |l: &[u8]| {
                String::from_utf8_lossy(l)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let n = e.len().max(g.len());
            let first = (0..n)
                .find(|&i| {
                    tokens(e.get(i).map_or(&[][..], |l| l))
                        != tokens(g.get(i).map_or(&[][..], |l| l))
                })
                .unwrap_or(0);
            writeln!(w, "answers (line: expected | found):")?;
            for i in first.saturating_sub(3)..(first + 4).min(n) {
                let mark = if i == first { '>' } else { ' ' };
                let cut = |l: Option<&Vec<u8>>| {
                    let t = l.map_or(String::from("(none)"), |l| {
                        String::from_utf8_lossy(l).into_owned()
                    });
                    t.chars().take(60).collect::<String>()
                };
                writeln!(w, "{mark} {}: {} | {}", i + 1, cut(e.get(i)), cut(g.get(i)))?;
            }
        }
        Failure::Crashed(_, stderr) if !stderr.is_empty() => {
            writeln!(w, "stderr:\n{}", stderr.trim_end())?;
        }
        _ => {}
    }
    Ok(())
}

/// Shrinks a failing input: first by regenerating with smaller size
/// options (the same seed, then the next few), then by removing moves,
/// cases, rows and columns while the input stays valid and the failure
/// (of the same kind) stays. Returns the smallest input, its failure and
/// the number of contestant runs spent.
fn shrink(
    s: &Stress,
    o: &GenOptions,
    input: Vec<u8>,
    failure: Failure,
) -> io::Result<(Vec<u8>, Failure, usize)> {
    let size = s.gen.size as usize;
    let mut runs = 0;
    let mut best = (input, failure);
    let try_input =
        |text: Vec<u8>, best: &mut (Vec<u8>, Failure), runs: &mut usize| -> io::Result<bool> {
            if *runs >= SHRINK_RUNS || text.len() >= best.0.len() {
                return Ok(false);
            }
            // Only valid inputs: boardsolve must accept them.
            if crate::kit::solve(s.problem, &text, size).is_err() {
                return Ok(false);
            }
            *runs += 1;
            match judge(s.problem, &text, size, &s.contestant)?.0 {
                Some(f) if f.same_kind(&best.1) => {
                    *best = (text, f);
                    Ok(true)
                }
                _ => Ok(false),
            }
        };
    // Phase 1: smaller generator settings.
    let mut cur = o.clone();
    let mut improved = true;
    while improved && runs < SHRINK_RUNS {
        improved = false;
        'dims: for dim in 0..4 {
            for smaller in smaller_settings(s.problem, &cur, dim) {
                for seed in (cur.seed..).take(8) {
                    let cand = GenOptions {
                        seed,
                        ..smaller.clone()
                    };
                    if try_input(generate_text(s.problem, &cand), &mut best, &mut runs)? {
                        cur = cand;
                        improved = true;
                        break 'dims;
                    }
                }
            }
        }
    }
    // Phase 2: remove pieces of the input itself.
    let Ok(mut parsed) = Input::parse(s.problem, &best.0, size) else {
        return Ok((best.0, best.1, runs));
    };
    loop {
        let before = best.0.len();
        for cand in smaller_inputs(&parsed) {
            if try_input(cand.write(), &mut best, &mut runs)? {
                parsed = cand;
                break;
            }
        }
        if best.0.len() == before || runs >= SHRINK_RUNS {
            break;
        }
    }
    Ok((best.0, best.1, runs))
}

/// Generator settings smaller in dimension `dim` (cases, rows, cols, moves
/// or N), largest first.
fn smaller_settings(p: Problem, o: &GenOptions, dim: usize) -> Vec<GenOptions> {
    let halve = |v: u64| -> Vec<u64> {
        let mut c = vec![v / 2, v * 3 / 4, v.saturating_sub(1)];
        c.retain(|&x| x >= 1 && x < v);
        c.sort_unstable();
        c.dedup();
        c
    };
    let with = |f: &dyn Fn(&mut GenOptions, u64), vs: Vec<u64>| -> Vec<GenOptions> {
        vs.into_iter()
            .map(|v| {
                let mut c = o.clone();
                f(&mut c, v);
                c
            })
            .collect()
    };
    match (p, dim) {
        (Problem::GoCapture, 0) => with(&|c, v| c.moves = v, halve(o.moves)),
        (Problem::OthelloMoves, 0) => with(&|c, v| c.n = v, halve(o.n)),
        (Problem::GoCapture | Problem::OthelloMoves, _) => Vec::new(),
        (_, 0) => with(&|c, v| c.cases = v, halve(o.cases)),
        (_, 1) => with(&|c, v| c.rows = Some(v), halve(o.rows.unwrap_or(8))),
        (_, 2) => with(&|c, v| c.cols = Some(v), halve(o.cols.unwrap_or(8))),
        _ => Vec::new(),
    }
}

/// Inputs with one piece removed: chunks of moves or cases, single rows and
/// columns of a board (the target cell keeps its place), an Othello row
/// and column together. Larger removals first.
fn smaller_inputs(input: &Input) -> Vec<Input> {
    let mut out = Vec::new();
    let chunks = |len: usize| -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        let mut k = (len / 2).max(1);
        while k >= 1 {
            let mut i = 0;
            while i + k <= len {
                v.push((i, k));
                i += k;
            }
            k /= 2;
        }
        v
    };
    match input {
        Input::Go { size, moves } => {
            for (i, k) in chunks(moves.len()) {
                let mut m = moves.clone();
                m.drain(i..i + k);
                out.push(Input::Go {
                    size: *size,
                    moves: m,
                });
            }
        }
        Input::Othello { n, cells, player } => {
            for k in (0..*n).rev().filter(|_| *n > 1) {
                let cells = (0..n * n)
                    .filter(|&i| i / n != k && i % n != k)
                    .map(|i| cells[i])
                    .collect();
                out.push(Input::Othello {
                    n: n - 1,
                    cells,
                    player: *player,
                });
            }
        }
        Input::Boards { format, cases } => {
            for (i, k) in chunks(cases.len()) {
                let mut c = cases.clone();
                c.drain(i..i + k);
                out.push(Input::Boards {
                    format: *format,
                    cases: c,
                });
            }
            for (ci, case) in cases.iter().enumerate() {
                for smaller in smaller_boards(case) {
                    let mut c = cases.clone();
                    c[ci] = smaller;
                    out.push(Input::Boards {
                        format: *format,
                        cases: c,
                    });
                }
            }
        }
    }
    out
}

/// A case with one row or one column removed, the target cell moved along.
fn smaller_boards(case: &Case) -> Vec<Case> {
    let (n, m) = (case.rows.len(), case.rows[0].len());
    let target = match case.params {
        Params::None => None,
        Params::Move { row, col, .. } | Params::Click { row, col } => Some((row, col)),
    };
    let moved = |dr: i64, dc: i64| match case.params {
        Params::None => Params::None,
        Params::Move { row, col, color } => Params::Move {
            row: row + dr,
            col: col + dc,
            color,
        },
        Params::Click { row, col } => Params::Click {
            row: row + dr,
            col: col + dc,
        },
    };
    let mut out = Vec::new();
    for r in (0..n).rev().filter(|_| n > 1) {
        let tr = target.map(|t| t.0);
        if tr == Some(r as i64) {
            continue;
        }
        let mut rows = case.rows.clone();
        rows.remove(r);
        let shift = if tr.is_some_and(|t| t > r as i64) {
            -1
        } else {
            0
        };
        out.push(Case {
            rows,
            params: moved(shift, 0),
        });
    }
    for c in (0..m).rev().filter(|_| m > 1) {
        let tc = target.map(|t| t.1);
        if tc == Some(c as i64) {
            continue;
        }
        let rows = case
            .rows
            .iter()
            .map(|row| {
                row.iter()
                    .enumerate()
                    .filter(|&(k, _)| k != c)
                    .map(|(_, &b)| b)
                    .collect()
            })
            .collect();
        let shift = if tc.is_some_and(|t| t > c as i64) {
            -1
        } else {
            0
        };
        out.push(Case {
            rows,
            params: moved(0, shift),
        });
    }
    out
}
