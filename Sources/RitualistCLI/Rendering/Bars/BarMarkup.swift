/// Escaping for the markup languages bars interpret in the text they are given.
enum BarMarkup {
    /// Pango markup (waybar, i3blocks with `markup=pango`): the five XML entities, as in SVG and HTML.
    static func pango(_ text: String) -> String {
        Markup.escape(text)
    }

    /// Polybar's formatting tags start with `%{`; it has no escape for them (lemonbar's `%%` was never adopted:
    /// polybar/polybar#2748), so a literal one is broken with a zero-width space, which shows nothing.
    static func polybar(_ text: String) -> String {
        text.replacingOccurrences(of: "%{", with: "%\u{200B}{")
    }
}
