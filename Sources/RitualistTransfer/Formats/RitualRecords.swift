import Foundation
import Primitives
import RitualistCore

/// Checks the decoded records of an export and turns them into a history: every id, day and schedule must read,
/// and every log and rest day must name a habit of the file.
struct RitualRecords {
    /// A value of the document that is not what the format allows, with where it is.
    struct Problem: Error {
        var message: String
    }

    let document: RitualDocument

    init(_ document: RitualDocument) {
        self.document = document
    }

    func history() throws(Problem) -> ImportedHistory {
        var habits: [ImportedHabit] = []
        var index: [UUID: Int] = [:]
        for (position, record) in document.habits.enumerated() {
            let habit = try habit(record, at: "habits[\(position)]")
            guard index[habit.id] == nil else {
                throw Problem(message: "habits[\(position)].id: '\(record.id)' is the id of an earlier habit too")
            }
            index[habit.id] = habits.count
            habits.append(ImportedHabit(habit: habit))
        }
        for (position, record) in document.logs.enumerated() {
            let log = try log(record, at: "logs[\(position)]")
            guard let owner = index[log.habitID] else {
                throw Problem(
                    message: "logs[\(position)].habit: '\(record.habit)' is not the id of a habit in the file")
            }
            habits[owner].logs.append(log)
        }
        var restDays: [RestDay] = []
        for (position, record) in document.restDays.enumerated() {
            let place = "restDays[\(position)]"
            let day = try day(record.day, at: place + ".day")
            let habit = try record.habit.map { text throws(Problem) in try uuid(text, at: place + ".habit") }
            if let habit, index[habit] == nil {
                throw Problem(message: "\(place).habit: '\(record.habit ?? "")' is not the id of a habit in the file")
            }
            restDays.append(RestDay(habitID: habit, day: day))
        }
        var changes: [ChangeEntry] = []
        for (position, record) in (document.changes ?? []).enumerated() {
            changes.append(try change(record, at: "changes[\(position)]"))
        }
        return ImportedHistory(
            source: .ritual, habits: habits, restDays: restDays, settings: document.settings ?? [:], changes: changes)
    }

    private func habit(_ record: RitualDocument.Habit, at place: String) throws(Problem) -> Habit {
        guard let kind = HabitKind(rawValue: record.kind) else {
            throw Problem(message: "\(place).kind: '\(record.kind)' is not a kind (expected binary or numeric)")
        }
        let schedule: Schedule
        do {
            schedule = try Schedule(parsing: record.schedule)
        } catch {
            throw Problem(message: "\(place).schedule: \(error.message)")
        }
        guard let createdAt = Timestamp.date(record.createdAt) else {
            throw Problem(
                message: "\(place).createdAt: '\(record.createdAt)' is not a time (expected YYYY-MM-DDTHH:MM:SS.sssZ)")
        }
        var direction = TargetDirection.atLeast
        if let text = record.targetDirection {
            guard let read = TargetDirection(rawValue: text) else {
                throw Problem(
                    message: "\(place).targetDirection: '\(text)' is not a direction (expected at-least or at-most)")
            }
            direction = read
        }
        return Habit(
            id: try uuid(record.id, at: place + ".id"), name: record.name, emoji: record.emoji, kind: kind,
            unit: record.unit, dailyTarget: record.target, targetDirection: direction, schedule: schedule,
            startDate: try day(record.startDate, at: place + ".startDate"),
            endDate: try record.endDate.map { text throws(Problem) in try day(text, at: place + ".endDate") },
            isActive: record.active, displayOrder: try displayOrder(record.displayOrder, at: place + ".displayOrder"),
            category: record.category,
            createdAt: createdAt)
    }

    private func log(_ record: RitualDocument.Log, at place: String) throws(Problem) -> HabitLog {
        guard let time = Timestamp.date(record.time) else {
            throw Problem(message: "\(place).time: '\(record.time)' is not a time (expected YYYY-MM-DDTHH:MM:SS.sssZ)")
        }
        guard record.value.isFinite, record.value >= 0 else {
            throw Problem(message: "\(place).value: \(record.value) is not an amount (expected 0 or more)")
        }
        return HabitLog(
            id: try uuid(record.id, at: place + ".id"), habitID: try uuid(record.habit, at: place + ".habit"),
            day: try day(record.day, at: place + ".day"), value: record.value, loggedAt: time, timeZone: record.zone)
    }

    private func change(_ record: RitualDocument.Change, at place: String) throws(Problem) -> ChangeEntry {
        guard let time = Timestamp.date(record.time) else {
            throw Problem(message: "\(place).time: '\(record.time)' is not a time (expected YYYY-MM-DDTHH:MM:SS.sssZ)")
        }
        guard let kind = ChangeKind(rawValue: record.kind) else {
            throw Problem(message: "\(place).kind: '\(record.kind)' is not a kind of change this version knows")
        }
        var reverses: [UUID] = []
        for (index, text) in record.reverses.enumerated() {
            reverses.append(try uuid(text, at: place + ".reverses[\(index)]"))
        }
        return ChangeEntry(
            id: try uuid(record.id, at: place + ".id"), time: time,
            machine: try uuid(record.machine, at: place + ".machine"),
            kind: kind, habitID: try record.habit.map { text throws(Problem) in try uuid(text, at: place + ".habit") },
            data: record.data, reverses: reverses, operation: try uuid(record.operation, at: place + ".operation"))
    }

    /// The range a habit's place in the list may take: any a store can hold and sort.
    static let displayOrders = Int(Int32.min)...Int(Int32.max)

    private func displayOrder(_ value: Double, at place: String) throws(Problem) -> Int {
        guard value.rounded() == value, let order = Int(exactly: value), Self.displayOrders.contains(order) else {
            throw Problem(
                message: "\(place): \(value) is out of range (expected a whole number from "
                    + "\(Self.displayOrders.lowerBound) to \(Self.displayOrders.upperBound))")
        }
        return order
    }

    private func uuid(_ text: String, at place: String) throws(Problem) -> UUID {
        guard let id = UUID(text: text) else { throw Problem(message: "\(place): '\(text)' is not an id (a UUID)") }
        return id
    }

    private func day(_ text: String, at place: String) throws(Problem) -> Day {
        guard let day = Day(iso: text) else {
            throw Problem(message: "\(place): '\(text)' is not a date (expected YYYY-MM-DD)")
        }
        return day
    }
}
