// sqlite3 as a Swift module. SQLITE_TRANSIENT does not import; Storage rebuilds it.
#ifndef GYMTRACK_CSQLITE_SHIM_H
#define GYMTRACK_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
