/// Text made safe for a terminal: every control character (C0 but line feed and tab, DEL, C1) is shown as a
/// visible `\u{1B}` escape instead of being sent, so a habit name, a parameter, a declaration or a plugin's
/// words can never move the cursor, retitle the window or clear the screen.
///
/// The one escaping function: `Output` applies it to everything it prints for a person; a renderer that adds
/// styling of its own (the ANSI calendar) applies it to the data it places, and prints through `Output.styled`.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        // A byte scan first: C0 and DEL are single bytes, and every C1 character starts with 0xC2 in UTF-8.
        var bytes = text
        guard bytes.withUTF8({ $0.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 } }),
            text.unicodeScalars.contains(where: needsEscape)
        else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The control characters (general category Cc) but line feed and tab, without a lookup in Unicode's tables.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
