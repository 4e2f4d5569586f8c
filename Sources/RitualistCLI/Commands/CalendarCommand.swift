import ArgumentParser
import RitualistConsole
import RitualistDesktop

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
        try CalendarRequest(
            months: months, habit: habit, category: category, format: json ? .json : format, output: output,
            theme: theme,
            color: ColorChoice.resolved(color, noColor: noColor)
        ).run()
    }
}
