//! Running a contestant's program once, under limits like a judge's.
//!
//! The program runs in a [`Sandbox`]: every process it starts, detached
//! ones too, is charged to the run and ended with it (see
//! [`crate::platform::sandbox`] for what each system contains). A run is
//! timed as judges time it, by the CPU time of all its processes (user
//! and system, see [`crate::platform::cpu`]), so a busy machine does not
//! change a verdict. The wall clock is only a backstop, for a program
//! that waits instead of working (on input it already has, on a sleep:
//! [`WALL_TIMES`] its limit of waiting); a program starved by a busy
//! machine is not waiting, and runs on to its CPU limit. Where the system
//! cannot tell CPU time while the run lasts (macOS, the BSDs) the wall
//! clock is the limit itself. When the program exits or a limit is hit,
//! every process left in the run is killed, so a background child holding
//! the output pipes can neither stretch a run nor outlive it. Memory is
//! the peak resident memory of the run's processes (sampled, see
//! [`crate::platform::memory`], and at the end the exact peak of each
//! process), not the address space, so a JVM or a sanitizer build runs at
//! the defaults. A run whose exact CPU time or peak memory is over its
//! limit is over it, even if no sample saw it. Output past the limit
//! stops the run as "output limit exceeded" before the program can die
//! of the closed pipe.

use crate::platform::sandbox::Sandbox;
use crate::platform::{cpu, exe, process, shell};
use std::io::{self, Read, Write};
use std::process::{Command, ExitStatus};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// Standard error kept for the report; the rest is read and dropped.
pub(crate) const KEEP_STDERR: u64 = 64 << 10;
/// How long the output pipes may stay open after the run's end (only a
/// process out of the sandbox's reach can hold them).
const PIPE_GRACE: Duration = Duration::from_millis(500);
/// The first and the longest pause between two looks at a running
/// program (the pause doubles in between)...
const FIRST_NAP: Duration = Duration::from_micros(50);
const MAX_NAP: Duration = Duration::from_millis(5);
/// ...until the run is older than `NAP_SHARE` times that: then the pause
/// may grow to its age over `NAP_SHARE`, up to `LONG_NAP`. A look (the
/// process state and its memory from `/proc`) costs tens of
/// microseconds: every 2 ms, it took 4% of a core for each run in
/// parallel, and at most every 2 ms, then every 20th of its age, still
/// 6 ms of boardsolve's CPU for a run of 0.1 s (as a time-out's smaller
/// inputs run), more than a tenth of the wall time on two jobs. The exit
/// and the time limit are seen at once all the same (the output pipe's
/// end, the deadline); only memory is sampled less often (each process's
/// peak is its high-water mark, and the exact one comes at its end).
const NAP_SHARE: u32 = 8;
const LONG_NAP: Duration = Duration::from_millis(20);

/// The longest pause between two looks at a run started `age` ago (see
/// [`NAP_SHARE`]); a server's seed is looked at the same way.
pub(crate) fn longest_nap(age: Duration) -> Duration {
    (age / NAP_SHARE).clamp(MAX_NAP, LONG_NAP)
}

/// The backstop: a run stops as a time-out once it has waited (asleep,
/// blocked, neither running nor ready to run) this many times its time
/// limit, whatever CPU time it has used, and at least [`LEAST_WAIT`]. A
/// program starved by a busy machine is ready to run, so it runs on to
/// its CPU limit.
pub const WALL_TIMES: u32 = 3;
/// The shortest wait the backstop stops: waiting is told from samples up
/// to `LONG_NAP` apart and CPU time counts in ticks of 10 ms, so
/// under a few samples' length a moment between two processes (a
/// compiler's driver handing over to its next pass) would pass for a
/// program that never answers (`--compile-timeout 0.001` stopped g++ as
/// "waiting" after 3 ms before its first tick of CPU time was told).
pub const LEAST_WAIT: Duration = Duration::from_millis(100);

/// How long a run under the time limit `limit` may wait (see
/// [`WALL_TIMES`]).
pub(crate) fn backstop(limit: Duration) -> Duration {
    limit.saturating_mul(WALL_TIMES).max(LEAST_WAIT)
}

/// How long the backstop let a run under `limit` wait, in words, with
/// the limit named `the_limit`: `3 times the 0.2 s limit`.
pub fn waited_words(limit: Duration, the_limit: &str) -> String {
    match limit.saturating_mul(WALL_TIMES) < LEAST_WAIT {
        true => format!(
            "{} s, the least wait judged, past {the_limit}",
            LEAST_WAIT.as_secs_f64()
        ),
        false => format!("{WALL_TIMES} times {the_limit}"),
    }
}

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time of the program and its children (where the system tells
    /// it; else wall-clock time); see [`WALL_TIMES`] for the backstop.
    pub time: Duration,
    /// Peak resident memory, bytes.
    pub memory: u64,
    /// Standard output, bytes.
    pub output: u64,
    /// How long it may wait (see [`WALL_TIMES`]), where that is not
    /// [`backstop`]`(time)`: a batched run's CPU time limit covers many
    /// inputs, but a correct program never waits on one (all its input is
    /// there), so it waits no longer than a run of one input may.
    pub wait: Option<Duration>,
}

impl Limits {
    /// How long a run under these limits may wait before the backstop
    /// stops it.
    pub fn waiting(&self) -> Duration {
        self.wait.unwrap_or_else(|| backstop(self.time))
    }
}

/// The program under test.
#[derive(Clone, Debug)]
pub struct Program {
    /// The program and its arguments (run directly), or one shell command
    /// line.
    pub argv: Vec<String>,
    /// Run `argv` joined by spaces through the shell (`sh -c`, on Windows
    /// `cmd /C`).
    pub shell: bool,
}

/// How one run ended.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Exit status 0.
    Finished {
        stdout: Vec<u8>,
        /// CPU time (wall-clock time where the system cannot tell).
        time: Duration,
        /// Peak resident memory, bytes.
        memory: u64,
    },
    /// A non-zero exit status or a signal.
    Crashed {
        /// The status in words (`exit status 3`, `killed by signal 11
        /// (SIGSEGV)`).
        status: String,
        stdout: Vec<u8>,
        stderr: Vec<u8>,
    },
    TimeLimit {
        stdout: Vec<u8>,
        /// Stopped by the backstop (see [`WALL_TIMES`]), not by its CPU
        /// time: it waited rather than worked.
        backstop: bool,
    },
    MemoryLimit {
        /// Peak resident memory when it was stopped, bytes.
        peak: u64,
        stdout: Vec<u8>,
    },
    OutputLimit {
        stdout: Vec<u8>,
    },
    /// Stopped because the caller asked to.
    Cancelled,
}

/// Whether a program name holds spaces or shell syntax (pipes,
/// redirections, `;`, `&&`, quotes, `$`): the shell's, not a file's.
fn looks_like_shell(prog: &str) -> bool {
    prog.chars()
        .any(|c| c.is_whitespace() || "|&;<>()$`'\"".contains(c))
}

impl Program {
    /// The program itself (empty if none was given: it cannot start).
    fn program(&self) -> &str {
        self.argv.first().map_or("", String::as_str)
    }

    /// The program as messages quote it: `'prog'`, `sh -c 'command'`.
    pub fn name(&self) -> String {
        if self.shell {
            format!("{} '{}'", shell::NAME, self.argv.join(" "))
        } else {
            format!("'{}'", self.program())
        }
    }

    /// Fails if the program cannot be started: no executable file of
    /// that name.
    pub fn check(&self) -> Result<(), String> {
        let prog = if self.shell {
            shell::PROGRAM
        } else {
            self.program()
        };
        let path = std::path::Path::new(prog);
        match exe::find(prog) {
            Some(_) => Ok(()),
            None if path.is_dir() => Err(format!("cannot start '{prog}': it is a directory")),
            None if path.is_file() && path.components().count() > 1 => Err(format!(
                "cannot start '{prog}': the file is not executable (chmod +x it, or name its interpreter: -- python3 {prog})"
            )),
            // `-- "cat | wc -l"`: one word meant as a shell command line.
            None if !self.shell && looks_like_shell(prog) => Err(format!(
                "cannot start '{prog}': no such executable file (a shell command line needs --shell)"
            )),
            None => Err(format!("cannot start '{prog}': no such executable file")),
        }
    }

    fn command(&self) -> Command {
        if self.shell {
            return shell::command(&self.argv.join(" "));
        }
        let mut c = Command::new(self.program());
        c.args(self.argv.iter().skip(1));
        c
    }

    /// Runs once with `input` on standard input (see [`run_command`]).
    pub fn run(
        &self,
        input: &[u8],
        limits: &Limits,
        cancel: &dyn Fn() -> bool,
    ) -> io::Result<Outcome> {
        self.run_with(input, limits, cancel, &[])
    }

    /// [`Program::run`] with the variables `env` set in the program's
    /// environment (how stress tells a harness where to write its
    /// testcases' times).
    pub fn run_with(
        &self,
        input: &[u8],
        limits: &Limits,
        cancel: &dyn Fn() -> bool,
        env: &[(&str, &std::path::Path)],
    ) -> io::Result<Outcome> {
        let mut cmd = self.command();
        cmd.envs(env.iter().copied());
        run_command(&cmd, input, limits, cancel, KEEP_STDERR)
    }
}

/// Runs `cmd` (its program, arguments, environment and directory) once in
/// a sandbox, with `input` on standard input, under `limits`, keeping at
/// most `keep_stderr` bytes of its standard error. `cancel` is asked every
/// few milliseconds; when it says yes, the run is killed. An error means
/// the program could not be started (or watched).
pub fn run_command(
    cmd: &Command,
    input: &[u8],
    limits: &Limits,
    cancel: &dyn Fn() -> bool,
    keep_stderr: u64,
) -> io::Result<Outcome> {
    let start = Instant::now();
    let mut sandbox = Sandbox::spawn(cmd)?;
    let (stdin, stdout, stderr) = match sandbox.pipes() {
        (Some(a), Some(b), Some(c)) => (a, b, c),
        _ => return Err(io::Error::other("no pipes to the program")),
    };
    let over = Arc::new(AtomicBool::new(false));
    let pipes = feed(stdin, input.to_vec()).and_then(|()| {
        let out = Pipe::read(stdout, limits.output, Some(over.clone()))?;
        Ok((out, Pipe::read(stderr, keep_stderr, None)?))
    });
    let (out, err) = match pipes {
        Ok(pipes) => pipes,
        Err(e) => {
            return Err(io::Error::new(
                e.kind(),
                format!("no thread for its pipes: {e}"),
            ));
        }
    };
    let counted = sandbox.usage().is_some();
    let mut nap = FIRST_NAP;
    let mut ended = false;
    let end = loop {
        let exited = sandbox.exited()?;
        let used = sandbox.usage();
        let wall = start.elapsed();
        let time_out = match used {
            Some(u) if u.cpu > limits.time => Some(false),
            Some(u) if u.waited >= limits.waiting() => Some(true),
            None if wall >= limits.time => Some(false),
            _ => None,
        };
        if let Some(backstop) = time_out {
            break End::Time { backstop };
        }
        if exited {
            break End::Exited;
        }
        if over.load(Ordering::Acquire) {
            break End::Output;
        }
        let peak = sandbox.peak();
        if peak > limits.memory {
            break End::Memory(peak);
        }
        if cancel() {
            break End::Cancelled;
        }
        // Until the output closes, wait for that rather than sleep: the
        // run's end closes it, so the end is seen at once.
        let pause = match counted {
            true => nap,
            false => nap.min(limits.time.saturating_sub(wall)),
        };
        if ended {
            std::thread::sleep(pause);
        } else if out.wait_end(pause) {
            ended = true;
            nap = FIRST_NAP;
            continue;
        }
        nap = (nap * 2).min(longest_nap(start.elapsed()));
    };
    let wall = start.elapsed();
    let sampled = sandbox.peak();
    sandbox.end();
    let figures = sandbox.wait()?;
    let stdout = out.collect();
    let time = if cpu::COUNTED { figures.cpu } else { wall };
    let peak = sampled.max(figures.peak);
    let over = over.load(Ordering::Acquire);
    Ok(judged(
        end,
        over,
        figures.status,
        time,
        peak,
        limits,
        stdout,
        || err.collect(),
    ))
}

/// How a run ended, from why its watch ended (`end`), whether its output
/// went past the limit (`over`), its status (`None`: it was ended from
/// outside), its CPU time and peak memory, exact, and what it wrote.
#[allow(clippy::too_many_arguments)]
pub(crate) fn judged(
    end: End,
    over: bool,
    status: Option<ExitStatus>,
    time: Duration,
    peak: u64,
    limits: &Limits,
    stdout: Vec<u8>,
    stderr: impl FnOnce() -> Vec<u8>,
) -> Outcome {
    match end {
        // The reader flags an overflow before it closes the pipe, so a
        // program that died of the closed pipe is seen here.
        _ if over => Outcome::OutputLimit { stdout },
        // Exact figures over a limit that no sample saw over it.
        End::Exited if time > limits.time => Outcome::TimeLimit {
            stdout,
            backstop: false,
        },
        End::Exited if peak > limits.memory => Outcome::MemoryLimit { peak, stdout },
        End::Exited => match status {
            Some(status) if status.success() => Outcome::Finished {
                stdout,
                time,
                memory: peak,
            },
            status => Outcome::Crashed {
                status: status.map_or_else(
                    || "ended from outside the run".to_string(),
                    process::describe,
                ),
                stdout,
                stderr: stderr(),
            },
        },
        End::Output => Outcome::OutputLimit { stdout },
        End::Memory(peak) => Outcome::MemoryLimit { peak, stdout },
        End::Time { backstop } => Outcome::TimeLimit { stdout, backstop },
        End::Cancelled => Outcome::Cancelled,
    }
}

/// Why the watch loop ended.
pub(crate) enum End {
    Exited,
    Output,
    Memory(u64),
    Time { backstop: bool },
    Cancelled,
}

/// Writes the input from a thread of its own; a program may exit (or be
/// killed) without reading it all, which ends the thread with an error.
/// An error: the thread could not start.
fn feed(mut stdin: impl Write + Send + 'static, data: Vec<u8>) -> io::Result<()> {
    std::thread::Builder::new()
        .spawn(move || {
            let _ = stdin.write_all(&data);
        })
        .map(drop)
}

/// One output pipe, read on a thread of its own into a shared buffer.
struct Pipe {
    buf: Arc<Mutex<Vec<u8>>>,
    /// Disconnected when the reading thread has ended.
    done: mpsc::Receiver<()>,
}

impl Pipe {
    /// Reads `pipe` until its end. Past `cap` bytes: with `over`, flag it
    /// and stop reading (closing the pipe); without, keep reading and
    /// drop the rest, so a chatty program never blocks on a full pipe. An
    /// error: the reading thread could not start.
    fn read(
        mut pipe: impl Read + Send + 'static,
        cap: u64,
        over: Option<Arc<AtomicBool>>,
    ) -> io::Result<Pipe> {
        let buf = Arc::new(Mutex::new(Vec::new()));
        let (tx, done) = mpsc::channel::<()>();
        let shared = buf.clone();
        std::thread::Builder::new().spawn(move || {
            let mut chunk = vec![0u8; 64 << 10];
            let mut total = 0u64;
            loop {
                let n = match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                total += n as u64;
                if total > cap {
                    if let Some(over) = &over {
                        over.store(true, Ordering::Release);
                        break;
                    }
                    continue;
                }
                lock(&shared).extend_from_slice(&chunk[..n]);
            }
            drop(tx);
        })?;
        Ok(Pipe { buf, done })
    }

    /// Waits up to `timeout` for the pipe to end (every writer gone);
    /// whether it has. A program's exit closes its output, so waiting here
    /// instead of sleeping notices the exit at once.
    fn wait_end(&self, timeout: Duration) -> bool {
        matches!(
            self.done.recv_timeout(timeout),
            Err(mpsc::RecvTimeoutError::Disconnected)
        )
    }

    /// What was read, once the pipe has ended or the grace period is
    /// over.
    fn collect(self) -> Vec<u8> {
        self.wait_end(PIPE_GRACE);
        std::mem::take(&mut *lock(&self.buf))
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
