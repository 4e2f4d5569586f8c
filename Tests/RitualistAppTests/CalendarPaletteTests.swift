import Testing

@testable import RitualistApp

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

    /// The page (`bg`), the days with no data (`none`) and the four levels (`l0` … `l3`) as the SVG draws them: their
    /// fills and outlines, read back from the stylesheet the renderer writes.
    struct Drawn {
        var swatches: [String: (fill: CalendarColor, line: CalendarColor)] = [:]

        init(_ palette: CalendarPalette) {
            for rule in CalendarStylesheet.svgRules(palette).split(separator: "\n") {
                let name = String(rule.dropFirst().prefix { $0 != " " })
                let colors = rule.split(separator: "#").dropFirst().compactMap { UInt32($0.prefix(6), radix: 16) }
                guard let fill = colors.first else { continue }
                swatches[name] = (CalendarColor(fill), CalendarColor(colors.last ?? fill))
            }
        }

        func fill(_ name: String) throws -> CalendarColor { try #require(swatches[name]).fill }
        var levels: [CalendarColor] { get throws { try (0...3).map { try fill("l\($0)") } } }
    }

    /// WCAG 1.4.11: every swatch a day is drawn with, the future's too, stands out from the page by 3:1; each level
    /// by its fill, so that the levels read as four shades, and the future by its outline, as a hollow box.
    @Test(arguments: themes)
    func everySwatchStandsOutFromTheBackgroundByThreeToOne(name: String, palette: CalendarPalette) throws {
        let drawn = Drawn(palette), background = try drawn.fill("bg")
        for (level, fill) in try drawn.levels.enumerated() {
            #expect(fill.contrast(with: background) >= 3, "\(name) level \(level): \(fill.contrast(with: background))")
        }
        let future = try #require(drawn.swatches["none"]).line
        #expect(future.contrast(with: background) >= 3, "\(name) future: \(future.contrast(with: background))")
    }

    @Test(arguments: themes)
    func theFutureIsToldApartFromEveryLevel(name: String, palette: CalendarPalette) throws {
        let drawn = Drawn(palette), future = try drawn.fill("none")
        for (level, fill) in try drawn.levels.enumerated() {
            #expect(future.contrast(with: fill) >= 3, "\(name) future and level \(level)")
        }
    }

    @Test(arguments: themes)
    func neighbouringLevelsAreDistinguishable(name: String, palette: CalendarPalette) {
        for level in 0..<3 {
            let ratio = palette.levelFills[level].contrast(with: palette.levelFills[level + 1])
            #expect(ratio >= 1.6, "\(name) levels \(level) and \(level + 1): \(ratio)")
        }
        let fills = palette.levelFills.map(\.relativeLuminance)
        let ordered = palette.background.relativeLuminance > 0.5 ? fills.sorted(by: >) : fills.sorted()
        #expect(fills == ordered, "\(name): the levels grow in intensity")
    }

    @Test(arguments: themes)
    func everyOutlineStandsOutFromTheBackgroundByThreeToOne(name: String, palette: CalendarPalette) {
        for level in 0...3 {
            #expect(palette.levelOutlines[level].contrast(with: palette.background) >= 3, "\(name) level \(level)")
        }
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
