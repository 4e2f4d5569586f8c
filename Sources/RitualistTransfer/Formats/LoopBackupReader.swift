import Foundation
import GRDB
import Primitives
import RitualistCore

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
        do {
            let queue = try LoopBackupDatabase.open(file)
            let (records, orphans) = try queue.read { db in try checkedRecords(db, file: file) }
            let lastDay = records.flatMap { $0.entries.map(\.day) }.max()
            var history = LoopHistoryBuilder.history(
                records, source: .loop, emptyHabitStart: lastDay ?? status.modified)
            if orphans > 0 {
                history.notes.append(
                    .init(
                        .notImported, habit: nil,
                        reason: "\(Plural.count(orphans, "entry", plural: "entries")) of no habit in the file"))
            }
            return history
        } catch let error as TransferError {
            throw error
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            throw TransferError(file: file, "is damaged or truncated: SQLite's quick check failed")
        } catch {
            throw TransferError(file: file, "cannot be read as a Loop backup: \(Self.reason(error))")
        }
    }

    private func checkedRecords(_ db: Database, file: String) throws -> ([LoopHabitRecord], Int) {
        try LoopBackupDatabase.quickCheck(db, file: file)
        for table in ["Habits", "Repetitions"] { try LoopBackupDatabase.requireTable(db, table, file: file) }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard LoopBackupSchema.versions.contains(version) else {
            let range = LoopBackupSchema.versions
            throw TransferError(
                file: file,
                "is a Loop backup of version \(version); Ritualist reads versions \(range.lowerBound) to \(range.upperBound)"
            )
        }
        for table in ["Habits", "Repetitions"] {
            try LoopBackupDatabase.requireColumns(db, table, version: version, file: file)
        }
        let read = try LoopBackupRows.records(db, version: version, file: file, bounds: self)
        return (read.records, read.orphans)
    }

    private static func reason(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? String(describing: error)
    }
}
