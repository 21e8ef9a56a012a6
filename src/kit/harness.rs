//! The harness `stress --solution` runs around a LeetCode solution, and
//! `boardsolve harness` prints: a program in the solution's language that
//! reads LeetCode-format testcases on stdin (one JSON parameter a line,
//! case after case, as `gen --format leetcode` writes them), calls the
//! solution's method per case and prints each answer as LeetCode shows it
//! (`3`, `true`, `[["B","1"]]`), one a line.
//!
//! The harness is its own file (templates in `harness/`): the solution is
//! `include`d (C++, Rust), loaded under its own path (Python, JavaScript)
//! or compiled beside it (Java, Go), never pasted in, so its errors and
//! crashes name its own lines. What a problem contributes is its method's
//! [`Method`] (in its [`Emit::LEETCODE`](crate::kit::emit::Emit::LEETCODE));
//! the types' readers and writers are the languages'.

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

/// A parameter or result type of a LeetCode method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Type {
    /// `["..X",".O."]`: `List[str]`, `vector<string>`, `String[]`,
    /// `[]string`, `Vec<String>`.
    Strings,
    /// `[["E","M"],["B","1"]]`, one-character strings: `List[List[str]]`,
    /// `vector<vector<char>>`, `char[][]`, `[][]byte`, `Vec<Vec<char>>`.
    CharGrid,
    /// `4`: `int`, `i32`.
    Integer,
    /// `"B"`: `str`, `char`, Go's `byte`.
    Character,
    /// `[3,0]`: `List[int]`, `vector<int>`, `int[]`, `[]int`, `Vec<i32>`.
    Integers,
    /// `true`: `bool`, `boolean` (a result only).
    Boolean,
}

impl Type {
    /// The type's word in the harnesses' reader and writer names
    /// (`char_grid` in C++ and Rust, `charGrid` in Java,
    /// `harnessCharGrid` and `harnessShowCharGrid` in Go).
    fn word(self) -> &'static str {
        match self {
            Type::Strings => "Strings",
            Type::CharGrid => "CharGrid",
            Type::Integer => "Integer",
            Type::Character => "Character",
            Type::Integers => "Integers",
            Type::Boolean => "Boolean",
        }
    }
}

/// A parameter of a LeetCode method.
pub struct Param {
    /// Its name on LeetCode (`rMove`): the harness's variable.
    pub name: &'static str,
    pub ty: Type,
}

/// A LeetCode method, the part of a problem its harness needs.
pub struct Method {
    /// The name in Python, C++, Java, JavaScript and Go (`checkMove`).
    pub name: &'static str,
    /// The name in Rust (`flip_chess`).
    pub rust: &'static str,
    /// The parameters, one line of the testcase each, in order.
    pub params: &'static [Param],
    pub returns: Type,
}

/// `CharGrid` as `char_grid`.
fn snake(word: &str) -> String {
    let mut s = String::new();
    for (i, c) in word.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            s.push('_');
        }
        s.push(c.to_ascii_lowercase());
    }
    s
}

/// `CharGrid` as `charGrid`.
fn camel(word: &str) -> String {
    word[..1].to_ascii_lowercase() + &word[1..]
}

/// The statements that answer case `i` (the lines `lines[i..i + k]`), at
/// the template's indentation: each parameter read into a variable of its
/// name, the method called, its answer written.
fn call(m: &Method, lang: Lang) -> String {
    let args: Vec<&str> = m.params.iter().map(|p| p.name).collect();
    let (args, name, word) = (args.join(", "), m.name, m.returns.word());
    type Bind = fn(&Param, usize) -> String;
    let (indent, bind, answer): (&str, Bind, String) = match lang {
        // Dynamic languages read every parameter with their JSON parser.
        Lang::Python | Lang::JavaScript => return String::new(),
        Lang::Cpp => (
            "        ",
            |p, k| format!("auto {} = boardsolve_harness::{}(lines[i + {k}]);", p.name, snake(p.ty.word())),
            format!("Solution solution;\ncout << boardsolve_harness::show(solution.{name}({args})) << '\\n';"),
        ),
        Lang::Java => (
            "                ",
            |p, k| format!("var {} = {}(lines.get(i + {k}));", p.name, camel(p.ty.word())),
            format!("out.println(show(new Solution().{name}({args})));"),
        ),
        Lang::Go => (
            "\t\t",
            |p, k| format!("{} := harness{}(lines[i+{k}])", p.name, p.ty.word()),
            format!("out.WriteString(harnessShow{word}({name}({args})) + \"\\n\")"),
        ),
        Lang::Rust => (
            "            ",
            |p, k| format!("let {} = {}(&lines[i + {k}]);", p.name, snake(p.ty.word())),
            // ok: text of the harness (see harness/rust.rs's `main`), not a call.
            format!("writeln!(out, \"{{}}\", Solution::{}({args}).show()).expect(\"stdout\");", m.rust),
        ),
    };
    let mut lines: Vec<String> = m
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| bind(p, k))
        .collect();
    lines.extend(answer.lines().map(String::from));
    let lines: Vec<String> = lines.iter().map(|l| format!("{indent}{l}")).collect();
    lines.join("\n")
}

/// The harness for problem `problem`'s method `m` in `lang`, loading the
/// solution from `solution` (a path as the harness's language spells a
/// string: the C++ and Rust harnesses `include` it; Python and JavaScript
/// take the path as their first argument and ignore this; Java and Go
/// compile the solution beside them).
pub fn harness(problem: &str, m: &Method, lang: Lang, solution: &str) -> String {
    lang.template()
        .replace("@PROBLEM@", problem)
        .replace("@SOLUTION@", solution)
        .replace("@METHOD@", m.name)
        .replace("@ARITY@", &m.params.len().to_string())
        .replace("@CALL@", &call(m, lang))
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
        rust: "place_stone",
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
        returns: Type::Boolean,
    };

    #[test]
    fn the_call_reads_each_parameter_and_shows_the_answer() {
        assert_eq!(
            call(&PLACE, Lang::Go),
            "\t\tboard := harnessCharGrid(lines[i+0])
\t\trMove := harnessInteger(lines[i+1])
\t\tcMove := harnessInteger(lines[i+2])
\t\tcolor := harnessCharacter(lines[i+3])
\t\tout.WriteString(harnessShowBoolean(placeStone(board, rMove, cMove, color)) + \"\\n\")"
        );
        let cpp = call(&PLACE, Lang::Cpp);
        assert!(
            cpp.starts_with("        auto board = boardsolve_harness::char_grid(lines[i + 0]);\n")
        );
        assert!(cpp.ends_with("show(solution.placeStone(board, rMove, cMove, color)) << '\\n';"));
        let java = call(&PLACE, Lang::Java);
        assert!(java.contains("var color = character(lines.get(i + 3));\n"));
        let rust = call(&PLACE, Lang::Rust);
        assert!(rust.contains("Solution::place_stone(board, rMove, cMove, color).show()"));
    }

    #[test]
    fn every_placeholder_is_filled() {
        for lang in Lang::ALL {
            let text = harness("place-stone", &PLACE, lang, "/a/sol");
            assert!(!text.contains('@'), "{lang:?}:\n{text}");
            assert!(text.contains("place-stone"), "{lang:?}");
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
