import Foundation
import IntentKitTesting

/// A home with hotkeys in config.yaml, one of them for a habit whose name holds what configuration formats
/// treat specially: both quotes, `$`, `;`, `#`, `%`, braces and an emoji.
struct HotkeyHome {
    static let hostile = #"Say "hi" it's $HOME; #1 {a,b} 100% 🧘"#
    static let config = #"""
        hotkeys:
          - keys: super+alt+m
            run: CompleteHabit
            with: {habit: 'Say "hi" it''s $HOME; #1 {a,b} 100% 🧘'}
          - keys: ctrl+shift+F5
            run: NextDay
          - keys: super+bracketleft
            run: PreviousDay
          - {keys: Alt+Return, run: LogHabitValue, with: {habit: Water, value: "2"}}

        """#

    var ritual = Ritual()

    /// With `defaultHome`, no `RITUALIST_HOME`: the files in the XDG folders under the home as `HOME`, as most
    /// people have them, so the exports name no home.
    init(executable: String = "/opt/my tools/ritual", config: String = HotkeyHome.config, defaultHome: Bool = false)
        throws
    {
        ritual.extra["RITUALIST_EXECUTABLE"] = executable
        if defaultHome { ritual.extra["RITUALIST_HOME"] = "" }
        _ = try ritual.home.write(defaultHome ? ".config/ritualist/config.yaml" : "config.yaml", config)
        ritual("habit", "add", Self.hostile, "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--start", "2025-11-01")
    }

    /// The golden file of a target's export, kept in `Examples/hotkeys/` where it also shows what each looks like.
    static func golden(_ target: String, file: StaticString = #filePath) -> URL {
        let names = [
            "sxhkd": "sxhkdrc", "i3": "i3.conf", "sway": "sway.conf", "hyprland": "hyprland.conf",
            "hyprland-lua": "hyprland.lua",
            "gnome": "gnome.dconf", "kde": "kde-shortcuts.txt", "xbindkeys": "xbindkeysrc", "skhd": "skhdrc",
            "hammerspoon": "hammerspoon.lua",
        ]
        return URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/hotkeys/" + (names[target] ?? target))
    }
}
