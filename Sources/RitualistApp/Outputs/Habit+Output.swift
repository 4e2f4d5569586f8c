import IntentKit
import RitualistCore

extension Habit {
    /// The habit as `--json` and outcomes carry it.
    package var json: JSONValue {
        .object([
            ("id", .string(id.text)),
            ("name", .string(name)),
            ("emoji", .optional(emoji)),
            ("kind", .string(kind.rawValue)),
            ("schedule", .string(schedule.description)),
            ("target", .optional(dailyTarget)),
            ("targetDirection", kind == .numeric ? .string(targetDirection.rawValue) : .null),
            ("unit", .optional(unit)),
            ("startDate", .string(startDate.iso)),
            ("endDate", .optional(endDate?.iso)),
            ("active", .bool(isActive)),
            ("displayOrder", .int(displayOrder)),
            ("category", .optional(category)),
            ("createdAt", .string(LocalMoment.utcStamp(createdAt))),
        ])
    }

    /// `🧘 'Meditate'`.
    package var title: String {
        (emoji.map { $0 + " " } ?? "") + "'\(name)'"
    }

    /// `daily, 8 glasses a day, from 2025-11-01`; `daily, at most 2 cups a day, from 2025-11-01`.
    package var details: String {
        var parts = [schedule.description]
        if let dailyTarget {
            let limit = targetDirection == .atMost ? "at most " : ""
            parts.append(limit + ValueFormat.text(dailyTarget, unit: unit) + " a day")
        }
        parts.append("from \(startDate.iso)")
        if let endDate { parts.append("until \(endDate.iso)") }
        return parts.joinedText(separator: ", ")
    }
}

extension Habit {
    /// What `json` holds.
    package static let resultShape = ResultShape.object([
        "id": .text, "name": .text, "emoji": .text, "kind": .text, "schedule": .text, "target": .number,
        "targetDirection": .text, "unit": .text, "startDate": .date, "endDate": .date, "active": .boolean,
        "displayOrder": .number, "category": .text, "createdAt": .text,
    ])

    /// `{"id", "name"}`: a habit as a result names it.
    package static let referenceShape = ResultShape.object(["id": .text, "name": .text])
}
