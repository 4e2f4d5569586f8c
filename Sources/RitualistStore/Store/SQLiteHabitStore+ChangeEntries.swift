import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// The change-log entries with `ids` that this store holds, in the order of `ids`; ids it does not hold are
    /// left out.
    package func changeEntries(ids: [UUID]) throws -> [ChangeEntry] {
        try read { db in try ids.compactMap { try ChangeLogTable.entry(id: $0, db) } }
    }
}
