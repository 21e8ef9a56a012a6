//! `package`: a problem package in the Kattis problem package format
//! (the legacy version problemtools' `verifyproblem` checks): metadata,
//! statement, sample and secret data with boardsolve's answers, an input
//! and an output validator, and boardsolve's own solution as the accepted
//! submission.
//!
//! What is the problem's (its statement, examples, and the inputs at the
//! judge's limits) comes through [`Package`], from the problem's folder;
//! the secret data's spread is `stress`'s mix ([`crate::kit::mix`]), one
//! case a file, and those inputs. Every file is reproducible from the
//! seed, and no two inputs are the same.
//!
//! The package is built in a folder beside DIR and moved into place whole
//! ([`whole::Folder`]), so DIR holds the old package, nothing, or the new
//! one, whatever stops the run. DIR's last component is the problem's
//! short name to Kattis, which verifyproblem requires to be `[a-z0-9]+`.
//! [`MANIFEST`] lists every file written with a hash of its bytes: a DIR
//! holding exactly a package so listed (files may be missing) is replaced;
//! anything else there, or a listed file changed since, is only replaced
//! with `--force`.

use crate::cases::Format;
use crate::error::Error;
use crate::kit::gen::{self, GenOptions, Knobs};
use crate::kit::picture::Figure;
use crate::kit::whole::Folder;
use crate::kit::{emit, judge_size, mix, Definition};
use crate::out::Out;
use std::collections::HashSet;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

mod dir;
use dir::MANIFEST_HEAD;
pub use dir::{refused, MANIFEST};

/// What a problem gives its package.
pub trait Package {
    /// Where the problem comes from (`LeetCode LCP 41`), and its page.
    const SOURCE: &'static str;
    const SOURCE_URL: Option<&'static str>;
    /// The statement in Markdown, in our own words with the corrected
    /// rules: the title (`# Flip Chess`, the problem's name in
    /// `problem.yaml`), the legend, `## Input`, `## Output`, constraints.
    /// The samples are the judge's to show (from `data/sample`).
    const STATEMENT: &'static str;
    /// The problem's own examples (its page's, in order), corrected, in
    /// the judge's canonical layout: `stress` runs them first.
    const SAMPLES: &'static [Sample];
    /// The judge's time limit per input: `stress`'s default `--timeout`.
    const TIME_LIMIT: JudgeTime;
    /// The statement's pictures, by file name without extension
    /// (`sample`): each drawn from a sample (its input, and what the
    /// problem's own solver makes of it), where a picture helps. The
    /// statement shows each on a line of its own, `![what it
    /// shows](NAME.svg)`; the package writes `problem_statement/NAME.svg`
    /// (the Markdown's) and `NAME.pdf` (the LaTeX's). None unless the
    /// problem draws some.
    fn pictures() -> Vec<(&'static str, Figure)> {
        Vec::new()
    }
}

/// The title a statement starts with (`# Flip Chess`), empty if it starts
/// with none (a test checks that every problem's does).
pub fn title(statement: &str) -> &str {
    let first = statement.lines().next().unwrap_or_default();
    first.strip_prefix("# ").unwrap_or_default()
}

/// An example: its name, and the input in each format (`leetcode` for the
/// board problems only; the others have one format, `plain`).
pub struct Sample {
    pub name: &'static str,
    pub plain: &'static str,
    pub leetcode: Option<&'static str>,
}

impl Sample {
    /// Runs `run` on the plain input, its answers dropped: how a picture
    /// sees what the problem's solver tells its report of the sample.
    pub fn replay(&self, run: impl FnOnce(&[u8], &mut Out<io::Sink>) -> Result<(), Error>) {
        run(self.plain.as_bytes(), &mut Out::new(io::sink()))
            // ok: a sample is its problem's constant, answered in every test package.
            .expect("the sample is answered");
    }
}

/// A judge's time limit and where it is documented.
#[derive(Clone, Copy, Debug)]
pub struct JudgeTime {
    /// CPU time per input.
    pub time: Duration,
    /// Where it comes from, as a report says it (`stated on Luogu
    /// P10864's page`).
    pub source: &'static str,
}

impl JudgeTime {
    /// The limit of a judge that publishes none (`judge`: `LeetCode`):
    /// [`UNPUBLISHED`].
    pub const fn unpublished(source: &'static str) -> JudgeTime {
        JudgeTime {
            time: UNPUBLISHED,
            source,
        }
    }
}

/// The time limit boardsolve assumes for a judge that publishes none:
/// twice what the common 1 s of C++ judges allows, as judges that state
/// limits per language give the slower languages (docs/reference.md
/// says which problems use it).
pub const UNPUBLISHED: Duration = Duration::from_secs(2);

/// How to write the package.
#[derive(Clone, Debug)]
pub struct Options {
    /// The seed every secret input is drawn from.
    pub seed: u64,
    /// The board problems' data format.
    pub format: Format,
    /// Files copied into `submissions/wrong_answer/`.
    pub wrong: Option<PathBuf>,
    /// Replace whatever DIR holds.
    pub force: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            seed: 1,
            format: Format::Plain,
            wrong: None,
            force: false,
        }
    }
}

/// The output validator's build script: the package format standardizes
/// output validators in C, C++ and Python only (verifyproblem warns of one
/// in Rust, "Kattis does not" run it) and a `build` that leaves a `run`
/// for any other, which DOMjudge runs too.
const BUILD: &str = "#!/bin/sh
# Builds boardsolve's output validator, check.rs (one file, std only, Rust
# 1.63 or later), as ./run: `boardsolve check --domjudge` in one program.
set -e
rustc --edition 2021 -O check.rs -o run
";

/// Where [`BUILD`] goes.
const CHECKER_BUILD: &str = "output_validators/check/build";

/// Inputs drawn from `stress`'s mix (seeds `seed..seed + MIX`).
pub const MIX: u64 = 40;

/// One test file: where, the input, and its answer.
pub struct Test {
    /// `sample/01-...` or `secret/01-...`, without extension.
    pub name: String,
    pub input: Vec<u8>,
    pub answer: Vec<u8>,
}

/// What was written.
#[derive(Debug, Default)]
pub struct Summary {
    pub samples: usize,
    pub secret: usize,
    /// Inputs drawn that were already in the package, left out.
    pub duplicates: usize,
    pub wrong: usize,
}

fn other(msg: String) -> io::Error {
    io::Error::other(msg)
}

/// The data of problem `P`: the samples, then the secret spread, answered.
pub fn tests<P: Definition>(o: &Options) -> io::Result<(Vec<Test>, usize)> {
    let format = match P::BOARD_CASES {
        true => o.format,
        false => Format::Plain,
    };
    let mut seen = HashSet::new();
    let mut tests = Vec::new();
    let mut duplicates = 0;
    let mut add =
        |tests: &mut Vec<Test>, dir: &str, name: &str, input: Vec<u8>| -> io::Result<()> {
            if !seen.insert(input.clone()) {
                duplicates += 1;
                return Ok(());
            }
            let answer = crate::kit::solve::<P>(&input, judge_size::<P>())
                .map_err(|e| other(format!("{dir}/{name}: boardsolve cannot answer it: {e}")))?;
            let k = tests
                .iter()
                .filter(|t: &&Test| t.name.starts_with(dir))
                .count()
                + 1;
            tests.push(Test {
                name: format!("{dir}/{k:02}-{name}"),
                input,
                answer,
            });
            Ok(())
        };
    for s in P::SAMPLES {
        let text = match format {
            Format::Leetcode => s.leetcode.unwrap_or(s.plain),
            Format::Plain => s.plain,
        };
        add(&mut tests, "sample", s.name, text.as_bytes().to_vec())?;
    }
    let generated = |g: &GenOptions| -> io::Result<Vec<u8>> {
        // The bounds too: each input is held, as stress holds it.
        if let Err(msg) = gen::check_options::<P>(g).and_then(|()| gen::check_held::<P>(g)) {
            return Err(other(format!("{}: {msg}", gen::gen_command::<P>(g))));
        }
        let mut out = Out::new(Vec::new());
        gen::generate::<P>(g, &mut out).map_err(|e| other(e.to_string()))?;
        out.into_inner().map_err(|e| other(e.to_string()))
    };
    // The small draws first: a judge stops at the first failing test, so
    // a wrong solution that is also slow is told wrong on a small input
    // before the largest ones time it out (verifyproblem wants the bug
    // zoo's flood fills judged WA, not TLE).
    let one = Knobs {
        cases: Some(1),
        ..Knobs::default()
    };
    for k in 0..MIX {
        let seed = o.seed.wrapping_add(k);
        let g = mix::settings::<P>(&one, seed, mix::Domain::Judge, format);
        let name = format!("mix-{}-seed{seed}", g.pattern);
        add(&mut tests, "secret", &name, generated(&g)?)?;
    }
    for (k, (name, g)) in P::extremes().into_iter().enumerate() {
        let g = GenOptions {
            seed: o.seed.wrapping_mul(1000).wrapping_add(k as u64),
            strict: true,
            format,
            cases: 1,
            ..g
        };
        add(&mut tests, "secret", name, generated(&g)?)?;
    }
    Ok((tests, duplicates))
}

/// `problem.yaml`.
pub fn problem_yaml<P: Definition>() -> String {
    let mut y = format!(
        "name: {}\nuuid: {}\nsource: {}\n",
        title(P::STATEMENT),
        uuid(P::NAME),
        <P as Package>::SOURCE
    );
    if let Some(url) = P::SOURCE_URL {
        y.push_str(&format!("source_url: {url}\n"));
    }
    y.push_str(
        "\
# The statement is boardsolve's own wording of the problem; the problem
# itself is the source's. Set the license and rights_owner that apply.
license: unknown
# output_validators/check: boardsolve's checker, `boardsolve check
# --domjudge` in one Rust file; with no validator_flags letters compare
# in any case and whitespace is free, as Kattis' default validator has it.
validation: custom
limits:
  time_multiplier: 5
  time_safety_margin: 2
  memory: 1024
",
    );
    y
}

/// Writes problem `P`'s package as the folder `dir`, in place of what is
/// there (see the module's doc; [`refused`] says what may be replaced).
pub fn write<P: Definition>(dir: &Path, o: &Options) -> io::Result<Summary> {
    let (tests, duplicates) = tests::<P>(o)?;
    let folder = Folder::beside(dir).map_err(|e| {
        let at = dir
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        other(format!("cannot make a folder in {}: {e}", at.display()))
    })?;
    let mut written = String::new();
    let mut put = |rel: &str, bytes: &[u8]| -> io::Result<()> {
        folder.put(rel, bytes)?;
        written.push_str(&format!("{:016x}  {rel}\n", fnv(bytes)));
        Ok(())
    };
    let mut summary = Summary {
        duplicates,
        ..Summary::default()
    };
    put("problem.yaml", problem_yaml::<P>().as_bytes())?;
    let statement = P::STATEMENT;
    let pictures = P::pictures();
    put("problem_statement/problem.en.md", statement.as_bytes())?;
    // The legacy format's statements are LaTeX (problemtools reads
    // Markdown only in the 2023-07 format): the same text, converted.
    let widths: Vec<_> = pictures.iter().map(|(n, f)| (*n, f.width())).collect();
    put(
        "problem_statement/problem.en.tex",
        latex(statement, &widths).as_bytes(),
    )?;
    for (name, figure) in &pictures {
        put(
            &format!("problem_statement/{name}.svg"),
            figure.svg().as_bytes(),
        )?;
        put(&format!("problem_statement/{name}.pdf"), &figure.pdf())?;
    }
    for t in &tests {
        put(&format!("data/{}.in", t.name), &t.input)?;
        put(&format!("data/{}.ans", t.name), &t.answer)?;
        match t.name.starts_with("sample/") {
            true => summary.samples += 1,
            false => summary.secret += 1,
        }
    }
    let validators = [
        (
            "input_validators/validate/validate.rs",
            emit::validator::<P>(),
        ),
        ("output_validators/check/check.rs", emit::checker::<P>()),
    ];
    for (rel, text) in validators {
        put(rel, text.map_err(|e| other(e.to_string()))?.as_bytes())?;
    }
    put(CHECKER_BUILD, BUILD.as_bytes())?;
    crate::platform::exe::make_executable(&folder.path(CHECKER_BUILD))
        .map_err(|e| folder.error(CHECKER_BUILD, e))?;
    let solution = emit::emit::<P>(emit::Judge::Stdin, false).map_err(|e| other(e.to_string()))?;
    put("submissions/accepted/boardsolve.rs", solution.as_bytes())?;
    if let Some(wrong) = &o.wrong {
        summary.wrong = copy_dir(wrong, "submissions/wrong_answer", &mut put)?;
    }
    folder.put(MANIFEST, format!("{MANIFEST_HEAD}\n{written}").as_bytes())?;
    // What DIR holds is looked at again: it may have changed while the
    // package was built.
    if let Some(what) = refused::<P>(dir, o.force) {
        return Err(other(what));
    }
    folder.replace()?;
    Ok(summary)
}

/// Puts the files under `from` (a file `from` by itself) into the
/// package's folder `to` with `put`, returning how many.
fn copy_dir(
    from: &Path,
    to: &str,
    put: &mut impl FnMut(&str, &[u8]) -> io::Result<()>,
) -> io::Result<usize> {
    let read = |e: io::Error| other(format!("cannot read {}: {e}", from.display()));
    if from.is_file() {
        let name = from
            .file_name()
            .ok_or_else(|| read(io::ErrorKind::NotFound.into()))?;
        put(
            &format!("{to}/{}", name.to_string_lossy()),
            &fs::read(from).map_err(read)?,
        )?;
        return Ok(1);
    }
    let mut n = 0;
    let mut entries: Vec<_> = fs::read_dir(from)
        .map_err(read)?
        .collect::<Result<_, _>>()
        .map_err(read)?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let (path, name) = (e.path(), e.file_name().to_string_lossy().into_owned());
        n += match path.is_dir() {
            true => copy_dir(&path, &format!("{to}/{name}"), put)?,
            false => copy_dir(&path, to, put)?,
        };
    }
    Ok(n)
}

/// FNV-1a, 64 bits: the manifest's hash of a file, and the start of a
/// problem's UUID.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A UUID of `name` (version 8, RFC 9562: custom bits, here SplitMix64 of
/// an FNV-1a hash of the name), the same for every package of a problem.
fn uuid(name: &str) -> String {
    let mut rng = crate::kit::gen::Rng::new(fnv(name.as_bytes()));
    let (hi, lo) = (rng.next_u64(), rng.next_u64());
    let hi = (hi & !0xf000) | 0x8000;
    let lo = (lo & !(0b11 << 62)) | (0b10 << 62);
    let x = (u128::from(hi) << 64) | u128::from(lo);
    let h = format!("{x:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &h[..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..]
    )
}

/// The width of problemtools' LaTeX text (A4, 1 inch margins), in points:
/// a picture is included at its own size, as a share of it.
const TEXT_WIDTH: f64 = 451.0;

/// The statement's Markdown as Kattis' LaTeX: `# Title` is
/// `\problemname`, `## Section` a `\section*`, `- ` and `1. ` lines are
/// lists (indented lines continue an item), a line `![caption](NAME.svg)`
/// the picture NAME's PDF, centred, at its width in points from `widths`
/// (the text's width if not there), over its caption; paragraphs stay;
/// `` `code` ``, `**bold**` and `$math$` inline.
pub fn latex(md: &str, widths: &[(&str, f64)]) -> String {
    let mut out = String::new();
    let mut list: Option<&str> = None;
    let close = |out: &mut String, list: &mut Option<&str>| {
        if let Some(env) = list.take() {
            out.push_str(&format!("\\end{{{env}}}\n"));
        }
    };
    for line in md.lines() {
        let item = line
            .strip_prefix("- ")
            .map(|rest| ("itemize", rest))
            .or_else(|| {
                let digits = line.bytes().take_while(u8::is_ascii_digit).count();
                (digits > 0 && line[digits..].starts_with(". "))
                    .then(|| ("enumerate", &line[digits + 2..]))
            });
        if let Some((caption, name)) = picture_line(line) {
            close(&mut out, &mut list);
            let width = widths
                .iter()
                .find(|(n, _)| *n == name)
                .map_or(TEXT_WIDTH, |(_, w)| *w);
            out.push_str(&format!(
                "\\begin{{center}}\n\\includegraphics[width={:.2}\\textwidth]{{{name}.pdf}}\n\n{}\n\\end{{center}}\n",
                (width / TEXT_WIDTH).min(1.0),
                inline(caption)
            ));
        } else if let Some(title) = line.strip_prefix("# ") {
            close(&mut out, &mut list);
            out.push_str(&format!("\\problemname{{{}}}\n", inline(title)));
        } else if let Some(section) = line.strip_prefix("## ") {
            close(&mut out, &mut list);
            out.push_str(&format!("\n\\section*{{{}}}\n", inline(section)));
        } else if let Some((env, rest)) = item {
            if list != Some(env) {
                close(&mut out, &mut list);
                out.push_str(&format!("\\begin{{{env}}}\n"));
                list = Some(env);
            }
            out.push_str(&format!("\\item {}\n", inline(rest)));
        } else if list.is_some() && line.starts_with(' ') {
            out.push_str(&format!("{}\n", inline(line.trim_start())));
        } else {
            close(&mut out, &mut list);
            out.push_str(&format!("{}\n", inline(line)));
        }
    }
    close(&mut out, &mut list);
    out
}

/// A line `![caption](NAME.svg)`: the caption and NAME.
fn picture_line(line: &str) -> Option<(&str, &str)> {
    line.strip_prefix("![")?
        .strip_suffix(".svg)")?
        .split_once("](")
}

/// One line of Markdown text as LaTeX.
fn inline(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let closing = |mark: &str| rest[mark.len()..].find(mark).map(|k| k + mark.len());
        if c == '$' {
            if let Some(end) = closing("$") {
                out.push_str(&rest[..=end]);
                rest = &rest[end + 1..];
                continue;
            }
        } else if c == '`' {
            if let Some(end) = closing("`") {
                out.push_str(&format!("\\texttt{{{}}}", escape(&rest[1..end])));
                rest = &rest[end + 1..];
                continue;
            }
        } else if rest.starts_with("**") {
            if let Some(end) = closing("**") {
                out.push_str(&format!("\\textbf{{{}}}", inline(&rest[2..end])));
                rest = &rest[end + 2..];
                continue;
            }
        }
        out.push_str(&escape(&rest[..c.len_utf8()]));
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// Text with LaTeX's special characters spelled out.
fn escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\\' => "\\textbackslash{}".to_string(),
            '{' | '}' | '&' | '%' | '#' | '_' | '$' => format!("\\{c}"),
            '~' => "\\textasciitilde{}".to_string(),
            '^' => "\\textasciicircum{}".to_string(),
            '–' => "--".to_string(),
            '—' => "---".to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `P`'s examples are its page's, in order: the `NN-sample*` fixtures
    /// (the page's text, answered by hand) have the answers of the first
    /// examples, each in its LeetCode form if it has one.
    pub(crate) fn samples_are_the_sample_fixtures<P: Definition>() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures")
            .join(P::NAME);
        let mut fixtures: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                name.ends_with(".in") && name.contains("-sample") && !name.contains("-samples")
            })
            .collect();
        fixtures.sort();
        assert!(
            (1..=P::SAMPLES.len()).contains(&fixtures.len()),
            "{}: {fixtures:?}",
            P::NAME
        );
        for (f, s) in fixtures.iter().zip(P::SAMPLES) {
            let want = fs::read(f.with_extension("out")).unwrap();
            let text = s.leetcode.unwrap_or(s.plain);
            let got = crate::kit::solve::<P>(text.as_bytes(), judge_size::<P>()).unwrap();
            assert!(
                got == want,
                "{}: {} is not {}",
                P::NAME,
                s.name,
                f.display()
            );
        }
    }

    #[test]
    fn markdown_becomes_kattis_latex() {
        let md = "# Go capture\n\nA *plain* line with `a_b{c}` and **bold `x`**, $1 \\le m$.\n\n## Input\n\n- one\n  more of one\n- two\n1. first\n2. second\nafter 50% & #3 ~ ^ — –\n";
        assert_eq!(
            latex(md, &[]),
            "\\problemname{Go capture}\n\nA *plain* line with \\texttt{a\\_b\\{c\\}} and \\textbf{bold \\texttt{x}}, $1 \\le m$.\n\n\n\\section*{Input}\n\n\\begin{itemize}\n\\item one\nmore of one\n\\item two\n\\end{itemize}\n\\begin{enumerate}\n\\item first\n\\item second\n\\end{enumerate}\nafter 50\\% \\& \\#3 \\textasciitilde{} \\textasciicircum{} --- --\n"
        );
    }

    #[test]
    fn unclosed_marks_are_text() {
        assert_eq!(
            latex("a `b and $c and **d\n", &[]),
            "a `b and \\$c and **d\n"
        );
        assert_eq!(latex("back\\slash\n", &[]), "back\\textbackslash{}slash\n");
    }

    #[test]
    fn a_picture_line_includes_its_pdf() {
        assert_eq!(
            latex(
                "Text.\n![The `x` board](board.svg)\n- a\n![Wide](wide.svg)\n",
                &[("board", 225.5), ("wide", 900.0)]
            ),
            "Text.\n\\begin{center}\n\\includegraphics[width=0.50\\textwidth]{board.pdf}\n\nThe \\texttt{x} board\n\\end{center}\n\\begin{itemize}\n\\item a\n\\end{itemize}\n\\begin{center}\n\\includegraphics[width=1.00\\textwidth]{wide.pdf}\n\nWide\n\\end{center}\n"
        );
    }

    /// `P`'s statement shows exactly the pictures `P` draws, in order (run
    /// for every problem by the registry's tests).
    pub(crate) fn statement_shows_the_pictures_drawn<P: Package>() {
        let shown: Vec<&str> = P::STATEMENT
            .lines()
            .filter_map(|l| Some(picture_line(l)?.1))
            .collect();
        let drawn = P::pictures();
        let drawn: Vec<&str> = drawn.iter().map(|(n, _)| *n).collect();
        assert_eq!(shown, drawn);
    }

    /// `P`'s statement starts with its title (`problem.yaml`'s name) and
    /// converts into LaTeX whose braces and environments balance, with its
    /// title and sections.
    pub(crate) fn statement_converts_balanced<P: Package>() {
        let heading = P::STATEMENT.lines().next();
        assert!(!title(P::STATEMENT).is_empty(), "{heading:?}: no `# Title`");
        let tex = latex(P::STATEMENT, &[]);
        let (mut depth, mut prev) = (0i64, ' ');
        for c in tex.chars() {
            match (prev, c) {
                ('\\', _) => {}
                (_, '{') => depth += 1,
                (_, '}') => depth -= 1,
                _ => {}
            }
            assert!(depth >= 0, "{tex}");
            prev = if prev == '\\' && c == '\\' { ' ' } else { c };
        }
        assert_eq!(depth, 0, "{tex}");
        assert_eq!(
            tex.matches("\\begin{").count(),
            tex.matches("\\end{").count(),
            "{tex}"
        );
        assert!(tex.starts_with("\\problemname{"), "{tex}");
        assert!(tex.contains("\\section*{"), "{tex}");
    }
}
