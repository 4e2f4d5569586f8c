/* The C floor: open the store with libsqlite3 and insert one log row. Usage: c-floor DB HABIT_ID DAY */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: c-floor DB HABIT_ID DAY\n"); return 64; }
    sqlite3 *db;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) return 69;
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt *stmt;
    const char *sql = "INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) "
                      "VALUES ((SELECT substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4) || '-' || substr(h, 21) FROM (SELECT lower(hex(randomblob(16))) AS h)), ?, ?, 1, 0, 'UTC')";
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, NULL) != SQLITE_OK) return 70;
    sqlite3_bind_text(stmt, 1, argv[2], -1, SQLITE_STATIC);
    sqlite3_bind_int(stmt, 2, atoi(argv[3]));
    int rc = sqlite3_step(stmt);
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return rc == SQLITE_DONE ? 0 : 70;
}
