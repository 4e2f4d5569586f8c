/// Each target's name for a chord's key: nil when the target cannot express it. Named keys come from one table,
/// media keys from `MediaKey.all`.
enum HotkeyKeyNames {
    /// A named key's names: the X keysym, Qt's text, skhd's keyword, Hammerspoon's `hs.keycodes.map` name.
    package typealias Names = (x: String, qt: String, skhd: String?, hammerspoon: String?)

    /// skhd and Hammerspoon have no Print or Pause; Hammerspoon's `delete` is Backspace, `forwarddelete` Delete.
    package static let named: [String: Names] = [
        "space": ("space", "Space", "space", "space"), "enter": ("Return", "Return", "return", "return"),
        "tab": ("Tab", "Tab", "tab", "tab"), "escape": ("Escape", "Esc", "escape", "escape"),
        "backspace": ("BackSpace", "Backspace", "backspace", "delete"),
        "delete": ("Delete", "Del", "delete", "forwarddelete"), "insert": ("Insert", "Ins", "insert", "help"),
        "home": ("Home", "Home", "home", "home"), "end": ("End", "End", "end", "end"),
        "pageup": ("Prior", "PgUp", "pageup", "pageup"), "pagedown": ("Next", "PgDown", "pagedown", "pagedown"),
        "up": ("Up", "Up", "up", "up"), "down": ("Down", "Down", "down", "down"),
        "left": ("Left", "Left", "left", "left"), "right": ("Right", "Right", "right", "right"),
        "print": ("Print", "Print", nil, nil), "pause": ("Pause", "Pause", nil, nil),
    ]

    /// X keysyms (sxhkd, i3, sway, xbindkeys, Hyprland, GNOME): case matters, letters lowercase.
    static func keysym(_ key: ChordKey) -> String {
        switch key.kind {
        case .letter, .digit, .punctuation: return key.name
        case .function(let number): return "F\(number)"
        case .media: return key.spelling
        case .named: return named[key.name]?.x ?? key.name
        }
    }

    /// Qt's portable text (KDE): `M`, `F5`, `Return`, `Esc`, `PgUp`, `[`, `Media Play`.
    static func qt(_ key: ChordKey) -> String? {
        switch key.kind {
        case .letter: return key.name.uppercased()
        case .digit: return key.name
        case .function(let number): return "F\(number)"
        case .punctuation: return punctuationCharacter(key)
        case .media: return MediaKey.named(key.name)?.qt
        case .named: return named[key.name]?.qt
        }
    }

    /// skhd's keywords; punctuation as macOS virtual key codes; no print, pause or keys above f20.
    package static func skhd(_ key: ChordKey) -> String? {
        switch key.kind {
        case .letter, .digit: return key.name
        case .function(let number): return number <= 20 ? key.name : nil
        case .media: return MediaKey.named(key.name)?.skhd
        case .punctuation:
            let codes = [
                "minus": "0x1B", "equal": "0x18", "bracketleft": "0x21", "bracketright": "0x1E", "semicolon": "0x29",
                "apostrophe": "0x27", "grave": "0x32", "backslash": "0x2A", "comma": "0x2B", "period": "0x2F",
                "slash": "0x2C",
            ]
            return codes[key.name]
        case .named: return named[key.name]?.skhd
        }
    }

    /// Hammerspoon's `hs.keycodes.map` names; `hs.hotkey` binds no media key.
    package static func hammerspoon(_ key: ChordKey) -> String? {
        switch key.kind {
        case .letter, .digit: return key.name
        case .function(let number): return number <= 20 ? key.name : nil
        case .punctuation: return punctuationCharacter(key)
        case .media: return nil
        case .named: return named[key.name]?.hammerspoon
        }
    }

    private static func punctuationCharacter(_ key: ChordKey) -> String? {
        let characters = [
            "minus": "-", "equal": "=", "bracketleft": "[", "bracketright": "]", "semicolon": ";",
            "apostrophe": "'", "grave": "`", "backslash": "\\", "comma": ",", "period": ".", "slash": "/",
        ]
        return characters[key.name]
    }
}
