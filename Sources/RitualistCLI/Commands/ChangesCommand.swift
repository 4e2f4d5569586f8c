import ArgumentParser
import RitualistConsole
import RitualistIntents

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

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try Intents.show("Changes", [("habit", habit), ("since", since)], as: ChangesOutput.self, json: script.json)
    }
}
