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

    /// The figure as an SVG file.
    pub fn svg(&self) -> String {
        let l = self.layout();
        let mut s = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
             font-family=\"Helvetica, Arial, sans-serif\">\n",
            w = num(l.width),
            h = num(l.height)
        );
        s.push_str(&format!(
            "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n",
            num(l.width),
            num(l.height)
        ));
        for (title, items) in &l.panels {
            s.push_str(&format!(
                "<g class=\"panel\" data-title=\"{}\">\n",
                xml_escape(title)
            ));
            for item in items {
                // A mark is a group named by what and where it is.
                if let Some((class, r, c)) = item.mark {
                    s.push_str(&format!(
                        "<g class=\"{class}\" data-row=\"{r}\" data-col=\"{c}\">\n"
                    ));
                }
                for shape in &item.shapes {
                    s.push_str(&svg_shape(shape));
                }
                if item.mark.is_some() {
                    s.push_str("</g>\n");
                }
            }
            s.push_str("</g>\n");
        }
        s.push_str("</svg>\n");
        s
    }

    /// The figure as a one-page PDF (1.4, Helvetica, no compression).
    pub fn pdf(&self) -> Vec<u8> {
        let l = self.layout();
        let mut content = String::new();
        for item in l.panels.iter().flat_map(|(_, items)| items) {
            for shape in &item.shapes {
                content.push_str(&pdf_shape(shape, l.height));
            }
        }
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
            format!(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {} {}] \
                 /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
                num(l.width),
                num(l.height)
            ),
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
            format!(
                "<< /Length {} >>\nstream\n{content}endstream",
                content.len()
            ),
        ];
        let mut pdf = String::from("%PDF-1.4\n");
        let mut offsets = Vec::new();
        for (k, body) in objects.iter().enumerate() {
            offsets.push(pdf.len());
            pdf.push_str(&format!("{} 0 obj\n{body}\nendobj\n", k + 1));
        }
        let xref = pdf.len();
        pdf.push_str(&format!(
            "xref\n0 {}\n0000000000 65535 f \n",
            objects.len() + 1
        ));
        for o in offsets {
            // Each entry exactly 20 bytes, as the format requires.
            pdf.push_str(&format!("{o:010} 00000 n \n"));
        }
        pdf.push_str(&format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        ));
        pdf.into_bytes()
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

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn svg_paint(fill: Option<Rgb>, stroke: Option<(Rgb, f64)>) -> String {
    let mut s = format!(" fill=\"{}\"", fill.map_or_else(|| "none".to_string(), hex));
    if let Some((c, w)) = stroke {
        s.push_str(&format!(
            " stroke=\"{}\" stroke-width=\"{}\"",
            hex(c),
            num(w)
        ));
    }
    s
}

fn svg_shape(shape: &Shape) -> String {
    match shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>\n",
            num(*x),
            num(*y),
            num(*w),
            num(*h),
            svg_paint(*fill, *stroke)
        ),
        Shape::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n",
            num(*cx),
            num(*cy),
            num(*r),
            svg_paint(*fill, *stroke)
        ),
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            stroke,
        } => format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>\n",
            num(*x1),
            num(*y1),
            num(*x2),
            num(*y2),
            svg_paint(None, Some(*stroke))
        ),
        Shape::Text {
            x,
            y,
            size,
            text,
            fill,
            centred,
        } => format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{}\"{}>{}</text>\n",
            num(*x),
            num(*y),
            num(*size),
            hex(*fill),
            if *centred {
                " text-anchor=\"middle\""
            } else {
                ""
            },
            xml_escape(text)
        ),
    }
}

/// A colour as PDF's fill (`rg`) or stroke (`RG`) operator.
fn pdf_colour(c: Rgb, op: &str) -> String {
    let f = |v: u8| num(f64::from(v) / 255.0);
    format!("{} {} {} {op}\n", f(c.0), f(c.1), f(c.2))
}

/// The paint operators: `fill`, `stroke`, or both.
fn pdf_paint(fill: Option<Rgb>, stroke: Option<(Rgb, f64)>) -> (String, &'static str) {
    let mut s = String::new();
    if let Some(c) = fill {
        s.push_str(&pdf_colour(c, "rg"));
    }
    if let Some((c, w)) = stroke {
        s.push_str(&pdf_colour(c, "RG"));
        s.push_str(&format!("{} w\n", num(w)));
    }
    let op = match (fill.is_some(), stroke.is_some()) {
        (true, true) => "B",
        (true, false) => "f",
        _ => "S",
    };
    (s, op)
}

/// One shape as PDF content; `height` flips y (PDF's runs up).
fn pdf_shape(shape: &Shape, height: f64) -> String {
    let y = |v: f64| num(height - v);
    match shape {
        Shape::Rect {
            x,
            y: top,
            w,
            h,
            fill,
            stroke,
        } => {
            let (paint, op) = pdf_paint(*fill, *stroke);
            format!(
                "{paint}{} {} {} {} re {op}\n",
                num(*x),
                y(top + h),
                num(*w),
                num(*h)
            )
        }
        Shape::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => {
            // Four Bézier quarters; 0.5523 puts their middles on the circle.
            let k = r * 0.5523;
            let (paint, op) = pdf_paint(*fill, *stroke);
            let p = |dx: f64, dy: f64| format!("{} {}", num(cx + dx), y(cy + dy));
            format!(
                "{paint}{} m\n{} {} {} c\n{} {} {} c\n{} {} {} c\n{} {} {} c\n{op}\n",
                p(*r, 0.0),
                p(*r, k),
                p(k, *r),
                p(0.0, *r),
                p(-k, *r),
                p(-r, k),
                p(-r, 0.0),
                p(-r, -k),
                p(-k, -r),
                p(0.0, -r),
                p(k, -r),
                p(*r, -k),
                p(*r, 0.0),
            )
        }
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            stroke,
        } => {
            let (paint, _) = pdf_paint(None, Some(*stroke));
            format!(
                "{paint}{} {} m {} {} l S\n",
                num(*x1),
                y(*y1),
                num(*x2),
                y(*y2)
            )
        }
        Shape::Text {
            x,
            y: base,
            size,
            text,
            fill,
            centred,
        } => {
            let start = match centred {
                true => {
                    debug_assert!(text.bytes().all(|b| b.is_ascii_digit()), "{text}");
                    x - DIGIT_WIDTH * size * text.len() as f64 / 2.0
                }
                false => *x,
            };
            let escaped: String = text
                .chars()
                .flat_map(|c| match c {
                    '(' | ')' | '\\' => vec!['\\', c],
                    c => vec![c],
                })
                .collect();
            format!(
                "{}BT /F1 {} Tf {} {} Td ({escaped}) Tj ET\n",
                pdf_colour(*fill, "rg"),
                num(*size),
                num(start),
                y(*base)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figure() -> Figure {
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

    /// Each mark is named once, where the problem numbers its cell, in
    /// its panel; the fill comes before the ruling and the number after.
    #[test]
    fn svg_names_every_mark_where_it_is() {
        let svg = figure().svg();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let panels: Vec<_> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("panel"))
            .collect();
        assert_eq!(panels.len(), 2);
        assert_eq!(panels[0].attribute("data-title"), Some("before (1 & 2)"));
        // (class, row, column, the text in it) of each mark.
        let marks = |panel: roxmltree::Node| -> Vec<String> {
            panel
                .children()
                .filter_map(|n| {
                    let text: String = n
                        .descendants()
                        .filter(|t| t.is_text())
                        .map(|t| t.text().unwrap().trim())
                        .collect();
                    Some(format!(
                        "{} {} {} {text}",
                        n.attribute("class")?,
                        n.attribute("data-row")?,
                        n.attribute("data-col")?,
                    ))
                })
                .collect()
        };
        assert_eq!(
            marks(panels[0]),
            ["cell 1 2 ", "black 0 1 ", "number 1 2 3"]
        );
        assert_eq!(marks(panels[1]), ["white 3 1 12", "removed 3 1 "]);
        // The removed mark's two strokes are one group.
        let removed = panels[1]
            .children()
            .find(|n| n.attribute("class") == Some("removed"))
            .unwrap();
        assert_eq!(
            removed
                .children()
                .filter(|n| n.has_tag_name("line"))
                .count(),
            2
        );
        // The first panel as wide as its title (14 letters of 5.6 points,
        // past its 3 cells of 20), the second its 3 cells; labels of 14,
        // a gap of 16 and margins of 4.
        assert_eq!(doc.root_element().attribute("width"), Some("190.4"));
        assert_eq!(
            figure().width(),
            4.0 + 14.0 + 78.4 + 16.0 + 14.0 + 60.0 + 4.0
        );
    }

    /// The PDF's cross-reference table points at each object, and the
    /// trailer at the table.
    #[test]
    fn pdf_cross_references_hold() {
        let pdf = figure().pdf();
        let text = String::from_utf8(pdf.clone()).unwrap();
        assert!(text.starts_with("%PDF-1.4\n"));
        assert!(text.ends_with("%%EOF\n"));
        let start: usize = text
            .rsplit("startxref\n")
            .next()
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(text[start..].starts_with("xref\n0 6\n"));
        let table = &text[start + "xref\n0 6\n".len()..];
        for (k, entry) in table.as_bytes().chunks(20).take(6).enumerate() {
            let entry = std::str::from_utf8(entry).unwrap();
            assert!(entry.ends_with(" \n"), "{entry:?}");
            if k > 0 {
                let at: usize = entry[..10].parse().unwrap();
                assert!(text[at..].starts_with(&format!("{k} 0 obj\n")), "{k}");
            }
        }
        let length: usize = text
            .split("/Length ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let stream = &text[text.find("stream\n").unwrap() + "stream\n".len()..];
        assert!(stream[length..].starts_with("endstream\n"));
        let stream = &stream[..length];
        // Two stones, each a closed path of four curves; the number 3 and
        // the second panel's labels of row 3 and column 3.
        assert_eq!(stream.matches(" c\n").count(), 8);
        assert_eq!(stream.matches("(3) Tj").count(), 3);
        assert_eq!(stream.matches("(12) Tj").count(), 1);
        assert_eq!(figure().pdf(), pdf);
    }
}
