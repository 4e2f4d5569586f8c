import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct HabitRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Delete a habit and its whole history (archive keeps the history).")

    @Argument(help: "The habit, by name, unique prefix or id.")
    var habit: String

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation (for scripts).")
    var yes = false

    func run() throws {
        try reportingFailures {
            let store = try AppContext().openStore()
            let found = try HabitLookup.find(habit, in: store)
            if !yes {
                guard isatty(STDIN_FILENO) == 1 else {
                    throw CLIError.usage("Removing '\(found.name)' deletes its history; confirm with --yes.")
                }
                FileHandle.standardOutput.write(Data("Remove '\(found.name)' and all its logs? [y/N] ".utf8))
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                guard answer == "y" || answer == "yes" else {
                    Output.line("Kept '\(found.name)'.")
                    return
                }
            }
            try store.removeHabit(id: found.id)
            Output.line("Removed \(HabitRenderer.title(found)) and its history.")
        }
    }
}
