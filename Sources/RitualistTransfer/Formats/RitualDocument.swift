import RitualistCore

/// The JSON export as it is decoded, before its values are checked (`RitualReader`): the shape of
/// `docs/schemas/export.json`.
struct RitualDocument: Decodable {
    struct Habit: Decodable {
        var id: String
        var name: String
        var emoji: String?
        var kind: String
        var schedule: String
        var target: Double?
        var targetDirection: String?
        var unit: String?
        var startDate: String
        var endDate: String?
        var active: Bool
        /// Read as any number, so one out of range is named with its field rather than as JSON that is not valid.
        var displayOrder: Double
        var category: String?
        var createdAt: String
    }

    struct Log: Decodable {
        var id: String
        var habit: String
        var day: String
        var time: String
        var value: Double
        var zone: String
    }

    struct RestDay: Decodable {
        var day: String
        var habit: String?
    }

    struct Change: Decodable {
        var id: String
        var time: String
        var machine: String
        var kind: String
        var habit: String?
        var operation: String
        var reverses: [String]
        var data: ChangeData
    }

    /// Only the version, read first so a newer file is refused for its version, not for a field this one lacks.
    struct Version: Decodable {
        var formatVersion: Int
    }

    var formatVersion: Int
    var habits: [Habit]
    var logs: [Log]
    var restDays: [RestDay]
    var settings: [String: String]?
    var changes: [Change]?
}
