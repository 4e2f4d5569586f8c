import Foundation
import IntentKit
import RitualistApp

/// What `ritual calendar` is asked to draw: the streak calendar of the last `months`, of every habit or one, in a
/// format, to standard output or a file.
package struct CalendarRequest: Equatable, CommandRequest {
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

    package init() {}

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
                "Streaks",
                [("habit", only?.id.text), ("category", category), ("overall", "true"), ("months", String(months))],
                as: StreaksOutput.self, runner: runner
            ).history
            let calendar = StreakCalendar(
                history: history, months: months, habit: only, namingHabits: format.namesHabits)
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

extension CalendarRequest {
    /// The one line `ritual calendar` is listed with.
    package static let abstract = "Show the streak calendar: a heatmap of the last months, with the streak above it."

    /// What `ritual calendar --help` says after its usage: the levels, the formats, and the JSON's shape.
    package static let discussion = """
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
        """
}

extension CalendarRequest {
    package static let words = CommandWords<CalendarRequest>(
        path: ["calendar"],
        .option(
            "months", Int.self,
            help:
                "How many months to show, ending with this one (1 to 24). Default: 12, or as many as fit the terminal."
        ) { $0.months = $1 },
        .option(
            "habit", String.self, help: "Only this habit (by name, unique prefix or id), with its own streak.",
            completion: .habitNames
        ) { $0.habit = $1 },
        .option("category", String.self, help: CommonWordHelp.category, valueName: "category", completion: .categories)
        {
            $0.category = $1
        },
        .option(
            "format", CalendarFormat.self,
            help: "ansi (colour on a terminal), text, svg, html or json. Default: from --output's extension, else ansi."
        ) { $0.format = $1 },
        .option(
            "output", String.self,
            help: "Write to this file instead of standard output ('-' for standard output).", valueName: "file"
        ) { $0.output = $1 },
        .option(
            "theme", default: CalendarTheme.auto,
            help: "The colours of svg, html and ansi: light, dark, or auto (follow the viewer's setting)."
        ) { $0.theme = $1 },
        .option(
            "color", default: ColorChoice.auto,
            help: "auto (colour on a terminal unless NO_COLOR is set), always (through a pipe too) or never."
        ) { $0.color = $1 },
        .flag(
            "no-color",
            help: "Glyphs instead of colours in the terminal (also when NO_COLOR is set or stdout is not a terminal)."
        ) { $0.color = .never },
        .flag("json", help: "Print the calendar as JSON (the same as --format json).") { $0.format = .json },
        .flag("strict", help: CommonWordHelp.strict) { _ in })
}
