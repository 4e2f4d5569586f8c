import ArgumentParser

/// The subcommands an argument list names from the root (`habit add`), and what follows them.
struct CommandPath {
    /// The subcommands' names, outermost first.
    let names: [String]
    /// The command the names lead to.
    let command: any ParsableCommand.Type
    /// The arguments after the names.
    let rest: [String]

    init(_ arguments: [String], root: any ParsableCommand.Type = RitualCommand.self) {
        var names: [String] = []
        var command = root
        var rest = arguments[...]
        while let word = rest.first, let next = Self.subcommand(named: word, of: command) {
            names.append(word)
            command = next
            rest = rest.dropFirst()
        }
        self.names = names
        self.command = command
        self.rest = Array(rest)
    }

    /// The names `command`'s subcommands answer to.
    static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    private static func subcommand(
        named name: String, of command: any ParsableCommand.Type
    ) -> (any ParsableCommand.Type)? {
        command.configuration.subcommands.first { $0.configuration.commandName == name }
    }
}
