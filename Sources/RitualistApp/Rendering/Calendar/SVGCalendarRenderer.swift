import RitualistCore

/// The calendar as a self-contained SVG picture, for READMEs and dashboards: a light and a dark
/// theme (or one of them), and a `<title>` on every day that screen readers read and browsers
/// show as a tooltip.
package struct SVGCalendarRenderer {
    package var theme: CalendarTheme = .auto

    package init(theme: CalendarTheme = .auto) {
        self.theme = theme
    }

    /// Cells are 11 units with 3 between them, as on GitHub; the grid starts below the counter.
    static let cell = 11, pitch = 14, margin = 20, gridLeft = 44, gridTop = 104
    static let font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif"

    package func render(_ calendar: StreakCalendar) -> String {
        let grid = calendar.grid
        let width = max(500, Self.gridLeft + grid.columns.count * Self.pitch - (Self.pitch - Self.cell) + Self.margin)
        let legendTop = Self.gridTop + 7 * Self.pitch + 12
        let height = legendTop + Self.cell + Self.margin
        let summary =
            "Streak calendar, \(calendar.subject), \(calendar.span). Current streak "
            + calendar.streak.counter + "; " + calendar.streak.longestLine.lowercased() + "."
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.font)\">",
            "<title>\(Markup.escape(summary))</title>",
            "<style>\n" + CalendarStylesheet.themed(theme, CalendarStylesheet.svgRules) + "\n</style>",
            "<rect class=\"bg\" width=\"\(width)\" height=\"\(height)\" rx=\"6\"/>",
        ]
        parts += header(calendar, width: width)
        parts += labels(grid)
        parts.append("<g stroke-width=\"1\">")
        parts += cells(grid)
        parts.append("</g>")
        parts += legend(width: width, top: legendTop)
        parts.append("</svg>")
        return parts.joinedText(separator: "\n")
    }

    private func header(_ calendar: StreakCalendar, width: Int) -> [String] {
        let streak = calendar.streak
        var counter = "<tspan class=\"text\" font-size=\"24\" font-weight=\"700\">\(streak.counter)</tspan>"
        if let note = streak.atRiskNote {
            counter += "<tspan class=\"risk\" font-size=\"13\" dx=\"12\">\(Markup.escape(note))</tspan>"
        }
        return [
            "<path class=\"flame\" transform=\"translate(\(Self.margin - 2) 20) scale(1.2)\" d=\"\(Markup.flamePath)\"/>",
            "<text x=\"\(Self.margin + 30)\" y=\"44\">\(counter)</text>",
            "<text class=\"secondary\" x=\"\(Self.margin)\" y=\"70\" font-size=\"13\">"
                + Markup.escape(streak.longestLine) + "</text>",
            "<text class=\"secondary\" x=\"\(width - Self.margin)\" y=\"44\" font-size=\"13\" text-anchor=\"end\">"
                + Markup.escape(calendar.subject + " · " + calendar.span) + "</text>",
        ]
    }

    private func labels(_ grid: HeatmapGrid) -> [String] {
        let months = grid.visibleMonthLabels(minimumGap: 3).map { label in
            "<text class=\"secondary\" x=\"\(Self.gridLeft + label.column * Self.pitch)\" y=\"\(Self.gridTop - 7)\" "
                + "font-size=\"10\">\(label.name)</text>"
        }
        let weekdays = (0..<7).compactMap { row in
            grid.weekdayLabel(row: row).map {
                "<text class=\"secondary\" x=\"\(Self.margin)\" y=\"\(Self.gridTop + row * Self.pitch + 9)\" "
                    + "font-size=\"10\">\($0)</text>"
            }
        }
        return ["<g aria-hidden=\"true\">"] + months + weekdays + ["</g>"]
    }

    private func cells(_ grid: HeatmapGrid) -> [String] {
        grid.columns.enumerated().flatMap { column, days in
            days.enumerated().compactMap { row, cell -> String? in
                guard cell.state != .outsideWindow else { return nil }
                // Half-unit offsets keep the 1-unit outline on whole pixels.
                let x = Double(Self.gridLeft + column * Self.pitch) + 0.5
                let y = Double(Self.gridTop + row * Self.pitch) + 0.5
                let style = cell.level.map { "l\($0)" } ?? "none"
                return "<rect class=\"\(style)\" x=\"\(x)\" y=\"\(y)\" width=\"10\" height=\"10\" rx=\"2\">"
                    + "<title>\(Markup.escape(cell.description))</title></rect>"
            }
        }
    }

    private func legend(width: Int, top: Int) -> [String] {
        let more = width - Self.margin
        let firstSwatch = more - 33 - 4 * Self.pitch
        let swatches = (0...3).map { level in
            "<rect class=\"l\(level)\" x=\"\(Double(firstSwatch + level * Self.pitch) + 0.5)\" y=\"\(Double(top) + 0.5)\" "
                + "width=\"10\" height=\"10\" rx=\"2\"/>"
        }
        let baseline = top + 9
        return [
            "<g aria-hidden=\"true\" font-size=\"11\" stroke-width=\"1\">",
            "<rect class=\"none\" x=\"\(Double(Self.gridLeft) + 0.5)\" y=\"\(Double(top) + 0.5)\" width=\"10\" height=\"10\" rx=\"2\"/>",
            "<text class=\"secondary\" x=\"\(Self.gridLeft + 16)\" y=\"\(baseline)\">Future, or before the first habit</text>",
            "<text class=\"secondary\" x=\"\(firstSwatch - 6)\" y=\"\(baseline)\" text-anchor=\"end\">Less</text>",
        ] + swatches + [
            "<text class=\"secondary\" x=\"\(more)\" y=\"\(baseline)\" text-anchor=\"end\">More</text>", "</g>",
        ]
    }
}
