import ArgumentParser
import RitualistConsole

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the intents: names, summaries, parameters with types and defaults.")

    @Flag(name: ListRequest.Words.json.name, help: "Print the catalog as JSON.")
    var json = false

    @Flag(name: ListRequest.Words.strict.name, help: ScriptOptions.strictHelp)
    var strict = false

    var request: ListRequest { ListRequest(json: json) }

    func run() throws {
        try request.run()
    }
}
