/// Escaping for text and attribute values in SVG and HTML: habit names are the user's own.
enum Markup {
    package static func escape(_ text: String) -> String {
        NotificationText.markup(text)
    }

    /// A flame drawn as a path, so the counter looks the same whether or not an emoji font is
    /// installed; 24 × 24 units.
    static let flamePath =
        "M12 1.5c.9 3.6 5.6 6.2 5.6 11.7a5.6 5.6 0 0 1-11.2 0c0-2.9 1.4-4.9 2.9-6.4.1 2 1 3.4 2.4 3.9"
        + "C11.1 8 10.6 4.9 12 1.5z"
}
