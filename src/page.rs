//! Examples pasted from a problem page (leetcode.com or leetcode.cn), as
//! the page shows them:
//!
//! ```text
//! Example 1:                       示例 1：
//! Input: board = [...], click = [3,0]      输入：board = [...], click = [3,0]
//! Output: [["B","1"],...]          输出：[["B","1"],...]
//! Explanation: free text, ...      解释：……
//! ```
//!
//! [`unpaste`] turns such a text into the leetcode testcase format in
//! place: the page's headings, labels and paragraphs become spaces, and
//! full-width punctuation and non-breaking spaces become their ASCII
//! counterparts padded with spaces, so every byte keeps its offset and an
//! error still names the line and column of the pasted text. The values
//! after `Output:` are kept aside; [`mismatches`] compares them with the
//! answers. A page is recognised by its first line ([`is_page`]), so an
//! input that is not one never pays for this. A page's HTML source
//! (`<pre>`, `&quot;`) is read as the page renders it (`html`).

use crate::scan::one_line;

mod html;

/// The page's own answer for one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageAnswer {
    /// The case it belongs to (1-based): the one its `Input:` started.
    pub case: usize,
    /// The example heading it stood under (`Example 2:`), if any.
    pub example: Option<u64>,
    /// The value, without the whitespace between its tokens and with
    /// single-quoted strings double-quoted: as boardsolve writes answers.
    pub value: String,
}

/// What a line of the page starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    /// `Example 3:` / `示例 3：`
    Heading(u64),
    /// `Input:` / `输入：`, and the length of the label.
    Input(usize),
    /// `Output:` / `输出：`, and the length of the label.
    Output(usize),
    /// `Explanation:`, `Constraints:`, `提示：` …: free text follows.
    Prose,
    /// Anything else.
    Text,
}

/// Labels of free-text paragraphs on both sites.
const PROSE: [&str; 12] = [
    "Explanation",
    "Constraints",
    "Note",
    "Notes",
    "Follow up",
    "Follow-up",
    "Hint",
    "解释",
    "提示",
    "注意",
    "说明",
    "进阶",
];

/// The length of the spaces at the start of `s`: ASCII spaces, tabs and
/// `\r`, and the no-break (U+00A0) and ideographic (U+3000) spaces that
/// pages put between words and in blank paragraphs.
fn spaces(s: &[u8]) -> usize {
    let mut i = 0;
    loop {
        i += match s[i..] {
            [b' ' | b'\t' | b'\r', ..] => 1,
            [0xC2, 0xA0, ..] => 2,
            [0xE3, 0x80, 0x80, ..] => 3,
            _ => return i,
        };
    }
}

/// Skips spaces, blockquote markers (`> `) and emphasis marks (`**`,
/// `__`) at the start of a line, as examples copied from Markdown (a
/// README's `**示例 1：**`, `> 输入：...`) have them.
fn indent(line: &[u8]) -> usize {
    let mut i = 0;
    loop {
        match spaces(&line[i..]) {
            0 if matches!(line.get(i), Some(b'>' | b'*' | b'_')) => i += 1,
            0 => return i,
            n => i += n,
        }
    }
}

/// The length of `word` at the start of `s` (ASCII letters compared
/// without case), if it is there.
fn starts_with_word(s: &[u8], word: &str) -> Option<usize> {
    let w = word.as_bytes();
    (s.len() >= w.len() && s[..w.len()].eq_ignore_ascii_case(w)).then_some(w.len())
}

/// The length of a colon (`:` or the full-width `：`) after optional
/// spaces at the start of `s`.
fn colon(s: &[u8]) -> Option<usize> {
    let n = spaces(s);
    match &s[n..] {
        [b':', ..] => Some(n + 1),
        [0xEF, 0xBC, 0x9A, ..] => Some(n + 3),
        _ => None,
    }
}

/// Classifies the line that starts at `s` (after its indent).
fn classify(s: &[u8]) -> Line {
    let label = |words: &[&str]| {
        words.iter().find_map(|w| {
            let n = starts_with_word(s, w)?;
            colon(&s[n..]).map(|c| n + c)
        })
    };
    for word in ["Example", "示例"] {
        if let Some(n) = starts_with_word(s, word) {
            let spaces = spaces(&s[n..]);
            let digits = s[n + spaces..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let number = std::str::from_utf8(&s[n + spaces..n + spaces + digits])
                .ok()
                .and_then(|d| d.parse().ok());
            if let (Some(number), Some(_)) = (number, colon(&s[n + spaces + digits..])) {
                return Line::Heading(number);
            }
        }
    }
    if let Some(n) = label(&["Input", "输入"]) {
        return Line::Input(n);
    }
    if let Some(n) = label(&["Output", "输出"]) {
        return Line::Output(n);
    }
    if label(&PROSE).is_some() {
        return Line::Prose;
    }
    Line::Text
}

/// True if `text` (the start of an input) is a pasted example section: its
/// first line that is not blank is an example heading or an `Input:`
/// label, as the page renders it when `text` is its HTML source.
pub fn is_page(text: &[u8]) -> bool {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    let first = |text: &[u8]| {
        lines(text)
            .map(|(a, b)| &text[a + indent(&text[a..b])..b])
            .find(|line| !line.is_empty())
            .map(classify)
    };
    match first(text) {
        Some(Line::Heading(_) | Line::Input(_)) => true,
        // Markup first (`<p><strong>Example 1:`, `<pre>`): rendered, it
        // may be a page.
        Some(Line::Text) if text.iter().any(|&b| b == b'<' || b == b'&') => {
            let mut rendered = text.to_vec();
            html::unhtml(&mut rendered);
            matches!(first(&rendered), Some(Line::Heading(_) | Line::Input(_)))
        }
        _ => false,
    }
}

/// The lines of `text`, as ranges without their `\n`: a lone `\r` (not
/// before a `\n` or at the end of the text), which is how [`html`] marks a
/// tag that breaks a line, ends one too.
fn lines(text: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut start = 0;
    let mut ends = text.iter().enumerate().filter_map(|(i, &b)| {
        let lone_cr = b == b'\r' && i + 1 < text.len() && text[i + 1] != b'\n';
        (b == b'\n' || lone_cr).then_some(i)
    });
    std::iter::from_fn(move || {
        if start > text.len() {
            return None;
        }
        let end = ends.next().unwrap_or(text.len());
        let line = (start, end);
        start = end + 1;
        Some(line)
    })
}

/// A UTF-8 byte-order mark, which an editor may put before the page; the
/// scanner skips it at the start.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Replaces the bytes of `s` by spaces.
fn blank(s: &mut [u8]) {
    s.fill(b' ');
}

/// Full-width punctuation and wide spaces as ASCII, padded with spaces to
/// the same length: `：` `，` `＝` `［` `］`, U+00A0 and U+3000; and
/// Markdown's code and emphasis marks (`` ` `` and `*`, which no value
/// holds: `` `chessboard = [...]` ``, `**Input:**`) as spaces. Not inside
/// quotes: a string's characters are the value's own (an error names
/// them as they are).
fn ascii_punctuation(line: &mut [u8]) {
    let (mut i, mut quote) = (0, None);
    while i < line.len() {
        let b = line[i];
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None => {}
        }
        if quote.is_some() {
            i += 1;
            continue;
        }
        let ascii = match line[i..] {
            [b'`' | b'*', ..] => Some((b' ', 1)),
            [0xC2, 0xA0, ..] => Some((b' ', 2)),
            [0xE3, 0x80, 0x80, ..] => Some((b' ', 3)),
            [0xEF, 0xBC, 0x9A, ..] => Some((b':', 3)),
            [0xEF, 0xBC, 0x8C, ..] => Some((b',', 3)),
            [0xEF, 0xBC, 0x9D, ..] => Some((b'=', 3)),
            [0xEF, 0xBC, 0xBB, ..] => Some((b'[', 3)),
            [0xEF, 0xBC, 0xBD, ..] => Some((b']', 3)),
            _ => None,
        };
        match ascii {
            Some((c, len)) => {
                line[i] = c;
                blank(&mut line[i + 1..i + len]);
                i += len;
            }
            None => i += 1,
        }
    }
}

/// A value as boardsolve writes answers: strings in double quotes, no
/// whitespace outside them but one space between two words or numbers
/// (`1 0` is two tokens, never `10`), bytes that are not UTF-8 as `\xff`.
fn canonical(text: &[u8]) -> String {
    let mut out = Vec::with_capacity(text.len());
    let (mut quote, mut gap) = (None, false);
    for &b in text {
        match quote {
            Some(q) if b == q => {
                out.push(b'"');
                quote = None;
            }
            Some(_) => out.push(b),
            None if b.is_ascii_whitespace() => gap = !out.is_empty(),
            None => {
                let word = |c: &u8| c.is_ascii_alphanumeric() || *c == b'-';
                if gap && out.last().is_some_and(word) && word(&b) {
                    out.push(b' ');
                }
                gap = false;
                if b == b'"' || b == b'\'' {
                    out.push(b'"');
                    quote = Some(b);
                } else {
                    out.push(b);
                }
            }
        }
    }
    out.utf8_chunks()
        .map(|c| {
            let bad: String = c.invalid().iter().map(|b| format!("\\x{b:02x}")).collect();
            c.valid().to_string() + &bad
        })
        .collect()
}

/// The page's answer being read, in an `Output:` section.
struct Output {
    /// The value's text so far (its lines, joined by `\n`).
    value: Vec<u8>,
    /// A blank line after the value ended it; later lines until the next
    /// label (an image, a remark) are not part of it.
    ended: bool,
}

impl Output {
    /// The answer read, for the case of the `inputs`-th `Input:` label (on
    /// a page without them, the case after the `earlier` answers).
    fn answer(self, inputs: usize, earlier: usize, example: Option<u64>) -> PageAnswer {
        PageAnswer {
            case: if inputs > 0 { inputs } else { earlier + 1 },
            example,
            value: canonical(&self.value),
        }
    }
}

/// Turns a pasted example section into testcase text in place (see the
/// module documentation) and returns the page's answers.
pub fn unpaste(text: &mut [u8]) -> Vec<PageAnswer> {
    // A byte-order mark stays, for the scanner to skip as it does anywhere.
    let text = match text.starts_with(BOM) {
        true => &mut text[BOM.len()..],
        false => text,
    };
    html::unhtml(text);
    let ranges: Vec<(usize, usize)> = lines(text).collect();
    let mut answers = Vec::new();
    let (mut inputs, mut example) = (0, None);
    let mut output: Option<Output> = None;
    let mut prose = false;
    for (a, b) in ranges {
        let line = &mut text[a..b];
        let start = indent(line);
        // A Markdown code fence (```, ```text) is no part of a value.
        if line[start..].starts_with(b"```") {
            blank(line);
            continue;
        }
        let kind = classify(&line[start..]);
        if kind != Line::Text {
            if let Some(out) = output.take() {
                answers.push(out.answer(inputs, answers.len(), example));
            }
            prose = false;
        }
        match kind {
            Line::Heading(n) => {
                example = Some(n);
                blank(line);
                continue;
            }
            Line::Input(label) => {
                inputs += 1;
                blank(&mut line[..start + label]);
            }
            Line::Output(label) => {
                blank(&mut line[..start + label]);
                output = Some(Output {
                    value: Vec::new(),
                    ended: false,
                });
            }
            Line::Prose => prose = true,
            Line::Text => {}
        }
        ascii_punctuation(line);
        if let Some(out) = output.as_mut() {
            // Past its quote markers: a quoted blank line (`>`) is blank.
            let rest = &line[start..];
            let started = out.value.iter().any(|b| !b.is_ascii_whitespace());
            if started && rest.iter().all(u8::is_ascii_whitespace) {
                out.ended = true;
            }
            if !out.ended {
                out.value.extend_from_slice(rest);
                out.value.push(b'\n');
            }
            blank(line);
        } else if prose {
            blank(line);
        } else {
            // Markdown's blockquote markers before the parameters.
            blank(&mut line[..start]);
        }
    }
    if let Some(out) = output {
        answers.push(out.answer(inputs, answers.len(), example));
    }
    answers
}

/// Compares the page's answers with boardsolve's (`answers`: one line per
/// case, as in leetcode format) and describes each difference:
/// `example 2: the page says 3, boardsolve answers 4`.
pub fn mismatches(page: &[PageAnswer], answers: &[u8]) -> Vec<String> {
    let lines: Vec<&[u8]> = answers.split(|&b| b == b'\n').collect();
    page.iter()
        .filter_map(|p| {
            let ours = canonical(lines.get(p.case - 1).filter(|l| !l.is_empty())?);
            if ours == p.value {
                return None;
            }
            let which = match p.example {
                Some(n) => format!("example {n}"),
                None => format!("case {}", p.case),
            };
            // Long values are shown from a little before where they differ.
            let at = p
                .value
                .chars()
                .zip(ours.chars())
                .take_while(|(a, b)| a == b);
            let from = at.count().saturating_sub(20);
            Some(format!(
                "{which}: the page says {}, boardsolve answers {}",
                excerpt(&p.value, from),
                excerpt(&ours, from)
            ))
        })
        .collect()
}

/// At most 60 characters of `s` from character `from` (all of a value of
/// at most 60), with `...` where it was cut and control characters
/// escaped, so that a message stays one readable line.
fn excerpt(s: &str, from: usize) -> String {
    let len = s.chars().count();
    let from = if len <= 60 { 0 } else { from.min(len - 60) };
    let text: String = s.chars().skip(from).take(60).collect();
    let text = one_line(&text);
    let before = if from > 0 { "..." } else { "" };
    let after = if from + 60 < len { "..." } else { "" };
    format!("{before}{text}{after}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unpasted(text: &str) -> (String, Vec<PageAnswer>) {
        let mut bytes = text.as_bytes().to_vec();
        let answers = unpaste(&mut bytes);
        assert_eq!(bytes.len(), text.len(), "offsets move");
        (String::from_utf8(bytes).unwrap(), answers)
    }

    #[test]
    fn english_and_chinese_pages_become_testcases() {
        let en = "Example 1:\n\nInput: chessboard = [\".X.\"]\nOutput: 2\nExplanation: it\nspans [1,2] lines.\n\nExample 2:\nInput: chessboard = [\"X\"]\nOutput: 0\n\nConstraints:\n\n1 <= n <= 8\n";
        let (text, answers) = unpasted(en);
        assert_eq!(
            text.split_whitespace().collect::<Vec<_>>(),
            ["chessboard", "=", "[\".X.\"]", "chessboard", "=", "[\"X\"]"]
        );
        assert_eq!(
            answers,
            [
                PageAnswer {
                    case: 1,
                    example: Some(1),
                    value: "2".into()
                },
                PageAnswer {
                    case: 2,
                    example: Some(2),
                    value: "0".into()
                }
            ]
        );
        let cn = "示例 1：\n\n输入：board = [['E', 'M']]，click = [0,0]\n输出：\n[['X', 'M']]\n解释：略。\n";
        let (text, answers) = unpasted(cn);
        assert_eq!(
            text.split_whitespace().collect::<Vec<_>>(),
            ["board", "=", "[['E',", "'M']],", "click", "=", "[0,0]"]
        );
        assert_eq!(answers[0].value, "[[\"X\",\"M\"]]");
    }

    #[test]
    fn only_a_page_is_a_page() {
        assert!(is_page(b"\n  Example 1:\nInput: x"));
        assert!(is_page("\u{feff}示例 2：".as_bytes()));
        assert!(is_page("> 输入：chessboard = []".as_bytes()));
        assert!(is_page(b"input : [1]"));
        assert!(!is_page(b"[\"..X\"]\nExample 1:"));
        assert!(!is_page(b"chessboard = [\"X\"]"));
        assert!(!is_page(b"Example: 1"));
        assert!(!is_page(b"2 2\n..\n..\n"));
    }

    #[test]
    fn answers_are_compared_as_values() {
        let page = [
            PageAnswer {
                case: 1,
                example: Some(1),
                value: "[[\"B\",\"1\"]]".into(),
            },
            PageAnswer {
                case: 2,
                example: None,
                value: "3".into(),
            },
        ];
        assert!(mismatches(&page, b"[[\"B\",\"1\"]]\n3\n").is_empty());
        assert_eq!(
            mismatches(&page, b"[[\"B\",\"2\"]]\n4\n"),
            [
                "example 1: the page says [[\"B\",\"1\"]], boardsolve answers [[\"B\",\"2\"]]",
                "case 2: the page says 3, boardsolve answers 4"
            ]
        );
        // A case boardsolve never answered (an input error) is not compared.
        assert!(mismatches(&page, b"[[\"B\",\"1\"]]\n").is_empty());
    }

    #[test]
    fn tokens_stay_apart_and_messages_show_the_difference() {
        let answer = |value: &str| PageAnswer {
            case: 1,
            example: Some(1),
            value: canonical(value.as_bytes()),
        };
        let says = |value: &str, ours: &[u8]| mismatches(&[answer(value)], ours);
        assert_eq!(
            says("1 0", b"10\n"),
            ["example 1: the page says 1 0, boardsolve answers 10"]
        );
        assert_eq!(says("t r u e", b"true\n").len(), 1);
        assert!(says(" [ 1 ,  0 ] ", b"[1,0]\n").is_empty());
        assert!(says("[['E', 'M']]", b"[[\"E\",\"M\"]]\n").is_empty());
        // Long values are shown around their first difference.
        let row = r#"["B","1","E"],"#.repeat(10);
        let page = format!("[{row}[\"E\"]]");
        let ours = format!("[{row}[\"B\"]]\n");
        let m = says(&page, ours.as_bytes());
        let tail = r#"B","1","E"],["B","1","E"],["B","1","E"],["B","1","E"],"#;
        assert_eq!(
            m,
            [format!(
                r#"example 1: the page says ...{tail}["E"]], boardsolve answers ...{tail}["B"]]"#
            )]
        );
        // Escapes and bytes that are not UTF-8 keep the message one line.
        assert_eq!(
            says("0\x1b[2J", b"0\n"),
            ["example 1: the page says 0\\u{1b}[2J, boardsolve answers 0"]
        );
        assert_eq!(canonical(b"\xff"), "\\xff");
    }

    #[test]
    fn strings_keep_their_characters() {
        let (text, _) = unpasted("Input: c = [\".［\"，\"O\u{a0}\"]，x = 1\n");
        assert_eq!(text, "       c = [\".［\",  \"O\u{a0}\"],  x = 1\n");
    }

    #[test]
    fn markdown_marks_are_no_part_of_a_value() {
        // As a README prints the examples: bold headings and labels, values
        // in backticks, quoted paragraphs, code fences.
        let readme = "**示例 1：**\n\n> 输入：`chessboard = [\".X.\"]`\n>\n> 输出：`2`\n>\n> 解释：\n> 下在 `[0,0]` 处。\n\n**Example 2:**\n\n```text\n**Input:** `chessboard = [\"X\"]`\n**Output:** `0`\n```\n";
        assert!(is_page(readme.as_bytes()));
        let (text, answers) = unpasted(readme);
        assert_eq!(
            text.split_whitespace().collect::<Vec<_>>(),
            ["chessboard", "=", "[\".X.\"]", "chessboard", "=", "[\"X\"]"]
        );
        let values: Vec<(Option<u64>, &str)> = answers
            .iter()
            .map(|a| (a.example, a.value.as_str()))
            .collect();
        assert_eq!(values, [(Some(1), "2"), (Some(2), "0")]);
        // Inside a string a backtick is the value's own, for the reader to
        // reject by name.
        let (text, _) = unpasted("Input: c = [\"`\"]\n");
        assert!(text.contains("\"`\""), "{text}");
    }

    #[test]
    fn marks_and_wide_spaces_around_a_page() {
        // A byte-order mark (Windows editors), wide spaces before and in the
        // heading, and quoted blank lines between examples.
        assert!(is_page("\u{feff}Example 1:\nInput: x = [1]".as_bytes()));
        assert!(is_page("\u{a0}\nExample\u{a0}1:".as_bytes()));
        assert!(is_page("示例\u{3000}1：".as_bytes()));
        assert!(is_page(b"Example\t1:"));
        let page = "\u{feff}> Example 1:\n>\n> Input: c = [\"X\"]\n> Output: 2\n>\n> Example 2:\n> Input: c = [\"O\"]\n> Output: 0\n";
        let (text, answers) = unpasted(page);
        assert!(text.starts_with('\u{feff}'), "{text:?}");
        assert_eq!(
            text.split_whitespace().skip(1).collect::<Vec<_>>(),
            ["c", "=", "[\"X\"]", "c", "=", "[\"O\"]"]
        );
        let values: Vec<&str> = answers.iter().map(|a| a.value.as_str()).collect();
        assert_eq!(values, ["2", "0"]);
    }
}
