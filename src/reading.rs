//! How an output is read beyond its answer grammar ([`Reading`]).
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use std::ffi::OsString;

/// How an output is read beyond its grammar, in the convention of the
/// tool that calls `check`. The default: whitespace between tokens free,
/// letters in the answer's case, a BOM part of the first token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// The whitespace must also be the answer's, byte for byte (`\n` line
    /// ends, single spaces, a final newline); a difference is a
    /// presentation error.
    pub exact: bool,
    /// Letters are compared without regard to ASCII case (`TRUE` is
    /// `true`, `b1e1b` the row `B1E1B`, `null` is `NULL`), as Kattis'
    /// default output validator compares tokens (`strcasecmp`) unless
    /// the problem sets `case_sensitive`.
    pub fold_case: bool,
    /// A UTF-8 byte-order mark at the very start of the text is skipped,
    /// as testlib's checkers skip one at the start of the output
    /// (`ouf.skipBom()`).
    pub skip_bom: bool,
}

/// Kattis' validator flags that take a value: the answers hold no floats.
const TOLERANCES: [&str; 3] = [
    "float_tolerance",
    "float_relative_tolerance",
    "float_absolute_tolerance",
];

impl Reading {
    /// How a Kattis or DOMjudge output validator reads: Kattis' default
    /// validator's way (letters in any case, whitespace free, no BOM
    /// skipped), as the validator `flags` of the problem change it:
    /// `case_sensitive`, `space_change_sensitive` ([`Reading::exact`]),
    /// and the float tolerances, whose value is accepted and changes
    /// nothing (the answers hold no floats). `Err` names a flag unknown or
    /// without its value.
    pub fn kattis(flags: &[OsString]) -> Result<Reading, String> {
        let mut reading = Reading {
            exact: false,
            fold_case: true,
            skip_bom: false,
        };
        let mut flags = flags.iter();
        while let Some(flag) = flags.next() {
            match flag.to_str() {
                Some("space_change_sensitive") => reading.exact = true,
                Some("case_sensitive") => reading.fold_case = false,
                Some(f) if TOLERANCES.contains(&f) => {
                    if flags.next().is_none() {
                        let flag = flag.to_string_lossy();
                        return Err(format!("the validator flag {flag} needs a value"));
                    }
                }
                _ => {
                    let flag = flag.to_string_lossy();
                    return Err(format!("unknown validator flag '{flag}'"));
                }
            }
        }
        Ok(reading)
    }
}
