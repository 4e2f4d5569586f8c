import Foundation

extension StoreRestore {
    /// How many entries the previous store at `previous` knew to be on the sync server that the restored store at
    /// `restored` lacks: the next `ritual sync` pulls them back (docs/sync.md, "Restore and sync"). Both files are
    /// read only; 0 for a store that never synced.
    package static func entriesOnServer(lackedBy restored: String, knownTo previous: String) throws -> Int {
        let onServer = try SQLiteDatabase.open(path: previous, readOnly: true).read { db in
            try db.fetchSet(String.self, sql: "SELECT id FROM changeLog WHERE seq IN (SELECT seq FROM syncOnServer)")
        }
        guard !onServer.isEmpty else { return 0 }
        // A backup older than the change log (schema v6) holds none of its entries.
        let held = try SQLiteDatabase.open(path: restored, readOnly: true).read { db in
            try db.tableExists("changeLog") ? try db.fetchSet(String.self, sql: "SELECT id FROM changeLog") : []
        }
        return onServer.subtracting(held).count
    }
}
