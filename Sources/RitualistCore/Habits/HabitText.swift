/// The rule for the text of a habit's name-like fields (name, unit, category): what a person sees is what is
/// stored, so no character may change how the text around it is shown or hide in it.
///
/// Refused: control characters (they drive a terminal), the bidirectional controls that turn the rest of a line
/// around (U+202A to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C), and invisible characters (format
/// characters such as U+200B, line and paragraph separators, and the code points Unicode says are shown as
/// nothing, U+3164 among them). Emoji keep what they are made of: a joiner between two emoji, a variation
/// selector after one, and the tag characters of a subdivision flag.
package enum HabitText {
    /// The first character `text` may not hold, or nil when it holds none.
    package static func firstRefused(in text: String) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where isRefused(scalar, at: index, of: scalars) {
            return scalar
        }
        return nil
    }

    /// `text` without the characters it may not hold, for a name another program wrote, which is cleaned rather
    /// than refused.
    package static func removingRefused(from text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where !isRefused(scalar, at: index, of: scalars) {
            kept.append(scalar)
        }
        return String(kept)
    }

    /// `text` with each character it may not hold written as `\u{202E}`, so a message shows what was refused.
    static func shown(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if isRefused(scalar, at: index, of: scalars) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `U+202E`: how a message names a character it cannot show.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether `text` holds a control character (C0, DEL or C1), which could drive a terminal.
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private static func isRefused(_ scalar: Unicode.Scalar, at index: Int, of scalars: [Unicode.Scalar]) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return !isPartOfEmoji(scalar, at: index, of: scalars)
        default:
            return scalar.properties.isDefaultIgnorableCodePoint && !isVariationSelector(scalar, at: index, of: scalars)
        }
    }

    /// A joiner between two emoji, or a subdivision flag's tag characters.
    private static func isPartOfEmoji(_ scalar: Unicode.Scalar, at index: Int, of scalars: [Unicode.Scalar]) -> Bool {
        guard index > 0 else { return false }
        let before = scalars[index - 1]
        switch scalar.value {
        case 0x200D:
            return index + 1 < scalars.count && isEmojiPart(before) && scalars[index + 1].properties.isEmoji
        case 0xE0020...0xE007F:
            return before.value == 0x1F3F4 || (0xE0020...0xE007F).contains(before.value)
        default:
            return false
        }
    }

    /// A variation selector (an emoji's picture or text form, a Mongolian or ideographic variant) after the
    /// visible character it chooses the shape of.
    private static func isVariationSelector(_ scalar: Unicode.Scalar, at index: Int, of scalars: [Unicode.Scalar])
        -> Bool
    {
        guard scalar.properties.isVariationSelector, index > 0 else { return false }
        let before = scalars[index - 1]
        return !before.properties.isWhitespace && !before.properties.isDefaultIgnorableCodePoint
            && before.properties.generalCategory != .control
    }

    /// An emoji, or what may close one before a joiner (a variation selector, a skin tone).
    private static func isEmojiPart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isEmoji || scalar.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }
}
