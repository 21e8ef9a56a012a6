//! The board: flat storage, rows between border bytes, no border rows (a
//! column is stored as one). Cell (r, c) is at `base + r * stride + c`; a
//! step off the top or bottom leaves the storage, [`BORDER`] to [`at`].
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

/// The sentinel byte around the board.
pub const BORDER: u8 = 0;

/// The byte at `i`, [`BORDER`] past the ends.
#[inline]
pub fn at(cells: &[u8], i: usize) -> u8 {
    cells.get(i).copied().unwrap_or(BORDER)
}

/// A rows x cols board of bytes with a sentinel border.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    stride: usize,
    /// Index of cell (0, 0).
    base: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// A board of `rows` x `cols` cells, all `fill`.
    pub fn new(rows: usize, cols: usize, fill: u8) -> Grid {
        let mut b = GridBuilder::new();
        for _ in 0..rows {
            b.begin_row();
            b.cells.resize(b.cells.len() + cols, fill);
            let _ = b.end_row();
        }
        b.finish()
    }

    /// [`Grid::new`] with border rows too, padded by border bytes to a
    /// power of two; also returns that length minus one. An index masked
    /// with it is always in bounds: a hot loop that masks pays no bounds
    /// checks (the go engine). The padding is never written.
    pub fn padded(rows: usize, cols: usize, fill: u8) -> (Grid, usize) {
        let stride = cols + 2;
        let len = ((rows + 2) * stride).next_power_of_two();
        let mut cells = vec![BORDER; len];
        for r in 1..=rows {
            cells[r * stride + 1..][..cols].fill(fill);
        }
        let base = stride + 1;
        (
            Grid {
                rows,
                cols,
                stride,
                base,
                cells,
            },
            len - 1,
        )
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
        self.stride
    }

    /// The storage as rows between border bytes: how many, of how many
    /// cells (a column is stored as the row it transposes to).
    pub fn bordered_rows(&self) -> (usize, usize) {
        match self.stride {
            1 => (1, self.rows),
            _ => (self.rows, self.cols),
        }
    }

    /// Index of cell (r, c), both 0-based.
    #[inline]
    pub fn index(&self, r: usize, c: usize) -> usize {
        self.base + r * self.stride + c
    }

    /// (row, column) of the cell at index `i`.
    #[inline]
    pub fn coords(&self, i: usize) -> (usize, usize) {
        let k = i - self.base;
        (k / self.stride, k % self.stride)
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

    /// A column: no border bytes between its cells.
    fn column(&self) -> bool {
        self.rows > 0 && self.cols == 1
    }

    /// Starts a row; its cells go to [`GridBuilder::cells`].
    pub fn begin_row(&mut self) {
        if !self.column() {
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
            self.cols = len;
        } else if len != self.cols {
            return Err(len);
        }
        self.rows += 1;
        if !self.column() {
            self.cells.push(BORDER);
        }
        Ok(())
    }

    /// Abandons the row under construction, as if it was never begun.
    pub fn drop_row(&mut self) {
        let border = usize::from(!self.column());
        self.cells.truncate(self.row_start - border);
    }

    /// The finished board (after the last `end_row`).
    pub fn finish(mut self) -> Grid {
        if self.column() {
            self.cells.push(BORDER);
        }
        Grid {
            rows: self.rows,
            cols: self.cols,
            stride: if self.cols == 1 { 1 } else { self.cols + 2 },
            base: 1,
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
            assert_eq!((g.rows(), g.cols()), (rows, cols));
            for r in 0..rows {
                assert_eq!(g.row(r), plain.row(r));
            }
            // Whole border rows: a step from any cell stays in the storage.
            let (first, last) = (g.index(0, 0), g.index(rows - 1, cols - 1));
            assert!(first > g.stride() && last + g.stride() < g.cells().len());
            let cells = g.interior().filter(|&i| g.cells()[i] == b'.').count();
            assert_eq!(cells, rows * cols);
            assert_eq!(g.coords(last), (rows - 1, cols - 1));
        }
    }

    /// The builder lays out a board as `new` does, in a byte a cell and two
    /// a row: a long row or a long column costs its cells and two bytes.
    #[test]
    fn builder_lays_out_the_same_storage_as_new() {
        for (rows, cols, len) in [(3, 2, 12), (1, 5, 7), (5, 1, 7), (1, 1, 3), (2, 3, 10)] {
            let mut b = GridBuilder::new();
            for _ in 0..rows {
                b.begin_row();
                b.cells().extend(std::iter::repeat_n(b'x', cols));
                b.end_row().unwrap();
            }
            let g = b.finish();
            assert_eq!(g, Grid::new(rows, cols, b'x'), "{rows}x{cols}");
            assert_eq!(g.cells().len(), len, "{rows}x{cols}");
            assert_eq!(g.coords(g.index(rows - 1, cols - 1)), (rows - 1, cols - 1));
        }
        let g = Grid::from_rows(&[b"ab", b"cd", b"ef"]);
        assert_eq!(g.cells()[g.index(1, 1)], b'd');
        assert_eq!(g.coords(g.index(2, 0)), (2, 0));
        let g = Grid::from_rows(&[b"a", b"b", b"c"]);
        assert_eq!((g.row(1), g.cells()), (&b"b"[..], &b"\0abc\0"[..]));
        assert_eq!(g.bordered_rows(), (1, 3));
    }

    /// Builders reusing the previous board's storage, through boards of
    /// changing widths and rows dropped before they ended, lay out every
    /// board exactly as a fresh one.
    #[test]
    fn reused_builders_match_fresh_boards() {
        let mut rng = crate::rng::Rng::new(0x5DEE_CE66_D1CE_4E5B);
        let mut rand = move |n: usize| rng.below(n as u64) as usize;
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
