import ArgumentParser
import RitualistDesktop

struct HotkeysUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall", abstract: "Remove exactly what install wrote for the target.")

    @Option(help: "sxhkd, i3, sway, hyprland, hyprland-lua, gnome, kde, xbindkeys, skhd or hammerspoon.")
    var target: HotkeyTarget

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try reportingFailures {
            let placement = try HotkeyPlacement(target: target, environment: Console.current.environment)
            let export = HotkeyExport(target: target, bindings: [], executable: "/")
            for line in try HotkeyInstaller(export: export, placement: placement).uninstall() { Output.line(line) }
        }
    }
}
