import Primitives
import RitualistCore

/// What an import did (or, in a dry run, would do): counts of what was added and what was already there, and
/// every note of what was approximated or left out.
package struct ImportReport: Sendable, Equatable {
    /// The format read.
    package var source: ImportSource
    /// Whether nothing was written.
    package var dryRun: Bool
    /// Habits added.
    package var habitsImported = 0
    /// Habits the store held already (by id for a Ritualist export, else by name): their logs went to them.
    package var habitsSkipped = 0
    /// Logs added.
    package var logsImported = 0
    /// Logs the store held already (by id for a Ritualist export, else a log of that habit on that day).
    package var logsSkipped = 0
    /// Logs of the file whose id the store holds with other content: conflicts, each also a note.
    package var logConflicts = 0
    /// Rest days added.
    package var restDaysImported = 0
    /// Rest days the store held already.
    package var restDaysSkipped = 0
    /// The settings written into a new config.yaml from the file's (those sync carries), by dotted key.
    package var settingsWritten: [String] = []
    /// Whether config.yaml was written from the file's settings.
    package var settingsImported: Bool { !settingsWritten.isEmpty }
    /// Change-log entries of the file put back, and those the log held already (a ritual export only).
    package var changesImported = 0
    /// Change-log entries of the file the log held already.
    package var changesSkipped = 0
    /// What was approximated or not imported, each with the habit's name and why.
    package var notes: [ImportNote] = []
    /// The habits of the store whose start a merge moved back to the day of their earliest log of the file.
    package var startsMoved: [MovedStart] = []

    /// A habit's start moved back by a merge, so that the logs before it are shown.
    package struct MovedStart: Sendable, Equatable {
        /// The habit's name.
        package let habit: String
        /// The start it had.
        package let from: Day
        /// The start it has: the day of its earliest log.
        package let to: Day
    }

    /// An empty report.
    package init(source: ImportSource, dryRun: Bool) {
        self.source = source
        self.dryRun = dryRun
    }

    /// `Imported 3 habits, 120 logs and 2 rest days from a Ritualist export.`, then what was skipped, then the notes.
    package var lines: [String] {
        let verb = dryRun ? "Would import" : "Imported"
        var lines = [
            "\(verb) \(count(habitsImported, "habit")), \(count(logsImported, "log")) and "
                + "\(count(restDaysImported, "rest day")) from \(source.title)."
        ]
        if habitsSkipped + logsSkipped + restDaysSkipped > 0 {
            lines.append(
                "Already there: \(count(habitsSkipped, "habit")), \(count(logsSkipped, "log")) and "
                    + "\(count(restDaysSkipped, "rest day")).")
        }
        if logConflicts > 0 {
            lines.append(
                "Conflicts: \(count(logConflicts, "log")) of the file \(logConflicts == 1 ? "has" : "have") the id of a "
                    + "different log here; this machine's \(logConflicts == 1 ? "is" : "are") kept.")
        }
        if changesImported + changesSkipped > 0 {
            lines.append(
                "Change log: \(count(changesImported, "entry", "entries")) put back"
                    + (changesSkipped > 0 ? ", \(count(changesSkipped, "entry", "entries")) already there." : "."))
        }
        for moved in startsMoved {
            lines.append(
                "\(dryRun ? "Would move" : "Moved") the start of '\(moved.habit)' back from \(moved.from.iso) to "
                    + "\(moved.to.iso), the day of its earliest log.")
        }
        if settingsImported {
            let settings = dryRun ? "Settings that would be written" : "Settings written"
            lines.append(
                "\(settings) to a new config.yaml from the file: \(settingsWritten.joinedText(separator: ", ")).")
        }
        for note in notes {
            lines.append(
                "\(note.kind.rawValue.capitalizedFirst): \(note.habit.map { "'\($0)': " } ?? "")\(note.reason)")
        }
        if dryRun { lines.append("Nothing was written (--dry-run).") }
        return lines
    }

    private func count(_ value: Int, _ noun: String, _ plural: String? = nil) -> String {
        Plural.count(value, noun, plural: plural)
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension ImportReport {
    /// The words of an import's report, written once.
    enum Words {
        /// A log of the file whose id names a different log in the store.
        static func logConflict(_ log: HabitLog, _ stored: HabitLog) -> String {
            "the log \(log.id.text) is \(describe(log)) in the file and \(describe(stored)) here: this machine's is "
                + "kept"
        }

        private static func describe(_ log: HabitLog) -> String {
            "\(LoopFrequencyMapping.amount(log.value)) on \(log.day.iso) at \(Timestamp.text(log.loggedAt)) (\(log.timeZone))"
        }
    }
}
