extension HotkeyExport {
    /// `super + alt + m`, then the command on a tab-indented line (sxhkd runs it with `$SHELL -c`).
    package func sxhkd(_ binding: HotkeyBinding) -> [String] {
        let names: [Chord.Modifier: String] = [.super: "super", .ctrl: "ctrl", .alt: "alt", .shift: "shift"]
        let keys = binding.chord.modifiers.compactMap { names[$0] } + [HotkeyKeyNames.keysym(binding.chord.key)]
        return [keys.joinedText(separator: " + "), "\t" + shellCommand(binding)]
    }

    /// i3 has no Alt or Super names, only Mod1 and Mod4; sway reads the same and skips key repeats.
    package func i3(_ binding: HotkeyBinding) -> [String] {
        let names: [Chord.Modifier: String] = [.super: "Mod4", .ctrl: "Ctrl", .alt: "Mod1", .shift: "Shift"]
        let keys = binding.chord.modifiers.compactMap { names[$0] } + [HotkeyKeyNames.keysym(binding.chord.key)]
        let flags = target == .sway ? "--no-repeat " : ""
        return ["bindsym \(flags)\(keys.joinedText(separator: "+")) exec --no-startup-id " + shellCommand(binding)]
    }

    /// hyprlang: `bind = SUPER ALT, m, exec, COMMAND`.
    package func hyprland(_ binding: HotkeyBinding) -> [String] {
        let names: [Chord.Modifier: String] = [.super: "SUPER", .ctrl: "CTRL", .alt: "ALT", .shift: "SHIFT"]
        let modifiers = binding.chord.modifiers.compactMap { names[$0] }.joinedText(separator: " ")
        return ["bind = \(modifiers), \(HotkeyKeyNames.keysym(binding.chord.key)), exec, " + shellCommand(binding)]
    }

    /// Hyprland's Lua: `hl.bind("SUPER + ALT + m", hl.dsp.exec_cmd("COMMAND"), {description = "…"})`.
    func hyprlandLua(_ binding: HotkeyBinding) -> [String] {
        let names: [Chord.Modifier: String] = [.super: "SUPER", .ctrl: "CTRL", .alt: "ALT", .shift: "SHIFT"]
        let keys = binding.chord.modifiers.compactMap { names[$0] } + [HotkeyKeyNames.keysym(binding.chord.key)]
        let command = HotkeyQuoting.lua(shellCommand(binding))
        let description = HotkeyQuoting.lua("Ritual: " + binding.summary)
        return [
            "hl.bind(\(HotkeyQuoting.lua(keys.joinedText(separator: " + "))), hl.dsp.exec_cmd(\(command)), "
                + "{description = \(description)})"
        ]
    }

    /// The command in double quotes, then the keys on the next line.
    package func xbindkeys(_ binding: HotkeyBinding) -> [String] {
        let names: [Chord.Modifier: String] = [.super: "Mod4", .ctrl: "Control", .alt: "Mod1", .shift: "Shift"]
        let modifiers = binding.chord.modifiers.compactMap { names[$0] }.joinedText(separator: "+")
        let key = HotkeyKeyNames.keysym(binding.chord.key)
        return ["\"" + shellCommand(binding) + "\"", "    " + (modifiers.isEmpty ? key : modifiers + " + " + key)]
    }

    /// A `dconf load` section for one custom keybinding at `…/custom-keybindings/ritual-ID/`, in GVariant text
    /// (install also merges the path into the list, keeping the user's own bindings).
    package func gnome(_ binding: HotkeyBinding) -> [String] {
        [
            "[custom-keybindings/ritual-" + binding.chord.id + "]",
            "name=" + HotkeyQuoting.gvariant("Ritual: " + binding.summary),
            "command=" + HotkeyQuoting.gvariant(GnomeKeybindings.command(self, binding)),
            "binding=" + HotkeyQuoting.gvariant(GnomeKeybindings.accelerator(binding.chord)),
        ]
    }

    /// A kglobalaccel desktop file, `ritual-ID.desktop`, with its default shortcut.
    package func kde(_ binding: HotkeyBinding) -> [String]? {
        let names: [Chord.Modifier: String] = [.super: "Meta", .ctrl: "Ctrl", .alt: "Alt", .shift: "Shift"]
        // A comma separates shortcuts in X-KDE-Shortcuts.
        guard let key = HotkeyKeyNames.qt(binding.chord.key), key != "," else { return nil }
        let shortcut = (binding.chord.modifiers.compactMap { names[$0] } + [key]).joinedText(separator: "+")
        return [
            "# file: " + KDEShortcuts.fileName(binding),
            "[Desktop Entry]",
            "Type=Application",
            "Name=" + HotkeyQuoting.desktopValue("Ritual: " + binding.summary),
            // The key file's own escapes are read first: a backslash of the quoting is written twice.
            "Exec="
                + HotkeyQuoting.desktopValue(
                    arguments(binding).map(HotkeyQuoting.desktopExec).joinedText(separator: " ")),
            "NoDisplay=true",
            "StartupNotify=false",
            "X-KDE-GlobalAccel-CommandShortcut=true",
            "X-KDE-Shortcuts=" + shortcut,
        ]
    }
}
