import Foundation
import IntentKit
import RitualistCore
import Testing

@testable import RitualistApp

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG and HTML calendars: a described, themed picture, and a page that shows a day's habits.
@Suite struct CalendarPictureTests {
    let fixture = CalendarFixture.threeHabits()
    var calendar: StreakCalendar { StreakCalendar(history: fixture.history, months: 12) }

    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func everyDayOfTheWindowIsACellWithItsDescriptionAsTitle() throws {
        let svg = SVGCalendarRenderer().render(calendar)
        #expect(
            occurrences(of: "<rect class=\"l", in: svg) + occurrences(of: "<rect class=\"none", in: svg)
                == calendar.days.count + 5)  // 4 level swatches and 1 no-data swatch in the legend
        #expect(svg.contains("<title>November 5: 100% completed, 3 of 3 habits</title>"))
        #expect(svg.contains("<title>November 9: in the future</title>"))
        #expect(svg.contains("<title>October 14: before the first habit</title>"))
        #expect(svg.contains(">19 days</tspan>") && svg.contains("Longest streak: 19 days"))
        #expect(svg.contains("at risk: nothing done today yet"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test func cellsAndLabelsStandAtTheirColumnsAndRows() {
        let svg = SVGCalendarRenderer().render(calendar)
        let (left, top, pitch) = (SVGCalendarRenderer.gridLeft, SVGCalendarRenderer.gridTop, SVGCalendarRenderer.pitch)
        // Wednesday 2025-11-05: column 49, row 2, full.
        #expect(
            svg.contains(
                "<rect class=\"l3\" x=\"\(Double(left + 49 * pitch) + 0.5)\" y=\"\(Double(top + 2 * pitch) + 0.5)\""))
        #expect(svg.contains("x=\"\(left + 48 * pitch)\" y=\"\(top - 7)\" font-size=\"10\">Nov</text>"))
        #expect(svg.contains("font-size=\"10\">M</text>") && svg.contains("font-size=\"10\">F</text>"))
    }

    @Test func autoHasBothThemesAndAFixedThemeOnlyItsOwn() {
        let auto = SVGCalendarRenderer(theme: .auto).render(calendar)
        #expect(auto.contains("@media (prefers-color-scheme: dark)"))
        for palette in [CalendarPalette.light, .dark] {
            #expect(
                auto.contains(".l1 { fill: \(palette.levelFills[1].hex); stroke: \(palette.levelOutlines[1].hex) }"))
            #expect(auto.contains(".bg { fill: \(palette.background.hex) }"))
        }
        let dark = SVGCalendarRenderer(theme: .dark).render(calendar)
        #expect(!dark.contains("prefers-color-scheme"))
        #expect(dark.contains(".bg { fill: \(CalendarPalette.dark.background.hex) }"))
        #expect(!dark.contains(CalendarPalette.light.levelFills[3].hex))
    }

    @Test func htmlDaysAreLabelledButtonsWithTheHabitsDone() {
        let html = HTMLCalendarRenderer().render(calendar)
        #expect(occurrences(of: "<button type=\"button\" class=\"day", in: html) == calendar.days.count)
        let november5 =
            "data-date=\"2025-11-05\" data-done=\"[&quot;Meditate&quot;,&quot;Read&quot;,&quot;Run&quot;]\" "
            + "aria-label=\"November 5: 100% completed, 3 of 3 habits\" "
            + "title=\"November 5: 100% completed, 3 of 3 habits\" tabindex=\"-1\""
        #expect(html.contains(november5))
        #expect(
            html.contains(
                "data-date=\"2025-11-08\" data-done=\"[]\" aria-label=\"November 8: 0% completed, 0 of 3 habits\" "
                    + "title=\"November 8: 0% completed, 0 of 3 habits\" tabindex=\"0\" aria-current=\"date\""))
        #expect(occurrences(of: "tabindex=\"0\"", in: html) == 1)
        // A day without data has no list, so the page does not say "No habits done" for it.
        #expect(html.contains("data-date=\"2025-11-09\" aria-label=\"November 9: in the future\""))
        #expect(html.contains("<section class=\"details\" id=\"details\" aria-live=\"polite\">"))
        #expect(html.contains("ArrowLeft: -7") && html.contains("addEventListener(\"click\""))
    }

    @Test func htmlIsSelfContained() {
        let html = HTMLCalendarRenderer().render(calendar)
        for external in ["http:", "https:", "src=", "href=", "@import", "url("] {
            #expect(!html.contains(external), "\(external)")
        }
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        #expect(html.contains("--l2: \(CalendarPalette.dark.levelFills[2].hex)"))
    }

    @Test func habitNamesAreEscapedInBothPictures() {
        let tea = CalendarFixture.habit("<Tea & \"Cake\">", start: "2025-11-01")
        let history = CalendarFixture.history(today: "2025-11-08", habits: [tea], done: [(tea, ["2025-11-03"])])
        let calendar = StreakCalendar(history: history, months: 1, habit: tea)
        let html = HTMLCalendarRenderer().render(calendar)
        #expect(html.contains("&quot;&lt;Tea &amp; \\&quot;Cake\\&quot;&gt;&quot;"))
        #expect(html.contains("Streak calendar · &lt;Tea &amp; &quot;Cake&quot;&gt;"))
        #expect(!html.contains("<Tea"))
        let svg = SVGCalendarRenderer().render(calendar)
        #expect(!svg.contains("<Tea"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}
