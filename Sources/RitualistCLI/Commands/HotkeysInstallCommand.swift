import ArgumentParser
import RitualistDesktop

struct HotkeysInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write the hotkeys where the target reads them: a file of ours, or a block between markers.")

    @OptionGroup var options: HotkeyTargetOptions

    func run() throws {
        try reportingFailures {
            let placement = try HotkeyPlacement(target: options.target, environment: Console.current.environment)
            for line in try HotkeyInstaller(export: options.export(), placement: placement).install() {
                Output.line(line)
            }
        }
    }
}
