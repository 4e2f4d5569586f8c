import Foundation
import GRDB
import RitualistCore

/// The last write of one rest day that the change log records, for the rule "last writer wins" on rest days.
enum RestDayWrites {
    /// The stamp of the last entry that marked or removed `day` for the habits `ids` (nil: the rest day of every
    /// habit); `WriteStamp.origin` when none did.
    static func latest(_ ids: [String]?, day: Day, _ db: Database) throws -> WriteStamp {
        let habitFilter: String
        var arguments: StatementArguments = ["%\"day\":\"\(day.iso)\"%"]
        if let ids {
            habitFilter = "habitId IN (\(ids.map { _ in "?" }.joined(separator: ", ")))"
            arguments += StatementArguments(ids)
        } else {
            habitFilter = "habitId IS NULL"
        }
        let entries = try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog WHERE data LIKE ?1 AND \(habitFilter)
                AND kind IN ('restDay.added', 'restDay.removed', 'history.imported')
                """
        ).rows(arguments: arguments, ChangeLogTable.entry(row:))
        return
            entries
            .filter { $0.data.restDay?.day == day }
            .map(WriteStamp.init)
            .max() ?? .origin
    }
}
