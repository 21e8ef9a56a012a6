//! `boardsolve gen`: seeded generators, one valid input per call.
//!
//! The PRNG is [`Rng`] (`crate::rng`, SplitMix64): the stream is defined
//! by that file and this folder alone, so a seed gives the same input on
//! every machine; golden tests pin it.
//!
//! Every generator writes through [`Out`] as it goes: a 10^4 x 10^4 board
//! or a 5·10^7-move replay never sits in memory as text, and a board is
//! only held where validity needs it (a guarantee a judge makes of it).
//!
//! Each problem's generators, patterns, limits and stress mix are its own
//! (`src/problems/<module>/gen.rs`, through [`Generate`]); this file keeps
//! the stream, the settings and the writers they share.

use crate::error::Error;
use crate::kit::input::{BoardCase, Boards, Case};
use crate::out::Out;
#[cfg(test)]
use crate::solve::Sides;
use crate::solve::Solve;
use std::io::Write;

mod settings;

pub use crate::rng::Rng;
pub use settings::{Click, GenOptions, Knobs, Setting, Shown, Value, CELL_SETTINGS};

/// What a problem gives `gen` and `stress`: its generators, patterns,
/// limits and stress mix.
pub trait Generate {
    /// The patterns `gen` knows (`--pattern`). The first is the default
    /// and must be `random`, [`GenOptions::new`]'s, which
    /// [`gen_command`] leaves out.
    const PATTERNS: &'static [&'static str];

    /// The settings the generator reads. Any other one given is a usage
    /// error ([`Setting::flag`] ` does not apply to ...`), and
    /// [`gen_command`] spells out only these; `--seed`, `--strict` and
    /// `--pattern` apply to every problem and are not listed, nor is
    /// `--format`, which every problem with
    /// [`Solve::BOARD_CASES`] reads ([`uses`]).
    const SETTINGS: &'static [Setting];
    /// The patterns past `random` as `--pattern`'s help names them, after
    /// the problem's name (`spiral or played (a game in progress)`).
    const PATTERN_HELP: &'static str;
    /// What `stress --beyond-judge` lets the problem's inputs do past the
    /// judge's constraints besides growing, as its help says it
    /// (`boards without the judge's guarantee`);
    /// `None` if nothing more.
    const BEYOND_JUDGE: Option<&'static str> = None;
    /// The judge's rules besides its size limits, which
    /// `stress --beyond-judge-sizes` and `gen --judge-rules` keep while the
    /// sizes grow, as their help says them (`no revealed mine and clicks on
    /// 'M' or 'E'`, say); `None` if the judge has no rule but
    /// its sizes. [`Generate::judge_rules`] checks them.
    const JUDGE_RULES: Option<&'static str> = None;
    /// The bytes an empty, a black and a white cell are written as (what
    /// the generator draws from with [`three_way`]), in the order of
    /// [`CELL_SETTINGS`], for the help of the settings that weigh them;
    /// `None` if it weighs none of them.
    const CELLS: Option<[u8; 3]> = None;

    /// The largest case [`Generate::extent`] may come to, in cells: what
    /// the problem's solver is built for (the SPEC's 10^4 x 10^4 board),
    /// so that boardsolve can solve, check and shrink what `gen` writes.
    const MAX_CELLS: u64 = 100_000_000;

    /// Inputs at and near the judge's limits, and shapes the mix seldom
    /// draws, by name (`max-local`): `gen`'s settings within `--strict`
    /// (seed, format, `strict` and one case are put in by the kit).
    fn extremes() -> Vec<(&'static str, GenOptions)>;

    /// How big an input of `o` is, for the bounds [`check_options`]
    /// checks before anything is generated: the settings that size a
    /// case, its cells, the input's bytes. A setting left to be drawn
    /// counts at the largest the generator draws.
    fn extent(o: &GenOptions) -> Extent;

    /// The problem's own usage errors for `o` (sizes out of range; under
    /// `o.strict`, anything outside the judge's limits), checked after the
    /// shared ones of [`check_options`]. What passes, [`Generate::generate`]
    /// must write, and under `o.strict` the judge must accept.
    fn check_options(o: &GenOptions) -> Result<(), String>;

    /// Whether `input`, one boardsolve reads, keeps
    /// [`Generate::JUDGE_RULES`]: `--strict`'s checks without its size
    /// limits (each solver's `check_rules`), `Err` naming the first rule
    /// broken. What [`Generate::generate`] writes under `o.rules` passes;
    /// `stress --beyond-judge-sizes` shrinks only to inputs that do.
    fn judge_rules(input: &[u8]) -> Result<(), String> {
        let _ = input;
        Ok(())
    }

    /// Writes one input for `o` (valid by [`check_options`]), every
    /// draw from `rng` (seeded by `o.seed`): the same options give the same
    /// bytes on every machine, so a change to the stream is a change to
    /// the interface (tests/gen.rs pins it). Writes as it goes, holding no
    /// more than validity needs.
    fn generate(rng: &mut Rng, o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error>;

    /// `stress`'s draw for one seed: sets in `o` (`gen`'s defaults, with
    /// the seed, `strict` and the format in) the settings that vary, every
    /// draw from `rng`, so that a default run of seeds reaches every rule
    /// of the problem. `knobs` are the user's settings;
    /// [`crate::kit::mix::settings`] puts them in over what is drawn, so read them only where a draw depends
    /// on them. With `judge`, `o` must pass [`check_options`] under `--strict`;
    /// without it, it may leave the judge's limits.
    fn mix(rng: &mut Rng, knobs: &Knobs, judge: bool, o: &mut GenOptions);
}

/// How big an input is ([`Generate::extent`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extent {
    /// The settings that size a case, as a command line gives them
    /// (`--rows 100000 --cols 100000`), for the bounds' messages.
    pub sized_by: String,
    /// Cells of the largest case (a replay: points of its board).
    pub cells: u128,
    /// At most how many bytes the whole input takes: what `stress` holds.
    pub bytes: u128,
}

/// The bytes `stress` holds an input in (the input, with boardsolve's
/// answer and the program's output beside it): the largest test file
/// `validate` reads ([`crate::layout::MAX_INPUT`]). `gen` streams any size.
pub const MAX_HELD_INPUT: u64 = crate::layout::MAX_INPUT;

/// For a board problem's [`Generate::extent`]: `o.cases` cases of `n` x
/// `m` boards (the largest drawn where a side is not given), at most
/// `per_cell` bytes a cell (`"E",` in LeetCode's format: 4).
pub fn board_extent(o: &GenOptions, (n, m): (u64, u64), per_cell: u128) -> Extent {
    let (rows, cols) = (o.rows.unwrap_or(n), o.cols.unwrap_or(m));
    let cells = u128::from(rows) * u128::from(cols);
    let given = [("--rows", o.rows), ("--cols", o.cols)];
    let mut sized_by: Vec<String> = given
        .into_iter()
        .filter_map(|(flag, v)| Some(format!("{flag} {}", v?)))
        .collect();
    if o.cases > 1 {
        sized_by.push(format!("--cases {}", o.cases));
    }
    // A row's brackets and a case's click or target: 64 bytes is ample.
    // (2^64 - 1)^2 fits in a u128; what is more saturates.
    let case = (cells.saturating_mul(per_cell))
        .saturating_add(u128::from(rows) * 4)
        .saturating_add(64);
    Extent {
        sized_by: sized_by.join(" "),
        cells,
        bytes: case.saturating_mul(u128::from(o.cases)),
    }
}

/// The usage error of a request past the bounds: a case of more than
/// [`Generate::MAX_CELLS`] cells.
pub fn check_bounds<P: Generate + Solve>(o: &GenOptions) -> Result<(), String> {
    let e = P::extent(o);
    if e.cells > u128::from(P::MAX_CELLS) {
        return Err(format!(
            "{}: a case of {} cells; the largest {} case accepted has {} cells (what boardsolve solves, checks and shrinks)",
            e.sized_by,
            e.cells,
            P::NAME,
            P::MAX_CELLS
        ));
    }
    Ok(())
}

/// The usage error of an input `stress` cannot hold: more than
/// [`MAX_HELD_INPUT`] bytes.
pub fn check_held<P: Generate + Solve>(o: &GenOptions) -> Result<(), String> {
    let e = P::extent(o);
    if e.bytes > u128::from(MAX_HELD_INPUT) {
        return Err(format!(
            "{}: an input of up to {} bytes; stress holds each input in memory, at most {MAX_HELD_INPUT} bytes (gen streams any size)",
            e.sized_by, e.bytes
        ));
    }
    Ok(())
}

/// For a board problem's [`Generate::judge_rules`]: `rule` of every case of
/// `input` (`case 2: ...` when there are several).
pub fn case_rules<P: BoardCase>(
    input: &[u8],
    rule: impl Fn(&Case<P::Params>) -> Result<(), String>,
) -> Result<(), String> {
    let boards = Boards::<P>::parse(input).map_err(|e| e.to_string())?;
    let several = boards.cases.len() > 1;
    for (k, case) in boards.cases.iter().enumerate() {
        rule(case).map_err(|msg| match several {
            true => format!("case {}: {msg}", k + 1),
            false => msg,
        })?;
    }
    Ok(())
}

/// 64 bits nobody can predict: std's `RandomState` keys (drawn from the
/// operating system's randomness once a thread, then stepped per call)
/// over the time and the process id, so two calls, or two processes in
/// the same nanosecond, still differ. For `gen --seed random` and the
/// names of temporary files.
pub fn unpredictable() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    h.write_u128(now.map_or(0, |d| d.as_nanos()));
    h.write_u32(std::process::id());
    h.finish()
}

impl GenOptions {
    /// Whether the judge's rules besides its sizes are kept: under
    /// `strict` or `rules`.
    pub fn keeps_rules(&self) -> bool {
        self.strict || self.rules
    }

    /// `gen`'s defaults with a `rows` x `cols` board of `pattern`: what a
    /// board problem's [`Generate::extremes`] vary the rest of.
    pub fn board(rows: u64, cols: u64, pattern: &str) -> GenOptions {
        GenOptions {
            rows: Some(rows),
            cols: Some(cols),
            pattern: pattern.into(),
            ..GenOptions::new(None)
        }
    }
}

/// Whether `P`'s generator reads `setting`: one of its
/// [`Generate::SETTINGS`], or `--format` for [`Solve::BOARD_CASES`].
pub fn uses<P: Generate + Solve>(setting: Setting) -> bool {
    P::SETTINGS.contains(&setting) || (setting == Setting::Format && P::BOARD_CASES)
}

/// The `boardsolve gen` command line that writes the same input: every
/// setting `P` uses that is not at its default (some always, so the line
/// reads whole).
pub fn gen_command<P: Generate + Solve>(o: &GenOptions) -> String {
    let d = GenOptions::new(P::SIDES);
    let mut args = vec![format!("boardsolve gen {} --seed {}", P::NAME, o.seed)];
    let spelt = |last: bool| {
        let used = Setting::ALL.into_iter().filter(|&s| uses::<P>(s));
        used.filter(move |s| (s.shown() == Shown::Last) == last)
            .filter_map(|s| o.spelt(s, &d))
    };
    args.extend(spelt(false));
    if o.strict {
        args.push("--strict".into());
    } else if o.rules {
        args.push("--judge-rules".into());
    }
    args.extend(spelt(true));
    if o.pattern != d.pattern {
        args.push(format!("--pattern {}", o.pattern));
    }
    args.join(" ")
}

/// A usage problem with the options (the CLI reports it as status 2): the
/// checks every problem shares (each setting's range, from the settings
/// table), then the problem's own
/// ([`Generate::check_options`]), then the bounds ([`check_bounds`]).
pub fn check_options<P: Generate + Solve>(o: &GenOptions) -> Result<(), String> {
    if !P::PATTERNS.contains(&o.pattern.as_str()) {
        return Err(format!(
            "{} has no pattern '{}' (patterns: {})",
            P::NAME,
            o.pattern,
            P::PATTERNS.join(", ")
        ));
    }
    o.out_of_range(P::SETTINGS, P::SIDES)?;
    if o.empty + o.black + o.white <= 0.0 {
        return Err("--empty, --black and --white cannot all be 0".into());
    }
    P::check_options(o)?;
    check_bounds::<P>(o)
}

/// For a problem's [`Generate::check_options`]: under `--strict`, `--rows` and
/// `--cols` at most `max` (the judge's side limit of problem `name`).
pub fn strict_side_limit(o: &GenOptions, max: usize, name: &str) -> Result<(), String> {
    if !o.strict {
        return Ok(());
    }
    for v in [o.rows, o.cols].into_iter().flatten() {
        if v > max as u64 {
            return Err(format!(
                "--strict: {name} boards have at most {max} rows and columns"
            ));
        }
    }
    Ok(())
}

/// Writes one input for problem `P`.
pub fn generate<P: Generate>(o: &GenOptions, out: &mut Out<impl Write>) -> Result<(), Error> {
    let mut rng = Rng::new(o.seed);
    P::generate(&mut rng, o, out)
}

/// For a board problem's [`Generate::generate`]: `o.cases` cases, each an
/// `n` x `m` board of `--rows` and `--cols`, or of sides drawn in
/// `lo..=hi` (rows first), written by `case(rng, o, n, m, out)`.
pub fn board_cases<W: Write>(
    rng: &mut Rng,
    o: &GenOptions,
    (lo, hi): (u64, u64),
    out: &mut Out<W>,
    mut case: impl FnMut(&mut Rng, &GenOptions, usize, usize, &mut Out<W>) -> Result<(), Error>,
) -> Result<(), Error> {
    for _ in 0..o.cases {
        let n = o.rows.unwrap_or_else(|| rng.range(lo, hi)) as usize;
        let m = o.cols.unwrap_or_else(|| rng.range(lo, hi)) as usize;
        case(rng, o, n, m, out)?;
    }
    Ok(())
}

/// One of three `cells` (empty, black, white), drawn by the shares
/// `--empty`, `--black` and `--white`.
pub fn three_way(rng: &mut Rng, o: &GenOptions, cells: [u8; 3]) -> u8 {
    cells[rng.weighted(&[o.empty, o.black, o.white])]
}

/// For tests over many small inputs: seed `seed`'s options, `1 + seed %
/// cases` cases of boards of every side in `1..=side` in turn, `gen`'s
/// defaults besides for a problem whose `--size` is `sides`.
#[cfg(test)]
pub(crate) fn small(seed: u64, cases: u64, side: u64, sides: Option<Sides>) -> GenOptions {
    GenOptions {
        seed,
        cases: 1 + seed % cases,
        rows: Some(1 + seed % side),
        cols: Some(1 + seed / side % side),
        ..GenOptions::new(sides)
    }
}

/// For tests of readers on broken inputs: one random edit of `input` (not
/// empty): a byte replaced by one of `bytes`, a byte removed, or the (up
/// to) `piece` bytes from a random place written there twice.
#[cfg(test)]
pub(crate) fn mutate(rng: &mut Rng, input: &mut Vec<u8>, bytes: &[u8], piece: usize) {
    let k = rng.below(input.len() as u64) as usize;
    match rng.below(3) {
        0 => input[k] = bytes[rng.below(bytes.len() as u64) as usize],
        1 => {
            input.remove(k);
        }
        _ => {
            let repeated = input[k..input.len().min(k + piece)].to_vec();
            input.splice(k..k, repeated);
        }
    }
}
