#!/usr/bin/env python3
"""Turns bench/run's hyperfine results into the BENCHMARKS.md tables.

usage: report.py RESULTS.tsv OUT_DIR MACHINE [BENCHMARKS.md]
Prints the tables; with a BENCHMARKS.md path, also rewrites the part of that
file between the `<!-- bench:begin -->` and `<!-- bench:end -->` markers.
"""
import json
import os
import sys


def median(path, k):
    with open(path) as f:
        return json.load(f)["results"][k]["median"]


def ms(t):
    return f"{t * 1000:.1f} ms" if t < 10 else f"{t:.1f} s"


def main():
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
            "| {} | {:.1f} MB | {} | {} | {} | {:.2f}x | {} | {:.1f} MiB | {}{} |".format(
                name,
                size / 1e6,
                ms(fast),
                ms(floor),
                ms(naive) if naive else "-",
                fast / floor,
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
    emit_rows = []
    for name, js in [("go-capture", "emit-go.json"), ("othello-moves", "emit-othello.json")]:
        with open(os.path.join(out, js)) as f:
            e = json.load(f)["results"]
        emit_rows.append(
            "| {} | {} | {} | {:.2f}x | <= 1.2x |".format(
                name, ms(e[0]["median"]), ms(e[1]["median"]), e[1]["median"] / e[0]["median"]
            )
        )
    text = "\n".join(
        [
            f"Machine: {machine}. Medians of hyperfine runs; ratios from the same run.",
            "",
            "| benchmark | input | boardsolve | I/O floor | naive | boardsolve/floor | naive/boardsolve | peak RSS | target |",
            "|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            "| emitted program (`boardsolve emit`) | boardsolve | emitted | emitted/boardsolve | target |",
            "|---|---|---|---|---|",
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
