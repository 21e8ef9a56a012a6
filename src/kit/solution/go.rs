//! Go's part of making a LeetCode solution a program: the standard
//! packages LeetCode's Go imports unasked, the package clause, Go 1.21's
//! builtins for an older `go`, and `go build`'s environment.

use super::{source, tool, Unprepared, Work};
use std::path::Path;
use std::process::Command;

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

/// The file of Go 1.21's builtins for an older go (see [`go_builtins`]):
/// boardsolve's, as the harness is.
pub(super) const GO_BUILTINS: &str = "builtins.go";

/// `go build`'s environment: no toolchain download, and a build cache
/// even where no home directory gives one.
pub(super) fn go_env<'a>(cmd: &'a mut Command, dir: &Path) -> &'a mut Command {
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
pub(super) fn go_solution(source: &str, path: &str) -> String {
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
pub(super) fn go_builtins(source: &str, w: &Work) -> Result<Option<String>, Unprepared> {
    let mut cmd = Command::new("go");
    go_env(cmd.args(["env", "GOVERSION"]), w.dir);
    let version = match tool(&mut cmd, w.build)? {
        Ok(stdout) => stdout,
        Err(_) => return Ok(None),
    };
    Ok(builtins_for(source, &String::from_utf8_lossy(&version)))
}

/// [`go_builtins`] for `go env GOVERSION`'s answer `version`.
fn builtins_for(source: &str, version: &str) -> Option<String> {
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

#[cfg(test)]
mod tests {
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
}
