/// Text made safe for a terminal: every control character (C0 but line feed and tab, DEL, C1) is shown as a
/// visible `\u{1B}` escape instead of being sent, so a habit name, a parameter, a declaration or a plugin's
/// words can never move the cursor, retitle the window or clear the screen.
///
/// The one escaping function: `Output` applies it to everything it prints for a person; a renderer that adds
/// styling of its own (the ANSI calendar) applies it to the data it places, and prints through `Output.styled`.
package enum TerminalText {
    package static func escaped(_ text: String) -> String {
        // A byte scan first: C0 and DEL are single bytes, and every C1 character starts with 0xC2 in UTF-8. Line
        // feeds and tabs pass, so a text of many lines with nothing to escape is not read again scalar by scalar.
        var bytes = text
        guard
            bytes.withUTF8({
                $0.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }
            }),
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

    /// Whether `scalar` is a control character other than line feed and tab. The control characters (general
    /// category Cc) are exactly C0, DEL and C1, a set Unicode never changes; a range check is much cheaper than
    /// looking the category up for every character printed.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (value >= 0x7F && value <= 0x9F)
    }
}
