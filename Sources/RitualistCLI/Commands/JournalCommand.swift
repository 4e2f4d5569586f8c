import ArgumentParser
import RitualistConsole

struct JournalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Show the newest runs: what ran, with which parameters, how it ended.")

    @Option(name: .shortAndLong, help: "How many records to show.")
    var limit = 20

    @Flag(help: "Print the records as a JSON array.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1; got \(limit).") }
    }

    func run() throws {
        try JournalRequest(limit: limit, json: json).run()
    }
}
