//! flip_chess's answers as `check` reads them: one count a line.

use crate::kit::check::{Answer, Grammar, Token};

impl Answer for super::FlipChess {
    const GRAMMAR: Grammar = Grammar::Lines {
        token: Token::Int,
        unit: "case",
    };
}
