//! Command-line glue beside `main.rs` for the contest kit: generator
//! settings, `stress` and `check` (anyhow lives here, not in the library;
//! a problem's own switches are the problem's, in its folder).

pub mod check;
pub mod harness;
pub mod knobs;
pub mod package;
pub mod shell;
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

/// `gen`'s `--seed`: a number, or `random` for one drawn per run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seed {
    Fixed(u64),
    Random,
}

impl Seed {
    /// The seed to use: a random one drawn from the operating system's
    /// randomness (std's `RandomState` keys) mixed with the time and the
    /// process id, so two runs in the same nanosecond still differ.
    pub fn draw(self) -> u64 {
        use std::hash::{BuildHasher, Hasher};
        match self {
            Seed::Fixed(s) => s,
            Seed::Random => {
                let mut h = std::collections::hash_map::RandomState::new().build_hasher();
                let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
                h.write_u128(now.map_or(0, |d| d.as_nanos()));
                h.write_u32(std::process::id());
                h.finish()
            }
        }
    }
}

/// A seed in `0..=2^64-1`, or `random`.
pub fn parse_seed(s: &str) -> Result<Seed, String> {
    if s == "random" {
        return Ok(Seed::Random);
    }
    s.parse().map(Seed::Fixed).map_err(|_| {
        format!(
            "expected a seed in 0..={} or 'random', found '{s}'",
            u64::MAX
        )
    })
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

    #[test]
    fn seeds_are_numbers_or_random() {
        assert_eq!(parse_seed("0"), Ok(Seed::Fixed(0)));
        let max = u64::MAX;
        assert_eq!(parse_seed(&max.to_string()), Ok(Seed::Fixed(max)));
        assert_eq!(parse_seed("random"), Ok(Seed::Random));
        let bad = format!("expected a seed in 0..={max} or 'random', found ");
        for s in ["Random", "-1", "1e3", "", " 7", &format!("{max}0")] {
            assert_eq!(parse_seed(s), Err(format!("{bad}'{s}'")));
        }
        // Drawn afresh each time (2^-64 to fail by chance).
        assert_ne!(Seed::Random.draw(), Seed::Random.draw());
        assert_eq!(Seed::Fixed(5).draw(), 5);
    }
}
