/// `ritual run INTENT --help` and `ritual help INTENT`: the intent's own help, as `describe` shows it, with
/// its examples.
enum IntentHelp {
    static func text(for arguments: [String]) -> String? {
        guard let name = CommandLineWords.intentAskedAbout(arguments),
            CommandPath([name]).names.isEmpty,
            let runtime = try? Console.current.runtime(),
            let declaration = runtime.makeRunner().catalog.declaration(named: name)
        else { return nil }
        var text = CatalogRenderer.describe(declaration)
        if arguments.first == "run" { text += "\n\nThe options of 'ritual run' itself: ritual help run." }
        return text
    }
}
