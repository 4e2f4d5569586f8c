import Foundation
import GRDB
import RitualistCore

extension Habit {
    static let columns =
        "id, name, emoji, kind, unit, dailyTarget, schedule, startDay, endDay, isActive, "
        + "displayOrder, category, createdAt"

    /// Reads a habit from a row of `SELECT \(columns)`; a row the schema should have refused is an error.
    init(row: Row) throws {
        let idText: String = row["id"]
        let scheduleText: String = row["schedule"]
        guard let id = UUID(uuidString: idText), let kind = HabitKind(rawValue: row["kind"]),
            let schedule = try? Schedule(parsing: scheduleText)
        else { throw StoreError.rejected(reason: "habit row '\(idText)' does not hold a valid habit") }
        let endDay: Int? = row["endDay"]
        self.init(
            id: id, name: row["name"], emoji: row["emoji"], kind: kind, unit: row["unit"],
            dailyTarget: row["dailyTarget"], schedule: schedule, startDate: Day(ordinal: row["startDay"]),
            endDate: endDay.map(Day.init(ordinal:)), isActive: row["isActive"], displayOrder: row["displayOrder"],
            category: row["category"], createdAt: Date(timeIntervalSince1970: row["createdAt"]))
    }

    var arguments: StatementArguments {
        [
            id.uuidString.lowercased(), name, name.lowercased(), emoji, kind.rawValue, unit, dailyTarget,
            schedule.description, startDate.ordinal, endDate?.ordinal, isActive, displayOrder, category,
            createdAt.timeIntervalSince1970,
        ]
    }
}

extension HabitLog {
    static let columns = "id, habitId, day, value, loggedAt, timeZone"

    init(row: Row) throws {
        let idText: String = row["id"], habitText: String = row["habitId"]
        guard let id = UUID(uuidString: idText), let habitID = UUID(uuidString: habitText) else {
            throw StoreError.rejected(reason: "log row '\(idText)' does not hold a valid log")
        }
        self.init(
            id: id, habitID: habitID, day: Day(ordinal: row["day"]), value: row["value"],
            loggedAt: Date(timeIntervalSince1970: row["loggedAt"]), timeZone: row["timeZone"])
    }
}
