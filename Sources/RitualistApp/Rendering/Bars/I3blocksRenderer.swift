/// i3blocks' raw output: the full text, the short text and the colour, one per line (Pango-escaped, so a
/// block with `markup=pango` shows the names as they are).
enum I3blocksRenderer {
    package static func render(_ status: BarStatus) -> String {
        [BarMarkup.pango(status.text), status.short, color(status)].joinedText(separator: "\n")
    }

    package static func color(_ status: BarStatus) -> String {
        if status.atRisk { return "#D08770" }
        switch status.state {
        case .done: return "#A3BE8C"
        case .partial: return "#EBCB8B"
        case .empty: return "#BF616A"
        case .none: return "#888888"
        }
    }
}
