/// The rule for a habit's emoji: one character that is an emoji (🧘, 👍🏽, 🏳️‍🌈, 🇫🇷, 1️⃣) or a symbol (★, ✓,
/// ∞), of at most 16 code points.
///
/// One character (grapheme cluster) alone would let in a letter, a letter under a pile of combining marks, an
/// invisible character or one that turns the rest of a line around (U+202E); those are refused, as is a chain
/// of emoji joined past any real sequence (the longest, a kiss with two skin tones, has 10 code points).
enum HabitEmoji {
    static let maximumCodePoints = 16

    static func isValid(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard text.count == 1, scalars.count <= maximumCodePoints, let base = scalars.first, isBase(base, of: scalars)
        else { return false }
        return scalars.indices.dropFirst().allSatisfy { index in
            let scalar = scalars[index]
            if scalar == zeroWidthJoiner {
                return index + 1 < scalars.count && scalars[index + 1].properties.isEmoji
            }
            return scalar.properties.isEmoji || components.contains(scalar) || tags.contains(scalar.value)
        }
    }

    /// `text` with every invisible character (control, format, separator other than a space) shown as
    /// `\u{202E}`, so a message can say what was refused.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator,
                .spaceSeparator where scalar != " ":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A symbol, an emoji shown as a picture by default, one asked to be (U+FE0F), or a keycap's digit, `#` or `*`.
    private static func isBase(_ base: Unicode.Scalar, of scalars: [Unicode.Scalar]) -> Bool {
        switch base.properties.generalCategory {
        case .otherSymbol, .mathSymbol: return true
        default: break
        }
        if base.isASCII { return base.properties.isEmoji && scalars.contains(keycap) }
        return base.properties.isEmojiPresentation || (base.properties.isEmoji && scalars.contains(pictureSelector))
    }

    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let pictureSelector: Unicode.Scalar = "\u{FE0F}"
    private static let keycap: Unicode.Scalar = "\u{20E3}"
    /// The variation selectors for text and picture, and the keycap.
    private static let components: Set<Unicode.Scalar> = ["\u{FE0E}", "\u{FE0F}", "\u{20E3}"]
    /// The tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
    private static let tags: ClosedRange<UInt32> = 0xE0020...0xE007F
}
