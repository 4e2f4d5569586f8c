import ArgumentParser

struct HotkeysInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write the hotkeys where the target reads them: a file of ours, or a block between markers.")

    @OptionGroup var options: HotkeyTargetOptions

    func run() throws {
        try reportingFailures {
            let placement = HotkeyPlacement(target: options.target, environment: Console.current.environment)
            for line in try HotkeyInstaller(export: options.export(), placement: placement).install() {
                Output.line(line)
            }
        }
    }
}

struct HotkeysUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall", abstract: "Remove exactly what install wrote for the target.")

    @Option(help: "sxhkd, i3, sway, hyprland, gnome, kde, xbindkeys, skhd or hammerspoon.")
    var target: HotkeyTarget

    func run() throws {
        try reportingFailures {
            let placement = HotkeyPlacement(target: target, environment: Console.current.environment)
            let export = HotkeyExport(target: target, bindings: [], executable: "/")
            for line in try HotkeyInstaller(export: export, placement: placement).uninstall() { Output.line(line) }
        }
    }
}
