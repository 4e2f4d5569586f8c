import ArgumentParser

/// The `ritual` program as a function: arguments and a console in, an exit code out.
///
/// The executable calls it with the process's console; tests call it with one that captures what is printed,
/// so commands run in process.
public enum RitualCLI {
    public static func main(_ arguments: [String], console: Console = .process) -> Int32 {
        Console.$current.withValue(console) {
            do {
                var command = try RitualCommand.parseAsRoot(arguments)
                try command.run()
                return 0
            } catch {
                let code = RitualCommand.exitCode(for: error)
                let message = RitualCommand.fullMessage(for: error)
                if !message.isEmpty {
                    if code == .success { Output.line(message) } else { Output.error(message) }
                }
                return code.rawValue
            }
        }
    }
}
