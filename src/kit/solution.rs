//! `stress --solution FILE`: a contestant's file made into a program
//! `stress` runs, in a scratch directory of its own.
//!
//! For a LeetCode problem FILE is the solution as submitted (`class
//! Solution` with the method; JavaScript and Go a function), and the
//! program is boardsolve's [harness] around it, with
//! what LeetCode supplies unasked: Python's imports and a deep recursion,
//! C++'s `<bits/stdc++.h>` and `using namespace std`, Java's `java.util.*`,
//! Go's `package main` and the standard packages the file names. Java
//! and Go get those on the solution's first line (a copy of the file,
//! after Java's `package` clause; Go's own clause blanked), so every line
//! keeps its number; Go's copy also says, by a `/*line*/` directive, that
//! its lines are FILE's. What solution repositories add around LeetCode's
//! text (`source` finds it: a byte-order mark, a package, a nested
//! `class Solution`, Rust's own `struct Solution`) shapes the harness
//! through its [`Layout`]. For a stdin problem FILE is a whole program,
//! compiled or run as it is.
//!
//! Compilation happens once, here, before the first seed; a missing
//! compiler or interpreter is one line naming it, a failed compilation
//! the compiler's own messages, in which a copy's path reads as FILE's
//! and the harness is named bare (compilers run in the scratch directory),
//! so no message names a directory removed after the run.

mod cache;
mod source;

use crate::kit::contestant::Program;
use crate::kit::emit::Emit;
use crate::kit::harness::{self, escape_path, Lang, Layout, Method};
use crate::platform::exe;
use crate::solve::Solve;
pub use cache::Cache;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What LeetCode's Java imports, on the solution's first line (after its
/// package clause).
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
    scratch: Scratch,
    /// The program was built before and kept (see [`Cache`]): nothing was
    /// compiled.
    pub reused: bool,
}

impl Prepared {
    /// The scratch directory, where the program may write its files.
    pub fn dir(&self) -> &Path {
        &self.scratch.0
    }
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
/// the harness and compiles, once, or reuses what `cache` kept.
pub fn prepare<P: Solve + Emit>(
    file: &Path,
    lang: Lang,
    cache: &Cache,
) -> Result<Prepared, Unprepared> {
    let method = P::LEETCODE.map(|lc| lc.signature);
    prepare_method(P::NAME, method.as_ref(), file, lang, cache)
}

/// Makes FILE a program: in the harness of method `method` of problem
/// `problem` (named in the harness's head), or a whole program if there is
/// none.
pub fn prepare_method(
    problem: &str,
    method: Option<&Method>,
    file: &Path,
    lang: Lang,
    cache: &Cache,
) -> Result<Prepared, Unprepared> {
    let shown = file.display().to_string();
    let source = std::fs::read_to_string(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let file = std::fs::canonicalize(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    // Java and Go are compiled from a copy: a mark there would be a
    // character in the middle of it.
    let source = source::without_bom(&source);
    let scratch = Scratch(scratch_dir()?);
    let dir = &scratch.0;
    let program = match method {
        Some(m) => {
            let layout = layout(lang, source, m).map_err(|why| format!("{shown} {why}"))?;
            with_harness(problem, m, lang, &file, source, &layout, dir, cache)?
        }
        None => whole(lang, &file, source, dir, cache)?,
    };
    let reused = cache.reused();
    Ok(Prepared {
        program,
        scratch,
        reused,
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

/// `tool` (g++, rustc) building the program in `dir` from `source` (FILE,
/// or the harness including it, named relative to `dir` so that its own
/// messages name no directory that is removed after the run).
fn native(
    file: &Path,
    tool: &str,
    flags: &[&str],
    source: &Path,
    dir: &Path,
    cache: &Cache,
) -> Result<Program, Unprepared> {
    let bin = executable(dir);
    let mut cmd = Command::new(tool);
    cmd.args(flags)
        .arg("-o")
        .arg(&bin)
        .arg(source)
        .current_dir(dir);
    compile(file, None, &mut cmd, cache)?;
    Ok(binary(&bin))
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

/// Where the solution's file puts what the harness must follow (see
/// [`Layout`]), or, when it has no `Solution` for the harness to call,
/// why in words (after the file's name).
fn layout(lang: Lang, source: &str, m: &Method) -> Result<Layout, String> {
    let classes: Vec<String> = match lang {
        Lang::Python => source::python_classes(source)
            .into_iter()
            .map(String::from)
            .collect(),
        Lang::Cpp | Lang::Java => source::classes(source)
            .into_iter()
            .map(|c| c.name)
            .collect(),
        Lang::Rust if source::implements_rust_solution(source) => vec!["Solution".into()],
        Lang::Rust => {
            return Err(format!(
                "has no `impl Solution`: LeetCode calls `Solution::{}`, and so does the harness",
                m.rust
            ))
        }
        Lang::JavaScript | Lang::Go => vec!["Solution".into()],
    };
    if !classes.iter().any(|c| c == "Solution") {
        let found = match classes.first() {
            Some(c) => format!("its class is {c}; rename it Solution"),
            None => "it declares no class".into(),
        };
        return Err(format!(
            "has no class Solution: LeetCode calls Solution's method {}, and so does the harness; {found}",
            m.name
        ));
    }
    let mut layout = Layout::default();
    match lang {
        Lang::Java => {
            layout.package = source::package(source).map(|(name, _)| name);
            layout.outer = source::classes(source)
                .into_iter()
                .find(|c| c.name == "Solution")
                .and_then(|c| Some((c.outer?, c.is_static)));
        }
        Lang::Rust => layout.declares_solution = source::declares_rust_solution(source),
        _ => {}
    }
    Ok(layout)
}

/// The harness around a LeetCode solution of problem `problem`.
#[allow(clippy::too_many_arguments)]
fn with_harness(
    problem: &str,
    m: &Method,
    lang: Lang,
    file: &Path,
    source: &str,
    layout: &Layout,
    dir: &Path,
    cache: &Cache,
) -> Result<Program, Unprepared> {
    let path = file.display().to_string();
    let text = harness::harness(problem, m, lang, &escape_path(&path), layout);
    let name = lang.harness_file();
    write(&dir.join(name), &text)?;
    let bin = executable(dir);
    Ok(match lang {
        Lang::Python | Lang::JavaScript => {
            let run = if lang == Lang::Python {
                "python3"
            } else {
                "node"
            };
            let main = dir.join(name).display().to_string();
            Program {
                argv: vec![run.into(), main, path],
                shell: false,
            }
        }
        Lang::Cpp => native(file, "g++", &CPP_FLAGS, Path::new(name), dir, cache)?,
        Lang::Rust => native(file, "rustc", &RUST_FLAGS, Path::new(name), dir, cache)?,
        Lang::Java => {
            let copy = java_copy(file, &java_imported(source), dir)?;
            let classes = dir.join("classes");
            let mut javac = Command::new("javac");
            javac.args(["-encoding", "UTF-8", "-d"]).arg(&classes);
            javac.arg(name).arg(&copy).current_dir(dir);
            compile(file, Some(&copy), &mut javac, cache)?;
            let main = match &layout.package {
                Some(package) => format!("{package}.Main"),
                None => "Main".into(),
            };
            jvm(&classes, &main)
        }
        Lang::Go => {
            // Named relative to `dir`, where go runs, as the harness is.
            write(&dir.join("solution.go"), &go_solution(source, &path))?;
            let mut build = Command::new("go");
            build
                .args(["build", "-trimpath", "-o"])
                .arg(&bin)
                .arg(name)
                .arg("solution.go");
            if let Some(text) = go_builtins(source, dir) {
                write(&dir.join("builtins.go"), &text)?;
                build.arg("builtins.go");
            }
            compile(file, None, go_env(&mut build, dir), cache)?;
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

/// Writes `text`, a Java file made of FILE, under FILE's own name (a
/// public class's file is named after it) in a directory of its own.
fn java_copy(file: &Path, text: &str, dir: &Path) -> Result<PathBuf, String> {
    let own = dir.join("src");
    std::fs::create_dir_all(&own).map_err(|e| format!("cannot make {}: {e}", own.display()))?;
    let name = file
        .file_name()
        .map_or("Main.java".into(), |n| n.to_os_string());
    let copy = own.join(name);
    write(&copy, text)?;
    Ok(copy)
}

/// FILE as a whole program (a stdin problem's).
fn whole(
    lang: Lang,
    file: &Path,
    source: &str,
    dir: &Path,
    cache: &Cache,
) -> Result<Program, Unprepared> {
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
        Lang::Cpp => native(file, "g++", &CPP_FLAGS, file, dir, cache)?,
        Lang::Rust => native(file, "rustc", &RUST_FLAGS, file, dir, cache)?,
        Lang::Java => {
            // A copy: javac reads no byte-order mark.
            let copy = java_copy(file, source, dir)?;
            let classes = dir.join("classes");
            let mut javac = Command::new("javac");
            javac.args(["-encoding", "UTF-8", "-d"]).arg(&classes);
            compile(file, Some(&copy), javac.arg(&copy).current_dir(dir), cache)?;
            // A public class is named as its file; else `Main`, as judges
            // name it; in the file's package.
            let package = source::package(source).map(|(name, _)| name);
            let within = match &package {
                Some(p) => classes.join(p.replace('.', "/")),
                None => classes.clone(),
            };
            let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("Main");
            let class = if within.join(format!("{stem}.class")).is_file() {
                stem
            } else {
                "Main"
            };
            let class = match &package {
                Some(p) => format!("{p}.{class}"),
                None => class.to_string(),
            };
            jvm(&classes, &class)
        }
        Lang::Go => {
            let mut build = Command::new("go");
            build.arg("build").arg("-o").arg(&bin).arg(file);
            compile(file, None, go_env(&mut build, dir), cache)?;
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
/// `path`'s line 1; its own package clause (`package array`, as solution
/// repositories file it) blanked, columns kept; after its last line, a use
/// of each import (Go rejects an unused one, and a name like `list` may be
/// a variable).
fn go_solution(source: &str, path: &str) -> String {
    let mut own = source.to_string();
    if let Some((_, clause)) = source::package(source) {
        own.replace_range(clause.clone(), &" ".repeat(clause.len()));
    }
    let source = own.as_str();
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

/// Builds with `cmd`, or reuses what `cache` kept of the same build.
fn compile(
    file: &Path,
    copy: Option<&Path>,
    cmd: &mut Command,
    cache: &Cache,
) -> Result<(), Unprepared> {
    cache.build(file, cmd, |cmd| run_compiler(file, copy, cmd))
}

/// Runs a compiler; its messages are the error if it fails, with `copy`
/// (a copy of FILE that keeps its lines) named as FILE.
fn run_compiler(file: &Path, copy: Option<&Path>, cmd: &mut Command) -> Result<(), Unprepared> {
    let tool = cmd.get_program().to_string_lossy().into_owned();
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {tool} on {}: {e}", file.display()))?;
    if out.status.success() {
        return Ok(());
    }
    let mut output = String::from_utf8_lossy(&out.stdout).into_owned();
    output += &String::from_utf8_lossy(&out.stderr);
    if let Some(copy) = copy {
        output = output.replace(&copy.display().to_string(), &file.display().to_string());
    }
    Err(Unprepared::Compile {
        message: format!(
            "{} is not runnable: it does not compile ({tool}: {}; its messages are above)",
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

    /// A repository's package clause goes blank, its columns kept, and
    /// the file is in package main.
    #[test]
    fn go_in_its_own_package_joins_main() {
        let src = "// Package array.\npackage array\n\nfunc f() {}\n";
        let go = go_solution(src, "a.go");
        assert_eq!(
            go,
            "package main; /*line a.go:1:1*/// Package array.\n             \n\nfunc f() {}\n"
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
            let name = format!("pub fn {}(", lc.signature.rust);
            assert!(lc.method.contains(&name), "{name}");
        }
    }
}
