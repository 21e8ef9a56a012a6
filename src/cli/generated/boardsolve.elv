
use builtin;
use str;

set edit:completion:arg-completer[boardsolve] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'boardsolve'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'boardsolve'= {
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand gen 'Write one valid, reproducible input for a problem to stdout'
            cand stress 'Test a solution: generate an input per seed (in the judge''s domain), run COMMAND (or a solution file: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure'
            cand harness 'Print the harness `stress --solution` runs a LeetCode solution in, for use elsewhere'
            cand check 'Judge an output against boardsolve''s answer, as a testlib checker'
            cand emit 'Write a single-file Rust solution a judge accepts, built from boardsolve''s own solver'
            cand validate 'Check a judge''s test file, as a testlib validator: the exact layout and the judge''s constraints'
            cand package 'Write a problem package in the Kattis problem package format (legacy, as problemtools'' verifyproblem checks it) into DIR'
            cand completions 'Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it'
            cand man 'Write boardsolve''s man page (roff, as clap_mangen writes it) to stdout, or a subcommand''s, or every page into a directory'
            cand flip-chess 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)'
            cand lcp41 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)'
            cand check-move 'Is a move legal: the endpoint of a good line (LeetCode 1958)'
            cand lc1958 'Is a move legal: the endpoint of a good line (LeetCode 1958)'
            cand minesweeper 'The board after one click (LeetCode 529)'
            cand lc529 'The board after one click (LeetCode 529)'
            cand go-capture 'Stones removed by each move of a Go replay (Luogu P10864)'
            cand p10864 'Stones removed by each move of a Go replay (Luogu P10864)'
            cand othello-moves 'Every legal move of an Othello player (Huawei OD exam)'
            cand othello 'Every legal move of an Othello player (Huawei OD exam)'
            cand game-of-life 'The board one generation later in Conway''s Game of Life (LeetCode 289)'
            cand lc289 'The board one generation later in Conway''s Game of Life (LeetCode 289)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'boardsolve;gen'= {
            cand --seed 'Seed of the generator (SplitMix64): the same seed, the same input; `random` draws one and prints on stderr the command line that regenerates the input (for generators run without a shell, as `oj generate-input` runs them)'
            cand --cases 'Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode''s]'
            cand --rows 'Board rows (board problems) [gen default: random per case]'
            cand --cols 'Board columns (board problems) [gen default: random per case]'
            cand --size 'go-capture: board side [default: 19]'
            cand --moves 'go-capture: number of moves [gen default: 20]'
            cand -n 'othello-moves: board side N [gen default: 8]'
            cand --player 'othello-moves: the player to move [default: random]'
            cand --empty 'Share of empty cells (flip-chess `.`, check-move `.`, othello-moves `0`), weighed against --black and --white [gen default: 1]'
            cand --black 'Share of black cells (flip-chess `X`, check-move `B`, othello-moves `1`) [gen default: 1]'
            cand --white 'Share of white cells (flip-chess `O`, check-move `W`, othello-moves `2`) [gen default: 1]'
            cand --mines 'minesweeper: share of mines, 0..=1 [gen default: 0.15]'
            cand --live 'game-of-life: share of live cells, 0..=1 [gen default: 0.35]'
            cand --click 'minesweeper: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]'
            cand --format 'Format of the board problems'' input [default: leetcode]'
            cand --pattern 'Shape of the data: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) [gen default: random]'
            cand -o 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete'
            cand --output 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete'
            cand --strict 'Satisfy the judge''s constraints and guarantees (as --strict checks)'
            cand --judge-rules 'Keep the judge''s rules but not its size limits (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on ''M'' or ''E'' in minesweeper): the inputs of stress --beyond-judge-sizes'
            cand --mix 'Draw the settings not given as `stress` does for the seed (its mix, every 25th seed an input at the judge''s limits), so `gen P --mix --seed S` writes the input stress runs for seed S: in the judge''s domain, or with --judge-rules that of stress --beyond-judge-sizes'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;stress'= {
            cand --cases 'Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode''s]'
            cand --rows 'Board rows (board problems) [gen default: random per case]'
            cand --cols 'Board columns (board problems) [gen default: random per case]'
            cand --size 'go-capture: board side [default: 19]'
            cand --moves 'go-capture: number of moves [gen default: 20]'
            cand -n 'othello-moves: board side N [gen default: 8]'
            cand --player 'othello-moves: the player to move [default: random]'
            cand --empty 'Share of empty cells (flip-chess `.`, check-move `.`, othello-moves `0`), weighed against --black and --white [gen default: 1]'
            cand --black 'Share of black cells (flip-chess `X`, check-move `B`, othello-moves `1`) [gen default: 1]'
            cand --white 'Share of white cells (flip-chess `O`, check-move `W`, othello-moves `2`) [gen default: 1]'
            cand --mines 'minesweeper: share of mines, 0..=1 [gen default: 0.15]'
            cand --live 'game-of-life: share of live cells, 0..=1 [gen default: 0.35]'
            cand --click 'minesweeper: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]'
            cand --format 'Format of the board problems'' input [default: leetcode]'
            cand --pattern 'Shape of the data: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) [gen default: random]'
            cand --seeds 'Seeds to try: A..B (B excluded) or A..=B, anywhere in 0..=2^64-1 [default: 1..=100, after the problem page''s examples; every 25th seed an input at the judge''s limits]'
            cand --timeout 'Time limit per run, seconds, exactly [default: the judge''s, derived for this machine, see --judge-time]: CPU time of every process of the run, detached ones too (on Linux and Windows; elsewhere wall-clock time), a time-out confirmed by a second run; a run that has waited (asleep, blocked) 3 times the limit is stopped. Every process of the run is ended at a limit and when the program exits'
            cand --judge-time 'The judge''s time limit, seconds, a figure for the judge''s machine [default: the problem''s, see docs/reference.md]: a run past it runs again under the limit derived for this machine (6 x the time boardsolve''s reference solver takes on the judge''s largest input, at most 4 x the figure), and passes within it with a warning'
            cand --compile-timeout 'Time limit of each compiler run of --solution, seconds of CPU time (as --timeout): a compiler past it, or one that waited 3 times it, ends the run with status 1. Ctrl-C ends a compiler at once'
            cand --memory 'Memory limit per run, MiB: peak resident memory of the run''s processes, as judges measure it (Linux: sampled, and exact for each process that ends; other Unix systems: the program alone; Windows: the run''s committed memory)'
            cand --output-limit 'Output limit per run, MiB (at most 1024: the output is held in memory to be judged)'
            cand --shrink-time 'Time the shrinker may spend on a failure, seconds (0: no shrinking); the report says when it ran out. A time-out''s smaller inputs run under the same time limit'
            cand --progress 'When stderr is no terminal (a log), a progress line there every SECS seconds (0: never); a terminal''s line is redrawn as it goes'
            cand --jobs 'Runs in parallel [default: one per core]'
            cand --save 'Directory for failures, laid out for `oj test`: hack-000.in (input), hack-000.out (boardsolve''s answer), hack-000-shrunk.* (the shrunk input), and the program''s outputs in the subdirectory actual/ (hack-000.out, hack-000-shrunk.out), where oj does not look; made when a failure is found'
            cand --solution 'Stress a solution file instead of COMMAND, its language told by its extension (.py, .cpp, .cc, .cxx, .java, .js, .go, .rs). LeetCode problems: FILE is the solution as submitted (class Solution with the method; JavaScript and Go the function), run in boardsolve''s harness (see `boardsolve harness`) with LeetCode''s imports and a deep recursion, on LeetCode-format inputs, many seeds'' inputs in one run as LeetCode runs a submission''s testcases in one process (each answer judged, each call timed against --timeout, on its own; what fails runs again alone; state a solution keeps from one testcase to the next shows, as on LeetCode; --one-per-run starts it for each seed); other problems (go-capture, othello-moves): a whole program, one input a run, each seed a fresh program: in Python, JavaScript and Java started from one interpreter (JVM) start per job, each seed forked, in a new context or a new class loader (--one-process-a-seed starts it for each seed). Compiled once (g++ -O2, javac, go build, rustc -O) before the first seed, or reused from the compile cache when nothing that goes into the build changed (--no-cache)'
            cand --input 'Run the program on the testcases of FILE (`-`: standard input) instead of seeds, one by one, as LeetCode''s Run button does: in any format boardsolve reads (LeetCode''s testcase box, plain, an example section pasted from the problem''s page); each case''s report shows boardsolve''s answer, what the program returned and what it printed. Status 0 when every case is accepted, 1 when not'
            cand --class 'With --solution of a LeetCode problem: the class whose method is called (`Solution2`, a nested one as `Outer.Solution2`; JavaScript and Go: the function), where the file has several [default: Solution, else the one class with the problem''s method]'
            cand --beyond-judge 'Leave the judge''s domain: inputs need not pass `--strict` (bigger boards, flip-chess boards without the judge''s guarantee, revealed mines and clicks on revealed cells in minesweeper, go-capture `--size`)'
            cand --beyond-judge-sizes 'Leave only the judge''s sizes: bigger boards, the judge''s other rules kept (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on ''M'' or ''E'' in minesweeper); gen''s --judge-rules regenerates its inputs'
            cand --shell 'Run COMMAND as one shell command line (`sh -c`; on Windows `cmd /C`), e.g. with a pipe'
            cand --one-per-run 'With --solution of a LeetCode problem: start the solution once per input, not once for many (see --solution)'
            cand --no-cache 'With --solution: compile FILE even if the same build is kept in the compile cache, and keep nothing there (see docs/reference.md)'
            cand --one-process-a-seed 'With --solution of a whole program in Python, JavaScript or Java: start the interpreter (the JVM) for each seed, not once per job with each seed a fresh program in it (see docs/reference.md)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;harness'= {
            cand --lang 'The solution''s language'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;check'= {
            cand --size 'go-capture: board side (default 19)'
            cand --domjudge 'Be a DOMjudge / Kattis output validator: the output on stdin, exit 42 accepted or 43 rejected, the message in FEEDBACK_DIR/judgemessage.txt. Letters compare in any case (`TRUE` is `true`) unless FLAGS has case_sensitive; space_change_sensitive means --exact; float_tolerance E (and the relative and absolute forms) is accepted and changes nothing'
            cand --appes 'testlib''s `-appes`, as `check` spells it for the parser (`-appes` and `-APPES` become this flag)'
            cand --exact 'The whitespace must also be the answer''s, byte for byte (`\n` line ends, single spaces, a final newline); a difference is a presentation error'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;emit'= {
            cand --judge 'Submission style (default: leetcode for the LeetCode problems, stdin for go-capture and othello-moves)'
            cand -o 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete'
            cand --output 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete'
            cand --with-harness 'LeetCode style: also declare `struct Solution` and a `main` reading testcases from stdin, so the file runs locally'
            cand --validator 'Write the problem''s input validator instead (Kattis / DOMjudge: status 42 valid, 43 invalid), as `validate --kattis` judges'
            cand --checker 'Write the problem''s output validator instead (Kattis / DOMjudge: `checker INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, status 42 accepted, 43 rejected), as `check --domjudge` judges'
            cand --list 'List the forms CI checks instead, one a line: problem, emit arguments, size limit in bytes, gen arguments of its inputs (tabs)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;validate'= {
            cand --format 'The board problems'' format: auto (`[` first means leetcode), plain or leetcode'
            cand --testset 'testlib''s test set name: accepted, changes nothing'
            cand --group 'testlib''s test group name: accepted, changes nothing'
            cand --kattis 'Be a Kattis / DOMjudge input validator: exit 42 valid, 43 invalid'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;package'= {
            cand --seed 'Seed of the secret data: the same seed, the same package'
            cand --format 'The board problems'' data format: plain (the contest format, one case a file) or leetcode (one line per parameter)'
            cand --wrong 'Copy the files in DIR (or the file DIR) into submissions/wrong_answer/: the setter''s wrong solutions'
            cand --force 'Replace DIR whatever it holds (files of yours, a package changed since boardsolve wrote it)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;completions'= {
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;man'= {
            cand --dir 'Write every page into DIR instead (boardsolve.1 and one boardsolve-SUBCOMMAND.1 a subcommand), e.g. ~/.local/share/man/man1'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;flip-chess'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --threads 'Worker threads (0: one per core; at most 256): boards above 8x8 are split among them, smaller boards are solved by all of them in batches'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;lcp41'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --threads 'Worker threads (0: one per core; at most 256): boards above 8x8 are split among them, smaller boards are solved by all of them in batches'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;check-move'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;lc1958'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;minesweeper'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --threads 'Threads (0: one per core): boards of 2^20 cells and more are revealed in bands of rows, one per thread'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;lc529'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --threads 'Threads (0: one per core): boards of 2^20 cells and more are revealed in bands of rows, one per thread'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;go-capture'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --size 'Board side (the judge plays on 19x19)'
            cand --explain-moves 'Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain'
            cand --threads 'Threads: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;p10864'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --size 'Board side (the judge plays on 19x19)'
            cand --explain-moves 'Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain'
            cand --threads 'Threads: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;othello-moves'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --threads 'Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;othello'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --threads 'Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;game-of-life'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;lc289'= {
            cand --color 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never'
            cand --format 'Input format: leetcode (JSON values, as in LeetCode''s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)'
            cand --strict 'Also enforce the judge''s constraints and guarantees (a validator)'
            cand --naive 'Use the small, obviously correct reference solver'
            cand --explain 'Explain each answer on stderr, with a picture of the board (stdout stays the judge''s output; each answer is written out before its explanation)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'boardsolve;help'= {
            cand gen 'Write one valid, reproducible input for a problem to stdout'
            cand stress 'Test a solution: generate an input per seed (in the judge''s domain), run COMMAND (or a solution file: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure'
            cand harness 'Print the harness `stress --solution` runs a LeetCode solution in, for use elsewhere'
            cand check 'Judge an output against boardsolve''s answer, as a testlib checker'
            cand emit 'Write a single-file Rust solution a judge accepts, built from boardsolve''s own solver'
            cand validate 'Check a judge''s test file, as a testlib validator: the exact layout and the judge''s constraints'
            cand package 'Write a problem package in the Kattis problem package format (legacy, as problemtools'' verifyproblem checks it) into DIR'
            cand completions 'Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it'
            cand man 'Write boardsolve''s man page (roff, as clap_mangen writes it) to stdout, or a subcommand''s, or every page into a directory'
            cand flip-chess 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)'
            cand check-move 'Is a move legal: the endpoint of a good line (LeetCode 1958)'
            cand minesweeper 'The board after one click (LeetCode 529)'
            cand go-capture 'Stones removed by each move of a Go replay (Luogu P10864)'
            cand othello-moves 'Every legal move of an Othello player (Huawei OD exam)'
            cand game-of-life 'The board one generation later in Conway''s Game of Life (LeetCode 289)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'boardsolve;help;gen'= {
        }
        &'boardsolve;help;stress'= {
        }
        &'boardsolve;help;harness'= {
        }
        &'boardsolve;help;check'= {
        }
        &'boardsolve;help;emit'= {
        }
        &'boardsolve;help;validate'= {
        }
        &'boardsolve;help;package'= {
        }
        &'boardsolve;help;completions'= {
        }
        &'boardsolve;help;man'= {
        }
        &'boardsolve;help;flip-chess'= {
        }
        &'boardsolve;help;check-move'= {
        }
        &'boardsolve;help;minesweeper'= {
        }
        &'boardsolve;help;go-capture'= {
        }
        &'boardsolve;help;othello-moves'= {
        }
        &'boardsolve;help;game-of-life'= {
        }
        &'boardsolve;help;help'= {
        }
    ]
    $completions[$command]
}
