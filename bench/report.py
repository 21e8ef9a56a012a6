#!/usr/bin/env python3
"""Turns bench/run's hyperfine results into the BENCHMARKS.md tables.

usage: report.py RESULTS.tsv OUT_DIR MACHINE [BENCHMARKS.md]
       report.py --emit OUT_DIR
Prints the tables; with a BENCHMARKS.md path, also rewrites the part of that
file between the `<!-- bench:begin -->` and `<!-- bench:end -->` markers.
With --emit, only the table of the emitted programs.
"""
import json
import os
import statistics
import sys


def median(path, k):
    with open(path) as f:
        return json.load(f)["results"][k]["median"]


def ms(t):
    return f"{t * 1000:.1f} ms" if t < 10 else f"{t:.1f} s"


def emit_table(out):
    """The rows of the emitted programs' table."""
    emit_rows = []
    for line in open(os.path.join(out, "emit.tsv")):
        name, inp, prefix = line.rstrip("\n").split("\t")
        # The runs of every round, per command.
        times = []
        k = 0
        while os.path.exists(f"{prefix}.{k}.json"):
            with open(f"{prefix}.{k}.json") as f:
                for c, r in enumerate(json.load(f)["results"]):
                    if c == len(times):
                        times.append([])
                    times[c] += r["times"]
            k += 1
        e = [statistics.median(t) for t in times]
        old = "{} ({:.2f}x)".format(ms(e[2]), e[2] / e[0]) if len(e) > 2 else "-"
        emit_rows.append(
            "| {} | {:.1f} MB | {} | {} ({:.2f}x) | {} | <= 1.2x |".format(
                name, os.path.getsize(inp) / 1e6, ms(e[0]), ms(e[1]), e[1] / e[0], old
            )
        )
    return emit_rows


EMIT_HEAD = [
    "| emitted stdin program (`boardsolve emit`) | input | boardsolve --threads 1 | emitted, rustc -O (stable) | emitted, rustc 1.63 -O | target |",
    "|---|---|---|---|---|---|",
]


def main():
    if sys.argv[1] == "--emit":
        print("\n".join(EMIT_HEAD + emit_table(sys.argv[2])))
        return
    results, out, machine = sys.argv[1:4]
    target_md = sys.argv[4] if len(sys.argv) > 4 else None
    rows = []
    flip200_naive = None
    for line in open(results):
        name, inp, js, rss, target, args = line.rstrip("\n").split("\t")
        with open(js) as f:
            res = json.load(f)["results"]
        fast, floor = res[0]["median"], res[1]["median"]
        naive = res[2]["median"] if len(res) > 2 else None
        note = ""
        if name == "flip-chess-200":
            flip200_naive = (naive, os.path.getsize(inp))
        if name == "flip-chess-big":
            single = os.path.join(out, "flip-chess-big-naive.json")
            if naive is None and os.path.exists(single):
                naive = median(single, 0)
                note = " (naive: 1 run)"
            if flip200_naive:
                n200, size200 = flip200_naive
                extra = n200 * (os.path.getsize(inp) / size200) ** 2
                note += f"; naive extrapolated from 200x200 by cells²: {ms(extra)}"
        size = os.path.getsize(inp)
        rows.append(
            "| {} | {:.1f} MB | {} | {} | {} | {} | {} | {:.1f} MiB | {}{} |".format(
                name,
                size / 1e6,
                ms(fast),
                ms(floor),
                ms(naive) if naive else "-",
                # A floor under hyperfine's shell calibration reads 0.
                f"{fast / floor:.2f}x" if floor > 0 else "-",
                f"{naive / fast:.0f}x" if naive else "-",
                int(rss) / 1024,
                target,
                note,
            )
        )
    tiny = os.path.join(out, "tiny.json")
    with open(tiny) as f:
        t = json.load(f)["results"]
    tiny_row = "| tiny judge case (sample 1, process start to exit) | {} | {} | {:.2f}x | <= 1.5x |".format(
        ms(t[0]["median"]), ms(t[1]["median"]), t[0]["median"] / t[1]["median"]
    )
    emit_rows = emit_table(out)
    text = "\n".join(
        [
            f"Machine: {machine}. Medians of hyperfine runs; ratios from the same run.",
            "",
            "| benchmark | input | boardsolve | I/O floor | naive | boardsolve/floor | naive/boardsolve | peak RSS | target |",
            "|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            *EMIT_HEAD,
            *emit_rows,
            "",
            "| startup | boardsolve | minimal Rust program | ratio | target |",
            "|---|---|---|---|---|",
            tiny_row,
        ]
    )
    print(text)
    if target_md:
        doc = open(target_md).read()
        begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
        i, j = doc.index(begin) + len(begin), doc.index(end)
        with open(target_md, "w") as f:
            f.write(doc[:i] + "\n" + text + "\n" + doc[j:])


if __name__ == "__main__":
    main()
