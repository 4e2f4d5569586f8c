import IntentKit
import RitualistApp

/// What `ritual plugins` shows: every executable of the plugins folder, what it offers and what keeps it out.
package struct PluginsRequest {
    package let json: Bool

    package init(json: Bool) {
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let runtime = try Console.current.runtime()
            let entries = runtime.pluginFolder().entries
            if json { return Output.json(.array(entries.map(\.json))) }
            if entries.isEmpty { Output.line("No plugins in \(runtime.pluginsDirectory).") }
            for entry in entries {
                Output.line("\(entry.description?.name ?? "(not usable)")  \(entry.path)")
                for action in entry.description?.actions ?? [] {
                    Output.line("  \(action.name)  \(action.summary)")
                }
                for problem in entry.problems { Output.error("warning: \(entry.path): \(problem)") }
            }
        }
    }
}
