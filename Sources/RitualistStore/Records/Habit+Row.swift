import Foundation
import GRDB
import RitualistCore

extension Habit {
    static let columns =
        "id, name, emoji, kind, unit, dailyTarget, schedule, startDay, endDay, isActive, "
        + "displayOrder, category, createdAt, targetDirection"

    /// Reads a habit from a row of `SELECT \(columns)`, by position (a lookup by name costs more than the value);
    /// a row the schema should have refused is an error.
    init(row: Row) throws {
        let idText: String = row[0]
        let scheduleText: String = row[6]
        guard let id = UUID(text: idText), let kind = HabitKind(rawValue: row[3]),
            let schedule = try? Schedule(parsing: scheduleText), let direction = TargetDirection(rawValue: row[13])
        else { throw StoreError.rejected(reason: "habit row '\(idText)' does not hold a valid habit") }
        let endDay: Int? = row[8]
        self.init(
            id: id, name: row[1], emoji: row[2], kind: kind, unit: row[4], dailyTarget: row[5],
            targetDirection: direction, schedule: schedule,
            startDate: Day(ordinal: row[7]), endDate: endDay.map(Day.init(ordinal:)), isActive: row[9],
            displayOrder: row[10], category: row[11], createdAt: Date(timeIntervalSince1970: row[12]))
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
