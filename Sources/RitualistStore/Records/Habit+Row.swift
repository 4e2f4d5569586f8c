import Foundation
import RitualistCore

extension Habit {
    static let columns =
        "id, name, emoji, kind, unit, dailyTarget, schedule, startDay, endDay, isActive, "
        + "displayOrder, category, createdAt, targetDirection"

    /// Reads a habit from the row a statement of `SELECT \(columns)` stands on, column by column in place (see
    /// `SQLiteStatement.eachRow`); a row the schema should have refused is an error.
    init(columns row: ColumnReader) throws {
        guard let idText = row.text(0), let id = UUID(text: idText), let name = row.text(1),
            let kind = row.text(3).flatMap(HabitKind.init(rawValue:)),
            let schedule = try? row.text(6).map(Schedule.init(parsing:)),
            let direction = row.text(13).flatMap(TargetDirection.init(rawValue:))
        else { throw StoreError.rejected(reason: "habit row '\(row.text(0) ?? "")' does not hold a valid habit") }
        self.init(
            id: id, name: name, emoji: row.text(2), kind: kind, unit: row.text(4), dailyTarget: row.optionalDouble(5),
            targetDirection: direction, schedule: schedule, startDate: Day(ordinal: row.int(7)),
            endDate: row.optionalInt(8).map(Day.init(ordinal:)), isActive: row.int(9) != 0, displayOrder: row.int(10),
            category: row.text(11), createdAt: Date(timeIntervalSince1970: row.double(12)))
    }

    var arguments: StatementArguments {
        [
            id.text, name, name.lowercased(), emoji, kind.rawValue, unit, dailyTarget,
            schedule.description, startDate.ordinal, endDate?.ordinal, isActive, displayOrder, category,
            createdAt.timeIntervalSince1970, targetDirection.rawValue,
        ]
    }
}

extension HabitLog {
    static let columns = "id, habitId, day, value, loggedAt, timeZone"

    /// Reads a log from a row of `SELECT \(columns)`, by position.
    init(row: Row) throws {
        let idText: String = row[0], habitText: String = row[1]
        guard let id = UUID(text: idText), let habitID = UUID(text: habitText) else {
            throw StoreError.rejected(reason: "log row '\(idText)' does not hold a valid log")
        }
        self.init(
            id: id, habitID: habitID, day: Day(ordinal: row[2]), value: row[3],
            loggedAt: Date(timeIntervalSince1970: row[4]), timeZone: row[5])
    }
}
