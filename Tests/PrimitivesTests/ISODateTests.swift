import Primitives
import Testing

@Suite struct ISODateTests {
    @Test(arguments: ["1900-01-01", "1969-07-20", "2024-02-29", "2000-02-29", "9999-12-31"])
    func supportedDatesRoundTrip(text: String) throws {
        let date = try #require(ISODate.parse(text))
        #expect(ISODate.format(date) == text)
    }

    @Test(arguments: [
        "0000-01-01", "0001-01-01", "1899-12-31", "10000-01-01", "2025-02-29", "1900-02-29", "2025-13-01",
        "2025-00-10", "2025-04-31", "2025-4-01", "25-04-01", "2025/04/01", "2025-04-01T00:00", " 2025-04-01", "",
        "２０２５-04-01", "+025-04-01", "2025-+4-01",
    ])
    func unsupportedOrMalformedDatesAreRefused(text: String) {
        #expect(ISODate.parse(text) == nil)
    }

    @Test func theRangeIsNamedForMessages() {
        #expect(ISODate.supportedRange == "from 1900-01-01 to 9999-12-31")
    }

    /// Years outside 0–9999 (a day far from today's, an hostile file's) keep their sign and every digit.
    @Test(
        arguments: [
            ((0, 1, 1), "0000-01-01"), ((5, 3, 9), "0005-03-09"), ((1970, 1, 1), "1970-01-01"),
            ((9999, 12, 31), "9999-12-31"), ((-1, 12, 31), "-0001-12-31"), ((10_000, 1, 1), "10000-01-01"),
            ((-12_345, 6, 7), "-12345-06-07"),
        ] as [((Int, Int, Int), String)])
    func everyYearIsWritten(date: (Int, Int, Int), expected: String) {
        #expect(ISODate.format((date.0, date.1, date.2)) == expected)
    }

    @Test(arguments: [(5, 4, "0005"), (-5, 4, "-0005"), (12_345, 4, "12345"), (7, 2, "07"), (0, 3, "000")])
    func paddingKeepsTheSignAndEveryDigit(value: Int, width: Int, expected: String) {
        #expect(ISODate.padded(value, width) == expected)
    }
}

@Suite struct CivilTests {
    @Test func dayCountsAgreeWithCountingDayByDay() {
        var expected = Civil.daysSinceEpoch(year: 1600, month: 1, day: 1)
        for year in 1600...2400 {
            for month in 1...12 {
                for day in 1...Civil.daysIn(month: month, year: year) {
                    #expect(Civil.daysSinceEpoch(year: year, month: month, day: day) == expected)
                    #expect(Civil.date(daysSinceEpoch: expected) == (year, month, day))
                    expected += 1
                }
            }
        }
    }

    @Test func theEpochAndDaysBeforeIt() {
        #expect(Civil.daysSinceEpoch(year: 1970, month: 1, day: 1) == 0)
        #expect(Civil.date(daysSinceEpoch: -1) == (1969, 12, 31))
        #expect(Civil.date(daysSinceEpoch: -719_529) == (-1, 12, 31))
    }

    @Test(arguments: [(2024, 2, 29, true), (1900, 2, 29, false), (2000, 2, 29, true), (2025, 4, 31, false)])
    func validDaysExist(year: Int, month: Int, day: Int, valid: Bool) {
        #expect(Civil.isValid(year: year, month: month, day: day) == valid)
    }
}

@Suite struct TrimmingTests {
    @Test(arguments: [
        ("  a b  ", "a b"), ("\t\r\nx\n", "x"), ("", ""), ("   ", ""), ("\u{2028}x\u{85}", "x"), ("é", "é"),
        ("a b", "a b"), ("x", "x"), ("a\u{2028}", "a"), ("~\u{7F}", "~\u{7F}"), ("!\t", "!"),
    ])
    func trimsWhiteSpaceAndLineBreaksAtBothEnds(text: String, expected: String) {
        #expect(text.trimmed == expected)
        #expect(text[...].trimmed == expected)
    }

    @Test(arguments: [
        ("a b  ", "a b"), ("  a", "  a"), ("", ""), ("   ", ""), ("x\t ", "x\t"), ("e\u{301}  ", "e\u{301}"),
        ("🔥 3 days ", "🔥 3 days"), ("\u{1F1EB}\u{1F1F7} ", "\u{1F1EB}\u{1F1F7}"),
    ])
    func trimsTrailingSpacesAlone(text: String, expected: String) {
        #expect(text.trimmingTrailingSpaces == expected)
        var line = text
        let original = line
        line.removeTrailingSpaces()
        #expect(line == expected)
        #expect(original == text)
        // A line grown in its own storage, as a table's rows are, loses its padding there too.
        var grown = String()
        grown.reserveCapacity(160)
        grown += text
        grown.removeTrailingSpaces()
        #expect(grown == expected)
        #expect(Array(grown.utf8) == Array(expected.utf8))
    }
}
