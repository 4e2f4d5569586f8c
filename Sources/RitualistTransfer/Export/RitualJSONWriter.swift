import Foundation
import Primitives
import RitualistCore

/// Writes a snapshot in Ritualist's JSON format (`docs/schemas/export.json`): `formatVersion` first, then habits,
/// logs, rest days, the change log and settings, one record a line so a diff of two exports reads well.
package enum RitualJSONWriter {
    /// Hands the JSON text of `snapshot`, exported at `exportedAt`, to `write` in chunks.
    package static func write(
        _ snapshot: HistorySnapshot, exportedAt: Date, to write: @escaping (String) throws -> Void
    ) throws {
        var sink = TextSink(write)
        try sink.write("{\n  \"formatVersion\": \(RitualFormat.version),\n")
        try sink.write("  \"exportedAt\": \(JSONText.string(Timestamp.text(exportedAt))),\n  \"habits\": [")
        for (index, habit) in snapshot.habits.enumerated() {
            try sink.write((index == 0 ? "\n    " : ",\n    ") + record(habit))
        }
        try sink.write(snapshot.habits.isEmpty ? "],\n  \"logs\": [" : "\n  ],\n  \"logs\": [")
        for (index, log) in snapshot.logs.enumerated() {
            try sink.write((index == 0 ? "\n    " : ",\n    ") + record(log))
        }
        try sink.write(snapshot.logs.isEmpty ? "],\n  \"restDays\": [" : "\n  ],\n  \"restDays\": [")
        for (index, rest) in snapshot.restDays.enumerated() {
            let fields = "{\"day\": \"\(rest.day.iso)\", \"habit\": \(JSONText.optional(rest.habitID?.text))}"
            try sink.write((index == 0 ? "\n    " : ",\n    ") + fields)
        }
        try sink.write(snapshot.restDays.isEmpty ? "],\n  \"changes\": [" : "\n  ],\n  \"changes\": [")
        for (index, change) in snapshot.changes.enumerated() {
            try sink.write((index == 0 ? "\n    " : ",\n    ") + record(change))
        }
        try sink.write(snapshot.changes.isEmpty ? "],\n  \"settings\": {" : "\n  ],\n  \"settings\": {")
        for (index, key) in snapshot.settings.keys.sorted().enumerated() {
            let value = JSONText.string(snapshot.settings[key] ?? "")
            try sink.write((index == 0 ? "\n    " : ",\n    ") + JSONText.string(key) + ": " + value)
        }
        try sink.write(snapshot.settings.isEmpty ? "}\n}\n" : "\n  }\n}\n")
        try sink.finish()
    }

    /// A habit with the fields and names `habit list --json` uses.
    static func record(_ habit: Habit) -> String {
        "{\"id\": \"\(habit.id.text)\", \"name\": \(JSONText.string(habit.name)), "
            + "\"emoji\": \(JSONText.optional(habit.emoji)), \"kind\": \"\(habit.kind.rawValue)\", "
            + "\"schedule\": \(JSONText.string(habit.schedule.description)), "
            + "\"target\": \(habit.dailyTarget.map(JSONText.number) ?? "null"), "
            + "\"targetDirection\": \(habit.kind == .numeric ? "\"\(habit.targetDirection.rawValue)\"" : "null"), "
            + "\"unit\": \(JSONText.optional(habit.unit)), \"startDate\": \"\(habit.startDate.iso)\", "
            + "\"endDate\": \(JSONText.optional(habit.endDate?.iso)), \"active\": \(habit.isActive), "
            + "\"displayOrder\": \(habit.displayOrder), \"category\": \(JSONText.optional(habit.category)), "
            + "\"createdAt\": \"\(Timestamp.text(habit.createdAt))\"}"
    }

    /// A change-log entry as docs/store.md describes it, its data the object the store keeps.
    static func record(_ change: ChangeEntry) -> String {
        "{\"id\": \"\(change.id.text)\", \"time\": \"\(Timestamp.text(change.time))\", "
            + "\"machine\": \"\(change.machine.text)\", \"kind\": \"\(change.kind.rawValue)\", "
            + "\"habit\": \(JSONText.optional(change.habitID?.text)), \"operation\": \"\(change.operation.text)\", "
            + "\"reverses\": [\(change.reverses.map { "\"\($0.text)\"" }.joinedText(separator: ", "))], "
            + "\"data\": \(change.data.json)}"
    }

    static func record(_ log: HabitLog) -> String {
        "{\"id\": \"\(log.id.text)\", \"habit\": \"\(log.habitID.text)\", \"day\": \"\(log.day.iso)\", "
            + "\"time\": \"\(Timestamp.text(log.loggedAt))\", \"value\": \(JSONText.number(log.value)), "
            + "\"zone\": \(JSONText.string(log.timeZone))}"
    }
}
