/// A key chord in the neutral syntax of `config.yaml` (`super+alt+m`, `ctrl+shift+f5`, `super+bracketleft`):
/// modifiers, then exactly one key, joined with `+`. Each target maps it through its own tables.
package struct Chord: Hashable, Sendable, CustomStringConvertible {
    /// The four modifiers, in their canonical order (super, ctrl, alt, shift).
    package enum Modifier: Int, CaseIterable, Comparable, Sendable {
        case `super`, ctrl, alt, shift

        package var name: String { ["super", "ctrl", "alt", "shift"][rawValue] }

        package static func < (lhs: Modifier, rhs: Modifier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The modifiers, in canonical order, each once.
    package let modifiers: [Modifier]
    package let key: ChordKey

    package init(modifiers: [Modifier], key: ChordKey) {
        self.modifiers = Array(Set(modifiers)).sorted()
        self.key = key
    }

    /// `super+alt+m`.
    package var description: String { (modifiers.map(\.name) + [key.name]).joinedText(separator: "+") }

    /// `super-alt-m`: the binding's id, made of `[a-z0-9-]` only, for commands and file names.
    package var id: String { (modifiers.map(\.name) + [key.name]).joinedText(separator: "-") }

    static let modifierAliases: [String: Modifier] = [
        "super": .super, "win": .super, "windows": .super, "logo": .super, "cmd": .super, "command": .super,
        "mod4": .super, "⌘": .super,
        "ctrl": .ctrl, "control": .ctrl, "ctl": .ctrl, "⌃": .ctrl,
        "alt": .alt, "option": .alt, "opt": .alt, "mod1": .alt, "⌥": .alt,
        "shift": .shift, "⇧": .shift,
    ]

    /// Reads `text`; an unknown or ambiguous modifier, an unknown key or a shifted symbol is refused.
    package init(parsing text: String) throws(ChordError) {
        let tokens = text.split(separator: "+", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard tokens.count > 0, !tokens.contains(where: \.isEmpty) else { throw .empty(text) }
        var modifiers: [Modifier] = []
        for token in tokens.dropLast() {
            let lower = token.lowercased()
            if ["meta", "hyper"].contains(lower) { throw .ambiguousModifier(token) }
            guard let modifier = Self.modifierAliases[lower] else {
                if (try? ChordKey(parsing: token)) != nil { throw .twoKeys(text) }
                throw .unknownModifier(token)
            }
            guard !modifiers.contains(modifier) else { throw .repeatedModifier(token) }
            modifiers.append(modifier)
        }
        let last = tokens[tokens.count - 1]
        if Self.modifierAliases[last.lowercased()] != nil { throw .noKey(text) }
        self.init(modifiers: modifiers, key: try ChordKey(parsing: last))
    }
}
