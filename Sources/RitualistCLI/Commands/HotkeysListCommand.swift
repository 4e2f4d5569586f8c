import ArgumentParser
import RitualistApp
import RitualistConsole

struct HotkeysListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Show the hotkeys of config.yaml: chord, id and what each runs.")

    @Flag(help: "Print them as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try FailureReport.reporting {
            let bindings = try HotkeySettings.bindings()
            if json { Output.json(HotkeyList.json(bindings)) } else { Output.lines(HotkeyList.lines(bindings)) }
        }
    }
}
