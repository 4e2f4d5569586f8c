/// Which palette a rendering uses: one fixed theme, or both chosen by the viewer's setting.
package enum CalendarTheme: String, CaseIterable, Sendable {
    case light, dark
    /// Both palettes: `prefers-color-scheme` in SVG and HTML; the terminal's background as
    /// `COLORFGBG` reports it, dark when it says nothing.
    case auto

    /// The theme a terminal gets, where only one palette can be used.
    func resolvedForTerminal(environment: [String: String]) -> CalendarTheme {
        guard self == .auto else { return self }
        // COLORFGBG is "foreground;background" in the 16 ANSI colours; 7 and 9–15 are light.
        guard let background = environment["COLORFGBG"]?.split(separator: ";").last.flatMap({ Int($0) }) else {
            return .dark
        }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}
