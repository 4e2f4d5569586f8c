import ArgumentParser

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
