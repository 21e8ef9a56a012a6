// boardsolve's harness for @PROBLEM@ (Rust): runs the LeetCode-format
// testcases on stdin (one JSON parameter a line, case after case) through
// the solution's `impl`, and writes each answer as LeetCode shows it, one a
// line: to the file named by @ANSWERS@ if it is set (stress sets it: what
// the solution prints is then apart), else to stdout.
//
//   rustc -O --edition 2021 -o harness harness.rs   (includes the solution)
//   ./harness < input

@STRUCT@

include!("@SOLUTION@");

fn main() {
    boardsolve_harness::main()
}

/// Apart from the solution's names (it may `use` anything).
mod boardsolve_harness {
    use std::io::{Read, Write};

    /// The strings of a line holding one JSON value, as boardsolve writes
    /// them (no escapes inside strings).
    fn quoted(line: &str) -> impl Iterator<Item = &str> {
        line.split('"').skip(1).step_by(2)
    }

    fn strings(line: &str) -> Vec<String> {
        quoted(line).map(String::from).collect()
    }

    fn char_grid(line: &str) -> Vec<Vec<char>> {
        let rows = line.split(']').filter(|row| row.contains('"'));
        rows.map(|row| quoted(row).flat_map(|s| s.chars().next()).collect())
            .collect()
    }

    fn integer(line: &str) -> i32 {
        // ok: boardsolve's generator wrote the line; a panic is a crash, reported as one.
        line.trim().parse().expect("an integer")
    }

    fn character(line: &str) -> char {
        // ok: as `integer`.
        quoted(line).flat_map(|s| s.chars().next()).next().expect("a character")
    }

    fn integers(line: &str) -> Vec<i32> {
        let inner = line.trim().trim_start_matches('[').trim_end_matches(']');
        let items = inner.split(',').map(str::trim).filter(|s| !s.is_empty());
        // ok: as `integer`.
        items.map(|s| s.parse().expect("an integer")).collect()
    }

    fn int_grid(line: &str) -> Vec<Vec<i32>> {
        let rows = line.split(']').filter(|row| row.contains('['));
        rows.map(|row| integers(row.trim_start_matches([',', ' ']))).collect()
    }

    /// An answer as LeetCode shows it.
    trait Show {
        fn show(&self) -> String;
    }

    impl Show for i32 {
        fn show(&self) -> String {
            self.to_string()
        }
    }

    impl Show for bool {
        fn show(&self) -> String {
            self.to_string()
        }
    }

    impl Show for Vec<Vec<char>> {
        fn show(&self) -> String {
            let row = |r: &Vec<char>| {
                let cells: Vec<String> = r.iter().map(|c| format!("\"{c}\"")).collect();
                format!("[{}]", cells.join(","))
            };
            let rows: Vec<String> = self.iter().map(row).collect();
            format!("[{}]", rows.join(","))
        }
    }

    impl Show for Vec<Vec<i32>> {
        fn show(&self) -> String {
            let row = |r: &Vec<i32>| {
                let cells: Vec<String> = r.iter().map(i32::to_string).collect();
                format!("[{}]", cells.join(","))
            };
            let rows: Vec<String> = self.iter().map(row).collect();
            format!("[{}]", rows.join(","))
        }
    }

    /// With @TIMES@ set (stress runs many testcases a run), each call's
    /// time in nanoseconds goes to that file, a line a testcase, once its
    /// answer is out.
    fn done(out: &mut impl Write, times: &mut Option<std::fs::File>, took: std::time::Duration) {
        if let Some(file) = times {
            // ok: as reading stdin.
            out.flush().expect("answers");
            let _ = writeln!(file, "{}", took.as_nanos());
        }
    }

    pub fn main() {
        let mut times = std::env::var_os("@TIMES@").and_then(|p| std::fs::File::create(p).ok());
        let mut input = String::new();
        // ok: an unreadable stdin ends the run as a crash stress reports with this message.
        std::io::stdin().read_to_string(&mut input).expect("stdin");
        let lines: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
        let answers: Box<dyn Write> = match std::env::var_os("@ANSWERS@") {
            // ok: as reading stdin.
            Some(path) => Box::new(std::fs::File::create(path).expect("answers")),
            None => Box::new(std::io::stdout()),
        };
        let mut out = std::io::BufWriter::new(answers);
        let k = @ARITY@;
        let mut i = 0;
        while i + k <= lines.len() {
@CALL@
            i += k;
        }
        // ok: as reading stdin.
        out.flush().expect("answers");
    }
}
