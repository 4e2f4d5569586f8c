import GRDB
import RitualistCore

extension SQLiteHabitStore {
    /// The token the file's triggers renew on every change to habits, logs and rest days (schema v4).
    public func historyRevision() throws -> String? {
        try read { db in
            try Int.fetchOne(db.cachedStatement(sql: "SELECT token FROM historyRevision")).map { String($0) }
        }
    }
}
