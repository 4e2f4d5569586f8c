#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an entry carries besides its kind, as JSON: the habit, the fields an edit changed, the log or the rest day.
/// Each kind fills the parts it needs (see docs/store.md); the rest are left out.
public struct ChangeData: Codable, Hashable, Sendable {
    /// Every field of the habit (`habit.added`, `habit.removed`, and `history.imported` of a habit).
    public var habit: HabitRecord?
    /// The old and new value of each field changed, by field name (`habit.edited`).
    public var fields: [String: FieldChange]?
    /// The log (`log.added`, `log.removed`, and `history.imported` of a log).
    public var log: LogRecord?
    /// The rest day (`restDay.added`, `restDay.removed`, and `history.imported` of a rest day).
    public var restDay: RestDayRecord?
    /// Each setting's new value as config.yaml writes it, by dotted key (`settings.changed`).
    public var settings: [String: String]?

    /// Data with the given parts.
    public init(
        habit: HabitRecord? = nil, fields: [String: FieldChange]? = nil, log: LogRecord? = nil,
        restDay: RestDayRecord? = nil, settings: [String: String]? = nil
    ) {
        self.habit = habit
        self.fields = fields
        self.log = log
        self.restDay = restDay
        self.settings = settings
    }

    /// Reads data the store kept.
    public init(json: String) throws(ChangeLogError) {
        do {
            self = try JSONDecoder().decode(ChangeData.self, from: Data(json.utf8))
        } catch {
            throw .unreadableEntry(reason: "its data is not the JSON of a change")
        }
    }
}
