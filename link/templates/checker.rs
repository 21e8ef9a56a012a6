fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let reading = match args.get(3..) {
        Some(flags) => verdict::Reading::kattis(flags),
        None => Err("expected INPUT ANSWER FEEDBACK_DIR [FLAGS]...".to_string()),
    };
    let status = match reading {
        Ok(reading) => report(std::path::Path::new(&args[2]), judged(&args, reading)),
        Err(msg) => {
            let feedback = args.get(2).map(std::path::Path::new);
            let msg = format!("bad command line: {msg}");
            fail(&msg, feedback.filter(|dir| dir.is_dir()))
        }
    };
    std::process::exit(status);
}

/// The verdict on the output on stdin, or why there is none (a judge
/// error): the input's answer, which the jury's must agree with.
fn judged(files: &[std::ffi::OsString], how: verdict::Reading) -> Result<verdict::Verdict, String> {
    let input = std::path::Path::new(&files[0]);
    let jury = std::path::Path::new(&files[1]);
    let cannot = |path: &std::path::Path, e: &dyn std::fmt::Display| {
        format!("cannot read {}: {e}", path.display())
    };
    let file = std::fs::File::open(input).map_err(|e| cannot(input, &e))?;
    let expected = answer::answer(file, /*@SIZE@*/0).map_err(|e| match e {
        Error::Input { .. } => format!("the input {} is not valid: {e}", input.display()),
        Error::Io { err, .. } => cannot(input, &err),
    })?;
    let file = std::fs::File::open(jury).map_err(|e| cannot(jury, &e))?;
    let v = expected
        .judge(file, verdict::Reading::default(), verdict::Side::Answer)
        .map_err(|e| cannot(jury, &e))?;
    if !v.accepted() {
        let (jury, why) = (jury.display(), v.message);
        let msg = format!("the answer {jury} disagrees with boardsolve's: {why}");
        return Err(msg);
    }
    expected
        .judge(io::stdin().lock(), how, verdict::Side::Output)
        .map_err(|e| format!("cannot read the output from stdin: {e}"))
}

/// Writes the verdict line to `judgemessage.txt` in `feedback` and
/// returns the status, 42 accepted or 43 rejected; a judge error is
/// [`fail`]'s.
fn report(feedback: &std::path::Path, judged: Result<verdict::Verdict, String>) -> i32 {
    let v = match judged {
        Ok(v) => v,
        Err(msg) => return fail(&msg, Some(feedback)),
    };
    let path = feedback.join("judgemessage.txt");
    match std::fs::write(&path, format!("{}\n", v.message)) {
        Ok(()) if v.accepted() => 42,
        Ok(()) => 43,
        Err(e) => fail(&format!("cannot write {}: {e}", path.display()), None),
    }
}

/// A judge error, status 3: the line `FAIL: ...` on stderr, and in
/// `judgeerror.txt` in `feedback` if given.
fn fail(msg: &str, feedback: Option<&std::path::Path>) -> i32 {
    let line = format!("FAIL: {msg}\n");
    // Not `eprint!`, which panics (101) if stderr fails: the status is
    // the verdict.
    let _ = io::stderr().write_all(line.as_bytes());
    if let Some(dir) = feedback {
        let _ = std::fs::write(dir.join("judgeerror.txt"), &line);
    }
    3
}
