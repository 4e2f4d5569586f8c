import ArgumentParser
import RitualistConsole

/// Its words are declared once, in `StreakRequest.words`: the rest of this type, a property per word and the
/// request they make, is generated from the table at build time (`Plugins/CommandArguments`).
extension StreakCommand {
    static let configuration = CommandConfiguration(
        commandName: "streak",
        abstract: "Show the overall streak and each habit's: current, longest, since when, and at risk.",
        discussion: """
            The Streaks intent. A day counts for the overall streak when enough of its habits are done: set \
            streak.threshold in config.yaml to any (the default), half, all, or a percentage. Today not done \
            yet does not break a streak; it is marked at risk.
            """)

    func run() throws {
        try request.run()
    }
}
