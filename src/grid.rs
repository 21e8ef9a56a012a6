//! The board: flat storage with a sentinel border (leela-zero's
//! `FastBoard`). Cell (r, c) is at `(r + 1) * stride + c + 1`, `stride =
//! cols + 2`; a step from any cell stays inside, and a walk stops at the
//! border ([`BORDER`], never a cell) without bounds tests.
//!
//! And the memory of boards: every allocation the solvers size by their
//! input is asked for fallibly here ([`reserve`], under [`grow`],
//! [`filled`] and [`copied`]), so a board that does not fit in the memory
//! limit is an error ([`MemoryRefused`]), not an abort.

use std::fmt;

/// The sentinel byte around the board.
pub const BORDER: u8 = 0;

/// A rows x cols board of bytes with a sentinel border.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// A board of `rows` x `cols` cells, all `fill`.
    pub fn new(rows: usize, cols: usize, fill: u8) -> Result<Grid, MemoryRefused> {
        let len = (rows.saturating_add(2)).saturating_mul(cols.saturating_add(2));
        Grid::with_len(rows, cols, fill, len)
    }

    /// [`Grid::new`] with the storage padded by border cells to a power of
    /// two; also returns that length minus one. An index masked with it is
    /// always in bounds, so a hot loop that masks pays no bounds checks (the
    /// go engine). The padding is never written, so it costs no memory.
    pub fn padded(rows: usize, cols: usize, fill: u8) -> Result<(Grid, usize), MemoryRefused> {
        let cells = (rows.saturating_add(2)).saturating_mul(cols.saturating_add(2));
        let len = cells
            .checked_next_power_of_two()
            .ok_or(MemoryRefused(usize::MAX))?;
        Ok((Grid::with_len(rows, cols, fill, len)?, len - 1))
    }

    fn with_len(rows: usize, cols: usize, fill: u8, len: usize) -> Result<Grid, MemoryRefused> {
        let stride = cols + 2;
        // Zeroed storage comes from the allocator as is: only the interior
        // rows are written.
        let mut cells = filled(len, BORDER)?;
        for r in 0..rows {
            let start = (r + 1) * stride + 1;
            cells[start..start + cols].fill(fill);
        }
        Ok(Grid { rows, cols, cells })
    }

    /// A board from rows (tests, generators, LeetCode's signatures). The
    /// first row sets the width; a shorter row is padded with the border
    /// byte, a longer one cut. The rows are in memory already, so their
    /// board, about as large, is not asked for fallibly.
    pub fn from_rows<T: AsRef<[u8]>>(rows: &[T]) -> Grid {
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        let stride = cols + 2;
        let mut cells = vec![BORDER; (rows.len() + 2) * stride];
        for (r, row) in rows.iter().enumerate() {
            let row = &row.as_ref()[..row.as_ref().len().min(cols)];
            let start = (r + 1) * stride + 1;
            cells[start..start + row.len()].copy_from_slice(row);
        }
        Grid {
            rows: rows.len(),
            cols,
            cells,
        }
    }

    /// A copy, asked for fallibly.
    pub fn try_clone(&self) -> Result<Grid, MemoryRefused> {
        Ok(Grid {
            rows: self.rows,
            cols: self.cols,
            cells: copied(&self.cells)?,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Distance in the storage between vertically adjacent cells.
    #[inline]
    pub fn stride(&self) -> usize {
        self.cols + 2
    }

    /// Index of cell (r, c), both 0-based.
    #[inline]
    pub fn index(&self, r: usize, c: usize) -> usize {
        (r + 1) * self.stride() + c + 1
    }

    /// (row, column) of the cell at index `i`.
    #[inline]
    pub fn coords(&self, i: usize) -> (usize, usize) {
        (i / self.stride() - 1, i % self.stride() - 1)
    }

    /// The storage, border included.
    #[inline]
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The storage, border included.
    #[inline]
    pub fn cells_mut(&mut self) -> &mut [u8] {
        &mut self.cells
    }

    /// The cells of row `r`.
    #[inline]
    pub fn row(&self, r: usize) -> &[u8] {
        let start = self.index(r, 0);
        &self.cells[start..start + self.cols]
    }

    /// The cells of row `r`.
    #[inline]
    pub fn row_mut(&mut self, r: usize) -> &mut [u8] {
        let start = self.index(r, 0);
        let cols = self.cols;
        &mut self.cells[start..start + cols]
    }

    /// Indices of all cells in row-major order.
    pub fn interior(&self) -> impl DoubleEndedIterator<Item = usize> + '_ {
        (0..self.rows).flat_map(move |r| {
            let start = self.index(r, 0);
            start..start + self.cols
        })
    }
}

/// Builds a [`Grid`] row by row as the rows stream in: one byte a cell and
/// no second copy, and a row count in a header is never trusted for an
/// allocation: it only bounds the growth (see [`GridBuilder::expect_rows`]).
#[derive(Default)]
pub struct GridBuilder {
    /// The storage as the grid will have it, but the first row's borders
    /// come in front of it only when it ends (the width is known then).
    cells: Vec<u8>,
    /// The width of the first row (0 until it ends).
    cols: usize,
    /// Finished rows.
    rows: usize,
    /// Where the row under construction starts in `cells`.
    row_start: usize,
    /// The rows a header declares (`None`: no header).
    declared: Option<u64>,
}

/// Why a row could not end.
#[derive(Debug, PartialEq, Eq)]
pub enum RowEnd {
    /// Its length, which differs from the first row's.
    Ragged(usize),
    /// The board's storage did not fit.
    Memory(MemoryRefused),
}

impl GridBuilder {
    pub fn new() -> GridBuilder {
        GridBuilder::default()
    }

    /// A builder on a finished grid's storage, so many small cases cost no
    /// allocation each.
    pub fn reusing(g: Grid) -> GridBuilder {
        let mut cells = g.cells;
        cells.clear();
        GridBuilder {
            cells,
            ..GridBuilder::default()
        }
    }

    /// The board's row count as its header declares it: the storage grows
    /// as rows come (each growth at most doubling it, so a false count
    /// costs at most twice what was read) but never past the declared
    /// board's size, so a board as declared gets exactly its storage.
    pub fn expect_rows(&mut self, rows: u64) {
        self.declared = Some(rows);
    }

    /// The most storage growth may reach without need: the declared
    /// board's (one byte more, for the cell that tells a longer row), else
    /// no bound.
    fn goal(&self) -> usize {
        let rows = self.declared.and_then(|r| usize::try_from(r).ok());
        let size = rows.and_then(|r| r.checked_add(2)?.checked_mul(self.cols.checked_add(2)?));
        size.map_or(usize::MAX, |s| s.saturating_add(1))
    }

    /// Finished rows so far.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The width every row must have (`None` before the first row ends).
    pub fn cols(&self) -> Option<usize> {
        (self.rows > 0).then_some(self.cols)
    }

    /// Starts a row; its cells go to [`GridBuilder::cells`]. After the
    /// first, room for a whole row (and the cell past it) is made here.
    pub fn begin_row(&mut self) -> Result<(), MemoryRefused> {
        if self.rows > 0 {
            let goal = self.goal();
            grow(&mut self.cells, self.cols + 3, goal)?;
            self.cells.push(BORDER);
        }
        self.row_start = self.cells.len();
        Ok(())
    }

    /// Makes room in the storage for `more` cells of the current row (a
    /// reader appending from its buffer asks for the buffer's length;
    /// [`Scanner::take_while_into`] makes its own).
    ///
    /// [`Scanner::take_while_into`]: crate::scan::Scanner::take_while_into
    pub fn room(&mut self, more: usize) -> Result<(), MemoryRefused> {
        let goal = self.goal();
        grow(&mut self.cells, more, goal)
    }

    /// The storage to append the current row's cells to (room made first
    /// with [`GridBuilder::room`]).
    #[inline]
    pub fn cells(&mut self) -> &mut Vec<u8> {
        &mut self.cells
    }

    /// Cells in the row under construction.
    #[inline]
    pub fn row_len(&self) -> usize {
        self.cells.len() - self.row_start
    }

    /// Ends the row: an error if its length differs from the first row's,
    /// or if the first row's borders do not fit.
    pub fn end_row(&mut self) -> Result<(), RowEnd> {
        let len = self.row_len();
        if self.rows == 0 {
            // The top border and the first row's left border go in front.
            self.cols = len;
            let goal = self.goal();
            grow(&mut self.cells, len + 4, goal).map_err(RowEnd::Memory)?;
            self.cells.resize(len + len + 3, BORDER);
            self.cells.copy_within(..len, len + 3);
            self.cells[..len + 3].fill(BORDER);
        } else if len != self.cols {
            return Err(RowEnd::Ragged(len));
        }
        self.cells.push(BORDER);
        self.rows += 1;
        Ok(())
    }

    /// Abandons the row under construction, as if it was never begun.
    pub fn drop_row(&mut self) {
        self.cells
            .truncate(self.row_start - usize::from(self.rows > 0));
    }

    /// The finished board (after the last `end_row`), its bottom border
    /// added.
    pub fn finish(mut self) -> Result<Grid, MemoryRefused> {
        let goal = self.goal();
        grow(&mut self.cells, self.cols + 2, goal)?;
        self.cells.resize(self.cells.len() + self.cols + 2, BORDER);
        Ok(Grid {
            rows: self.rows,
            cols: self.cols,
            cells: self.cells,
        })
    }
}

/// Memory for a board that the allocator refused (an address-space or
/// memory limit, or more than the machine has): the bytes asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryRefused(pub usize);

impl fmt::Display for MemoryRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the board needs {} bytes; the memory limit refused them",
            self.0
        )
    }
}

/// Room in `v` for `more` elements past its length, exactly, asked for
/// fallibly (`try_reserve_exact`, Rust 1.57): every allocation sized by
/// the input goes through here, so a board that does not fit is an error.
/// The error counts the bytes `v` would hold.
pub fn reserve<T>(v: &mut Vec<T>, more: usize) -> Result<(), MemoryRefused> {
    v.try_reserve_exact(more).map_err(|_| {
        let len = v.len().saturating_add(more);
        MemoryRefused(len.saturating_mul(std::mem::size_of::<T>()))
    })
}

/// Room in `v` for `more` elements past its length, growing as `Vec`
/// grows (at least doubling, so that pushes cost amortised O(1)) but not
/// past `goal` elements unless `more` needs it; if the doubled storage is
/// refused, exactly what is needed is asked for.
pub fn grow<T>(v: &mut Vec<T>, more: usize, goal: usize) -> Result<(), MemoryRefused> {
    let need = v.len().saturating_add(more);
    if need <= v.capacity() {
        return Ok(());
    }
    let doubled = need.max(v.capacity().saturating_mul(2)).max(64);
    let target = match goal >= need {
        true => doubled.min(goal),
        false => doubled,
    };
    let len = v.len();
    reserve(v, target - len).or_else(|_| reserve(v, more))
}

/// `len` copies of `fill`, asked for fallibly. std has no fallible zeroed
/// allocation, and filling a reserved vector would write every page: the
/// room is asked for fallibly and given back, and `vec!` takes it again at
/// once, zeroed storage untouched (the padding of a go board costs nothing
/// until it is played on).
pub fn filled<T: Clone>(len: usize, fill: T) -> Result<Vec<T>, MemoryRefused> {
    reserve(&mut Vec::<T>::new(), len)?;
    Ok(vec![fill; len])
}

/// A copy of `src`, asked for fallibly.
pub fn copied<T: Copy>(src: &[T]) -> Result<Vec<T>, MemoryRefused> {
    let mut v = Vec::new();
    reserve(&mut v, src.len())?;
    v.extend_from_slice(src);
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_keeps_the_board_and_masks_stay_in_bounds() {
        for (rows, cols) in [(1, 1), (19, 19), (2, 30), (30, 2), (62, 62)] {
            let plain = Grid::new(rows, cols, b'.').unwrap();
            let (g, mask) = Grid::padded(rows, cols, b'.').unwrap();
            assert!((mask + 1).is_power_of_two());
            assert_eq!(g.cells().len(), mask + 1);
            assert_eq!(&g.cells()[..plain.cells().len()], plain.cells());
            assert!(g.cells()[plain.cells().len()..]
                .iter()
                .all(|&c| c == BORDER));
            assert!(g.interior().eq(plain.interior()));
            assert_eq!(
                (g.rows(), g.cols(), g.stride()),
                (rows, cols, plain.stride())
            );
        }
    }

    #[test]
    fn builder_lays_out_the_same_storage_as_new() {
        let mut b = GridBuilder::new();
        for row in [b"ab", b"cd", b"ef"] {
            b.begin_row().unwrap();
            b.cells().extend_from_slice(row);
            b.end_row().unwrap();
        }
        let g = b.finish().unwrap();
        assert_eq!(g, Grid::from_rows(&[b"ab", b"cd", b"ef"]));
        assert_eq!(g.cells()[g.index(1, 1)], b'd');
        assert_eq!(g.coords(g.index(2, 0)), (2, 0));
    }

    /// Builders reusing the previous board's storage, through boards of
    /// changing widths and rows dropped before they ended, lay out every
    /// board exactly as a fresh one.
    #[test]
    fn reused_builders_match_fresh_boards() {
        let mut s: u64 = 0x5DEE_CE66_D1CE_4E5B;
        let mut rand = move |n: usize| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s % n as u64) as usize
        };
        let mut spare: Option<Grid> = None;
        for _ in 0..5000 {
            let (rows, cols) = (1 + rand(6), 1 + rand(6));
            let board: Vec<Vec<u8>> = (0..rows)
                .map(|_| (0..cols).map(|_| b'a' + rand(26) as u8).collect())
                .collect();
            let mut b = spare
                .take()
                .map_or_else(GridBuilder::new, GridBuilder::reusing);
            for (r, row) in board.iter().enumerate() {
                // Sometimes a row is begun, partly filled and dropped first
                // (as the compact-row path does), then read again.
                if rand(3) == 0 {
                    b.begin_row().unwrap();
                    b.cells().extend_from_slice(&row[..rand(cols + 1)]);
                    b.drop_row();
                }
                b.begin_row().unwrap();
                b.cells().extend_from_slice(row);
                b.end_row().unwrap();
                assert_eq!(b.rows(), r + 1);
            }
            let g = b.finish().unwrap();
            assert_eq!(g, Grid::from_rows(&board), "{board:?}");
            spare = Some(g);
        }
    }

    #[test]
    fn builder_reports_a_ragged_row() {
        let mut b = GridBuilder::new();
        b.begin_row().unwrap();
        b.cells().extend_from_slice(b"abc");
        b.end_row().unwrap();
        b.begin_row().unwrap();
        b.cells().extend_from_slice(b"ab");
        assert_eq!(b.end_row(), Err(RowEnd::Ragged(2)));
    }
}

#[cfg(test)]
mod memory {
    use super::*;

    /// A declared row count bounds the growth: a board as declared ends
    /// with exactly its storage (one byte spare), whatever its shape; a
    /// false count still reads every row.
    #[test]
    fn a_declared_board_gets_exactly_its_storage() {
        for (rows, cols) in [(1, 100_000), (1000, 100), (3, 7), (100_000, 1)] {
            for declared in [Some(rows as u64), Some(1), Some(10 * rows as u64), None] {
                let mut b = GridBuilder::new();
                if let Some(n) = declared {
                    b.expect_rows(n);
                }
                for _ in 0..rows {
                    b.begin_row().unwrap();
                    b.room(cols + 1).unwrap();
                    b.cells().extend(std::iter::repeat(b'.').take(cols));
                    b.end_row().unwrap();
                }
                let cap = b.cells.capacity();
                let g = b.finish().unwrap();
                let len = (rows + 2) * (cols + 2);
                assert_eq!(g.cells().len(), len);
                assert!(g.cells().iter().filter(|&&c| c == b'.').count() == rows * cols);
                if declared == Some(rows as u64) {
                    assert_eq!(g.cells.capacity(), len + 1, "{rows}x{cols}");
                }
                // Never past twice what the board needs.
                assert!(
                    cap.max(g.cells.capacity()) <= 2 * len + 64,
                    "{rows}x{cols} {declared:?}"
                );
            }
        }
    }

    #[test]
    fn a_refused_allocation_is_an_error_with_its_size() {
        // 2^61 bytes: more than any address space has.
        let e = reserve(&mut Vec::<u64>::new(), 1 << 58).unwrap_err();
        assert_eq!(e, MemoryRefused(1 << 61));
        assert_eq!(
            filled(usize::MAX, 0u8).unwrap_err().to_string(),
            format!(
                "the board needs {} bytes; the memory limit refused them",
                usize::MAX
            )
        );
        assert!(Grid::new(usize::MAX / 2, 3, b'.').is_err());
        assert!(Grid::padded(1 << 40, 1 << 40, b'.').is_err());
        let mut v = vec![1u8; 10];
        assert!(grow(&mut v, usize::MAX - 5, usize::MAX).is_err());
        assert_eq!(copied(&v).unwrap(), v);
    }
}
