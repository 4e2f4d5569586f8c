/// Small text helpers for terminal output.
package enum Text {
    /// `text` followed by spaces up to `width` columns of display width, and always at least `gap` spaces, so a
    /// long name pushes the next column along instead of running into it.
    static func pad(_ text: String, _ width: Int, gap: Int = 0) -> String {
        text + spaces(max(width - Text.width(text), gap))
    }

    /// Appends `pad(text, width, gap:)` to `line`: for lines built column by column in one string, where each `+`
    /// would copy the line so far into a new one.
    static func append(_ text: String, paddedTo width: Int, gap: Int = 0, to line: inout String) {
        line += text
        line += spaces(max(width - Text.width(text), gap))
    }

    /// `count` spaces, made from bytes: `String(repeating: " ", count:)` appends a string at a time, costly for a
    /// column's padding.
    static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        guard count <= blank.count else { return String(repeating: " ", count: count) }
        return String(decoding: blank[..<count], as: UTF8.self)
    }

    private static let blank = [UInt8](repeating: 0x20, count: 128)

    /// An emoji in the two columns kept for one, or two spaces when there is none.
    static func mark(_ emoji: String?) -> String {
        pad(emoji ?? "", 2)
    }

    /// The start of a habit's line: its mark, a space, and its name padded to `width` columns (at least two spaces
    /// after it), in a string with room for the rest of the line.
    static func label(emoji: String?, name: String, width: Int) -> String {
        var line = mark(emoji)
        line.reserveCapacity(160)
        line += " "
        append(name, paddedTo: width, gap: 2, to: &line)
        return line
    }
}
