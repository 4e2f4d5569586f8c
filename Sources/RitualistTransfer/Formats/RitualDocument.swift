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
        var unit: String?
        var startDate: String
        var endDate: String?
        var active: Bool
        var displayOrder: Int
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

    /// Only the version, read first so a newer file is refused for its version, not for a field this one lacks.
    struct Version: Decodable {
        var formatVersion: Int
    }

    var formatVersion: Int
    var habits: [Habit]
    var logs: [Log]
    var restDays: [RestDay]
    var settings: [String: String]?
}
