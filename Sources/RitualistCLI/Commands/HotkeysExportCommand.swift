import ArgumentParser
import RitualistConsole

struct HotkeysExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print the hotkeys in a target's own configuration syntax.")

    @OptionGroup var options: HotkeyTargetOptions

    @Option(help: ArgumentHelp("Write to this file ('-', the default, for standard output).", valueName: "file"))
    var output: String?

    func run() throws {
        try options.request.export(to: output)
    }
}
