//! `boardsolve completions SHELL` and `boardsolve man`: the shell
//! completion scripts and roff man pages, as clap's own generators
//! (`clap_complete`, `clap_mangen`) write them for this command line.
//!
//! The generators are dev-dependencies, not run-time ones (boardsolve
//! runs on clap, anyhow and itoa alone): their output is kept in
//! `src/cli/generated/` and compiled in, and the unit test below
//! regenerates it from [`crate::command`] and fails when a file is not
//! what the generator writes today (`BOARDSOLVE_BLESS=1` rewrites them).
//! So a new option or problem reaches the completions with the next test
//! run, and nothing of them is written by hand.

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: Shell,
}

#[derive(Args)]
pub struct ManArgs {
    /// The subcommand whose page to write (boardsolve-SUBCOMMAND(1));
    /// without it, boardsolve(1).
    #[arg(conflicts_with = "dir")]
    subcommand: Option<String>,
    /// Write every page into DIR instead (boardsolve.1 and one
    /// boardsolve-SUBCOMMAND.1 a subcommand), e.g. ~/.local/share/man/man1.
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

/// The shells clap_complete writes for.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Shell {
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
}

impl Shell {
    /// The script, as generated (see the module docs).
    fn script(self) -> &'static str {
        match self {
            Shell::Bash => include_str!("generated/boardsolve.bash"),
            Shell::Zsh => include_str!("generated/_boardsolve.zsh"),
            Shell::Fish => include_str!("generated/boardsolve.fish"),
            Shell::Powershell => include_str!("generated/_boardsolve.ps1"),
            Shell::Elvish => include_str!("generated/boardsolve.elv"),
        }
    }
}

/// Every man page, one after another, each headed by the line
/// [`PAGE_MARK`] and its file name.
const PAGES: &str = include_str!("generated/man.roff");
/// A roff comment, so each page is a page as it stands.
const PAGE_MARK: &str = ".\\\" page: ";

/// The man pages: (file name, roff text after the mark line).
fn pages() -> impl Iterator<Item = (&'static str, &'static str)> {
    PAGES
        .split(PAGE_MARK)
        .filter(|p| !p.is_empty())
        .map(|page| page.split_once('\n').unwrap_or((page, "")))
}

/// Runs `completions`: the script on stdout.
pub fn completions(a: CompletionsArgs) -> ExitCode {
    super::finish(super::print(a.shell.script()))
}

/// Runs `man`: a page on stdout, or every page into a directory.
pub fn man(a: ManArgs) -> ExitCode {
    super::finish(man_page(a))
}

fn man_page(a: ManArgs) -> Result<ExitCode> {
    if let Some(dir) = &a.dir {
        for (name, page) in pages() {
            let path = dir.join(name);
            boardsolve::kit::whole::write(&path, page.as_bytes())
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    // An alias (`lcp41`) finds its problem's page.
    let cmd = crate::command();
    let name = match a.subcommand.as_deref() {
        None => "boardsolve.1".to_string(),
        Some(sub) => match cmd.find_subcommand(sub) {
            Some(c) => format!("boardsolve-{}.1", c.get_name()),
            None => format!("boardsolve-{sub}.1"),
        },
    };
    match pages().find(|&(n, _)| n == name) {
        Some((_, page)) => super::print(page),
        None => {
            let subs: Vec<&str> = pages()
                .filter_map(|(n, _)| n.strip_prefix("boardsolve-")?.strip_suffix(".1"))
                .collect();
            Err(super::usage(
                "man",
                format!(
                    "no subcommand '{}'; one of: {}",
                    a.subcommand.unwrap_or_default(),
                    subs.join(", ")
                ),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// What clap's generators write for the command line today.
    fn generated() -> Vec<(&'static str, String)> {
        let mut files = Vec::new();
        for shell in Shell::value_variants() {
            let (name, generator) = match shell {
                Shell::Bash => ("boardsolve.bash", clap_complete::Shell::Bash),
                Shell::Zsh => ("_boardsolve.zsh", clap_complete::Shell::Zsh),
                Shell::Fish => ("boardsolve.fish", clap_complete::Shell::Fish),
                Shell::Powershell => ("_boardsolve.ps1", clap_complete::Shell::PowerShell),
                Shell::Elvish => ("boardsolve.elv", clap_complete::Shell::Elvish),
            };
            let mut text = Vec::new();
            clap_complete::generate(generator, &mut crate::command(), "boardsolve", &mut text);
            files.push((name, String::from_utf8(text).expect("UTF-8")));
        }
        let mut man = String::new();
        let mut cmd = crate::command().disable_help_subcommand(true);
        cmd.build();
        let mut add = |cmd: &clap::Command| {
            let version = env!("CARGO_PKG_VERSION");
            let page = clap_mangen::Man::new(cmd.clone()).source(format!("boardsolve {version}"));
            let mut text = Vec::new();
            page.render(&mut text).expect("rendered");
            man += &format!("{PAGE_MARK}{}\n", page.get_filename());
            man += &String::from_utf8(text).expect("UTF-8");
        };
        add(&cmd);
        for sub in cmd.get_subcommands() {
            add(sub);
        }
        files.push(("man.roff", man));
        files
    }

    #[test]
    fn the_kept_files_are_what_clap_generates() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli/generated");
        let bless = std::env::var_os("BOARDSOLVE_BLESS").is_some();
        let mut stale = Vec::new();
        for (name, text) in generated() {
            let path = dir.join(name);
            if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
                if bless {
                    std::fs::write(&path, &text).expect("written");
                }
                stale.push(name);
            }
        }
        assert!(
            bless || stale.is_empty(),
            "src/cli/generated/ is stale ({}): run `BOARDSOLVE_BLESS=1 cargo test --profile checked --bin boardsolve shell` and commit it",
            stale.join(", ")
        );
    }

    #[test]
    fn every_subcommand_has_its_page() {
        let names: Vec<&str> = pages().map(|(n, _)| n).collect();
        assert_eq!(names[0], "boardsolve.1");
        for sub in crate::command().get_subcommands() {
            let name = format!("boardsolve-{}.1", sub.get_name());
            assert!(names.contains(&name.as_str()), "{name} missing");
        }
    }
}
