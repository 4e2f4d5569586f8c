import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore

/// A home with four habits on Saturday 2025-11-08 (America/New_York), Stretch already done that day.
struct Fixture {
    let directory = TemporaryDirectory()
    let runtime: RitualistRuntime
    let store: SQLiteHabitStore
    static let today = Day(iso: "2025-11-08")!

    static func moment(_ date: String, hour: Int = 12, zone: String = "America/New_York", offset: Int = -5 * 3600)
        -> LocalMoment
    {
        let calendarDate = CalendarDate(iso: date)!
        let instant = Date(timeIntervalSince1970: Double(calendarDate.daysSinceEpoch * 86_400 + hour * 3600 - offset))
        return LocalMoment(
            instant: instant, date: calendarDate, secondOfDay: hour * 3600, utcOffset: offset,
            zoneIdentifier: zone)
    }

    init(now: LocalMoment = Fixture.moment("2025-11-08")) throws {
        runtime = RitualistRuntime(home: directory.path, now: now)
        store = try SQLiteHabitStore.open(at: runtime.paths.database)
        let start = Day(iso: "2025-10-01")!
        let at = now.instant
        _ = try store.addHabit(HabitDraft(name: "Meditate", emoji: "🧘", startDate: start), createdAt: at)
        let stretch = try store.addHabit(HabitDraft(name: "Stretch", startDate: start), createdAt: at)
        _ = try store.addHabit(
            HabitDraft(name: "Water", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: start), createdAt: at)
        _ = try store.addHabit(
            HabitDraft(name: "Read", schedule: .daysOfWeek([.monday]), startDate: start), createdAt: at)
        _ = try store.log(
            habitID: stretch.id, day: Fixture.today, action: .complete, today: Fixture.today, at: at,
            timeZone: "America/New_York")
    }

    /// The same home at another moment.
    func at(_ moment: LocalMoment) -> RitualistRuntime {
        RitualistRuntime(home: directory.path, now: moment)
    }

    func run(_ intent: String, _ words: [String] = [], runtime: RitualistRuntime? = nil) -> Outcome {
        (runtime ?? self.runtime).makeRunner().run(intent, words: words, json: nil, mode: .strict)
    }

    func habit(_ name: String) throws -> Habit {
        try store.habits().first { $0.name == name }!
    }
}
