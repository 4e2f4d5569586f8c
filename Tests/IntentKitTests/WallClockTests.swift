import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct WallClockTests {
    @Test func aPinWithAnOffsetGivesTheInstantAndTheDate() throws {
        let moment = try WallClock.pinned("2025-11-08T23:30:00Z", in: .utc).now()
        #expect(moment.instant.timeIntervalSince1970 == 1_762_644_600)
        #expect(LocalMoment.utcStamp(moment.instant) == "2025-11-08T23:30:00.000Z")
    }

    @Test(arguments: ["2025-11-08T", "2025-13-01T10:00", "2025-11-08T25:00", "tomorrow", "2025-11-08T10:00+25:00"])
    func rejectsMalformedPins(text: String) {
        #expect(throws: WallClockError.invalid(text)) { try WallClock.pinned(text, in: .utc) }
    }

    @Test(arguments: [
        ("9999-12-31T23:59:59-18:00", "UTC"), ("0001-01-01T00:00:00+01:00", "UTC"),
        ("9999-12-31T20:00:00Z", "Pacific/Kiritimati"), ("1899-12-31T23:00:00-02:00", "UTC"),
        ("1900-01-01T00:30:00Z", "America/New_York"),
    ])
    func refusesMomentsWhoseLocalDateIsOutsideTheSupportedRange(text: String, zone: String) {
        let error = #expect(throws: WallClockError.self) { try WallClock.pinned(text, in: WallZone(tz: zone)) }
        #expect(error == .outOfRange(text))
        #expect(error?.description == "Invalid time '\(text)': dates from 1900-01-01 to 9999-12-31 are supported.")
    }

    @Test func acceptsTheEdgesOfTheSupportedRange() throws {
        let first = try WallClock.pinned("1900-01-01T00:00:00Z", in: .utc).now()
        #expect(first.iso == "1900-01-01T00:00:00+00:00")
        let last = try WallClock.pinned("9999-12-31T09:59:59Z", in: WallZone(tz: "Pacific/Kiritimati")).now()
        #expect(last.iso == "9999-12-31T23:59:59+14:00")
    }

    @Test func anInstantOutsideTheRangeIsAnErrorNotATrap() {
        let instant = Date(timeIntervalSince1970: 253_402_300_800)
        let error = #expect(throws: WallClockError.self) { try WallZone.utc.local(at: instant) }
        #expect(error == .outOfRange("10000-01-01T00:00:00.000Z"))
    }

    @Test func calendarDatesRoundTripThroughDayCounts() {
        for ordinal in stride(from: -25_567, through: 2_932_896, by: 997) {
            let date = CalendarDate(daysSinceEpoch: ordinal)
            #expect(date.daysSinceEpoch == ordinal)
            #expect(CalendarDate(iso: date.iso) == date)
        }
        #expect(CalendarDate(iso: "2024-02-29")?.adding(days: 1).iso == "2024-03-01")
        #expect(CalendarDate(iso: "1970-01-01")?.daysSinceEpoch == 0)
    }

    @Test(arguments: [
        "2025-02-29", "2025-1-01", "20250101", "2025-01-32", "abcd-ef-gh", "２０２５-01-01", "0000-01-01", "1899-12-31",
    ])
    func rejectsMalformedDates(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }
}
