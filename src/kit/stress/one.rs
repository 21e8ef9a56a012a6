//! `stress --input FILE`: the user's own testcases, run one by one, as
//! LeetCode's Run button runs them. The file is read as boardsolve reads
//! an input (LeetCode's testcase box with labels and single quotes, the
//! plain format, an example section pasted from the problem's page), and
//! each case is written as the run's program reads it (the harness:
//! LeetCode's canonical lines) and run alone, under the same limits as a
//! seed's (the time limit derived past the judge's figure). Each case's
//! report shows its input, boardsolve's answer, what the program returned
//! (a whole program: its output) and what it printed apart from that.

use super::judge::{Failure, Judged};
use super::report::{block, printed_block, stderr_block};
use super::{size_of, Ctx, Error, Status};
use crate::cases::Format;
use crate::kit::gen::Knobs;
use crate::kit::shrink::{count, Input};
use crate::kit::{solve, Definition};
use crate::page;

/// The testcases of `text` (`stress --input`'s bytes, read as
/// boardsolve reads an input on the board side `knobs` gives), each
/// written in `format` as the run's program reads it. Checked whole
/// before anything is compiled or run: an error is [`Error::Input`] with
/// where in `text` (its line and column, as `boardsolve P` reading the
/// file says it; a pasted page's once its examples are taken out) and
/// what is wrong, not a fault of the one case that holds it.
pub fn testcases<P: Definition>(
    text: &[u8],
    knobs: &Knobs,
    format: Format,
) -> Result<Vec<Vec<u8>>, Error> {
    let size = size_of::<P>(knobs);
    let mut text = text.to_vec();
    if page::is_page(&text) {
        // The page's own answers are not judged: boardsolve's are.
        page::unpaste(&mut text);
    }
    let input = <P::Input as Input>::parse(&text, size).map_err(|e| Error::Input(e.to_string()))?;
    // The rules (a move off the board, a cell no judge gives) are the
    // solver's to check: once, on the whole text, where its positions are
    // the file's.
    solve::<P>(&text, size).map_err(|e| Error::Input(e.to_string()))?;
    Ok(input.each_case(format))
}

impl<P: Definition> Ctx<'_, P> {
    /// Runs `cases` (see [`testcases`]) one by one and reports each:
    /// status 0 when every answer is accepted, 1 when not. An error: the
    /// program cannot start.
    pub(super) fn run_input(&self, cases: &[Vec<u8>]) -> Result<Status, Error> {
        let (run, report) = (&self.run, &self.report);
        let returned = match run.s.answers {
            Some(_) => "returned",
            None => "output",
        };
        let mut accepted = 0;
        for (k, case) in cases.iter().enumerate() {
            let k = k + 1;
            let size = run.size();
            let mut w = match run.judge(case.clone(), true, None, &|| run.stopped())? {
                Judged::Cancelled => break,
                Judged::Passed {
                    time,
                    answer,
                    printed,
                    over,
                    ..
                } => {
                    accepted += 1;
                    let over = match over {
                        Some(limit) => format!(
                            ": over the judge's {} s on this machine, within the {:.2} s derived for it",
                            run.s.judge.time.as_secs_f64(),
                            limit.time.as_secs_f64()
                        ),
                        None => String::new(),
                    };
                    let mut w = format!(
                        "testcase {k}: accepted ({:.2} s{over})\n",
                        time.as_secs_f64()
                    );
                    w += &block("input", case);
                    w += &block(
                        "expected (boardsolve's answer)",
                        &solve::<P>(case, size).unwrap_or_default(),
                    );
                    w += &block(returned, &answer);
                    w += &printed_block(&printed);
                    w
                }
                Judged::Failed(found) => {
                    let verdict = run.describe(&found);
                    let mut w = format!("testcase {k}: {verdict}\n");
                    w += &block("input", case);
                    w += &block("expected (boardsolve's answer)", found.expected::<P>(size));
                    w += &block(returned, &found.stdout);
                    if let Failure::Crashed { stderr, .. } = &found.failure {
                        w += &stderr_block(stderr);
                    }
                    w += &printed_block(&found.printed);
                    w
                }
            };
            w.push('\n');
            report.say(&w);
        }
        if let Some(i) = run.interrupted() {
            report.say(&format!(
                "interrupted by {}: {} of {} accepted\n",
                i.name(),
                accepted,
                count(cases.len(), "testcase")
            ));
            return Ok(Status::Interrupted(i));
        }
        let all = cases.len();
        report.say(&format!(
            "{accepted} of {} accepted\n",
            count(all, "testcase")
        ));
        Ok(match accepted == all {
            true => Status::Passed,
            false => Status::Failed,
        })
    }
}
