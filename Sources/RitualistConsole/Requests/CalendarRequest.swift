import Foundation
import IntentKit
import RitualistDesktop
import RitualistIntents

/// What `ritual calendar` is asked to draw: the streak calendar of the last `months`, of every habit or one, in a
/// format, to standard output or a file.
package struct CalendarRequest {
    package var months = 12
    package var habit: String?
    /// The format asked for; nil picks one from `output`'s extension, else ansi.
    package var format: CalendarFormat?
    package var output: String?
    package var theme: CalendarTheme = .auto
    package var color: ColorChoice = .auto

    package init(
        months: Int, habit: String?, format: CalendarFormat?, output: String?, theme: CalendarTheme,
        color: ColorChoice
    ) {
        self.months = months
        self.habit = habit
        self.format = format
        self.output = output
        self.theme = theme
        self.color = color
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            guard (1...24).contains(months) else {
                throw FrontEndError.usage("Invalid value '\(months)' for --months: expected a number from 1 to 24.")
            }
            let format = try CalendarFormat.chosen(format, output: output)
            let runtime = try Console.current.runtime()
            // Both reads are intents, run on one runner: the store is opened once, and only through them.
            let runner = runtime.makeRunner(for: ["ListHabits", "Streaks"])
            let only = try habit.map {
                try Intents.run("ListHabits", [("all", "true")], as: HabitsOutput.self, runner: runner).matching($0)
            }
            let history = try Intents.run("Streaks", as: StreaksOutput.self, runner: runner).history
            let calendar = StreakCalendar(history: history, months: months, habit: only)
            try write(format.render(calendar, theme: theme) { style(environment: runtime.environment) })
        }
    }

    /// The terminal's style, which only ansi asks for.
    private func style(environment: [String: String]) -> TerminalStyle {
        TerminalStyle.detect(
            environment: environment, isTerminal: output == nil && Console.current.isTerminal(.output),
            noColor: color == .never, force: color == .always, theme: theme)
    }

    private func write(_ text: String) throws(FrontEndError) {
        guard let output else { return Output.styled(text) }  // every renderer escapes the data it places
        guard let file = fopen(output, "w") else {
            throw .cannotWrite(path: output, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        guard fputs(text + "\n", file) >= 0 else {
            throw .cannotWrite(path: output, reason: String(cString: strerror(errno)))
        }
    }
}
