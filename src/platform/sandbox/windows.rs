//! The sandbox on Windows: a job object per run (see [`super`]).

use super::{Ended, Usage};
use crate::platform::sys::job::Job;
use std::io;
use std::os::windows::process::CommandExt;
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// `CREATE_SUSPENDED` and `CREATE_NEW_PROCESS_GROUP`.
const CREATE_SUSPENDED: u32 = 0x4;
const CREATE_NEW_PROCESS_GROUP: u32 = 0x200;

pub struct Sandbox {
    child: Child,
    job: Job,
    start: Instant,
    /// The program's status, once it has exited.
    exit: Option<ExitStatus>,
    /// Whether the job was ended before the program exited.
    ended_first: bool,
}

impl Sandbox {
    pub fn spawn(cmd: &Command) -> io::Result<Sandbox> {
        let mut run = Command::new(cmd.get_program());
        run.args(cmd.get_args());
        for (key, value) in cmd.get_envs() {
            match value {
                Some(value) => run.env(key, value),
                None => run.env_remove(key),
            };
        }
        if let Some(dir) = cmd.get_current_dir() {
            run.current_dir(dir);
        }
        run.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .creation_flags(CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP);
        let job = Job::new()?;
        let mut child = run.spawn()?;
        if let Err(e) = job.adopt(&child) {
            let _ = child.kill();
            let _ = child.wait();
            return Err(e);
        }
        Ok(Sandbox {
            child,
            job,
            start: Instant::now(),
            exit: None,
            ended_first: false,
        })
    }

    pub fn program(&self) -> u32 {
        self.child.id()
    }

    pub fn pipes(&mut self) -> (Option<ChildStdin>, Option<ChildStdout>, Option<ChildStderr>) {
        let c = &mut self.child;
        (c.stdin.take(), c.stdout.take(), c.stderr.take())
    }

    /// The program's exit ends the run: what it left running goes too.
    pub fn exited(&mut self) -> io::Result<bool> {
        if self.exit.is_none() {
            self.exit = self.child.try_wait()?;
            if self.exit.is_some() {
                let _ = self.job.terminate();
            }
        }
        Ok(self.exit.is_some())
    }

    /// The job's CPU time; the time waited is not told apart from the
    /// time starved, so the wall-clock time not spent working counts as
    /// waited.
    pub fn usage(&mut self) -> Option<Usage> {
        let cpu = self.job.cpu().ok()?;
        Some(Usage {
            cpu,
            waited: self.start.elapsed().saturating_sub(cpu),
        })
    }

    pub fn peak(&mut self) -> u64 {
        self.job.peak().unwrap_or(0)
    }

    pub fn end(&mut self) {
        if matches!(self.exited(), Ok(false)) {
            self.ended_first = true;
            let _ = self.job.terminate();
        }
    }

    pub fn wait(mut self) -> io::Result<Ended> {
        let status = match self.exit {
            Some(status) => status,
            None => self.child.wait()?,
        };
        Ok(Ended {
            status: (!self.ended_first).then_some(status),
            cpu: self.job.cpu().unwrap_or(Duration::ZERO),
            peak: self.job.peak().unwrap_or(0),
        })
    }
}

pub fn sweep() {}
