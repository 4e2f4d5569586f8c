/// How the terminal calendar tells levels apart: by glyph alone, or by colour.
package enum TerminalStyle: Equatable, Sendable {
    /// `·` empty, `░` light, `▒` medium, `█` full, a space for days with no data.
    case plain
    /// `·` empty, `■` for the other levels in the palette's colours; a space for no data.
    case color(TerminalColorDepth, CalendarTheme)

    /// Colour only on a terminal, and only when neither `--no-color`, `NO_COLOR` (no-color.org:
    /// any value but the empty string) nor `TERM=dumb` asks for none; `force` (`--color always`) colours
    /// whatever the output and the environment.
    package static func detect(
        environment: [String: String], isTerminal: Bool, noColor: Bool, force: Bool = false, theme: CalendarTheme
    ) -> TerminalStyle {
        let wanted = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        guard !noColor, force || wanted else { return .plain }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        let depth: TerminalColorDepth = colorterm == "truecolor" || colorterm == "24bit" ? .trueColor : .palette256
        return .color(depth, theme.resolvedForTerminal(environment: environment))
    }

    /// The palette colours are drawn in, nil when plain.
    var palette: CalendarPalette? {
        guard case .color(_, let theme) = self else { return nil }
        return CalendarPalette.of(theme)
    }

    /// The character of a day nothing was due (every habit unscheduled or resting), in colour and without.
    static let unscheduledGlyph = Character(unscheduledScalar)
    static let unscheduledScalar: Unicode.Scalar = "-"

    /// The character of a level, 0...3, or of a day with no data (nil).
    func glyph(level: Int?) -> Character {
        Character(glyphScalar(level: level))
    }

    /// `glyph(level:)` as the one scalar it is, for lines built a day at a time.
    func glyphScalar(level: Int?) -> Unicode.Scalar {
        guard let level else { return " " }
        switch self {
        case .plain: return Self.plainGlyphs[level]
        case .color: return level == 0 ? "·" : "■"
        }
    }

    private static let plainGlyphs: [Unicode.Scalar] = ["·", "░", "▒", "█"]

    /// The colour a level's glyph is drawn in: the empty level's outline (the stronger grey, for a
    /// dot), else the fill.
    func color(level: Int?) -> CalendarColor? {
        guard let palette, let level else { return nil }
        return level == 0 ? palette.levelOutlines[0] : palette.levelFills[level]
    }

    /// `text` in `color` (and bold), or `text` itself when plain.
    func paint(_ text: String, _ color: CalendarColor?, bold: Bool = false) -> String {
        guard case .color(let depth, _) = self, color != nil || bold else { return text }
        var codes: [String] = bold ? ["1"] : []
        if let color {
            switch depth {
            case .trueColor: codes.append("38;2;\(color.red);\(color.green);\(color.blue)")
            case .palette256: codes.append("38;5;\(color.xterm256Index)")
            }
        }
        return "\u{1B}[" + codes.joinedText(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}

/// How many colours the terminal is trusted with.
package enum TerminalColorDepth: Equatable, Sendable {
    /// 24-bit colour, when `COLORTERM` is `truecolor` or `24bit`.
    case trueColor
    /// The xterm 256-colour palette, which every colour terminal of the last decade has.
    case palette256
}
