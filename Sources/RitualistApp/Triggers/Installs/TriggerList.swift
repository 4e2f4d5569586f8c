import IntentKit

/// `ritual triggers list`: each trigger with its id, its intent, when it runs next (nil for an event trigger, or
/// one that never runs again) and whether install put it in place.
package struct TriggerList {
    package struct Row {
        package let entry: TriggerEntry
        package let next: LocalMoment?
        package let installed: Bool
    }

    package let rows: [Row]
    /// The triggers installed for other homes in the same place, which this home's install leaves alone.
    package let others: [TriggerInstaller.Installed]

    /// The rows of `entries`, their next times after `now` on `zone`'s wall clock.
    package init(
        entries: [TriggerEntry], now: LocalMoment, zone: WallZone, installed: Set<String>,
        others: [TriggerInstaller.Installed] = []
    ) {
        self.others = others
        rows = entries.map { entry in
            Row(
                entry: entry, next: entry.trigger.next(after: now.instant, in: zone),
                installed: entry.trigger.isTimed && installed.contains(entry.id))
        }
    }

    /// One line a trigger, in columns: id, intent, trigger, next time, installed; then those of other homes.
    package var lines: [String] {
        ownLines + otherLines
    }

    /// `Installed for other homes (install and uninstall here leave them alone):`, then a line each: the id, the
    /// home by the path its unit names (or its tag), the file.
    private var otherLines: [String] {
        guard !others.isEmpty else { return [] }
        let table = others.map { other in
            [
                other.id,
                other.home.map { "home " + $0 } ?? other.tag.map { "home \($0)" } ?? "the default home",
                other.file,
            ]
        }
        let widths = (0..<3).map { column in table.map { $0[column].count }.max() ?? 0 }
        return ["Installed for other homes (install and uninstall here leave them alone):"]
            + table.map { cells in
                "  "
                    + cells.enumerated().map { $0.offset == 2 ? $0.element : Text.pad($0.element, widths[$0.offset]) }
                    .joinedText(separator: "  ")
            }
    }

    private var ownLines: [String] {
        guard !rows.isEmpty else { return ["No intent declares a trigger (add 'on:' to a declaration)."] }
        let table = rows.map { row in
            [
                row.entry.id, row.entry.intent, row.entry.trigger.label,
                row.entry.trigger.isTimed ? (row.next.map(\.iso) ?? "never") : "on event",
                row.entry.trigger.isTimed ? (row.installed ? "installed" : "not installed") : "-",
            ]
        }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { cells in
            cells.enumerated().map { $0.offset == 4 ? $0.element : Text.pad($0.element, widths[$0.offset]) }
                .joinedText(separator: "  ")
        }
    }

    /// `[{"id", "intent", "trigger", "kind", "next", "installed", "own"}]`, next as ISO 8601 with the UTC offset;
    /// then the triggers installed for other homes, `own` false, with the `home` their units run with (null for
    /// the default home), its `tag` and the unit's `file`, and nothing known of their intent or next time.
    package var json: JSONValue {
        .array(
            rows.map { row in
                .object([
                    ("id", .string(row.entry.id)), ("intent", .string(row.entry.intent)),
                    ("trigger", .string(row.entry.trigger.label)),
                    ("kind", .string(row.entry.trigger.isTimed ? "time" : "event")),
                    ("next", row.next.map { .string($0.iso) } ?? .null), ("installed", .bool(row.installed)),
                    ("own", true),
                ])
            }
                + others.map { other in
                    .object([
                        ("id", .string(other.id)), ("intent", .null), ("trigger", .null), ("kind", "time"),
                        ("next", .null), ("installed", true), ("own", false), ("home", .optional(other.home)),
                        ("tag", .optional(other.tag?.text)), ("file", .string(other.file)),
                    ])
                })
    }
}
