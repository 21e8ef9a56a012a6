/* go-capture (Luogu P10864) on the judge's 19x19 board, the design of
 * issue 35 written in C, as the yardstick of bench/go-engine-share: what a
 * hand-tuned engine with the floor's I/O (bench/floor.rs: 64 KiB blocks in
 * and out, a digit loop over every byte) costs on the same input.
 *
 * The board is 21x21 with a border, one byte a point (0 empty, 1 black,
 * 2 white, 3 border). Each stone holds its group's id (one of its stones);
 * an empty or border point is its own id, so a blind liberty change seen
 * from it goes to its own scratch counter. A move: the 4 neighbours'
 * colours make one code, a table gives the empty count and the friendly
 * and opponent masks; the four pseudo-liberty decrements have no branch;
 * dead opponent groups are read right after, the other directions from a
 * slot nothing writes; a lone stone without a liberty or a capture is
 * undone at once; the stone joins its first friendly group, and a second
 * distinct one is merged by relabelling the smaller along its ring.
 *
 * Valid input only (no checks): gcc -O2 -o go-engine go-engine.c
 * Usage: go-engine < replay > answers */
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#define W 21
#define N 512
/* A liberty counter nothing writes, for directions that are no opponent. */
#define SPARE (N - 1)

static uint8_t col[N];
static uint32_t id[N], nxt[N], libs[N], sz[N];
/* tab[me - 1][code]: empty count (bits 0-2), friends (4-7), opponents (8-11). */
static uint16_t tab[2][256];
static const int dir[4] = {-W, 1, W, -1};

static uint32_t remove_group(uint32_t h) {
    uint32_t s = h, n = 0;
    do {
        col[s] = 0;
        id[s] = s;
        for (int k = 0; k < 4; k++)
            libs[id[s + dir[k]]]++;
        n++;
        s = nxt[s];
    } while (s != h);
    return n;
}

static uint32_t merge(uint32_t a, uint32_t b) {
    uint32_t big = sz[a] >= sz[b] ? a : b, small = big == a ? b : a;
    uint32_t s = small;
    do {
        id[s] = big;
        s = nxt[s];
    } while (s != small);
    uint32_t t = nxt[big];
    nxt[big] = nxt[small];
    nxt[small] = t;
    sz[big] += sz[small];
    libs[big] += libs[small];
    return big;
}

/* Plays `me` at p; the stones removed of each colour, black first. */
static inline void play(uint32_t p, uint32_t me, uint32_t out[2]) {
    uint32_t opp = 3 - me;
    uint32_t n[4], g[4];
    uint32_t code = 0;
    for (int k = 0; k < 4; k++) {
        n[k] = p + dir[k];
        code |= (uint32_t)col[n[k]] << (2 * k);
        g[k] = id[n[k]];
    }
    uint32_t t = tab[me - 1][code];
    uint32_t e = t & 7, fr = t >> 4 & 15, op = t >> 8 & 15;
    for (int k = 0; k < 4; k++)
        libs[g[k]]--;
    /* A mask, not a branch: gcc -O2 branches on `?:` here, and the
     * directions are random. */
    uint32_t dead = 0;
    for (int k = 0; k < 4; k++) {
        uint32_t is = 0 - (op >> k & 1);
        dead |= (uint32_t)(libs[(g[k] & is) | (SPARE & ~is)] == 0) << k;
    }
    out[0] = out[1] = 0;
    uint32_t base;
    if (fr == 0) {
        if ((dead | e) == 0) {
            for (int k = 0; k < 4; k++)
                libs[g[k]]++;
            out[me - 1] = 1;
            return;
        }
        col[p] = me;
        id[p] = p;
        nxt[p] = p;
        sz[p] = 1;
        libs[p] = e;
        base = p;
    } else {
        base = g[__builtin_ctz(fr)];
        col[p] = me;
        id[p] = base;
        nxt[p] = nxt[base];
        nxt[base] = p;
        sz[base]++;
        libs[base] += e;
        for (uint32_t rest = fr & (fr - 1); rest; rest &= rest - 1) {
            uint32_t h = id[n[__builtin_ctz(rest)]];
            if (h != base)
                base = merge(base, h);
        }
    }
    if (dead) {
        uint32_t c = 0;
        for (int k = 0; k < 4; k++)
            if (dead >> k & 1 && col[n[k]] == opp)
                c += remove_group(id[n[k]]);
        out[opp - 1] = c;
    } else if (libs[base] == 0) {
        out[me - 1] = remove_group(base);
    }
}

static uint8_t obuf[1 << 16];
static size_t olen;

static void flush(void) {
    size_t done = 0;
    while (done < olen) {
        ssize_t w = write(1, obuf + done, olen - done);
        if (w <= 0)
            _exit(1);
        done += (size_t)w;
    }
    olen = 0;
}

static void put(uint32_t v) {
    char d[12];
    int k = 0;
    do {
        d[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (k)
        obuf[olen++] = (uint8_t)d[--k];
}

/* Number `v` of the input: m, then each move's x and y. */
static void token(uint64_t v) {
    static uint64_t tokens, m, i, x;
    if (tokens++ == 0) {
        m = v;
    } else if (tokens % 2 == 0) {
        x = v;
    } else if (i < m) {
        uint32_t out[2];
        i++;
        play((uint32_t)(x * W + v), i % 2 ? 1 : 2, out);
        if ((out[0] | out[1]) == 0) {
            memcpy(obuf + olen, "0 0\n", 4);
            olen += 4;
        } else {
            put(out[0]);
            obuf[olen++] = ' ';
            put(out[1]);
            obuf[olen++] = '\n';
        }
        if (olen > sizeof obuf - 32)
            flush();
    }
}

int main(void) {
    for (uint32_t p = 0; p < W * W; p++) {
        uint32_t r = p / W, c = p % W;
        col[p] = (r == 0 || r == W - 1 || c == 0 || c == W - 1) ? 3 : 0;
        id[p] = p;
    }
    libs[SPARE] = 1;
    for (uint32_t me = 1; me <= 2; me++)
        for (uint32_t code = 0; code < 256; code++) {
            uint32_t e = 0, fr = 0, op = 0;
            for (int k = 0; k < 4; k++) {
                uint32_t c = code >> (2 * k) & 3;
                e += c == 0;
                fr |= (uint32_t)(c == me) << k;
                op |= (uint32_t)(c == 3 - me) << k;
            }
            tab[me - 1][code] = (uint16_t)(e | fr << 4 | op << 8);
        }
    static uint8_t in[1 << 16];
    uint64_t v = 0;
    int digits = 0;
    for (;;) {
        ssize_t got = read(0, in, sizeof in);
        if (got <= 0)
            break;
        for (ssize_t j = 0; j < got; j++) {
            uint32_t d = (uint32_t)(in[j] - '0');
            if (d < 10) {
                v = v * 10 + d;
                digits = 1;
            } else if (digits) {
                token(v);
                v = 0;
                digits = 0;
            }
        }
    }
    if (digits)
        token(v);
    flush();
    return 0;
}
