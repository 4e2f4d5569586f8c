import Foundation
import IntentKit
import RitualistDesktop
import RitualistIntents

/// What `ritual calendar` is asked to draw: the streak calendar of the last `months`, of every habit or one, in a
/// format, to standard output or a file.
package struct CalendarRequest {
    /// How many months; nil for 12, or as many as fit a terminal.
    package var months: Int?
    package var habit: String?
    /// Only the habits of this category.
    package var category: String?
    /// The format asked for; nil picks one from `output`'s extension, else ansi.
    package var format: CalendarFormat?
    package var output: String?
    package var theme: CalendarTheme = .auto
    package var color: ColorChoice = .auto

    package init(
        months: Int?, habit: String?, category: String? = nil, format: CalendarFormat?, output: String?,
        theme: CalendarTheme, color: ColorChoice
    ) {
        self.months = months
        self.habit = habit
        self.category = category
        self.format = format
        self.output = output
        self.theme = theme
        self.color = color
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            if let months, !(1...24).contains(months) {
                throw FrontEndError.monthsOutOfRange(months)
            }
            let format = try CalendarFormat.chosen(format, output: output)
            // In a narrow terminal, fewer months rather than lines that wrap.
            let width = output == nil && [.ansi, .text].contains(format) ? Console.current.width : nil
            let months = months ?? width.map { TerminalCalendarRenderer.months(fitting: $0) } ?? 12
            let runtime = try Console.current.runtime()
            // Both reads are intents, run on one runner: the store is opened once, and only through them.
            let runner = runtime.makeRunner(for: ["ListHabits", "Streaks"])
            let only = try habit.map {
                try Intents.run("ListHabits", [("all", "true")], as: HabitsOutput.self, runner: runner).matching($0)
            }
            let history = try Intents.run(
                "Streaks", [("category", category), ("months", String(months))], as: StreaksOutput.self, runner: runner
            ).history
            let calendar = StreakCalendar(history: history, months: months, habit: only)
            // Every renderer escapes the data it places.
            try OutputFile.write(
                format.render(calendar, theme: theme, width: width ?? 80) { style(environment: runtime.environment) },
                to: output, styled: true)
        }
    }

    /// The terminal's style, which only ansi asks for.
    private func style(environment: [String: String]) -> TerminalStyle {
        TerminalStyle.detect(
            environment: environment,
            isTerminal: OutputFile.isStandardOutput(output) && Console.current.isTerminal(.output),
            noColor: color == .never, force: color == .always, theme: theme)
    }
}
