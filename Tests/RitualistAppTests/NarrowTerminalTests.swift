import RitualistCore
import Testing

@testable import RitualistApp

/// Narrow terminals: the calendar and the streaks fit the width they are given, down to 40 columns, and a day
/// nothing was due looks different from a missed one.
@Suite struct NarrowTerminalTests {
    let fixture = CalendarFixture.threeHabits()

    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { Text.width(String($0)) }.max() ?? 0
    }

    @Test(arguments: [40, 45, 52, 60, 80])
    func narrowTerminalsTheCalendarNeverWiderThanTheTerminal(width: Int) {
        let months = TerminalCalendarRenderer.months(fitting: width)
        let calendar = StreakCalendar(history: fixture.history, months: months)
        let text = TerminalCalendarRenderer(style: .plain, width: width).render(calendar)
        #expect(Self.widest(text) <= width)
        // One band: the months chosen fit beside the labels.
        #expect(text.components(separatedBy: "\nM ").count == 2)
    }

    @Test(arguments: [(40, 7), (60, 11), (80, 12), (200, 12)])
    func narrowTerminalsShowFewerMonths(width: Int, months: Int) {
        #expect(TerminalCalendarRenderer.months(fitting: width) == months)
    }

    @Test func narrowTerminalsTheLegendTakesMoreLinesInstead() {
        let calendar = StreakCalendar(history: fixture.history, months: 7)
        let text = TerminalCalendarRenderer(style: .plain, width: 40).render(calendar)
        #expect(
            text.hasSuffix(
                "  Less · ░ ▒ █ More   · missed\n  - not scheduled\n  blank: future, before habits"))
    }

    /// Read (Mondays only) has every other day unscheduled; Monday Nov 3 missed.
    @Test(arguments: [TerminalStyle.plain, .color(.trueColor, .light)])
    func anUnscheduledDayLooksDifferentFromAMissedOne(style: TerminalStyle) throws {
        let read = CalendarFixture.habit("Read", start: "2025-11-03")
        let mondays = Habit(
            id: read.id, name: "Read", schedule: .daysOfWeek([.monday]), startDate: read.startDate)
        let history = CalendarFixture.history(today: "2025-11-08", habits: [mondays], done: [])
        let text = TerminalCalendarRenderer(style: style).render(StreakCalendar(history: history, months: 1))
        let plainText = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let lines = plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let monday = try #require(lines.first { $0.hasPrefix("M ") })
        let tuesday = try #require(lines.first { $0.hasPrefix("M ") }.flatMap { lines.firstIndex(of: $0) })
        #expect(monday.hasSuffix("·"))  // Mon Nov 3: due, missed
        #expect(lines[tuesday + 1].hasSuffix("-"))  // Tue Nov 4: not due
        #expect(plainText.contains("· missed   - not scheduled"))
    }
}
