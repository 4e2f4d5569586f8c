import ArgumentParser
import RitualistApp
import RitualistConsole
import RitualistCore

/// Its words are declared once, in `StatusRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension StatusCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the widget: the selected day's habits, what is done and what remains (the DayStatus intent).",
        discussion: """
            --format prints the widget for a status bar: waybar (JSON, Pango), polybar, i3blocks, i3status-rs \
            (JSON), xbar (also SwiftBar and Argos), plain (one line) or json (DayStatus's result). With --follow \
            it keeps running and prints again whenever the habits change or the day rolls over.
            """)

    func run() throws {
        try request.run()
    }
}
