/// Every colour the calendar is drawn in, for a light and a dark page: the one place the
/// renderers and the contrast tests read them from.
///
/// WCAG 2.1 AA non-text contrast (1.4.11) is met this way:
/// - every level's fill, the empty level's too, has at least 3:1 against the page background, so
///   a day with nothing done is a grey box, never a faint one;
/// - a day with no data (in the future, or before the first habit) is a hollow box: the
///   background's fill inside an outline of at least 3:1, told apart from every level by its fill;
/// - WCAG sets no ratio between data levels (3:1 between all four is not reachable, as the page
///   takes the first 3:1), so neighbouring levels differ by at least 1.6:1 here, and the exact
///   percentage is in every cell's text alternative, so colour never carries the level alone (1.4.1).
/// The tests compute these ratios from the stylesheet the renderers write.
struct CalendarPalette: Sendable {
    let background: CalendarColor
    package let text: CalendarColor
    let secondaryText: CalendarColor
    /// The fill of each level, 0 (empty) to 3 (full).
    let levelFills: [CalendarColor]
    /// The outline of each level, a shade of its fill.
    let levelOutlines: [CalendarColor]
    /// The fill of days with no data: in the future or before the first habit. The background's.
    let untracked: CalendarColor
    /// The outline of days with no data, which carries their contrast.
    let untrackedOutline: CalendarColor
    /// The flame beside the counter: a graphic, so 3:1.
    let flame: CalendarColor
    /// The at-risk note: text, so 4.5:1.
    package let atRisk: CalendarColor
    /// The ring around the selected day in the HTML page.
    let focus: CalendarColor

    package static let light = CalendarPalette(
        background: CalendarColor(0xFFFFFF), text: CalendarColor(0x1F2328), secondaryText: CalendarColor(0x59636E),
        levelFills: [
            CalendarColor(0x89929E), CalendarColor(0x2E7B3F), CalendarColor(0x195526), CalendarColor(0x0C2F14),
        ],
        levelOutlines: [
            CalendarColor(0x76818E), CalendarColor(0x2A6F39), CalendarColor(0x164C22), CalendarColor(0x0A2810),
        ],
        untracked: CalendarColor(0xFFFFFF), untrackedOutline: CalendarColor(0x808A97), flame: CalendarColor(0xD9480F),
        atRisk: CalendarColor(0x9A4A00), focus: CalendarColor(0x0969DA))

    package static let dark = CalendarPalette(
        background: CalendarColor(0x0D1117), text: CalendarColor(0xE6EDF3), secondaryText: CalendarColor(0x9198A1),
        levelFills: [
            CalendarColor(0x5B656F), CalendarColor(0x339B4A), CalendarColor(0x41D060), CalendarColor(0xB7F9C6),
        ],
        levelOutlines: [
            CalendarColor(0x68727F), CalendarColor(0x37A64F), CalendarColor(0x66D980), CalendarColor(0xDAFCE1),
        ],
        untracked: CalendarColor(0x0D1117), untrackedOutline: CalendarColor(0x606975), flame: CalendarColor(0xFF8A3D),
        atRisk: CalendarColor(0xF0A04B), focus: CalendarColor(0x4493F8))

    package static func of(_ theme: CalendarTheme) -> CalendarPalette {
        theme == .dark ? .dark : .light
    }
}
