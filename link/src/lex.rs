//! The linker's lexer: what each byte of a module is (code, comment or
//! literal), so that brackets, item ends and names are judged on code
//! alone, never on the bytes of a string or a comment. It knows Rust's
//! comments (nested block comments too), strings with escapes, raw
//! strings, byte and C strings (raw or not), characters and byte
//! characters, lifetimes and labels, and raw identifiers; a literal or
//! block comment that never closes is an error, not a guess.

/// What a byte of source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    Code,
    /// Inside a comment.
    Comment,
    /// Inside a string or character literal, prefix and quotes included.
    Literal,
}

/// A token the lexer could not close: where it starts (a byte offset)
/// and what it is.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Unclosed {
    pub(super) at: usize,
    pub(super) what: &'static str,
}

/// A byte of an identifier or a number (non-ASCII bytes too: Rust's
/// identifiers may be Unicode, and a literal never starts inside one).
pub(super) fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// The class of every byte of `src`.
pub(super) fn classify(src: &str) -> Result<Vec<Class>, Unclosed> {
    let b = src.as_bytes();
    let mut class = vec![Class::Code; b.len()];
    let mut i = 0;
    while i < b.len() {
        let (kind, end) = match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let len = b[i..].iter().take_while(|&&c| c != b'\n').count();
                (Class::Comment, i + len)
            }
            b'/' if b.get(i + 1) == Some(&b'*') => (Class::Comment, block_comment_end(b, i)?),
            b'"' => (Class::Literal, string_end(b, i, i + 1)?),
            b'\'' => match char_end(b, i, i)? {
                Some(end) => (Class::Literal, end),
                None => {
                    // A lifetime or a label: its name is code.
                    i += 1 + b[i + 1..].iter().take_while(|&&c| is_ident(c)).count();
                    continue;
                }
            },
            c if is_ident(c) => {
                let end = i + b[i..].iter().take_while(|&&c| is_ident(c)).count();
                match prefixed(b, i, end)? {
                    Some(lit) => (Class::Literal, lit),
                    None => {
                        i = end;
                        continue;
                    }
                }
            }
            _ => {
                i += 1;
                continue;
            }
        };
        class[i..end].fill(kind);
        i = end;
    }
    Ok(class)
}

/// The end of the block comment at `at` (nested ones included).
fn block_comment_end(b: &[u8], at: usize) -> Result<usize, Unclosed> {
    let mut depth = 0;
    let mut i = at;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return Ok(i);
            }
        } else {
            i += 1;
        }
    }
    Err(Unclosed {
        at,
        what: "a block comment that never closes",
    })
}

/// The end of the string whose text starts at `from` (after its `"`):
/// one past its closing quote.
fn string_end(b: &[u8], at: usize, from: usize) -> Result<usize, Unclosed> {
    let mut i = from;
    while i < b.len() {
        match b[i] {
            b'"' => return Ok(i + 1),
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    Err(Unclosed {
        at,
        what: "a string that never closes",
    })
}

/// The end of the character literal whose `'` is at `quote` (`at`: where
/// the token starts, a `b` prefix included), or `None` if the quote
/// starts a lifetime or a label.
fn char_end(b: &[u8], at: usize, quote: usize) -> Result<Option<usize>, Unclosed> {
    let unclosed = Unclosed {
        at,
        what: "a character literal that never closes",
    };
    let Some(&first) = b.get(quote + 1) else {
        return Ok(None);
    };
    if first == b'\\' {
        // The escaped byte cannot close it (`'\''`); `'\u{10FFFF}'` is
        // the longest escape.
        let from = quote + 3;
        let close = b.iter().skip(from).take(10).position(|&c| c == b'\'');
        return match close {
            Some(k) => Ok(Some(from + k + 1)),
            None => Err(unclosed),
        };
    }
    let len = match first {
        0..=0x7f => 1,
        0x80..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    };
    if b.get(quote + 1 + len) == Some(&b'\'') {
        Ok(Some(quote + 2 + len))
    } else if at < quote {
        // `b'` starts a byte character, never a lifetime.
        Err(unclosed)
    } else {
        Ok(None)
    }
}

/// The end of the literal that the word `b[at..word]` prefixes (`b"…"`,
/// `b'…'`, `r"…"`, `r#"…"#`, `br"…"`, `c"…"`, `cr"…"`), or `None` if the
/// word is code (a raw identifier `r#name` among them).
fn prefixed(b: &[u8], at: usize, word: usize) -> Result<Option<usize>, Unclosed> {
    match (&b[at..word], b.get(word)) {
        (b"b", Some(b'\'')) => char_end(b, at, word),
        (b"b" | b"c", Some(b'"')) => string_end(b, at, word + 1).map(Some),
        (b"r" | b"br" | b"cr", Some(b'"' | b'#')) => {
            let hashes = b[word..].iter().take_while(|&&c| c == b'#').count();
            if b.get(word + hashes) != Some(&b'"') {
                return Ok(None);
            }
            let from = word + hashes + 1;
            let close = b[from..]
                .iter()
                .enumerate()
                .filter(|&(_, &c)| c == b'"')
                .map(|(k, _)| from + k)
                .find(|&k| b[k + 1..].iter().take_while(|&&c| c == b'#').count() >= hashes);
            match close {
                Some(k) => Ok(Some(k + 1 + hashes)),
                None => Err(Unclosed {
                    at,
                    what: "a raw string that never closes",
                }),
            }
        }
        _ => Ok(None),
    }
}

/// A token of code, as the linker reads item headers and `use` trees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// An identifier (a raw one without its `r#`), a keyword or a number.
    Word(String),
    /// A literal, whatever its text.
    Literal,
    /// A lifetime or a label.
    Lifetime,
    /// Any other byte of code.
    Punct(u8),
}

/// The tokens of `text`'s code, whose bytes are classed by `class`.
pub(super) fn tokens(text: &str, class: &[Class]) -> Vec<Token> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match class.get(i).copied().unwrap_or(Class::Code) {
            Class::Comment => i += 1,
            Class::Literal => {
                out.push(Token::Literal);
                i += class[i..]
                    .iter()
                    .take_while(|&&c| c == Class::Literal)
                    .count();
            }
            Class::Code if b[i].is_ascii_whitespace() => i += 1,
            Class::Code => {
                let (from, end) = ident_at(b, i);
                if end > i {
                    out.push(Token::Word(text[from..end].to_string()));
                    i = end;
                } else if b[i] == b'\'' {
                    out.push(Token::Lifetime);
                    i += 1 + b[i + 1..].iter().take_while(|&&c| is_ident(c)).count();
                } else {
                    out.push(Token::Punct(b[i]));
                    i += 1;
                }
            }
        }
    }
    out
}

/// The identifier at `i`, as (start of its name, end): past an `r#`
/// prefix, so that `r#match` is named `match`; `(i, i)` if none starts
/// there.
pub(super) fn ident_at(b: &[u8], i: usize) -> (usize, usize) {
    if !b.get(i).is_some_and(|&c| is_ident(c)) || (i > 0 && is_ident(b[i - 1])) {
        return (i, i);
    }
    let run = |from: usize| from + b[from..].iter().take_while(|&&c| is_ident(c)).count();
    let end = run(i);
    if &b[i..end] == b"r"
        && b.get(end) == Some(&b'#')
        && b.get(end + 1).is_some_and(|&c| is_ident(c))
    {
        return (end + 1, run(end + 1));
    }
    (i, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The class of the first byte of `pat` in `src`.
    fn at(src: &str, pat: &str) -> Class {
        classify(src).unwrap()[src.find(pat).unwrap()]
    }

    #[test]
    fn the_lexer_tells_code_from_comments_and_literals() {
        let src = "let s = \"a // b\"; // c\nlet r = r#\"x\"y\"#; let c = '\\''; fn f<'a>() {}";
        assert_eq!(at(src, "a // b"), Class::Literal);
        assert_eq!(at(src, "// c"), Class::Comment);
        assert_eq!(at(src, "x\"y"), Class::Literal);
        assert_eq!(at(src, "'\\''"), Class::Literal);
        assert_eq!(at(src, "'a>"), Class::Code);
        assert_eq!(at(src, "fn f"), Class::Code);
    }

    #[test]
    fn byte_and_raw_byte_strings_are_literals() {
        let src = "f(br\"\\\", b'}', br#\"a\"b\"#, b\"\\\"{\", c\"x\", cr#\"}\"#); g()";
        let class = classify(src).unwrap();
        let code: String = src
            .bytes()
            .zip(&class)
            .filter(|(_, &c)| c == Class::Code)
            .map(|(c, _)| char::from(c))
            .collect();
        assert_eq!(code, "f(, , , , , ); g()");
    }

    #[test]
    fn an_escaped_quote_does_not_close_a_character() {
        let src = "['\\'', '{', b'\\'', '\\u{1F600}'] x";
        let class = classify(src).unwrap();
        let code: Vec<u8> = src
            .bytes()
            .zip(&class)
            .filter(|(_, &c)| c == Class::Code)
            .map(|(c, _)| c)
            .collect();
        assert_eq!(code, b"[, , , ] x");
    }

    #[test]
    fn lifetimes_and_labels_are_code_and_chars_are_not() {
        let src = "fn f<'a>(x: &'a str) -> char { 'outer: loop { break 'outer; } 'é' }";
        assert_eq!(at(src, "'a>"), Class::Code);
        assert_eq!(at(src, "'outer:"), Class::Code);
        assert_eq!(at(src, "'é'"), Class::Literal);
        assert_eq!(at(src, " }"), Class::Code);
    }

    #[test]
    fn block_comments_nest() {
        let src = "a /* b /* c */ d */ e";
        assert_eq!(at(src, "d"), Class::Comment);
        assert_eq!(at(src, "e"), Class::Code);
    }

    #[test]
    fn raw_identifiers_are_named_without_their_prefix() {
        let src = "r#match(r#\"s\"#)";
        let class = classify(src).unwrap();
        assert_eq!(
            tokens(src, &class),
            [
                Token::Word("match".into()),
                Token::Punct(b'('),
                Token::Literal,
                Token::Punct(b')')
            ]
        );
    }

    #[test]
    fn what_never_closes_is_an_error() {
        for (src, what) in [
            ("a /* b", "a block comment that never closes"),
            ("x = \"abc", "a string that never closes"),
            ("x = br##\"abc\"#", "a raw string that never closes"),
            ("x = b'ab", "a character literal that never closes"),
            ("x = '\\", "a character literal that never closes"),
        ] {
            let err = classify(src).unwrap_err();
            assert_eq!(err.what, what, "{src}");
            assert_eq!(err.at, src.find(|c| "/\"b'r".contains(c)).unwrap(), "{src}");
        }
    }
}
