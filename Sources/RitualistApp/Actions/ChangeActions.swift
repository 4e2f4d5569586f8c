import Foundation
import IntentKit
import RitualistCore

/// `changes.list` and `changes.undoLast`: the change log read, and its last change in effect reversed.
enum ChangeActions {
    /// The first day listed, included.
    static let since = Parameter<CalendarDate>.date("since")
    /// How many of the newest entries to list; every one when left out.
    static let limit = Parameter<Int>.integer("limit")

    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased]
        let parameters: [any ActionParameterContract] = [HabitParameters.someHabit, since, limit]
        registry.action("changes.list", parameters: parameters, needs: needs, changes: false) { context in
            let store = try context.store
            let habit = try context.habit(HabitParameters.someHabit, in: store)
            let zone = WallZone(tz: context.now.zoneIdentifier)
            // The first instant the wall clock shows that day, so the store alone picks the entries and the limit
            // counts only those listed.
            let earliest = try context.value(since).map { zone.instant(date: $0, secondOfDay: 0) }
            let entries = try store.changes(habitID: habit?.id, since: earliest, limit: try context.value(limit))
            return ChangesOutput(
                entries: entries, words: ChangeWords(habits: try store.habits(), entries: entries), zone: zone)
        }
        registry.action("changes.undoLast", parameters: [], needs: needs) { context in
            let store = try context.store
            let receipt = try store.undoLastChange()
            let words = ChangeWords(habits: try store.habits(), entries: receipt.reversed + [receipt.undo])
            return UndoLastOutput(receipt: receipt, words: words, zone: WallZone(tz: context.now.zoneIdentifier))
        }
    }
}
