import RitualistCore

extension SQLiteHabitStore {
    /// The token the file's triggers renew on every change to habits, logs and rest days (schema v4).
    package func historyRevision() throws -> String? {
        try read { db in
            try db.cachedStatement(sql: "SELECT token FROM historyRevision").firstRow { row in String(row[0] as Int) }
        }
    }
}
