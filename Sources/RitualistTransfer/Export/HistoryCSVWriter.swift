import CSV
import Foundation
import RitualistCore

/// Writes a snapshot as one long table a spreadsheet opens: a row per habit and day with a log or a rest day.
///
/// Columns: `date`, `habit`, `kind`, `value` (the day's total), `target`, `unit`, `done` and `rest` (`yes` or `no`).
/// Rows go by date, then in display order. A rest day of every habit gives a row for each habit due that day.
/// Text cells go through `SpreadsheetCell`.
package enum HistoryCSVWriter {
    /// The header row.
    package static let columns = ["date", "habit", "kind", "value", "target", "unit", "done", "rest"]

    /// The CSV text of `snapshot`.
    package static func text(_ snapshot: HistorySnapshot) throws -> String {
        let stream = OutputStream(toMemory: ())
        stream.open()
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: columns)
        for row in rows(snapshot) { try writer.write(row: row) }
        stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The table's rows, without the header.
    static func rows(_ snapshot: HistorySnapshot) -> [[String]] {
        var logsByDay: [Day: [UUID: [HabitLog]]] = [:]
        for log in snapshot.logs { logsByDay[log.day, default: [:]][log.habitID, default: []].append(log) }
        var restsByDay: [Day: [UUID?]] = [:]
        for rest in snapshot.restDays { restsByDay[rest.day, default: []].append(rest.habitID) }
        var rows: [[String]] = []
        for day in Set(logsByDay.keys).union(restsByDay.keys).sorted() {
            let logs = logsByDay[day] ?? [:]
            let rests = restsByDay[day] ?? []
            for habit in snapshot.habits {
                let resting = rests.contains(habit.id) || (rests.contains(nil) && habit.isScheduled(on: day))
                guard let dayLogs = logs[habit.id] ?? (resting ? [] : nil) else { continue }
                rows.append(row(habit, day: day, logs: dayLogs, resting: resting))
            }
        }
        return rows
    }

    private static func row(_ habit: Habit, day: Day, logs: [HabitLog], resting: Bool) -> [String] {
        let total = logs.reduce(0) { $0 + $1.value }
        return [
            day.iso, SpreadsheetCell.text(habit.name), habit.kind.rawValue, JSONText.number(total),
            habit.dailyTarget.map(JSONText.number) ?? "", SpreadsheetCell.text(habit.unit ?? ""),
            habit.isDone(withLogsOf: logs) ? "yes" : "no", resting ? "yes" : "no",
        ]
    }
}
