import Foundation
import RitualistCore

/// Ids of habits merged into another: two habits created with one name on two machines become the one created
/// first, and entries naming the other follow it here.
enum HabitAliases {
    /// The id `id` stands for: the survivor it was merged into, or itself.
    static func resolve(_ id: UUID, _ db: SQLiteDatabase) throws -> UUID {
        let survivor = try db.cachedStatement(sql: "SELECT habitId FROM habitAlias WHERE alias = ?")
            .firstRow(arguments: [id.text]) { row in UUID(text: row[0]) }
        return (survivor ?? nil) ?? id
    }

    /// `id` and every id merged into it.
    static func group(_ id: UUID, _ db: SQLiteDatabase) throws -> [String] {
        let aliases = try db.cachedStatement(sql: "SELECT alias FROM habitAlias WHERE habitId = ?")
            .rows(arguments: [id.text]) { row in row[0] as String }
        return [id.text] + aliases
    }

    /// Sends `alias` and every id merged into it to `survivor`.
    static func add(_ alias: UUID, to survivor: UUID, _ db: SQLiteDatabase) throws {
        try db.execute(
            sql: "UPDATE habitAlias SET habitId = ? WHERE habitId = ?", arguments: [survivor.text, alias.text])
        try db.execute(
            sql: "INSERT OR REPLACE INTO habitAlias (alias, habitId) VALUES (?, ?)",
            arguments: [alias.text, survivor.text])
    }

    /// Whether the change log holds any entry of the habits `ids`: a habit this machine saw, even if removed since.
    static func wasSeen(_ ids: [String], _ db: SQLiteDatabase) throws -> Bool {
        let marks = ids.map { _ in "?" }.joinedText(separator: ", ")
        return try db.makeStatement(sql: "SELECT 1 FROM changeLog WHERE habitId IN (\(marks)) LIMIT 1")
            .firstRow(arguments: StatementArguments(ids)) { _ in true } ?? false
    }

    /// A habit created (added, or imported): its id, and the namesakes its machine knew when it made it.
    struct Creation {
        let id: UUID
        let knew: Set<UUID>
    }

    /// Every habit created (added, or imported) with `name`, ignoring case, by the id it was created with. Habits
    /// meet by the name they were created with, which every machine reads the same from the change log, whatever
    /// renames and joins followed.
    static func creations(named name: String, _ db: SQLiteDatabase) throws -> [Creation] {
        let key = name.lowercased()
        let records = try db.makeStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog
                WHERE kind IN ('habit.added', 'history.imported') AND data LIKE ?
                """
        ).rows(arguments: ["%\"name\":\(JSONText.string(name))%"], ChangeLogTable.entry(row:))
        var creations: [Creation] = []
        for record in records {
            guard let created = record.data.habit?.habit, created.name.lowercased() == key,
                !creations.contains(where: { $0.id == created.id })
            else { continue }
            let knew = Set((record.data.namesakes ?? []).compactMap { UUID(text: $0) })
            creations.append(Creation(id: created.id, knew: knew))
        }
        return creations
    }

    /// The ids of the habits created with `habit`'s name other than `habit`, as created: what its `habit.added`
    /// records it knew, so that no machine joins it to them.
    static func namesakes(of habit: Habit, _ db: SQLiteDatabase) throws -> [UUID] {
        try creations(named: habit.name, db).map(\.id).filter { $0 != habit.id }
    }

    /// The habit `id` as first recorded (added, or imported), if the change log holds it.
    static func creationRecord(of id: UUID, _ db: SQLiteDatabase) throws -> Habit? {
        try db.cachedStatement(
            sql: """
                SELECT \(ChangeLogTable.columns) FROM changeLog
                WHERE habitId = ? AND kind IN ('habit.added', 'history.imported') ORDER BY seq
                """
        ).rows(arguments: [id.text], ChangeLogTable.entry(row:)).lazy.compactMap { $0.data.habit?.habit }.first
    }
}
