/// The one key of a chord, by its canonical name (`m`, `5`, `f5`, `enter`, `bracketleft`, `xf86audioplay`).
package struct ChordKey: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case letter, digit, function(Int), named, punctuation, media
    }

    package let name: String
    package let kind: Kind
    /// The X keysym of a media key (`XF86AudioPlay`, however the chord wrote it); the name otherwise.
    package let spelling: String

    /// The media keys a chord may name (see `MediaKey.all`).
    package static var mediaKeys: [MediaKey] { MediaKey.all }

    static let named = [
        "space", "enter", "tab", "escape", "backspace", "delete", "insert", "home", "end", "pageup", "pagedown", "up",
        "down", "left", "right", "print", "pause",
    ]
    static let aliases = [
        "return": "enter", "esc": "escape", "del": "delete", "ins": "insert", "pgup": "pageup", "prior": "pageup",
        "pgdn": "pagedown", "next": "pagedown",
    ]
    /// Unshifted punctuation, by name and by character.
    static let punctuation: [(name: String, character: Character)] = [
        ("minus", "-"), ("equal", "="), ("bracketleft", "["), ("bracketright", "]"), ("semicolon", ";"),
        ("apostrophe", "'"), ("grave", "`"), ("backslash", "\\"), ("comma", ","), ("period", "."), ("slash", "/"),
    ]
    /// What Shift makes of the keys of a US keyboard: refused, since which key gives them depends on the layout.
    static let shifted: [Character: String] = [
        "!": "shift+1", "@": "shift+2", "#": "shift+3", "$": "shift+4", "%": "shift+5", "^": "shift+6",
        "&": "shift+7", "*": "shift+8", "(": "shift+9", ")": "shift+0", "_": "shift+minus", "+": "shift+equal",
        "{": "shift+bracketleft", "}": "shift+bracketright", ":": "shift+semicolon", "\"": "shift+apostrophe",
        "~": "shift+grave", "|": "shift+backslash", "<": "shift+comma", ">": "shift+period", "?": "shift+slash",
    ]

    init(name: String, kind: Kind, spelling: String? = nil) {
        self.name = name
        self.kind = kind
        self.spelling = spelling ?? name
    }

    package init(parsing token: String) throws(ChordError) {
        let lower = token.lowercased()
        if token.count == 1, let character = token.first {
            if let shifted = Self.shifted[character] { throw .shiftedSymbol(token, instead: shifted) }
            if character.isASCII, character.isLetter {
                guard character.isLowercase else { throw .shiftedSymbol(token, instead: "shift+" + lower) }
                self.init(name: lower, kind: .letter)
                return
            }
            if character.isASCII, character.isNumber {
                self.init(name: lower, kind: .digit)
                return
            }
            if let match = Self.punctuation.first(where: { $0.character == character }) {
                self.init(name: match.name, kind: .punctuation)
                return
            }
            throw .unknownKey(token)
        }
        let name = Self.aliases[lower] ?? lower
        if Self.named.contains(name) {
            self.init(name: name, kind: .named)
        } else if Self.punctuation.contains(where: { $0.name == name }) {
            self.init(name: name, kind: .punctuation)
        } else if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number),
            String(number) == name.dropFirst()
        {
            self.init(name: name, kind: .function(number))
        } else if let media = MediaKey.named(name) {
            self.init(name: media.name, kind: .media, spelling: media.keysym)
        } else {
            throw .unknownKey(token)
        }
    }
}
