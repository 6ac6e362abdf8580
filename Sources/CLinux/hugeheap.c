#define _GNU_SOURCE
#include "clinux.h"
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

// An import of ten years of history makes a few hundred thousand objects, 40 MB: in this VM
// each first touch of a 4 KB page of the heap was a page fault, 8,000 of them, most in
// malloc writing a chunk header into fresh memory. With the heap in 2 MB pages they are a
// few dozen. glibc does this itself with GLIBC_TUNABLES=glibc.malloc.hugetlb=1, which only
// the environment can set; here the main heap is grown once by `bytes` and marked.

enum { huge_page = 2 * 1024 * 1024 };

void gt_heap_in_huge_pages(size_t bytes) {
    // The next time malloc extends the heap it takes `bytes` more, and keeps them when freed.
    mallopt(M_TRIM_THRESHOLD, (int)(bytes * 2));
    mallopt(M_TOP_PAD, (int)bytes);
    // A block bigger than what is left at the heap's top (at most the trim threshold, 128 KB,
    // before the first call) but under the mmap threshold: the heap grows now, by it and the pad.
    mallopt(M_MMAP_THRESHOLD, 2 * 1024 * 1024);
    void *block = malloc(1024 * 1024);
    if (block == NULL) return;
    uintptr_t start = ((uintptr_t)block + huge_page - 1) & ~(uintptr_t)(huge_page - 1);
    uintptr_t end = (uintptr_t)sbrk(0) & ~(uintptr_t)(huge_page - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
    free(block);
}
