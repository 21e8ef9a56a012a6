// boardsolve's server for a whole JavaScript program (stress --solution):
// Node.js starts once; each seed runs the file named by the first argument
// as a CommonJS main module in a fresh V8 context (its own globalThis and
// built-in objects, compiled once, evaluated afresh), with a `process`,
// `console`, `require('fs')` and timers of its own, its input, output and
// error the files stress names. A worker thread per seed is as fresh, and
// costs 25 ms of CPU where a context costs 1 (measured by bench/serve).
//
// On stdin, a line a seed: the input, output and error files,
// tab-separated. On stdout: `ready CPU` once started (its CPU time in
// nanoseconds), then `end STATUS CPU 0 [restart]` a seed (a wait status:
// the exit code times 256; the process's CPU time in the seed;
// `restart`: the seed may have left something behind, start a new
// server); `refuse WHY` if it cannot serve.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const Module = require('module');
const { PassThrough, Writable } = require('stream');

const say = (line) => fs.writeSync(1, line + '\n');
if (typeof process.getActiveResourcesInfo !== 'function') {
  say('refuse Node.js has no process.getActiveResourcesInfo (Node.js 17 or newer)');
  process.exit(0);
}
const file = path.resolve(process.argv[2]);
const nanos = (u) => (u.user + u.system) * 1000;
// What a `node FILE` process has as globals beyond the language's own.
const HOST = ['Buffer', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder',
  'AbortController', 'AbortSignal', 'EventTarget', 'Event', 'atob', 'btoa',
  'structuredClone', 'performance', 'queueMicrotask', 'Blob', 'BroadcastChannel',
  'MessageChannel', 'MessagePort', 'WebAssembly', 'fetch'];
// A main module's source as node reads it: a `#!` line blanked.
const source = fs.readFileSync(file, 'utf8').replace(/^\uFEFF?#!.*/, '');
let compiled;
try {
  compiled = new vm.Script(Module.wrap(source), { filename: file });
} catch (e) {
  compiled = e;
}
const cached = new Set(Object.keys(require.cache));

/// Thrown by the seed's process.exit: ends it wherever it is.
class Exit extends Error {
  constructor(code) {
    super("process.exit");
    this.code = code;
  }
}

let seed = null;

function start(input, output, error) {
  const used = process.cpuUsage();
  const fds = { 0: fs.openSync(input, 'r'), 1: fs.openSync(output, 'w'), 2: fs.openSync(error, 'w') };
  const s = { used, fds, timers: new Set(), ended: false, code: undefined };
  seed = s;
  const sink = (fd) => {
    const w = new Writable({
      write(chunk, _, done) {
        if (!s.ended) fs.writeSync(fds[fd], chunk);
        done();
      },
    });
    return Object.assign(w, { fd, isTTY: false });
  };
  const stdout = sink(1);
  const stderr = sink(2);
  const stdin = Object.assign(new PassThrough(), { fd: 0, isTTY: false });
  stdin.end(fs.readFileSync(input));
  // fd 0 and /dev/stdin are the input, fd 1 and 2 the output and error.
  const STDIO = { '/dev/stdin': 0, '/proc/self/fd/0': 0, '/dev/stdout': 1, '/dev/stderr': 2 };
  const fd = (f) => (typeof f === 'number' && f in fds ? fds[f] : f);
  // By name where node reads a file from its start (readFileSync(0) and
  // readSync(0) on one input each read all of it).
  const name = (f) => (f === 0 ? input : typeof f === 'string' && f in STDIO ? [input, output, error][STDIO[f]] : f);
  const own = (f) => (f === 0 ? input : typeof f === 'string' && f in STDIO ? fds[STDIO[f]] : fd(f));
  const ownFs = Object.create(fs);
  for (const name of ['readFileSync', 'readFile', 'writeFileSync', 'appendFileSync', 'createReadStream', 'createWriteStream']) {
    ownFs[name] = (f, ...rest) => fs[name](own(f), ...rest);
  }
  for (const name of ['readSync', 'read', 'writeSync', 'write', 'fstatSync', 'fstat', 'fsyncSync']) {
    ownFs[name] = (f, ...rest) => fs[name](fd(f), ...rest);
  }
  ownFs.openSync = (f, ...rest) => fs.openSync(name(f), ...rest);
  ownFs.closeSync = (f) => (typeof f === 'number' && f in fds ? undefined : fs.closeSync(f));
  const proc = Object.create(process);
  const props = {
    _events: Object.create(null),
    _eventsCount: 0,
    argv: [process.execPath, file],
    env: { ...process.env },
    exitCode: undefined,
    stdin,
    stdout,
    stderr,
    openStdin: () => stdin.resume(),
    exit: (code) => {
      throw new Exit(code === undefined ? proc.exitCode : code);
    },
  };
  for (const [name, value] of Object.entries(props)) {
    Object.defineProperty(proc, name, { value, writable: true, configurable: true, enumerable: true });
  }
  s.proc = proc;
  const timer = (set, clear) => (fn, ...rest) => {
    const t = set((...args) => {
      if (set !== setInterval) s.timers.delete(t);
      fn(...args);
    }, ...rest);
    s.timers.add(t);
    return t;
  };
  const globals = {
    process: proc,
    console: new console.Console({ stdout, stderr }),
    setTimeout: timer(setTimeout),
    setInterval: timer(setInterval),
    setImmediate: timer(setImmediate),
    clearTimeout,
    clearInterval,
    clearImmediate,
  };
  for (const name of HOST) {
    if (name in globalThis) globals[name] = globalThis[name];
  }
  const context = vm.createContext(globals);
  vm.runInContext('globalThis.global = globalThis', context);
  const host = Module.createRequire(file);
  const req = (id) => (id === 'fs' || id === 'node:fs' ? ownFs : host(id));
  const mod = new Module(file, null);
  Object.assign(mod, { filename: file, paths: Module._nodeModulePaths(path.dirname(file)), loaded: false });
  Object.assign(req, { main: mod, resolve: host.resolve, cache: host.cache });
  s.baseline = busy();
  run(() => {
    if (compiled instanceof Error) throw compiled;
    compiled.runInContext(context).call(mod.exports, mod.exports, req, mod, file, path.dirname(file));
  });
  idle(s);
}

/// Runs part of the seed: an Exit or an uncaught exception ends it.
function run(f) {
  try {
    f();
  } catch (e) {
    fail(e);
  }
}

function fail(e) {
  const s = seed;
  if (s === null || s.ended) return;
  if (e instanceof Exit) return end(s, e.code);
  const text = e && e.stack ? e.stack : `Uncaught ${String(e)}`;
  fs.writeSync(s.fds[2], `${file}\n${text}\n\nNode.js ${process.version}\n`);
  end(s, 1);
}

/// The seed ends when nothing of it is left to run: its timers, streams
/// and requests done (as a `node FILE` process exits). The server's own
/// are pipes, which a seed cannot open. Looked at once the seed's
/// callbacks of the moment have run, then every millisecond (by a timer
/// that counts itself while it runs).
const busy = () => process.getActiveResourcesInfo().filter((r) => r !== 'PipeWrap' && r !== 'TTYWrap').length;

function idle(s, first = true) {
  const look = () => {
    if (s.ended) return;
    if (busy() > s.baseline + (first ? 0 : 1)) return idle(s, false);
    run(() => s.proc.emit('exit', s.proc.exitCode || 0));
    end(s, s.proc.exitCode);
  };
  if (first) setImmediate(look);
  else setTimeout(look, 1);
}

function end(s, code) {
  s.ended = true;
  seed = null;
  for (const t of s.timers) clearTimeout(t), clearInterval(t), clearImmediate(t);
  s.proc.stdin.destroy();
  for (const f of Object.values(s.fds)) fs.closeSync(f);
  // A module the program loaded from a file of its own runs afresh too.
  let restart = false;
  for (const k of Object.keys(require.cache)) {
    if (!cached.has(k)) {
      delete require.cache[k];
      restart = true;
    }
  }
  const status = ((Number(code) || 0) & 255) * 256;
  say(`end ${status} ${nanos(process.cpuUsage(s.used))} 0${restart ? ' restart' : ''}`);
  setImmediate(next);
}

/// The seeds asked for, run one at a time; the server ends with its
/// input, once the last has ended.
const queue = [];
let closed = false;
function next() {
  if (seed !== null) return;
  if (queue.length > 0) return start(...queue.shift());
  if (closed) process.exit(0);
}

process.on('uncaughtException', fail);
let held = '';
process.stdin.on('data', (chunk) => {
  held += chunk;
  let at;
  while ((at = held.indexOf('\n')) >= 0) {
    queue.push(held.slice(0, at).split('\t'));
    held = held.slice(at + 1);
  }
  next();
});
process.stdin.on('end', () => {
  closed = true;
  next();
});
say(`ready ${nanos(process.cpuUsage())}`);
