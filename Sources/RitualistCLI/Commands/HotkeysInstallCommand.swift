import ArgumentParser
import RitualistConsole

struct HotkeysInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write the hotkeys where the target reads them: a file of ours, or a block between markers.")

    @OptionGroup var options: HotkeyTargetOptions

    func run() throws {
        try options.request.install()
    }
}
