import ArgumentParser
import RitualistConsole
import RitualistCore
import RitualistDesktop

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the widget: the selected day's habits, what is done and what remains (the DayStatus intent).",
        discussion: """
            --format prints the widget for a status bar: waybar (JSON, Pango), polybar, i3blocks, i3status-rs \
            (JSON), xbar (also SwiftBar and Argos), plain (one line) or json (DayStatus's result). With --follow \
            it keeps running and prints again whenever the habits change or the day rolls over.
            """)

    @Option(
        name: StatusRequest.Words.date.name,
        help: ArgumentHelp(
            "The day to show (YYYY-MM-DD, today, yesterday, selected); the selected day by default.",
            valueName: "date"))
    var date: String?

    @Option(name: StatusRequest.Words.size.name, help: "Show only what a small, medium or large widget shows.")
    var size: WidgetSize?

    @Option(name: StatusRequest.Words.category.name, help: CategoryHelp.option, completion: .categories)
    var category: String?

    @Option(
        name: StatusRequest.Words.format.name,
        help: "The output: text, plain, json, waybar, polybar, i3blocks, i3status-rs or xbar.")
    var format: BarFormat = .text

    @Flag(name: StatusRequest.Words.json.name, help: "Print the view as JSON (the same as --format json).")
    var json = false

    @Flag(name: StatusRequest.Words.strict.name, help: ScriptOptions.strictHelp)
    var strict = false

    @Flag(
        name: StatusRequest.Words.follow.name,
        help: "Keep running; print again within a second of every change, and at midnight.")
    var follow = false

    /// What these words ask for; `StatusRequest(plainWords:)` reads the same from the plain shapes a bar uses.
    var request: StatusRequest {
        StatusRequest(date: date, size: size, category: category, format: format, json: json, follow: follow)
    }

    func run() throws {
        try request.run()
    }
}
