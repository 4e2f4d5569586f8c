/// The CSS of the SVG and HTML calendars, written from the palette: one theme's rules, or the
/// light rules with the dark ones under `prefers-color-scheme: dark`.
enum CalendarStylesheet {
    static func themed(_ theme: CalendarTheme, _ rules: (CalendarPalette) -> String) -> String {
        switch theme {
        case .light: return rules(.light)
        case .dark: return rules(.dark)
        case .auto: return rules(.light) + "\n@media (prefers-color-scheme: dark) {\n" + rules(.dark) + "\n}"
        }
    }

    /// Plain class rules, because SVG viewers outside browsers may not know CSS variables.
    static func svgRules(_ palette: CalendarPalette) -> String {
        var rules = [
            ".bg { fill: \(palette.background.hex) }",
            ".text { fill: \(palette.text.hex) }",
            ".secondary { fill: \(palette.secondaryText.hex) }",
            ".flame { fill: \(palette.flame.hex) }",
            ".risk { fill: \(palette.atRisk.hex) }",
            ".none { fill: \(palette.untracked.hex); stroke: \(palette.untrackedOutline.hex) }",
        ]
        for level in 0...3 {
            rules.append(
                ".l\(level) { fill: \(palette.levelFills[level].hex); stroke: \(palette.levelOutlines[level].hex) }")
        }
        return rules.joinedText(separator: "\n")
    }

    /// Custom properties on `:root`, which the page's static CSS reads.
    static func htmlVariables(_ palette: CalendarPalette) -> String {
        var variables = [
            "--bg: \(palette.background.hex)", "--text: \(palette.text.hex)",
            "--secondary: \(palette.secondaryText.hex)", "--flame: \(palette.flame.hex)",
            "--risk: \(palette.atRisk.hex)", "--none: \(palette.untracked.hex)",
            "--none-line: \(palette.untrackedOutline.hex)", "--focus: \(palette.focus.hex)",
        ]
        for level in 0...3 {
            variables.append("--l\(level): \(palette.levelFills[level].hex)")
            variables.append("--l\(level)-line: \(palette.levelOutlines[level].hex)")
        }
        return ":root { " + variables.joinedText(separator: "; ") + " }"
    }
}
