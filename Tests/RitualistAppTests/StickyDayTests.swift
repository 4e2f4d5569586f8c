import Foundation
import IntentKit
import RitualistApp
import RitualistCore
import Testing

/// A log keeps the calendar day it was written on, whatever the clock or the zone does next.
@Suite struct StickyDayTests {
    func doneOn(_ fixture: Fixture, _ day: String, today: String) throws -> [String] {
        let view = try WidgetQuery.dayView(
            store: fixture.store, day: Day(iso: day)!, today: Day(iso: today)!, settings: RitualistSettings())
        return view.completed.map(\.name)
    }

    /// 2025-11-02 is the night New York leaves daylight time: 23:30 EST is 04:30 UTC on the 3rd.
    @Test func aLogAt2330StaysOnItsDayAcrossTheDSTChange() throws {
        let lateNight = Fixture.moment("2025-11-02", hour: 23, offset: -5 * 3600)
        let fixture = try Fixture(now: Fixture.moment("2025-11-02", hour: 23))
        let outcome = fixture.run("CompleteHabit", ["habit=Meditate"], runtime: fixture.at(lateNight))
        #expect(outcome.result?.text == "Completed 'Meditate' on 2025-11-02.")
        #expect(LocalMoment.utcStamp(lateNight.instant).hasPrefix("2025-11-03T04:"))
        #expect(try doneOn(fixture, "2025-11-02", today: "2025-11-03") == ["Meditate"])
        #expect(try doneOn(fixture, "2025-11-03", today: "2025-11-03").isEmpty)
    }

    @Test func aLogKeepsItsDayWhenTheUserTravelsToAnotherZone() throws {
        let fixture = try Fixture(now: Fixture.moment("2025-11-05", hour: 23))
        #expect(fixture.run("CompleteHabit", ["habit=Meditate"]).ok)
        // The same instant in Berlin is already the 6th; the log stays on the 5th.
        let berlin = Fixture.moment("2025-11-06", hour: 5, zone: "Europe/Berlin", offset: 3600)
        #expect(fixture.run("CompleteHabit", ["habit=Meditate"], runtime: fixture.at(berlin)).ok)
        let logs = try fixture.store.allLogs().filter { $0.habitID == (try fixture.habit("Meditate")).id }
        #expect(logs.map(\.day.iso) == ["2025-11-05", "2025-11-06"])
        #expect(logs.map(\.timeZone) == ["America/New_York", "Europe/Berlin"])
    }
}
