import Primitives
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

    /// The most months, up to `preferred`, whose weeks fit in `width` columns beside the labels in one band.
    package static func months(fitting width: Int, preferred: Int = 12) -> Int {
        // A month starts at most 5 weeks after the one before; the first column may hold the month before.
        let room = width - labelWidth - 3
        return max(1, min(preferred, (room - 2) * 7 / 31))
    }

    package func render(_ calendar: StreakCalendar) -> String {
        let palette = style.palette
        let longest = Text.fitting([calendar.streak.longestLine], width: width)
        var lines = [counterLine(calendar.streak), style.paint(longest, palette?.secondaryText), ""]
        let title = Text.fitting(
            [calendar.subject + " · " + calendar.span, calendar.subject], width: width)
        lines.append(style.paint(TerminalText.escaped(title), palette?.secondaryText))
        for band in bands(calendar.grid) {
            lines.append(monthLine(calendar.grid, band))
            lines += (0..<7).map { rowLine(calendar.grid, band, row: $0) }
            lines.append("")
        }
        lines += legend
        if !calendar.hasHabits { lines += ["", "No habits yet: add one with 'ritual habit add NAME'."] }
        return lines.joinedText(separator: "\n")
    }

    private func counterLine(_ streak: CalendarStreak) -> String {
        let flame = streak.current > 0 ? "🔥 " : ""
        var line = flame + style.paint(streak.counter, nil, bold: true)
        if let note = streak.atRiskNote {
            let room = width - Text.width(flame + streak.counter) - 2
            line +=
                "  " + style.paint("(" + Text.fitting([note, "at risk"], width: room - 2) + ")", style.palette?.atRisk)
        }
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
        // Runs of one colour share one escape sequence. A run is gathered as UTF-8 (a glyph is one scalar, cheap to
        // encode where appending it to a string was costly) and made a string once.
        var run: [UInt8] = [], runColor: CalendarColor? = nil
        run.reserveCapacity(band.count * 3)
        for column in band {
            let cell = grid.cell(column: column, row: row)
            // A day nothing was due is not a miss: it has a glyph of its own.
            let unscheduled = cell.state == .recorded && cell.scheduled == 0
            let level = cell.level
            let color = unscheduled ? style.palette?.secondaryText : style.color(level: level)
            if color != runColor {
                line += style.paint(String(decoding: run, as: UTF8.self), runColor)
                run.removeAll(keepingCapacity: true)
                runColor = color
            }
            UTF8.encode(unscheduled ? TerminalStyle.unscheduledScalar : style.glyphScalar(level: level)) {
                run.append($0)
            }
        }
        line += style.paint(String(decoding: run, as: UTF8.self), runColor)
        return line.trimmingTrailingSpaces
    }

    /// `Less · ░ ▒ █ More`, what a missed and a not scheduled day look like, and what a blank means: on as many
    /// lines as the width needs.
    var legend: [String] {
        let swatches = (0...3).map { style.paint(String(style.glyph(level: $0)), style.color(level: $0)) }
        let missed = style.paint(String(style.glyph(level: 0)), style.color(level: 0)) + " missed"
        let unscheduled =
            style.paint(String(TerminalStyle.unscheduledGlyph), style.palette?.secondaryText) + " not scheduled"
        let blankNote = Text.fitting(
            ["blank: future, or before the first habit", "blank: future, before habits"], width: width - Self.labelWidth
        )
        let blank = style.paint(blankNote, style.palette?.secondaryText)
        // The widths of the parts as shown, their escape sequences aside.
        let parts = [
            ("Less " + swatches.joinedText(separator: " ") + " More", 17), (missed, 8), (unscheduled, 15),
            (blank, Text.width(blankNote)),
        ]
        var lines: [String] = []
        var line = "", columns = 0
        for (part, partWidth) in parts {
            if columns > 0, Self.labelWidth + columns + 3 + partWidth > width {
                lines.append(Text.pad("", Self.labelWidth) + line)
                (line, columns) = ("", 0)
            }
            line += (columns > 0 ? "   " : "") + part
            columns += (columns > 0 ? 3 : 0) + partWidth
        }
        return lines + [Text.pad("", Self.labelWidth) + line]
    }
}
