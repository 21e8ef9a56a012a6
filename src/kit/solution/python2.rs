//! Python 2, recognised before it runs: LeetCode still offers "Python"
//! (Python 2) beside "Python3", and repositories keep solutions in both.
//! boardsolve runs python3, where a Python 2 file fails at its first
//! `print x` (a SyntaxError) or `xrange` (a NameError), or, worse, runs
//! and divides differently. Found here, it is one message that names
//! every Python 2 construct with its lines and its Python 3 spelling,
//! rather than a crash shrunk to a 1x1 board.
//!
//! A light scan, as [`super::source`]'s: the code of each line, strings
//! and comments left out; a Python 2 name the file defines itself (`xrange
//! = range`, a compatibility shim) is its own, not Python 2's.

/// A Python 2 construct: how the message names it, and its Python 3
/// spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Construct {
    what: &'static str,
    fix: &'static str,
}

/// A construct, in a table's line.
const fn c(what: &'static str, fix: &'static str) -> Construct {
    Construct { what, fix }
}

/// Names Python 3 no longer has, and their Python 3 spelling.
const NAMES: [(&str, Construct); 5] = [
    ("xrange", c("xrange", "range for xrange")),
    ("raw_input", c("raw_input", "input for raw_input")),
    ("unicode", c("unicode", "str for unicode")),
    ("basestring", c("basestring", "str for basestring")),
    ("unichr", c("unichr", "chr for unichr")),
];

/// Attributes Python 3 no longer has (after a `.`, before a `(` where
/// shown), and their Python 3 spelling.
const ATTRIBUTES: [(&str, Construct); 5] = [
    ("iteritems(", c(".iteritems()", ".items() for .iteritems()")),
    (
        "itervalues(",
        c(".itervalues()", ".values() for .itervalues()"),
    ),
    ("iterkeys(", c(".iterkeys()", ".keys() for .iterkeys()")),
    ("has_key(", c(".has_key()", "`k in d` for d.has_key(k)")),
    ("maxint", c("sys.maxint", "sys.maxsize for sys.maxint")),
];

const PRINT: Construct = c("the print statement", "print(x) for print x");
const EXEC: Construct = c("the exec statement", "exec(code) for exec code");
const EXCEPT: Construct = c("`except E, e`", "except E as e for except E, e");
const RAISE: Construct = c(
    "`raise E, message`",
    "raise E(message) for raise E, message",
);
const BACKTICK: Construct = c("a backtick", "repr(x) for `x`");
const UNEQUAL: Construct = c("`<>`", "!= for <>");
const OCTAL: Construct = c("an octal literal", "0o17 for 017");
const LONG: Construct = c("a long literal", "10 for 10L");

/// The code of each line of Python `text`: strings made `""` (a string
/// over several lines, on its last line) and comments left out.
fn code_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    // The quote of a triple-quoted string still open.
    let mut open: Option<char> = None;
    for line in text.lines() {
        let mut code = String::new();
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let triple = |q: char, at: usize| chars.get(at..at + 3) == Some(&[q, q, q][..]);
            if let Some(q) = open {
                if triple(q, i) {
                    open = None;
                    code.push_str("\"\"");
                    i += 3;
                } else {
                    i += if c == '\\' { 2 } else { 1 };
                }
                continue;
            }
            match c {
                '#' => break,
                '"' | '\'' if triple(c, i) => {
                    open = Some(c);
                    i += 3;
                }
                '"' | '\'' => {
                    i += 1;
                    while i < chars.len() && chars[i] != c {
                        i += if chars[i] == '\\' { 2 } else { 1 };
                    }
                    code.push_str("\"\"");
                    i += 1;
                }
                _ => {
                    code.push(c);
                    i += 1;
                }
            }
        }
        out.push(code);
    }
    out
}

fn is_name_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// The places of the word `word` in `code` (not inside a longer name),
/// each with the character before it (`None` at the line's start).
fn occurrences<'a>(
    code: &'a str,
    word: &'a str,
) -> impl Iterator<Item = (usize, Option<char>)> + 'a {
    code.match_indices(word).filter_map(move |(at, _)| {
        let before = code[..at].chars().next_back();
        let after = code[at + word.len()..].chars().next();
        let alone = !before.is_some_and(is_name_char) && !after.is_some_and(is_name_char);
        alone.then_some((at, before))
    })
}

/// Whether `word` at `at` starts a statement: the line's first code, or
/// after a `;` or a `:` (`if x: print y`).
fn starts_statement(code: &str, at: usize) -> bool {
    matches!(
        code[..at].trim_end().chars().next_back(),
        None | Some(';' | ':')
    )
}

/// Whether the statement word at `at` (`print`, `exec`) is Python 2's
/// statement: followed by an operand rather than a call's parenthesis,
/// an assignment, an attribute or nothing.
fn statement_with_operand(code: &str, at: usize, word: &str) -> bool {
    let rest = &code[at + word.len()..];
    let next = rest.trim_start().chars().next();
    let spaced = rest.starts_with([' ', '\t']);
    match next {
        Some('"') => true,
        Some('>') => rest.trim_start().starts_with(">>"),
        Some(c) => spaced && (is_name_char(c) || c == '-'),
        None => false,
    }
}

/// Whether `rest` holds a `,` outside parentheses and brackets before a
/// `:` or its end.
fn top_level_comma(rest: &str) -> bool {
    let mut depth = 0i32;
    for c in rest.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => return true,
            ':' if depth == 0 => return false,
            _ => {}
        }
    }
    false
}

/// Whether the file binds `name` itself: assigns it, defines it, or
/// imports it (a compatibility shim).
fn defines(lines: &[String], name: &str) -> bool {
    lines.iter().any(|code| {
        let imports = code.trim_start().starts_with("import ") || code.contains(" import ");
        occurrences(code, name).any(|(at, before)| {
            let after = code[at + name.len()..].trim_start();
            let assigned = after.starts_with('=') && !after.starts_with("==");
            let head = code[..at].trim_end();
            let declared = ["def", "class", "as", "for"].iter().any(|k| {
                head.ends_with(k) && !head[..head.len() - k.len()].ends_with(is_name_char)
            });
            before != Some('.') && (assigned || declared || imports)
        })
    })
}

/// The Python 2 constructs of one line of code, in order.
fn constructs(code: &str) -> Vec<Construct> {
    let mut found = Vec::new();
    let trimmed = code.trim_start();
    for (word, c) in [("print", PRINT), ("exec", EXEC)] {
        if occurrences(code, word)
            .any(|(at, _)| starts_statement(code, at) && statement_with_operand(code, at, word))
        {
            found.push(c);
        }
    }
    if let Some(rest) = trimmed.strip_prefix("except") {
        let rest = rest.trim_start();
        if rest.starts_with(is_name_char) && top_level_comma(rest) {
            found.push(EXCEPT);
        }
    }
    if let Some(rest) = trimmed.strip_prefix("raise ") {
        if top_level_comma(rest) {
            found.push(RAISE);
        }
    }
    if code.contains('`') {
        found.push(BACKTICK);
    }
    if code.contains("<>") {
        found.push(UNEQUAL);
    }
    // Number literals: `017` (octal), `10L` (long): the words of the
    // line (runs of name characters) that start with a digit, not after a
    // `.` (`1.05`).
    let mut before: Option<char> = None;
    let mut word = String::new();
    for c in code.chars().chain([' ']) {
        if is_name_char(c) {
            word.push(c);
            continue;
        }
        let literal = std::mem::take(&mut word);
        let after_dot = before == Some('.');
        before = Some(c);
        if after_dot || !literal.starts_with(|d: char| d.is_ascii_digit()) {
            continue;
        }
        let digits = |t: &str| t.bytes().all(|d| d.is_ascii_digit());
        if digits(&literal) && literal.starts_with('0') && literal.bytes().any(|d| d != b'0') {
            found.push(OCTAL);
        } else if literal.len() > 1
            && literal.ends_with(['L', 'l'])
            && digits(&literal[..literal.len() - 1])
        {
            found.push(LONG);
        }
    }
    found
}

/// What is wrong with a Python file that is Python 2: the message after
/// its name (`is Python 2 (xrange at line 12); ...`), naming each
/// construct's lines and its Python 3 spelling; `None` for Python 3.
pub fn python2(text: &str) -> Option<String> {
    let lines = code_lines(text);
    // Each construct found, with its lines, in the order first found.
    let mut found: Vec<(Construct, Vec<usize>)> = Vec::new();
    let mut note = |c: Construct, line: usize| match found.iter_mut().find(|(f, _)| *f == c) {
        Some((_, at)) => at.push(line),
        None => found.push((c, vec![line])),
    };
    for (k, code) in lines.iter().enumerate() {
        for c in constructs(code) {
            note(c, k + 1);
        }
        for (name, c) in NAMES {
            if occurrences(code, name).any(|(_, before)| before != Some('.'))
                && !defines(&lines, name)
            {
                note(c, k + 1);
            }
        }
        for (attribute, c) in ATTRIBUTES {
            let name = attribute.trim_end_matches('(');
            let used = code
                .match_indices(&format!(".{attribute}"))
                .any(|(at, _)| !code[at + 1 + name.len()..].starts_with(is_name_char));
            if used && !defines(&lines, name) {
                note(c, k + 1);
            }
        }
    }
    let (first, at) = found.first()?;
    let fixes: Vec<String> = found
        .iter()
        .map(|(c, at)| {
            let shown: Vec<String> = at.iter().take(5).map(usize::to_string).collect();
            let more = match at.len() {
                n if n > 5 => format!(" and {} more", n - 5),
                _ => String::new(),
            };
            let lines = if at.len() == 1 { "line" } else { "lines" };
            format!("{} ({lines} {}{more})", c.fix, shown.join(", "))
        })
        .collect();
    // `/` of two ints floored in Python 2; silent, so only said.
    let divides = lines
        .iter()
        .any(|code| code.replace("//", "").contains('/'));
    let division = match divides {
        true => "; and `/` of two integers divides exactly in Python 3, where Python 2 floored: `//` floors",
        false => "",
    };
    Some(format!(
        "is Python 2 ({} at line {}); boardsolve runs it with python3, as LeetCode's \"Python3\" does; in Python 3 write {}{division}",
        first.what,
        at[0],
        fixes.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_and_comments_are_no_code() {
        let text = "x = 'print y'  # xrange\ns = \"\"\"\nxrange(3)\n\"\"\" + `a`\n";
        assert_eq!(code_lines(text), ["x = \"\"  ", "s = ", "", "\"\" + `a`"]);
    }

    #[test]
    fn python_2_is_named_with_its_lines_and_fixes() {
        let text = "class Solution(object):\n    def f(self, n):\n        for i in xrange(n):\n            print i, n\n        print\n        print(n)\n        return n / 2\n";
        assert_eq!(
            python2(text).unwrap(),
            "is Python 2 (xrange at line 3); boardsolve runs it with python3, as LeetCode's \"Python3\" does; in Python 3 write range for xrange (line 3), print(x) for print x (line 4); and `/` of two integers divides exactly in Python 3, where Python 2 floored: `//` floors"
        );
        let more = "d = {}\nif d.has_key(1) or x <> 2: print 'a'\ntry:\n    pass\nexcept ValueError, e:\n    raise KeyError, 'k'\nn = 0777 + 10L + sys.maxint\nfor k, v in d.iteritems(): pass\n";
        let got = python2(more).unwrap();
        for fix in [
            "`k in d` for d.has_key(k) (line 2)",
            "!= for <> (line 2)",
            "print(x) for print x (line 2)",
            "except E as e for except E, e (line 5)",
            "raise E(message) for raise E, message (line 6)",
            "0o17 for 017 (line 7)",
            "10 for 10L (line 7)",
            "sys.maxsize for sys.maxint (line 7)",
            ".items() for .iteritems() (line 8)",
        ] {
            assert!(got.contains(fix), "{fix}\n{got}");
        }
        assert!(
            got.starts_with("is Python 2 (the print statement at line 2)"),
            "{got}"
        );
    }

    /// Python 3 that looks like Python 2 at a glance is Python 3.
    #[test]
    fn python_3_is_not_python_2() {
        // Not a number's start: a name character that is no ASCII.
        assert_eq!(python2("x = 1\u{e9}\u{80}2 + 3\u{e9}\n"), None);
        let text = "try:\n    xrange\nexcept NameError:\n    xrange = range\nprint (1)\nprint = 3\nx = a // b\nexcept (A, B): pass\nn = 0 + 00 + 1.05 + x10L\ns = '''\nprint x\n'''\nd.items()\nlog.print x\n";
        assert_eq!(python2(text), None);
        assert_eq!(
            python2("class Solution:\n    def f(self):\n        return 1\n"),
            None
        );
    }
}
