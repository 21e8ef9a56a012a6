//! The command line itself: help, version, aliases, usage errors.

use crate::util::run;
use boardsolve::kit::gen::Setting;
use boardsolve::problems::Problem;

#[test]
fn help_and_version() {
    let help = run(&["--help"], "").ok();
    for (sub, alias) in Problem::ALL.map(|p| (p.name(), p.about().alias())) {
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(sub))
            .unwrap_or_else(|| panic!("{sub} missing:\n{help}"));
        assert!(line.ends_with(&format!("[alias: {alias}]")), "{line}");
    }
    let version = run(&["--version"], "").ok();
    assert_eq!(
        version,
        format!("boardsolve {}\n", env!("CARGO_PKG_VERSION"))
    );
}

/// Every problem's alias runs its subcommand: the same answers to the
/// same input (one `gen` draws).
#[test]
fn aliases_name_the_same_subcommands() {
    for p in Problem::ALL {
        let input = run(&["gen", p.name(), "--seed", "2"], "").ok();
        let by_name = run(&[p.name()], input.clone());
        let by_alias = run(&[p.about().alias()], input);
        assert_eq!(by_name.status, Some(0), "{}", by_name.describe());
        assert_eq!(
            (by_alias.status, &by_alias.stdout, &by_alias.stderr),
            (by_name.status, &by_name.stdout, &by_name.stderr),
            "{} and {}",
            p.name(),
            p.about().alias()
        );
    }
}

/// Usage errors, also of every problem's `--size` (for those that have
/// one): its range, and no `--size` with `--strict`.
#[test]
fn usage_errors_exit_2() {
    run(&[], "").usage_error("Usage");
    run(&["no-such-problem"], "").usage_error("unrecognized subcommand");
    for p in Problem::ALL {
        let Some(sides) = p.about().sides() else {
            continue;
        };
        let range = format!("is not in 1..={}", sides.max);
        run(&[p.name(), "--size", "0"], "").usage_error(&format!("0 {range}"));
        let over = (sides.max + 1).to_string();
        run(&[p.name(), "--size", &over], "").usage_error(&format!("{over} {range}"));
        run(&[p.name(), "--strict", "--size", "9"], "").usage_error("cannot be used with");
    }
}

/// The `gen` line of a large input of `p`, from the settings it uses: big
/// enough to be split among threads (a board of 2^20 cells and more, an
/// N x N board of 2048 x 2048 and more, a long replay).
fn large(p: Problem) -> Vec<String> {
    let about = p.about();
    let mut args = vec!["gen", p.name(), "--seed", "3"];
    let sized: [(Setting, &[&str]); 5] = [
        (Setting::Rows, &["--rows", "1100"]),
        (Setting::Cols, &["--cols", "1000"]),
        (Setting::N, &["-n", "2050"]),
        (Setting::Moves, &["--moves", "300000"]),
        // Few mines: the click opens most of the board.
        (Setting::Mines, &["--mines", "0.01"]),
    ];
    for (setting, flags) in sized {
        if about.uses(setting) {
            args.extend(flags);
        }
    }
    if about.uses(Setting::Format) {
        args.extend(["--format", "plain"]);
    }
    args.into_iter().map(String::from).collect()
}

/// `--threads` never changes an answer: one thread, two, and one per core
/// on inputs large enough to be split ([`large`]), for every problem with
/// a `--threads`.
#[test]
fn threads_do_not_change_answers() {
    for p in Problem::ALL {
        if !p.about().has_switch("threads") {
            continue;
        }
        let args = large(p);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let input = run(&args, "").ok();
        let sub = p.name();
        let want = run(&[sub], input.clone()).ok();
        for threads in ["1", "2", "3"] {
            let got = run(&[sub, "--threads", threads], input.clone()).ok();
            assert!(
                got == want,
                "{sub} --threads {threads} on `{}`",
                args.join(" ")
            );
        }
    }
}

/// Command lines made of random pieces (each subcommand's flags, and
/// hostile values: huge, negative, NaN, empty, not ASCII, inverted ranges,
/// missing files, directories) never make boardsolve panic: each ends with
/// one of its documented statuses and no panic message, and an error is
/// one line.
#[test]
fn random_command_lines_never_panic() {
    use boardsolve::kit::gen::Rng;
    // Each problem's switches (from its subcommand), and `-` as a file.
    let problem_flags = |p: Problem| -> Vec<String> {
        let mut flags = p.about().switches();
        flags.push("-".into());
        flags
    };
    // `gen`'s: every setting's flag, and those every problem reads.
    let mut gen_flags: Vec<String> = Setting::ALL.map(|s| s.flag().to_string()).to_vec();
    gen_flags.extend(["--seed", "--pattern", "--strict"].map(String::from));
    let others = |sub: &str| -> Vec<String> {
        let own: &[&str] = match sub {
            "check" => &["--exact", "--domjudge", "--size", "/dev/null", "-"],
            _ => &["--judge", "--with-harness", "--judge"],
        };
        own.iter().map(|f| f.to_string()).collect()
    };
    // Numbers (most flags take one) come up more often than the rest.
    const NUMBERS: [&str; 12] = [
        "0",
        "1",
        "2",
        "7",
        "-1",
        "18446744073709551615",
        "18446744073709551616",
        "100000",
        "nan",
        "inf",
        "-0.5",
        "",
    ];
    let others_values: [&str; 14] = [
        "é",
        "1..0",
        "5..=3",
        "0..=18446744073709551615",
        "leetcode",
        "plain",
        "auto",
        "always",
        "never",
        "stdin",
        "/dev/null",
        "/nonexistent/file",
        "/",
        // A subcommand's name as a stray value.
        Problem::ALL[0].name(),
    ];
    let mut subs: Vec<&str> = Problem::ALL.map(|p| p.name()).to_vec();
    subs.extend(["gen", "check", "emit"]);
    // Sizes that keep `gen`'s output small whatever the flag.
    let small = |v: &str| v.parse::<u64>().map_or(true, |n| n <= 7);
    // A valid input per problem, so the options reach the solvers: `gen`'s,
    // with boards this large split among threads.
    let input = |sub: &str| -> String {
        let Some(p) = Problem::from_name(sub) else {
            return String::new();
        };
        let mut args = vec!["gen", sub];
        if p.about().uses(Setting::Rows) {
            args.extend(["--rows", "60", "--cols", "60"]);
        }
        if p.about().uses(Setting::Format) {
            args.extend(["--format", "plain"]);
        }
        run(&args, "").ok()
    };
    let inputs: Vec<String> = subs.iter().map(|&sub| input(sub)).collect();
    let flags: Vec<Vec<String>> = subs
        .iter()
        .map(|&sub| match (sub, Problem::from_name(sub)) {
            (_, Some(p)) => problem_flags(p),
            ("gen", None) => gen_flags.clone(),
            _ => others(sub),
        })
        .collect();
    let mut rng = Rng::new(0x00C0_FFEE);
    let pick = |rng: &mut Rng, list: &[&'static str]| list[rng.below(list.len() as u64) as usize];
    for _ in 0..1500 {
        let k = rng.below(subs.len() as u64) as usize;
        let (sub, own) = (subs[k], &flags[k]);
        let mut args = vec![sub];
        // Mostly flags with a value each, sometimes a stray value.
        for _ in 0..rng.below(4) {
            if rng.chance(0.8) {
                args.push(&own[rng.below(own.len() as u64) as usize]);
            }
            let value = if rng.chance(0.6) {
                pick(&mut rng, &NUMBERS)
            } else {
                pick(&mut rng, &others_values)
            };
            if rng.chance(0.8) && (sub != "gen" || small(value)) {
                args.push(value);
            }
        }
        let r = run(&args, inputs[k].clone());
        let allowed: &[i32] = match sub {
            "check" => &[0, 1, 2, 3, 42, 43],
            _ => &[0, 1, 2],
        };
        assert!(
            r.status.is_some_and(|s| allowed.contains(&s)) && !r.stderr.contains("panicked"),
            "{}",
            r.describe()
        );
        if r.status == Some(1) && !r.stderr.is_empty() {
            assert_eq!(r.stderr.lines().count(), 1, "{}", r.describe());
        }
    }
}

/// The generator's help is made from the registry: every problem's
/// patterns, and each setting with the problems that use it.
#[test]
fn gen_help_names_every_problems_patterns_and_settings() {
    let help = run(&["gen", "--help"], "").ok();
    for p in Problem::ALL {
        for pattern in &p.about().patterns()[1..] {
            assert!(help.contains(pattern), "{} {pattern}:\n{help}", p.name());
        }
    }
    // The problems that use a setting, and what each says of itself, in
    // registry order.
    let users = |s: Setting| -> String {
        let names: Vec<&str> = Problem::ALL
            .into_iter()
            .filter(|p| p.about().uses(s))
            .map(|p| p.name())
            .collect();
        names.join(", ")
    };
    let cases = format!("Cases in the file ({}) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode's]", users(Setting::Cases));
    assert!(help.contains(&cases), "{cases}\n{help}");
    let kept: Vec<&str> = Problem::ALL
        .into_iter()
        .filter_map(|p| p.about().judge_rules())
        .collect();
    let rules = format!("({})", kept.join(", "));
    assert!(
        help.contains(&format!(
            "Keep the judge's rules but not its size limits {rules}"
        )),
        "{help}"
    );
    let moves = format!(
        "{}: number of moves [gen default: 20]",
        users(Setting::Moves)
    );
    assert!(help.contains(&moves), "{moves}\n{help}");
    let stress = run(&["stress", "--help"], "").ok();
    let mut beyond = vec!["bigger boards"];
    beyond.extend(
        Problem::ALL
            .into_iter()
            .filter_map(|p| p.about().beyond_judge()),
    );
    let beyond = format!("({})", beyond.join(", "));
    assert!(stress.contains(&beyond), "{beyond}\n{stress}");
    assert!(
        stress.contains(&format!("the judge's other rules kept {rules}")),
        "{stress}"
    );
}
