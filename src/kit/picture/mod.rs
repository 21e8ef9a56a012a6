//! Pictures of a sample for a package's statement: a [`Figure`] is a row
//! of board [`Panel`]s that a problem draws from its own sample (its
//! `package.rs`), written as SVG (what the Markdown statement shows) and
//! as PDF (what the LaTeX statement includes: pdflatex reads PDF, not
//! SVG, and problemtools' HTML turns the PDF into PNG with Ghostscript).
//!
//! Both files come from one list of shapes, so they show the same thing,
//! and both are the same bytes for the same figure: no dates, no ids,
//! numbers written with two decimals at most. In the SVG every mark names
//! what it is (`class`) and where (`data-row`, `data-col`, the problem's
//! own numbering), so a test reads the picture back.

mod pdf;
mod svg;

use crate::grid::Grid;

/// A colour, red green blue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const INK: Rgb = Rgb(0, 0, 0);
pub const PAPER: Rgb = Rgb(255, 255, 255);
pub const RED: Rgb = Rgb(204, 0, 0);
/// Green baize, a board of squares.
pub const FELT: Rgb = Rgb(46, 139, 87);

/// How a panel's board is ruled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// Squares: marks sit in the cells.
    Cells,
    /// Lines, as a Go board's: marks sit on the points where they cross. The panel
    /// may be a window of a larger board: a side that is not the board's
    /// edge lets its lines run out to the panel's border.
    Points {
        top: bool,
        bottom: bool,
        left: bool,
        right: bool,
    },
}

/// What is drawn at a cell (or point), over what was drawn before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The cell's background (`Cells` only), class `cell`.
    Fill(Rgb),
    /// A black stone, class `black`, with an optional number on it.
    Black(Option<u64>),
    /// A white stone, class `white`.
    White(Option<u64>),
    /// A stone just removed: a red cross, class `removed`.
    Removed,
    /// What the sample plays or clicks: a red ring, class `ring`.
    Ring,
    /// A legal move: a small dot, class `dot`.
    Dot,
    /// A mine, class `mine`.
    Mine,
    /// A number, class `number` (its text is the number).
    Number(u64),
}

impl Mark {
    /// The SVG class, which names the mark for a reader of the file.
    fn class(&self) -> &'static str {
        match self {
            Mark::Fill(_) => "cell",
            Mark::Black(_) => "black",
            Mark::White(_) => "white",
            Mark::Removed => "removed",
            Mark::Ring => "ring",
            Mark::Dot => "dot",
            Mark::Mine => "mine",
            Mark::Number(_) => "number",
        }
    }
}

/// One board.
#[derive(Clone, Debug)]
pub struct Panel {
    /// Written under the board (`after move 8`).
    pub title: String,
    pub rows: usize,
    pub cols: usize,
    /// The problem's number of the panel's first row and column (0 or 1,
    /// or more for a window): the labels along the sides.
    pub first: (u64, u64),
    pub ruling: Ruling,
    pub background: Rgb,
    /// `(row, col, mark)`, `row < rows`, `col < cols`, drawn in order.
    pub marks: Vec<(usize, usize, Mark)>,
}

/// Panels side by side.
#[derive(Clone, Debug)]
pub struct Figure {
    pub panels: Vec<Panel>,
}

/// A cell's side, in points (1/72 inch).
const CELL: f64 = 20.0;
/// Room for the row and column labels.
const LABEL: f64 = 14.0;
/// Room for a panel's title, under it.
const TITLE: f64 = 18.0;
/// Between panels, and around the figure.
const GAP: f64 = 16.0;
const MARGIN: f64 = 4.0;
const LABEL_SIZE: f64 = 8.0;
const TITLE_SIZE: f64 = 10.0;
/// Helvetica's digits are all this wide (per point of size), which is how
/// the PDF centres a number without a font's metrics.
const DIGIT_WIDTH: f64 = 0.556;
/// More than Helvetica's average letter (per point of size): a panel is
/// at least as wide as this says its title is, so titles do not meet.
const LETTER_WIDTH: f64 = 0.56;

/// A shape in figure coordinates (points, y down).
#[derive(Clone, Debug, PartialEq)]
enum Shape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
    },
    Circle {
        cx: f64,
        cy: f64,
        r: f64,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f64)>,
    },
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        stroke: (Rgb, f64),
    },
    /// `centred` text is digits only (see [`DIGIT_WIDTH`]); the rest
    /// starts at `x`. `y` is the baseline.
    Text {
        x: f64,
        y: f64,
        size: f64,
        text: String,
        fill: Rgb,
        centred: bool,
    },
}

/// A shape, or a mark's shapes with what and where the mark is.
struct Item {
    shapes: Vec<Shape>,
    mark: Option<(&'static str, u64, u64)>,
}

/// The figure laid out: its size and its shapes, panel by panel.
struct Layout {
    width: f64,
    height: f64,
    panels: Vec<(String, Vec<Item>)>,
}

impl Panel {
    /// A whole `rows` x `cols` board of ruled cells, numbered from 0, on
    /// `background`: a board problem's panel.
    pub fn cells(
        title: &str,
        (rows, cols): (usize, usize),
        background: Rgb,
        marks: Vec<(usize, usize, Mark)>,
    ) -> Panel {
        Panel {
            title: title.to_string(),
            rows,
            cols,
            first: (0, 0),
            ruling: Ruling::Cells,
            background,
            marks,
        }
    }

    /// [`Panel::cells`] of board `g`, each cell marked as `mark` says
    /// from its index in `g` and its byte.
    pub fn board<I: IntoIterator<Item = Mark>>(
        title: &str,
        g: &Grid,
        background: Rgb,
        mut mark: impl FnMut(usize, u8) -> I,
    ) -> Panel {
        let mut marks = Vec::new();
        for r in 0..g.rows() {
            for c in 0..g.cols() {
                let cell = mark(g.index(r, c), g.row(r)[c]);
                marks.extend(cell.into_iter().map(|m| (r, c, m)));
            }
        }
        Panel::cells(title, (g.rows(), g.cols()), background, marks)
    }

    fn width(&self) -> f64 {
        let title = LETTER_WIDTH * TITLE_SIZE * self.title.chars().count() as f64;
        (LABEL + self.cols as f64 * CELL).max(LABEL + title)
    }

    fn height(&self) -> f64 {
        LABEL + self.rows as f64 * CELL + TITLE
    }

    /// The panel's shapes, its top left corner at `(x0, y0)`.
    fn shapes(&self, x0: f64, y0: f64) -> Vec<Item> {
        let (bx, by) = (x0 + LABEL, y0 + LABEL);
        let (w, h) = (self.cols as f64 * CELL, self.rows as f64 * CELL);
        let centre =
            |r: usize, c: usize| (bx + (c as f64 + 0.5) * CELL, by + (r as f64 + 0.5) * CELL);
        let plain = |shape| Item {
            shapes: vec![shape],
            mark: None,
        };
        let thin = (INK, 0.6);
        let mut items = vec![plain(Shape::Rect {
            x: bx,
            y: by,
            w,
            h,
            fill: Some(self.background),
            stroke: None,
        })];
        let ruling = match self.ruling {
            Ruling::Cells => {
                let mut lines: Vec<Shape> = (1..self.rows)
                    .map(|r| {
                        let y = by + r as f64 * CELL;
                        Shape::Line {
                            x1: bx,
                            y1: y,
                            x2: bx + w,
                            y2: y,
                            stroke: thin,
                        }
                    })
                    .collect();
                lines.extend((1..self.cols).map(|c| {
                    let x = bx + c as f64 * CELL;
                    Shape::Line {
                        x1: x,
                        y1: by,
                        x2: x,
                        y2: by + h,
                        stroke: thin,
                    }
                }));
                lines.push(Shape::Rect {
                    x: bx,
                    y: by,
                    w,
                    h,
                    fill: None,
                    stroke: Some((INK, 1.2)),
                });
                lines
            }
            Ruling::Points {
                top,
                bottom,
                left,
                right,
            } => {
                let half = CELL / 2.0;
                let (x1, x2) = (
                    if left { bx + half } else { bx },
                    if right { bx + w - half } else { bx + w },
                );
                let (y1, y2) = (
                    if top { by + half } else { by },
                    if bottom { by + h - half } else { by + h },
                );
                let edge = |on: bool| if on { (INK, 1.2) } else { thin };
                let mut lines: Vec<Shape> = (0..self.rows)
                    .map(|r| {
                        let y = by + (r as f64 + 0.5) * CELL;
                        let on = (r == 0 && top) || (r + 1 == self.rows && bottom);
                        Shape::Line {
                            x1,
                            y1: y,
                            x2,
                            y2: y,
                            stroke: edge(on),
                        }
                    })
                    .collect();
                lines.extend((0..self.cols).map(|c| {
                    let x = bx + (c as f64 + 0.5) * CELL;
                    let on = (c == 0 && left) || (c + 1 == self.cols && right);
                    Shape::Line {
                        x1: x,
                        y1,
                        x2: x,
                        y2,
                        stroke: edge(on),
                    }
                }));
                lines
            }
        };
        // The fills, then the ruling over them, then the other marks.
        let (fills, marks): (Vec<_>, Vec<_>) = self
            .marks
            .iter()
            .partition(|(_, _, m)| matches!(m, Mark::Fill(_)));
        let put = |items: &mut Vec<Item>, marks: Vec<&(usize, usize, Mark)>| {
            for (r, c, m) in marks {
                let (cx, cy) = centre(*r, *c);
                let at = (self.first.0 + *r as u64, self.first.1 + *c as u64);
                items.push(Item {
                    shapes: mark_shapes(m, cx, cy),
                    mark: Some((m.class(), at.0, at.1)),
                });
            }
        };
        put(&mut items, fills);
        items.extend(ruling.into_iter().map(plain));
        put(&mut items, marks);
        let label = |x, y, n: u64| {
            plain(Shape::Text {
                x,
                y,
                size: LABEL_SIZE,
                text: n.to_string(),
                fill: INK,
                centred: true,
            })
        };
        for c in 0..self.cols {
            let (cx, _) = centre(0, c);
            items.push(label(cx, y0 + LABEL - 4.0, self.first.1 + c as u64));
        }
        for r in 0..self.rows {
            let (_, cy) = centre(r, 0);
            items.push(label(x0 + LABEL / 2.0, cy + 3.0, self.first.0 + r as u64));
        }
        items.push(plain(Shape::Text {
            x: bx,
            y: by + h + TITLE - 5.0,
            size: TITLE_SIZE,
            text: self.title.clone(),
            fill: INK,
            centred: false,
        }));
        items
    }
}

/// The shapes of mark `m` centred at `(cx, cy)`.
fn mark_shapes(m: &Mark, cx: f64, cy: f64) -> Vec<Shape> {
    let half = CELL / 2.0;
    let number = |n: u64, fill, size| Shape::Text {
        x: cx,
        y: cy + size * 0.36,
        size,
        text: n.to_string(),
        fill,
        centred: true,
    };
    let stone = |fill, rim, label: &Option<u64>, ink| {
        let mut s = vec![Shape::Circle {
            cx,
            cy,
            r: half * 0.86,
            fill: Some(fill),
            stroke: Some((rim, 0.8)),
        }];
        if let Some(n) = label {
            let size = if *n < 10 { 9.0 } else { 7.5 };
            s.push(number(*n, ink, size));
        }
        s
    };
    match m {
        Mark::Fill(colour) => vec![Shape::Rect {
            x: cx - half,
            y: cy - half,
            w: CELL,
            h: CELL,
            fill: Some(*colour),
            stroke: None,
        }],
        Mark::Black(label) => stone(INK, INK, label, PAPER),
        Mark::White(label) => stone(PAPER, INK, label, INK),
        Mark::Removed => {
            let d = half * 0.55;
            let line = |dx: f64| Shape::Line {
                x1: cx - d,
                y1: cy - dx,
                x2: cx + d,
                y2: cy + dx,
                stroke: (RED, 2.0),
            };
            vec![line(d), line(-d)]
        }
        Mark::Ring => vec![Shape::Circle {
            cx,
            cy,
            r: half * 0.9,
            fill: None,
            stroke: Some((RED, 2.0)),
        }],
        Mark::Dot => vec![Shape::Circle {
            cx,
            cy,
            r: half * 0.3,
            fill: Some(INK),
            stroke: None,
        }],
        Mark::Mine => vec![Shape::Circle {
            cx,
            cy,
            r: half * 0.5,
            fill: Some(INK),
            stroke: None,
        }],
        Mark::Number(n) => vec![number(*n, INK, 11.0)],
    }
}

impl Figure {
    fn layout(&self) -> Layout {
        let mut x = MARGIN;
        let mut panels = Vec::new();
        let mut height: f64 = 0.0;
        for p in &self.panels {
            panels.push((p.title.clone(), p.shapes(x, MARGIN)));
            x += p.width() + GAP;
            height = height.max(p.height());
        }
        Layout {
            width: x - GAP + MARGIN,
            height: height + 2.0 * MARGIN,
            panels,
        }
    }

    /// The figure's width in points (the PDF's, and the SVG's in pixels).
    pub fn width(&self) -> f64 {
        self.layout().width
    }
}

/// A length with at most two decimals, and none when whole: the same
/// figure always writes the same text.
fn num(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    match s {
        "-0" => "0".to_string(),
        s => s.to_string(),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A figure with a mark of every kind, for the writers' tests.
    pub(super) fn figure() -> Figure {
        Figure {
            panels: vec![
                Panel {
                    title: "before (1 & 2)".into(),
                    rows: 2,
                    cols: 3,
                    first: (0, 0),
                    ruling: Ruling::Cells,
                    background: FELT,
                    marks: vec![
                        (0, 1, Mark::Black(None)),
                        (1, 2, Mark::Fill(Rgb(238, 238, 238))),
                        (1, 2, Mark::Number(3)),
                    ],
                },
                Panel {
                    title: "after".into(),
                    rows: 3,
                    cols: 3,
                    first: (1, 1),
                    ruling: Ruling::Points {
                        top: true,
                        bottom: false,
                        left: true,
                        right: false,
                    },
                    background: Rgb(220, 179, 92),
                    marks: vec![(2, 0, Mark::White(Some(12))), (2, 0, Mark::Removed)],
                },
            ],
        }
    }

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(num(20.0), "20");
        assert_eq!(num(0.5), "0.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
    }
}
