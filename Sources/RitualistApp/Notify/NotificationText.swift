/// How a notification's text is written for the programs that carry it.
package enum NotificationText {
    /// Servers may read a body as markup: `&`, `<`, `>` and quotes escaped, wherever they stand (a combining mark
    /// after one does not hide it from a markup parser).
    ///
    /// Byte by byte: the five are ASCII, so no other character's UTF-8 holds their bytes, and a status bar escapes
    /// every habit's name at each poll (walking the text by characters was costly at every poll).
    package static func markup(_ text: String) -> String {
        let specials: [UInt8] = Array("&<>\"'".utf8)
        guard text.utf8.contains(where: specials.contains) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += "&amp;".utf8
            case UInt8(ascii: "<"): escaped += "&lt;".utf8
            case UInt8(ascii: ">"): escaped += "&gt;".utf8
            case UInt8(ascii: "\""): escaped += "&quot;".utf8
            case UInt8(ascii: "'"): escaped += "&#39;".utf8
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// A GVariant string literal, as `gdbus` and `gsettings` read their arguments.
    package static func gvariant(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// An AppleScript string literal.
    package static func appleScript(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
