extension Text {
    /// `text` cut to at most `width` columns, ending in `…` when it was cut; unstyled text only.
    package static func clip(_ text: String, to width: Int) -> String {
        guard Text.width(text) > width else { return text }
        var clipped = ""
        var columns = 0
        for character in text {
            let next = Text.width(of: character)
            if columns + next > width - 1 { break }
            clipped.append(character)
            columns += next
        }
        return clipped + "…"
    }

    /// The first of `variants` (longest first) that fits in `width` columns, else the last one clipped; all of them
    /// unstyled. With no width, the first.
    package static func fitting(_ variants: [String], width: Int?) -> String {
        guard let width else { return variants.first ?? "" }
        return variants.first { Text.width($0) <= width } ?? clip(variants.last ?? "", to: width)
    }
}
