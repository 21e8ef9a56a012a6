/* A contestant's program that tries to escape or cheat its sandbox.
 *
 *   hostile MODE PIDFILE [N] [-- ANSWER...]
 *
 * Does MODE, then runs ANSWER (the real answering program, reading the
 * input), or, with no ANSWER, waits forever. Every process it leaves
 * behind appends its process id, as /proc names it (not a PID
 * namespace's), to PIDFILE; the program itself does too. Modes:
 *
 *   setsid       a child in a session of its own
 *   double-fork  a grandchild re-parented away from the program, setsid
 *   setpgid      a child in a process group of its own
 *   stopped      a child stopped by SIGSTOP
 *   bomb N       a fork tree of about N processes, each setsid
 *   spin N       a detached grandchild uses N ms of CPU time; the program
 *                waits for it (asleep) before answering
 *   hold N       a detached grandchild touches N MiB and keeps them; the
 *                program waits for that before answering
 *   spike N      a child touches N MiB and exits at once; the program
 *                waits for it before answering
 *   none         nothing
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *pidfile;

static void record(void) {
    char self[32] = {0}, line[40];
    if (readlink("/proc/self", self, sizeof self - 1) < 0) strcpy(self, "0");
    int n = snprintf(line, sizeof line, "%s\n", self);
    int fd = open(pidfile, O_WRONLY | O_APPEND | O_CREAT, 0644);
    if (fd >= 0) {
        if (write(fd, line, n) != n) _exit(90);
        close(fd);
    }
}

static void forever(void) {
    record();
    for (;;) pause();
}

static void forever_from(long unused) {
    (void)unused;
    forever();
}

/* Kept where the compiler must assume it is read, so that the memory is
 * really allocated and touched. */
static char *volatile held;

static void touch(long mib) {
    size_t n = (size_t)mib << 20;
    char *p = malloc(n);
    if (!p) _exit(91);
    memset(p, 1, n);
    held = p;
}

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* Runs `then` in a grandchild that has left the program's tree (its
 * parent exited) and its session; returns in the program once the
 * grandchild is on its way. */
static void detached(void (*then)(long), long arg) {
    pid_t child = fork();
    if (child == 0) {
        if (fork() == 0) {
            setsid();
            then(arg);
            _exit(0);
        }
        _exit(0);
    }
    waitpid(child, NULL, 0);
}

static char marker[4096];

static void mark(void) {
    int fd = open(marker, O_WRONLY | O_CREAT, 0644);
    if (fd >= 0) close(fd);
}

/* Waits until PIDFILE holds `k` lines: the processes left behind are
 * recorded before the program goes on (and may end the run). */
static void wait_lines(long k) {
    for (;;) {
        long lines = 0;
        FILE *f = fopen(pidfile, "r");
        if (f) {
            int c;
            while ((c = getc(f)) != EOF) lines += c == '\n';
            fclose(f);
        }
        if (lines >= k) return;
        usleep(1000);
    }
}

static void wait_mark(void) {
    while (access(marker, F_OK) != 0) usleep(1000);
}

static void spin(long ms) {
    record();
    double end = ms / 1000.0;
    volatile unsigned long x = 0;
    while (cpu_seconds() < end) x++;
    mark();
    for (;;) pause();
}

static void hold(long mib) {
    record();
    touch(mib);
    mark();
    for (;;) pause();
}

/* This process and n - 1 more, in a tree: each fork hands the child about
 * half of what is left to start. */
static void bomb(long n) {
    while (n > 1) {
        long child = (n - 1) / 2 > 0 ? (n - 1) / 2 : 1;
        pid_t p = fork();
        if (p < 0) break;
        if (p == 0) {
            setsid();
            n = child;
            continue;
        }
        n -= child;
    }
    forever();
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    const char *mode = argv[1];
    pidfile = argv[2];
    snprintf(marker, sizeof marker, "%s.mark", pidfile);
    int at = 3;
    long n = 0;
    if (at < argc && strcmp(argv[at], "--") != 0) n = atol(argv[at++]);
    char **answer = NULL;
    if (at < argc && strcmp(argv[at], "--") == 0 && at + 1 < argc) answer = argv + at + 1;
    pid_t p;
    /* Left behind, recorded before the program goes on. */
    long left = 1;
    unlink(pidfile);
    if (strcmp(mode, "setsid") == 0) {
        if ((p = fork()) == 0) { setsid(); forever(); }
    } else if (strcmp(mode, "double-fork") == 0) {
        detached(forever_from, 0);
    } else if (strcmp(mode, "setpgid") == 0) {
        if ((p = fork()) == 0) { setpgid(0, 0); forever(); }
    } else if (strcmp(mode, "stopped") == 0) {
        if ((p = fork()) == 0) { record(); raise(SIGSTOP); for (;;) pause(); }
    } else if (strcmp(mode, "bomb") == 0) {
        if ((p = fork()) == 0) bomb(n);
        left = n;
    } else if (strcmp(mode, "spin") == 0) {
        unlink(marker);
        detached(spin, n);
        wait_mark();
    } else if (strcmp(mode, "hold") == 0) {
        unlink(marker);
        detached(hold, n);
        wait_mark();
    } else if (strcmp(mode, "spike") == 0) {
        if ((p = fork()) == 0) { touch(n); _exit(0); }
        waitpid(p, NULL, 0);
    } else if (strcmp(mode, "none") == 0) {
        left = 0;
    } else {
        return 2;
    }
    if (strcmp(mode, "spike") == 0) left = 0;
    wait_lines(left);
    if (!answer) forever();
    record();
    execvp(answer[0], answer);
    return 127;
}
