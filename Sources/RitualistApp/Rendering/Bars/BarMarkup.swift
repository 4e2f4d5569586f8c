/// Escaping for the markup languages bars interpret in the text they are given.
package enum BarMarkup {
    /// Pango markup (waybar, i3blocks with `markup=pango`): the five XML entities, as in SVG and HTML.
    package static func pango(_ text: String) -> String {
        Markup.escape(text)
    }

    /// Polybar's formatting tags start with `%{`; it has no escape for them (lemonbar's `%%` was never adopted:
    /// polybar/polybar#2748), so a literal one is broken by an empty offset tag, `%{O0}`, which moves nothing. (A
    /// zero-width space, which no monospace font has, made polybar warn of a dropped character.)
    package static func polybar(_ text: String) -> String {
        text.replacingOccurrences(of: "%{", with: "%%{O0}{")
    }
}
