#include "CSQLite.h"

int ritualist_sqlite3_defensive(sqlite3 *db, int on, int *state) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, state);
}

int ritualist_sqlite3_strict_quotes(sqlite3 *db) {
    int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
    if (rc == SQLITE_OK) rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
    return rc;
}

int ritualist_sqlite3_configure_process(void) {
    int rc = sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
    if (rc == SQLITE_OK) rc = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    return rc;
}
