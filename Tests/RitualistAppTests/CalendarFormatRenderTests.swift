import Testing

@testable import RitualistApp

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

    /// A calendar built without the names of the habits done renders the same in every format that does not list
    /// them, and differently in those that do: the names are left out only where nothing shows them.
    @Test(arguments: CalendarFormat.allCases)
    func namesAreLeftOutOnlyWhereNoFormatShowsThem(_ format: CalendarFormat) {
        let history = CalendarFixture.threeHabits().history
        let named = StreakCalendar(history: history, months: 2)
        let unnamed = StreakCalendar(history: history, months: 2, namingHabits: false)
        #expect(named.days.contains { !$0.completedHabitNames.isEmpty })
        #expect(unnamed.days.allSatisfy { $0.completedHabitNames.isEmpty })
        #expect(named.days.map(\.completed) == unnamed.days.map(\.completed))
        let render = { (calendar: StreakCalendar) in
            format.render(calendar, theme: .dark) { .color(.trueColor, .light) }
        }
        #expect((render(named) == render(unnamed)) == !format.namesHabits)
    }
}
