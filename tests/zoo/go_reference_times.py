# go-capture (Luogu P10864), correct, and as slow as asked relative to
# boardsolve's reference solver on this machine, now: it times
# `BOARDSOLVE go-capture --naive` on the judge's largest input (what stress
# calibrates its derived time limit on, `gen go-capture --mix --seed 25`),
# then spins until the whole run (itself and its children) has taken K
# times that much CPU time, then answers with boardsolve's own solver.
# A program K times the reference's time on any machine and under any
# load: the tests of the derived time limit (issue 43) use it.
# Usage: python3 go_reference_times.py BOARDSOLVE K < input
import os
import subprocess
import sys
import time


def cpu(t):
    return t.children_user + t.children_system


def main():
    exe, k = sys.argv[1], float(sys.argv[2])
    data = sys.stdin.buffer.read()
    largest = subprocess.run(
        [exe, "gen", "go-capture", "--mix", "--seed", "25"],
        stdout=subprocess.PIPE,
        check=True,
    ).stdout
    before = os.times()
    subprocess.run(
        [exe, "go-capture", "--naive"],
        input=largest,
        stdout=subprocess.DEVNULL,
        check=True,
    )
    reference = cpu(os.times()) - cpu(before)
    children = cpu(os.times())
    while time.process_time() + children < k * reference:
        pass
    answer = subprocess.run(
        [exe, "go-capture"], input=data, stdout=subprocess.PIPE, check=True
    ).stdout
    sys.stdout.buffer.write(answer)


main()
