import GRDB

#if canImport(Glibc)
    import Glibc
#endif

// Usage: grdb-floor DB HABIT_ID DAY
// Opens DB (the store already in WAL mode) and inserts one log row, as a completion would.
let arguments = CommandLine.arguments
guard arguments.count == 4, let day = Int(arguments[3]) else {
    print("usage: grdb-floor DB HABIT_ID DAY")
    exit(64)
}
let queue = try DatabaseQueue(path: arguments[1])
try queue.write { db in
    try db.execute(
        sql: """
            INSERT INTO log (id, habitId, day, value, loggedAt, timeZone)
            VALUES ((SELECT substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4) || '-' || substr(h, 21) FROM (SELECT lower(hex(randomblob(16))) AS h)), ?, ?, 1, 0, 'UTC')
            """,
        arguments: [arguments[2], day])
}
