import ArgumentParser
import RitualistApp
import RitualistConsole

struct TriggersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show each trigger: id, intent, when it runs next, and whether it is installed.",
        discussion: """
            Next times are computed with the pinned clock and zone (RITUALIST_NOW, TZ). --json prints [{"id", \
            "intent", "trigger", "kind", "next", "installed"}], next as ISO 8601 with the UTC offset, null for an \
            event trigger.
            """)

    @Option(help: "The scheduler whose installed units are looked for (as install chooses by default).")
    var target: TriggerTarget?

    @Flag(help: "Print them as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try TriggersRequest(target: target).list(json: json)
    }
}
