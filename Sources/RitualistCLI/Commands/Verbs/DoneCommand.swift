import ArgumentParser
import RitualistIntents

struct DoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark a habit done for a day (the CompleteHabit intent).",
        discussion: """
            Strict, as every command a person types: a refusal is printed with its exit code. Examples:
              ritual done Meditate
              ritual done Meditate --date yesterday
            """)

    @OptionGroup var target: DayOfHabitOptions

    func run() throws {
        try reportingFailures {
            let parameters = [("habit", target.habit), ("date", target.date)]
            Output.line(try Intents.run("CompleteHabit", parameters, as: LogOutput.self).text)
        }
    }
}
