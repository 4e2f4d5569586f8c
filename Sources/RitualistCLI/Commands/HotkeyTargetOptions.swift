import ArgumentParser
import RitualistApp
import RitualistConsole

/// The options of the commands that write bindings.
struct HotkeyTargetOptions: ParsableArguments {
    @Option(help: "sxhkd, i3, sway, hyprland, hyprland-lua, gnome, kde, xbindkeys, skhd or hammerspoon.")
    var target: HotkeyTarget

    @Option(help: ArgumentHelp("The ritual program the bindings run (this one by default).", valueName: "path"))
    var bin: String?

    @Flag(help: "Fail on a hotkey the target has no name for the key of, instead of leaving it out with a warning.")
    var strict = false

    @Flag(help: ScriptOptions.jsonHelp)
    var json = false

    /// What these options ask for.
    var request: HotkeyRequest {
        HotkeyRequest(target: target, bin: bin, strict: strict, json: json)
    }
}
