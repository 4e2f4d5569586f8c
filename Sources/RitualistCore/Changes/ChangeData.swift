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
    /// How deep in a chain of automations the run that made the change was (`RITUALIST_TRIGGER_DEPTH`); absent for
    /// a change nobody's trigger started. It travels with the entry, so an automation another machine starts for
    /// it runs one level deeper still, and a chain across machines stops at the same bound as on one.
    public var depth: Int?
    /// The habits created with this one's name that the machine adding it knew of (`habit.added`), removed or
    /// renamed since: this habit was made after them, so it is never joined to one as two machines' one habit.
    public var namesakes: [String]?

    /// Data with the given parts.
    public init(
        habit: HabitRecord? = nil, fields: [String: FieldChange]? = nil, log: LogRecord? = nil,
        restDay: RestDayRecord? = nil, settings: [String: String]? = nil, depth: Int? = nil
    ) {
        self.habit = habit
        self.fields = fields
        self.log = log
        self.restDay = restDay
        self.settings = settings
        self.depth = depth
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
