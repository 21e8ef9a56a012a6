//! check_move's answers as `check` reads them: `true` or `false` a line.

use crate::kit::check::{Answer, Grammar, Token};

impl Answer for super::CheckMove {
    const GRAMMAR: Grammar = Grammar::Lines {
        token: Token::Bool,
        unit: "case",
    };
}
