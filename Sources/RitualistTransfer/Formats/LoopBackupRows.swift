import Primitives
import RitualistCore
import RitualistStore

/// Reads a Loop backup's rows into habit records, tolerating the loose typing SQLite allows in a foreign file.
enum LoopBackupRows {
    /// Every habit of the file, with its entries, and the number of entries that belong to no habit; refused past
    /// the reader's bounds.
    static func records(_ database: UntrustedDatabase, version: Int, bounds: LoopBackupReader) throws(TransferError)
        -> (records: [LoopHabitRecord], orphans: Int)
    {
        let file = database.file
        var byID: [Int: Int] = [:]
        var records: [LoopHabitRecord] = []
        var habits = 0
        let habitColumns = LoopBackupSchema.habitColumns(version: version)
        try database.eachRow(
            select(habitColumns, from: "Habits", limit: bounds.maximumHabits), columns: habitColumns
        ) { row throws(TransferError) in
            habits += 1
            guard habits <= bounds.maximumHabits else {
                throw TransferError(
                    file: file,
                    "holds more than \(bounds.maximumHabits) habits, the most Ritualist reads from one backup")
            }
            guard let id = integer(row, "id"), byID[id] == nil else { return }
            byID[id] = records.count
            records.append(record(row, version: version))
        }
        var count = 0
        var orphans = 0
        let entryColumns = LoopBackupSchema.entryColumns(version: version)
        try database.eachRow(
            select(entryColumns, from: "Repetitions", limit: bounds.maximumEntries, order: "rowid"),
            columns: entryColumns
        ) { row throws(TransferError) in
            count += 1
            guard count <= bounds.maximumEntries else {
                throw TransferError(
                    file: file,
                    "holds more than \(bounds.maximumEntries) entries, the most Ritualist reads from one backup"
                )
            }
            guard let habit = integer(row, "habit"), let index = byID[habit] else {
                orphans += 1
                return
            }
            guard let timestamp = integer(row, "timestamp"), let day = day(timestamp) else {
                records[index].unreadable += 1
                return
            }
            let value = version >= 16 ? integer(row, "value") : LoopEntryValue.yesManual
            guard let value else {
                records[index].unreadable += 1
                return
            }
            records[index].entries.append(.init(day: day, value: value, note: version >= 25 ? text(row, "notes") : ""))
        }
        return (records, orphans)
    }

    /// The day of a Loop timestamp: the local date written as midnight UTC, so the day is timestamp ÷ 86,400,000
    /// with no zone applied. Nil for a negative one or one past the supported dates.
    static func day(_ timestamp: Int) -> Day? {
        guard timestamp >= 0, let last = Day(year: 9999, month: 12, day: 31) else { return nil }
        let day = Day(ordinal: timestamp / 86_400_000)
        return day <= last ? day : nil
    }

    private static func record(_ row: UntrustedRow, version: Int) -> LoopHabitRecord {
        var record = LoopHabitRecord(name: text(row, "name"))
        record.isNumeric = version >= 16 && integer(row, "type") == 1
        if version >= 23 {
            record.question = text(row, "question")
            record.description = text(row, "description")
        } else {
            record.question = text(row, "description")
        }
        record.frequencyNumerator = integer(row, "freq_num") ?? 1
        record.frequencyDenominator = integer(row, "freq_den") ?? 1
        if version >= 18 {
            record.targetIsAtMost = integer(row, "target_type") == 1
            record.targetValue = real(row, "target_value") ?? 0
            record.unit = text(row, "unit")
        }
        record.archived = (integer(row, "archived") ?? 0) != 0
        record.position = integer(row, "position") ?? 0
        if let hour = integer(row, "reminder_hour"), let minute = integer(row, "reminder_min") {
            record.reminder = LoopReminder.words(hour: hour, minute: minute, days: integer(row, "reminder_days") ?? 127)
        }
        return record
    }

    /// Reads one row past `limit`, so a file holding more is refused rather than cut short.
    private static func select(_ columns: [String], from table: String, limit: Int, order: String? = nil) -> String {
        let list = columns.map { "\"\($0)\"" }.joinedText(separator: ", ")
        return "SELECT \(list) FROM \"\(table)\"\(order.map { " ORDER BY \($0)" } ?? "") LIMIT \(limit + 1)"
    }

    private static func integer(_ row: UntrustedRow, _ column: String) -> Int? {
        switch row[column] {
        case .integer(let value): Int(value)
        case .real(let value): Int(exactly: value)
        case .text(let text): Int(text)
        case .null, .blob: nil
        }
    }

    private static func real(_ row: UntrustedRow, _ column: String) -> Double? {
        switch row[column] {
        case .integer(let value): Double(value)
        case .real(let value): value.isFinite ? value : nil
        case .text(let text): Double(text)
        case .null, .blob: nil
        }
    }

    private static func text(_ row: UntrustedRow, _ column: String) -> String {
        switch row[column] {
        case .text(let text): text
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .null, .blob: ""
        }
    }
}
