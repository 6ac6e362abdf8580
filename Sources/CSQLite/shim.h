// sqlite3 as a Swift module. SQLITE_TRANSIENT does not import; Storage rebuilds it.
#ifndef GYMTRACK_CSQLITE_SHIM_H
#define GYMTRACK_CSQLITE_SHIM_H
#include <sqlite3.h>

/// sqlite3_db_config is variadic, which Swift cannot call: closing this connection then
/// neither checkpoints nor deletes the -wal and -shm, which SQLite finds by name.
static inline int gt_sqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
#endif
