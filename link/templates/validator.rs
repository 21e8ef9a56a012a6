fn main() {
    let mut input = Vec::new();
    let limit = layout::MAX_INPUT + 1;
    let read = io::stdin().lock().take(limit).read_to_end(&mut input);
    // Not `eprintln!`, which panics (101) if stderr fails: the status is
    // the verdict.
    if let Err(e) = read {
        let _ = writeln!(io::stderr(), "error: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let walk = |l: &mut layout::Layout| rules::layout(l, FormatChoice::Auto);
    // The judge's constraints: the solver's `--strict` checks, as
    // `boardsolve validate` runs them (`kit::within_constraints`).
    let strict = |input: &[u8]| {
        let opts = Options {
            strict: true,
            ..Default::default()
        };
        run(&opts, input, &mut Out::new(io::sink()))
    };
    let status = match layout::judged(&input, walk, strict) {
        Ok(()) => 42,
        Err(line) => {
            let _ = writeln!(io::stderr(), "FAIL {line}");
            43
        }
    };
    std::process::exit(status);
}
