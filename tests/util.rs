//! Running the binary: stdin fed from a thread, everything captured, and a
//! failure message that shows the command, status, stdout and stderr.

use std::io::Write;
use std::process::{Command, Stdio};

pub const BIN: &str = env!("CARGO_BIN_EXE_boardsolve");

/// The environment variable naming the compile cache's directory.
pub const CACHE: &str = "BOARDSOLVE_CACHE";

/// How the tests that prepare a solution themselves compile it: stress's
/// default time limit, never cancelled, each tool in a sandbox that the
/// binary supervises (this test program is not boardsolve).
pub fn build() -> &'static boardsolve::kit::solution::Build<'static> {
    static BUILD: boardsolve::kit::solution::Build = boardsolve::kit::solution::Build {
        timeout: std::time::Duration::from_secs(60),
        cancel: &|| false,
    };
    boardsolve::platform::sandbox::supervise_with(BIN.as_ref());
    &BUILD
}

/// A compile cache shared by the tests of this run of the suite (a
/// directory under target/ named by the test program's process): a test
/// whose point is not the compile step may build through it, so that a
/// file another test built already is not built again (the flip-chess
/// `raises.*` files: solution and batched). The key of an entry holds
/// everything that goes into the build, so a program is reused only
/// where it would be built the same. Directories older runs left go.
pub fn suite_cache() -> &'static std::path::Path {
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let base = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
        let name = format!("suite-cache-{}", std::process::id());
        let day = std::time::Duration::from_secs(24 * 3600);
        for old in std::fs::read_dir(base).into_iter().flatten().flatten() {
            let stale = old
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t.elapsed().is_ok_and(|age| age > day));
            let ours = old
                .file_name()
                .to_string_lossy()
                .starts_with("suite-cache-");
            if ours && stale {
                let _ = std::fs::remove_dir_all(old.path());
            }
        }
        base.join(name)
    })
}

/// One finished run of the binary.
pub struct Run {
    pub args: Vec<String>,
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// Runs `boardsolve ARGS` with `stdin` as its input, with a compile
/// cache of its own (see [`run_env`]).
pub fn run(args: &[&str], stdin: impl Into<Vec<u8>>) -> Run {
    run_env(args, stdin, &[])
}

/// Runs `boardsolve ARGS` with `stdin` as its input and the environment
/// variables `env` set (an empty value removes one). Unless `env` names
/// one, the compile cache (`BOARDSOLVE_CACHE`) is a fresh directory
/// removed after the run: no test writes into the user's cache, and every
/// run compiles, as the tests that read the compile step's line expect.
pub fn run_env(args: &[&str], stdin: impl Into<Vec<u8>>, env: &[(&str, &str)]) -> Run {
    let stdin = stdin.into();
    let cache = TempDir::new("cache");
    let mut cmd = Command::new(BIN);
    cmd.env(CACHE, cache.0.join("boardsolve"));
    for (name, value) in env {
        match value.is_empty() {
            true => cmd.env_remove(name),
            false => cmd.env(name, value),
        };
    }
    let mut child = cmd
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start boardsolve");
    let mut pipe = child.stdin.take().unwrap();
    // The program may stop reading early (an error); ignore the broken pipe.
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&stdin);
    });
    let out = child.wait_with_output().expect("wait for boardsolve");
    feeder.join().unwrap();
    Run {
        args: args.iter().map(|s| s.to_string()).collect(),
        status: out.status.code(),
        stdout: out.stdout,
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

impl Run {
    /// The whole story, for assertion messages.
    pub fn describe(&self) -> String {
        format!(
            "command: boardsolve {}\nstatus: {:?}\nstdout:\n{}\nstderr:\n{}",
            self.args.join(" "),
            self.status,
            String::from_utf8_lossy(&self.stdout[..self.stdout.len().min(2000)]),
            self.stderr
        )
    }

    pub fn stdout(&self) -> String {
        String::from_utf8(self.stdout.clone()).unwrap()
    }

    /// Asserts success with no message; returns stdout.
    pub fn ok(&self) -> String {
        assert!(
            self.status == Some(0) && self.stderr.is_empty(),
            "expected success\n{}",
            self.describe()
        );
        self.stdout()
    }

    /// Asserts status 1 and exactly one line `error: MSG` on stderr.
    pub fn fails_with(&self, msg: &str) -> &Self {
        assert_eq!(
            self.status,
            Some(1),
            "expected status 1\n{}",
            self.describe()
        );
        assert_eq!(
            self.stderr,
            format!("error: {msg}\n"),
            "\n{}",
            self.describe()
        );
        self
    }

    /// Asserts status 2 (a usage error) with `words` in the message.
    pub fn usage_error(&self, words: &str) -> &Self {
        assert_eq!(
            self.status,
            Some(2),
            "expected status 2\n{}",
            self.describe()
        );
        assert!(
            self.stderr.contains(words),
            "expected {words:?}\n{}",
            self.describe()
        );
        self
    }
}

/// A fresh directory under the system's temporary directory, removed
/// when dropped.
pub struct TempDir(pub std::path::PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let k = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("boardsolve-test-{name}-{}-{k}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn path(&self, name: &str) -> String {
        self.0.join(name).to_str().unwrap().to_string()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
