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

    @Option(help: "Only this habit (by name, unique prefix or id).", completion: .habitNames)
    var habit: String?

    @Flag(help: "Print the streaks as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let output = try Intents.run("Streaks", [("habit", habit)], as: StreaksOutput.self)
            if json {
                Output.json(output.json)
            } else {
                Output.line(StreakRenderer.text(output))
            }
        }
    }
}
