import ArgumentParser
import RitualistConsole

/// Its words are declared once, in `ListRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension ListCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the intents: names, summaries, parameters with types and defaults.")

    func run() throws {
        try request.run()
    }
}
