/// Escaping for the markup languages bars interpret in the text they are given.
enum BarMarkup {
    /// Pango markup (waybar, i3blocks with `markup=pango`): the five XML entities, as in SVG and HTML.
    static func pango(_ text: String) -> String {
        Markup.escape(text)
    }

    /// Polybar's formatting tags start with `%{`; it has no escape for them, so a literal one is broken with a
    /// zero-width space, which shows nothing and is not a tag.
    static func polybar(_ text: String) -> String {
        text.replacingOccurrences(of: "%{", with: "%\u{200B}{")
    }
}
