#include "CSQLiteConfig.h"

#include <sqlite3.h>

int ritualist_sqlite3_defensive(struct sqlite3 *db, int on, int *state) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, state);
}
