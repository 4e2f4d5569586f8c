import ArgumentParser
import RitualistConsole
import RitualistDesktop

struct HotkeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hotkeys",
        abstract: "List the hotkeys of config.yaml and write them for a hotkey daemon or desktop.",
        discussion: """
            Declare them in config.yaml: hotkeys: [{keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}]. \
            Every generated binding runs 'ritual hotkeys fire ID' by absolute path; the intent and its parameters \
            stay in config.yaml, so no name needs quoting for the target. Targets: sxhkd, i3, sway, hyprland, \
            hyprland-lua, gnome, kde, xbindkeys, skhd, hammerspoon.
            """,
        subcommands: [
            HotkeysListCommand.self, HotkeysExportCommand.self, HotkeysInstallCommand.self,
            HotkeysUninstallCommand.self, HotkeysFireCommand.self,
        ])
}

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
