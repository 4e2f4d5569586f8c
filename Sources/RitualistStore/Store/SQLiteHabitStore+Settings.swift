import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// Records a `settings.changed` entry of the values of `current` (config.yaml's synced settings, by dotted key)
    /// that changed since sync last read or wrote config.yaml and differ from the value in effect; remembers
    /// `current` as what config.yaml holds. Returns the entry, or nil when nothing changed.
    package func recordSettings(_ current: [String: String]) throws -> ChangeEntry? {
        try write { db in
            let written = try SyncedSettings.written(db)
            let inEffect = try SyncedSettings.inEffect(db)
            let changed = current.filter { key, value in written[key] != value && inEffect[key]?.value != value }
            var changes = try ChangeLogTable.changeSet(stamp, db)
            changes.settingsChanged(changed)
            try ChangeLogTable.insert(changes.entries, db)
            try SyncedSettings.setWritten(current, db)
            return changes.entries.first
        }
    }

    /// The settings whose value in effect config.yaml does not hold yet, as far as sync knows: those a pull brought
    /// that won over this machine's.
    package func settingsToWrite() throws -> [String: String] {
        try read { db in
            let written = try SyncedSettings.written(db)
            return try SyncedSettings.inEffect(db).mapValues { $0.value }.filter { written[$0.key] != $0.value }
        }
    }

    /// Records that config.yaml now holds `values`.
    package func markSettingsWritten(_ values: [String: String]) throws {
        try write { db in try SyncedSettings.setWritten(values, db) }
    }
}
