#define _GNU_SOURCE
#include "clinux.h"
#include <sched.h>
#include <stdlib.h>

// Linux puts a new thread on its creator's core and moves it to an idle one only at the next
// balancing, about a millisecond later on the VMs gymtrack was measured on: until then the
// two threads take turns on one core while the other stays idle. A thread created with an
// affinity that leaves the creator's core out starts at once on another; its first act is to
// take back the process's whole affinity, so it is never held to that core afterwards. When the
// other core is busy, the thread may still be waiting there when its creator needs it: the
// creator then gives it back every core (gt_let_thread_run_anywhere) before it waits, and the
// thread runs on the creator's own, as it would have without the placement.

struct start {
    void *(*entry)(void *);
    void *context;
    cpu_set_t allowed;
};

static void *begin(void *argument) {
    struct start start = *(struct start *)argument;
    free(argument);
    pthread_setaffinity_np(pthread_self(), sizeof start.allowed, &start.allowed);
    return start.entry(start.context);
}

int gt_start_thread_elsewhere(pthread_t *thread, void *(*entry)(void *), void *context) {
    struct start *start = malloc(sizeof *start);
    int here = sched_getcpu();
    if (start == NULL || here < 0 || sched_getaffinity(0, sizeof start->allowed, &start->allowed) != 0) {
        free(start);
        return pthread_create(thread, NULL, entry, context);
    }
    start->entry = entry;
    start->context = context;
    cpu_set_t elsewhere = start->allowed;
    CPU_CLR(here, &elsewhere);
    pthread_attr_t attributes;
    int placed = CPU_COUNT(&elsewhere) > 0 && pthread_attr_init(&attributes) == 0;
    if (placed && pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere) != 0) {
        pthread_attr_destroy(&attributes);
        placed = 0;
    }
    int result = pthread_create(thread, placed ? &attributes : NULL, begin, start);
    if (placed) {
        pthread_attr_destroy(&attributes);
        // Refused with that affinity (a CPU set changed meanwhile): wherever the kernel likes.
        if (result != 0) result = pthread_create(thread, NULL, begin, start);
    }
    if (result != 0) free(start);
    return result;
}

void gt_let_thread_run_anywhere(pthread_t thread) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) pthread_setaffinity_np(thread, sizeof allowed, &allowed);
}

int gt_take_once(int *flag) {
    int expected = 0;
    return __atomic_compare_exchange_n(flag, &expected, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}
