/// Small text helpers for terminal output.
enum Text {
    /// `text` followed by spaces up to `width` characters (never cut).
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// "1 error", "2 errors".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
