import ArgumentParser
import IntentKit
import RitualistCore
import RitualistIntents

struct StreakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "streak",
        abstract: "Show the overall streak and each habit's: current, longest, since when, and at risk.",
        discussion: """
            A day counts for the overall streak when enough of its habits are done: set streak.threshold in \
            config.yaml to any (the default), half, all, or a percentage. Today not done yet does not break a \
            streak; it is marked at risk.
            """)

    @Option(help: "Only this habit (by name, unique prefix or id).")
    var habit: String?

    @Flag(help: "Print the streaks as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let context = try AppContext()
            let store = try context.openStore()
            let only = try habit.map { try HabitLookup.find($0, in: store) }
            let history = try HistoryQuery.history(store: store, today: context.today, settings: context.settings())
            let habits = only.map { [$0] } ?? history.habits.filter(\.isActive)
            let rows = habits.map { ($0, history.streak(for: $0.id)) }
            let overall = history.overallStreak()
            if json {
                Output.json(StreakRenderer.json(overall: overall, habits: rows))
            } else {
                Output.line(StreakRenderer.text(overall: only == nil ? overall : nil, habits: rows))
            }
        }
    }
}
