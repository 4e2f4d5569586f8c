import ArgumentParser
import RitualistCore
import RitualistIntents
import RitualistStore

struct SkipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip",
        abstract: "Mark a rest day for one habit or for all: neutral for streaks, out of the day's percentage.",
        discussion: """
            Examples:
              ritual skip                 every habit rests on the selected day
              ritual skip Run --date 2025-11-08
              ritual skip Run --undo      the day counts again
            """)

    @Argument(help: "The habit to rest (by name, unique prefix or id); every habit when left out.")
    var habit: String?

    @Option(help: ArgumentHelp("The day (YYYY-MM-DD); the selected day by default.", valueName: "date"))
    var date: String?

    @Flag(help: "Remove the rest day instead.")
    var undo = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let context = try AppContext()
            let store = try context.openStore()
            let target = try habit.map { try HabitLookup.find($0, in: store) }
            let day =
                try date.map { try HabitOptions.day($0, option: "--date") }
                ?? WidgetQuery.selectedDay(store: store, today: context.today)
            let rest = RestDay(habitID: target?.id, day: day)
            let changed = undo ? try store.removeRestDay(rest) : try store.addRestDay(rest)
            let output = RestDayOutput(habit: target, day: day, changed: changed, undo: undo)
            if json { Output.json(output.json) } else { Output.line(output.text) }
        }
    }
}
