//! go_capture's answers as `check` reads them: the captured counts `b w`
//! after each move, a line each.

use crate::kit::check::{Answer, Grammar, Token};

impl Answer for super::GoCapture {
    const GRAMMAR: Grammar = Grammar::Lines {
        token: Token::Int,
        unit: "move",
    };
}
