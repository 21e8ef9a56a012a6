//! A [`Figure`] as a one-page PDF, what the LaTeX statement includes
//! (pdflatex reads PDF, not SVG): version 1.4, Helvetica, no
//! compression, written by hand since the run-time dependencies stay clap,
//! anyhow and itoa.

use super::{num, Figure, Rgb, Shape, DIGIT_WIDTH};

impl Figure {
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
    use super::super::tests::figure;

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
