import RitualistCore

/// The calendar as lines of text: one character per day and no spacing, so twelve months (at
/// most 54 weeks) fit in 80 columns beside the weekday labels. Longer windows are cut into
/// bands at month boundaries, oldest first.
package struct TerminalCalendarRenderer {
    package var style: TerminalStyle
    /// The widest line the grid may take, labels included.
    package var width = 80

    package init(style: TerminalStyle, width: Int = 80) {
        self.style = style
        self.width = width
    }

    /// The weekday label and the space after it.
    static let labelWidth = 2

    package func render(_ calendar: StreakCalendar) -> String {
        let palette = style.palette
        var lines = [
            counterLine(calendar.streak), style.paint(calendar.streak.longestLine, palette?.secondaryText), "",
        ]
        lines.append(
            style.paint(TerminalText.escaped(calendar.subject) + " · " + calendar.span, palette?.secondaryText))
        for band in bands(calendar.grid) {
            lines.append(monthLine(calendar.grid, band))
            lines += (0..<7).map { rowLine(calendar.grid, band, row: $0) }
            lines.append("")
        }
        lines.append(legend)
        if !calendar.hasHabits { lines += ["", "No habits yet: add one with 'ritual habit add NAME'."] }
        return lines.joined(separator: "\n")
    }

    private func counterLine(_ streak: CalendarStreak) -> String {
        var line = (streak.current > 0 ? "🔥 " : "") + style.paint(streak.counter, nil, bold: true)
        if let note = streak.atRiskNote { line += "  " + style.paint("(\(note))", style.palette?.atRisk) }
        return line
    }

    /// Column ranges no wider than the line allows, of about equal width, cut where a month begins.
    func bands(_ grid: HeatmapGrid) -> [Range<Int>] {
        // Three columns are kept free so the last month's label never runs past the width.
        let room = max(7, width - Self.labelWidth - 3)
        let total = grid.columns.count
        let count = (total + room - 1) / room
        let cuts = grid.monthLabels.map(\.column)
        var bands: [Range<Int>] = []
        var start = 0
        while total - start > room {
            let target = start + (total - start) / (count - bands.count)
            let end = cuts.filter { $0 > start && $0 <= start + room }.min { abs($0 - target) < abs($1 - target) }
            let band = start..<(end ?? start + room)
            bands.append(band)
            start = band.upperBound
        }
        bands.append(start..<total)
        return bands
    }

    /// `Jan`, `Feb`… over the column of each month's first day, never touching each other.
    func monthLine(_ grid: HeatmapGrid, _ band: Range<Int>) -> String {
        var line = [Character](repeating: " ", count: Self.labelWidth + band.count + 4)
        for label in grid.visibleMonthLabels(in: band, minimumGap: 4) {
            let position = Self.labelWidth + label.column - band.lowerBound
            for (offset, character) in label.name.enumerated() { line[position + offset] = character }
        }
        return String(line).trimmingTrailingSpaces
    }

    /// One weekday across the band; `M`, `W` and `F` label their rows.
    func rowLine(_ grid: HeatmapGrid, _ band: Range<Int>, row: Int) -> String {
        var line = Text.pad(grid.weekdayLabel(row: row) ?? "", Self.labelWidth)
        // Runs of one colour share one escape sequence.
        var run = "", runColor: CalendarColor? = nil
        for column in band {
            let level = grid.cell(column: column, row: row).level
            let color = style.color(level: level)
            if color != runColor {
                line += style.paint(run, runColor)
                (run, runColor) = ("", color)
            }
            run.append(style.glyph(level: level))
        }
        line += style.paint(run, runColor)
        return line.trimmingTrailingSpaces
    }

    /// `Less · ░ ▒ █ More`, and what a blank means.
    var legend: String {
        let swatches = (0...3).map { style.paint(String(style.glyph(level: $0)), style.color(level: $0)) }
        let note = style.paint("blank: future, or before the first habit", style.palette?.secondaryText)
        return Text.pad("", Self.labelWidth) + "Less " + swatches.joined(separator: " ") + " More   " + note
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
