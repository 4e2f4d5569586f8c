import ArgumentParser
import RitualistApp
import RitualistConsole

struct ChangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List the change log, newest first: every change to habits, logs and rest days.",
        discussion: """
            The Changes intent. Each line is the local time of the change and what it did; --json prints every \
            entry whole (id, time, machine, kind, habit, data, reverses), as docs/store.md describes. Settings live \
            in config.yaml and are not in the change log. Examples:
              ritual changes --since yesterday
              ritual changes --habit Read --json
            """)

    @Option(
        help: ArgumentHelp(
            "Only changes made on this day or later (YYYY-MM-DD, today, yesterday); the day included.",
            valueName: "date"),
        completion: .dateWords)
    var since: String?

    @Option(help: "Only the changes of this habit (by name, unique prefix or id).", completion: .habitNames)
    var habit: String?

    @Option(
        name: .shortAndLong,
        help: "How many of the newest changes to show (20 when left out, every one since the day with --since).")
    var limit: Int?

    @OptionGroup var script: ScriptOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1; got \(limit).") }
    }

    func run() throws {
        let shown = limit ?? (since == nil ? 20 : nil)
        try Intents.show(
            "Changes", [("habit", habit), ("since", since), ("limit", shown.map(String.init))], as: ChangesOutput.self,
            json: script.json)
    }
}
