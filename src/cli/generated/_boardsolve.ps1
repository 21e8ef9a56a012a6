
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'boardsolve' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'boardsolve'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'boardsolve' {
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('gen', 'gen', [CompletionResultType]::ParameterValue, 'Write one valid, reproducible input for a problem to stdout')
            [CompletionResult]::new('stress', 'stress', [CompletionResultType]::ParameterValue, 'Test a solution: generate an input per seed (in the judge''s domain), run COMMAND (or a solution file: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure')
            [CompletionResult]::new('harness', 'harness', [CompletionResultType]::ParameterValue, 'Print the harness `stress --solution` runs a LeetCode solution in, for use elsewhere')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Judge an output against boardsolve''s answer, as a testlib checker')
            [CompletionResult]::new('emit', 'emit', [CompletionResultType]::ParameterValue, 'Write a single-file Rust solution a judge accepts, built from boardsolve''s own solver')
            [CompletionResult]::new('validate', 'validate', [CompletionResultType]::ParameterValue, 'Check a judge''s test file, as a testlib validator: the exact layout and the judge''s constraints')
            [CompletionResult]::new('package', 'package', [CompletionResultType]::ParameterValue, 'Write a problem package in the Kattis problem package format (legacy, as problemtools'' verifyproblem checks it) into DIR')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write boardsolve''s man page (roff, as clap_mangen writes it) to stdout, or a subcommand''s, or every page into a directory')
            [CompletionResult]::new('flip-chess', 'flip-chess', [CompletionResultType]::ParameterValue, 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)')
            [CompletionResult]::new('lcp41', 'lcp41', [CompletionResultType]::ParameterValue, 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)')
            [CompletionResult]::new('check-move', 'check-move', [CompletionResultType]::ParameterValue, 'Is a move legal: the endpoint of a good line (LeetCode 1958)')
            [CompletionResult]::new('lc1958', 'lc1958', [CompletionResultType]::ParameterValue, 'Is a move legal: the endpoint of a good line (LeetCode 1958)')
            [CompletionResult]::new('minesweeper', 'minesweeper', [CompletionResultType]::ParameterValue, 'The board after one click (LeetCode 529)')
            [CompletionResult]::new('lc529', 'lc529', [CompletionResultType]::ParameterValue, 'The board after one click (LeetCode 529)')
            [CompletionResult]::new('go-capture', 'go-capture', [CompletionResultType]::ParameterValue, 'Stones removed by each move of a Go replay (Luogu P10864)')
            [CompletionResult]::new('p10864', 'p10864', [CompletionResultType]::ParameterValue, 'Stones removed by each move of a Go replay (Luogu P10864)')
            [CompletionResult]::new('othello-moves', 'othello-moves', [CompletionResultType]::ParameterValue, 'Every legal move of an Othello player (Huawei OD exam)')
            [CompletionResult]::new('othello', 'othello', [CompletionResultType]::ParameterValue, 'Every legal move of an Othello player (Huawei OD exam)')
            [CompletionResult]::new('game-of-life', 'game-of-life', [CompletionResultType]::ParameterValue, 'The board one generation later in Conway''s Game of Life (LeetCode 289)')
            [CompletionResult]::new('lc289', 'lc289', [CompletionResultType]::ParameterValue, 'The board one generation later in Conway''s Game of Life (LeetCode 289)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'boardsolve;gen' {
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed of the generator (SplitMix64): the same seed, the same input; `random` draws one and prints on stderr the command line that regenerates the input (for generators run without a shell, as `oj generate-input` runs them)')
            [CompletionResult]::new('--cases', '--cases', [CompletionResultType]::ParameterName, 'Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode''s]')
            [CompletionResult]::new('--rows', '--rows', [CompletionResultType]::ParameterName, 'Board rows (board problems) [gen default: random per case]')
            [CompletionResult]::new('--cols', '--cols', [CompletionResultType]::ParameterName, 'Board columns (board problems) [gen default: random per case]')
            [CompletionResult]::new('--size', '--size', [CompletionResultType]::ParameterName, 'go-capture: board side [default: 19]')
            [CompletionResult]::new('--moves', '--moves', [CompletionResultType]::ParameterName, 'go-capture: number of moves [gen default: 20]')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'othello-moves: board side N [gen default: 8]')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'othello-moves: the player to move [default: random]')
            [CompletionResult]::new('--empty', '--empty', [CompletionResultType]::ParameterName, 'Share of empty cells (flip-chess `.`, check-move `.`, othello-moves `0`), weighed against --black and --white [gen default: 1]')
            [CompletionResult]::new('--black', '--black', [CompletionResultType]::ParameterName, 'Share of black cells (flip-chess `X`, check-move `B`, othello-moves `1`) [gen default: 1]')
            [CompletionResult]::new('--white', '--white', [CompletionResultType]::ParameterName, 'Share of white cells (flip-chess `O`, check-move `W`, othello-moves `2`) [gen default: 1]')
            [CompletionResult]::new('--mines', '--mines', [CompletionResultType]::ParameterName, 'minesweeper: share of mines, 0..=1 [gen default: 0.15]')
            [CompletionResult]::new('--live', '--live', [CompletionResultType]::ParameterName, 'game-of-life: share of live cells, 0..=1 [gen default: 0.35]')
            [CompletionResult]::new('--click', '--click', [CompletionResultType]::ParameterName, 'minesweeper: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Format of the board problems'' input [default: leetcode]')
            [CompletionResult]::new('--pattern', '--pattern', [CompletionResultType]::ParameterName, 'Shape of the data: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) [gen default: random]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Satisfy the judge''s constraints and guarantees (as --strict checks)')
            [CompletionResult]::new('--judge-rules', '--judge-rules', [CompletionResultType]::ParameterName, 'Keep the judge''s rules but not its size limits (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on ''M'' or ''E'' in minesweeper): the inputs of stress --beyond-judge-sizes')
            [CompletionResult]::new('--mix', '--mix', [CompletionResultType]::ParameterName, 'Draw the settings not given as `stress` does for the seed (its mix, every 25th seed an input at the judge''s limits), so `gen P --mix --seed S` writes the input stress runs for seed S: in the judge''s domain, or with --judge-rules that of stress --beyond-judge-sizes')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;stress' {
            [CompletionResult]::new('--cases', '--cases', [CompletionResultType]::ParameterName, 'Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode''s]')
            [CompletionResult]::new('--rows', '--rows', [CompletionResultType]::ParameterName, 'Board rows (board problems) [gen default: random per case]')
            [CompletionResult]::new('--cols', '--cols', [CompletionResultType]::ParameterName, 'Board columns (board problems) [gen default: random per case]')
            [CompletionResult]::new('--size', '--size', [CompletionResultType]::ParameterName, 'go-capture: board side [default: 19]')
            [CompletionResult]::new('--moves', '--moves', [CompletionResultType]::ParameterName, 'go-capture: number of moves [gen default: 20]')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'othello-moves: board side N [gen default: 8]')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'othello-moves: the player to move [default: random]')
            [CompletionResult]::new('--empty', '--empty', [CompletionResultType]::ParameterName, 'Share of empty cells (flip-chess `.`, check-move `.`, othello-moves `0`), weighed against --black and --white [gen default: 1]')
            [CompletionResult]::new('--black', '--black', [CompletionResultType]::ParameterName, 'Share of black cells (flip-chess `X`, check-move `B`, othello-moves `1`) [gen default: 1]')
            [CompletionResult]::new('--white', '--white', [CompletionResultType]::ParameterName, 'Share of white cells (flip-chess `O`, check-move `W`, othello-moves `2`) [gen default: 1]')
            [CompletionResult]::new('--mines', '--mines', [CompletionResultType]::ParameterName, 'minesweeper: share of mines, 0..=1 [gen default: 0.15]')
            [CompletionResult]::new('--live', '--live', [CompletionResultType]::ParameterName, 'game-of-life: share of live cells, 0..=1 [gen default: 0.35]')
            [CompletionResult]::new('--click', '--click', [CompletionResultType]::ParameterName, 'minesweeper: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Format of the board problems'' input [default: leetcode]')
            [CompletionResult]::new('--pattern', '--pattern', [CompletionResultType]::ParameterName, 'Shape of the data: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) [gen default: random]')
            [CompletionResult]::new('--seeds', '--seeds', [CompletionResultType]::ParameterName, 'Seeds to try: A..B (B excluded) or A..=B, anywhere in 0..=2^64-1 [default: 1..=100, after the problem page''s examples; every 25th seed an input at the judge''s limits]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Time limit per run, seconds, exactly [default: the judge''s, derived for this machine, see --judge-time]: CPU time of every process of the run, detached ones too (on Linux and Windows; elsewhere wall-clock time), a time-out confirmed by a second run; a run that has waited (asleep, blocked) 3 times the limit is stopped. Every process of the run is ended at a limit and when the program exits')
            [CompletionResult]::new('--judge-time', '--judge-time', [CompletionResultType]::ParameterName, 'The judge''s time limit, seconds, a figure for the judge''s machine [default: the problem''s, see docs/reference.md]: a run past it runs again under the limit derived for this machine (6 x the time boardsolve''s reference solver takes on the judge''s largest input, at most 4 x the figure), and passes within it with a warning')
            [CompletionResult]::new('--compile-timeout', '--compile-timeout', [CompletionResultType]::ParameterName, 'Time limit of each compiler run of --solution, seconds of CPU time (as --timeout): a compiler past it, or one that waited 3 times it, ends the run with status 1. Ctrl-C ends a compiler at once')
            [CompletionResult]::new('--memory', '--memory', [CompletionResultType]::ParameterName, 'Memory limit per run, MiB: peak resident memory of the run''s processes, as judges measure it (Linux: sampled, and exact for each process that ends; other Unix systems: the program alone; Windows: the run''s committed memory)')
            [CompletionResult]::new('--output-limit', '--output-limit', [CompletionResultType]::ParameterName, 'Output limit per run, MiB (at most 1024: the output is held in memory to be judged)')
            [CompletionResult]::new('--shrink-time', '--shrink-time', [CompletionResultType]::ParameterName, 'Time the shrinker may spend on a failure, seconds (0: no shrinking); the report says when it ran out. A time-out''s smaller inputs run under the same time limit')
            [CompletionResult]::new('--progress', '--progress', [CompletionResultType]::ParameterName, 'When stderr is no terminal (a log), a progress line there every SECS seconds (0: never); a terminal''s line is redrawn as it goes')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Runs in parallel [default: one per core]')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Directory for failures, laid out for `oj test`: hack-000.in (input), hack-000.out (boardsolve''s answer), hack-000-shrunk.* (the shrunk input), and the program''s outputs in the subdirectory actual/ (hack-000.out, hack-000-shrunk.out), where oj does not look; made when a failure is found')
            [CompletionResult]::new('--solution', '--solution', [CompletionResultType]::ParameterName, 'Stress a solution file instead of COMMAND, its language told by its extension (.py, .cpp, .cc, .cxx, .java, .js, .go, .rs). LeetCode problems: FILE is the solution as submitted (class Solution with the method; JavaScript and Go the function), run in boardsolve''s harness (see `boardsolve harness`) with LeetCode''s imports and a deep recursion, on LeetCode-format inputs, many seeds'' inputs in one run as LeetCode runs a submission''s testcases in one process (each answer judged, each call timed against --timeout, on its own; what fails runs again alone; state a solution keeps from one testcase to the next shows, as on LeetCode; --one-per-run starts it for each seed); other problems (go-capture, othello-moves): a whole program, one input a run, each seed a fresh program: in Python, JavaScript and Java started from one interpreter (JVM) start per job, each seed forked, in a new context or a new class loader (--one-process-a-seed starts it for each seed). Compiled once (g++ -O2, javac, go build, rustc -O) before the first seed, or reused from the compile cache when nothing that goes into the build changed (--no-cache)')
            [CompletionResult]::new('--input', '--input', [CompletionResultType]::ParameterName, 'Run the program on the testcases of FILE (`-`: standard input) instead of seeds, one by one, as LeetCode''s Run button does: in any format boardsolve reads (LeetCode''s testcase box, plain, an example section pasted from the problem''s page); each case''s report shows boardsolve''s answer, what the program returned and what it printed. Status 0 when every case is accepted, 1 when not')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'With --solution of a LeetCode problem: the class whose method is called (`Solution2`, a nested one as `Outer.Solution2`; JavaScript and Go: the function), where the file has several [default: Solution, else the one class with the problem''s method]')
            [CompletionResult]::new('--beyond-judge', '--beyond-judge', [CompletionResultType]::ParameterName, 'Leave the judge''s domain: inputs need not pass `--strict` (bigger boards, flip-chess boards without the judge''s guarantee, revealed mines and clicks on revealed cells in minesweeper, go-capture `--size`)')
            [CompletionResult]::new('--beyond-judge-sizes', '--beyond-judge-sizes', [CompletionResultType]::ParameterName, 'Leave only the judge''s sizes: bigger boards, the judge''s other rules kept (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on ''M'' or ''E'' in minesweeper); gen''s --judge-rules regenerates its inputs')
            [CompletionResult]::new('--shell', '--shell', [CompletionResultType]::ParameterName, 'Run COMMAND as one shell command line (`sh -c`; on Windows `cmd /C`), e.g. with a pipe')
            [CompletionResult]::new('--one-per-run', '--one-per-run', [CompletionResultType]::ParameterName, 'With --solution of a LeetCode problem: start the solution once per input, not once for many (see --solution)')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'With --solution: compile FILE even if the same build is kept in the compile cache, and keep nothing there (see docs/reference.md)')
            [CompletionResult]::new('--one-process-a-seed', '--one-process-a-seed', [CompletionResultType]::ParameterName, 'With --solution of a whole program in Python, JavaScript or Java: start the interpreter (the JVM) for each seed, not once per job with each seed a fresh program in it (see docs/reference.md)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;harness' {
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The solution''s language')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;check' {
            [CompletionResult]::new('--size', '--size', [CompletionResultType]::ParameterName, 'go-capture: board side (default 19)')
            [CompletionResult]::new('--domjudge', '--domjudge', [CompletionResultType]::ParameterName, 'Be a DOMjudge / Kattis output validator: the output on stdin, exit 42 accepted or 43 rejected, the message in FEEDBACK_DIR/judgemessage.txt. Letters compare in any case (`TRUE` is `true`) unless FLAGS has case_sensitive; space_change_sensitive means --exact; float_tolerance E (and the relative and absolute forms) is accepted and changes nothing')
            [CompletionResult]::new('--appes', '--appes', [CompletionResultType]::ParameterName, 'testlib''s `-appes`, as `check` spells it for the parser (`-appes` and `-APPES` become this flag)')
            [CompletionResult]::new('--exact', '--exact', [CompletionResultType]::ParameterName, 'The whitespace must also be the answer''s, byte for byte (`\n` line ends, single spaces, a final newline); a difference is a presentation error')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;emit' {
            [CompletionResult]::new('--judge', '--judge', [CompletionResultType]::ParameterName, 'Submission style (default: leetcode for the LeetCode problems, stdin for go-capture and othello-moves)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete')
            [CompletionResult]::new('--with-harness', '--with-harness', [CompletionResultType]::ParameterName, 'LeetCode style: also declare `struct Solution` and a `main` reading testcases from stdin, so the file runs locally')
            [CompletionResult]::new('--validator', '--validator', [CompletionResultType]::ParameterName, 'Write the problem''s input validator instead (Kattis / DOMjudge: status 42 valid, 43 invalid), as `validate --kattis` judges')
            [CompletionResult]::new('--checker', '--checker', [CompletionResultType]::ParameterName, 'Write the problem''s output validator instead (Kattis / DOMjudge: `checker INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, status 42 accepted, 43 rejected), as `check --domjudge` judges')
            [CompletionResult]::new('--list', '--list', [CompletionResultType]::ParameterName, 'List the forms CI checks instead, one a line: problem, emit arguments, size limit in bytes, gen arguments of its inputs (tabs)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;validate' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The board problems'' format: auto (`[` first means leetcode), plain or leetcode')
            [CompletionResult]::new('--testset', '--testset', [CompletionResultType]::ParameterName, 'testlib''s test set name: accepted, changes nothing')
            [CompletionResult]::new('--group', '--group', [CompletionResultType]::ParameterName, 'testlib''s test group name: accepted, changes nothing')
            [CompletionResult]::new('--kattis', '--kattis', [CompletionResultType]::ParameterName, 'Be a Kattis / DOMjudge input validator: exit 42 valid, 43 invalid')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;package' {
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed of the secret data: the same seed, the same package')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The board problems'' data format: plain (the contest format, one case a file) or leetcode (one line per parameter)')
            [CompletionResult]::new('--wrong', '--wrong', [CompletionResultType]::ParameterName, 'Copy the files in DIR (or the file DIR) into submissions/wrong_answer/: the setter''s wrong solutions')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace DIR whatever it holds (files of yours, a package changed since boardsolve wrote it)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;completions' {
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;man' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write every page into DIR instead (boardsolve.1 and one boardsolve-SUBCOMMAND.1 a subcommand), e.g. ~/.local/share/man/man1')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;flip-chess' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads (0: one per core; at most 256): boards above 8x8 are split among them, smaller boards are solved by all of them in batches')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;lcp41' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Worker threads (0: one per core; at most 256): boards above 8x8 are split among them, smaller boards are solved by all of them in batches')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;check-move' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;lc1958' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;minesweeper' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Threads (0: one per core): boards of 2^20 cells and more are revealed in bands of rows, one per thread')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;lc529' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Threads (0: one per core): boards of 2^20 cells and more are revealed in bands of rows, one per thread')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;go-capture' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--size', '--size', [CompletionResultType]::ParameterName, 'Board side (the judge plays on 19x19)')
            [CompletionResult]::new('--explain-moves', '--explain-moves', [CompletionResultType]::ParameterName, 'Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Threads: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;p10864' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--size', '--size', [CompletionResultType]::ParameterName, 'Board side (the judge plays on 19x19)')
            [CompletionResult]::new('--explain-moves', '--explain-moves', [CompletionResultType]::ParameterName, 'Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Threads: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;othello-moves' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;othello' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;game-of-life' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;lc289' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Also enforce the judge''s constraints and guarantees (a validator)')
            [CompletionResult]::new('--naive', '--naive', [CompletionResultType]::ParameterName, 'Use the small, obviously correct reference solver')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'boardsolve;help' {
            [CompletionResult]::new('gen', 'gen', [CompletionResultType]::ParameterValue, 'Write one valid, reproducible input for a problem to stdout')
            [CompletionResult]::new('stress', 'stress', [CompletionResultType]::ParameterValue, 'Test a solution: generate an input per seed (in the judge''s domain), run COMMAND (or a solution file: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure')
            [CompletionResult]::new('harness', 'harness', [CompletionResultType]::ParameterValue, 'Print the harness `stress --solution` runs a LeetCode solution in, for use elsewhere')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Judge an output against boardsolve''s answer, as a testlib checker')
            [CompletionResult]::new('emit', 'emit', [CompletionResultType]::ParameterValue, 'Write a single-file Rust solution a judge accepts, built from boardsolve''s own solver')
            [CompletionResult]::new('validate', 'validate', [CompletionResultType]::ParameterValue, 'Check a judge''s test file, as a testlib validator: the exact layout and the judge''s constraints')
            [CompletionResult]::new('package', 'package', [CompletionResultType]::ParameterValue, 'Write a problem package in the Kattis problem package format (legacy, as problemtools'' verifyproblem checks it) into DIR')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write boardsolve''s man page (roff, as clap_mangen writes it) to stdout, or a subcommand''s, or every page into a directory')
            [CompletionResult]::new('flip-chess', 'flip-chess', [CompletionResultType]::ParameterValue, 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)')
            [CompletionResult]::new('check-move', 'check-move', [CompletionResultType]::ParameterValue, 'Is a move legal: the endpoint of a good line (LeetCode 1958)')
            [CompletionResult]::new('minesweeper', 'minesweeper', [CompletionResultType]::ParameterValue, 'The board after one click (LeetCode 529)')
            [CompletionResult]::new('go-capture', 'go-capture', [CompletionResultType]::ParameterValue, 'Stones removed by each move of a Go replay (Luogu P10864)')
            [CompletionResult]::new('othello-moves', 'othello-moves', [CompletionResultType]::ParameterValue, 'Every legal move of an Othello player (Huawei OD exam)')
            [CompletionResult]::new('game-of-life', 'game-of-life', [CompletionResultType]::ParameterValue, 'The board one generation later in Conway''s Game of Life (LeetCode 289)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'boardsolve;help;gen' {
            break
        }
        'boardsolve;help;stress' {
            break
        }
        'boardsolve;help;harness' {
            break
        }
        'boardsolve;help;check' {
            break
        }
        'boardsolve;help;emit' {
            break
        }
        'boardsolve;help;validate' {
            break
        }
        'boardsolve;help;package' {
            break
        }
        'boardsolve;help;completions' {
            break
        }
        'boardsolve;help;man' {
            break
        }
        'boardsolve;help;flip-chess' {
            break
        }
        'boardsolve;help;check-move' {
            break
        }
        'boardsolve;help;minesweeper' {
            break
        }
        'boardsolve;help;go-capture' {
            break
        }
        'boardsolve;help;othello-moves' {
            break
        }
        'boardsolve;help;game-of-life' {
            break
        }
        'boardsolve;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
