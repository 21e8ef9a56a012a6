//! The board: flat storage with a sentinel border (leela-zero's
//! `FastBoard`). Cell (r, c) is at `(r + 1) * stride + c + 1`, `stride =
//! cols + 2`; a step from any cell stays inside, and a walk stops at the
//! border ([`BORDER`], never a cell) without bounds tests.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

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
    pub fn new(rows: usize, cols: usize, fill: u8) -> Grid {
        Grid::with_len(rows, cols, fill, (rows + 2) * (cols + 2))
    }

    /// [`Grid::new`] with the storage padded by border cells to a power of
    /// two; also returns that length minus one. An index masked with it is
    /// always in bounds, so a hot loop that masks pays no bounds checks (the
    /// go engine). The padding is never written, so it costs no memory.
    pub fn padded(rows: usize, cols: usize, fill: u8) -> (Grid, usize) {
        let len = ((rows + 2) * (cols + 2)).next_power_of_two();
        (Grid::with_len(rows, cols, fill, len), len - 1)
    }

    fn with_len(rows: usize, cols: usize, fill: u8, len: usize) -> Grid {
        let stride = cols + 2;
        // Zeroed storage comes from the allocator as is: only the interior
        // rows are written.
        let mut cells = vec![BORDER; len];
        for r in 0..rows {
            let start = (r + 1) * stride + 1;
            cells[start..start + cols].fill(fill);
        }
        Grid { rows, cols, cells }
    }

    /// A board from rows (tests, generators, LeetCode's signatures). The
    /// first row sets the width; a shorter row is padded with the border
    /// byte, a longer one cut.
    pub fn from_rows<T: AsRef<[u8]>>(rows: &[T]) -> Grid {
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        let mut b = GridBuilder::new();
        for row in rows {
            let row = row.as_ref();
            let row = &row[..row.len().min(cols)];
            b.begin_row();
            let cells = b.cells();
            cells.extend_from_slice(row);
            cells.resize(cells.len() + cols - row.len(), BORDER);
            // The row has the width.
            let _ = b.end_row();
        }
        b.finish()
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
/// allocation.
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

    /// Finished rows so far.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The width every row must have (`None` before the first row ends).
    pub fn cols(&self) -> Option<usize> {
        (self.rows > 0).then_some(self.cols)
    }

    /// Starts a row; its cells go to [`GridBuilder::cells`].
    pub fn begin_row(&mut self) {
        if self.rows > 0 {
            self.cells.push(BORDER);
        }
        self.row_start = self.cells.len();
    }

    /// The storage to append the current row's cells to.
    #[inline]
    pub fn cells(&mut self) -> &mut Vec<u8> {
        &mut self.cells
    }

    /// Cells in the row under construction.
    #[inline]
    pub fn row_len(&self) -> usize {
        self.cells.len() - self.row_start
    }

    /// Ends the row; `Err` with its length if that differs from the first
    /// row's.
    pub fn end_row(&mut self) -> Result<(), usize> {
        let len = self.row_len();
        if self.rows == 0 {
            // The top border and the first row's left border go in front.
            self.cells.resize(len + len + 3, BORDER);
            self.cells.copy_within(..len, len + 3);
            self.cells[..len + 3].fill(BORDER);
            self.cols = len;
        } else if len != self.cols {
            return Err(len);
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

    /// The finished board (after the last `end_row`).
    pub fn finish(mut self) -> Grid {
        self.cells.resize(self.cells.len() + self.cols + 2, BORDER);
        Grid {
            rows: self.rows,
            cols: self.cols,
            cells: self.cells,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_keeps_the_board_and_masks_stay_in_bounds() {
        for (rows, cols) in [(1, 1), (19, 19), (2, 30), (30, 2), (62, 62)] {
            let plain = Grid::new(rows, cols, b'.');
            let (g, mask) = Grid::padded(rows, cols, b'.');
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
            b.begin_row();
            b.cells().extend_from_slice(row);
            b.end_row().unwrap();
        }
        let g = b.finish();
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
                    b.begin_row();
                    b.cells().extend_from_slice(&row[..rand(cols + 1)]);
                    b.drop_row();
                }
                b.begin_row();
                b.cells().extend_from_slice(row);
                b.end_row().unwrap();
                assert_eq!(b.rows(), r + 1);
            }
            let g = b.finish();
            assert_eq!(g, Grid::from_rows(&board), "{board:?}");
            spare = Some(g);
        }
    }

    #[test]
    fn builder_reports_a_ragged_row() {
        let mut b = GridBuilder::new();
        b.begin_row();
        b.cells().extend_from_slice(b"abc");
        b.end_row().unwrap();
        b.begin_row();
        b.cells().extend_from_slice(b"ab");
        assert_eq!(b.end_row(), Err(2));
    }
}
