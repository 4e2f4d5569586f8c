import Foundation
import IntentKitTesting
import Testing

/// `ritual triggers list`: every trigger with its id, its intent, its next time on the pinned clock and zone, and
/// whether it is installed.
@Suite struct TriggersListTests {
    @Test func listsEveryTriggerWithItsNextTimeOnThePinnedClock() throws {
        let home = try TriggerHome()
        // Saturday 2025-11-08 at noon in New York.
        let result = home.ritual("triggers", "list")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                cheer-1    Cheer    event: allDone        on event                   -
                evening-1  Evening  at 21:00              2025-11-08T21:00:00-05:00  not installed
                evening-2  Evening  at 18:30 sat,sun      2025-11-08T18:30:00-05:00  not installed
                hourly-1   Hourly   every 1h 09:00-18:00  2025-11-08T13:00:00-05:00  not installed

                """)
    }

    @Test func jsonGivesISOTimesWithTheOffsetAndNullForEvents() throws {
        var home = try TriggerHome()
        // The night New York falls back: 01:30 shows twice, and the trigger runs at the first.
        home.ritual.now = "2025-11-01T22:00:00"
        try home.ritual.home.write(
            "intents/Night.yaml",
            "version: 1\nintent: Night\ntitle: Night\nsummary: At half past one.\non:\n  - at: \"01:30\"\n"
                + "steps:\n  - run: DayStatus\n")
        let result = home.ritual("triggers", "list", "--json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let next = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as? String ?? "", $0["next"]) })
        #expect(next["night-1"] as? String == "2025-11-02T01:30:00-04:00")
        #expect(next["cheer-1"] is NSNull)
        #expect(next["evening-2"] as? String == "2025-11-02T18:30:00-05:00")
        #expect(rows.first?["kind"] as? String == "event")
        #expect(rows.allSatisfy { $0["installed"] as? Bool == false })
    }

    @Test func installedTriggersAreMarkedSo() throws {
        let home = try TriggerHome()
        #expect(home.ritual("triggers", "install", "--target", "systemd").status == 0)
        let result = home.ritual("triggers", "list", "--target", "systemd", "--json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["installed"] as? Bool } == [false, true, true, true])
    }
}
