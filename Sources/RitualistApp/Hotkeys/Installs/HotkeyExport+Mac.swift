extension HotkeyExport {
    /// `cmd + alt - m : COMMAND` (skhd runs it with `$SHELL -c`).
    package func skhd(_ binding: HotkeyBinding) -> [String]? {
        let names: [Chord.Modifier: String] = [.super: "cmd", .ctrl: "ctrl", .alt: "alt", .shift: "shift"]
        guard let key = HotkeyKeyNames.skhd(binding.chord.key) else { return nil }
        let modifiers = binding.chord.modifiers.compactMap { names[$0] }.joinedText(separator: " + ")
        return [(modifiers.isEmpty ? key : modifiers + " - " + key) + " : " + shellCommand(binding)]
    }

    /// `hs.hotkey.bind` running `ritual` through `hs.task` with an argv list: no shell at all.
    package func hammerspoon(_ binding: HotkeyBinding) -> [String]? {
        let names: [Chord.Modifier: String] = [.super: "cmd", .ctrl: "ctrl", .alt: "alt", .shift: "shift"]
        guard let key = HotkeyKeyNames.hammerspoon(binding.chord.key) else { return nil }
        let modifiers = binding.chord.modifiers.compactMap { names[$0] }.map(HotkeyQuoting.lua).joinedText(
            separator: ", ")
        let argv = arguments(binding)
        let rest = argv.dropFirst().map(HotkeyQuoting.lua).joinedText(separator: ", ")
        return [
            "hs.hotkey.bind({\(modifiers)}, \(HotkeyQuoting.lua(key)), function()",
            "    hs.task.new(\(HotkeyQuoting.lua(argv[0])), nil, {\(rest)}):start()",
            "end)",
        ]
    }
}
