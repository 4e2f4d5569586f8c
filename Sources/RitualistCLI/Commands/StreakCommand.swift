import ArgumentParser
import RitualistConsole

struct StreakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "streak",
        abstract: "Show the overall streak and each habit's: current, longest, since when, and at risk.",
        discussion: """
            The Streaks intent. A day counts for the overall streak when enough of its habits are done: set \
            streak.threshold in config.yaml to any (the default), half, all, or a percentage. Today not done \
            yet does not break a streak; it is marked at risk.
            """)

    @Argument(help: "Only this habit (by name, unique prefix or id).", completion: .habitNames)
    var name: String?

    @Option(help: "Only this habit (the same as the argument).", completion: .habitNames)
    var habit: String?

    @Option(help: CategoryHelp.option)
    var category: String?

    @Flag(help: "Print the streaks as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try StreakRequest(argument: name, option: habit, category: category, json: json).run()
    }
}
