import ArgumentParser
import RitualistCore

struct HabitAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a habit.",
        discussion: """
            Examples:
              ritual habit add Meditate --emoji 🧘
              ritual habit add Water --target 8 --unit glasses
              ritual habit add Read --schedule mon,wed,fri --start 2025-11-01
              ritual habit add Run --schedule 3/week
            """)

    @Argument(help: "The habit's name (1 to 50 characters, unique).")
    var name: String

    @OptionGroup var options: HabitOptions

    @Flag(help: "Print the habit as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let context = try AppContext()
            var draft = HabitDraft(name: name, startDate: context.today)
            try options.apply(to: &draft, inferKind: true)
            let habit = try context.openStore().addHabit(draft, createdAt: context.now.instant)
            if json {
                Output.json(HabitRenderer.json(habit))
            } else {
                Output.line("Added \(HabitRenderer.title(habit)) (\(HabitRenderer.details(habit))).")
            }
        }
    }
}

struct HabitEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a habit's fields.")

    @Argument(help: "The habit, by name, unique prefix or id.")
    var habit: String

    @Option(help: "A new name.")
    var name: String?

    @OptionGroup var options: HabitOptions

    @Flag(help: "Print the habit as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let context = try AppContext()
            let store = try context.openStore()
            let existing = try HabitLookup.find(habit, in: store)
            let updated = try store.updateHabit(id: existing.id) { draft in
                if let name { draft.name = name }
                try options.apply(to: &draft, inferKind: false)
            }
            if json {
                Output.json(HabitRenderer.json(updated))
            } else {
                Output.line("Updated \(HabitRenderer.title(updated)) (\(HabitRenderer.details(updated))).")
            }
        }
    }
}
