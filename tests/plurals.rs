//! Counts of one read in the singular, in the solvers' and validators'
//! messages as in stress's reports (`1 seed passed`: tests/contest.rs).

use crate::util::run;

#[test]
fn one_row_one_cell_one_move_in_the_singular() {
    run(&["flip-chess", "--format", "plain"], "1 1\n")
        .fails_with("line 2, column 1: input ends after 0 of the 1 row of the 1x1 board");
    run(&["othello-moves"], "1\n")
        .fails_with("line 2, column 1: input ends after 0 of the 1 cell of the 1x1 board");
    let fail = |args: &[&str], input: &str, want: &str| {
        let r = run(args, input);
        assert_eq!(r.status, Some(3), "{}", r.describe());
        assert_eq!(r.stderr, format!("FAIL {want}\n"), "{}", r.describe());
    };
    let plain = ["validate", "flip-chess", "--format", "plain"];
    fail(
        &plain,
        "1 1\n",
        "line 2, column 1: expected row 0 (1 cell), found end of input",
    );
    fail(
        &plain,
        "1 1\n..\n",
        "line 2, column 2: expected end of line after the 1 cell of row 0, found '.'",
    );
    fail(
        &["validate", "othello-moves"],
        "1\n0 \n1\n",
        "line 2, column 2: expected end of line after the 1 cell of row 0, found a trailing space",
    );
    fail(
        &["validate", "go-capture"],
        "1\n1 1\n2 2\n",
        "line 3, column 1: expected end of input after the 1 move, found '2'",
    );
}
