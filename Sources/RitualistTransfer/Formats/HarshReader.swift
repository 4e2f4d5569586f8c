import Foundation
import Primitives
import RitualistCore

/// Reads harsh's files from the folder that holds them (`$HARSHPATH`, by default `~/.config/harsh/`): `habits` and
/// `log`, each at most ``maximumFileSize`` bytes.
///
/// A `y` is a completion, an `s` a rest day for the habit, an `n` nothing (a day without a log is not done); the
/// last line for a day wins, as in harsh. A habit starts on its first log line; its heading becomes its category
/// and its end date its end. harsh habits are done or not, so they arrive as yes/no habits: amounts and comments,
/// which Ritualist's days cannot hold, are named in notes, as are log lines for habits the `habits` file does not
/// list. A line that does not parse is an error with its line number (harsh skips it; an import must not).
package struct HarshReader: HistoryReader {
    /// The largest `habits` or `log` file read: 64 MiB.
    package static let maximumFileSize = 64 * 1_048_576

    /// A reader.
    package init() {}

    /// ``ImportSource/harsh``.
    package var source: ImportSource { .harsh }

    /// The history in the harsh folder at `location`.
    package func read(_ location: URL) throws(TransferError) -> ImportedHistory {
        let folder = location.path
        guard ForeignFile.kind(of: folder) == .folder else {
            throw TransferError(file: folder, "is not a folder; expected the folder holding harsh's 'habits' and 'log'")
        }
        let habitsPath = folder + "/habits"
        let logPath = folder + "/log"
        let habits = try HarshHabitsFile(
            ForeignFile.text(habitsPath, limit: Self.maximumFileSize, what: "harsh's habits file"), file: habitsPath)
        let log = try HarshLogFile(
            ForeignFile.text(logPath, limit: Self.maximumFileSize, what: "harsh's log file"), file: logPath)
        let modified = try ForeignFile.requireRegularFile(
            logPath, limit: Self.maximumFileSize, what: "harsh's log file"
        )
        .modified
        return HarshHistoryBuilder.history(
            habits.habits, log: log.entries, emptyHabitStart: log.entries.map(\.day).max() ?? modified)
    }
}
