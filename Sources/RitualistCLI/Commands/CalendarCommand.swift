import ArgumentParser
import RitualistConsole
import RitualistDesktop

struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: CalendarRequest.abstract, discussion: CalendarRequest.discussion)

    @Option(
        name: CalendarRequest.Words.months.name,
        help: "How many months to show, ending with this one (1 to 24). Default: 12, or as many as fit the terminal.")
    var months: Int?

    @Option(
        name: CalendarRequest.Words.habit.name,
        help: "Only this habit (by name, unique prefix or id), with its own streak.", completion: .habitNames)
    var habit: String?

    @Option(name: CalendarRequest.Words.category.name, help: CategoryHelp.option, completion: .categories)
    var category: String?

    @Option(
        name: CalendarRequest.Words.format.name,
        help: "ansi (colour on a terminal), text, svg, html or json. Default: from --output's extension, else ansi.")
    var format: CalendarFormat?

    @Option(
        name: CalendarRequest.Words.output.name,
        help: ArgumentHelp(
            "Write to this file instead of standard output ('-' for standard output).", valueName: "file"))
    var output: String?

    @Option(
        name: CalendarRequest.Words.theme.name,
        help: "The colours of svg, html and ansi: light, dark, or auto (follow the viewer's setting).")
    var theme: CalendarTheme = .auto

    @Flag(
        name: CalendarRequest.Words.noColor.name,
        help: "Glyphs instead of colours in the terminal (also when NO_COLOR is set or stdout is not a terminal).")
    var noColor = false

    @Option(
        name: CalendarRequest.Words.color.name,
        help: "auto (colour on a terminal unless NO_COLOR is set), always (through a pipe too) or never.")
    var color: ColorChoice = .auto

    @Flag(name: CalendarRequest.Words.json.name, help: "Print the calendar as JSON (the same as --format json).")
    var json = false

    @Flag(name: CalendarRequest.Words.strict.name, help: ScriptOptions.strictHelp)
    var strict = false

    /// What these words ask for; `CalendarRequest(plainWords:)` reads the same from the plain shapes.
    var request: CalendarRequest {
        CalendarRequest(
            months: months, habit: habit, category: category, format: json ? .json : format, output: output,
            theme: theme, color: ColorChoice.resolved(color, noColor: noColor))
    }

    func run() throws {
        try request.run()
    }
}
