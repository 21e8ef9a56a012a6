//! `boardsolve gen PROBLEM`: one valid, reproducible input on stdout.

use super::knobs::{judge_rules_help, GenKnobs};
use super::{finish, usage, ProblemName, Seed};
use anyhow::{Context, Result};
use boardsolve::kit::gen::{self, GenOptions};
use boardsolve::kit::mix::{self, Domain};
use boardsolve::kit::whole::Pending;
use boardsolve::kit::Definition;
use boardsolve::out::Out;
use boardsolve::platform;
use boardsolve::problems::Problem;
use boardsolve::with_problem;
use clap::Args;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
pub struct GenArgs {
    /// The problem: a subcommand name or alias.
    #[arg(value_parser = ProblemName, hide_possible_values = true)]
    problem: Problem,
    /// Seed of the generator (SplitMix64): the same seed, the same input;
    /// `random` draws one and prints on stderr the command line that
    /// regenerates the input (for generators run without a shell, as
    /// `oj generate-input` runs them).
    #[arg(long, value_name = "SEED", default_value = "1", value_parser = super::parse_seed)]
    seed: Seed,
    #[command(flatten)]
    knobs: GenKnobs,
    /// Satisfy the judge's constraints and guarantees (as --strict checks).
    #[arg(long)]
    strict: bool,
    #[arg(long, conflicts_with = "strict", help = rules_help())]
    judge_rules: bool,
    /// Draw the settings not given as `stress` does for the seed (its
    /// mix, every 25th seed an input at the judge's limits), so `gen P
    /// --mix --seed S` writes the input stress runs for seed S: in the
    /// judge's domain, or with --judge-rules that of stress
    /// --beyond-judge-sizes.
    #[arg(long)]
    mix: bool,
    /// Write to FILE instead of stdout, whole: under a temporary name
    /// beside it, renamed into place once complete.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
}

/// `--judge-rules`' help: each problem's rules besides its sizes.
fn rules_help() -> String {
    format!(
        "Keep the judge's rules but not its size limits ({}): the inputs of stress --beyond-judge-sizes",
        judge_rules_help()
    )
}

/// Runs `gen`: status 0, 2 for settings the problem does not take.
pub fn run(a: GenArgs) -> ExitCode {
    finish(with_problem!(a.problem, P => generate::<P>(&a)))
}

fn generate<P: Definition>(a: &GenArgs) -> Result<ExitCode> {
    a.knobs
        .check_applies::<P>()
        .map_err(|msg| usage("gen", msg))?;
    let (seed, knobs, format) = (a.seed.draw(), a.knobs.knobs(), a.knobs.format());
    let opts = match a.mix {
        true => {
            let domain = match a.judge_rules {
                true => Domain::Sizes,
                false => Domain::Judge,
            };
            mix::stress_settings::<P>(&knobs, seed, domain, format)
        }
        false => knobs.over(GenOptions {
            seed,
            strict: a.strict,
            rules: a.judge_rules,
            format,
            ..GenOptions::new(P::SIDES)
        }),
    };
    gen::check_options::<P>(&opts).map_err(|msg| usage("gen", msg))?;
    if a.seed == Seed::Random {
        // Not `eprintln!`, which panics when stderr cannot be written; the
        // input goes out all the same.
        let _ = writeln!(
            io::stderr(),
            "boardsolve gen: seed {}; regenerate with: {}",
            opts.seed,
            gen::gen_command::<P>(&opts)
        );
    }
    let Some(path) = &a.output else {
        let mut out = Out::new(platform::stdio::stdout()?);
        gen::generate::<P>(&opts, &mut out)?;
        out.into_inner()?;
        return Ok(ExitCode::SUCCESS);
    };
    let written = Pending::new(path)
        .map_err(anyhow::Error::from)
        .and_then(|mut p| {
            let mut out = Out::new(p.file());
            gen::generate::<P>(&opts, &mut out)?;
            out.into_inner()?;
            Ok(p.replace()?)
        });
    written.with_context(|| format!("cannot write {}", path.display()))?;
    Ok(ExitCode::SUCCESS)
}
