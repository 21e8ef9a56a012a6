//! Smaller versions of a failing input that keep the problem's structure,
//! for `stress` to try one after another (the caller keeps only those the
//! validator accepts, so the shrinker itself may propose anything).
//!
//! Each problem names its input as data ([`Shrink::Input`]) and the cuts
//! it makes; the board problems share [`Boards`], whose cuts are here:
//! cases dropped, blocks of rows and columns dropped (never the target's;
//! the target moves along), cells cleared to the problem's empty cell.
//!
//! Larger cuts come first, so a big input halves quickly (as in ddmin);
//! [`Input::weight`] orders inputs, and only a strictly lighter one is
//! progress.

use crate::cases::Format;
use crate::error::Error;
use crate::kit::input::{in_words, BoardCase, Boards, Case};

/// What a problem gives `stress`'s shrinker: its input as data, and the
/// smaller inputs to try.
pub trait Shrink {
    /// A whole input of the problem, parsed.
    type Input: Input;
}

/// A board problem's input is its cases of boards: implementing
/// [`BoardCase`] is all it writes for the shrinker.
impl<P: BoardCase> Shrink for P {
    type Input = Boards<P>;
}

/// An input as data: parsed from a valid input, written back in the same
/// format, weighed, and cut into smaller inputs.
pub trait Input: Sized {
    /// Parses a valid input (on a `size` x `size` board if the problem has
    /// a `--size`); an error if it is not one.
    fn parse(text: &[u8], size: usize) -> Result<Self, Error>;
    /// The input as text, in its own format: [`parse`](Self::parse) of it
    /// gives the input back.
    fn write(&self) -> Vec<u8>;
    /// How big the input is, compared in order: only a strictly lighter
    /// input is progress. Inputs of cells count their non-empty cells
    /// third (as [`describe`](Self::describe) says, in the problem's
    /// words: `stones`).
    fn weight(&self) -> [u64; 3];
    /// Smaller inputs to try, most promising first, as a lazy sequence
    /// (the caller skips what it has tried without building it). `hint` is
    /// the first line of the answer that differs, when known. The same
    /// input always gives the same candidates in the same order.
    fn candidates<'a>(&'a self, hint: Option<usize>) -> Candidates<'a, Self>;
    /// Whether `candidate`, one of [`candidates`](Self::candidates), is
    /// known valid in any domain this input is valid in (a prefix of a
    /// replay), so `stress` need not validate it: validating costs a solve
    /// of it, and a bisection of a long input tries many long ones. Must
    /// cost far less than a solve; `false` when not known.
    fn keeps_valid(&self, _candidate: &Self) -> bool {
        false
    }
    /// The input's size in words, for the report: `12 moves`, `4x4 with 3
    /// stones`.
    fn describe(&self) -> String;
    /// Each case of the input as an input of its own, written in
    /// `format` where the problem reads two: what `stress --input` runs one
    /// by one. An input of one case is that case.
    fn each_case(&self, _format: Format) -> Vec<Vec<u8>> {
        vec![self.write()]
    }
}

/// A smaller input, built only when its turn comes: a failing replay of
/// 5·10^5 moves has about 7·10^5 candidates, each nearly its size, so
/// they are never all in memory at once.
pub type Candidate<'a, I> = Box<dyn Fn() -> I + 'a>;

/// The smaller inputs [`Input::candidates`] proposes.
pub type Candidates<'a, I> = Box<dyn Iterator<Item = Candidate<'a, I>> + 'a>;

/// `n` things in words: `1 move`, `3 moves`.
pub fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// Blocks `(start, len)` of `0..len`: halves, then quarters, ... then
/// single items.
pub fn chunks(len: usize) -> impl Iterator<Item = (usize, usize)> + Clone {
    std::iter::successors(Some(len / 2), |&k| Some(k / 2))
        .take_while(|&k| k >= 1)
        .flat_map(move |k| (0..len / k).map(move |j| (j * k, k)))
}

/// Board cases: cases, cells, non-empty cells.
impl<P: BoardCase> Input for Boards<P> {
    fn parse(text: &[u8], _size: usize) -> Result<Self, Error> {
        Boards::parse(text)
    }

    fn write(&self) -> Vec<u8> {
        Boards::write(self)
    }

    fn weight(&self) -> [u64; 3] {
        let cases = &self.cases;
        [
            cases.len() as u64,
            cases
                .iter()
                // ok: a parsed board has a row, and no cut takes the last.
                .map(|c| (c.rows.len() * c.rows[0].len()) as u64)
                .sum(),
            cases
                .iter()
                .flat_map(|c| c.rows.iter().flatten())
                .filter(|&&b| b != P::BLANK)
                .count() as u64,
        ]
    }

    fn each_case(&self, format: Format) -> Vec<Vec<u8>> {
        let one = |case: &Case<P::Params>| Boards::<P> {
            format,
            cases: vec![case.clone()],
        };
        self.cases.iter().map(|c| one(c).write()).collect()
    }

    fn candidates<'a>(&'a self, hint: Option<usize>) -> Candidates<'a, Self> {
        let format = self.format;
        let boards = move |cases| Boards::<P> { format, cases };
        // The case that fails first is where the bug shows.
        let first = hint.map_or(0, |line| case_of_line(&self.cases, P::answer_lines, line));
        let cut = |case| board(case, P::BLANK, P::target(&case.params), P::retarget);
        Box::new(case_cuts(&self.cases, first, boards, cut))
    }

    fn describe(&self) -> String {
        let set = in_words(self.weight()[2], P::PIECES);
        // ok: a parsed board has a row.
        let dims = |c: &Case<P::Params>| (c.rows.len(), c.rows[0].len());
        let (r, c) = self
            .cases
            .iter()
            .map(dims)
            .max_by_key(|&(r, c)| r * c)
            .unwrap_or((0, 0));
        if self.cases.len() == 1 {
            format!("{r}x{c} with {set}")
        } else {
            format!("{} cases, largest {r}x{c}, with {set}", self.cases.len())
        }
    }
}

/// The case whose answer holds answer line `line`, each case's answer
/// `lines` long.
fn case_of_line<T>(cases: &[Case<T>], lines: fn(&Case<T>) -> usize, line: usize) -> usize {
    let mut start = 0;
    for (i, c) in cases.iter().enumerate() {
        start += lines(c);
        if line < start {
            return i;
        }
    }
    0
}

/// The shared cuts of an input of cases: blocks of cases dropped, then
/// each case's own cuts (`cut`), case `first` first; `input` makes an
/// input of cases.
fn case_cuts<'a, T, I, K>(
    cases: &'a [Case<T>],
    first: usize,
    input: impl Fn(Vec<Case<T>>) -> I + Copy + 'a,
    cut: impl Fn(&'a Case<T>) -> K + 'a,
) -> impl Iterator<Item = Candidate<'a, I>> + 'a
where
    T: Clone + 'a,
    K: Iterator<Item = Candidate<'a, Case<T>>> + 'a,
{
    let drops = chunks(cases.len())
        .filter(move |&(_, k)| k < cases.len())
        .map(move |(i, k)| -> Candidate<'a, I> {
            Box::new(move || {
                let mut c = cases.to_vec();
                c.drain(i..i + k);
                input(c)
            })
        });
    let order = std::iter::once(first).chain((0..cases.len()).filter(move |&i| i != first));
    let smaller = order.flat_map(move |ci| {
        cut(&cases[ci]).map(move |case| -> Candidate<'a, I> {
            Box::new(move || {
                let mut c = cases.to_vec();
                c[ci] = case();
                input(c)
            })
        })
    });
    drops.chain(smaller)
}

/// Smaller versions of one board case, each built when asked for:
/// `blank` is its empty cell, `target` the cell its parameters name
/// (moved along by `retarget`).
fn board<'a, T: Clone + 'a>(
    case: &'a Case<T>,
    blank: u8,
    target: Option<(i64, i64)>,
    retarget: fn(&T, (i64, i64)) -> T,
) -> impl Iterator<Item = Candidate<'a, Case<T>>> + 'a {
    // ok: a parsed board has a row, and no cut takes the last.
    let (n, m) = (case.rows.len(), case.rows[0].len());
    let (tr, tc) = match target {
        None => (None, None),
        Some((row, col)) => (usize::try_from(row).ok(), usize::try_from(col).ok()),
    };
    // The parameters with their cell moved up `dr` rows, left `dc` columns.
    let moved = move |dr: i64, dc: i64| match target {
        None => case.params.clone(),
        Some((row, col)) => retarget(&case.params, (row - dr, col - dc)),
    };
    let rows = chunks(n)
        .filter(move |&(i, k)| k < n && !tr.is_some_and(|t| (i..i + k).contains(&t)))
        .map(move |(i, k)| -> Candidate<'a, Case<T>> {
            Box::new(move || {
                let mut rows = case.rows.clone();
                rows.drain(i..i + k);
                let shift = if tr.is_some_and(|t| t >= i + k) { k } else { 0 };
                Case {
                    rows,
                    params: moved(shift as i64, 0),
                }
            })
        });
    let cols = chunks(m)
        .filter(move |&(i, k)| k < m && !tc.is_some_and(|t| (i..i + k).contains(&t)))
        .map(move |(i, k)| -> Candidate<'a, Case<T>> {
            Box::new(move || {
                let rows = case
                    .rows
                    .iter()
                    .map(|row| {
                        let mut row = row.clone();
                        row.drain(i..i + k);
                        row
                    })
                    .collect();
                let shift = if tc.is_some_and(|t| t >= i + k) { k } else { 0 };
                Case {
                    rows,
                    params: moved(0, shift as i64),
                }
            })
        });
    let clears = chunks(n * m)
        .filter(move |&(i, k)| (i..i + k).any(|j| case.rows[j / m][j % m] != blank))
        .map(move |(i, k)| -> Candidate<'a, Case<T>> {
            Box::new(move || {
                let mut rows = case.rows.clone();
                for j in i..i + k {
                    rows[j / m][j % m] = blank;
                }
                Case {
                    rows,
                    params: case.params.clone(),
                }
            })
        });
    rows.chain(cols).chain(clears)
}
