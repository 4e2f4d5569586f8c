import Testing

@testable import RitualistCLI

/// WCAG AA contrast of the very colours the renderers draw with.
@Suite struct CalendarPaletteTests {
    static let themes: [(String, CalendarPalette)] = [("light", .light), ("dark", .dark)]

    @Test func contrastRatiosFollowTheWCAGFormula() {
        #expect(abs(CalendarColor(0x000000).contrast(with: CalendarColor(0xFFFFFF)) - 21) < 0.001)
        #expect(CalendarColor(0x777777).contrast(with: CalendarColor(0x777777)) == 1)
        // #767676 is the well-known lightest grey with 4.5:1 on white.
        #expect(abs(CalendarColor(0x767676).contrast(with: CalendarColor(0xFFFFFF)) - 4.54) < 0.01)
        #expect(CalendarColor(0x46A058).hex == "#46a058")
    }

    @Test(arguments: themes)
    func everyLevelStandsOutFromTheBackgroundByThreeToOne(name: String, palette: CalendarPalette) {
        for level in 1...3 {
            #expect(palette.levelFills[level].contrast(with: palette.background) >= 3, "\(name) level \(level)")
        }
        // The empty level keeps a background-like fill; its outline carries the contrast.
        #expect(palette.levelOutlines[0].contrast(with: palette.background) >= 3, "\(name) empty outline")
    }

    @Test(arguments: themes)
    func neighbouringLevelsAreDistinguishable(name: String, palette: CalendarPalette) {
        for level in 0..<3 {
            let ratio = palette.levelFills[level].contrast(with: palette.levelFills[level + 1])
            #expect(ratio >= 1.5, "\(name) levels \(level) and \(level + 1): \(ratio)")
        }
        let fills = palette.levelFills.map(\.relativeLuminance)
        let ordered = palette.background.relativeLuminance > 0.5 ? fills.sorted(by: >) : fills.sorted()
        #expect(fills == ordered, "\(name): the levels grow in intensity")
    }

    @Test(arguments: themes)
    func textAndMarksMeetTheirRatios(name: String, palette: CalendarPalette) {
        for (role, color) in [
            ("text", palette.text), ("secondary", palette.secondaryText), ("at risk", palette.atRisk),
        ] {
            #expect(color.contrast(with: palette.background) >= 4.5, "\(name) \(role)")
        }
        #expect(palette.flame.contrast(with: palette.background) >= 3, "\(name) flame")
        #expect(palette.focus.contrast(with: palette.background) >= 3, "\(name) focus ring")
    }
}
