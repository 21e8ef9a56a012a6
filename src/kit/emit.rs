//! `boardsolve emit`: one std-only Rust source file a judge accepts, made
//! from the library's own modules (compiled into the binary with
//! `include_str!`), so every fix and speed-up reaches the submission.
//!
//! Each module a problem needs becomes `mod name { ... }` at the crate root
//! (so `crate::` paths keep working), without its tests and comments; the
//! `itoa` crate is replaced by a few local lines. `--judge stdin` adds a
//! `main` that reads the judge's input; `--judge leetcode` adds LeetCode's
//! `impl Solution`, and `--with-harness` a `struct Solution` and a `main`
//! that reads testcases from stdin, so the file also runs locally.

use crate::kit::gen::Problem;

/// How the file is submitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// A program with `main` reading the judge's stdin (Luogu, Codeforces).
    Stdin,
    /// LeetCode's `impl Solution` signatures.
    Leetcode,
}

/// The library modules, as their source files.
const ERROR: &str = include_str!("../error.rs");
const SCAN: &str = include_str!("../scan.rs");
const OUT: &str = include_str!("../out.rs");
const PAR: &str = include_str!("../par.rs");
const GRID: &str = include_str!("../grid.rs");
const DIR: &str = include_str!("../dir.rs");
const DRAW: &str = include_str!("../split.rs");
const CASES: &str = include_str!("../cases.rs");
const FLIP_CHESS: &str = include_str!("../problems/flip_chess.rs");
const CHECK_MOVE: &str = include_str!("../problems/check_move.rs");
const MINESWEEPER: &str = include_str!("../problems/minesweeper.rs");
const GO_CAPTURE: &str = include_str!("../problems/go_capture.rs");
const OTHELLO_MOVES: &str = include_str!("../problems/othello_moves.rs");

/// Stands in for the `itoa` crate: the same `Buffer::new().format(n)`.
const ITOA: &str = r#"#[forbid(unsafe_code)]
mod itoa {
    pub struct Buffer([u8; 20]);
    pub trait Integer {
        fn split(self) -> (bool, u64);
    }
    impl Integer for u64 {
        fn split(self) -> (bool, u64) {
            (false, self)
        }
    }
    impl Integer for usize {
        fn split(self) -> (bool, u64) {
            (false, self as u64)
        }
    }
    impl Integer for i64 {
        fn split(self) -> (bool, u64) {
            (self < 0, self.unsigned_abs())
        }
    }
    impl Buffer {
        pub fn new() -> Buffer {
            Buffer([0; 20])
        }
        pub fn format<I: Integer>(&mut self, i: I) -> &str {
            let (negative, mut v) = i.split();
            let mut k = 20;
            loop {
                k -= 1;
                self.0[k] = b'0' + (v % 10) as u8;
                v /= 10;
                if v == 0 {
                    break;
                }
            }
            if negative {
                k -= 1;
                self.0[k] = b'-';
            }
            std::str::from_utf8(&self.0[k..]).unwrap_or("")
        }
    }
}
"#;

/// The problem's module: (name, source).
fn problem_module(p: Problem) -> (&'static str, &'static str) {
    match p {
        Problem::FlipChess => ("flip_chess", FLIP_CHESS),
        Problem::CheckMove => ("check_move", CHECK_MOVE),
        Problem::Minesweeper => ("minesweeper", MINESWEEPER),
        Problem::GoCapture => ("go_capture", GO_CAPTURE),
        Problem::OthelloMoves => ("othello_moves", OTHELLO_MOVES),
    }
}

/// A module's source as it goes into the file: the tests (the
/// `#[cfg(test)]` module at the bottom and any other `#[cfg(test)]` block),
/// comment lines and blank lines dropped, indentation as tabs, `itoa`
/// pointed at the local stand-in.
fn module_body(src: &str) -> String {
    let code = src.split("\n#[cfg(test)]\nmod tests").next().unwrap_or(src);
    let mut body = String::new();
    // Inside a `#[cfg(test)]` statement: the indentation of its closing `}`.
    let mut test_only: Option<usize> = None;
    for line in code.lines() {
        let indent = line.len() - line.trim_start().len();
        if let Some(end) = test_only {
            if indent == end && line.trim_start().starts_with('}') {
                test_only = None;
            }
            continue;
        }
        if line.trim() == "#[cfg(test)]" {
            test_only = Some(indent);
            continue;
        }
        if line.trim_start().starts_with("//") || line.trim().is_empty() {
            continue;
        }
        // Indentation as tabs: the file must stay under 64 KiB.
        let code = line.trim_start_matches(' ');
        let depth = (line.len() - code.len()) / 4;
        body += &"\t".repeat(depth);
        body += &" ".repeat(line.len() - code.len() - 4 * depth);
        body += &code.replace("itoa::Buffer", "crate::itoa::Buffer");
        body.push('\n');
    }
    body
}

fn module(name: &str, src: &str) -> String {
    format!(
        "#[allow(dead_code)]\n#[forbid(unsafe_code)]\nmod {name} {{\n{}}}\n",
        module_body(src)
    )
}

/// The default judge style of a problem.
pub fn default_judge(p: Problem) -> Judge {
    match p {
        Problem::GoCapture | Problem::OthelloMoves => Judge::Stdin,
        _ => Judge::Leetcode,
    }
}

/// The LeetCode method of a board problem: the `impl Solution` body.
fn leetcode_impl(p: Problem) -> Option<&'static str> {
    Some(match p {
        Problem::FlipChess => {
            "impl Solution {\n    pub fn flip_chess(chessboard: Vec<String>) -> i32 {\n        crate::problems::flip_chess::leetcode(chessboard)\n    }\n}\n"
        }
        Problem::CheckMove => {
            "impl Solution {\n    pub fn check_move(board: Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool {\n        crate::problems::check_move::leetcode(board, r_move, c_move, color)\n    }\n}\n"
        }
        Problem::Minesweeper => {
            "impl Solution {\n    pub fn update_board(board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {\n        crate::problems::minesweeper::leetcode(board, click)\n    }\n}\n"
        }
        _ => return None,
    })
}

/// A `main` for the judge's stdin: the solver's own `run`, default mode.
fn stdin_main(module: &str) -> String {
    format!(
        r#"fn main() {{
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = out::Out::new(stdout.lock());
    let solved = problems::{module}::run(&problems::{module}::Options::default(), stdin.lock(), &mut out);
    let flushed = out.flush();
    if let Err(e) = solved.and(flushed) {{
        if !e.is_broken_pipe() {{
            eprintln!("error: {{e}}");
            std::process::exit(1);
        }}
    }}
}}
"#
    )
}

/// A local `main` for a LeetCode submission: reads cases (leetcode or
/// plain format), calls the `Solution` method, prints in the input's style.
fn harness_main(p: Problem) -> String {
    let (module, _) = problem_module(p);
    let call = match p {
        Problem::FlipChess => {
            r#"let g = rd.board("chessboard", cases::Shape::Strings, &problems::flip_chess::CELLS)?;
        let rows: Vec<String> = (0..g.rows()).map(|r| String::from_utf8_lossy(g.row(r)).into_owned()).collect();
        out.uint(Solution::flip_chess(rows) as u64);
        out.byte(b'\n');"#
        }
        Problem::CheckMove => {
            r#"let g = rd.board("board", cases::Shape::CharArrays, &problems::check_move::CELLS)?;
        let (r, _) = rd.int("rMove")?;
        let (c, _) = rd.int("cMove")?;
        let color = rd.char_param("color", b"BW")?;
        let (r, c) = (r.clamp(-1, i32::MAX as i64) as i32, c.clamp(-1, i32::MAX as i64) as i32);
        let ok = Solution::check_move(chars(&g), r, c, char::from(color));
        out.bytes(if ok { b"true\n" } else { b"false\n" });"#
        }
        _ => {
            r#"let g = rd.board("board", cases::Shape::CharArrays, &problems::minesweeper::CELLS)?;
        let ([r, c], _) = rd.pair("click")?;
        let click = vec![r.clamp(-1, i32::MAX as i64) as i32, c.clamp(-1, i32::MAX as i64) as i32];
        let after = Solution::update_board(chars(&g), click);
        let rows: Vec<Vec<u8>> = after.iter().map(|r| r.iter().map(|&c| c as u8).collect()).collect();
        cases::write_board(&grid::Grid::from_rows(&rows), rd.format(), |b| b, out)?;"#
        }
    };
    format!(
        r#"struct Solution;

/// The board's cells as LeetCode passes them.
#[allow(dead_code)]
fn chars(g: &grid::Grid) -> Vec<Vec<char>> {{
    (0..g.rows()).map(|r| g.row(r).iter().map(|&b| char::from(b)).collect()).collect()
}}

fn cases_of(input: impl std::io::Read, out: &mut out::Out<impl std::io::Write>) -> Result<(), error::Error> {{
    cases::for_each_case(input, cases::FormatChoice::Auto, |rd, _| {{
        {call}
        out.end_record()
    }})
}}

fn main() {{
    // Module `{module}` answers through `Solution`, as on LeetCode.
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = out::Out::new(stdout.lock());
    let solved = cases_of(stdin.lock(), &mut out);
    let flushed = out.flush();
    if let Err(e) = solved.and(flushed) {{
        if !e.is_broken_pipe() {{
            eprintln!("error: {{e}}");
            std::process::exit(1);
        }}
    }}
}}
"#
    )
}

/// The whole source file. `Err` if the problem has no such judge style
/// (go-capture and othello-moves are not LeetCode problems).
pub fn emit(p: Problem, judge: Judge, with_harness: bool) -> Result<String, String> {
    let (name, src) = problem_module(p);
    let board = !matches!(p, Problem::GoCapture | Problem::OthelloMoves);
    let solution = match judge {
        Judge::Leetcode => Some(leetcode_impl(p).ok_or_else(|| {
            format!("{} is not a LeetCode problem: use --judge stdin", p.name())
        })?),
        Judge::Stdin => None,
    };
    let style = match (judge, with_harness) {
        (Judge::Stdin, _) => "a program for the judge's stdin",
        (Judge::Leetcode, false) => {
            "LeetCode's `impl Solution` (LeetCode declares `struct Solution`)"
        }
        (Judge::Leetcode, true) => {
            "LeetCode's `impl Solution`, with a local harness reading testcases from stdin"
        }
    };
    let mut file = format!(
        "// {} ({}): {style}.\n// Generated by boardsolve {} (`boardsolve emit`) from its own solver; std only, no unsafe.\n",
        p.name(),
        p.alias(),
        env!("CARGO_PKG_VERSION"),
    );
    if let Some(s) = solution {
        file += s;
    }
    match (judge, with_harness) {
        (Judge::Stdin, _) => file += &stdin_main(name),
        (Judge::Leetcode, true) => file += &harness_main(p),
        (Judge::Leetcode, false) => {}
    }
    file += ITOA;
    for (m, s) in [
        ("error", ERROR),
        ("scan", SCAN),
        ("out", OUT),
        ("par", PAR),
        ("grid", GRID),
        ("dir", DIR),
        ("draw", DRAW),
    ] {
        file += &module(m, s);
    }
    if board {
        file += &module("cases", CASES);
    }
    file += &format!(
        "mod problems {{\n#[allow(dead_code)]\n#[forbid(unsafe_code)]\npub mod {name} {{\n{}}}\n}}\n",
        module_body(src)
    );
    Ok(file)
}
