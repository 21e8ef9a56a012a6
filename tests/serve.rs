//! Whole programs served (Python, JavaScript, Java: one interpreter start
//! a job, each seed a fresh program in it) against one process a seed:
//! every way of reading and writing, state that a second run in one
//! interpreter would see, a seed that exits early, crashes, hangs or
//! blows its memory, a wrong program, and the fallback that is said. The
//! programs are this file's own, written out by each test; some tests
//! run the library in process, to run one seed after another in one
//! server.

use crate::solution::toolchain;
use crate::util::{build, run, Run, TempDir};
use boardsolve::kit::contestant::{Limits, Outcome};
use boardsolve::kit::harness::Lang;
use boardsolve::kit::solution::{prepare_method, Cache, Servers};
use std::path::Path;
use std::time::Duration;

/// othello-moves in Python, once the input is `text`; wrong ("0,0") if
/// an earlier run in the same interpreter left its mark in `builtins` or
/// in the `sys` module.
const PYTHON: &str = r#"import sys, builtins
@READ@
if getattr(builtins, "served_before", False) or getattr(sys, "served_before", False):
    out = "0,0"
else:
    builtins.served_before = sys.served_before = True
    t = [int(x) for x in text.split()]
    n = t[0]
    at = lambda x, y: t[1 + x * n + y]
    p = t[1 + n * n]
    moves = []
    for i in range(n):
        for j in range(n):
            if at(i, j) != 0:
                continue
            legal = False
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    x, y, k = i + dx, j + dy, 0
                    while (dx or dy) and 0 <= x < n and 0 <= y < n and at(x, y) == 3 - p:
                        x, y, k = x + dx, y + dy, k + 1
                    if k and 0 <= x < n and 0 <= y < n and at(x, y) == p:
                        legal = True
            if legal:
                moves.append(f"{i},{j}")
    out = "\n".join(moves) if moves else "@NONE@"
@WRITE@
"#;

const PYTHON_WAYS: [(&str, &str); 4] = [
    (
        "n = input()\ntext = \" \".join([n] + [input() for _ in range(int(n))] + [input()])",
        "print(out)",
    ),
    ("text = sys.stdin.read()", "sys.stdout.write(out + \"\\n\")"),
    ("text = sys.stdin.buffer.read().decode()", "print(out)"),
    ("text = open(0).read()", "sys.stdout.write(out + \"\\n\")"),
];

/// The same in JavaScript: `solve` answers, wrong if `globalThis` (or
/// `Array.prototype`) keeps an earlier run's mark.
const JAVASCRIPT: &str = r#"function solve(text) {
    let out;
    if (globalThis.servedBefore || Array.prototype.servedBefore) {
        out = "0,0";
    } else {
        globalThis.servedBefore = Array.prototype.servedBefore = true;
        const t = text.split(/\s+/).filter(Boolean).map(Number);
        const n = t[0], p = t[1 + n * n];
        const at = (x, y) => t[1 + x * n + y];
        const inside = (x, y) => x >= 0 && x < n && y >= 0 && y < n;
        const moves = [];
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
            if (at(i, j) !== 0) continue;
            let legal = false;
            for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
                if (!dx && !dy) continue;
                let x = i + dx, y = j + dy, k = 0;
                while (inside(x, y) && at(x, y) === 3 - p) { x += dx; y += dy; k++; }
                if (k > 0 && inside(x, y) && at(x, y) === p) legal = true;
            }
            if (legal) moves.push(`${i},${j}`);
        }
        out = moves.length ? moves.join("\n") : "@NONE@";
    }
    @WRITE@
}
@READ@
"#;

const JAVASCRIPT_WAYS: [(&str, &str); 4] = [
    (
        "const lines = []; const rl = require('readline').createInterface({ input: process.stdin }); rl.on('line', (l) => lines.push(l)); rl.on('close', () => solve(lines.join('\\n')));",
        "console.log(out);",
    ),
    (
        "let d = ''; process.stdin.on('data', (c) => (d += c)); process.stdin.on('end', () => solve(d));",
        "process.stdout.write(out + '\\n');",
    ),
    ("solve(require('fs').readFileSync(0, 'utf8'));", "console.log(out);"),
    (
        "solve(require('fs').readFileSync('/dev/stdin').toString());",
        "process.stdout.write(out + '\\n');",
    ),
];

/// The same in Java: wrong if a static field keeps an earlier run's mark.
const JAVA: &str = r#"import java.io.*;
import java.util.*;

public class Main {
    static boolean servedBefore;

    public static void main(String[] args) throws IOException {
        @READ@
        String out = servedBefore ? "0,0" : solve(t);
        servedBefore = true;
        @WRITE@
    }

    static String solve(int[] t) {
        int n = t[0], p = t[1 + n * n];
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
            if (t[1 + i * n + j] != 0) continue;
            boolean legal = false;
            for (int dx = -1; dx <= 1; dx++) for (int dy = -1; dy <= 1; dy++) {
                if (dx == 0 && dy == 0) continue;
                int x = i + dx, y = j + dy, k = 0;
                while (x >= 0 && x < n && y >= 0 && y < n && t[1 + x * n + y] == 3 - p) { x += dx; y += dy; k++; }
                if (k > 0 && x >= 0 && x < n && y >= 0 && y < n && t[1 + x * n + y] == p) legal = true;
            }
            if (legal) moves.add(i + "," + j);
        }
        return moves.isEmpty() ? "@NONE@" : String.join("\n", moves);
    }
}
"#;

const JAVA_WAYS: [(&str, &str); 4] = [
    (
        "Scanner sc = new Scanner(System.in); List<Integer> l = new ArrayList<>(); while (sc.hasNextInt()) l.add(sc.nextInt()); int[] t = l.stream().mapToInt(Integer::intValue).toArray();",
        "System.out.println(out);",
    ),
    (
        "BufferedReader br = new BufferedReader(new InputStreamReader(System.in)); StringBuilder sb = new StringBuilder(); for (String s; (s = br.readLine()) != null; ) sb.append(s).append(' '); int[] t = Arrays.stream(sb.toString().trim().split(\"\\\\s+\")).mapToInt(Integer::parseInt).toArray();",
        "PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out))); pw.println(out); pw.flush();",
    ),
    (
        "StreamTokenizer st = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in))); List<Integer> l = new ArrayList<>(); while (st.nextToken() != StreamTokenizer.TT_EOF) l.add((int) st.nval); int[] t = l.stream().mapToInt(Integer::intValue).toArray();",
        "System.out.print(out + \"\\n\");",
    ),
    (
        "DataInputStream in = new DataInputStream(System.in); int[] t = Arrays.stream(new String(in.readAllBytes()).trim().split(\"\\\\s+\")).mapToInt(Integer::parseInt).toArray();",
        "PrintWriter pw = new PrintWriter(System.out); pw.print(out + \"\\n\"); pw.flush();",
    ),
];

/// Ways of reading the input and writing the answer: code for each.
type Ways = &'static [(&'static str, &'static str)];

/// The languages served, their template, ways, and extension.
fn languages() -> [(&'static str, Ways, &'static str); 3] {
    [
        (PYTHON, &PYTHON_WAYS, "py"),
        (JAVASCRIPT, &JAVASCRIPT_WAYS, "js"),
        (JAVA, &JAVA_WAYS, "java"),
    ]
}

/// `template` with a way of reading and of writing, answering `none`
/// where there is no legal move (right: `NULL`).
fn program(template: &str, (read, write): (&str, &str), none: &str) -> String {
    template
        .replace("@READ@", read)
        .replace("@WRITE@", write)
        .replace("@NONE@", none)
}

/// Writes `text` as `dir/<name>/<file>` (a Java file alone in its
/// folder, named for its class).
fn write(dir: &TempDir, name: &str, ext: &str, text: &str) -> String {
    let folder = Path::new(&dir.path(name)).to_path_buf();
    std::fs::create_dir_all(&folder).unwrap();
    let file = match ext {
        "java" => folder.join("Main.java"),
        _ => folder.join(format!("main.{ext}")),
    };
    std::fs::write(&file, text).unwrap();
    file.display().to_string()
}

/// `stress othello-moves --progress 0 --solution FILE EXTRA`.
fn stress(file: &str, extra: &[&str]) -> Run {
    let mut args = vec![
        "stress",
        "othello-moves",
        "--progress",
        "0",
        "--solution",
        file,
    ];
    args.extend(extra);
    run(&args, "")
}

/// Every way of reading the input and writing the answer, with state a
/// second run in one interpreter would see, passes served: each seed
/// reads its own input and starts afresh (the programs answer "0,0"
/// otherwise). Served, not run one process a seed: no fallback is said.
#[test]
fn every_way_of_reading_and_writing_passes_each_seed_fresh() {
    let dir = TempDir::new("serve-ways");
    for (template, ways, ext) in languages() {
        if !toolchain(ext) {
            continue;
        }
        for (k, way) in ways.iter().enumerate() {
            let file = write(
                &dir,
                &format!("{ext}{k}"),
                ext,
                &program(template, *way, "NULL"),
            );
            let save = dir.path(&format!("{ext}{k}-saved"));
            let out = stress(&file, &["--seeds", "1..=8", "--jobs", "1", "--save", &save]);
            assert_eq!(out.status, Some(0), "{}", out.describe());
            assert!(served(&out.stderr), "{}", out.describe());
            assert!(
                out.stdout().contains("ok: 8 seeds passed"),
                "{}",
                out.describe()
            );
        }
    }
}

/// A wrong program (prints nothing where there is no move) fails at the
/// same seed with the same verdict served and one process a seed, and the
/// saved output is what the program writes run alone on the saved input.
#[test]
fn a_wrong_program_fails_at_the_same_seed_either_way() {
    let dir = TempDir::new("serve-wrong");
    for (template, ways, ext) in languages() {
        if !toolchain(ext) {
            continue;
        }
        let file = write(&dir, ext, ext, &program(template, ways[2], ""));
        let mut heads = Vec::new();
        for (mode, extra) in [("served", None), ("alone", Some("--one-process-a-seed"))] {
            let save = dir.path(&format!("{ext}-{mode}"));
            let mut args = vec!["--seeds", "1..=40", "--shrink-time", "0", "--save", &save];
            args.extend(extra);
            let out = stress(&file, &args);
            assert_eq!(out.status, Some(1), "{}", out.describe());
            assert!(served(&out.stderr), "{}", out.describe());
            // The report's head (the compiler's time aside).
            let report = out.stdout();
            let head = report
                .lines()
                .filter(|l| !l.starts_with("compiled "))
                .take(2);
            heads.push(head.collect::<Vec<_>>().join("\n"));
            let saved = std::fs::read(format!("{save}/actual/hack-000.out")).unwrap();
            let input = std::fs::read(format!("{save}/hack-000.in")).unwrap();
            assert_eq!(saved, alone(&file, ext, &input), "{ext} {mode}");
        }
        assert!(heads[0].contains(" fails: "), "{heads:?}");
        assert_eq!(heads[0], heads[1], "{ext}");
    }
}

/// Shrinking a served program's failure runs its smaller inputs in a
/// server per job too, not one a candidate: a wrong Python program that
/// logs a string's hash (salted afresh by each interpreter start, the
/// same in the processes a server forks) is shrunk through many
/// candidates by at most four servers (the search's two jobs', the
/// shrink's two).
#[test]
fn shrinking_runs_the_candidates_in_a_server_per_job() {
    if !toolchain("py") {
        return;
    }
    let dir = TempDir::new("serve-shrink");
    let log = dir.path("parents");
    let text = format!(
        "open({log:?}, 'a').write(f'{{hash(\"boardsolve\")}}\\n')\nn = int(input())\nprint('NULL' if n % 2 else '0,0')\n"
    );
    let file = write(&dir, "py", "py", &text);
    let out = stress(&file, &["--jobs", "2", "--save", &dir.path("save")]);
    assert_eq!(out.status, Some(1), "{}", out.describe());
    assert!(served(&out.stderr), "{}", out.describe());
    let tried: usize = out
        .stdout()
        .lines()
        .find_map(|l| l.split("; ").nth(1)?.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no inputs tried\n{}", out.describe()));
    let parents = std::fs::read_to_string(&log).unwrap();
    let servers: std::collections::BTreeSet<&str> = parents.lines().collect();
    assert!(
        tried >= 8 && servers.len() <= 4,
        "{tried} inputs tried in {} servers\n{}",
        servers.len(),
        out.describe()
    );
}

/// Whether stress said nothing on stderr but a compiler's progress: no
/// fallback to one process a seed.
fn served(stderr: &str) -> bool {
    stderr.lines().all(|l| l.starts_with("stress: compiling "))
}

/// The program run alone, outside any server, on `input`: its output.
fn alone(file: &str, ext: &str, input: &[u8]) -> Vec<u8> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut cmd = match ext {
        "py" => Command::new("python3"),
        "js" => Command::new("node"),
        _ => Command::new("java"),
    };
    cmd.arg(file).stdin(Stdio::piped()).stdout(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap().stdout
}

/// A seed that exits early, crashes, goes past the memory limit, exits
/// with a status of its own or hangs ends as it ends one process a seed,
/// and the seeds after it in the same server pass.
#[test]
fn a_seed_that_exits_crashes_or_blows_up_leaves_the_next_seeds_alone() {
    const MOODY: [(&str, &str); 3] = [
        (
            "py",
            "import sys\nn = int(sys.stdin.readline())\nif n == 2: sys.exit()\nif n == 3: raise ValueError('three')\nif n == 4: held = b'x' * (400 << 20)\nif n == 5: sys.exit(3)\nif n == 6:\n    while True: pass\nprint('NULL')\n",
        ),
        (
            "js",
            "const n = parseInt(require('fs').readFileSync(0, 'utf8'));\nif (n === 2) process.exit();\nif (n === 3) throw new Error('three');\nif (n === 4) globalThis.held = Buffer.alloc(400 << 20, 1);\nif (n === 5) process.exit(3);\nif (n === 6) for (;;) {}\nconsole.log('NULL');\n",
        ),
        (
            "java",
            "public class Main {\n    public static void main(String[] a) {\n        int n = new java.util.Scanner(System.in).nextInt();\n        if (n == 2) System.exit(0);\n        if (n == 3) throw new RuntimeException(\"three\");\n        if (n == 4) { byte[] held = new byte[400 << 20]; java.util.Arrays.fill(held, (byte) 1); System.out.println(held[7]); }\n        if (n == 5) System.exit(3);\n        if (n == 6) for (;;) {}\n        System.out.println(\"NULL\");\n    }\n}\n",
        ),
    ];
    let dir = TempDir::new("serve-moody");
    let limits = Limits {
        time: Duration::from_millis(1000),
        memory: 200 << 20,
        output: 1 << 20,
        wait: None,
    };
    // A board of side n, empty; the program's mood is n.
    let board = |n: usize| {
        let row = vec!["0"; n].join(" ");
        format!("{n}\n{}1\n", format!("{row}\n").repeat(n))
    };
    for (ext, text) in MOODY {
        if !toolchain(ext) {
            continue;
        }
        let file = write(&dir, ext, ext, text);
        let lang = Lang::of_file(Path::new(&file)).unwrap();
        let prepared = prepare_method(
            "othello-moves",
            None,
            Path::new(&file),
            lang,
            build(),
            &Cache::off(),
        )
        .unwrap();
        let servers = Servers::new(prepared.served.clone().expect("served"));
        for n in [1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 1] {
            let input = board(n);
            let served = servers.run(input.as_bytes(), &limits, &|| false);
            let one = prepared
                .program
                .run(input.as_bytes(), &limits, &|| false)
                .unwrap();
            // Past the memory limit in a JVM or node server, whose memory
            // is its earlier seeds' too, a seed runs again alone.
            if n == 4 && ext != "py" {
                assert!(served.is_none(), "{ext}: run again alone");
                assert_eq!(kind(&one), "memory limit", "{ext}");
                continue;
            }
            let served = served.expect("served, not fallen back").unwrap();
            assert_eq!(kind(&served), kind(&one), "{ext}, board {n}");
            if n == 1 {
                assert_eq!(kind(&served), "finished: \"NULL\\n\"", "{ext}");
            }
        }
    }
}

/// A server's memory holds what its earlier seeds left, and a fresh
/// program's does not: a seed past the memory limit in a server is run
/// again alone, and judged by that run. A Java program that leaves 100
/// MiB in the JVM's system properties (which outlive a class loader) on
/// one seed (the server then resident in 243 MiB, kept under half the
/// limit) and uses 450 MiB on the next passes both under 600 MiB, as it
/// does one process a seed (a fresh JVM: 490 MiB); the server serves the
/// seeds after it.
#[test]
fn a_seed_past_the_memory_limit_in_a_server_runs_again_alone() {
    if !toolchain("java") {
        return;
    }
    let text = "public class Main {\n    public static void main(String[] a) {\n        int n = new java.util.Scanner(System.in).nextInt();\n        byte[] b = new byte[(n == 2 ? 100 : n == 3 ? 450 : 1) << 20];\n        java.util.Arrays.fill(b, (byte) 1);\n        if (n == 2) System.getProperties().put(\"left\", b);\n        System.out.println(b[7] == 1 ? \"NULL\" : \"\");\n    }\n}\n";
    let dir = TempDir::new("serve-memory");
    let file = write(&dir, "Main", "java", text);
    let prepared = prepare_method(
        "othello-moves",
        None,
        Path::new(&file),
        Lang::Java,
        build(),
        &Cache::off(),
    )
    .unwrap();
    let servers = Servers::new(prepared.served.clone().expect("served"));
    let limits = Limits {
        time: Duration::from_secs(5),
        memory: 600 << 20,
        output: 1 << 20,
        wait: None,
    };
    let board = |n: usize| {
        format!(
            "{n}\n{}1\n",
            format!("{}\n", vec!["0"; n].join(" ")).repeat(n)
        )
    };
    let run = |n| servers.run(board(n).as_bytes(), &limits, &|| false);
    let finished = |outcome: &Outcome| assert_eq!(kind(outcome), "finished: \"NULL\\n\"");
    finished(&run(2).expect("served").unwrap());
    assert!(run(3).is_none(), "past the limit in the server: run alone");
    finished(
        &prepared
            .program
            .run(board(3).as_bytes(), &limits, &|| false)
            .unwrap(),
    );
    finished(&run(1).expect("served after it").unwrap());
}

/// How a run ended, in words a test compares: the output of a finished
/// run, the status of a crash, the kind of a limit.
fn kind(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Finished { stdout, .. } => {
            format!("finished: {:?}", String::from_utf8_lossy(stdout))
        }
        Outcome::Crashed { status, .. } => format!("crashed: {status}"),
        Outcome::TimeLimit { backstop, .. } => format!("time limit (backstop: {backstop})"),
        Outcome::MemoryLimit { .. } => "memory limit".into(),
        Outcome::OutputLimit { .. } => "output limit".into(),
        Outcome::Cancelled => "cancelled".into(),
    }
}

/// A program the server cannot serve runs one process a seed, said once:
/// JavaScript that loads `child_process`, Python that leaves a process
/// running after it ends (found after its first seed, which runs again).
#[test]
fn a_program_the_server_cannot_serve_runs_one_process_a_seed_said_once() {
    let dir = TempDir::new("serve-unserved");
    let cases = [
        (
            "js",
            program(JAVASCRIPT, JAVASCRIPT_WAYS[2], "NULL").replace("function solve", "require('child_process');\nfunction solve"),
            "it starts processes",
        ),
        (
            "py",
            program(PYTHON, PYTHON_WAYS[1], "NULL").replace("import sys, builtins", "import sys, builtins, subprocess\nsubprocess.Popen(['sleep', '30'], start_new_session=True)"),
            "it leaves processes running after it ends",
        ),
    ];
    for (ext, text, why) in cases {
        if !toolchain(ext) {
            continue;
        }
        let file = write(&dir, ext, ext, &text);
        let out = stress(&file, &["--seeds", "1..=6", "--jobs", "1"]);
        assert_eq!(out.status, Some(0), "{}", out.describe());
        assert_eq!(
            out.stderr,
            format!("stress: {file}: one process a seed from here on: {why}\n"),
            "{}",
            out.describe()
        );
    }
}

#[test]
fn one_process_a_seed_goes_with_a_whole_program() {
    run(&["stress", "othello-moves", "--one-process-a-seed", "--", "cat"], "")
        .usage_error("--one-process-a-seed goes with --solution FILE of a whole program (its server runs every seed in one interpreter start); -- COMMAND always starts once a seed");
    let file = format!("{}/flip-chess/correct.py", crate::solution::SOLUTIONS);
    run(
        &[
            "stress",
            "flip-chess",
            "--solution",
            &file,
            "--one-process-a-seed",
        ],
        "",
    )
    .usage_error("a LeetCode solution's harness has --one-per-run");
}
