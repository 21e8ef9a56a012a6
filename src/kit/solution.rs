//! `stress --solution FILE`: a contestant's file made into a program
//! `stress` runs, in a scratch directory of its own.
//!
//! For a LeetCode problem FILE is the solution as submitted (`class
//! Solution` with the method; JavaScript and Go a function), and the
//! program is boardsolve's [harness] around it, with
//! what LeetCode supplies unasked: Python's imports and a deep recursion,
//! C++'s `<bits/stdc++.h>` and `using namespace std`, Java's `java.util.*`,
//! Go's `package main` and the standard packages the file names. Java
//! and Go get those on the solution's first line (a copy of the file), so
//! every line keeps its number; Go's copy also says, by a `/*line*/`
//! directive, that its lines are FILE's. For a stdin problem FILE is a
//! whole program, compiled or run as it is.
//!
//! Compilation happens once, here, before the first seed; a missing
//! compiler or interpreter is one line naming it, a failed compilation
//! the compiler's own messages.

use crate::kit::contestant::Program;
use crate::kit::emit::Emit;
use crate::kit::harness::{self, escape_path, Lang, Method};
use crate::platform::exe;
use crate::solve::Solve;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What LeetCode's Java imports, on the solution's first line.
const JAVA_IMPORTS: &str = "import java.util.*; import java.util.function.*; \
import java.util.stream.*; import java.math.*; ";

/// Standard Go packages LeetCode's Go has at hand: (name, import path, an
/// exported name that keeps the import used).
const GO_PACKAGES: [(&str, &str, &str); 12] = [
    ("bits", "math/bits", "OnesCount"),
    ("bytes", "bytes", "Equal"),
    ("fmt", "fmt", "Sprint"),
    ("heap", "container/heap", "Init"),
    ("list", "container/list", "New"),
    ("math", "math", "Abs"),
    ("rand", "math/rand", "Intn"),
    ("sort", "sort", "Ints"),
    ("strconv", "strconv", "Itoa"),
    ("strings", "strings", "Split"),
    ("unicode", "unicode", "IsDigit"),
    ("utf8", "unicode/utf8", "RuneLen"),
];

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

/// A directory removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// FILE made runnable: the program, and the scratch directory it lives in
/// (removed when this is dropped).
pub struct Prepared {
    pub program: Program,
    _scratch: Scratch,
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
}

impl From<String> for Unprepared {
    fn from(msg: String) -> Unprepared {
        Unprepared::Error(msg)
    }
}

/// Makes FILE (checked by [`check`]) a program for problem `P`: writes
/// the harness and compiles, once.
pub fn prepare<P: Solve + Emit>(file: &Path, lang: Lang) -> Result<Prepared, Unprepared> {
    let method = P::LEETCODE.map(|lc| lc.signature);
    prepare_method(P::NAME, method.as_ref(), file, lang)
}

/// Makes FILE a program: in the harness of method `method` of problem
/// `problem` (named in the harness's head), or a whole program if there is
/// none.
pub fn prepare_method(
    problem: &str,
    method: Option<&Method>,
    file: &Path,
    lang: Lang,
) -> Result<Prepared, Unprepared> {
    let shown = file.display().to_string();
    let source = std::fs::read_to_string(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let file = std::fs::canonicalize(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let scratch = Scratch(scratch_dir()?);
    let dir = &scratch.0;
    let program = match method {
        Some(m) => with_harness(problem, m, lang, &file, &source, dir)?,
        None => whole(lang, &file, dir)?,
    };
    Ok(Prepared {
        program,
        _scratch: scratch,
    })
}

/// A fresh directory under the system's temporary directory.
fn scratch_dir() -> Result<PathBuf, String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let k = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("boardsolve-solution-{}-{k}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .map_err(|e| format!("cannot make the directory {}: {e}", dir.display()))?;
    Ok(dir)
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Where the compiled solution goes (`solution.exe` on Windows, as the
/// compilers name it there).
fn executable(dir: &Path) -> PathBuf {
    dir.join(format!("solution{}", std::env::consts::EXE_SUFFIX))
}

/// `tool` (g++, rustc) building `bin` from `source` (FILE or the harness
/// including it): the program that runs it.
fn native(
    file: &Path,
    tool: &str,
    flags: &[&str],
    source: &Path,
    bin: &Path,
) -> Result<Program, Unprepared> {
    let mut cmd = Command::new(tool);
    compile(file, cmd.args(flags).arg("-o").arg(bin).arg(source))?;
    Ok(binary(bin))
}

/// The program that runs the binary `bin`.
fn binary(bin: &Path) -> Program {
    Program {
        argv: vec![bin.display().to_string()],
        shell: false,
    }
}

/// The JVM running class `class` from `classes`, with a thread stack for
/// deep recursion (the launcher runs `main` on a thread of that size).
fn jvm(classes: &Path, class: &str) -> Program {
    let argv = ["java", "-Xss256m", "-XX:+UseSerialGC", "-cp"];
    let mut argv: Vec<String> = argv.map(String::from).to_vec();
    argv.push(classes.display().to_string());
    argv.push(class.to_string());
    Program { argv, shell: false }
}

/// The harness around a LeetCode solution of problem `problem`.
fn with_harness(
    problem: &str,
    m: &Method,
    lang: Lang,
    file: &Path,
    source: &str,
    dir: &Path,
) -> Result<Program, Unprepared> {
    let path = file.display().to_string();
    let text = harness::harness(problem, m, lang, &escape_path(&path));
    let main = dir.join(lang.harness_file());
    write(&main, &text)?;
    let bin = executable(dir);
    let file_name = file
        .file_name()
        .map_or("solution".into(), |n| n.to_os_string());
    Ok(match lang {
        Lang::Python | Lang::JavaScript => {
            let run = if lang == Lang::Python {
                "python3"
            } else {
                "node"
            };
            Program {
                argv: vec![run.into(), main.display().to_string(), path],
                shell: false,
            }
        }
        Lang::Cpp => native(file, "g++", &CPP_FLAGS, &main, &bin)?,
        Lang::Rust => native(file, "rustc", &RUST_FLAGS, &main, &bin)?,
        Lang::Java => {
            // Beside the harness, under its own name (the file of a class
            // that is not public may have any name).
            let own = dir.join("src");
            std::fs::create_dir_all(&own)
                .map_err(|e| format!("cannot make {}: {e}", own.display()))?;
            let copy = own.join(&file_name);
            write(&copy, &format!("{JAVA_IMPORTS}{source}"))?;
            let classes = dir.join("classes");
            let mut javac = Command::new("javac");
            javac.args(["-encoding", "UTF-8", "-d"]).arg(&classes);
            compile(file, javac.arg(&main).arg(&copy).current_dir(dir))?;
            jvm(&classes, "Main")
        }
        Lang::Go => {
            let copy = dir.join("solution.go");
            write(&copy, &go_solution(source, &path))?;
            let mut build = Command::new("go");
            build.arg("build").arg("-o").arg(&bin).arg(&main).arg(&copy);
            if let Some(text) = go_builtins(source, dir) {
                let compat = dir.join("builtins.go");
                write(&compat, &text)?;
                build.arg(&compat);
            }
            compile(file, go_env(&mut build, dir))?;
            binary(&bin)
        }
    })
}

/// FILE as a whole program (a stdin problem's).
fn whole(lang: Lang, file: &Path, dir: &Path) -> Result<Program, Unprepared> {
    let path = file.display().to_string();
    let bin = executable(dir);
    Ok(match lang {
        Lang::Python => Program {
            argv: vec!["python3".into(), path],
            shell: false,
        },
        Lang::JavaScript => Program {
            argv: vec!["node".into(), path],
            shell: false,
        },
        Lang::Cpp => native(file, "g++", &CPP_FLAGS, file, &bin)?,
        Lang::Rust => native(file, "rustc", &RUST_FLAGS, file, &bin)?,
        Lang::Java => {
            let classes = dir.join("classes");
            let mut javac = Command::new("javac");
            javac.args(["-encoding", "UTF-8", "-d"]).arg(&classes);
            compile(file, javac.arg(file))?;
            // A public class is named as its file; else `Main`, as judges
            // name it.
            let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("Main");
            let class = if classes.join(format!("{stem}.class")).is_file() {
                stem
            } else {
                "Main"
            };
            jvm(&classes, class)
        }
        Lang::Go => {
            let mut build = Command::new("go");
            build.arg("build").arg("-o").arg(&bin).arg(file);
            compile(file, go_env(&mut build, dir))?;
            binary(&bin)
        }
    })
}

/// g++'s flags: optimised, a recent standard (LeetCode's is newer still).
const CPP_FLAGS: [&str; 2] = ["-O2", "-std=gnu++20"];

/// rustc's flags: optimised, LeetCode's edition, the solution's warnings
/// (unused items, names) not shown.
const RUST_FLAGS: [&str; 5] = ["-O", "--edition", "2021", "-A", "warnings"];

/// `go build`'s environment: no toolchain download, and a build cache
/// even where no home directory gives one.
fn go_env<'a>(cmd: &'a mut Command, dir: &Path) -> &'a mut Command {
    cmd.env("GOTOOLCHAIN", "local").env("GO111MODULE", "off");
    let home = ["GOCACHE", "XDG_CACHE_HOME", "HOME"];
    if home.iter().all(|v| std::env::var_os(v).is_none()) {
        cmd.env("GOCACHE", dir.join("gocache"));
    }
    cmd.current_dir(dir)
}

/// A LeetCode Go solution as a file of package main: on its first line the
/// package clause, the imports of the standard packages it names and does
/// not import itself, and a `/*line*/` directive saying the rest is
/// `path`'s line 1; after its last line, a use of each import (Go rejects
/// an unused one, and a name like `list` may be a variable).
fn go_solution(source: &str, path: &str) -> String {
    let used: Vec<&(&str, &str, &str)> = GO_PACKAGES
        .iter()
        .filter(|(name, import, _)| {
            names(source, name) && !source.contains(&format!("\"{import}\""))
        })
        .collect();
    let mut text = String::from("package main; ");
    if !used.is_empty() {
        let imports: Vec<String> = used
            .iter()
            .map(|(_, import, _)| format!("{import:?}"))
            .collect();
        text += &format!("import ({}); ", imports.join("; "));
    }
    text += &format!("/*line {path}:1:1*/{source}");
    if !source.ends_with('\n') {
        text.push('\n');
    }
    for (name, _, member) in used {
        text += &format!("var _ = {name}.{member}\n");
    }
    text
}

/// Go 1.21's builtin `min` and `max`, which LeetCode's Go has, as
/// generic functions for an older `go` (Debian 12 has 1.19), unless the
/// solution declares its own. `None` when none is needed.
fn go_builtins(source: &str, dir: &Path) -> Option<String> {
    let mut cmd = Command::new("go");
    let version = go_env(cmd.args(["env", "GOVERSION"]), dir).output().ok()?;
    let version = String::from_utf8_lossy(&version.stdout);
    // `go1.19.8`: the minor version.
    let minor: u32 = version
        .trim()
        .strip_prefix("go1.")?
        .split('.')
        .next()?
        .parse()
        .ok()?;
    if minor >= 21 {
        return None;
    }
    let mut text = String::from(
        "package main\n\n// Go 1.21's builtins, for an older go.\n\
type builtinOrdered interface {\n\
\t~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string\n}\n",
    );
    let mut any = false;
    for (name, op) in [("min", "<"), ("max", ">")] {
        if source.contains(&format!("func {name}(")) {
            continue;
        }
        any = true;
        text += &format!(
            "\nfunc {name}[T builtinOrdered](x T, ys ...T) T {{\n\
\tfor _, y := range ys {{\n\t\tif y {op} x {{\n\t\t\tx = y\n\t\t}}\n\t}}\n\treturn x\n}}\n"
        );
    }
    any.then_some(text)
}

/// Whether `source` names `name.` as a package would be (not as the end
/// of a longer name).
fn names(source: &str, name: &str) -> bool {
    let pattern = format!("{name}.");
    source.match_indices(&pattern).any(|(at, _)| {
        let before = source[..at].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
    })
}

/// Runs a compiler; its messages are the error if it fails.
fn compile(file: &Path, cmd: &mut Command) -> Result<(), Unprepared> {
    let tool = cmd.get_program().to_string_lossy().into_owned();
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {tool} on {}: {e}", file.display()))?;
    if out.status.success() {
        return Ok(());
    }
    let mut output = String::from_utf8_lossy(&out.stdout).into_owned();
    output += &String::from_utf8_lossy(&out.stderr);
    Err(Unprepared::Compile {
        message: format!(
            "{} does not compile ({tool}: {}; its messages are above)",
            file.display(),
            crate::platform::process::describe(out.status),
        ),
        output,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn go_gets_the_packages_it_names_on_its_first_line() {
        let src = "func flipChess(b []string) int {\n\tsort.Ints(nil)\n\tq := list.New()\n\treturn len(mystrings.X) + q.Len()\n}\n";
        let go = go_solution(src, "/a/b.go");
        let first = go.lines().next().unwrap();
        assert_eq!(
            first,
            "package main; import (\"container/list\"; \"sort\"); /*line /a/b.go:1:1*/func flipChess(b []string) int {"
        );
        assert_eq!(go.lines().count(), src.lines().count() + 2);
        assert!(
            go.ends_with("}\nvar _ = list.New\nvar _ = sort.Ints\n"),
            "{go}"
        );
    }

    #[test]
    fn go_keeps_the_imports_it_has() {
        let src = "import \"sort\"\n\nfunc f() { sort.Ints(nil) }\n";
        assert_eq!(
            go_solution(src, "s.go"),
            format!("package main; /*line s.go:1:1*/{src}")
        );
    }

    /// `P`'s LeetCode signature is its Rust method's (run for every
    /// problem by the registry's tests).
    pub(crate) fn leetcode_signature_is_the_rust_method<P: Emit>() {
        if let Some(lc) = P::LEETCODE {
            let name = format!("pub fn {}(", lc.signature.rust);
            assert!(lc.method.contains(&name), "{name}");
        }
    }
}
