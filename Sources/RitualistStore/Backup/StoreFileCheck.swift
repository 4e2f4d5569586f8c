import Primitives

/// Checks that a file is a sound Ritualist store this version can read, without writing to it: a SQLite header, a
/// schema version no newer than this program's, the store's tables, `PRAGMA integrity_check` answering ok, and a
/// schema that is object for object the one the program makes at that version.
package enum StoreFileCheck {
    /// Throws, naming `path`, what makes it no store to restore.
    package static func check(_ path: String) throws(TransferError) {
        guard case .file = try InputFile.kind(of: path) else {
            throw TransferError(file: path, "is not a regular file; expected a Ritualist store")
        }
        let head = try InputFile.head(of: path, count: 100)
        guard head.count == 100, head.starts(with: Array("SQLite format 3\u{0}".utf8)) else {
            throw TransferError(file: path, "is not a SQLite database; expected a Ritualist store")
        }
        let version = head[60..<64].reduce(0) { $0 << 8 | Int($1) }
        guard version <= SQLiteHabitStore.schemaVersion else {
            throw TransferError(
                file: path,
                "is a store of schema version \(version), which needs a newer Ritualist (this one reads up to "
                    + "version \(SQLiteHabitStore.schemaVersion))")
        }
        do {
            try openReadOnly(path).read { db in
                let tables = try db.fetchAll(String.self, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                guard version >= 1, ["habit", "log", "restDay"].allSatisfy(tables.contains) else {
                    throw TransferError(file: path, "is a SQLite database but not a Ritualist store")
                }
                let integrity = try db.fetchAll(String.self, sql: "PRAGMA integrity_check")
                guard integrity == ["ok"] else {
                    throw TransferError(
                        file: path, "is damaged (integrity check: \(integrity.prefix(3).joined(separator: "; ")))")
                }
                try checkSchema(db, path: path, version: version)
            }
        } catch let error as TransferError {
            throw error
        } catch let error as SQLiteError {
            throw TransferError(file: path, "cannot be read as a store: \(error.message ?? "\(error.resultCode)")")
        } catch {
            throw TransferError(file: path, "cannot be read as a store: \(error)")
        }
    }

    /// Refuses a store whose schema is not the one this program makes at `version`: a trigger or a view more would
    /// run with the next command, and the change log would not see what it did.
    private static func checkSchema(_ db: SQLiteDatabase, path: String, version: Int) throws {
        let differences = try SchemaDescription.of(db).differences(from: .made(atVersion: version))
        guard !differences.isEmpty else { return }
        let shown = differences.prefix(3).joined(separator: "; ")
        let more = differences.count > 3 ? "; and \(Plural.count(differences.count - 3, "difference")) more" : ""
        throw TransferError(
            file: path,
            "is not the store Ritualist makes at schema version \(version): it has \(shown)\(more); "
                + "expected a store as Ritualist writes it")
    }

    /// A connection that cannot write, and reads the file without trusting its schema.
    static func openReadOnly(_ path: String, busyTimeout: Double = 0) throws(SQLiteError) -> SQLiteDatabase {
        let database = try SQLiteDatabase.open(path: path, readOnly: true, busyTimeout: busyTimeout)
        try database.execute(sql: "PRAGMA trusted_schema = OFF")
        return database
    }
}
