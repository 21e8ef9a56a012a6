//! `stress --solution FILE`: a contestant's file made into a program
//! `stress` runs, in a scratch directory of its own.
//!
//! For a LeetCode problem FILE is the solution as submitted (`class
//! Solution` with the method; JavaScript and Go a function), and the
//! program is boardsolve's [harness] around it, with
//! what LeetCode supplies unasked: Python's imports and a deep recursion,
//! C++'s `<bits/stdc++.h>` and `using namespace std`, Java's `java.util.*`,
//! Go's `package main` and the standard packages the file names.
//!
//! [`read`] first takes FILE as LeetCode would get it: without a
//! byte-order mark, only the editor plugin's submit region if it marks one
//! (`region`), its own `main` set aside (a test driver: C++'s by a macro
//! in the harness, Go's and Rust's renamed in place), Rust's inner
//! attributes (a crate's) blanked, Python 2 told apart
//! (`python2`), and the class (or function) whose method LeetCode calls
//! found (`place`). The harness compiles a copy of that text in which every
//! line keeps its number: Java and Go get LeetCode's imports on the first
//! line (after Java's `package` clause; Go's own clause blanked), C++ a
//! `#line` directive naming FILE, Go a `/*line*/` one, Rust a remapped path,
//! Python and JavaScript run it under FILE's name. What solution
//! repositories add around LeetCode's text shapes the harness through its
//! [`Layout`](harness::Layout). For a stdin problem FILE is a whole program, compiled or
//! run as it is.
//!
//! Compilation happens once, here, before the first seed; a missing
//! compiler or interpreter is one line naming it, a failed compilation
//! the compiler's own messages, in which a copy's path reads as FILE's
//! and a place in the harness reads "boardsolve's harness" (compilers run
//! in the scratch directory), so no message names a file the contestant
//! never sees, or a directory removed after the run.

mod cache;
mod go;
mod place;
mod python2;
mod read;
mod region;
mod server;
mod source;

use crate::kit::contestant::{run_command, waited_words, Limits, Outcome, Program};
use crate::kit::emit::Emit;
use crate::kit::harness::{self, escape_path, Lang, Method};
use crate::platform::scratch::Scratch;
use crate::platform::{cpu, exe};
use crate::solve::Solve;
pub use cache::Cache;
use go::{go_builtins, go_env, go_solution, GO_BUILTINS};
pub use read::{read, Misplaced, Source};
pub use server::{Served, Servers};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// What LeetCode's Java imports, on the solution's first line (after its
/// package clause).
const JAVA_IMPORTS: &str = "import java.util.*; import java.util.function.*; \
import java.util.stream.*; import java.math.*; ";

/// The tools a language needs: (program, what it is).
fn tools(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::Python => &[("python3", "the Python 3 interpreter")],
        Lang::Cpp => &[("g++", "the C++ compiler")],
        Lang::Java => &[("javac", "the Java compiler"), ("java", "the Java runtime")],
        Lang::JavaScript => &[("node", "the JavaScript runtime, Node.js")],
        Lang::Go => &[("go", "the Go compiler")],
        Lang::Rust => &[("rustc", "the Rust compiler")],
    }
}

/// The compiler `prepare` runs for `lang`, if it runs one.
pub fn compiler(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::Python | Lang::JavaScript => None,
        _ => tools(lang).first().map(|(tool, _)| *tool),
    }
}

/// FILE's language, its toolchain present: the checks that need no
/// compilation, made before anything runs.
pub fn check(file: &Path) -> Result<Lang, String> {
    let shown = file.display();
    let lang = Lang::of_file(file).ok_or_else(|| {
        format!(
            "cannot tell the language of {shown}: --solution takes a file ending in {}",
            Lang::all_extensions()
        )
    })?;
    if !file.is_file() {
        return Err(format!("cannot read {shown}: no such file"));
    }
    for (tool, what) in tools(lang) {
        if exe::find(tool).is_none() {
            return Err(format!(
                "cannot run {shown}: {} needs {what}, '{tool}', which is not on PATH",
                lang.name()
            ));
        }
    }
    Ok(lang)
}

/// FILE made runnable: the program, and the scratch directory it lives in
/// (removed when this is dropped).
pub struct Prepared {
    pub program: Program,
    /// A whole program's server (Python, JavaScript, Java; see
    /// [`server`]).
    pub served: Option<Served>,
    scratch: Scratch,
    /// The program was built before and kept (see [`Cache`]): nothing was
    /// compiled.
    pub reused: bool,
}

impl Prepared {
    /// The scratch directory, where the program may write its files.
    pub fn dir(&self) -> &Path {
        self.scratch.path()
    }
}

/// How compilers run: each under a time limit, as a contestant's program
/// runs (in a sandbox: every process of it charged and ended with it).
pub struct Build<'a> {
    /// The CPU time limit of one compiler run (`--compile-timeout`).
    pub timeout: Duration,
    /// Asked every few milliseconds: yes ends the compiler at once (an
    /// interrupt).
    pub cancel: &'a (dyn Fn() -> bool + Sync),
}

/// Where a program is made, and how.
struct Work<'a> {
    /// The scratch directory.
    dir: &'a Path,
    build: &'a Build<'a>,
    /// Where built programs are kept.
    cache: &'a Cache,
}

/// Why FILE could not be made a program.
#[derive(Debug)]
pub enum Unprepared {
    /// One line: a file that cannot be read or written, a compiler that
    /// cannot start.
    Error(String),
    /// The compiler failed: `message` in one line, and the compiler's
    /// own `output` (its messages, many lines) to show before it.
    Compile { message: String, output: String },
    /// [`Build::cancel`] said yes while a compiler ran.
    Cancelled,
}

impl From<String> for Unprepared {
    fn from(msg: String) -> Unprepared {
        Unprepared::Error(msg)
    }
}

/// Makes `source` (of FILE, read by [`read`]) a program for problem `P`:
/// writes the harness and compiles, once, as `build` says, or reuses what
/// `cache` kept.
pub fn prepare<P: Solve + Emit>(
    source: &Source,
    lang: Lang,
    build: &Build,
    cache: &Cache,
) -> Result<Prepared, Unprepared> {
    let method = P::LEETCODE.map(|lc| lc.signature);
    prepare_source(P::NAME, method.as_ref(), source, lang, build, cache)
}

/// Makes FILE a program: in the harness of method `method` of problem
/// `problem` (named in the harness's head), or a whole program if there is
/// none; read as [`read`] reads it, with no `--class`.
pub fn prepare_method(
    problem: &str,
    method: Option<&Method>,
    file: &Path,
    lang: Lang,
    build: &Build,
    cache: &Cache,
) -> Result<Prepared, Unprepared> {
    let source = read(file, lang, method, None).map_err(|e| e.message().to_string())?;
    prepare_source(problem, method, &source, lang, build, cache)
}

/// [`prepare`] of problem `problem`, of method `method` (none: a whole
/// program).
fn prepare_source(
    problem: &str,
    method: Option<&Method>,
    source: &Source,
    lang: Lang,
    build: &Build,
    cache: &Cache,
) -> Result<Prepared, Unprepared> {
    let scratch = Scratch::new("boardsolve-solution")
        .map_err(|e| format!("cannot make a scratch directory: {e}"))?;
    let w = Work {
        dir: scratch.path(),
        build,
        cache,
    };
    let (program, served) = match method {
        Some(m) => (with_harness(problem, m, lang, source, &w)?, None),
        None => whole(lang, &source.file, &source.text, &w)?,
    };
    let reused = cache.reused();
    Ok(Prepared {
        program,
        served,
        scratch,
        reused,
    })
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Where the compiled solution goes (`solution.exe` on Windows, as the
/// compilers name it there).
fn executable(dir: &Path) -> PathBuf {
    dir.join(format!("solution{}", std::env::consts::EXE_SUFFIX))
}

/// `tool` (g++, rustc) building the program in the scratch directory from
/// `source` (FILE, or the harness including it, named relative to the
/// directory so that its own messages name no directory that is removed
/// after the run).
fn native(
    file: &Path,
    tool: &str,
    flags: &[&str],
    source: &Path,
    w: &Work,
) -> Result<Program, Unprepared> {
    let bin = executable(w.dir);
    let mut cmd = Command::new(tool);
    cmd.args(flags)
        .arg("-o")
        .arg(&bin)
        .arg(source)
        .current_dir(w.dir);
    compile(file, None, &mut cmd, w)?;
    Ok(binary(&bin))
}

/// The program that runs the binary `bin`.
fn binary(bin: &Path) -> Program {
    Program {
        argv: vec![bin.display().to_string()],
        shell: false,
    }
}

/// javac, compiling UTF-8 sources into `classes`. javac is a JVM too,
/// run in the compile's sandbox: no performance-data file (see [`jvm`]),
/// or its warning about another JVM's file is in the compiler's messages.
/// Its own code compiled by the JIT's first tier alone, with the serial
/// collector: a compile of a file or two ends before the second tier
/// pays off (0.40 s against 0.53 to 0.64 s of wall time, half the CPU
/// time, for the same class files); the program's JVM keeps its flags.
fn javac(classes: &Path) -> Command {
    let mut javac = Command::new("javac");
    javac.args([
        "-J-XX:-UsePerfData",
        "-J-XX:TieredStopAtLevel=1",
        "-J-XX:+UseSerialGC",
        "-encoding",
        "UTF-8",
        "-d",
    ]);
    javac.arg(classes);
    javac
}

/// The JVM running class `class` from `classes`, with a thread stack for
/// deep recursion (the launcher runs `main` on a thread of that size).
/// No performance-data file: in a run's PID namespace every JVM is PID 2,
/// so their files `/tmp/hsperfdata_USER/2` collide, and the JVM's
/// warning about it goes to standard output, before the answer.
fn jvm(classes: &Path, class: &str) -> Program {
    let argv = [
        "java",
        "-Xss256m",
        "-XX:+UseSerialGC",
        "-XX:-UsePerfData",
        "-cp",
    ];
    let mut argv: Vec<String> = argv.map(String::from).to_vec();
    argv.push(classes.display().to_string());
    argv.push(class.to_string());
    Program { argv, shell: false }
}

/// The harness around a LeetCode solution of problem `problem`, and the
/// copy of the solution it runs (see the module's doc).
fn with_harness(
    problem: &str,
    m: &Method,
    lang: Lang,
    source: &Source,
    w: &Work,
) -> Result<Program, Unprepared> {
    let dir = w.dir;
    let (file, text) = (source.file.as_path(), source.text.as_str());
    let path = file.display().to_string();
    // The copy, beside the harness and named relative to it (its text
    // then names no scratch directory).
    let copy = format!("solution.{}", lang.extensions()[0]);
    let harness = harness::harness(problem, m, lang, &copy, &source.layout);
    let name = lang.harness_file();
    write(&dir.join(name), &harness)?;
    let bin = executable(dir);
    Ok(match lang {
        Lang::Python | Lang::JavaScript => {
            write(&dir.join(&copy), text)?;
            let run = if lang == Lang::Python {
                "python3"
            } else {
                "node"
            };
            let main = dir.join(name).display().to_string();
            let copy = dir.join(&copy).display().to_string();
            Program {
                argv: vec![run.into(), main, copy, path],
                shell: false,
            }
        }
        Lang::Cpp => {
            let line = format!("#line 1 \"{}\"\n", escape_path(&path));
            write(&dir.join(&copy), &format!("{line}{text}"))?;
            native(file, "g++", &CPP_FLAGS, Path::new(name), w)?
        }
        Lang::Rust => {
            write(&dir.join(&copy), text)?;
            // Panics and messages name FILE, not the copy.
            let remap = format!("{copy}={path}");
            let mut flags = RUST_FLAGS.to_vec();
            flags.extend(["--remap-path-prefix", &remap]);
            native(file, "rustc", &flags, Path::new(name), w)?
        }
        Lang::Java => {
            let copy = java_copy(file, &java_imported(text), dir)?;
            let classes = dir.join("classes");
            let mut javac = javac(&classes);
            javac.arg(name).arg(&copy).current_dir(dir);
            compile(file, Some(&copy), &mut javac, w)?;
            let main = match &source.layout.package {
                Some(package) => format!("{package}.Main"),
                None => "Main".into(),
            };
            jvm(&classes, &main)
        }
        Lang::Go => {
            // Named relative to `dir`, where go runs, as the harness is.
            write(&dir.join(&copy), &go_solution(text, &path))?;
            let mut build = Command::new("go");
            build
                .args(["build", "-trimpath", "-o"])
                .arg(&bin)
                .arg(name)
                .arg(&copy);
            if let Some(builtins) = go_builtins(text, w)? {
                write(&dir.join(GO_BUILTINS), &builtins)?;
                build.arg(GO_BUILTINS);
            }
            compile(file, None, go_env(&mut build, dir), w)?;
            binary(&bin)
        }
    })
}

/// A Java solution with LeetCode's imports on its first line, after its
/// package clause if it has one (so every line keeps its number).
fn java_imported(source: &str) -> String {
    let at = source::package(source).map_or(0, |(_, clause)| clause.end);
    format!("{}{JAVA_IMPORTS}{}", &source[..at], &source[at..])
}

/// The public top-level class of a Java file, if it has one: javac
/// compiles it only from a file of its name.
fn java_public(text: &str) -> Option<String> {
    source::classes(text, &["class", "interface", "enum", "record"])
        .into_iter()
        .find(|c| c.is_public && c.path.len() == 1)
        .map(|c| c.name().to_string())
}

/// Writes `text`, a Java file made of FILE, in a directory of its own,
/// named after its public class if it has one (`solution.java` holding
/// `public class Solution` is compiled as `Solution.java`), else as FILE.
fn java_copy(file: &Path, text: &str, dir: &Path) -> Result<PathBuf, String> {
    let own = dir.join("src");
    std::fs::create_dir_all(&own).map_err(|e| format!("cannot make {}: {e}", own.display()))?;
    let name = match java_public(text) {
        Some(class) => format!("{class}.java").into(),
        None => file
            .file_name()
            .map_or("Main.java".into(), |n| n.to_os_string()),
    };
    let copy = own.join(name);
    write(&copy, text)?;
    Ok(copy)
}

/// FILE as a whole program (a stdin problem's), and its server if its
/// language has one.
fn whole(
    lang: Lang,
    file: &Path,
    source: &str,
    w: &Work,
) -> Result<(Program, Option<Served>), Unprepared> {
    let dir = w.dir;
    let path = file.display().to_string();
    let bin = executable(dir);
    let mut java = None;
    let program = match lang {
        Lang::Python => Program {
            argv: vec!["python3".into(), path],
            shell: false,
        },
        Lang::JavaScript => Program {
            argv: vec!["node".into(), path],
            shell: false,
        },
        Lang::Cpp => native(file, "g++", &CPP_FLAGS, file, w)?,
        Lang::Rust => native(file, "rustc", &RUST_FLAGS, file, w)?,
        Lang::Java => {
            // A copy: javac reads no byte-order mark.
            let copy = java_copy(file, source, dir)?;
            // The server, compiled with it (one start of javac).
            let server = dir.join(format!("{}.java", server::JAVA_CLASS));
            write(&server, server::JAVA)?;
            let classes = dir.join("classes");
            let mut javac = javac(&classes);
            let javac = javac.arg(&copy).arg(&server).current_dir(dir);
            compile(file, Some(&copy), javac, w)?;
            // The public class; else one named as the file; else `Main`,
            // as judges name it; in the file's package.
            let package = source::package(source).map(|(name, _)| name);
            let within = match &package {
                Some(p) => classes.join(p.replace('.', "/")),
                None => classes.clone(),
            };
            let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("Main");
            let public = java_public(source);
            let class = match &public {
                Some(class) => class,
                None if within.join(format!("{stem}.class")).is_file() => stem,
                None => "Main",
            };
            let class = match &package {
                Some(p) => format!("{p}.{class}"),
                None => class.to_string(),
            };
            let program = jvm(&classes, &class);
            java = Some((classes, class));
            program
        }
        Lang::Go => {
            let mut build = Command::new("go");
            build.arg("build").arg("-o").arg(&bin).arg(file);
            compile(file, None, go_env(&mut build, dir), w)?;
            binary(&bin)
        }
    };
    let java = java
        .as_ref()
        .map(|(classes, class)| (classes.as_path(), class.as_str()));
    let served = Served::new(lang, file, source, dir, java)?;
    Ok((program, served))
}

/// g++'s flags: optimised, a recent standard (LeetCode's is newer still).
const CPP_FLAGS: [&str; 2] = ["-O2", "-std=gnu++20"];

/// rustc's flags: optimised, LeetCode's edition, the solution's warnings
/// (unused items, names) not shown.
const RUST_FLAGS: [&str; 5] = ["-O", "--edition", "2021", "-A", "warnings"];

/// The most a compiler may write, standard output and error each, MiB.
const COMPILER_OUTPUT: u64 = 64 << 20;

/// Builds with `cmd`, or reuses what `w`'s cache kept of the same build.
fn compile(
    file: &Path,
    copy: Option<&Path>,
    cmd: &mut Command,
    w: &Work,
) -> Result<(), Unprepared> {
    w.cache
        .build(file, cmd, |cmd| run_compiler(file, copy, cmd, w.build))
}

/// Runs a compiler; its messages are the error if it fails, with `copy`
/// (a copy of FILE that keeps its lines) named as FILE.
fn run_compiler(
    file: &Path,
    copy: Option<&Path>,
    cmd: &mut Command,
    build: &Build,
) -> Result<(), Unprepared> {
    let name = cmd.get_program().to_string_lossy().into_owned();
    let (status, stdout, stderr) = match tool(cmd, build).map_err(|e| with_file(e, file))? {
        Ok(_) => return Ok(()),
        Err(failed) => failed,
    };
    let mut output = String::from_utf8_lossy(&stdout).into_owned();
    output += &String::from_utf8_lossy(&stderr);
    if let Some(copy) = copy {
        output = output.replace(&copy.display().to_string(), &file.display().to_string());
    }
    let output = unharnessed(&output);
    Err(Unprepared::Compile {
        message: format!(
            "{} is not runnable: it does not compile ({name}: {status}; its messages are above)",
            file.display(),
        ),
        output,
    })
}

/// An error of [`tool`] (no file named) with FILE named.
fn with_file(e: Unprepared, file: &Path) -> Unprepared {
    match e {
        Unprepared::Error(msg) => {
            Unprepared::Error(format!("{} is not runnable: {msg}", file.display()))
        }
        e => e,
    }
}

/// Runs a tool of the toolchain (a compiler, `go env`) in a sandbox under
/// the compile time limit, in its directory, with nothing on its input: its standard output
/// if it succeeded; else its status in words, standard output and error;
/// an error if it could not run, ran past the limit or was cancelled.
#[allow(clippy::type_complexity)]
fn tool(
    cmd: &mut Command,
    build: &Build,
) -> Result<Result<Vec<u8>, (String, Vec<u8>, Vec<u8>)>, Unprepared> {
    let name = cmd.get_program().to_string_lossy().into_owned();
    // Its temporary files (g++'s assembly) in the scratch directory it
    // runs in: removed with it, also after a kill.
    if let Some(dir) = cmd.get_current_dir().map(Path::to_path_buf) {
        for var in ["TMPDIR", "TMP", "TEMP"] {
            cmd.env(var, &dir);
        }
    }
    let limits = Limits {
        time: build.timeout,
        memory: u64::MAX,
        output: COMPILER_OUTPUT,
        wait: None,
    };
    let limit = build.timeout.as_secs_f64();
    let outcome = run_command(cmd, b"", &limits, build.cancel, COMPILER_OUTPUT)
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    Err(Unprepared::Error(match outcome {
        Outcome::Finished { stdout, .. } => return Ok(Ok(stdout)),
        Outcome::Crashed {
            status,
            stdout,
            stderr,
        } => return Ok(Err((status, stdout, stderr))),
        Outcome::Cancelled => return Err(Unprepared::Cancelled),
        Outcome::TimeLimit {
            backstop: false, ..
        } => format!(
            "{name} ran past the compile time limit ({limit} s of {} time: --compile-timeout)",
            if cpu::COUNTED { "CPU" } else { "wall-clock" }
        ),
        Outcome::TimeLimit { backstop: true, .. } => format!(
            "{name} waited {} without ending, asleep or blocked rather than working (does the source read a pipe or a device?)",
            waited_words(
                build.timeout,
                &format!("the compile time limit ({limit} s, --compile-timeout)")
            )
        ),
        Outcome::OutputLimit { .. } => format!(
            "{name} wrote more than {} MiB of messages",
            COMPILER_OUTPUT >> 20
        ),
        Outcome::MemoryLimit { peak, .. } => {
            format!("{name} took {} MiB of memory", peak >> 20)
        }
    }))
}

/// What a place in boardsolve's own files is called in messages: the
/// contestant never sees them.
const HARNESS: &str = "boardsolve's harness";

/// Messages (a compiler's, a crash's stack trace) with each place in
/// boardsolve's own files (`./main.go:129:6`, `harness.rs:12:5`,
/// `Main.java:140`) said as "boardsolve's harness": a name standing
/// alone (not the end of a longer path, FILE's), with its line and
/// column.
pub fn unharnessed(output: &str) -> String {
    let mut names: Vec<&str> = Lang::ALL.iter().map(|l| l.harness_file()).collect();
    names.push(GO_BUILTINS);
    let mut out = output.to_string();
    for name in names {
        let mut from = 0;
        while let Some(k) = out[from..].find(name) {
            let at = from + k;
            let start = match out[..at].ends_with("./") {
                true => at - 2,
                false => at,
            };
            let alone = out[..start]
                .chars()
                .next_back()
                .is_none_or(|c| c.is_whitespace() || "(\"'`".contains(c));
            // `:line` and `:column`, each if there.
            let mut end = at + name.len();
            for _ in 0..2 {
                let rest = &out.as_bytes()[end..];
                let digits = rest
                    .iter()
                    .skip(1)
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                if rest.first() == Some(&b':') && digits > 0 {
                    end += 1 + digits;
                }
            }
            if !alone {
                from = at + name.len();
                continue;
            }
            out.replace_range(start..end, HARNESS);
            from = start + HARNESS.len();
        }
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The harness's places read as boardsolve's; FILE's own, even named
    /// as a harness file, stay.
    #[test]
    fn compiler_messages_name_no_harness_file() {
        let go = "# command-line-arguments\n./main.go:129:6: cannot use board (variable of type [][]int) as [][]byte value\n/home/u/main.go:3:1: x\n";
        assert_eq!(
            unharnessed(go),
            "# command-line-arguments\nboardsolve's harness: cannot use board (variable of type [][]int) as [][]byte value\n/home/u/main.go:3:1: x\n"
        );
        let cpp = "In file included from harness.cpp:12:\n/a/s.cpp:4:9: error: x\nharness.cpp: In function 'int main()':\n";
        assert_eq!(
            unharnessed(cpp),
            "In file included from boardsolve's harness:\n/a/s.cpp:4:9: error: x\nboardsolve's harness: In function 'int main()':\n"
        );
        assert_eq!(
            unharnessed("  --> harness.rs:12:5\nMain.java:140: error: y\n"),
            "  --> boardsolve's harness\nboardsolve's harness: error: y\n"
        );
    }

    /// LeetCode's imports go after a package clause, on its line.
    #[test]
    fn java_imports_follow_the_package_clause() {
        let src = "package a.b;\nclass Solution {}\n";
        assert_eq!(
            java_imported(src),
            format!("package a.b;{JAVA_IMPORTS}\nclass Solution {{}}\n")
        );
        assert_eq!(
            java_imported("class Solution {}"),
            format!("{JAVA_IMPORTS}class Solution {{}}")
        );
    }

    /// `P`'s LeetCode signature is its Rust method's (run for every
    /// problem by the registry's tests).
    pub(crate) fn leetcode_signature_is_the_rust_method<P: Emit>() {
        if let Some(lc) = P::LEETCODE {
            let name = format!("pub fn {}(", lc.signature.rust());
            assert!(lc.method.contains(&name), "{name}");
        }
    }
}
