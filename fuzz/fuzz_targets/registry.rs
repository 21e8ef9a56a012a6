//! Every problem of the registry: the first byte picks the problem, the
//! second its `--size` (if it has one), the rest is its input; the fast
//! solver and the naive one agree on it, and every error names a position
//! (see `boardsolve_fuzz::check`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardsolve_fuzz::check(data));
