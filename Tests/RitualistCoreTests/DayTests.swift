import Foundation
import Testing

@testable import RitualistCore

@Suite struct DayTests {
    @Test func theEpochIsOrdinalZeroAndAThursday() {
        let epoch = Day(year: 1970, month: 1, day: 1)!
        #expect(epoch.ordinal == 0)
        #expect(epoch.weekday == .thursday)
        #expect(Day(ordinal: -1).iso == "1969-12-31")
        #expect(Day(ordinal: -1).weekday == .wednesday)
    }

    @Test(arguments: [("2025-11-09", Weekday.sunday), ("2025-11-03", .monday), ("2000-02-29", .tuesday)])
    func weekdaysFollowTheISONumbering(iso: String, weekday: Weekday) {
        #expect(day(iso).weekday == weekday)
    }

    @Test func conformanceCase1SundayIsSevenAndMondayIsOne() {
        #expect(Nov.day(9).weekday.rawValue == 7)
        #expect(Nov.day(3).weekday.rawValue == 1)
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "1969-07-20", "1900-01-01", "9999-12-31", "2025-12-31"])
    func isoTextRoundTrips(iso: String) {
        #expect(Day(iso: iso)?.iso == iso)
    }

    @Test(arguments: [
        "2025-02-29", "1900-02-29", "2025-13-01", "2025-00-10", "2025-04-31", "2025-4-01", "25-04-01",
        "2025/04/01", "2025-04-01T00:00", " 2025-04-01", "", "２０２５-04-01", "0000-01-01", "0001-01-01",
        "1899-12-31", "10000-01-01",
    ])
    func malformedOrImpossibleISOTextIsRejected(iso: String) {
        #expect(Day(iso: iso) == nil)
    }

    @Test func civilConversionAgreesWithCountingDayByDayForFourCenturies() {
        var expected = Day(year: 1800, month: 1, day: 1)!.ordinal
        for year in 1800...2200 {
            for month in 1...12 {
                for dayOfMonth in 1...31 {
                    guard let day = Day(year: year, month: month, day: dayOfMonth) else { continue }
                    #expect(day.ordinal == expected)
                    #expect(day.year == year && day.month == month && day.dayOfMonth == dayOfMonth)
                    expected += 1
                }
            }
        }
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect(day("2024-01-01").isLeapYear)
        #expect(day("2000-06-01").isLeapYear)
        #expect(!day("1900-06-01").isLeapYear)
        #expect(!day("2025-06-01").isLeapYear)
        #expect(day("2024-02-10").daysInMonth == 29)
        #expect(day("2025-02-10").daysInMonth == 28)
    }

    @Test func arithmeticCrossesMonthAndYearEnds() {
        #expect(day("2024-12-31").adding(days: 1).iso == "2025-01-01")
        #expect(day("2024-03-01").adding(days: -1).iso == "2024-02-29")
        #expect(day("2025-11-03").days(to: day("2025-11-09")) == 6)
        #expect(day("2025-11-09").distance(to: day("2025-11-03")) == -6)
        #expect(Array(stride(from: Nov.day(3), through: Nov.day(5), by: 1)).map(\.dayOfMonth) == [3, 4, 5])
    }

    @Test(arguments: [
        ("2025-11-09", Weekday.monday, "2025-11-03"), ("2025-11-03", .monday, "2025-11-03"),
        ("2025-11-08", .sunday, "2025-11-02"), ("2025-11-02", .sunday, "2025-11-02"),
        ("2025-01-01", .monday, "2024-12-30"),
    ])
    func startOfWeekGoesBackToTheFirstWeekday(iso: String, first: Weekday, expected: String) {
        #expect(day(iso).startOfWeek(firstWeekday: first).iso == expected)
    }

    @Test func monthStartsAndOffsets() {
        #expect(day("2024-02-29").startOfMonth.iso == "2024-02-01")
        #expect(day("2025-01-31").startOfMonth(addingMonths: -11).iso == "2024-02-01")
        #expect(day("2025-11-15").startOfMonth(addingMonths: 2).iso == "2026-01-01")
        #expect(day("2025-03-05").spokenName == "March 5")
    }

    @Test func codesAsTheISOString() throws {
        let data = try JSONEncoder().encode([Nov.day(3)])
        #expect(String(decoding: data, as: UTF8.self) == #"["2025-11-03"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: data) == [Nov.day(3)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: Data(#"["11/03"]"#.utf8)) }
    }

    @Test func anInstantFallsOnTheDayOfItsOffset() {
        // 2025-11-03T03:30:00Z is still Nov 2 in New York (UTC−5) and already Nov 3 in UTC.
        let instant = Date(timeIntervalSince1970: TimeInterval(Nov.day(3).ordinal * 86_400 + 3 * 3600 + 1800))
        #expect(Day(instant: instant, utcOffsetSeconds: -5 * 3600) == Nov.day(2))
        #expect(Day(instant: instant, utcOffsetSeconds: 0) == Nov.day(3))
    }
}
