import ArgumentParser
import RitualistConsole

struct JournalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Show the newest runs first: what ran, with which parameters, how it ended.")

    @Option(name: .shortAndLong, help: "How many of the newest records to show.")
    var limit = 20

    @Flag(help: "Print the records as a JSON array: each line's UTC time, then its localTime with the offset.")
    var json = false

    @Flag(help: "Show only the runs a trigger started (a time, or an event after a change).")
    var trigger = false

    @Argument(help: ArgumentHelp("With --trigger: only the runs whose trigger contains this text.", valueName: "text"))
    var text: String?

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1; got \(limit).") }
        if let text, !trigger {
            throw ValidationError("'\(text)' is the text of --trigger; write 'ritual journal --trigger \(text)'.")
        }
    }

    func run() throws {
        try JournalRequest(limit: limit, json: json, triggered: trigger, text: text).run()
    }
}
