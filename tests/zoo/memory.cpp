// A filter for the memory tests: copies standard input to standard output
// after taking memory, then holds it a moment so a sampling judge sees it.
//   memory reserve G   maps G GiB of address space without touching it
//                      (what a JVM or a sanitizer build does at start)
//   memory touch M     writes to M MiB
#include <sys/mman.h>
#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
    if (argc != 3) return 2;
    size_t amount = strtoull(argv[2], nullptr, 10);
    size_t bytes = strcmp(argv[1], "reserve") == 0 ? amount << 30 : amount << 20;
    char* p = (char*)mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        return 3;
    }
    if (strcmp(argv[1], "touch") == 0) {
        for (size_t i = 0; i < bytes; i += 4096) p[i] = 1;
        usleep(300000);
    }
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) fwrite(buf, 1, n, stdout);
    return 0;
}
