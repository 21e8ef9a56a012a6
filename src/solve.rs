//! What every problem provides to the command line and the kit: its names
//! and its solvers.

/// A problem's solvers and the names it is called by.
pub trait Solve {
    /// The subcommand name (`go-capture`): also the fixtures' folder.
    const NAME: &'static str;
    /// The subcommand's visible alias (`p10864`).
    const ALIAS: &'static str;
    /// The board side `--size` sets, if the problem has one.
    const SIDES: Option<Sides> = None;
}

/// A board side the user may choose (`--size`), for a problem that has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    /// The side the judge plays on (the default).
    pub judge: usize,
    /// The largest side boardsolve takes.
    pub max: usize,
}
