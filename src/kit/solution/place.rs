//! Which class of a solution's file the harness calls, as LeetCode would:
//! `Solution` when it has the problem's method, else the one class that
//! has it, top-level or nested, static or not (a class named after the
//! problem, the plugin's `class Solution` inside one); in JavaScript and
//! Go, the function of the method's name, else its one numbered variant
//! (`gameOfLife2`). When several have it (`Solution1` beside `Solution2`),
//! LeetCode would get one of them: the user says which, `--class NAME`.

use super::source::{self, Class};
use super::Misplaced;
use crate::kit::harness::{Lang, Layout, Method};

/// Where the harness finds the method in `text`, a `lang` file named
/// `shown`, the class `chosen` by `--class` if one was: its layout, and,
/// when that is not LeetCode's own, the line the report opens with
/// (`using class StepOfLife's gameOfLife: LeetCode calls Solution's`).
pub(super) fn place(
    lang: Lang,
    text: &str,
    m: &Method,
    chosen: Option<&str>,
    shown: &str,
) -> Result<(Layout, Option<String>), Misplaced> {
    let mut layout = Layout::default();
    let using = match lang {
        Lang::JavaScript | Lang::Go => {
            let functions = source::functions(text, lang == Lang::JavaScript);
            let (function, using) = function(&functions, m.name, chosen, shown)?;
            layout.function = function;
            using
        }
        _ => {
            let rust = m.rust();
            let (classes, method) = match lang {
                Lang::Python => (source::python_classes(text), m.name),
                Lang::Cpp => (source::classes(text, &["class", "struct"]), m.name),
                Lang::Java => (
                    source::classes(text, &["class", "interface", "enum", "record"]),
                    m.name,
                ),
                _ => (merged(source::classes(text, &["impl"])), &rust[..]),
            };
            let class = class(lang, &classes, method, chosen, shown)?;
            let word = if lang == Lang::Rust { "type" } else { "class" };
            let using = (class.name() != "Solution").then(|| {
                format!(
                    "using {word} {}'s {method}: LeetCode calls Solution's",
                    class.dotted()
                )
            });
            layout.class = class.path.clone();
            using
        }
    };
    match lang {
        Lang::Java => layout.package = source::package(text).map(|(name, _)| name),
        Lang::Rust => layout.declares_solution = source::declares_rust_solution(text),
        _ => {}
    }
    Ok((layout, using))
}

/// Rust's `impl` blocks of one type as one.
fn merged(blocks: Vec<Class>) -> Vec<Class> {
    let mut out: Vec<Class> = Vec::new();
    for block in blocks {
        match out.iter_mut().find(|c| c.name() == block.name()) {
            Some(c) => c.methods.extend(block.methods),
            None => out.push(block),
        }
    }
    out
}

/// `names` in words: `A`, `A and B`, `A, B and C`.
fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// How `--class` names `c` among `classes`: its name if no other class
/// has it, else its dotted path.
fn option_name(c: &Class, classes: &[Class]) -> String {
    match classes.iter().filter(|o| o.name() == c.name()).count() {
        1 => c.name().to_string(),
        _ => c.dotted(),
    }
}

/// The message for several candidates, `head` saying what they are:
/// each as `--class` takes it.
fn several(head: String, names: &[String]) -> Misplaced {
    let options: Vec<String> = names.iter().map(|n| format!("--class {n}")).collect();
    Misplaced::Usage(format!(
        "{head}: choose the one to stress with --class NAME ({})",
        options.join(" or ")
    ))
}

/// The class of `classes` whose method `method` the harness calls.
fn class<'a>(
    lang: Lang,
    classes: &'a [Class],
    method: &str,
    chosen: Option<&str>,
    shown: &str,
) -> Result<&'a Class, Misplaced> {
    let (word, words) = match lang {
        Lang::Rust => ("type", "types"),
        _ => ("class", "classes"),
    };
    let having: Vec<&Class> = classes
        .iter()
        .filter(|c| c.methods.iter().any(|n| n == method))
        .collect();
    let names =
        |cs: &[&Class]| -> Vec<String> { cs.iter().map(|c| option_name(c, classes)).collect() };
    if let Some(name) = chosen {
        let named: Vec<&Class> = classes
            .iter()
            .filter(|c| c.dotted() == name || c.name() == name)
            .collect();
        return match named[..] {
            [one] => Ok(one),
            [] => {
                let those = match having.is_empty() {
                    true => "none".to_string(),
                    false => listed(&names(&having)),
                };
                Err(Misplaced::Usage(format!(
                    "--class {name}: {shown} has no {word} {name} (its {words} with {method}: {those})"
                )))
            }
            _ => {
                let dotted: Vec<String> = named.iter().map(|c| c.dotted()).collect();
                Err(Misplaced::Usage(format!(
                    "--class {name}: {shown} has several {words} {name} ({}): name one by its path, --class {}",
                    listed(&dotted),
                    dotted[0]
                )))
            }
        };
    }
    let solutions: Vec<&Class> = having
        .iter()
        .copied()
        .filter(|c| c.name() == "Solution")
        .collect();
    match (&solutions[..], &having[..]) {
        ([one], _) => Ok(one),
        ([], [one]) => Ok(one),
        ([], []) => {
            // The scan may miss a method (a macro, a generic return
            // type): a class Solution is LeetCode's, and the compiler
            // speaks if the method is not there.
            if let Some(c) = classes.iter().find(|c| c.name() == "Solution") {
                return Ok(c);
            }
            let all: Vec<String> = classes.iter().map(Class::dotted).collect();
            Err(Misplaced::File(match lang {
                Lang::Rust => format!(
                    "{shown} has no `impl` with `fn {method}`: LeetCode calls `Solution::{method}`, and so does the harness"
                ),
                _ if all.is_empty() => format!(
                    "{shown} has no class with a method {method}: LeetCode calls Solution's {method}, and so does the harness; the file declares no class"
                ),
                _ => format!(
                    "{shown} has no class with a method {method}: LeetCode calls Solution's {method}, and so does the harness; its classes: {}",
                    listed(&all)
                ),
            }))
        }
        ([], many) | (many, _) => {
            let names = names(many);
            let head = format!(
                "{shown}: {words} {} have {method}, which LeetCode calls on one {word}, Solution",
                listed(&names)
            );
            Err(several(head, &names))
        }
    }
}

/// Whether `name` is a numbered variant of the function `method`
/// (`gameOfLife2`, `gameOfLife_2`, `gameOfLifeV2`), as repositories keep
/// several approaches to one problem in one file.
fn variant(name: &str, method: &str) -> bool {
    let Some(rest) = name.strip_prefix(method) else {
        return false;
    };
    let rest = rest.strip_prefix('_').unwrap_or(rest);
    let rest = rest.strip_prefix(['V', 'v']).unwrap_or(rest);
    !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())
}

/// The function of `functions` the harness calls for `method`: `None`
/// for the method's own (also when the scan finds none: the runtime or
/// the compiler speaks), else the variant, with the report's line.
fn function(
    functions: &[&str],
    method: &str,
    chosen: Option<&str>,
    shown: &str,
) -> Result<(Option<String>, Option<String>), Misplaced> {
    let using = |f: &str| format!("using function {f}: LeetCode calls {method}");
    if let Some(name) = chosen {
        if !functions.contains(&name) {
            let all: Vec<String> = functions.iter().map(|f| f.to_string()).collect();
            return Err(Misplaced::Usage(format!(
                "--class {name}: {shown} has no function {name} (its functions: {})",
                match all.is_empty() {
                    true => "none".to_string(),
                    false => listed(&all),
                }
            )));
        }
        return Ok(match name == method {
            true => (None, None),
            false => (Some(name.to_string()), Some(using(name))),
        });
    }
    if functions.contains(&method) {
        return Ok((None, None));
    }
    let mut variants: Vec<String> = functions
        .iter()
        .filter(|f| variant(f, method))
        .map(|f| f.to_string())
        .collect();
    variants.dedup();
    match &variants[..] {
        [] => Ok((None, None)),
        [one] => Ok((Some(one.clone()), Some(using(one)))),
        many => Err(several(
            format!(
                "{shown} has no function {method}, which LeetCode calls, but has {}",
                listed(many)
            ),
            many,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::harness::{Output, Param, Type};

    /// A made-up method of a board changed in place.
    const STEP: Method = Method {
        name: "lifeStep",
        params: &[Param {
            name: "board",
            ty: Type::IntGrid,
        }],
        returns: Output::Changed(0),
    };

    fn placed(
        lang: Lang,
        text: &str,
        chosen: Option<&str>,
    ) -> Result<(Layout, Option<String>), String> {
        place(lang, text, &STEP, chosen, "F").map_err(|e| match e {
            Misplaced::File(m) => format!("1: {m}"),
            Misplaced::Usage(m) => format!("2: {m}"),
        })
    }

    #[test]
    fn the_class_with_the_method_is_called_and_named() {
        let java = "public class StepOfLife {\n    public void lifeStep(int[][] board) {}\n}\n";
        let (layout, using) = placed(Lang::Java, java, None).unwrap();
        assert_eq!(layout.class, [("StepOfLife".to_string(), false)]);
        assert_eq!(
            using.unwrap(),
            "using class StepOfLife's lifeStep: LeetCode calls Solution's"
        );
        // Solution first, wherever it is.
        let both = "class Solution { void lifeStep(int[][] b) {} }\nclass Other { void lifeStep(int[][] b) {} }\n";
        let (layout, using) = placed(Lang::Cpp, both, None).unwrap();
        assert_eq!(layout.class, [("Solution".to_string(), false)]);
        assert_eq!(using, None);
        let nested = "public class _289 {\n    public static class Solution1 {\n        public void lifeStep(int[][] b) {}\n    }\n    static int helper() { return 0; }\n}\n";
        let (layout, using) = placed(Lang::Java, nested, None).unwrap();
        assert_eq!(
            layout.class,
            [("_289".to_string(), false), ("Solution1".to_string(), true)]
        );
        assert_eq!(
            using.unwrap(),
            "using class _289.Solution1's lifeStep: LeetCode calls Solution's"
        );
        let py = "class Solution2:\n    def lifeStep(self, board):\n        pass\n";
        assert_eq!(
            placed(Lang::Python, py, None).unwrap().0.class,
            [("Solution2".to_string(), false)]
        );
        let rust = "struct Life;\nimpl Life {\n    fn helper() {}\n}\nimpl Life {\n    pub fn life_step(board: &mut Vec<Vec<i32>>) {}\n}\n";
        let (layout, using) = placed(Lang::Rust, rust, None).unwrap();
        assert_eq!(layout.class, [("Life".to_string(), false)]);
        assert!(!layout.declares_solution);
        assert_eq!(
            using.unwrap(),
            "using type Life's life_step: LeetCode calls Solution's"
        );
    }

    #[test]
    fn several_classes_with_the_method_need_class() {
        let java = "public class _289 {\n    public static class Solution1 { public void lifeStep(int[][] b) {} }\n    public static class Solution2 { public void lifeStep(int[][] b) {} }\n}\n";
        assert_eq!(
            placed(Lang::Java, java, None).unwrap_err(),
            "2: F: classes Solution1 and Solution2 have lifeStep, which LeetCode calls on one class, Solution: choose the one to stress with --class NAME (--class Solution1 or --class Solution2)"
        );
        let (layout, using) = placed(Lang::Java, java, Some("Solution2")).unwrap();
        assert_eq!(layout.class[1], ("Solution2".to_string(), true));
        assert!(using.unwrap().starts_with("using class _289.Solution2's"));
        assert_eq!(
            placed(Lang::Java, java, Some("_289.Solution1"))
                .unwrap()
                .0
                .class[1]
                .0,
            "Solution1"
        );
        assert_eq!(
            placed(Lang::Java, java, Some("Solution3")).unwrap_err(),
            "2: --class Solution3: F has no class Solution3 (its classes with lifeStep: Solution1 and Solution2)"
        );
        // Two nested classes of one name: named by their paths.
        let twice = "class A { class Solution { void lifeStep() {} } }\nclass B { class Solution { void lifeStep() {} } }\n";
        assert_eq!(
            placed(Lang::Java, twice, None).unwrap_err(),
            "2: F: classes A.Solution and B.Solution have lifeStep, which LeetCode calls on one class, Solution: choose the one to stress with --class NAME (--class A.Solution or --class B.Solution)"
        );
        assert!(placed(Lang::Java, twice, Some("Solution"))
            .unwrap_err()
            .contains("name one by its path, --class A.Solution"));
        assert_eq!(
            placed(Lang::Java, twice, Some("B.Solution"))
                .unwrap()
                .0
                .class[0]
                .0,
            "B"
        );
    }

    #[test]
    fn no_class_with_the_method_is_the_files_error() {
        assert_eq!(
            placed(Lang::Cpp, "int lifeStep(int x) { return x; }\n", None).unwrap_err(),
            "1: F has no class with a method lifeStep: LeetCode calls Solution's lifeStep, and so does the harness; the file declares no class"
        );
        assert_eq!(
            placed(Lang::Python, "class Life:\n    def life_step(self, b):\n        pass\n", None).unwrap_err(),
            "1: F has no class with a method lifeStep: LeetCode calls Solution's lifeStep, and so does the harness; its classes: Life"
        );
        assert_eq!(
            placed(Lang::Rust, "struct Solution;\nfn life_step() {}\n", None).unwrap_err(),
            "1: F has no `impl` with `fn life_step`: LeetCode calls `Solution::life_step`, and so does the harness"
        );
        // A class Solution whose method the scan misses is still LeetCode's.
        assert!(placed(Lang::Cpp, "class Solution { MACRO };\n", None).is_ok());
    }

    #[test]
    fn functions_and_their_variants() {
        let go = "func lifeStep(board [][]int) {}\nfunc lifeStep2(board [][]int) {}\n";
        assert_eq!(
            placed(Lang::Go, go, None).unwrap(),
            (Layout::default(), None)
        );
        let go = "func lifeStep1(board [][]int) {}\nfunc lifeStep2(board [][]int) {}\nfunc lifeStepHelper() {}\n";
        assert_eq!(
            placed(Lang::Go, go, None).unwrap_err(),
            "2: F has no function lifeStep, which LeetCode calls, but has lifeStep1 and lifeStep2: choose the one to stress with --class NAME (--class lifeStep1 or --class lifeStep2)"
        );
        let (layout, using) = placed(Lang::Go, go, Some("lifeStep2")).unwrap();
        assert_eq!(layout.function.as_deref(), Some("lifeStep2"));
        assert_eq!(
            using.unwrap(),
            "using function lifeStep2: LeetCode calls lifeStep"
        );
        let js = "var lifeStep_v2 = function(board) {};\n";
        assert_eq!(
            placed(Lang::JavaScript, js, None)
                .unwrap()
                .0
                .function
                .as_deref(),
            Some("lifeStep_v2")
        );
        assert_eq!(
            placed(Lang::JavaScript, js, Some("life")).unwrap_err(),
            "2: --class life: F has no function life (its functions: lifeStep_v2)"
        );
        // None found: the method's own name, for the runtime to judge.
        assert_eq!(
            placed(Lang::JavaScript, "module.exports = 1;\n", None).unwrap(),
            (Layout::default(), None)
        );
    }
}
