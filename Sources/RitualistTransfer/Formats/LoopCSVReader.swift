import Foundation
import Primitives
import RitualistCore

/// Reads a Loop Habit Tracker CSV export: the zip Loop writes (`Loop Habits CSV ….zip`) or the folder it unzips to.
///
/// `Habits.csv` lists every habit (archived ones too); each `NNN Name/Checkmarks.csv` holds one habit's days,
/// joined by the number `NNN`, the habit's `Position`. The unquoted top-level `Checkmarks.csv` and the derived
/// `Scores.csv` files are not read. A day's `Value` means what it means in a backup (see ``LoopBackupReader``):
/// YES_AUTO rows, which the export writes for every day a frequency window excused, are never completions.
/// Files are bounded: a zip of at most 256 MiB, each file in it (or in the folder) at most ``maximumEntrySize``
/// bytes and all the files read together at most ``maximumTotalSize``, read in memory and never extracted to disk.
/// `Habits.csv` is read first, then only the `Checkmarks.csv` of the habits it lists, one at a time, each turned
/// into its entries and let go before the next. A missing column or a bad cell is an error naming the file and the
/// row.
package struct LoopCSVReader: HistoryReader {
    /// The largest file read from an export by default, in a folder or inflated from a zip: 64 MiB.
    package static let maximumEntrySize = 64 * 1_048_576
    /// The most bytes read from all the files of one export together by default: 128 MiB, some fifteen times the
    /// Checkmarks.csv files of ten years of daily use of a hundred habits.
    package static let maximumTotalSize = 128 * 1_048_576

    /// The largest file this reader reads from an export.
    package let maximumEntrySize: Int
    /// The most bytes this reader reads from all the files of one export together.
    package let maximumTotalSize: Int

    /// A reader that refuses a file in the export larger than `maximumEntrySize` bytes, and an export whose files
    /// it reads hold more than `maximumTotalSize` bytes together.
    package init(
        maximumEntrySize: Int = LoopCSVReader.maximumEntrySize, maximumTotalSize: Int = LoopCSVReader.maximumTotalSize
    ) {
        self.maximumEntrySize = maximumEntrySize
        self.maximumTotalSize = maximumTotalSize
    }

    /// ``ImportSource/loopCSV``.
    package var source: ImportSource { .loopCSV }

    /// The history in the export at `location`, a folder or a zip.
    package func read(_ location: URL) throws(TransferError) -> ImportedHistory {
        var export = try LoopCSVFiles(
            location.path, maximumEntrySize: maximumEntrySize, maximumTotalSize: maximumTotalSize)
        let habits = try LoopCSVTable(export.text("Habits.csv"), file: export.name("Habits.csv"))
        var records: [LoopHabitRecord] = []
        var missing: [String] = []
        var read = Set<String>()
        for row in habits.rows.indices {
            var record = try LoopCSVHabitRow.record(habits, row: row)
            // Two habits of one position share its days, as before; the file is read once and its entries reused.
            if let path = export.checkmarks(position: record.position) {
                if read.insert(path).inserted {
                    record.entries = try Self.entries(export.text(path), file: export.name(path))
                } else {
                    record.entries = records.first { $0.position == record.position }?.entries ?? []
                }
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

    private static func entries(_ text: String, file: String) throws(TransferError) -> [LoopHabitRecord.Entry] {
        var rows = try LoopCSVRows(text, file: file)
        let date = try rows.column("Date")
        let value = try rows.column("Value")
        let notes = rows.optionalColumn("Notes")
        var entries: [LoopHabitRecord.Entry] = []
        while let row = try rows.next() {
            let text = row.cell(date)
            guard let day = Day(iso: text) else {
                throw rows.error("the date '\(ReportText.shown(text))' is not a day (expected YYYY-MM-DD)")
            }
            let cell = row.cell(value)
            guard let raw = LoopEntryValue.raw(csv: cell) else {
                throw rows.error(
                    "the value '\(ReportText.shown(cell))' is not one Loop writes (expected YES_MANUAL, YES_AUTO, NO, "
                        + "SKIP, UNKNOWN or a number)")
            }
            entries.append(.init(day: day, value: raw, note: row.cell(notes)))
        }
        return entries
    }
}
