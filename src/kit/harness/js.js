// boardsolve's harness for @PROBLEM@ (JavaScript, Node.js): runs the
// LeetCode-format testcases on stdin (one JSON parameter a line, case after
// case) through the function @METHOD@ of the file named by the first
// argument, and prints each answer as LeetCode shows it, one a line.
//
//   node harness.js solution.js < input
"use strict";
const fs = require("fs");
const vm = require("vm");

const path = process.argv[2];
// Run under its own file name: stack traces give the solution's lines.
vm.runInThisContext(fs.readFileSync(path, "utf8"), { filename: path });
const method = vm.runInThisContext("@METHOD@");
const lines = fs
  .readFileSync(0, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "");
const k = @ARITY@;
const out = [];
for (let i = 0; i + k <= lines.length; i += k) {
  const args = lines.slice(i, i + k).map((line) => JSON.parse(line));
  out.push(JSON.stringify(@SHOWN@) + "\n");
}
process.stdout.write(out.join(""));
