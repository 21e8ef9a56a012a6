fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = Out::new(stdout.lock());
    // @SOLVE@
    if let Err(e) = solved.and(out.flush()) {
        // A reader that went away (`| head`) is not an error; not
        // `eprintln!`, which panics (101) if stderr fails.
        if !e.is_broken_pipe() {
            let _ = writeln!(io::stderr(), "error: {e}");
            std::process::exit(1);
        }
    }
}
