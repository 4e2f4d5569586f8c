import IntentKit
import RitualistCore

/// `habits.week`: how much of the seven days ending on a date was done, read-only.
enum WeekActions {
    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased, Keys.settings.erased]
        registry.action("habits.week", parameters: [HabitParameters.date], needs: needs, changes: false) { context in
            let store = try context.store
            let end = try context.day(in: store)
            let settings = try context.resolver.resolve(Keys.settings)
            let views = try (0..<7).map { offset in
                try WidgetQuery.dayView(
                    store: store, day: Day(ordinal: end.ordinal - 6 + offset), today: context.now.day,
                    settings: settings)
            }
            return WeekStatusOutput(
                from: Day(ordinal: end.ordinal - 6), to: end, scheduled: views.reduce(0) { $0 + $1.habits.count },
                completed: views.reduce(0) { $0 + $1.completed.count })
        }
    }
}

/// What WeekStatus returns: the habits due and done over seven days, and the share done.
package struct WeekStatusOutput: ActionOutput {
    package let from: Day
    package let to: Day
    package let scheduled: Int
    package let completed: Int

    /// The share done, in whole percent; 0 for a week with nothing due.
    package var rate: Int { scheduled == 0 ? 0 : completed * 100 / scheduled }

    package var json: JSONValue {
        .object([
            ("from", .string(from.iso)), ("to", .string(to.iso)), ("scheduled", .int(scheduled)),
            ("completed", .int(completed)), ("rate", .int(rate)),
        ])
    }

    package var text: String { "\(from.iso) to \(to.iso): \(completed) of \(scheduled) done (\(rate)%)." }
}

extension WeekStatusOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        .object(["from": .date, "to": .date, "scheduled": .number, "completed": .number, "rate": .number])
    }
}
