//! The contest kit: generators (and later the checker and stress tester).

pub mod gen;
