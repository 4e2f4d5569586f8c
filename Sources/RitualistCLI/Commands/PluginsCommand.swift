import ArgumentParser
import RitualistConsole

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
        try PluginsRequest(json: json).run()
    }
}
