# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_boardsolve_global_optspecs
    string join \n h/help V/version
end

function __fish_boardsolve_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_boardsolve_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_boardsolve_using_subcommand
    set -l cmd (__fish_boardsolve_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c boardsolve -n "__fish_boardsolve_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "gen" -d 'Write one valid, reproducible input for a problem to stdout'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "stress" -d 'Test a solution: generate an input per seed (in the judge\'s domain), run COMMAND (or a solution file: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "harness" -d 'Print the harness `stress --solution` runs a LeetCode solution in, for use elsewhere'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "check" -d 'Judge an output against boardsolve\'s answer, as a testlib checker'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "emit" -d 'Write a single-file Rust solution a judge accepts, built from boardsolve\'s own solver'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "validate" -d 'Check a judge\'s test file, as a testlib validator: the exact layout and the judge\'s constraints'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "package" -d 'Write a problem package in the Kattis problem package format (legacy, as problemtools\' verifyproblem checks it) into DIR'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "completions" -d 'Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "man" -d 'Write boardsolve\'s man page (roff, as clap_mangen writes it) to stdout, or a subcommand\'s, or every page into a directory'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "flip-chess" -d 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "lcp41" -d 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "check-move" -d 'Is a move legal: the endpoint of a good line (LeetCode 1958)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "lc1958" -d 'Is a move legal: the endpoint of a good line (LeetCode 1958)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "minesweeper" -d 'The board after one click (LeetCode 529)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "lc529" -d 'The board after one click (LeetCode 529)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "go-capture" -d 'Stones removed by each move of a Go replay (Luogu P10864)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "p10864" -d 'Stones removed by each move of a Go replay (Luogu P10864)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "othello-moves" -d 'Every legal move of an Othello player (Huawei OD exam)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "othello" -d 'Every legal move of an Othello player (Huawei OD exam)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "game-of-life" -d 'The board one generation later in Conway\'s Game of Life (LeetCode 289)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "lc289" -d 'The board one generation later in Conway\'s Game of Life (LeetCode 289)'
complete -c boardsolve -n "__fish_boardsolve_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l seed -d 'Seed of the generator (SplitMix64): the same seed, the same input; `random` draws one and prints on stderr the command line that regenerates the input (for generators run without a shell, as `oj generate-input` runs them)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l cases -d 'Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode\'s]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l rows -d 'Board rows (board problems) [gen default: random per case]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l cols -d 'Board columns (board problems) [gen default: random per case]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l size -d 'go-capture: board side [default: 19]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l moves -d 'go-capture: number of moves [gen default: 20]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -s n -d 'othello-moves: board side N [gen default: 8]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l player -d 'othello-moves: the player to move [default: random]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l empty -d 'Share of empty cells (flip-chess `.`, check-move `.`, othello-moves `0`), weighed against --black and --white [gen default: 1]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l black -d 'Share of black cells (flip-chess `X`, check-move `B`, othello-moves `1`) [gen default: 1]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l white -d 'Share of white cells (flip-chess `O`, check-move `W`, othello-moves `2`) [gen default: 1]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l mines -d 'minesweeper: share of mines, 0..=1 [gen default: 0.15]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l live -d 'game-of-life: share of live cells, 0..=1 [gen default: 0.35]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l click -d 'minesweeper: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]' -r -f -a "corner\t''
random\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l format -d 'Format of the board problems\' input [default: leetcode]' -r -f -a "leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l pattern -d 'Shape of the data: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) [gen default: random]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -s o -l output -d 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l strict -d 'Satisfy the judge\'s constraints and guarantees (as --strict checks)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l judge-rules -d 'Keep the judge\'s rules but not its size limits (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on \'M\' or \'E\' in minesweeper): the inputs of stress --beyond-judge-sizes'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -l mix -d 'Draw the settings not given as `stress` does for the seed (its mix, every 25th seed an input at the judge\'s limits), so `gen P --mix --seed S` writes the input stress runs for seed S: in the judge\'s domain, or with --judge-rules that of stress --beyond-judge-sizes'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -s h -l help -d 'Print help'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand gen" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l cases -d 'Cases in the file (flip-chess, check-move, minesweeper, game-of-life) [gen default: 1; stress: 1 in the plain format, drawn per seed in LeetCode\'s]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l rows -d 'Board rows (board problems) [gen default: random per case]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l cols -d 'Board columns (board problems) [gen default: random per case]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l size -d 'go-capture: board side [default: 19]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l moves -d 'go-capture: number of moves [gen default: 20]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -s n -d 'othello-moves: board side N [gen default: 8]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l player -d 'othello-moves: the player to move [default: random]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l empty -d 'Share of empty cells (flip-chess `.`, check-move `.`, othello-moves `0`), weighed against --black and --white [gen default: 1]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l black -d 'Share of black cells (flip-chess `X`, check-move `B`, othello-moves `1`) [gen default: 1]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l white -d 'Share of white cells (flip-chess `O`, check-move `W`, othello-moves `2`) [gen default: 1]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l mines -d 'minesweeper: share of mines, 0..=1 [gen default: 0.15]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l live -d 'game-of-life: share of live cells, 0..=1 [gen default: 0.35]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l click -d 'minesweeper: where the click goes (corner: (0, 0), kept mine-free) [gen default: corner]' -r -f -a "corner\t''
random\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l format -d 'Format of the board problems\' input [default: leetcode]' -r -f -a "leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l pattern -d 'Shape of the data: random, or flip-chess cascade, check-move lines, minesweeper spiral or played (a game in progress), go-capture groups or local (fights in a small window), othello-moves runs, game-of-life still (blocks, beehives, loaves, boats, tubs), oscillators (blinkers, toads, beacons) or gliders (gliders, light spaceships) [gen default: random]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l seeds -d 'Seeds to try: A..B (B excluded) or A..=B, anywhere in 0..=2^64-1 [default: 1..=100, after the problem page\'s examples; every 25th seed an input at the judge\'s limits]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l timeout -d 'Time limit per run, seconds, exactly [default: the judge\'s, derived for this machine, see --judge-time]: CPU time of every process of the run, detached ones too (on Linux and Windows; elsewhere wall-clock time), a time-out confirmed by a second run; a run that has waited (asleep, blocked) 3 times the limit is stopped. Every process of the run is ended at a limit and when the program exits' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l judge-time -d 'The judge\'s time limit, seconds, a figure for the judge\'s machine [default: the problem\'s, see docs/reference.md]: a run past it runs again under the limit derived for this machine (6 x the time boardsolve\'s reference solver takes on the judge\'s largest input, at most 4 x the figure), and passes within it with a warning' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l compile-timeout -d 'Time limit of each compiler run of --solution, seconds of CPU time (as --timeout): a compiler past it, or one that waited 3 times it, ends the run with status 1. Ctrl-C ends a compiler at once' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l memory -d 'Memory limit per run, MiB: peak resident memory of the run\'s processes, as judges measure it (Linux: sampled, and exact for each process that ends; other Unix systems: the program alone; Windows: the run\'s committed memory)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l output-limit -d 'Output limit per run, MiB (at most 1024: the output is held in memory to be judged)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l shrink-time -d 'Time the shrinker may spend on a failure, seconds (0: no shrinking); the report says when it ran out. A time-out\'s smaller inputs run under the same time limit' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l progress -d 'When stderr is no terminal (a log), a progress line there every SECS seconds (0: never); a terminal\'s line is redrawn as it goes' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l jobs -d 'Runs in parallel [default: one per core]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l save -d 'Directory for failures, laid out for `oj test`: hack-000.in (input), hack-000.out (boardsolve\'s answer), hack-000-shrunk.* (the shrunk input), and the program\'s outputs in the subdirectory actual/ (hack-000.out, hack-000-shrunk.out), where oj does not look; made when a failure is found' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l solution -d 'Stress a solution file instead of COMMAND, its language told by its extension (.py, .cpp, .cc, .cxx, .java, .js, .go, .rs). LeetCode problems: FILE is the solution as submitted (class Solution with the method; JavaScript and Go the function), run in boardsolve\'s harness (see `boardsolve harness`) with LeetCode\'s imports and a deep recursion, on LeetCode-format inputs, many seeds\' inputs in one run as LeetCode runs a submission\'s testcases in one process (each answer judged, each call timed against --timeout, on its own; what fails runs again alone; state a solution keeps from one testcase to the next shows, as on LeetCode; --one-per-run starts it for each seed); other problems (go-capture, othello-moves): a whole program, one input a run, each seed a fresh program: in Python, JavaScript and Java started from one interpreter (JVM) start per job, each seed forked, in a new context or a new class loader (--one-process-a-seed starts it for each seed). Compiled once (g++ -O2, javac, go build, rustc -O) before the first seed, or reused from the compile cache when nothing that goes into the build changed (--no-cache)' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l input -d 'Run the program on the testcases of FILE (`-`: standard input) instead of seeds, one by one, as LeetCode\'s Run button does: in any format boardsolve reads (LeetCode\'s testcase box, plain, an example section pasted from the problem\'s page); each case\'s report shows boardsolve\'s answer, what the program returned and what it printed. Status 0 when every case is accepted, 1 when not' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l class -d 'With --solution of a LeetCode problem: the class whose method is called (`Solution2`, a nested one as `Outer.Solution2`; JavaScript and Go: the function), where the file has several [default: Solution, else the one class with the problem\'s method]' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l beyond-judge -d 'Leave the judge\'s domain: inputs need not pass `--strict` (bigger boards, flip-chess boards without the judge\'s guarantee, revealed mines and clicks on revealed cells in minesweeper, go-capture `--size`)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l beyond-judge-sizes -d 'Leave only the judge\'s sizes: bigger boards, the judge\'s other rules kept (an empty cell and no white stone already flanked in flip-chess, an empty check-move target, no revealed mine and clicks on \'M\' or \'E\' in minesweeper); gen\'s --judge-rules regenerates its inputs'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l shell -d 'Run COMMAND as one shell command line (`sh -c`; on Windows `cmd /C`), e.g. with a pipe'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l one-per-run -d 'With --solution of a LeetCode problem: start the solution once per input, not once for many (see --solution)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l no-cache -d 'With --solution: compile FILE even if the same build is kept in the compile cache, and keep nothing there (see docs/reference.md)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -l one-process-a-seed -d 'With --solution of a whole program in Python, JavaScript or Java: start the interpreter (the JVM) for each seed, not once per job with each seed a fresh program in it (see docs/reference.md)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand stress" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand harness" -l lang -d 'The solution\'s language' -r -f -a "py\t''
cpp\t''
java\t''
js\t''
go\t''
rs\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand harness" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand harness" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check" -l size -d 'go-capture: board side (default 19)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check" -l domjudge -d 'Be a DOMjudge / Kattis output validator: the output on stdin, exit 42 accepted or 43 rejected, the message in FEEDBACK_DIR/judgemessage.txt. Letters compare in any case (`TRUE` is `true`) unless FLAGS has case_sensitive; space_change_sensitive means --exact; float_tolerance E (and the relative and absolute forms) is accepted and changes nothing'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check" -l appes -d 'testlib\'s `-appes`, as `check` spells it for the parser (`-appes` and `-APPES` become this flag)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check" -l exact -d 'The whitespace must also be the answer\'s, byte for byte (`\\n` line ends, single spaces, a final newline); a difference is a presentation error'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -l judge -d 'Submission style (default: leetcode for the LeetCode problems, stdin for go-capture and othello-moves)' -r -f -a "stdin\t''
leetcode\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -s o -l output -d 'Write to FILE instead of stdout, whole: under a temporary name beside it, renamed into place once complete' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -l with-harness -d 'LeetCode style: also declare `struct Solution` and a `main` reading testcases from stdin, so the file runs locally'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -l validator -d 'Write the problem\'s input validator instead (Kattis / DOMjudge: status 42 valid, 43 invalid), as `validate --kattis` judges'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -l checker -d 'Write the problem\'s output validator instead (Kattis / DOMjudge: `checker INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, status 42 accepted, 43 rejected), as `check --domjudge` judges'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -l list -d 'List the forms CI checks instead, one a line: problem, emit arguments, size limit in bytes, gen arguments of its inputs (tabs)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand emit" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand validate" -l format -d 'The board problems\' format: auto (`[` first means leetcode), plain or leetcode' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand validate" -l testset -d 'testlib\'s test set name: accepted, changes nothing' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand validate" -l group -d 'testlib\'s test group name: accepted, changes nothing' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand validate" -l kattis -d 'Be a Kattis / DOMjudge input validator: exit 42 valid, 43 invalid'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand validate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand validate" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand package" -l seed -d 'Seed of the secret data: the same seed, the same package' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand package" -l format -d 'The board problems\' data format: plain (the contest format, one case a file) or leetcode (one line per parameter)' -r -f -a "leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand package" -l wrong -d 'Copy the files in DIR (or the file DIR) into submissions/wrong_answer/: the setter\'s wrong solutions' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand package" -l force -d 'Replace DIR whatever it holds (files of yours, a package changed since boardsolve wrote it)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand package" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand package" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand completions" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand man" -l dir -d 'Write every page into DIR instead (boardsolve.1 and one boardsolve-SUBCOMMAND.1 a subcommand), e.g. ~/.local/share/man/man1' -r -F
complete -c boardsolve -n "__fish_boardsolve_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand man" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -l threads -d 'Worker threads (0: one per core; at most 256): boards above 8x8 are split among them, smaller boards are solved by all of them in batches' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand flip-chess" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -l threads -d 'Worker threads (0: one per core; at most 256): boards above 8x8 are split among them, smaller boards are solved by all of them in batches' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lcp41" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand check-move" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc1958" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -l threads -d 'Threads (0: one per core): boards of 2^20 cells and more are revealed in bands of rows, one per thread' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand minesweeper" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -l threads -d 'Threads (0: one per core): boards of 2^20 cells and more are revealed in bands of rows, one per thread' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc529" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l size -d 'Board side (the judge plays on 19x19)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l explain-moves -d 'Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l threads -d 'Threads: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand go-capture" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l size -d 'Board side (the judge plays on 19x19)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l explain-moves -d 'Explain only move N, or the moves A..B (B excluded) or A..=B (moves count from 1); implies --explain' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l threads -d 'Threads: 1 plays on the reading thread; 0 plays long replays on a second thread when there are two cores (at most 256)' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand p10864" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -l threads -d 'Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello-moves" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -l threads -d 'Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or more run the two sweeps on two threads' -r
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand othello" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand game-of-life" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -l color -d 'Colour in explanations: auto (on a terminal, unless NO_COLOR is set to something), always (e.g. for `less -R`) or never' -r -f -a "auto\t''
always\t''
never\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -l format -d 'Input format: leetcode (JSON values, as in LeetCode\'s testcase box), plain (`n m` and rows), or auto (a leading digit means plain)' -r -f -a "auto\t''
leetcode\t''
plain\t''"
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -l strict -d 'Also enforce the judge\'s constraints and guarantees (a validator)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -l naive -d 'Use the small, obviously correct reference solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -l explain -d 'Explain each answer on stderr, with a picture of the board (stdout stays the judge\'s output; each answer is written out before its explanation)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand lc289" -s V -l version -d 'Print version'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "gen" -d 'Write one valid, reproducible input for a problem to stdout'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "stress" -d 'Test a solution: generate an input per seed (in the judge\'s domain), run COMMAND (or a solution file: --solution) on it under time, memory and output limits, judge its output; report, save and shrink the first failure'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "harness" -d 'Print the harness `stress --solution` runs a LeetCode solution in, for use elsewhere'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "check" -d 'Judge an output against boardsolve\'s answer, as a testlib checker'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "emit" -d 'Write a single-file Rust solution a judge accepts, built from boardsolve\'s own solver'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "validate" -d 'Check a judge\'s test file, as a testlib validator: the exact layout and the judge\'s constraints'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "package" -d 'Write a problem package in the Kattis problem package format (legacy, as problemtools\' verifyproblem checks it) into DIR'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "completions" -d 'Write a shell completion script to stdout (bash, zsh, fish, PowerShell, elvish), as clap_complete writes it'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "man" -d 'Write boardsolve\'s man page (roff, as clap_mangen writes it) to stdout, or a subcommand\'s, or every page into a directory'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "flip-chess" -d 'Most white stones one black move flips, with chain flips (LeetCode LCP 41)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "check-move" -d 'Is a move legal: the endpoint of a good line (LeetCode 1958)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "minesweeper" -d 'The board after one click (LeetCode 529)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "go-capture" -d 'Stones removed by each move of a Go replay (Luogu P10864)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "othello-moves" -d 'Every legal move of an Othello player (Huawei OD exam)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "game-of-life" -d 'The board one generation later in Conway\'s Game of Life (LeetCode 289)'
complete -c boardsolve -n "__fish_boardsolve_using_subcommand help; and not __fish_seen_subcommand_from gen stress harness check emit validate package completions man flip-chess check-move minesweeper go-capture othello-moves game-of-life help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
