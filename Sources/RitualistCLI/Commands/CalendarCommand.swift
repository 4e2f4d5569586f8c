import ArgumentParser
import RitualistApp
import RitualistConsole

/// Its words are declared once, in `CalendarRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension CalendarCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: CalendarRequest.abstract, discussion: CalendarRequest.discussion)

    func run() throws {
        try request.run()
    }
}
