import RitualistCore
import Testing

@testable import RitualistApp

/// The terminal calendar: glyphs, labels, colours and width.
@Suite struct CalendarTerminalTests {
    let fixture = CalendarFixture.threeHabits()
    var calendar: StreakCalendar { StreakCalendar(history: fixture.history, months: 12) }
    let plain = TerminalCalendarRenderer(style: .plain)

    /// The rendered lines from the month labels down to the Sunday row.
    func gridLines(_ text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let months = lines.firstIndex { $0.hasPrefix("  Dec") || $0.hasPrefix("  Jan") || $0.hasPrefix("  Feb") }!
        return Array(lines[months...(months + 7)])
    }

    func glyph(_ lines: [Substring], row: Int, column: Int) -> Character {
        let line = Array(lines[row + 1])
        let index = TerminalCalendarRenderer.labelWidth + column
        return index < line.count ? line[index] : " "
    }

    @Test func theCounterAndTheLongestStreakComeFirst() {
        let lines = plain.render(calendar).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "🔥 19 days  (at risk: nothing done today yet)")
        #expect(lines[1] == "Longest streak: 19 days (from 2025-10-20)")
        #expect(lines[3] == "All habits · 12 months to November 2025")
    }

    @Test func glyphsCarryTheLevelsAndBlanksMarkDaysWithoutData() {
        let lines = gridLines(plain.render(calendar))
        #expect(lines[0].hasPrefix("  Dec  Jan"))
        #expect(lines[1].hasPrefix("M ") && lines[3].hasPrefix("W ") && lines[5].hasPrefix("F "))
        #expect(lines[2].hasPrefix("  ") && lines[4].hasPrefix("  ") && lines[6].hasPrefix("  "))
        #expect(glyph(lines, row: 0, column: 49) == "▒")  // Mon Nov 3: 2 of 3
        #expect(glyph(lines, row: 2, column: 49) == "█")  // Wed Nov 5: 3 of 3
        #expect(glyph(lines, row: 5, column: 49) == "·")  // Sat Nov 8, today: nothing yet
        #expect(glyph(lines, row: 6, column: 49) == " ")  // Sun Nov 9: the future
        #expect(glyph(lines, row: 5, column: 47) == "░")  // Sat Oct 25: 1 of 3
        #expect(glyph(lines, row: 1, column: 46) == " ")  // Tue Oct 14: before the first habit
        #expect(glyph(lines, row: 2, column: 46) == "·")  // Wed Oct 15: the first day, nothing done
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test func theLegendNamesEveryLevel() {
        #expect(
            plain.render(calendar).hasSuffix(
                "  Less · ░ ▒ █ More   · missed   - not scheduled\n  blank: future, or before the first habit"))
    }

    @Test func twelveMonthsFitInEightyColumnsWhateverTheDay() {
        let walk = CalendarFixture.habit("Walk", start: "2022-01-01")
        var widest = 0
        for offset in 0..<400 {
            let today = CalendarFixture.day("2024-01-01").adding(days: offset)
            let history = History(habits: [walk], entries: [], today: today)
            let text = plain.render(StreakCalendar(history: history, months: 12))
            widest = max(widest, text.split(separator: "\n").map(CalendarFixture.columns).max()!)
            #expect(plain.bands(StreakCalendar(history: history, months: 12).grid).count == 1)
        }
        #expect(widest <= 80)
        #expect(widest >= 55)
    }

    @Test func twentyFourMonthsAreCutIntoBandsAtMonthBoundaries() {
        let long = StreakCalendar(history: fixture.history, months: 24)
        let bands = plain.bands(long.grid)
        #expect(bands.count == 2)
        #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == long.grid.columns.count)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(long.grid.monthLabels.map(\.column).contains(bands[1].lowerBound))
        let text = plain.render(long)
        #expect(text.split(separator: "\n").allSatisfy { CalendarFixture.columns($0) <= 80 })
        #expect(text.split(separator: "\n").filter { $0 == "M" || $0.hasPrefix("M ") }.count == 2)
    }

    @Test func trueColourAndTwoHundredFiftySixColoursUseThePalette() {
        let light = CalendarPalette.light.levelFills[3]
        let truecolor = TerminalCalendarRenderer(style: .color(.trueColor, .light)).render(calendar)
        #expect(truecolor.contains("\u{1B}[38;2;\(light.red);\(light.green);\(light.blue)m"))
        #expect(truecolor.contains("■"))
        #expect(!truecolor.contains("░"))
        let palette = TerminalCalendarRenderer(style: .color(.palette256, .dark)).render(calendar)
        #expect(palette.contains("\u{1B}[38;5;\(CalendarPalette.dark.levelFills[3].xterm256Index)m"))
        #expect(!palette.contains("38;2;"))
        #expect(palette.contains("\u{1B}[1m19 days\u{1B}[0m"))
    }

    @Test(arguments: [
        ([:], true, false, TerminalStyle.color(.palette256, .dark)),
        (["COLORTERM": "truecolor"], true, false, .color(.trueColor, .dark)),
        (["COLORTERM": "24bit", "COLORFGBG": "0;15"], true, false, .color(.trueColor, .light)),
        (["COLORTERM": "truecolor"], false, false, .plain),
        (["COLORTERM": "truecolor"], true, true, .plain),
        (["NO_COLOR": "1"], true, false, .plain),
        (["NO_COLOR": ""], true, false, .color(.palette256, .dark)),
        (["TERM": "dumb"], true, false, .plain),
    ])
    func colourNeedsATerminalAndNoOptOut(
        environment: [String: String], isTerminal: Bool, noColor: Bool,
        expected: TerminalStyle
    ) {
        #expect(
            TerminalStyle.detect(environment: environment, isTerminal: isTerminal, noColor: noColor, theme: .auto)
                == expected)
    }

    @Test(arguments: [(0xFFFFFF, 231), (0x000000, 16), (0x808080, 244), (0xFF0000, 196), (0x5FAF87, 72)])
    func coloursMapToTheNearestOfTheXtermPalette(hex: UInt32, index: Int) {
        #expect(CalendarColor(hex).xterm256Index == index)
    }

    @Test func anEmptyStoreSaysHowToStart() {
        let history = History(habits: [], entries: [], today: CalendarFixture.day("2025-11-08"))
        let text = plain.render(StreakCalendar(history: history, months: 12))
        #expect(text.hasPrefix("No streak yet\nLongest streak: 0 days"))
        #expect(text.hasSuffix("No habits yet: add one with 'ritual habit add NAME'."))
    }
}
