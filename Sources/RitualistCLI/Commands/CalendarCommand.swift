import ArgumentParser
import Foundation
import IntentKit
import RitualistDesktop
import RitualistIntents

struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Show the streak calendar: a heatmap of the last months, with the streak above it.",
        discussion: """
            Weeks are columns, Monday on top, the current week at the right. A day is empty (0 %), light \
            (1 to 49 %), medium (50 to 99 %) or full (100 %) by the share of its habits done; days in the future or \
            before the first habit have no level (blank in a terminal); in a terminal a day nothing was due is '-', \
            not the missed day's '·', and the calendar fits the terminal's width (fewer months when --months is \
            not given). svg and html have a light and a dark \
            theme and describe every day for screen readers; in html, click a day (or move with the arrow keys) \
            to see the habits done. \
            --format json prints {"months", "habit" (null for all habits), "from" (the first of the oldest \
            month), "to" (the last day of the current week), "streak": {"current", "longest", "start", \
            "atRisk", "unit"}, "days": [...]}, one object per day, oldest first: {"date", "percentage", \
            "level" (0 empty, 1 light, 2 medium, 3 full), "scheduled", "completed" (the names of the habits \
            done), "description"}; percentage and level are null for days with no level.
            """)

    @Option(
        help: "How many months to show, ending with this one (1 to 24). Default: 12, or as many as fit the terminal.")
    var months: Int?

    @Option(
        help: "Only this habit (by name, unique prefix or id), with its own streak.", completion: .habitNames)
    var habit: String?

    @Option(help: CategoryHelp.option)
    var category: String?

    @Option(
        help: "ansi (colour on a terminal), text, svg, html or json. Default: from --output's extension, else ansi.")
    var format: CalendarFormat?

    @Option(
        help: ArgumentHelp(
            "Write to this file instead of standard output ('-' for standard output).", valueName: "file"))
    var output: String?

    @Option(help: "The colours of svg, html and ansi: light, dark, or auto (follow the viewer's setting).")
    var theme: CalendarTheme = .auto

    @Flag(help: "Glyphs instead of colours in the terminal (also when NO_COLOR is set or stdout is not a terminal).")
    var noColor = false

    @Option(help: "auto (colour on a terminal unless NO_COLOR is set), always (through a pipe too) or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Print the calendar as JSON (the same as --format json).")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try reportingFailures {
            if let months, !(1...24).contains(months) {
                throw CLIError.usage("Invalid value '\(months)' for --months: expected a number from 1 to 24.")
            }
            let format = json ? .json : try CalendarFormat.chosen(format, output: output)
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
                "Streaks", [("category", category)], as: StreaksOutput.self, runner: runner
            ).history
            let calendar = StreakCalendar(history: history, months: months, habit: only)
            try write(
                format.render(calendar, theme: theme, width: width ?? 80) { style(environment: runtime.environment) })
        }
    }

    /// The terminal's style, which only ansi asks for.
    private func style(environment: [String: String]) -> TerminalStyle {
        let choice = ColorChoice.resolved(color, noColor: noColor)
        return TerminalStyle.detect(
            environment: environment,
            isTerminal: OutputFile.isStandardOutput(output) && Console.current.isTerminal(.output),
            noColor: choice == .never, force: choice == .always, theme: theme)
    }

    private func write(_ text: String) throws {
        try OutputFile.write(text, to: output, styled: true)  // every renderer escapes the data it places
    }
}

extension CalendarFormat: ExpressibleByArgument {}
extension CalendarTheme: ExpressibleByArgument {}
