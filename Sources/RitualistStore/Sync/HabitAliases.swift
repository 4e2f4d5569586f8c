import Foundation
import GRDB
import RitualistCore

/// Ids of habits merged into another: two habits created with one name on two machines become the one created
/// first, and entries naming the other follow it here.
enum HabitAliases {
    /// The id `id` stands for: the survivor it was merged into, or itself.
    static func resolve(_ id: UUID, _ db: Database) throws -> UUID {
        let survivor = try db.cachedStatement(sql: "SELECT habitId FROM habitAlias WHERE alias = ?")
            .firstRow(arguments: [id.text]) { row in UUID(text: row[0]) }
        return (survivor ?? nil) ?? id
    }

    /// `id` and every id merged into it.
    static func group(_ id: UUID, _ db: Database) throws -> [String] {
        let aliases = try db.cachedStatement(sql: "SELECT alias FROM habitAlias WHERE habitId = ?")
            .rows(arguments: [id.text]) { row in row[0] as String }
        return [id.text] + aliases
    }

    /// Sends `alias` and every id merged into it to `survivor`.
    static func add(_ alias: UUID, to survivor: UUID, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE habitAlias SET habitId = ? WHERE habitId = ?", arguments: [survivor.text, alias.text])
        try db.execute(
            sql: "INSERT OR REPLACE INTO habitAlias (alias, habitId) VALUES (?, ?)",
            arguments: [alias.text, survivor.text])
    }

    /// Whether the change log holds any entry of the habits `ids`: a habit this machine saw, even if removed since.
    static func wasSeen(_ ids: [String], _ db: Database) throws -> Bool {
        let marks = ids.map { _ in "?" }.joined(separator: ", ")
        return try db.makeStatement(sql: "SELECT 1 FROM changeLog WHERE habitId IN (\(marks)) LIMIT 1")
            .firstRow(arguments: StatementArguments(ids)) { _ in true } ?? false
    }

    /// The habits created (added, or imported) with `habit`'s name, ignoring case, other than `habit`: each by the
    /// id it stands for now, stored or gone. Habits meet by the name they were created with, which every machine
    /// reads the same from the change log, whatever renames followed.
    static func namesakes(of habit: Habit, _ db: Database) throws -> [UUID] {
        let key = habit.name.lowercased()
        let records = try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog
                WHERE kind IN ('habit.added', 'history.imported') AND data LIKE ?
                """
        ).rows(arguments: ["%\"name\":\(JSONText.string(habit.name))%"], ChangeLogTable.entry(row:))
        var namesakes: [UUID] = []
        for record in records {
            guard let created = record.data.habit?.habit, created.name.lowercased() == key else { continue }
            let survivor = try resolve(created.id, db)
            if survivor != habit.id, !namesakes.contains(survivor) { namesakes.append(survivor) }
        }
        return namesakes
    }

    /// The habit `id` as first recorded (added, or imported), if the change log holds it.
    static func creationRecord(of id: UUID, _ db: Database) throws -> Habit? {
        try db.cachedStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog
                WHERE habitId = ? AND kind IN ('habit.added', 'history.imported') ORDER BY seq
                """
        ).rows(arguments: [id.text], ChangeLogTable.entry(row:)).lazy.compactMap { $0.data.habit?.habit }.first
    }
}
