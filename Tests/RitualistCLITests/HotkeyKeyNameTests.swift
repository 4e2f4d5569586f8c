import Foundation
import RitualistApp
import Testing

/// Every key ritual accepts is written with each target's real name: the X keysym (sxhkd, i3, sway, xbindkeys,
/// Hyprland, GNOME), Qt's text (KDE), skhd's keyword, Hammerspoon's `hs.keycodes.map` name; nil where the target
/// has none.
@Suite struct HotkeyKeyNameTests {
    /// (the key as written, X keysym, Qt, skhd, Hammerspoon).
    static let table: [(String, String, String?, String?, String?)] = [
        ("space", "space", "Space", "space", "space"), ("enter", "Return", "Return", "return", "return"),
        ("tab", "Tab", "Tab", "tab", "tab"), ("escape", "Escape", "Esc", "escape", "escape"),
        ("backspace", "BackSpace", "Backspace", "backspace", "delete"),
        ("delete", "Delete", "Del", "delete", "forwarddelete"), ("insert", "Insert", "Ins", "insert", "help"),
        ("home", "Home", "Home", "home", "home"), ("end", "End", "End", "end", "end"),
        ("pageup", "Prior", "PgUp", "pageup", "pageup"), ("pagedown", "Next", "PgDown", "pagedown", "pagedown"),
        ("up", "Up", "Up", "up", "up"), ("down", "Down", "Down", "down", "down"),
        ("left", "Left", "Left", "left", "left"), ("right", "Right", "Right", "right", "right"),
        ("print", "Print", "Print", nil, nil), ("pause", "Pause", "Pause", nil, nil),
        ("xf86audioplay", "XF86AudioPlay", "Media Play", "play", nil),
        ("XF86AudioPause", "XF86AudioPause", "Media Pause", nil, nil),
        ("xf86audiostop", "XF86AudioStop", "Media Stop", nil, nil),
        ("xf86audionext", "XF86AudioNext", "Media Next", "next", nil),
        ("xf86audioprev", "XF86AudioPrev", "Media Previous", "previous", nil),
        ("xf86audiorewind", "XF86AudioRewind", "Media Rewind", "rewind", nil),
        ("xf86audioforward", "XF86AudioForward", "Media Fast Forward", "fast", nil),
        ("XF86AudioRaiseVolume", "XF86AudioRaiseVolume", "Volume Up", "sound_up", nil),
        ("xf86audiolowervolume", "XF86AudioLowerVolume", "Volume Down", "sound_down", nil),
        ("xf86audiomute", "XF86AudioMute", "Volume Mute", "mute", nil),
        ("xf86audiomicmute", "XF86AudioMicMute", "Microphone Mute", nil, nil),
        ("xf86monbrightnessup", "XF86MonBrightnessUp", "Monitor Brightness Up", "brightness_up", nil),
        ("xf86monbrightnessdown", "XF86MonBrightnessDown", "Monitor Brightness Down", "brightness_down", nil),
        ("xf86kbdbrightnessup", "XF86KbdBrightnessUp", "Keyboard Brightness Up", "illumination_up", nil),
        ("xf86kbdbrightnessdown", "XF86KbdBrightnessDown", "Keyboard Brightness Down", "illumination_down", nil),
        ("xf86calculator", "XF86Calculator", "Calculator", nil, nil),
        ("xf86mail", "XF86Mail", "Launch Mail", nil, nil), ("xf86search", "XF86Search", "Search", nil, nil),
        ("xf86homepage", "XF86HomePage", "Home Page", nil, nil), ("xf86eject", "XF86Eject", "Eject", nil, nil),
    ]

    @Test(arguments: table)
    func eachTargetWritesTheKeyByItsOwnName(row: (String, String, String?, String?, String?)) throws {
        let (key, keysym, qt, skhd, hammerspoon) = row
        let home = try HotkeyHome(config: "hotkeys:\n  - {keys: super+\(key), run: Today}\n")
        let id = "super-" + key.lowercased()
        let export = { (target: String) in home.ritual("hotkeys", "export", "--target", target).stdout }
        #expect(export("sxhkd").contains("\nsuper + \(keysym)\n"))
        #expect(export("i3").contains("bindsym Mod4+\(keysym) exec"))
        #expect(export("xbindkeys").contains("\n    Mod4 + \(keysym)\n"))
        #expect(export("hyprland").contains("bind = SUPER, \(keysym), exec"))
        #expect(export("gnome").contains("binding='<Super>\(keysym)'"))
        #expect(export("kde").contains(qt.map { "X-KDE-Shortcuts=Meta+\($0)\n" } ?? "# file:") == (qt != nil))
        #expect(export("skhd").contains(skhd.map { "cmd - \($0) : " } ?? "fire \(id)") == (skhd != nil))
        #expect(
            export("hammerspoon").contains(hammerspoon.map { #"{"cmd"}, "\#($0)", function()"# } ?? "fire")
                == (hammerspoon != nil))
    }

    static let keysymHeaders = ["/usr/include/X11/keysymdef.h", "/usr/include/X11/XF86keysym.h"]

    @Test(
        .enabled(
            if: keysymHeaders.allSatisfy { FileManager.default.fileExists(atPath: $0) },
            "the X keysym headers are not installed (apt-get install x11proto-dev)"))
    func everyKeyOfTheTableIsAKeysymOfX() throws {
        let text = try Self.keysymHeaders.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        for (_, keysym, _, _, _) in Self.table {
            let name = keysym.hasPrefix("XF86") ? "XF86XK_" + keysym.dropFirst(4) : "XK_" + keysym
            #expect(text.contains("#define \(name) ") || text.contains("#define \(name)\t"), "\(keysym)")
        }
    }

    @Test func everyMediaKeyRitualAcceptsIsInTheTable() {
        let media = Set(Self.table.map { $0.0.lowercased() }.filter { $0.hasPrefix("xf86") })
        #expect(Set(ChordKey.mediaKeys.map(\.name)) == media)
    }

    @Test func aMediaKeyOutsideTheTableIsRefusedAsUnknown() {
        #expect(throws: ChordError.unknownKey("XF86Banana")) { try Chord(parsing: "super+XF86Banana") }
    }
}
