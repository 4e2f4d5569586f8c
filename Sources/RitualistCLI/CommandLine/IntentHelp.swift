import IntentKit
import RitualistApp
import RitualistConsole

/// `ritual run INTENT --help` and `ritual help INTENT`: the intent's own help, as `describe` shows it, with
/// its examples.
enum IntentHelp {
    /// What `ritual help WORD` or `ritual run WORD --help` prints and its exit code, or nil when WORD names a
    /// subcommand (the parser's help answers) or nothing is asked.
    static func answer(for arguments: [String]) -> (text: String, status: Int32)? {
        guard let name = CommandLineWords.intentAskedAbout(arguments), CommandPath([name]).names.isEmpty,
            let catalog = (try? Console.current.runtime())?.makeRunner().catalog
        else { return nil }
        guard let declaration = catalog.declaration(named: name) else {
            guard arguments.first == "help" else { return nil }
            let names = CommandPath.subcommandNames(of: RitualCommand.self) + catalog.names
            let text =
                "Error: No command or intent named '\(name)'." + Suggestion.hint(for: name, in: names)
                + " Run 'ritual --help' for the commands, 'ritual list' for the intents."
            return (text, FailureCategory.usage.exitCode)
        }
        var text = CatalogRenderer.describe(declaration)
        if arguments.first == "run" { text += "\n\nThe options of 'ritual run' itself: ritual help run." }
        return (text, 0)
    }
}
