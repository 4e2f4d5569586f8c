import ArgumentParser
import RitualistDesktop
import RitualistIntents

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
        try reportingFailures {
            if let name, let habit, name != habit {
                throw CLIError.usage("Two habits given, '\(name)' and '\(habit)': expected one.")
            }
            let output = try Intents.run(
                "Streaks", [("habit", name ?? habit), ("category", category)], as: StreaksOutput.self)
            if json {
                Output.json(output.json)
            } else {
                Output.line(StreakRenderer.text(output, width: Console.current.width))
            }
        }
    }
}
