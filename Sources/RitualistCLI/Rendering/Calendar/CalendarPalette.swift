/// Every colour the calendar is drawn in, for a light and a dark page: the one place the
/// renderers and the contrast tests read them from.
///
/// WCAG 2.1 AA non-text contrast (1.4.11) is met this way:
/// - the light, medium and full fills each have at least 3:1 against the page background;
/// - the empty level keeps the design's background-like fill and is told apart by its outline,
///   which has at least 3:1 against the background (a hollow box against filled ones);
/// - WCAG sets no ratio between data levels (3:1 between all four is not reachable in one hue),
///   so neighbouring levels differ by at least 1.5:1 here, and the exact percentage is in every
///   cell's text alternative, so colour never carries the level alone (1.4.1).
/// The tests compute these ratios from the values below.
struct CalendarPalette: Sendable {
    let background: CalendarColor
    let text: CalendarColor
    let secondaryText: CalendarColor
    /// The fill of each level, 0 (empty) to 3 (full).
    let levelFills: [CalendarColor]
    /// The outline of each level; the empty level's carries its contrast.
    let levelOutlines: [CalendarColor]
    /// Days with no data: in the future or before the first habit. Deliberately faint.
    let untracked: CalendarColor
    /// The flame beside the counter: a graphic, so 3:1.
    let flame: CalendarColor
    /// The at-risk note: text, so 4.5:1.
    let atRisk: CalendarColor
    /// The ring around the selected day in the HTML page.
    let focus: CalendarColor

    static let light = CalendarPalette(
        background: CalendarColor(0xFFFFFF), text: CalendarColor(0x1F2328), secondaryText: CalendarColor(0x59636E),
        levelFills: [
            CalendarColor(0xEFF2F5), CalendarColor(0x46A058), CalendarColor(0x237538), CalendarColor(0x134A26),
        ],
        levelOutlines: [
            CalendarColor(0x818B98), CalendarColor(0x3D8F4E), CalendarColor(0x1E6630), CalendarColor(0x0E3B1D),
        ],
        untracked: CalendarColor(0xF6F8FA), flame: CalendarColor(0xD9480F), atRisk: CalendarColor(0x9A4A00),
        focus: CalendarColor(0x0969DA))

    static let dark = CalendarPalette(
        background: CalendarColor(0x0D1117), text: CalendarColor(0xE6EDF3), secondaryText: CalendarColor(0x9198A1),
        levelFills: [
            CalendarColor(0x161B22), CalendarColor(0x2E8042), CalendarColor(0x40B457), CalendarColor(0x9AF0A8),
        ],
        levelOutlines: [
            CalendarColor(0x6B7380), CalendarColor(0x37904D), CalendarColor(0x4CC263), CalendarColor(0xB4F5BE),
        ],
        untracked: CalendarColor(0x131920), flame: CalendarColor(0xFF8A3D), atRisk: CalendarColor(0xF0A04B),
        focus: CalendarColor(0x4493F8))

    static func of(_ theme: CalendarTheme) -> CalendarPalette {
        theme == .dark ? .dark : .light
    }
}
