// boardsolve's harness for @PROBLEM@ (JavaScript, Node.js): runs the
// LeetCode-format testcases on stdin (one JSON parameter a line, case after
// case) through the function @METHOD@ of the file named by the first
// argument (its messages naming it as the second, if given), and writes
// each answer as LeetCode shows it, one a line: to the file named by
// @ANSWERS@ if it is set (stress sets it: what the solution prints is then
// apart), else to stdout.
//
//   node harness.js solution.js < input
"use strict";
const fs = require("fs");
const vm = require("vm");
const { Worker, isMainThread, parentPort, workerData } = require("worker_threads");

// Deep recursion (a flood fill over a 50x50 board) needs a deep stack: the
// solution runs on a thread with this much, and V8 knows it (`node
// --stack-size` alone overruns the main thread's 8 MiB and crashes).
const STACK_MIB = 512;

// With @TIMES@ set (stress runs many testcases a run), each call's time in
// nanoseconds goes to that file, a line a testcase, once its answer is out:
// each answer is then posted as it comes (the main thread writes it, then
// its time), so those before a crash or a time-out are out.
const TIMES = process.env["@TIMES@"];
const ANSWERS = process.env["@ANSWERS@"];

function run(path, name, input) {
  // What a file written as a CommonJS module expects.
  globalThis.module = { exports: {} };
  globalThis.exports = globalThis.module.exports;
  globalThis.require = require;
  // Run under its own file name: stack traces give the solution's lines.
  vm.runInThisContext(fs.readFileSync(path, "utf8"), { filename: name });
  const method = vm.runInThisContext("@METHOD@");
  const lines = input.split("\n").filter((line) => line.trim() !== "");
  const k = @ARITY@;
  const out = [];
  for (let i = 0; i + k <= lines.length; i += k) {
    const args = lines.slice(i, i + k).map((line) => JSON.parse(line));
    const start = process.hrtime.bigint();
    const answer = @SHOWN@;
    const took = process.hrtime.bigint() - start;
    const line = JSON.stringify(answer) + "\n";
    if (TIMES) {
      parentPort.postMessage([1, line, String(took)]);
    } else {
      out.push(line);
    }
  }
  return out.join("");
}

if (isMainThread) {
  // The main thread does the input and output: its streams wait for a
  // slow pipe, where a worker's direct writes would fail.
  const chunks = [];
  process.stdin.on("data", (chunk) => chunks.push(chunk));
  process.stdin.on("end", () => {
    const worker = new Worker(__filename, {
      argv: process.argv.slice(2),
      workerData: Buffer.concat(chunks).toString("utf8"),
      resourceLimits: { stackSizeMb: STACK_MIB },
    });
    const times = TIMES ? fs.openSync(TIMES, "w") : null;
    const answers = ANSWERS ? fs.openSync(ANSWERS, "w") : null;
    worker.on("message", ([fd, text, took]) => {
      if (fd === 1 && answers !== null) {
        fs.writeSync(answers, text);
      } else {
        (fd === 1 ? process.stdout : process.stderr).write(text);
      }
      if (took !== undefined) fs.writeSync(times, took + "\n");
    });
    worker.on("exit", (code) => {
      process.exitCode = code;
    });
  });
} else {
  try {
    const [path, name = path] = process.argv.slice(2);
    parentPort.postMessage([1, run(path, name, workerData)]);
  } catch (e) {
    // The solution's lines, not this file's (removed after the run) or
    // Node's own.
    const own = (line) =>
      !/^\s+at /.test(line) || !(line.includes(__filename) || line.includes("node:"));
    const stack = String((e && e.stack) || e).split("\n").filter(own);
    parentPort.postMessage([2, stack.join("\n") + "\n"]);
    process.exitCode = 1;
  }
}
