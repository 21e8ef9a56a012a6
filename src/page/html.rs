//! A page's HTML source read as the page renders it: examples copied from
//! a problem's source (leetcode.com's and leetcode.cn's `<pre>` blocks,
//! `<strong>Input:</strong>`, `&quot;E&quot;`) become the text a browser
//! shows, in place and byte for byte, so an error still names the line and
//! column of what was pasted.
//!
//! Tags become spaces; a tag that breaks a line in the rendered page
//! (`<br>`, `<p>`, `</pre>` ...) puts a lone `\r` in its first byte, which
//! [`super::lines`] takes as a line end and the scanner as a space, so the
//! line numbers of the pasted text stay. An entity becomes its character
//! padded with spaces; a quote is put where the padding stays outside the
//! string it opens or closes (`&quot;E&quot;` as `     "E"     `), so the
//! string's characters are the value's own.

/// Turns the HTML markup of `text` into rendered text (see the module
/// documentation). Text without markup is left as it is.
pub(super) fn unhtml(text: &mut [u8]) {
    // The quote a string of the line was opened with: inside one, an
    // entity's padding can only follow its character.
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < text.len() {
        match text[i] {
            b'\n' => {
                quote = None;
                i += 1;
            }
            b'<' => match tag(&text[i..]) {
                Some((len, breaks)) => {
                    text[i..i + len].fill(b' ');
                    if breaks {
                        text[i] = b'\r';
                    }
                    i += len;
                }
                None => i += 1,
            },
            b'&' => match entity(&text[i..]) {
                Some((c, len)) => {
                    let mut utf8 = [0; 4];
                    let c = c.encode_utf8(&mut utf8).as_bytes();
                    let span = &mut text[i..i + len];
                    span.fill(b' ');
                    let opens = quote.is_none() && matches!(c, [b'"' | b'\'']);
                    match opens {
                        true => span[len - 1] = c[0],
                        false => span[..c.len()].copy_from_slice(c),
                    }
                    quote = string_state(quote, c);
                    i += len;
                }
                None => i += 1,
            },
            b => {
                quote = string_state(quote, &[b]);
                i += 1;
            }
        }
    }
}

/// The string the line is in after character `c`: a quote opens one, the
/// same quote closes it.
fn string_state(quote: Option<u8>, c: &[u8]) -> Option<u8> {
    match (quote, c) {
        (None, [q @ (b'"' | b'\'')]) => Some(*q),
        (Some(q), [c]) if *c == q => None,
        (state, _) => state,
    }
}

/// Elements that start a new line where a browser renders them.
const BREAKS: [&[u8]; 7] = [b"br", b"p", b"pre", b"div", b"li", b"ul", b"tr"];

/// The length of the tag (`<strong>`, `</pre>`, `<img src="..." />`) at
/// the start of `s`, ended on its line, and whether it breaks the line.
/// A `<` that starts no tag (`1 <= m`) is none.
fn tag(s: &[u8]) -> Option<(usize, bool)> {
    let closing = usize::from(s.get(1) == Some(&b'/'));
    let name = &s[1 + closing..];
    let name_len = name
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    if !name.first()?.is_ascii_alphabetic() {
        return None;
    }
    let end = s
        .iter()
        .take_while(|&&b| b != b'\n')
        .position(|&b| b == b'>')?;
    let name = name[..name_len].to_ascii_lowercase();
    Some((end + 1, BREAKS.contains(&name.as_slice())))
}

/// The character of the entity (`&quot;`, `&#39;`, `&#x27;`) at the start
/// of `s`, and the entity's length. Unknown names and control characters
/// (which would move lines) are none: they stay as they are written.
fn entity(s: &[u8]) -> Option<(char, usize)> {
    let end = s.iter().take(12).position(|&b| b == b';')?;
    let body = std::str::from_utf8(&s[1..end]).ok()?;
    let c = match body {
        "quot" => '"',
        "apos" => '\'',
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "nbsp" => ' ',
        _ => {
            let code = match body.strip_prefix('#')? {
                hex if hex.starts_with(['x', 'X']) => u32::from_str_radix(&hex[1..], 16),
                dec => dec.parse(),
            };
            char::from_u32(code.ok()?).filter(|c| *c == '\t' || !c.is_control())?
        }
    };
    Some((c, end + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rendered(html: &str) -> String {
        let mut bytes = html.as_bytes().to_vec();
        unhtml(&mut bytes);
        assert_eq!(bytes.len(), html.len(), "offsets move");
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn quotes_keep_their_padding_outside_the_string() {
        assert_eq!(
            rendered("[[&quot;E&quot;,&quot;M&quot;]]"),
            "[[     \"E\"     ,     \"M\"     ]]"
        );
        assert_eq!(rendered("[&#39;B&#39;]"), "[    'B'    ]");
        // A quote of the other kind inside a string is one of its
        // characters, followed by its padding.
        assert_eq!(rendered("'&quot;'"), "'\"     '");
    }

    #[test]
    fn tags_are_spaces_and_block_tags_end_lines() {
        assert_eq!(
            rendered("<strong>Input:</strong> x = 1<br/>y"),
            "        Input:          x = 1\r    y"
        );
        assert_eq!(rendered("</pre>\n<p>a</p>"), "\r     \n\r  a\r   ");
        assert_eq!(rendered("<img alt=\"\" src=\"a.png\" />"), " ".repeat(26));
    }

    #[test]
    fn what_is_no_markup_stays() {
        for text in [
            "1 <= m, n <= 50",
            "a < b > c",
            "<strong\n>",
            "&unknown; &#10; &#xZZ; & ;",
            "&#1114112;",
        ] {
            assert_eq!(rendered(text), text);
        }
        assert_eq!(
            rendered("1 &lt;= m &amp;&nbsp;&#x3000;"),
            format!("1 <   = m &{}\u{3000}{}", " ".repeat(10), " ".repeat(5))
        );
        assert_eq!(rendered("&#65306;"), "\u{ff1a}     ");
    }
}
