import IntentKit
import RitualistTransfer

extension ImportReport {
    /// The report as `import --json` prints it.
    package var json: JSONValue {
        .object([
            ("ok", .bool(true)),
            ("source", .string(source.rawValue)),
            ("dryRun", .bool(dryRun)),
            (
                "imported",
                .object([
                    ("habits", .int(habitsImported)), ("logs", .int(logsImported)),
                    ("restDays", .int(restDaysImported)), ("changes", .int(changesImported)),
                    ("settings", .bool(settingsImported)),
                    ("settingKeys", .array(settingsWritten.map(JSONValue.string))),
                ])
            ),
            (
                "skipped",
                .object([
                    ("habits", .int(habitsSkipped)), ("logs", .int(logsSkipped)), ("restDays", .int(restDaysSkipped)),
                    ("changes", .int(changesSkipped)),
                ])
            ),
            ("conflicts", .object([("logs", .int(logConflicts))])),
            (
                "startsMoved",
                .array(
                    startsMoved.map { moved in
                        .object([
                            ("habit", .string(moved.habit)), ("from", .string(moved.from.iso)),
                            ("to", .string(moved.to.iso)),
                        ])
                    })
            ),
            (
                "notes",
                .array(
                    notes.map { note in
                        .object([
                            ("kind", .string(note.kind.rawValue)), ("habit", note.habit.map(JSONValue.string) ?? .null),
                            ("reason", .string(note.reason)),
                        ])
                    })
            ),
        ])
    }
}
