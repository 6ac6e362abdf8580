// Starting a thread on another core than the caller's: the CPU-affinity calls sit behind
// _GNU_SOURCE, which Swift's Glibc module does not define.
#ifndef GYMTRACK_CTHREADSTART_H
#define GYMTRACK_CTHREADSTART_H
#include <pthread.h>

/// pthread_create(thread, NULL, entry, context), but placed on a core other than the
/// caller's when the process may use one, then free to move like any thread. Returns
/// pthread_create's result.
int gt_start_thread_elsewhere(pthread_t *thread, void *(*entry)(void *), void *context);
#endif
