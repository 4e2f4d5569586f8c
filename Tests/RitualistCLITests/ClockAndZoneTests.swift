import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// RITUALIST_NOW and TZ as the design describes them, through the binary.
@Suite struct ClockAndZoneTests {
    @Test func aLateLogOnTheNightDaylightTimeEndsStaysOnItsDay() throws {
        var ritual = Ritual()
        ritual.now = "2025-11-01T09:00:00"
        ritual("habit", "add", "Meditate")
        ritual.now = "2025-11-02T23:30:00"
        #expect(ritual("run", "CompleteHabit", "habit=Meditate").stdout == "Completed 'Meditate' on 2025-11-02.\n")
        ritual.now = "2025-11-03T00:30:00"
        let yesterday = try JSONParser.parse(ritual("status", "--date", "2025-11-02", "--json").stdout)
        #expect(yesterday["allCompleted"] == .bool(true))
        let today = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(today["date"] == .string("2025-11-03"))
        #expect(today["allCompleted"] == .bool(false))
    }

    @Test func travellingEastDoesNotMoveYesterdaysLog() throws {
        var ritual = Ritual()
        ritual.now = "2025-11-05T23:00:00"
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("run", "CompleteHabit", "habit=Meditate")
        ritual.zone = "Europe/Berlin"
        ritual.now = "2025-11-06T05:00:00+01:00"
        let today = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(today["date"] == .string("2025-11-06"))
        #expect(today["percentage"] == .int(0))
        let fifth = try JSONParser.parse(ritual("status", "--date", "2025-11-05", "--json").stdout)
        #expect(fifth["percentage"] == .int(100))
    }

    @Test func aPinnedTimeInTheSpringGapStillNamesItsDay() throws {
        var ritual = Ritual()
        ritual.now = "2025-03-09T02:30:00"
        ritual("habit", "add", "Meditate")
        #expect(ritual("run", "CompleteHabit", "habit=Meditate").stdout == "Completed 'Meditate' on 2025-03-09.\n")
    }

    @Test func aMalformedPinIsAConfigurationError() throws {
        var ritual = Ritual()
        ritual.now = "yesterday-ish"
        let result = ritual("status")
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "Error: RITUALIST_NOW: Invalid time 'yesterday-ish': expected YYYY-MM-DDTHH:MM[:SS] with an "
                + "optional offset (Z, +01:00).\n")
    }
}
