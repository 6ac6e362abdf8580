// A signal handler that must be C: async-signal-safe work only.
#ifndef GYMTRACK_CLINUX_H
#define GYMTRACK_CLINUX_H

/// Until gt_keep_database_on_signal: a SIGHUP, SIGINT or SIGTERM removes the database file
/// `database` and its -wal, -shm and -journal, then ends the process as the signal would have.
void gt_remove_database_on_signal(const char *database);
void gt_keep_database_on_signal(void);
#endif
