import Foundation
import GRDB

extension StoreRestore {
    /// How many entries the previous store at `previous` knew to be on the sync server that the restored store at
    /// `restored` lacks: the next `ritual sync` pulls them back (docs/sync.md, "Restore and sync"). Both files are
    /// read only; 0 for a store that never synced.
    package static func entriesOnServer(lackedBy restored: String, knownTo previous: String) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let onServer = try DatabaseQueue(path: previous, configuration: configuration).read { db in
            try String.fetchSet(
                db, sql: "SELECT id FROM changeLog WHERE seq IN (SELECT seq FROM syncOnServer)")
        }
        guard !onServer.isEmpty else { return 0 }
        // A backup older than the change log (schema v6) holds none of its entries.
        let held = try DatabaseQueue(path: restored, configuration: configuration).read { db in
            try db.tableExists("changeLog") ? try String.fetchSet(db, sql: "SELECT id FROM changeLog") : []
        }
        return onServer.subtracting(held).count
    }
}
