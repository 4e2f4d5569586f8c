#ifndef CSQLITE_H
#define CSQLITE_H

// SQLite's C API, for the store's own SQLite layer (RitualistStore/SQLite), and the calls Swift cannot make itself.
#include <sqlite3.h>

/// Sets (`on` 1 or 0) or, with -1, leaves SQLite's defensive flag of `db`, and writes whether it is now set to
/// `state`. Returns sqlite3_db_config's result code. `sqlite3_db_config` is variadic, which Swift cannot call.
int ritualist_sqlite3_defensive(sqlite3 *db, int on, int *state);

/// Refuses double-quoted text as a string literal in `db`'s statements and schema: a double-quoted word is an
/// identifier, and a misspelt one is an error rather than a string. Returns sqlite3_db_config's result code.
int ritualist_sqlite3_strict_quotes(sqlite3 *db);

/// Sets SQLite's process-wide options before it starts: connections without a lock of their own (each is used by one
/// thread at a time: `SQLiteDatabase` holds a lock around its use) and no memory statistics (which lock a mutex at
/// every allocation). Returns SQLITE_OK, or SQLITE_MISUSE when SQLite has started already and the options stay as
/// they were. `sqlite3_config` is variadic, which Swift cannot call.
int ritualist_sqlite3_configure_process(void);

#endif
