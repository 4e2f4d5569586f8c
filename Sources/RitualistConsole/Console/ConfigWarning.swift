import RitualistApp

/// One line on stderr, after a command run by a person at a terminal, naming the sections of config.yaml that
/// have errors: what reads those sections stops, everything else runs, and the problem is not left unseen. A status
/// bar's command (stderr not a terminal) prints nothing more; `ritual check` lists the errors themselves.
package enum ConfigWarning {
    /// Commands that say nothing of config.yaml: `check` reports its errors in full; help, completion and
    /// `--version` read no home.
    package static let quiet: Set = ["check", "help", "tour"]

    package static func show(after arguments: [String]) {
        let console = Console.current
        guard console.isTerminal(.error), let first = arguments.first, !first.hasPrefix("-"), !quiet.contains(first),
            !arguments.contains("--help"), let runtime = try? console.runtime()
        else { return }
        let sections: [String]
        do {
            sections = try RitualistSettings.read(path: runtime.paths.config).problems.keys.sorted()
        } catch {
            sections = [""]
        }
        guard !sections.isEmpty else { return }
        let named = sections.contains("") ? "" : " in " + sections.map { "'\($0)'" }.joinedText(separator: ", ")
        Output.error(
            "Warning: \(runtime.paths.config) has errors\(named): what uses \(sections.count == 1 ? "it" : "them") "
                + "does not run until they are fixed; 'ritual check' shows them.")
    }
}
