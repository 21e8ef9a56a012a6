//! Work cut into parts: how a solver has its parts run ([`Split`]), and the
//! one-thread way to run them ([`Serial`]). The solvers never start a
//! thread themselves; `par::Threads` runs the parts on threads, and a
//! program that `boardsolve emit` writes runs them with [`Serial`].

/// Runs the parts of a piece of work.
pub trait Split {
    /// How many parts are worth making: the threads that would run them.
    fn threads(&self) -> usize;

    /// `f(k, part)` for every part `k`, the results in part order.
    fn each_part<W: Send, T: Send>(&self, work: Vec<W>, f: impl Fn(usize, W) -> T + Sync)
        -> Vec<T>;
}

/// Every part in turn, on this thread.
#[derive(Clone, Copy, Debug)]
pub struct Serial;

impl Split for Serial {
    fn threads(&self) -> usize {
        1
    }

    fn each_part<W: Send, T: Send>(
        &self,
        work: Vec<W>,
        f: impl Fn(usize, W) -> T + Sync,
    ) -> Vec<T> {
        work.into_iter().enumerate().map(|(k, w)| f(k, w)).collect()
    }
}
