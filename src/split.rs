//! Work cut into parts: how a solver has its parts run ([`Split`]). The
//! solvers never start a thread themselves: `par::Threads` runs the parts
//! on threads, and each solver's one-thread path (the one a program that
//! `boardsolve emit` writes runs) is a function of its own.
//!
//! emit: copied into submissions at the file's root; std only, Rust 1.63.

/// Runs the parts of a piece of work.
pub trait Split {
    /// How many parts are worth making: the threads that would run them.
    fn threads(&self) -> usize;

    /// `f(k, part)` for every part `k`, the results in part order.
    fn each_part<W: Send, T: Send>(&self, work: Vec<W>, f: impl Fn(usize, W) -> T + Sync)
        -> Vec<T>;
}
