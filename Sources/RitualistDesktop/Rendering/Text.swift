/// Small text helpers for terminal output.
package enum Text {
    /// `text` followed by spaces up to `width` columns of display width, and always at least `gap` spaces, so a
    /// long name pushes the next column along instead of running into it.
    static func pad(_ text: String, _ width: Int, gap: Int = 0) -> String {
        let columns = Text.width(text)
        return text + String(repeating: " ", count: max(width - columns, gap))
    }

    /// An emoji in the two columns kept for one, or two spaces when there is none.
    static func mark(_ emoji: String?) -> String {
        pad(emoji ?? "", 2)
    }
}
