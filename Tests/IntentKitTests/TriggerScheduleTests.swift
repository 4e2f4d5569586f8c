import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct TriggerScheduleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let expression: String
        let zone: String
        let after: String
        let expected: [String]
        var testDescription: String { "\(expression) after \(after) in \(zone)" }
    }

    static let cases: [Case] = [
        Case(
            expression: "*-*-* 21:00", zone: "Europe/Berlin", after: "2026-11-25T12:00:00",
            expected: ["2026-11-25T21:00:00+01:00", "2026-11-26T21:00:00+01:00"]),
        Case(
            expression: "Sat,Sun *-*-* 18:30:00", zone: "Europe/Berlin", after: "2026-11-25T12:00:00",
            expected: ["2026-11-28T18:30:00+01:00", "2026-11-29T18:30:00+01:00", "2026-12-05T18:30:00+01:00"]),
        // Spring forward: 02:30 does not exist on 28 March 2027 in Berlin, so that day has no run.
        Case(
            expression: "*-*-* 02:30", zone: "Europe/Berlin", after: "2027-03-27T12:00:00",
            expected: ["2027-03-29T02:30:00+02:00"]),
        Case(
            expression: "*-*-* 00/2:00", zone: "Europe/Berlin", after: "2027-03-27T23:00:00",
            expected: ["2027-03-28T00:00:00+01:00", "2027-03-28T04:00:00+02:00"]),
        // Fall back: 02:30 shows twice on 31 October 2027; it runs once, at the first showing.
        Case(
            expression: "*-*-* 02:30", zone: "Europe/Berlin", after: "2027-10-30T12:00:00",
            expected: ["2027-10-31T02:30:00+02:00", "2027-11-01T02:30:00+01:00"]),
        Case(
            expression: "*-*-* *:00/30", zone: "Europe/Berlin", after: "2027-10-31T01:40:00+02:00",
            expected: ["2027-10-31T02:00:00+02:00", "2027-10-31T02:30:00+02:00", "2027-10-31T03:00:00+01:00"]),
        Case(
            expression: "*-*-* 01:30", zone: "America/New_York", after: "2026-11-01T00:00:00",
            expected: ["2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00"]),
        // Month ends: the 31st skips the months without one; 29 February waits for a leap year.
        Case(
            expression: "*-*-31 08:00", zone: "Europe/Berlin", after: "2027-01-31T09:00:00",
            expected: ["2027-03-31T08:00:00+02:00", "2027-05-31T08:00:00+02:00"]),
        Case(
            expression: "*-02-29 12:00", zone: "UTC", after: "2026-03-01T00:00:00",
            expected: ["2028-02-29T12:00:00+00:00", "2032-02-29T12:00:00+00:00"]),
        Case(
            expression: "monthly", zone: "Asia/Kolkata", after: "2026-12-15T10:00:00",
            expected: ["2027-01-01T00:00:00+05:30", "2027-02-01T00:00:00+05:30"]),
        Case(expression: "2025-01-01 00:00", zone: "UTC", after: "2026-01-01T00:00:00", expected: []),
    ]

    @Test(arguments: cases) func nextTimesFollowTheWallClockAsSystemdDoes(case: Case) throws {
        let expression = try #require(CalendarExpression(`case`.expression))
        let zone = WallZone(tz: `case`.zone)
        var instant = WallClock.pinned(at: `case`.after, in: `case`.zone).now().instant
        var found: [String] = []
        while found.count < `case`.expected.count + 1, let next = expression.next(after: instant, in: zone) {
            found.append(next.iso)
            instant = next.instant
        }
        #expect(Array(found.prefix(`case`.expected.count)) == `case`.expected)
        if `case`.expected.isEmpty { #expect(found.isEmpty) }
    }

    struct TriggerCase: Sendable, CustomTestStringConvertible {
        let kind: Trigger.Kind
        let expressions: [String]
        var testDescription: String { expressions.joined(separator: " | ") }
    }

    static let triggerCases: [TriggerCase] = [
        TriggerCase(kind: .at(TimeOfDay(minuteOfDay: 1260), days: []), expressions: ["*-*-* 21:00:00"]),
        TriggerCase(
            kind: .at(TimeOfDay(minuteOfDay: 1110), days: [.sat, .sun]), expressions: ["Sat,Sun *-*-* 18:30:00"]),
        TriggerCase(
            kind: .every(minutes: 30, from: TimeOfDay(minuteOfDay: 540), until: TimeOfDay(minuteOfDay: 600)),
            expressions: ["*-*-* 09,10:00:00", "*-*-* 09:30:00"]),
        TriggerCase(
            kind: .every(minutes: 120, from: .midnight, until: .lastMinute),
            expressions: ["*-*-* 00,02,04,06,08,10,12,14,16,18,20,22:00:00"]),
        TriggerCase(kind: .event("reset", subject: nil), expressions: []),
    ]

    @Test(arguments: triggerCases) func aTimeTriggerBecomesCalendarExpressions(case: TriggerCase) {
        let trigger = Trigger(kind: `case`.kind, location: SourceLocation(file: "x.yaml"))
        #expect(trigger.calendarExpressions.map(\.text) == `case`.expressions)
    }

    @Test func everyCountsHoursOnTheClockAcrossFallBack() throws {
        let trigger = Trigger(
            kind: .every(minutes: 60, from: .midnight, until: .lastMinute), location: SourceLocation(file: "x.yaml"))
        let zone = WallZone(tz: "Europe/Berlin")
        var instant = WallClock.pinned(at: "2027-10-31T00:30:00", in: "Europe/Berlin").now().instant
        var found: [String] = []
        for _ in 0..<4 {
            let next = try #require(trigger.next(after: instant, in: zone))
            found.append(next.iso)
            instant = next.instant
        }
        #expect(
            found == [
                "2027-10-31T01:00:00+02:00", "2027-10-31T02:00:00+02:00", "2027-10-31T03:00:00+01:00",
                "2027-10-31T04:00:00+01:00",
            ])
    }
}
