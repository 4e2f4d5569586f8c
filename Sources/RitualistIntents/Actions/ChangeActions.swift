import Foundation
import IntentKit
import RitualistCore

/// `changes.list` and `changes.undoLast`: the change log read, and its last change in effect reversed.
enum ChangeActions {
    /// The first day listed, included.
    static let since = Parameter<CalendarDate>.date("since")

    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased]
        registry.action("changes.list", parameters: [HabitParameters.someHabit, since], needs: needs, changes: false) {
            context in
            let store = try context.store
            let habit = try context.habit(HabitParameters.someHabit, in: store)
            let zone = WallZone(tz: context.now.zoneIdentifier)
            let first = try context.value(since).map(Day.init)
            // No zone is more than 14 hours ahead of UTC: no entry of the day is older than this. The store reads
            // from there, and the day of each entry on the wall clock decides.
            let earliest = first.map { Date(timeIntervalSince1970: Double($0.ordinal * 86_400 - 14 * 3_600)) }
            let entries = try store.changes(habitID: habit?.id, since: earliest).filter { entry in
                guard let first else { return true }
                return entry.localTime(in: zone).map { Day($0.date) >= first } ?? true
            }
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
