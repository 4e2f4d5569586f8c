import IntentKit

/// The events a committed change fires, which declarations' `on:` may follow (`event: completed`).
package enum RitualistEvent: String, CaseIterable, Sendable {
    case completed, logged, undone, skipped, habitAdded, allDone, streakBroken, dayChanged

    /// Whether `habit:` narrows it to one habit.
    package var takesHabit: Bool {
        switch self {
        case .allDone, .dayChanged: return false
        default: return true
        }
    }

    /// Registers every event, with `habit` as the key that narrows those about one habit.
    static func register(in registry: inout PluginRegistry) {
        for event in allCases { registry.event(event.rawValue, subject: event.takesHabit ? "habit" : nil) }
    }

    /// The events a successful run of `action` can fire.
    static func fired(by action: String) -> Set<RitualistEvent> {
        switch action {
        case "habits.complete": return [.completed, .allDone]
        case "habits.log": return [.logged, .completed, .allDone]
        case "habits.undo": return [.undone, .streakBroken]
        case "habits.skip": return [.skipped, .allDone]
        case "habits.add": return [.habitAdded]
        case "navigation.previous", "navigation.next", "navigation.today": return [.dayChanged]
        default: return []
        }
    }
}
