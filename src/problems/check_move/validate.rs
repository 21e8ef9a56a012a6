//! check-move as `validate` checks it: the layout in `layout.rs`.

use crate::kit::validate::Validate;

impl Validate for super::CheckMove {
    const LAYOUT: &'static str = include_str!("layout.rs");

    fn layout(l: &mut crate::layout::Layout, f: crate::layout::Format) -> crate::kit::validate::Step {
        super::layout::layout(l, f)
    }
}
