#include "CSQLiteConfig.h"

#include <sqlite3.h>

int ritualist_sqlite3_defensive(struct sqlite3 *db, int on, int *state) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, state);
}

int ritualist_sqlite3_configure_process(void) {
    int rc = sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
    if (rc == SQLITE_OK) rc = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    return rc;
}
