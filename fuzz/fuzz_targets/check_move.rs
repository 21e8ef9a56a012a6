//! check-move: the fast solver and the naive one agree on any input, and every
//! error names a position.
#![no_main]

boardsolve_fuzz::fast_vs_naive!(check_move);
