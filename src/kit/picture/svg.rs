//! A [`Figure`] as SVG, what the Markdown statement shows: every mark a
//! group named by what it is (`class`) and where (`data-row`,
//! `data-col`), so a test reads the picture back.

use super::{num, Figure, Rgb, Shape};

impl Figure {
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

#[cfg(test)]
mod tests {
    use super::super::tests::figure;

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
}
