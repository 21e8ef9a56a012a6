#compdef boardsolve

autoload -U is-at-least

_boardsolve() {
    typeset -A opt_args
    typeset -a _arguments_options
    local ret=1

    if is-at-least 5.2; then
        _arguments_options=(-s -S -C)
    else
        _arguments_options=(-s -C)
    fi

    local context curcontext="$curcontext" state line
    _arguments "${_arguments_options[@]}" : \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_boardsolve_commands" \
"*::: :->boardsolve" \
&& ret=0
    case $state in
    (boardsolve)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:boardsolve-command-$line[1]:"
        case $line[1] in
            (gen)
_arguments "${_arguments_options[@]}" : \
'--seed=[Seed of the generator (SplitMix64)\: the same seed, the same input; \`random\` draws one and prints on stderr the command line that regenerates the input (for generators run without a shell, as \`oj generate-input\` runs them)]:SEED:_default' \
'--cases=[Cases in the file (flip-chess, check-move, minesweeper, game-of-life) \[gen default\: 1; stress\: 1 in the plain format, drawn per seed in LeetCode'\''s\]]:CASES:_default' \
'--rows=[Board rows (board problems) \[gen default\: random per case\]]:ROWS:_default' \
'--cols=[Board columns (board problems) \[gen default\: random per case\]]:COLS:_default' \
'--size=[go-capture\: board side \[default\: 19\]]:SIZE:_default' \
'--moves=[go-capture\: number of moves \[gen default\: 20\]]:MOVES:_default' \
'-n+[othello-moves\: board side N \[gen default\: 8\]]:N:_default' \
'--player=[othello-moves\: the player to move \[default\: random\]]:PLAYER:_default' \
'--empty=[Share of empty cells (flip-chess \`.\`, check-move \`.\`, othello-moves \`0\`), weighed against --black and --white \[gen default\: 1\]]:EMPTY:_default' \
'--black=[Share of black cells (flip-chess \`X\`, check-move \`B\`, othello-moves \`1\`) \[gen default\: 1\]]:BLACK:_default' \
'--white=[Share of white cells (flip-chess \`O\`, check-move \`W\`, othello-moves \`2\`) \[gen default\: 1\]]:WHITE:_default' \
'--mines=[minesweeper\: share of mines, 0..=1 \[gen default\: 0.15\]]:MINES:_default' \
'--live=[game-of-life\: share of live cells, 0..=1 \[gen default\: 0.35\]]:LIVE:_default' \
'--click=[minesweeper\: where the click goes (corner\: (0, 0), kept mine-free) \[gen default\: corner\]]:CLICK:(corner random)' \
'--format=[Format of the board problems'\'' input \[default\: leetcode\]]:FORMAT:(leetcode plain)' \
'--pattern=[Shape of the data\: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) \[gen default\: random\]]:PATTERN:_default' \
'-o+[Write to FILE instead of stdout, whole\: under a temporary name beside it, renamed into place once complete]:FILE:_files' \
'--output=[Write to FILE instead of stdout, whole\: under a temporary name beside it, renamed into place once complete]:FILE:_files' \
'--strict[Satisfy the judge'\''s constraints and guarantees (as --strict checks)]' \
'(--strict)--judge-rules[Keep the judge'\''s rules but not its size limits (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on '\''M'\'' or '\''E'\'' in minesweeper)\: the inputs of stress --beyond-judge-sizes]' \
'--mix[Draw the settings not given as \`stress\` does for the seed (its mix, every 25th seed an input at the judge'\''s limits), so \`gen P --mix --seed S\` writes the input stress runs for seed S\: in the judge'\''s domain, or with --judge-rules that of stress --beyond-judge-sizes]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
&& ret=0
;;
(stress)
_arguments "${_arguments_options[@]}" : \
'--cases=[Cases in the file (flip-chess, check-move, minesweeper, game-of-life) \[gen default\: 1; stress\: 1 in the plain format, drawn per seed in LeetCode'\''s\]]:CASES:_default' \
'--rows=[Board rows (board problems) \[gen default\: random per case\]]:ROWS:_default' \
'--cols=[Board columns (board problems) \[gen default\: random per case\]]:COLS:_default' \
'--size=[go-capture\: board side \[default\: 19\]]:SIZE:_default' \
'--moves=[go-capture\: number of moves \[gen default\: 20\]]:MOVES:_default' \
'-n+[othello-moves\: board side N \[gen default\: 8\]]:N:_default' \
'--player=[othello-moves\: the player to move \[default\: random\]]:PLAYER:_default' \
'--empty=[Share of empty cells (flip-chess \`.\`, check-move \`.\`, othello-moves \`0\`), weighed against --black and --white \[gen default\: 1\]]:EMPTY:_default' \
'--black=[Share of black cells (flip-chess \`X\`, check-move \`B\`, othello-moves \`1\`) \[gen default\: 1\]]:BLACK:_default' \
'--white=[Share of white cells (flip-chess \`O\`, check-move \`W\`, othello-moves \`2\`) \[gen default\: 1\]]:WHITE:_default' \
'--mines=[minesweeper\: share of mines, 0..=1 \[gen default\: 0.15\]]:MINES:_default' \
'--live=[game-of-life\: share of live cells, 0..=1 \[gen default\: 0.35\]]:LIVE:_default' \
'--click=[minesweeper\: where the click goes (corner\: (0, 0), kept mine-free) \[gen default\: corner\]]:CLICK:(corner random)' \
'--format=[Format of the board problems'\'' input \[default\: leetcode\]]:FORMAT:(leetcode plain)' \
'--pattern=[Shape of the data\: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) \[gen default\: random\]]:PATTERN:_default' \
'--seeds=[Seeds to try\: A..B (B excluded) or A..=B, anywhere in 0..=2^64-1 \[default\: 1..=100, after the problem page'\''s examples; every 25th seed an input at the judge'\''s limits\]]:SEEDS:_default' \
'--timeout=[Time limit per run, seconds, exactly \[default\: the judge'\''s, derived for this machine, see --judge-time\]\: CPU time of every process of the run, detached ones too (on Linux and Windows; elsewhere wall-clock time), a time-out confirmed by a second run; a run that has waited (asleep, blocked) 3 times the limit is stopped. Every process of the run is ended at a limit and when the program exits]:SECS:_default' \
'(--timeout)--judge-time=[The judge'\''s time limit, seconds, a figure for the judge'\''s machine \[default\: the problem'\''s, see docs/reference.md\]\: a run past it runs again under the limit derived for this machine (6 x the time boardsolve'\''s reference solver takes on the judge'\''s largest input, at most 4 x the figure), and passes within it with a warning]:SECS:_default' \
'--compile-timeout=[Time limit of each compiler run of --solution, seconds of CPU time (as --timeout)\: a compiler past it, or one that waited 3 times it, ends the run with status 1. Ctrl-C ends a compiler at once]:SECS:_default' \
'--memory=[Memory limit per run, MiB\: peak resident memory of the run'\''s processes, as judges measure it (Linux\: sampled, and exact for each process that ends; other Unix systems\: the program alone; Windows\: the run'\''s committed memory)]:MIB:_default' \
'--output-limit=[Output limit per run, MiB (at most 1024\: the output is held in memory to be judged)]:MIB:_default' \
'--shrink-time=[Time the shrinker may spend on a failure, seconds (0\: no shrinking); the report says when it ran out. A time-out'\''s smaller inputs run under the same time limit]:SECS:_default' \
'--progress=[When stderr is no terminal (a log), a progress line there every SECS seconds (0\: never); a terminal'\''s line is redrawn as it goes]:SECS:_default' \
'--jobs=[Runs in parallel \[default\: one per core\]]:JOBS:_default' \
'--save=[Directory for failures, laid out for \`oj test\`\: hack-000.in (input), hack-000.out (boardsolve'\''s answer), hack-000-shrunk.* (the shrunk input), and the program'\''s outputs in the subdirectory actual/ (hack-000.out, hack-000-shrunk.out), where oj does not look; made when a failure is found]:DIR:_files' \
'()--solution=[Stress a solution file instead of COMMAND, its language told by its extension (.py, .cpp, .cc, .cxx, .java, .js, .go, .rs). LeetCode problems\: FILE is the solution as submitted (class Solution with the method; JavaScript and Go the function), run in boardsolve'\''s harness (see \`boardsolve harness\`) with LeetCode'\''s imports and a deep recursion, on LeetCode-format inputs, many seeds'\'' inputs in one run as LeetCode runs a submission'\''s testcases in one process (each answer judged, each call timed against --timeout, on its own; what fails runs again alone; state a solution keeps from one testcase to the next shows, as on LeetCode; --one-per-run starts it for each seed); other problems (go-capture, othello-moves)\: a whole program, one input a run, each seed a fresh program\: in Python, JavaScript and Java started from one interpreter (JVM) start per job, each seed forked, in a new context or a new class loader (--one-process-a-seed starts it for each seed). Compiled once (g++ -O2, javac, go build, rustc -O) before the first seed, or reused from the compile cache when nothing that goes into the build changed (--no-cache)]:FILE:_files' \
'(--seeds)--input=[Run the program on the testcases of FILE (\`-\`\: standard input) instead of seeds, one by one, as LeetCode'\''s Run button does\: in any format boardsolve reads (LeetCode'\''s testcase box, plain, an example section pasted from the problem'\''s page); each case'\''s report shows boardsolve'\''s answer, what the program returned and what it printed. Status 0 when every case is accepted, 1 when not]:FILE:_files' \
'--class=[With --solution of a LeetCode problem\: the class whose method is called (\`Solution2\`, a nested one as \`Outer.Solution2\`; JavaScript and Go\: the function), where the file has several \[default\: Solution, else the one class with the problem'\''s method\]]:NAME:_default' \
'--beyond-judge[Leave the judge'\''s domain\: inputs need not pass \`--strict\` (bigger boards, flip-chess boards without the judge'\''s guarantee, revealed mines and clicks on revealed cells in minesweeper, go-capture \`--size\`)]' \
'(--beyond-judge)--beyond-judge-sizes[Leave only the judge'\''s sizes\: bigger boards, the judge'\''s other rules kept (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on '\''M'\'' or '\''E'\'' in minesweeper); gen'\''s --judge-rules regenerates its inputs]' \
'(--solution)--shell[Run COMMAND as one shell command line (\`sh -c\`; on Windows \`cmd /C\`), e.g. with a pipe]' \
'--one-per-run[With --solution of a LeetCode problem\: start the solution once per input, not once for many (see --solution)]' \
'--no-cache[With --solution\: compile FILE even if the same build is kept in the compile cache, and keep nothing there (see docs/reference.md)]' \
'--one-process-a-seed[With --solution of a whole program in Python, JavaScript or Java\: start the interpreter (the JVM) for each seed, not once per job with each seed a fresh program in it (see docs/reference.md)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
'*::command -- The contestant'\''s program and its arguments, after `--` (or --solution FILE):_default' \
&& ret=0
;;
(harness)
_arguments "${_arguments_options[@]}" : \
'--lang=[The solution'\''s language]:LANG:(py cpp java js go rs)' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem (a LeetCode one)\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
&& ret=0
;;
(check)
_arguments "${_arguments_options[@]}" : \
'--size=[go-capture\: board side (default 19)]:SIZE:_default' \
'--domjudge[Be a DOMjudge / Kattis output validator\: the output on stdin, exit 42 accepted or 43 rejected, the message in FEEDBACK_DIR/judgemessage.txt. Letters compare in any case (\`TRUE\` is \`true\`) unless FLAGS has case_sensitive; space_change_sensitive means --exact; float_tolerance E (and the relative and absolute forms) is accepted and changes nothing]' \
'--appes[testlib'\''s \`-appes\`, as \`check\` spells it for the parser (\`-appes\` and \`-APPES\` become this flag)]' \
'--exact[The whitespace must also be the answer'\''s, byte for byte (\`\\n\` line ends, single spaces, a final newline); a difference is a presentation error]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
'*::files -- testlib and oj\: INPUT OUTPUT \[ANSWER \[RESULT \[-appes\]\]\]\: the test input, the output to judge (`-`\: stdin), a jury answer (it must agree with boardsolve'\''s), a result file for the comment (else the verdict goes to stderr); testlib'\''s `-appes` after RESULT writes it as testlib'\''s XML result. With --domjudge\: INPUT ANSWER FEEDBACK_DIR \[FLAGS\]...:_default' \
&& ret=0
;;
(emit)
_arguments "${_arguments_options[@]}" : \
'--judge=[Submission style (default\: leetcode for the LeetCode problems, stdin for go-capture and othello-moves)]:JUDGE:(stdin leetcode)' \
'-o+[Write to FILE instead of stdout, whole\: under a temporary name beside it, renamed into place once complete]:FILE:_files' \
'--output=[Write to FILE instead of stdout, whole\: under a temporary name beside it, renamed into place once complete]:FILE:_files' \
'--with-harness[LeetCode style\: also declare \`struct Solution\` and a \`main\` reading testcases from stdin, so the file runs locally]' \
'(--judge --with-harness)--validator[Write the problem'\''s input validator instead (Kattis / DOMjudge\: status 42 valid, 43 invalid), as \`validate --kattis\` judges]' \
'(--judge --with-harness --validator)--checker[Write the problem'\''s output validator instead (Kattis / DOMjudge\: \`checker INPUT ANSWER FEEDBACK_DIR \[FLAGS\] < OUTPUT\`, status 42 accepted, 43 rejected), as \`check --domjudge\` judges]' \
'--list[List the forms CI checks instead, one a line\: problem, emit arguments, size limit in bytes, gen arguments of its inputs (tabs)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
&& ret=0
;;
(validate)
_arguments "${_arguments_options[@]}" : \
'--format=[The board problems'\'' format\: auto (\`\[\` first means leetcode), plain or leetcode]:FORMAT:(auto leetcode plain)' \
'--testset=[testlib'\''s test set name\: accepted, changes nothing]:NAME:_default' \
'--group=[testlib'\''s test group name\: accepted, changes nothing]:NAME:_default' \
'--kattis[Be a Kattis / DOMjudge input validator\: exit 42 valid, 43 invalid]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
'::file -- The test input; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(package)
_arguments "${_arguments_options[@]}" : \
'--seed=[Seed of the secret data\: the same seed, the same package]:SEED:_default' \
'--format=[The board problems'\'' data format\: plain (the contest format, one case a file) or leetcode (one line per parameter)]:FORMAT:(leetcode plain)' \
'--wrong=[Copy the files in DIR (or the file DIR) into submissions/wrong_answer/\: the setter'\''s wrong solutions]:DIR:_files' \
'--force[Replace DIR whatever it holds (files of yours, a package changed since boardsolve wrote it)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':problem -- The problem\: a subcommand name or alias:(flip-chess check-move minesweeper go-capture othello-moves game-of-life)' \
':dir -- The package'\''s folder, its name the problem'\''s short name to Kattis (\[a-z0-9\]+). It is built beside DIR and moved into place whole; a DIR holding a package boardsolve wrote is replaced, one holding anything else only with --force:_files' \
&& ret=0
;;
(completions)
_arguments "${_arguments_options[@]}" : \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':shell -- The shell to complete for:(bash zsh fish powershell elvish)' \
&& ret=0
;;
(man)
_arguments "${_arguments_options[@]}" : \
'--dir=[Write every page into DIR instead (boardsolve.1 and one boardsolve-SUBCOMMAND.1 a subcommand), e.g. ~/.local/share/man/man1]:DIR:_files' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::subcommand -- The subcommand whose page to write (boardsolve-SUBCOMMAND(1)); without it, boardsolve(1):_default' \
&& ret=0
;;
(flip-chess)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--threads=[Worker threads (0\: one per core; at most 256)\: boards above 8x8 are split among them, smaller boards are solved by all of them in batches]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(lcp41)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--threads=[Worker threads (0\: one per core; at most 256)\: boards above 8x8 are split among them, smaller boards are solved by all of them in batches]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(check-move)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(lc1958)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(minesweeper)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--threads=[Threads (0\: one per core)\: boards of 2^20 cells and more are revealed in bands of rows, one per thread]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(lc529)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--threads=[Threads (0\: one per core)\: boards of 2^20 cells and more are revealed in bands of rows, one per thread]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(go-capture)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'(--strict)--size=[Board side (the judge plays on 19x19)]:SIZE:_default' \
'--explain-moves=[Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain]:N|A..B:_default' \
'--threads=[Threads\: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(p10864)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'(--strict)--size=[Board side (the judge plays on 19x19)]:SIZE:_default' \
'--explain-moves=[Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain]:N|A..B:_default' \
'--threads=[Threads\: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(othello-moves)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--threads=[Threads (0\: one per core)\: on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(othello)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--threads=[Threads (0\: one per core)\: on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads]:THREADS:_default' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(game-of-life)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(lc289)
_arguments "${_arguments_options[@]}" : \
'--color=[Colour in explanations\: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for \`less -R\`) or never]:WHEN:(auto always never)' \
'--format=[Input format\: leetcode (JSON values, as in LeetCode'\''s testcase box), plain (\`n m\` and rows), or auto (a leading digit means plain)]:FORMAT:(auto leetcode plain)' \
'--strict[Also enforce the judge'\''s constraints and guarantees (a validator)]' \
'--naive[Use the small, obviously correct reference solver]' \
'--explain[Explain each answer on stderr, with a picture of the board (stdout stays the judge'\''s output; each answer is written out before its explanation)]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'::file -- Input file; without it, or with `-`, stdin:_files' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_boardsolve__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:boardsolve-help-command-$line[1]:"
        case $line[1] in
            (gen)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(stress)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(harness)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(check)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(emit)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(validate)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(package)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(completions)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(man)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(flip-chess)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(check-move)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(minesweeper)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(go-capture)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(othello-moves)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(game-of-life)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
}

(( $+functions[_boardsolve_commands] )) ||
_boardsolve_commands() {
    local commands; commands=(
'gen:Write one valid, reproducible input for a problem to stdout' \
'stress:Test a solution\: generate an input per seed (in the judge'\''s domain), run COMMAND (or a solution file\: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure' \
'harness:Print the harness \`stress --solution\` runs a LeetCode solution in, for use elsewhere' \
'check:Judge an output against boardsolve'\''s answer, as a testlib checker' \
'emit:Write a single-file Rust solution a judge accepts, built from boardsolve'\''s own solver' \
'validate:Check a judge'\''s test file, as a testlib validator\: the exact layout and the judge'\''s constraints' \
'package:Write a problem package in the Kattis problem package format (legacy, as problemtools'\'' verifyproblem checks it) into DIR' \
'completions:Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it' \
'man:Write boardsolve'\''s man page (roff, as clap_mangen writes it) to stdout, or a subcommand'\''s, or every page into a directory' \
'flip-chess:Most white stones one black move flips, with chain flips (LeetCode LCP 41)' \
'lcp41:Most white stones one black move flips, with chain flips (LeetCode LCP 41)' \
'check-move:Is a move legal\: the endpoint of a good line (LeetCode 1958)' \
'lc1958:Is a move legal\: the endpoint of a good line (LeetCode 1958)' \
'minesweeper:The board after one click (LeetCode 529)' \
'lc529:The board after one click (LeetCode 529)' \
'go-capture:Stones removed by each move of a Go replay (Luogu P10864)' \
'p10864:Stones removed by each move of a Go replay (Luogu P10864)' \
'othello-moves:Every legal move of an Othello player (Huawei OD exam)' \
'othello:Every legal move of an Othello player (Huawei OD exam)' \
'game-of-life:The board one generation later in Conway'\''s Game of Life (LeetCode 289)' \
'lc289:The board one generation later in Conway'\''s Game of Life (LeetCode 289)' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'boardsolve commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__check_commands] )) ||
_boardsolve__subcmd__check_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve check commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__check-move_commands] )) ||
_boardsolve__subcmd__check-move_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve check-move commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__completions_commands] )) ||
_boardsolve__subcmd__completions_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve completions commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__emit_commands] )) ||
_boardsolve__subcmd__emit_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve emit commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__flip-chess_commands] )) ||
_boardsolve__subcmd__flip-chess_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve flip-chess commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__game-of-life_commands] )) ||
_boardsolve__subcmd__game-of-life_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve game-of-life commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__gen_commands] )) ||
_boardsolve__subcmd__gen_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve gen commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__go-capture_commands] )) ||
_boardsolve__subcmd__go-capture_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve go-capture commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__harness_commands] )) ||
_boardsolve__subcmd__harness_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve harness commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help_commands] )) ||
_boardsolve__subcmd__help_commands() {
    local commands; commands=(
'gen:Write one valid, reproducible input for a problem to stdout' \
'stress:Test a solution\: generate an input per seed (in the judge'\''s domain), run COMMAND (or a solution file\: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure' \
'harness:Print the harness \`stress --solution\` runs a LeetCode solution in, for use elsewhere' \
'check:Judge an output against boardsolve'\''s answer, as a testlib checker' \
'emit:Write a single-file Rust solution a judge accepts, built from boardsolve'\''s own solver' \
'validate:Check a judge'\''s test file, as a testlib validator\: the exact layout and the judge'\''s constraints' \
'package:Write a problem package in the Kattis problem package format (legacy, as problemtools'\'' verifyproblem checks it) into DIR' \
'completions:Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it' \
'man:Write boardsolve'\''s man page (roff, as clap_mangen writes it) to stdout, or a subcommand'\''s, or every page into a directory' \
'flip-chess:Most white stones one black move flips, with chain flips (LeetCode LCP 41)' \
'check-move:Is a move legal\: the endpoint of a good line (LeetCode 1958)' \
'minesweeper:The board after one click (LeetCode 529)' \
'go-capture:Stones removed by each move of a Go replay (Luogu P10864)' \
'othello-moves:Every legal move of an Othello player (Huawei OD exam)' \
'game-of-life:The board one generation later in Conway'\''s Game of Life (LeetCode 289)' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'boardsolve help commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__check_commands] )) ||
_boardsolve__subcmd__help__subcmd__check_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help check commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__check-move_commands] )) ||
_boardsolve__subcmd__help__subcmd__check-move_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help check-move commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__completions_commands] )) ||
_boardsolve__subcmd__help__subcmd__completions_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help completions commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__emit_commands] )) ||
_boardsolve__subcmd__help__subcmd__emit_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help emit commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__flip-chess_commands] )) ||
_boardsolve__subcmd__help__subcmd__flip-chess_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help flip-chess commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__game-of-life_commands] )) ||
_boardsolve__subcmd__help__subcmd__game-of-life_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help game-of-life commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__gen_commands] )) ||
_boardsolve__subcmd__help__subcmd__gen_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help gen commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__go-capture_commands] )) ||
_boardsolve__subcmd__help__subcmd__go-capture_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help go-capture commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__harness_commands] )) ||
_boardsolve__subcmd__help__subcmd__harness_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help harness commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__help_commands] )) ||
_boardsolve__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help help commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__man_commands] )) ||
_boardsolve__subcmd__help__subcmd__man_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help man commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__minesweeper_commands] )) ||
_boardsolve__subcmd__help__subcmd__minesweeper_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help minesweeper commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__othello-moves_commands] )) ||
_boardsolve__subcmd__help__subcmd__othello-moves_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help othello-moves commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__package_commands] )) ||
_boardsolve__subcmd__help__subcmd__package_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help package commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__stress_commands] )) ||
_boardsolve__subcmd__help__subcmd__stress_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help stress commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__help__subcmd__validate_commands] )) ||
_boardsolve__subcmd__help__subcmd__validate_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve help validate commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__man_commands] )) ||
_boardsolve__subcmd__man_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve man commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__minesweeper_commands] )) ||
_boardsolve__subcmd__minesweeper_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve minesweeper commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__othello-moves_commands] )) ||
_boardsolve__subcmd__othello-moves_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve othello-moves commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__package_commands] )) ||
_boardsolve__subcmd__package_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve package commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__stress_commands] )) ||
_boardsolve__subcmd__stress_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve stress commands' commands "$@"
}
(( $+functions[_boardsolve__subcmd__validate_commands] )) ||
_boardsolve__subcmd__validate_commands() {
    local commands; commands=()
    _describe -t commands 'boardsolve validate commands' commands "$@"
}

if [ "$funcstack[1]" = "_boardsolve" ]; then
    _boardsolve "$@"
else
    compdef _boardsolve boardsolve
fi
