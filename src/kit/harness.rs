//! The harness `stress --solution` runs around a LeetCode solution, and
//! `boardsolve harness` prints: a program in the solution's language that
//! reads LeetCode-format testcases on stdin (one JSON parameter a line,
//! case after case, as `gen --format leetcode` writes them), calls the
//! solution's method per case and writes each answer as LeetCode shows it
//! (`3`, `true`, `[["B","1"]]`), one a line: to the file [`ANSWERS`]
//! names, or to stdout when that is not set (a harness run by hand).
//!
//! The answers have their own channel because a solution prints while
//! its author debugs it (`print`, `console.log`, `cout`): LeetCode judges
//! the returned value alone and shows the prints apart, in its "Stdout"
//! panel, and so does stress. A file named in the environment, as the
//! per-call times already are, rather than an inherited descriptor: every
//! language opens a file the same way on every system.
//!
//! The harness is its own file (templates in `harness/`): the solution is
//! `include`d (C++, Rust), loaded under its own path (Python, JavaScript)
//! or compiled beside it (Java, Go), never pasted in, so its errors and
//! crashes name its own lines. What a problem contributes is its method's
//! [`Method`] (in its [`Emit::LEETCODE`](crate::kit::emit::Emit::LEETCODE));
//! the types' readers and writers are the languages'.

mod method;

use method::snake;
pub use method::{Method, Output, Param, Type};

/// The environment variable that asks a harness for each testcase's time:
/// the path of a file to write it to, in nanoseconds, a line a testcase
/// once its answer is written and flushed (so a line there means the
/// answer is out). Only the call is timed, not the reading and writing;
/// stress sets it to run many testcases in one run and still judge each
/// one's time on its own.
pub const TIMES: &str = "BOARDSOLVE_CASE_TIMES";

/// The environment variable that gives a harness the file to write its
/// answers to, a line a testcase (each flushed before its time is told,
/// see [`TIMES`]); the solution's own stdout is then only what it
/// printed. Not set: the answers go to stdout, among the prints.
pub const ANSWERS: &str = "BOARDSOLVE_ANSWERS";

/// A language a solution is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Python,
    Cpp,
    Java,
    JavaScript,
    Go,
    Rust,
}

impl Lang {
    pub const ALL: [Lang; 6] = [
        Lang::Python,
        Lang::Cpp,
        Lang::Java,
        Lang::JavaScript,
        Lang::Go,
        Lang::Rust,
    ];

    /// The language in words.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Python => "Python 3",
            Lang::Cpp => "C++",
            Lang::Java => "Java",
            Lang::JavaScript => "JavaScript",
            Lang::Go => "Go",
            Lang::Rust => "Rust",
        }
    }

    /// The file extensions that tell it, the usual one first.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            Lang::Python => &["py"],
            Lang::Cpp => &["cpp", "cc", "cxx"],
            Lang::Java => &["java"],
            Lang::JavaScript => &["js"],
            Lang::Go => &["go"],
            Lang::Rust => &["rs"],
        }
    }

    /// The language of a file named `name`, by its extension.
    pub fn of_file(name: &std::path::Path) -> Option<Lang> {
        let ext = name.extension()?.to_str()?;
        Lang::ALL
            .into_iter()
            .find(|l| l.extensions().contains(&ext))
    }

    /// Every extension, as messages list them (`.py, .cpp, ...`).
    pub fn all_extensions() -> String {
        let all: Vec<String> = Lang::ALL
            .iter()
            .flat_map(|l| l.extensions().iter().map(|e| format!(".{e}")))
            .collect();
        all.join(", ")
    }

    /// The harness's file name: what its head tells to compile or run.
    pub fn harness_file(self) -> &'static str {
        match self {
            Lang::Python => "harness.py",
            Lang::Cpp => "harness.cpp",
            Lang::Java => "Main.java",
            Lang::JavaScript => "harness.js",
            Lang::Go => "main.go",
            Lang::Rust => "harness.rs",
        }
    }

    fn template(self) -> &'static str {
        match self {
            Lang::Python => include_str!("harness/python.py"),
            Lang::Cpp => include_str!("harness/cpp.cpp"),
            Lang::Java => include_str!("harness/java.java"),
            Lang::JavaScript => include_str!("harness/js.js"),
            Lang::Go => include_str!("harness/go.go"),
            Lang::Rust => include_str!("harness/rust.rs"),
        }
    }
}

impl Type {
    /// The type's word in the harnesses' reader and writer names
    /// (`char_grid` in C++ and Rust, `charGrid` in Java,
    /// `harnessCharGrid` and `harnessShowCharGrid` in Go).
    fn word(self) -> &'static str {
        match self {
            Type::Strings => "Strings",
            Type::CharGrid => "CharGrid",
            Type::IntGrid => "IntGrid",
            Type::Integer => "Integer",
            Type::Character => "Character",
            Type::Integers => "Integers",
            Type::Boolean => "Boolean",
        }
    }
}

/// `CharGrid` as `charGrid`.
fn camel(word: &str) -> String {
    word[..1].to_ascii_lowercase() + &word[1..]
}

/// The statements that answer case `i` (the lines `lines[i..i + k]`), at
/// the template's indentation: each parameter read into a variable of its
/// name, the method of `layout`'s class (or its function) called and
/// timed, its answer written, and its time told (the template's `done`:
/// see [`TIMES`]).
fn call(m: &Method, lang: Lang, layout: &Layout) -> String {
    let args: Vec<&str> = m.params.iter().map(|p| p.name).collect();
    let (args, name) = (args.join(", "), layout.function(m));
    // What is shown, and its type: the call's result, or the parameter the
    // call changed (the call then a statement of its own).
    let (shown, word, changed) = match m.returns {
        Output::Returned(ty) => ("answer", ty.word(), None),
        Output::Changed(k) => (m.params[k].name, m.params[k].ty.word(), Some(k)),
    };
    // Rust takes the changed parameter as `&mut`.
    let rust_args: Vec<String> = m
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| match Some(k) == changed {
            true => format!("&mut {}", p.name),
            false => p.name.to_string(),
        })
        .collect();
    let rust_args = rust_args.join(", ");
    type Bind = fn(&Param, usize) -> String;
    // Per language: the indentation, a parameter's binding, the call, and
    // the statements before it, after it and answering.
    let (indent, bind, called, timed): (&str, Bind, String, [String; 4]) = match lang {
        // Dynamic languages read every parameter with their JSON parser.
        Lang::Python | Lang::JavaScript => return String::new(),
        Lang::Cpp => (
            "        ",
            |p, k| {
                format!(
                    "auto {} = boardsolve_harness::{}(lines[i + {k}]);",
                    p.name,
                    snake(p.ty.word())
                )
            },
            format!("solution.{name}({args})"),
            [
                format!(
                    "{} solution;\nauto start = boardsolve_harness::now();",
                    layout.names().join("::")
                ),
                "auto took = boardsolve_harness::now() - start;".into(),
                format!("*boardsolve_harness::out << boardsolve_harness::show({shown}) << '\\n';"),
                "boardsolve_harness::done(took);".into(),
            ],
        ),
        Lang::Java => (
            "                ",
            |p, k| {
                format!(
                    "var {} = {}(lines.get(i + {k}));",
                    p.name,
                    camel(p.ty.word())
                )
            },
            format!("solution().{name}({args})"),
            [
                "long start = System.nanoTime();".into(),
                "long took = System.nanoTime() - start;".into(),
                format!("out.println(show({shown}));"),
                "done(out, took);".into(),
            ],
        ),
        Lang::Go => (
            "\t\t",
            |p, k| format!("{} := harness{}(lines[i+{k}])", p.name, p.ty.word()),
            format!("{name}({args})"),
            [
                "start := time.Now()".into(),
                "took := time.Since(start)".into(),
                format!("out.WriteString(harnessShow{word}({shown}) + \"\\n\")"),
                "harnessDone(out, took)".into(),
            ],
        ),
        Lang::Rust => (
            "            ",
            |p, k| format!("let {} = {}(&lines[i + {k}]);", p.name, snake(p.ty.word())),
            // From the harness's module: the solution's names are its
            // parent's.
            format!(
                "super::{}::{}({rust_args})",
                layout.names().join("::"),
                m.rust()
            ),
            [
                "let start = std::time::Instant::now();".into(),
                "let took = start.elapsed();".into(),
                // ok: text of the harness (see harness/rust.rs's `main`), not a call.
                format!("writeln!(out, \"{{}}\", {shown}.show()).expect(\"answers\");"),
                "done(&mut out, &mut times, took);".into(),
            ],
        ),
    };
    let call = match (changed, lang) {
        (Some(_), Lang::Go) => called,
        (Some(_), _) => format!("{called};"),
        (None, Lang::Cpp) => format!("auto answer = {called};"),
        (None, Lang::Java) => format!("var answer = {called};"),
        (None, Lang::Go) => format!("answer := {called}"),
        (None, _) => format!("let answer = {called};"),
    };
    let [before, after, write, done] = timed;
    let mut lines: Vec<String> = m
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| bind(p, k))
        .collect();
    if let (Lang::Rust, Some(k)) = (lang, changed) {
        lines[k] = lines[k].replacen("let ", "let mut ", 1);
    }
    for statements in [before, call, after, write, done] {
        lines.extend(statements.lines().map(String::from));
    }
    let lines: Vec<String> = lines.iter().map(|l| format!("{indent}{l}")).collect();
    lines.join("\n")
}

/// Where a solution's file puts what LeetCode's template puts in one
/// place, as solution repositories keep it: the harness follows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Java: the package the file declares, which the harness joins (a
    /// class of no package cannot be named from one).
    pub package: Option<String>,
    /// C++, Java, Python, Rust (a type): the class whose method the
    /// harness calls, from the outermost class in: each one's name, and
    /// whether it is declared `static` (Java makes an inner class's object
    /// from an object of the class around it). Empty: `Solution`, as
    /// LeetCode's template has it.
    pub class: Vec<(String, bool)>,
    /// JavaScript, Go: the function the harness calls, when not the
    /// method's own name.
    pub function: Option<String>,
    /// Rust: the file declares `struct Solution` itself (leetcode-rust
    /// repositories do), so the harness does not.
    pub declares_solution: bool,
}

impl Layout {
    /// The class's names, outermost first.
    fn names(&self) -> Vec<&str> {
        match self.class.is_empty() {
            true => vec!["Solution"],
            false => self.class.iter().map(|(name, _)| name.as_str()).collect(),
        }
    }

    /// The function (JavaScript, Go) the harness calls for `m`.
    fn function<'a>(&'a self, m: &'a Method) -> &'a str {
        self.function.as_deref().unwrap_or(m.name)
    }

    /// Java: the class's type (`A.B`) and an expression making one of its
    /// objects: `new A()`, then each nested class, a static one by its
    /// name (`new A.B()`), an inner one from an object of the class
    /// around it (`new A().new B()`).
    fn java(&self) -> (String, String) {
        let names = self.names();
        let (mut ty, mut new) = (names[0].to_string(), format!("new {}()", names[0]));
        for (name, is_static) in self.class.iter().skip(1) {
            ty = format!("{ty}.{name}");
            new = match is_static {
                true => format!("new {ty}()"),
                false => format!("{new}.new {name}()"),
            };
        }
        (ty, new)
    }
}

/// The harness for problem `problem`'s method `m` in `lang`, loading the
/// solution from `solution` (a path as the harness's language spells a
/// string: the C++ and Rust harnesses `include` it; Python and JavaScript
/// take the path as their first argument and ignore this; Java and Go
/// compile the solution beside them), laid out as `layout` says.
pub fn harness(problem: &str, m: &Method, lang: Lang, solution: &str, layout: &Layout) -> String {
    let (class, new) = layout.java();
    let declared = match layout.declares_solution {
        true => "// The solution declares `struct Solution` itself.",
        false => "/// LeetCode declares it before the solution.\nstruct Solution;",
    };
    let text = lang
        .template()
        .replace("@PROBLEM@", problem)
        .replace("@SOLUTION@", solution)
        .replace("@METHOD@", layout.function(m))
        .replace("@ARITY@", &m.params.len().to_string())
        .replace("@CALL@", &call(m, lang, layout))
        .replace("@TIMES@", TIMES)
        .replace("@ANSWERS@", ANSWERS)
        .replace("@SHOWN@", &shown(m, lang, layout))
        .replace("@CLASS@", &class)
        .replace("@NEW@", &new)
        .replace("@STRUCT@", declared);
    match (&layout.package, lang) {
        // Line 1: the harness's own lines move, never the solution's.
        (Some(package), Lang::Java) => format!("package {package};\n{text}"),
        _ => text,
    }
}

/// The dynamic languages' answer to a case, an expression of its `args`:
/// the call's result, or the parameter the call changed.
fn shown(m: &Method, lang: Lang, layout: &Layout) -> String {
    let called = match lang {
        Lang::Python => {
            let names = layout.names();
            let mut class = format!("ns[{:?}]", names[0]);
            for name in &names[1..] {
                class = format!("{class}.{name}");
            }
            format!("{class}().{}(*args)", m.name)
        }
        _ => "method(...args)".to_string(),
    };
    match (m.returns, lang) {
        (Output::Returned(_), _) => called,
        // A tuple's second item; JavaScript's comma operator.
        (Output::Changed(k), Lang::Python) => format!("({called}, args[{k}])[1]"),
        (Output::Changed(k), _) => format!("({called}, args[{k}])"),
    }
}

/// `path` as a string literal's contents in C++ and Rust (`\` and `"`
/// escaped).
pub fn escape_path(path: &str) -> String {
    path.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up problem: one parameter of each kind the harness reads.
    const PLACE: Method = Method {
        name: "placeStone",
        params: &[
            Param {
                name: "board",
                ty: Type::CharGrid,
            },
            Param {
                name: "rMove",
                ty: Type::Integer,
            },
            Param {
                name: "cMove",
                ty: Type::Integer,
            },
            Param {
                name: "color",
                ty: Type::Character,
            },
        ],
        returns: Output::Returned(Type::Boolean),
    };

    /// A made-up method that changes its board in place.
    const FILL: Method = Method {
        name: "fillBoard",
        params: &[
            Param {
                name: "mark",
                ty: Type::Character,
            },
            Param {
                name: "board",
                ty: Type::CharGrid,
            },
        ],
        returns: Output::Changed(1),
    };

    /// An in-place method is called alone, then its changed parameter is
    /// shown (in Rust passed as `&mut`).
    #[test]
    fn an_in_place_call_shows_the_changed_parameter() {
        assert_eq!(
            call(&FILL, Lang::Go, &Layout::default()),
            "\t\tmark := harnessCharacter(lines[i+0])
\t\tboard := harnessCharGrid(lines[i+1])
\t\tstart := time.Now()
\t\tfillBoard(mark, board)
\t\ttook := time.Since(start)
\t\tout.WriteString(harnessShowCharGrid(board) + \"\\n\")
\t\tharnessDone(out, took)"
        );
        let rust = call(&FILL, Lang::Rust, &Layout::default());
        assert!(
            rust.contains("let mut board = char_grid(&lines[i + 1]);"),
            "{rust}"
        );
        assert!(
            rust.contains("super::Solution::fill_board(mark, &mut board);\n"),
            "{rust}"
        );
        assert!(rust.contains("board.show()"), "{rust}");
        let cpp = call(&FILL, Lang::Cpp, &Layout::default());
        assert!(
            cpp.contains("solution.fillBoard(mark, board);\n        auto took"),
            "{cpp}"
        );
        assert!(
            cpp.contains("*boardsolve_harness::out << boardsolve_harness::show(board) << '\\n';"),
            "{cpp}"
        );
        let java = call(&FILL, Lang::Java, &Layout::default());
        assert!(
            java.contains("solution().fillBoard(mark, board);\n"),
            "{java}"
        );
        assert!(java.contains("out.println(show(board));"), "{java}");
        assert_eq!(
            shown(&FILL, Lang::Python, &Layout::default()),
            "(ns[\"Solution\"]().fillBoard(*args), args[1])[1]"
        );
        assert_eq!(
            shown(&FILL, Lang::JavaScript, &Layout::default()),
            "(method(...args), args[1])"
        );
        assert_eq!(
            shown(&PLACE, Lang::JavaScript, &Layout::default()),
            "method(...args)"
        );
    }

    /// The call alone is timed: the time is taken before the answer is
    /// written, and told after it.
    #[test]
    fn the_call_reads_each_parameter_and_shows_the_answer() {
        assert_eq!(
            call(&PLACE, Lang::Go, &Layout::default()),
            "\t\tboard := harnessCharGrid(lines[i+0])
\t\trMove := harnessInteger(lines[i+1])
\t\tcMove := harnessInteger(lines[i+2])
\t\tcolor := harnessCharacter(lines[i+3])
\t\tstart := time.Now()
\t\tanswer := placeStone(board, rMove, cMove, color)
\t\ttook := time.Since(start)
\t\tout.WriteString(harnessShowBoolean(answer) + \"\\n\")
\t\tharnessDone(out, took)"
        );
        let cpp = call(&PLACE, Lang::Cpp, &Layout::default());
        assert!(
            cpp.starts_with("        auto board = boardsolve_harness::char_grid(lines[i + 0]);\n")
        );
        assert!(cpp.contains("auto answer = solution.placeStone(board, rMove, cMove, color);\n"));
        assert!(cpp.ends_with("show(answer) << '\\n';\n        boardsolve_harness::done(took);"));
        let java = call(&PLACE, Lang::Java, &Layout::default());
        assert!(java.contains("var color = character(lines.get(i + 3));\n"));
        let rust = call(&PLACE, Lang::Rust, &Layout::default());
        assert!(rust
            .contains("let answer = super::Solution::place_stone(board, rMove, cMove, color);\n"));
        assert!(rust.contains("answer.show()"));
    }

    /// The class the harness calls, as each language names and makes
    /// it: a static nested class by its name, an inner one from an object
    /// of the class around it.
    #[test]
    fn the_class_is_named_and_made_as_its_nesting_says() {
        let class = |path: &[(&str, bool)]| Layout {
            class: path.iter().map(|&(n, s)| (n.to_string(), s)).collect(),
            ..Layout::default()
        };
        assert_eq!(
            Layout::default().java(),
            ("Solution".into(), "new Solution()".into())
        );
        assert_eq!(
            class(&[("P529", false), ("Solution", false)]).java(),
            ("P529.Solution".into(), "new P529().new Solution()".into())
        );
        assert_eq!(
            class(&[("_289", false), ("Solution1", true)]).java(),
            ("_289.Solution1".into(), "new _289.Solution1()".into())
        );
        assert_eq!(
            class(&[("A", false), ("S", true), ("I", false)]).java(),
            ("A.S.I".into(), "new A.S().new I()".into())
        );
        let nested = class(&[("Outer", false), ("Life", false)]);
        assert_eq!(
            shown(&PLACE, Lang::Python, &nested),
            "ns[\"Outer\"].Life().placeStone(*args)"
        );
        assert!(call(&PLACE, Lang::Cpp, &nested).contains("Outer::Life solution;"));
        let rust = call(&PLACE, Lang::Rust, &class(&[("Life", false)]));
        assert!(rust.contains("super::Life::place_stone("), "{rust}");
        let go = Layout {
            function: Some("placeStone2".into()),
            ..Layout::default()
        };
        assert!(call(&PLACE, Lang::Go, &go).contains("answer := placeStone2(board,"));
        let js = harness("p", &PLACE, Lang::JavaScript, "s.js", &go);
        assert!(js.contains("vm.runInThisContext(\"placeStone2\")"), "{js}");
    }

    #[test]
    fn every_placeholder_is_filled() {
        for lang in Lang::ALL {
            for m in [&PLACE, &FILL] {
                let text = harness("place-stone", m, lang, "/a/sol", &Layout::default());
                assert!(!text.contains('@'), "{lang:?}:\n{text}");
                assert!(text.contains("place-stone"), "{lang:?}");
            }
        }
    }

    #[test]
    fn languages_are_told_by_extension() {
        let of = |name: &str| Lang::of_file(std::path::Path::new(name));
        assert_eq!(of("a/sol.cc"), Some(Lang::Cpp));
        assert_eq!(of("Solution.java"), Some(Lang::Java));
        assert_eq!(of("x.rs"), Some(Lang::Rust));
        assert_eq!(of("x.txt"), None);
        assert_eq!(of("py"), None);
        assert_eq!(
            Lang::all_extensions(),
            ".py, .cpp, .cc, .cxx, .java, .js, .go, .rs"
        );
    }
}
