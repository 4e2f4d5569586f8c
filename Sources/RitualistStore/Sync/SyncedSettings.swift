import Foundation
import RitualistCore

/// The settings that sync, as the change log and schema v9 keep them: each key's value in effect is the one of its
/// last `settings.changed` entry by (time, machine id, entry id), as a habit's field takes its last edit; `syncSetting` keeps
/// the value config.yaml held when `ritual-sync` last read or wrote it.
enum SyncedSettings {
    /// The value in effect for each key some entry set, with the stamp of the entry that set it.
    static func inEffect(_ db: SQLiteDatabase) throws -> [String: (value: String, stamp: WriteStamp)] {
        let rows = try db.rows(
            sql: "SELECT time, machine, data, id FROM changeLog WHERE kind = ?",
            arguments: [ChangeKind.settingsChanged.rawValue]
        ) { row in (stamp: WriteStamp(time: row[0], machine: row[1], entry: row[3]), data: row[2] as String) }
        var values: [String: (value: String, stamp: WriteStamp)] = [:]
        for (stamp, data) in rows {
            guard let settings = (try? ChangeData(json: data))?.settings else { continue }
            for (key, value) in settings where values[key].map({ $0.stamp < stamp }) ?? true {
                values[key] = (value, stamp)
            }
        }
        return values
    }

    /// The value config.yaml held for each key when sync last read or wrote it.
    static func written(_ db: SQLiteDatabase) throws -> [String: String] {
        let pairs = try db.rows(sql: "SELECT key, value FROM syncSetting") { row in (row[0] as String, row[1] as String)
        }
        return Dictionary(pairs) { _, last in last }
    }

    /// Records that config.yaml holds `values`.
    static func setWritten(_ values: [String: String], _ db: SQLiteDatabase) throws {
        let statement = try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncSetting (key, value) VALUES (?, ?)")
        for (key, value) in values { try statement.execute(arguments: [key, value]) }
    }
}
