import ArgumentParser
import RitualistApp
import RitualistConsole

struct HotkeysUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall", abstract: "Remove exactly what install wrote for the target.")

    @Option(help: "sxhkd, i3, sway, hyprland, hyprland-lua, gnome, kde, xbindkeys, skhd or hammerspoon.")
    var target: HotkeyTarget

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try HotkeyRequest(target: target, json: script.json).uninstall()
    }
}
