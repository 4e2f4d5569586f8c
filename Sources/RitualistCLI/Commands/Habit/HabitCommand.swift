import ArgumentParser

struct HabitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habit",
        abstract: "Add, list, edit, archive and remove habits.",
        subcommands: [
            HabitAddCommand.self, HabitListCommand.self, HabitEditCommand.self, HabitArchiveCommand.self,
            HabitUnarchiveCommand.self, HabitRemoveCommand.self,
        ],
        defaultSubcommand: HabitListCommand.self)
}
