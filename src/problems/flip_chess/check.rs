//! flip_chess's answers as `check` reads them: one count a line.

use crate::kit::check::{Answer, Grammar, Token};

impl Answer for super::FlipChess {
    const GRAMMAR: Grammar = Grammar::Lines {
        token: Token::Int,
        unit: "case",
    };
}

#[cfg(test)]
mod tests {
    use crate::kit::check::testing::verdict;
    use crate::problems::Problem;

    /// Answers 10 and 2: the answer the kit's own tests judge as counts, a
    /// case a line.
    const TEN: &str = "[\"XOOOOOOOOOO.\"]\n[\".X.\",\".O.\",\"XO.\"]\n";

    #[test]
    fn counts_are_read_a_case_a_line() {
        assert_eq!(verdict(Problem::FlipChess, TEN, "10\r\n2"), "ok: 2 cases");
        assert_eq!(
            verdict(Problem::FlipChess, TEN, "1 0\n2\n"),
            "wrong answer: case 1 (output line 1): expected \"10\", found \"1\""
        );
    }
}
