//! Command-line glue beside `main.rs` for the contest kit: generator
//! settings, `stress` and `check` (anyhow lives here, not in the library;
//! a problem's own switches are the problem's, in its folder).

pub mod check;
pub mod harness;
pub mod knobs;
pub mod package;
pub mod stress;
pub mod validate;

use clap::error::ErrorKind;

use std::ops::RangeInclusive;

/// A usage error of subcommand `sub` (its own usage line, not the
/// top-level one), with clap's status 2.
pub fn usage_error(sub: &str, msg: String) -> ! {
    let mut cli = crate::command();
    // Built, so that the subcommand's usage line starts `boardsolve sub`.
    cli.build();
    match cli.find_subcommand_mut(sub) {
        Some(c) => c.error(ErrorKind::InvalidValue, msg).exit(),
        None => cli.error(ErrorKind::InvalidValue, msg).exit(),
    }
}

/// `A..B` (B excluded) or `A..=B` over the whole `u64` range.
pub fn parse_range(s: &str) -> Result<RangeInclusive<u64>, String> {
    let bad = || format!("expected A..B or A..=B, found '{s}'");
    let (a, b, inclusive) = if let Some((a, b)) = s.split_once("..=") {
        (a, b, true)
    } else {
        let (a, b) = s.split_once("..").ok_or_else(bad)?;
        (a, b, false)
    };
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    let last = if inclusive { Some(b) } else { b.checked_sub(1) };
    match last {
        Some(last) if last >= a => Ok(a..=last),
        _ => Err(format!("the range '{s}' is empty")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_cover_all_of_u64() {
        assert_eq!(parse_range("1..101"), Ok(1..=100));
        assert_eq!(parse_range("3..=3"), Ok(3..=3));
        let max = u64::MAX;
        assert_eq!(parse_range(&format!("{max}..={max}")), Ok(max..=max));
        assert_eq!(parse_range(&format!("0..={max}")), Ok(0..=max));
        assert!(parse_range("5..5").unwrap_err().contains("is empty"));
        assert!(parse_range("0..0").unwrap_err().contains("is empty"));
        assert!(parse_range("7").unwrap_err().contains("expected A..B"));
        assert!(parse_range(&format!("0..={max}0")).is_err());
    }
}
