/// What an import did (or, in a dry run, would do): counts of what was added and what was already there, and
/// every note of what was approximated or left out.
public struct ImportReport: Sendable, Equatable {
    /// The format read.
    public var source: ImportSource
    /// Whether nothing was written.
    public var dryRun: Bool
    /// Habits added.
    public var habitsImported = 0
    /// Habits the store held already (by id for a Ritualist export, else by name): their logs went to them.
    public var habitsSkipped = 0
    /// Logs added.
    public var logsImported = 0
    /// Logs the store held already (by id for a Ritualist export, else a log of that habit on that day).
    public var logsSkipped = 0
    /// Rest days added.
    public var restDaysImported = 0
    /// Rest days the store held already.
    public var restDaysSkipped = 0
    /// Whether config.yaml was written from the file's settings.
    public var settingsImported = false
    /// What was approximated or not imported, each with the habit's name and why.
    public var notes: [ImportNote] = []

    /// An empty report.
    public init(source: ImportSource, dryRun: Bool) {
        self.source = source
        self.dryRun = dryRun
    }

    /// `Imported 3 habits, 120 logs and 2 rest days from a Ritualist export.`, then what was skipped, then the notes.
    public var lines: [String] {
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
        if settingsImported {
            lines.append("Settings: config.yaml \(dryRun ? "would be" : "was") written from the file.")
        }
        for note in notes {
            lines.append(
                "\(note.kind.rawValue.capitalizedFirst): \(note.habit.map { "'\($0)': " } ?? "")\(note.reason)")
        }
        if dryRun { lines.append("Nothing was written (--dry-run).") }
        return lines
    }

    private func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
