/// KDE Plasma's global shortcuts for commands: a desktop file per binding in the folder kglobalacceld scans.
enum KDEShortcuts {
    static func fileName(_ binding: HotkeyBinding) -> String {
        "ritual-" + binding.chord.id + ".desktop"
    }
}
