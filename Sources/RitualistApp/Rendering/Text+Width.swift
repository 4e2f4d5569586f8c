extension Text {
    /// The columns `text` takes in a terminal: two for a wide character (CJK, an emoji shown as a picture,
    /// including one that a variation selector turns into a picture), one for any other character with its
    /// combining marks, none for a control or format character standing alone.
    package static func width(_ text: String) -> Int {
        // Printable ASCII, which names and signatures mostly are, is a column a byte: no grapheme breaking needed.
        // Read from the string's own storage when it has one (a native string always does).
        let isPrintableASCII =
            text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if isPrintableASCII { return text.utf8.count }
        return scalarWidth(text) ?? text.reduce(0) { $0 + width(of: $1) }
    }

    /// The width of `text` counted scalar by scalar, when each of its scalars is a character of its own that
    /// `width(of:)` would count the same: printable ASCII or Latin (one column) or a wide scalar (two) that nothing joins
    /// to a neighbour. Nil as soon as one scalar is anything else (a combining mark, a joiner, a variation
    /// selector, an emoji modifier, a Hangul jamo), for the count by characters.
    private static func scalarWidth(_ text: String) -> Int? {
        var columns = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F: columns += 1
            // Latin-1 and Latin Extended letters and signs (`·`, `é`, `©`): a column each, the soft hyphen aside.
            case 0xA0...0x2FF where scalar.value != 0xAD: columns += 1
            case 0x1100...0x115F, 0x1F3FB...0x1F3FF: return nil
            case _ where isWide(scalar): columns += 2
            default: return nil
            }
        }
        return columns
    }

    package static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation || isWide(first) { return 2 }
        if scalars.contains("\u{FE0E}") { return 1 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return scalars.count == 1 ? 0 : 1
        default: return 1
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F, folded into blocks).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
