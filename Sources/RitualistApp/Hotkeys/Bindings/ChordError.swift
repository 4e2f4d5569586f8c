/// Why a chord cannot be read; the messages are in the compiler voice of config diagnostics.
package enum ChordError: Error, Equatable, Sendable {
    case empty(String)
    case unknownModifier(String)
    case ambiguousModifier(String)
    case repeatedModifier(String)
    case twoKeys(String)
    case noKey(String)
    case unknownKey(String)
    case shiftedSymbol(String, instead: String)

    package var message: String {
        switch self {
        case .empty(let text):
            return "invalid chord '\(text)' (expected modifiers and one key joined with '+', such as super+alt+m)"
        case .unknownModifier(let token):
            return "unknown modifier '\(token)' (expected super, ctrl, alt or shift)"
        case .ambiguousModifier(let token):
            return "ambiguous modifier '\(token)': it means Super on some desktops and Alt on others; "
                + "write super or alt"
        case .repeatedModifier(let token): return "modifier '\(token)' appears twice"
        case .twoKeys(let text): return "chord '\(text)' has more than one key (modifiers first, then one key)"
        case .noKey(let text): return "chord '\(text)' has no key after its modifiers"
        case .unknownKey(let token):
            return "unknown key '\(token)' (expected a letter, a digit, f1-f24, a named key such as enter or "
                + "bracketleft, or an xf86 media key)"
        case let .shiftedSymbol(token, instead):
            return "'\(token)' needs Shift, and which key gives it depends on the layout; write '\(instead)'"
        }
    }
}
