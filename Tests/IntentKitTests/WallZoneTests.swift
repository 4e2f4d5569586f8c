import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// Zones other than the process's, read from their tzfiles: every test names its zone, and none sets `TZ`.
@Suite struct WallZoneTests {
    @Test(arguments: [
        // Daylight time ends in New York: 01:30 happens twice, an hour apart.
        ("2025-11-02T05:30:00Z", "America/New_York", "2025-11-02T01:30:00-04:00"),
        ("2025-11-02T06:30:00Z", "America/New_York", "2025-11-02T01:30:00-05:00"),
        ("2025-07-01T12:00:00Z", "Europe/Berlin", "2025-07-01T14:00:00+02:00"),
        ("2025-01-01T12:00:00Z", "Europe/Berlin", "2025-01-01T13:00:00+01:00"),
        // Past the tzfile's last listed transition, its footer rule answers, in both hemispheres.
        ("2300-07-01T12:00:00Z", "America/New_York", "2300-07-01T08:00:00-04:00"),
        ("2300-01-01T12:00:00Z", "Australia/Sydney", "2300-01-01T23:00:00+11:00"),
        ("2300-07-01T12:00:00Z", "Australia/Sydney", "2300-07-01T22:00:00+10:00"),
        ("1900-01-01T12:00:00Z", "America/New_York", "1900-01-01T07:00:00-05:00"),
        ("2025-11-08T12:00:00Z", "Asia/Kolkata", "2025-11-08T17:30:00+05:30"),
        // A POSIX rule, a rule with a named offset, a path, and a name that is no zone (UTC, as the C library reads it).
        ("2025-07-01T12:00:00Z", "EST5EDT,M3.2.0,M11.1.0", "2025-07-01T08:00:00-04:00"),
        ("2025-07-01T12:00:00Z", "<+0330>-3:30", "2025-07-01T15:30:00+03:30"),
        ("2025-07-01T12:00:00Z", "/usr/share/zoneinfo/Europe/Berlin", "2025-07-01T14:00:00+02:00"),
        ("2025-07-01T12:00:00Z", ":Europe/Berlin", "2025-07-01T14:00:00+02:00"),
        ("2025-07-01T12:00:00Z", "Nowhere/Land", "2025-07-01T12:00:00+00:00"),
    ])
    func aZoneShowsTheWallClockOfItsTzfile(instant: String, zone: String, shown: String) throws {
        #expect(try WallClock.pinned(instant, in: WallZone(tz: zone)).now().iso == shown)
    }

    @Test(arguments: [
        // In a gap the clock moves forward; in an overlap the earlier instant wins.
        ("2025-03-09T02:30:00", "America/New_York", "2025-03-09T03:30:00-04:00"),
        ("2025-11-02T01:30:00", "America/New_York", "2025-11-02T01:30:00-04:00"),
        ("2025-03-09T00:30:00", "America/Havana", "2025-03-09T01:30:00-04:00"),
        ("2025-03-30T02:15:00", "Europe/Berlin", "2025-03-30T03:15:00+02:00"),
        ("2025-10-26T02:15:00", "Europe/Berlin", "2025-10-26T02:15:00+02:00"),
        ("2025-11-08", "Asia/Kolkata", "2025-11-08T12:00:00+05:30"),
    ])
    func aLocalPinIsPlacedOnTheZonesWallClock(text: String, zone: String, shown: String) throws {
        #expect(try WallClock.pinned(text, in: WallZone(tz: zone)).now().iso == shown)
    }

    @Test func aZoneNamesItselfAsTzDoes() {
        #expect(WallZone(tz: ":Europe/Berlin").identifier == "Europe/Berlin")
        #expect(WallZone(tz: "America/New_York").identifier == "America/New_York")
        #expect(WallZone.utc.identifier == "UTC")
    }

    @Test(arguments: [
        ("Europe/Berlin", "Europe/Berlin"), ("/usr/share/zoneinfo/Asia/Kolkata", "/usr/share/zoneinfo/Asia/Kolkata"),
        ("EST5EDT,M3.2.0,M11.1.0", "EST5EDT,M3.2.0,M11.1.0"), ("<+0330>-3:30", "<+0330>-3:30"),
        (String(repeating: "x", count: 10_000), "UTC"), ("Not/A_Zone", "UTC"), ("Europe/Berlin\n", "UTC"),
        ("../../../etc/passwd", "UTC"), ("Europe/../Europe/Berlin", "UTC"), ("Europe/Berlin\u{202E}", "UTC"),
        ("<\u{1B}]0;title\u{07}>5", "UTC"), (String(repeating: "A", count: 300) + "5", "UTC"),
    ])
    func aZoneIsRecordedByAValidNameOrAsUTC(tz: String, recorded: String) {
        #expect(WallZone(tz: tz).identifier == recorded)
        #expect(ZoneIdentifier.recorded(tz) == recorded)
    }

    @Test func anUnrecognisedZoneCountsInUTC() throws {
        let clock = try WallClock.pinned(
            "2025-11-08T23:30:00Z", in: WallZone(tz: String(repeating: "x", count: 10_000)))
        #expect(clock.now().iso == "2025-11-08T23:30:00+00:00")
    }

    /// The process's zone is one value for every test running at once: tests pass a zone instead of setting it.
    @Test func noTestChangesTheProcessTimeZone() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var offenders: [String] = []
        for folder in ["Tests", "Sources/IntentKitTesting", "Sources/RitualistTesting"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                if text.contains("setenv(\"T" + "Z\"") || text.contains("tz" + "set(") {
                    offenders.append(folder + "/" + file)
                }
            }
        }
        #expect(offenders == [])
    }
}
