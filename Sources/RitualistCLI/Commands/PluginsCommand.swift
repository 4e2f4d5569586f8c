import ArgumentParser
import IntentKit
import RitualistIntents

struct PluginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List the external plugins: name, path, actions, and what keeps a plugin out.",
        discussion: "Every executable in the plugins folder of the config folder is a plugin; see docs/plugins.md.")

    @Flag(help: "Print the plugins as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try reportingFailures {
            let runtime = try Console.current.runtime()
            let entries = runtime.pluginFolder().entries
            if json {
                Output.json(.array(entries.map(Self.json)))
                return
            }
            if entries.isEmpty { Output.line("No plugins in \(runtime.pluginsDirectory).") }
            for entry in entries {
                let name = entry.description?.name ?? "(not usable)"
                Output.line("\(name)  \(entry.path)")
                for action in entry.description?.actions ?? [] {
                    Output.line("  \(action.name)  \(action.summary)")
                }
                for problem in entry.problems { Output.error("warning: \(entry.path): \(problem)") }
            }
        }
    }

    private static func json(_ entry: PluginFolder.Entry) -> JSONValue {
        let actions = (entry.description?.actions ?? []).map { action -> JSONValue in
            .object([
                ("name", .string(action.name)), ("summary", .string(action.summary)),
                ("parameters", .array(action.parameters.map { .string($0.name) })),
                ("result", .array(action.result.map(JSONValue.string))),
            ])
        }
        return .object([
            ("name", .optional(entry.description?.name)), ("path", .string(entry.path)), ("actions", .array(actions)),
            ("problems", .array(entry.problems.map(JSONValue.string))),
        ])
    }
}
