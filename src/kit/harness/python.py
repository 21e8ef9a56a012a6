# boardsolve's harness for @PROBLEM@ (Python 3): runs the LeetCode-format
# testcases on stdin (one JSON parameter a line, case after case) through
# the solution's class in the file named by the first argument (its
# messages naming it as the second, if given), and writes each answer as
# LeetCode shows it, one a line: to the file named by @ANSWERS@ if it is
# set (stress sets it: what the solution prints is then apart), else to
# stdout.
#
#   python3 harness.py solution.py < input
import builtins
import json
import os
import sys
import threading
import time

# What LeetCode's Python 3 has imported before the solution runs.
PRELUDE = """
from typing import *
import array, bisect, collections, copy, functools, heapq, itertools, math
import operator, random, re, string, sys
from bisect import *
from collections import *
from functools import *
from heapq import *
from itertools import *
from math import *
from string import *
"""

# LeetCode has sortedcontainers too; importing it costs 5 ms, so only for
# a solution that names one of its classes.
SORTED = """
try:
    from sortedcontainers import *
except ImportError:
    pass
"""


def run(path, name):
    # utf-8-sig: a file saved with a byte-order mark reads as python3 runs it.
    with open(path, encoding="utf-8-sig") as f:
        source = f.read()
    ns = {"__name__": "solution"}
    exec(PRELUDE, ns)
    if "Sorted" in source:
        exec(SORTED, ns)
    # math's pow must not hide the builtin (three-argument pow).
    for builtin in vars(builtins):
        if not builtin.startswith("__"):
            ns.pop(builtin, None)
    # Compiled under its own name: tracebacks give the solution's lines.
    exec(compile(source, name, "exec"), ns)
    lines = [line for line in sys.stdin.read().splitlines() if line.strip()]
    # With @TIMES@ set (stress runs many testcases a run), each call's time
    # in nanoseconds goes there, a line a testcase, once its answer is out.
    times = os.environ.get("@TIMES@")
    times = open(times, "w") if times else None
    answers = os.environ.get("@ANSWERS@")
    out = open(answers, "w") if answers else sys.stdout
    clock = time.perf_counter_ns
    k = @ARITY@
    for i in range(0, len(lines) - k + 1, k):
        args = [json.loads(line) for line in lines[i : i + k]]
        start = clock()
        answer = @SHOWN@
        took = clock() - start
        out.write(json.dumps(answer, separators=(",", ":")) + "\n")
        if times:
            out.flush()
            times.write(f"{took}\n")
            times.flush()
    out.flush()


def main():
    failed = []

    def guarded():
        try:
            run(sys.argv[1], sys.argv[-1])
        except BaseException as e:
            # Imported here: it costs 3 ms a run that does not crash.
            import traceback

            # The solution's frames only: this file is boardsolve's, in a
            # directory removed after the run.
            tb = e.__traceback__
            while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
                tb = tb.tb_next
            traceback.print_exception(type(e), e, tb)
            failed.append(True)

    # Deep recursion (a flood fill over a 50x50 board) needs a high limit
    # and a thread stack to match.
    sys.setrecursionlimit(1_000_000)
    threading.stack_size(512 << 20)
    worker = threading.Thread(target=guarded)
    worker.start()
    worker.join()
    sys.exit(1 if failed else 0)


main()
