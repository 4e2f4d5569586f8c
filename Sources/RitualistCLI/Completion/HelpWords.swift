/// What `ritual help` completes: the commands, and after a command that has subcommands, those.
enum HelpWords {
    /// The words typed after `help` so far (`""`, `habit`), each with the words that may follow them.
    static var all: [(path: String, names: [String])] {
        let root = CommandPath.subcommandNames(of: RitualCommand.self)
        let nested = RitualCommand.configuration.subcommands.compactMap { command -> (path: String, names: [String])? in
            let names = CommandPath.subcommandNames(of: command)
            guard let name = command.configuration.commandName, !names.isEmpty else { return nil }
            return (name, names)
        }
        return [(path: "", names: root)] + nested
    }
}
