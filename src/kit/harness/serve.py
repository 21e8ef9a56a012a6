# boardsolve's server for a whole Python program (stress --solution): the
# interpreter starts once; for each seed it forks, and the child, holding
# nothing of the program's (the program is never loaded in the server), runs
# the file named by the first argument as __main__, as `python3 FILE` would,
# its input, output and error the files stress names.
#
# On stdin, a line a seed: the input, output and error files, tab-separated.
# On stdout: `ready CPU EXE` once started (its CPU time in nanoseconds, the
# real interpreter), then `end STATUS CPU PEAK` a seed (the child's wait
# status, CPU time in nanoseconds and peak resident bytes, from wait4, its
# waited-for children's included); `refuse WHY` if it cannot serve.
import atexit
import os
import runpy
import sys
import threading


def serve(path):
    if not hasattr(os, "fork") or not hasattr(os, "wait4"):
        os.write(1, b"refuse the interpreter has no fork or wait4\n")
        return None
    t = os.times()
    cpu = int((t.user + t.system) * 1e9)
    os.write(1, f"ready {cpu} {sys.executable}\n".encode())
    held = b""
    while True:
        while b"\n" not in held:
            chunk = os.read(0, 65536)
            if not chunk:
                return None
            held += chunk
        line, held = held.split(b"\n", 1)
        files = line.decode().split("\t")
        pid = os.fork()
        if pid == 0:
            # The seed's standard streams are the files: every way of
            # reading fd 0 reads its input (sys.stdin, open(0), os.read).
            for fd, name, flags in (
                (0, files[0], os.O_RDONLY),
                (1, files[1], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                (2, files[2], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
            ):
                f = os.open(name, flags, 0o600)
                os.dup2(f, fd)
                os.close(f)
            return path
        _, status, usage = os.wait4(pid, 0)
        cpu = int((usage.ru_utime + usage.ru_stime) * 1e9)
        os.write(1, f"end {status} {cpu} {usage.ru_maxrss * 1024}\n".encode())


def excepthook(kind, value, tb):
    # A traceback from the program's first frame on, as `python3 FILE`
    # prints it (without this file's and runpy's frames).
    at = tb
    while at is not None and at.tb_frame.f_code.co_filename != PROGRAM:
        at = at.tb_next
    if at is not None:
        value = value.with_traceback(at)
    sys.__excepthook__(kind, value, value.__traceback__)


PROGRAM = serve(os.path.abspath(sys.argv[1]))
if PROGRAM is None:
    sys.exit(0)
sys.argv = [sys.argv[1]]
sys.path[0] = os.path.dirname(PROGRAM)
sys.excepthook = excepthook
# The interpreter's own ending, as for `python3 FILE`, but for the
# finalization of every module (milliseconds a seed, and nothing the
# program sees): the threads joined, atexit's functions run, the streams
# flushed, then the exit status.
try:
    runpy.run_path(PROGRAM, run_name="__main__")
    status = 0
except SystemExit as e:
    status = e.code
except BaseException:
    sys.excepthook(*sys.exc_info())
    status = 1
threading._shutdown()
atexit._run_exitfuncs()
if status is None:
    status = 0
elif not isinstance(status, int):
    print(status, file=sys.stderr)
    status = 1
for stream in (sys.stdout, sys.stderr):
    try:
        stream.flush()
    except Exception:
        status = 120
os._exit(status & 0xFF)
