import ArgumentParser

struct HotkeysExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print the hotkeys in a target's own configuration syntax.")

    @OptionGroup var options: HotkeyTargetOptions

    func run() throws {
        try reportingFailures {
            let lines = try options.export().lines()
            Output.line(lines.joined(separator: "\n"))
        }
    }
}
