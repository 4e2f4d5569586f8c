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

    @Option(
        name: StreakRequest.Words.habit.name, help: "Only this habit (the same as the argument).",
        completion: .habitNames)
    var habit: String?

    @Option(name: StreakRequest.Words.category.name, help: CategoryHelp.option, completion: .categories)
    var category: String?

    @Flag(name: StreakRequest.Words.json.name, help: "Print the streaks as JSON.")
    var json = false

    @Flag(name: StreakRequest.Words.strict.name, help: ScriptOptions.strictHelp)
    var strict = false

    /// What these words ask for; `StreakRequest(plainWords:)` reads the same from the plain shapes.
    var request: StreakRequest {
        StreakRequest(argument: name, option: habit, category: category, json: json)
    }

    func run() throws {
        try request.run()
    }
}
