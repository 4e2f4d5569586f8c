/// Escaping for the markup languages bars interpret in the text they are given.
enum BarMarkup {
    /// Pango markup (waybar, i3blocks with `markup=pango`): the five XML entities.
    static func pango(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Polybar's formatting tags start with `%{`; it has no escape for them, so a literal one is broken with a
    /// zero-width space, which shows nothing and is not a tag.
    static func polybar(_ text: String) -> String {
        text.replacingOccurrences(of: "%{", with: "%\u{200B}{")
    }
}
