import RitualistIntents

/// Each target's name for a chord's key: nil when the target cannot express it.
enum HotkeyKeyNames {
    /// X keysyms (sxhkd, i3, sway, xbindkeys, Hyprland, GNOME): case matters, letters lowercase.
    static func keysym(_ key: ChordKey) -> String {
        switch key.kind {
        case .letter, .digit, .punctuation: return key.name
        case .function(let number): return "F\(number)"
        case .media: return key.spelling
        case .named:
            let names = [
                "enter": "Return", "backspace": "BackSpace", "pageup": "Prior", "pagedown": "Next",
            ]
            return names[key.name] ?? key.name.prefix(1).uppercased() + key.name.dropFirst()
        }
    }

    /// Qt's portable text (KDE): `M`, `F5`, `Return`, `Esc`, `PgUp`, `[`.
    static func qt(_ key: ChordKey) -> String? {
        switch key.kind {
        case .letter: return key.name.uppercased()
        case .digit: return key.name
        case .function(let number): return "F\(number)"
        case .punctuation: return punctuationCharacter(key)
        case .media: return nil
        case .named:
            let names = [
                "enter": "Return", "escape": "Esc", "delete": "Del", "insert": "Ins", "pageup": "PgUp",
                "pagedown": "PgDown",
            ]
            return names[key.name] ?? key.name.prefix(1).uppercased() + key.name.dropFirst()
        }
    }

    /// skhd's keywords; punctuation as macOS virtual key codes; no print, pause or keys above f20.
    static func skhd(_ key: ChordKey) -> String? {
        switch key.kind {
        case .letter, .digit: return key.name
        case .function(let number): return number <= 20 ? key.name : nil
        case .media: return nil
        case .punctuation:
            let codes = [
                "minus": "0x1B", "equal": "0x18", "bracketleft": "0x21", "bracketright": "0x1E", "semicolon": "0x29",
                "apostrophe": "0x27", "grave": "0x32", "backslash": "0x2A", "comma": "0x2B", "period": "0x2F",
                "slash": "0x2C",
            ]
            return codes[key.name]
        case .named:
            return ["print", "pause"].contains(key.name) ? nil : (key.name == "enter" ? "return" : key.name)
        }
    }

    /// Hammerspoon's `hs.keycodes.map` names: its `delete` is Backspace and `forwarddelete` is Delete.
    static func hammerspoon(_ key: ChordKey) -> String? {
        switch key.kind {
        case .letter, .digit: return key.name
        case .function(let number): return number <= 20 ? key.name : nil
        case .punctuation: return punctuationCharacter(key)
        case .media: return nil
        case .named:
            let names = [
                "enter": "return", "backspace": "delete", "delete": "forwarddelete", "insert": "help",
            ]
            return ["print", "pause"].contains(key.name) ? nil : names[key.name] ?? key.name
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
