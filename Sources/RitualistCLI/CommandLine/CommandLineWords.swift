import IntentKit

/// What the command line understands before the parser sees it: help asked for in more than one word order,
/// an intent's own help, and a close subcommand for a mistyped one.
enum CommandLineWords {
    /// `ritual habit help add` as `ritual help habit add`, the order the parser knows.
    static func normalized(_ arguments: [String]) -> [String] {
        // Without the word, nothing to reorder: the command tree, which every run would build for it, is not
        // looked at.
        guard arguments.contains("help") else { return arguments }
        let path = CommandPath(arguments)
        guard !path.names.isEmpty, path.rest.first == "help" else { return arguments }
        return ["help"] + path.names + path.rest.dropFirst()
    }

    /// The intent `ritual run INTENT --help` or `ritual help INTENT` asks about, if it is one.
    static func intentAskedAbout(_ arguments: [String]) -> String? {
        let asksHelp = arguments.contains("--help") || arguments.contains("-h")
        switch arguments.first {
        case "run" where asksHelp: return arguments.dropFirst().first { !$0.hasPrefix("-") }
        case "help" where arguments.count == 2: return arguments[1]
        default: return nil
        }
    }

    /// "Did you mean 'status'?" for a mistyped subcommand, or nil when the words name no close one.
    static func subcommandSuggestion(_ arguments: [String]) -> (word: String, suggestion: String)? {
        let path = CommandPath(arguments)
        let names = CommandPath.subcommandNames(of: path.command)
        guard let word = path.rest.first, !word.hasPrefix("-"), !names.isEmpty,
            let close = Suggestion.closest(to: word, in: names + ["help"])
        else { return nil }
        return (word, close)
    }
}
