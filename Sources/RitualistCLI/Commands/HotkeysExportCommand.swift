import ArgumentParser
import RitualistConsole

struct HotkeysExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print the hotkeys in a target's own configuration syntax.")

    @OptionGroup var options: HotkeyTargetOptions

    func run() throws {
        try options.request.export()
    }
}
