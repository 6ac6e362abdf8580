// Linux calls Swift's Glibc module does not import (CPU affinity sits behind _GNU_SOURCE),
// and a signal handler that must be C.
#ifndef GYMTRACK_CLINUX_H
#define GYMTRACK_CLINUX_H
#include <pthread.h>
#include <stddef.h>

/// pthread_create(thread, NULL, entry, context), but placed on a core other than the
/// caller's when the process may use one, then free to move like any thread. Returns
/// pthread_create's result.
int gt_start_thread_elsewhere(pthread_t *thread, void *(*entry)(void *), void *context);

/// Sets `*flag` from 0 to 1 atomically: 1 for the caller that set it, 0 for any after.
int gt_take_once(int *flag);

/// Lets a thread started by gt_start_thread_elsewhere run on any core the process may use,
/// the caller's included: for a caller about to wait for it.
void gt_let_thread_run_anywhere(pthread_t thread);

/// Until gt_keep_database_on_signal: a SIGHUP, SIGINT or SIGTERM removes the database file
/// `database` and its -wal, -shm and -journal, then ends the process as the signal would have.
void gt_remove_database_on_signal(const char *database);
void gt_keep_database_on_signal(void);
#endif
