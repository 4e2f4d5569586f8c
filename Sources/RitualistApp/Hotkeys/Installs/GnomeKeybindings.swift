/// GNOME's custom keybindings: where ours live in GSettings, and the accelerator syntax.
enum GnomeKeybindings {
    static let schema = "org.gnome.settings-daemon.plugins.media-keys"
    static let dconfFolder = "/org/gnome/settings-daemon/plugins/media-keys/"
    package static let base = dconfFolder + "custom-keybindings/"

    /// `…/custom-keybindings/ritual-super-alt-m/`: ours by name, so install and uninstall find them again.
    package static func path(_ binding: HotkeyBinding) -> String {
        base + "ritual-" + binding.chord.id + "/"
    }

    /// The command g-s-d splits like a desktop entry's Exec (no shell): the path in double quotes if needed.
    package static func command(_ export: HotkeyExport, _ binding: HotkeyBinding) -> String {
        export.arguments(binding).map(HotkeyQuoting.desktopExec).joinedText(separator: " ")
    }

    /// `<Super><Alt>m`.
    static func accelerator(_ chord: Chord) -> String {
        let names: [Chord.Modifier: String] = [.super: "<Super>", .ctrl: "<Control>", .alt: "<Alt>", .shift: "<Shift>"]
        return chord.modifiers.compactMap { names[$0] }.joined() + HotkeyKeyNames.keysym(chord.key)
    }
}
