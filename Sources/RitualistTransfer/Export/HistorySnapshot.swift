import Foundation
import Primitives
import RitualistCore

/// Everything an export carries, read from a store in one go: habits (archived ones too), logs, rest days,
/// settings and the change log.
package struct HistorySnapshot: Sendable {
    /// Every habit in display order.
    package var habits: [Habit]
    /// Every log, oldest first.
    package var logs: [HabitLog]
    /// Every rest day, oldest first.
    package var restDays: [RestDay]
    /// Settings by key: config.yaml's text under `RitualFormat.configSetting` when there is one.
    package var settings: [String: String]
    /// The change log, oldest first.
    package var changes: [ChangeEntry]

    /// A snapshot of the given parts.
    package init(
        habits: [Habit], logs: [HabitLog], restDays: [RestDay], settings: [String: String] = [:],
        changes: [ChangeEntry] = []
    ) {
        self.habits = habits
        self.logs = logs
        self.restDays = restDays
        self.settings = settings
        self.changes = changes
    }

    /// The first and the last day a store's logs can fall on, for reading them all.
    static let firstDay = Day(ordinal: Civil.daysSinceEpoch(year: 1, month: 1, day: 1))
    static let lastDay = Day(ordinal: Civil.daysSinceEpoch(year: 9999, month: 12, day: 31))

    /// What `store` holds, read in one transaction so the parts agree, with config.yaml's text when given.
    package static func read(from store: any HabitStore, configText: String? = nil) throws -> HistorySnapshot {
        try store.grouped { store in
            HistorySnapshot(
                habits: try store.habits(includeArchived: true),
                logs: try store.logs(habitID: nil, from: firstDay, through: lastDay),
                restDays: try store.restDays(),
                settings: configText.map { [RitualFormat.configSetting: $0] } ?? [:],
                changes: try store.changes(habitID: nil, since: nil).reversed())
        }
    }
}
