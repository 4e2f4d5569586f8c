#ifndef CSQLITECONFIG_H
#define CSQLITECONFIG_H

struct sqlite3;

/// Sets (`on` 1 or 0) or, with -1, leaves SQLite's defensive flag of `db`, and writes whether it is now set to
/// `state`. Returns sqlite3_db_config's result code. `sqlite3_db_config` is variadic, which Swift cannot call.
int ritualist_sqlite3_defensive(struct sqlite3 *db, int on, int *state);

/// Sets SQLite's process-wide options before it starts: connections without a lock of their own (each is used from one
/// serial queue at a time, as GRDB requires) and no memory statistics (which lock a mutex at every allocation).
/// Returns SQLITE_OK, or SQLITE_MISUSE when SQLite has started already and the options stay as they were.
/// `sqlite3_config` is variadic, which Swift cannot call.
int ritualist_sqlite3_configure_process(void);

#endif
