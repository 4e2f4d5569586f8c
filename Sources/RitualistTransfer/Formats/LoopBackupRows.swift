import GRDB
import RitualistCore

/// Reads a Loop backup's rows into habit records, tolerating the loose typing SQLite allows in a foreign file.
enum LoopBackupRows {
    /// Every habit of the file, with its entries, and the number of entries that belong to no habit; refused past
    /// the reader's bounds.
    static func records(_ db: Database, version: Int, file: String, bounds: LoopBackupReader) throws -> (
        records: [LoopHabitRecord], orphans: Int
    ) {
        var byID: [Int: Int] = [:]
        var records: [LoopHabitRecord] = []
        let habits = try Row.fetchAll(
            db,
            sql: select(
                LoopBackupSchema.habitColumns(version: version), from: "Habits", limit: bounds.maximumHabits))
        guard habits.count <= bounds.maximumHabits else {
            throw TransferError(
                file: file,
                "holds more than \(bounds.maximumHabits) habits, the most Ritualist reads from one backup")
        }
        for row in habits {
            guard let id = integer(row, "id"), byID[id] == nil else { continue }
            byID[id] = records.count
            records.append(record(row, version: version))
        }
        let entries = try Row.fetchCursor(
            db,
            sql: select(
                LoopBackupSchema.entryColumns(version: version), from: "Repetitions",
                limit: bounds.maximumEntries, order: "rowid"))
        var count = 0
        var orphans = 0
        while let row = try entries.next() {
            count += 1
            guard count <= bounds.maximumEntries else {
                throw TransferError(
                    file: file,
                    "holds more than \(bounds.maximumEntries) entries, the most Ritualist reads from one backup"
                )
            }
            guard let habit = integer(row, "habit"), let index = byID[habit] else {
                orphans += 1
                continue
            }
            guard let timestamp = integer(row, "timestamp"), let day = day(timestamp) else {
                records[index].unreadable += 1
                continue
            }
            let value = version >= 16 ? integer(row, "value") : LoopEntryValue.yesManual
            guard let value else {
                records[index].unreadable += 1
                continue
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

    private static func record(_ row: Row, version: Int) -> LoopHabitRecord {
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

    private static func integer(_ row: Row, _ column: String) -> Int? {
        switch (row[column] as DatabaseValue).storage {
        case .int64(let value): Int(value)
        case .double(let value): Int(exactly: value)
        case .string(let text): Int(text)
        case .null, .blob: nil
        }
    }

    private static func real(_ row: Row, _ column: String) -> Double? {
        switch (row[column] as DatabaseValue).storage {
        case .int64(let value): Double(value)
        case .double(let value): value.isFinite ? value : nil
        case .string(let text): Double(text)
        case .null, .blob: nil
        }
    }

    private static func text(_ row: Row, _ column: String) -> String {
        switch (row[column] as DatabaseValue).storage {
        case .string(let text): text
        case .int64(let value): String(value)
        case .double(let value): String(value)
        case .null, .blob: ""
        }
    }
}
