// boardsolve's harness for @PROBLEM@ (JavaScript, Node.js): runs the
// LeetCode-format testcases on stdin (one JSON parameter a line, case after
// case) through the function @METHOD@ of the file named by the first
// argument, and prints each answer as LeetCode shows it, one a line.
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

function run(path, input) {
  // What a file written as a CommonJS module expects.
  globalThis.module = { exports: {} };
  globalThis.exports = globalThis.module.exports;
  globalThis.require = require;
  // Run under its own file name: stack traces give the solution's lines.
  vm.runInThisContext(fs.readFileSync(path, "utf8"), { filename: path });
  const method = vm.runInThisContext("@METHOD@");
  const lines = input.split("\n").filter((line) => line.trim() !== "");
  const k = @ARITY@;
  const out = [];
  for (let i = 0; i + k <= lines.length; i += k) {
    const args = lines.slice(i, i + k).map((line) => JSON.parse(line));
    out.push(JSON.stringify(@SHOWN@) + "\n");
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
    worker.on("message", ([fd, text]) => (fd === 1 ? process.stdout : process.stderr).write(text));
    worker.on("exit", (code) => {
      process.exitCode = code;
    });
  });
} else {
  try {
    parentPort.postMessage([1, run(process.argv[2], workerData)]);
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
