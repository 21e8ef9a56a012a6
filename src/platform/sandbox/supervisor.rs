//! The supervisor: boardsolve started again with [`MARK`] as its first
//! argument, one a run (see the module doc of [`super`]).
//!
//! Its command line: `MARK FD PARENT MODE PROGRAM [ARGS...]`, where FD is
//! the write end of the report pipe, PARENT the process id of the
//! boardsolve that started it, MODE `ns` (try namespaces) or `plain`. Its
//! report, one line each, on FD:
//! - `nons WHY`: no namespace (the kernel refused); `unmapped WHY`: a
//!   namespace with the user's ids unmapped;
//! - `start REAPER PROGRAM`: the program runs; the process ids (as
//!   `/proc` names them) of the process that reaps the run (the
//!   supervisor, or the namespace's init) and of the program; or `error
//!   ERRNO`: it could not be started;
//! - `end STATUS CPU PEAK`: the run is over: the program's raw wait
//!   status (`-` if it was ended first), the CPU time of every process of
//!   the run in nanoseconds, the largest peak resident memory of one of
//!   them in bytes.

use crate::platform::interrupt::default_signals;
use crate::platform::sys::pipe;
use crate::platform::sys::process::{self as sys, Reaped};
use crate::platform::sys::signal::{self, Waiter, SIGCHLD, SIGHUP, SIGINT, SIGKILL, SIGTERM};
use std::ffi::{c_int, OsStr, OsString};
use std::fs::File;
use std::io::{self, Write};
use std::process::Command;
use std::time::Duration;

/// The first argument that makes boardsolve a supervisor.
pub const MARK: &str = "--boardsolve-sandbox-supervisor";

/// What a supervisor is asked to run.
struct Request {
    fd: c_int,
    parent: u32,
    /// Try namespaces (read on Linux only, the only system that has them).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    namespaces: bool,
    program: OsString,
    args: Vec<OsString>,
}

impl Request {
    fn parse(mut args: impl Iterator<Item = OsString>) -> Option<Request> {
        let mut number = || args.next()?.into_string().ok()?.parse::<u32>().ok();
        let fd = c_int::try_from(number()?).ok()?;
        let parent = number()?;
        let namespaces = match args.next()?.to_str()? {
            "ns" => true,
            "plain" => false,
            _ => return None,
        };
        Some(Request {
            fd,
            parent,
            namespaces,
            program: args.next()?,
            args: args.collect(),
        })
    }
}

/// Supervises the run asked for if this process is a supervisor, then
/// exits; returns at once if it is not.
pub fn enter_if_asked() {
    let mut args = std::env::args_os();
    if args.nth(1).as_deref() != Some(OsStr::new(MARK)) {
        return;
    }
    let Some(request) = Request::parse(args) else {
        let _ = writeln!(
            io::stderr(),
            "boardsolve: {MARK} is boardsolve's own: FD PARENT MODE PROGRAM [ARGS...]"
        );
        std::process::exit(2);
    };
    let code = match supervise(request) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(io::stderr(), "boardsolve: the run's supervisor: {e}");
            1
        }
    };
    std::process::exit(code)
}

/// The report pipe: each line written whole in one write (a few bytes,
/// under PIPE_BUF, so never interleaved with the init's).
struct Report(File);

impl Report {
    fn line(&mut self, text: &str) -> io::Result<()> {
        self.0.write_all(format!("{text}\n").as_bytes())
    }
}

fn supervise(r: Request) -> io::Result<()> {
    // Written to before the run on Linux only (a word on namespaces).
    #[cfg_attr(not(target_os = "linux"), allow(unused_mut))]
    let mut report = Report(pipe::inherited(r.fd)?);
    #[cfg(target_os = "linux")]
    {
        sys::parent_death_signal(SIGKILL)?;
        sys::become_subreaper()?;
    }
    // Its parent ended before the request: nobody waits for this run.
    if std::os::unix::process::parent_id() != r.parent {
        return Ok(());
    }
    signal::reset_all();
    let waiter = Waiter::block(&[SIGCHLD, SIGTERM, SIGINT, SIGHUP])?;
    #[cfg(target_os = "linux")]
    if r.namespaces {
        use super::linux::Namespaces;
        match super::linux::enter_namespaces() {
            Namespaces::Refused(why) => report.line(&format!("nons {why}"))?,
            entered => {
                if let Namespaces::Unmapped(why) = entered {
                    report.line(&format!("unmapped {why}"))?;
                }
                // Only now: an undumpable process's files under /proc are
                // root's, so the user could not have written its maps.
                sys::undumpable()?;
                return in_namespace(&r, &waiter, report);
            }
        }
    }
    #[cfg(target_os = "linux")]
    sys::undumpable()?;
    let me = std::process::id();
    reap_run(&r, &waiter, report, me, &|program| end_plain(me, program))
}

/// In a new PID namespace: forks its init, which runs the program and
/// reaps, and waits for it, passing on a request to end the run.
#[cfg(target_os = "linux")]
fn in_namespace(r: &Request, waiter: &Waiter, report: Report) -> io::Result<()> {
    let me = std::process::id();
    // Entering a user namespace changes credentials, which clears the
    // parent-death signal: asked for again, and the parent checked again.
    sys::parent_death_signal(SIGKILL)?;
    if std::os::unix::process::parent_id() != r.parent {
        return Ok(());
    }
    let Some(init) = sys::single_threaded_fork()? else {
        // The init: it sees itself as PID 1, its parent as 0.
        sys::parent_death_signal(SIGKILL)?;
        if super::linux::host_parent() != Some(me) {
            std::process::exit(0);
        }
        let host = super::linux::host_pid().unwrap_or(0);
        let code = match reap_run(r, waiter, report, host, &|_| {
            let _ = sys::signal_every_other(SIGKILL);
        }) {
            Ok(()) => 0,
            Err(_) => 1,
        };
        std::process::exit(code);
    };
    drop(report);
    loop {
        if waiter.wait()? == SIGCHLD {
            match sys::reap(Some(init), false) {
                Ok(None) => continue,
                Ok(Some(_)) => return Ok(()),
                Err(e) if sys::is_no_child(&e) => return Ok(()),
                Err(e) => return Err(e),
            }
        }
        // SIGTERM (or SIGINT, SIGHUP) from boardsolve: the init ends the
        // run, which it can report.
        let _ = sys::signal(init, SIGTERM);
    }
}

/// Ends what is left of a run outside a namespace.
fn end_plain(me: u32, program: u32) {
    // The program's group first: most of a run, in one call.
    let _ = sys::signal_group(program, SIGKILL);
    #[cfg(target_os = "linux")]
    super::linux::kill_descendants(me, &[]);
    #[cfg(not(target_os = "linux"))]
    let _ = me;
}

/// What a run used: every reaped process's CPU time added up, the
/// largest peak memory of one.
#[derive(Default)]
struct Charge {
    cpu: Duration,
    peak: u64,
}

impl Charge {
    fn add(&mut self, r: &Reaped) {
        self.cpu += r.cpu;
        self.peak = self.peak.max(r.maxrss);
    }
}

/// Starts the program, reports its start, reaps every process of the run
/// (this process's children, the orphans re-parented to it among them)
/// until none is left, ending the rest with `end_rest` once the program
/// has ended or SIGTERM asked for it, and reports the end. `host` is this
/// process's id as `/proc` names it.
fn reap_run(
    r: &Request,
    waiter: &Waiter,
    mut report: Report,
    host: u32,
    end_rest: &dyn Fn(u32),
) -> io::Result<()> {
    let mut cmd = Command::new(&r.program);
    cmd.args(&r.args);
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    default_signals(&mut cmd);
    sys::contained_child(&mut cmd, std::process::id());
    let program = match cmd.spawn() {
        Ok(child) => child.id(),
        Err(e) => {
            return report.line(&format!("error {}", e.raw_os_error().unwrap_or(0)));
        }
    };
    #[cfg(target_os = "linux")]
    let shown = match host == std::process::id() {
        true => program,
        // In a namespace: its one child, as `/proc` names it.
        false => super::linux::host_children().first().copied().unwrap_or(0),
    };
    #[cfg(not(target_os = "linux"))]
    let shown = program;
    report.line(&format!("start {host} {shown}"))?;
    let mut charge = Charge::default();
    let mut status = None;
    let mut ending = false;
    loop {
        // Everything that has ended; once ending, waiting for the first.
        let mut block = ending;
        loop {
            match sys::reap(None, block) {
                Ok(Some(reaped)) => {
                    charge.add(&reaped);
                    if reaped.pid == program {
                        status = Some(reaped.status);
                        ending = true;
                    }
                    block = false;
                }
                Ok(None) => break,
                Err(e) if sys::is_no_child(&e) => {
                    let status = status.map_or("-".to_string(), |s| s.to_string());
                    return report.line(&format!(
                        "end {status} {} {}",
                        charge.cpu.as_nanos(),
                        charge.peak
                    ));
                }
                Err(e) => return Err(e),
            }
        }
        if ending {
            // Again after each round of reaping: what was re-parented
            // here since the last round is ended too. Each round reaps a
            // process the round before signalled, so the rounds end.
            end_rest(program);
            continue;
        }
        if waiter.wait()? != SIGCHLD {
            ending = true;
            end_rest(program);
        }
    }
}
