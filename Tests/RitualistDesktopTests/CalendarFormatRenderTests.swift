import Testing

@testable import RitualistDesktop

/// Each calendar format is written by its own renderer; only ansi asks for the terminal's style, and uses it.
@Suite struct CalendarFormatRenderTests {
    let calendar = StreakCalendar(history: CalendarFixture.threeHabits().history, months: 2)

    @Test(arguments: CalendarFormat.allCases)
    func eachFormatIsWrittenByItsRenderer(_ format: CalendarFormat) {
        let theme = CalendarTheme.dark
        let expected =
            switch format {
            case .ansi: TerminalCalendarRenderer(style: .color(.trueColor, .light)).render(calendar)
            case .text: TerminalCalendarRenderer(style: .plain).render(calendar)
            case .svg: SVGCalendarRenderer(theme: theme).render(calendar)
            case .html: HTMLCalendarRenderer(theme: theme).render(calendar)
            case .json: JSONCalendarRenderer.render(calendar).serialized(pretty: true)
            }
        var asked = 0
        let rendered = format.render(calendar, theme: theme) {
            asked += 1
            return .color(.trueColor, .light)
        }
        #expect(rendered == expected)
        #expect(asked == (format == .ansi ? 1 : 0))
    }
}
