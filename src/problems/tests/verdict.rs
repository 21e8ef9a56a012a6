//! The judging (`crate::verdict`) against a reference judge, on every
//! problem's answers: outputs made from boardsolve's answer by whitespace
//! changes (always accepted), JSON escapes and random edits of bytes.

use crate::cases::Format;
use crate::kit::gen::{generate, small, GenOptions, Rng};
use crate::kit::Definition;
use crate::out::Out;
use crate::scan::{is_ws, Trickle};
use crate::tokens::json_char;
use crate::verdict::{Reading, Side};

#[test]
fn verdicts_agree_with_a_reference_judge() {
    struct Agree(Rng, [u32; 3]);
    impl super::super::Visit for Agree {
        fn visit<P: Definition + Sync>(&mut self) {
            agree::<P>(&mut self.0, &mut self.1);
        }
    }
    let mut all = Agree(Rng::new(13), [0; 3]);
    super::super::each(&mut all);
    // Each verdict is met often: accepted, wrong answer, presentation error.
    let kinds = all.1;
    assert!(kinds.iter().all(|&n| n > 3000), "{kinds:?}");
}

/// The reference judge: accepted exactly when the tokens are the
/// answer's, whitespace split (LeetCode boards: JSON strings decoded,
/// whitespace outside them dropped).
fn reference(json: bool, want: &[u8], got: &[u8]) -> bool {
    fn tokens(text: &[u8], json: bool) -> Vec<Vec<u8>> {
        if !json {
            return text
                .split(|&b| is_ws(b))
                .filter(|t| !t.is_empty())
                .map(<[u8]>::to_vec)
                .collect();
        }
        let mut out = Vec::new();
        let mut i = 0;
        while i < text.len() {
            match text[i] {
                b if is_ws(b) => i += 1,
                b'"' => {
                    let mut j = i + 1;
                    while j < text.len() && text[j] != b'"' {
                        j += if text[j] == b'\\' { 2 } else { 1 };
                    }
                    let raw = &text[i..(j + 1).min(text.len())];
                    out.push(match json_char(raw) {
                        Some(c) => format!("\"{c}\"").into_bytes(),
                        None => raw.to_vec(),
                    });
                    i = j + 1;
                }
                b => {
                    out.push(vec![b]);
                    i += 1;
                }
            }
        }
        out
    }
    tokens(want, json) == tokens(got, json)
}

/// Outputs made from the answer of problem `P` by whitespace changes
/// (always accepted), JSON escapes and random edits of bytes, judged by
/// `check` and by the reference: the same acceptance every time, and
/// never a panic. Counts each verdict's kind in `kinds`.
fn agree<P: Definition>(rng: &mut Rng, kinds: &mut [u32; 3]) {
    const BYTES: &[u8] = b" \t\r\n0123456789,-[]\"\\BEM1XtrueNUL\0\xEF\xBB\xBF";
    for seed in 0..1000 {
        let o = GenOptions {
            moves: seed % 30,
            size: 2 + seed % 6,
            n: 1 + seed % 6,
            format: if seed % 2 == 0 {
                Format::Leetcode
            } else {
                Format::Plain
            },
            ..small(seed, 4, 5, P::SIDES)
        };
        let mut out = Out::new(Vec::new());
        generate::<P>(&o, &mut out).unwrap();
        let input = out.into_inner().unwrap();
        let expected = P::answer(&input[..], o.size as usize).unwrap();
        let want = expected.text().to_vec();
        // Only LeetCode boards start with `[`.
        let json = expected.text().first() == Some(&b'[');
        for round in 0..12 {
            let mut got = want.clone();
            // Whitespace before and after any token.
            for _ in 0..rng.below(4) {
                let k = rng.below(got.len() as u64 + 1) as usize;
                let at_edge = k == 0
                    || k == got.len()
                    || is_ws(got[k - 1])
                    || is_ws(got[k])
                    || json && b"[],".contains(&got[k - 1])
                    || json && b"[],".contains(&got[k]);
                if at_edge {
                    let ws = [b" ", b"\t", b"\r", b"\n"][rng.below(4) as usize];
                    got.splice(k..k, ws.iter().copied());
                }
            }
            if json && round % 3 == 0 {
                let text = String::from_utf8(got).unwrap();
                got = text.replacen("\"B\"", "\"\\u0042\"", 1).into_bytes();
            }
            let edits = if round < 4 { 0 } else { 1 + rng.below(3) };
            for _ in 0..edits {
                let k = rng.below(got.len() as u64 + 1) as usize;
                let b = BYTES[rng.below(BYTES.len() as u64) as usize];
                match rng.below(4) {
                    0 if k < got.len() => got[k] = b,
                    1 if k < got.len() => {
                        got.remove(k);
                    }
                    2 => got.insert(k, b),
                    _ => got.truncate(k),
                }
            }
            let v = expected
                .judge(&got[..], Reading::default(), Side::Output)
                .unwrap();
            // The same verdict whatever the reads return.
            let trickle = Trickle {
                data: &got,
                chunk: 1 + round as usize % 7,
            };
            assert_eq!(
                expected
                    .judge(trickle, Reading::default(), Side::Output)
                    .unwrap(),
                v
            );
            let want_ok = reference(json, &want, &got);
            assert_eq!(
                v.accepted(),
                want_ok,
                "{} seed {seed}: {}\nanswer: {:?}\noutput: {:?}",
                P::NAME,
                v.message,
                String::from_utf8_lossy(&want),
                String::from_utf8_lossy(&got)
            );
            assert!(v.message.starts_with(v.kind.words()), "{}", v.message);
            if edits == 0 {
                assert!(v.accepted(), "{} seed {seed}: {}", P::NAME, v.message);
            }
            kinds[v.kind as usize] += 1;
        }
    }
}
