import Foundation
import RitualistCore

/// Reads a Loop Habit Tracker CSV export: the zip Loop writes (`Loop Habits CSV ….zip`) or the folder it unzips to.
///
/// `Habits.csv` lists every habit (archived ones too); each `NNN Name/Checkmarks.csv` holds one habit's days,
/// joined by the number `NNN`, the habit's `Position`. The unquoted top-level `Checkmarks.csv` and the derived
/// `Scores.csv` files are not read. A day's `Value` means what it means in a backup (see ``LoopBackupReader``):
/// YES_AUTO rows, which the export writes for every day a frequency window excused, are never completions.
/// Files are bounded: a zip of at most 256 MiB, each file in it (or in the folder) at most ``maximumEntrySize``
/// bytes, read in memory and never extracted to disk. A missing column or a bad cell is an error naming the file and
/// the row.
public struct LoopCSVReader: HistoryReader {
    /// The largest file read from an export by default, in a folder or inflated from a zip: 64 MiB.
    public static let maximumEntrySize = 64 * 1_048_576

    /// The largest file this reader reads from an export.
    public let maximumEntrySize: Int

    /// A reader that refuses a file in the export larger than `maximumEntrySize` bytes.
    public init(maximumEntrySize: Int = LoopCSVReader.maximumEntrySize) {
        self.maximumEntrySize = maximumEntrySize
    }

    /// ``ImportSource/loopCSV``.
    public var source: ImportSource { .loopCSV }

    /// The history in the export at `location`, a folder or a zip.
    public func read(_ location: URL) throws(TransferError) -> ImportedHistory {
        let export = try LoopCSVFiles(location.path, maximumEntrySize: maximumEntrySize)
        let habits = try LoopCSVTable(export.files["Habits.csv"] ?? "", file: export.name("Habits.csv"))
        var records: [LoopHabitRecord] = []
        var missing: [String] = []
        for row in habits.rows.indices {
            var record = try LoopCSVHabitRow.record(habits, row: row)
            if let (path, text) = export.checkmarks(position: record.position) {
                record.entries = try Self.entries(LoopCSVTable(text, file: export.name(path)))
            } else {
                missing.append(record.name)
            }
            records.append(record)
        }
        let lastDay = records.flatMap { $0.entries.map(\.day) }.max()
        var history = LoopHistoryBuilder.history(records, source: .loopCSV, emptyHabitStart: lastDay ?? export.modified)
        history.notes += missing.map {
            .init(.notImported, habit: $0, reason: "its days: the export holds no Checkmarks.csv for it")
        }
        return history
    }

    private static func entries(_ table: LoopCSVTable) throws(TransferError) -> [LoopHabitRecord.Entry] {
        let date = try table.column("Date")
        let value = try table.column("Value")
        let notes = table.optionalColumn("Notes")
        var entries: [LoopHabitRecord.Entry] = []
        for row in table.rows.indices {
            let text = table.cell(row, date)
            guard let day = Day(iso: text) else {
                throw table.error(row: row, "the date '\(text)' is not a day (expected YYYY-MM-DD)")
            }
            let cell = table.cell(row, value)
            guard let raw = LoopEntryValue.raw(csv: cell) else {
                throw table.error(
                    row: row,
                    "the value '\(cell)' is not one Loop writes (expected YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number)"
                )
            }
            entries.append(.init(day: day, value: raw, note: table.cell(row, notes)))
        }
        return entries
    }
}
