import Foundation
import Primitives
import RitualistCore
import RitualistStore

/// Reads a Loop Habit Tracker backup (`Loop Habits Backup ….db`, its SQLite database) of version 12 to 25.
///
/// The file is untrusted: it is opened read-only and hardened as SQLite advises for a file from elsewhere (the defensive flag, `trusted_schema` off, a `quick_check`), checked before a row is
/// read, and read within bounds: at most ``maximumFileSize`` bytes, ``maximumHabits`` habits and
/// ``maximumEntries`` entries. A day is the timestamp ÷ 86,400,000 (Loop writes the local date at midnight UTC),
/// never moved into a zone. YES_MANUAL is a completion, YES_AUTO never (Loop derives it), SKIP a rest day for the
/// habit, NO and UNKNOWN nothing; numeric amounts are stored ×1000.
///
/// ```swift
/// let history = try LoopBackupReader().read(URL(filePath: "Loop Habits Backup 2026-01-05 101500.db"))
/// ```
package struct LoopBackupReader: HistoryReader {
    /// The largest backup file read: 256 MiB, far above ten years of daily use (well under 10 MiB).
    package static let maximumFileSize = 256 * 1_048_576
    /// The most habits read from one backup by default.
    package static let maximumHabits = 10_000
    /// The most entries (`Repetitions` rows) read from one backup by default.
    package static let maximumEntries = 2_000_000

    /// The most habits this reader reads; a backup holding more is refused.
    package let maximumHabits: Int
    /// The most entries this reader reads; a backup holding more is refused.
    package let maximumEntries: Int

    /// A reader that refuses a backup of more than `maximumHabits` habits or `maximumEntries` entries.
    package init(
        maximumHabits: Int = LoopBackupReader.maximumHabits, maximumEntries: Int = LoopBackupReader.maximumEntries
    ) {
        self.maximumHabits = maximumHabits
        self.maximumEntries = maximumEntries
    }

    /// ``ImportSource/loop``.
    package var source: ImportSource { .loop }

    /// The history in the backup at `location`; throws a ``TransferError`` naming the file when it is not a Loop
    /// backup Ritualist can read.
    package func read(_ location: URL) throws(TransferError) -> ImportedHistory {
        let file = location.path
        let status = try ForeignFile.requireRegularFile(file, limit: Self.maximumFileSize, what: "a Loop backup")
        guard try ForeignFile.header(file, count: 16) == Array("SQLite format 3\u{0}".utf8) else {
            throw TransferError(file: file, "is not a Loop backup: it is not a SQLite database")
        }
        let database = try UntrustedDatabase.open(
            try ForeignFile.read(file, limit: Self.maximumFileSize, what: "a Loop backup"), file: file,
            what: "a Loop backup")
        let (records, orphans) = try checkedRecords(database)
        let lastDay = records.flatMap { $0.entries.map(\.day) }.max()
        var history = LoopHistoryBuilder.history(records, source: .loop, emptyHabitStart: lastDay ?? status.modified)
        if orphans > 0 {
            history.notes.append(
                .init(
                    .notImported, habit: nil,
                    reason: "\(Plural.count(orphans, "entry", plural: "entries")) of no habit in the file"))
        }
        return history
    }

    private func checkedRecords(_ database: UntrustedDatabase) throws(TransferError) -> ([LoopHabitRecord], Int) {
        let file = database.file
        try database.quickCheck()
        for table in ["Habits", "Repetitions"] { try database.requireTable(table) }
        let version = try database.userVersion()
        guard LoopBackupSchema.versions.contains(version) else {
            let range = LoopBackupSchema.versions
            throw TransferError(
                file: file,
                "is a Loop backup of version \(version); Ritualist reads versions \(range.lowerBound) to \(range.upperBound)"
            )
        }
        for table in ["Habits", "Repetitions"] {
            let present = try database.columns(of: table)
            for column in LoopBackupSchema.columns(of: table, version: version) where !present.contains(column) {
                throw TransferError(
                    file: file,
                    "the '\(table)' table has no '\(column)' column, which a Loop backup of version \(version) has")
            }
        }
        let read = try LoopBackupRows.records(database, version: version, bounds: self)
        return (read.records, read.orphans)
    }
}
