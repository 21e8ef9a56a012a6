//! check_move's answers as `check` reads them: `true` or `false` a line.

use crate::kit::check::{Answer, Grammar, Token};

impl Answer for super::CheckMove {
    const GRAMMAR: Grammar = Grammar::Lines {
        token: Token::Bool,
        unit: "case",
    };
}

#[cfg(test)]
mod tests {
    use crate::kit::check::testing::verdict;
    use crate::problems::Problem;

    #[test]
    fn answers_are_read_as_true_or_false_a_case_a_line() {
        let move_input = "[[\".\",\"W\",\"B\"]], 0, 0, \"B\"\n";
        assert_eq!(
            verdict(Problem::CheckMove, move_input, " true \n"),
            "ok: 1 case"
        );
        assert_eq!(
            verdict(Problem::CheckMove, move_input, "t r u e\n"),
            "wrong output format: case 1 (output line 1): expected true or false, found \"t\""
        );
        assert_eq!(
            verdict(Problem::CheckMove, move_input, "True\n"),
            "wrong output format: case 1 (output line 1): expected true or false, found \"True\""
        );
    }
}
