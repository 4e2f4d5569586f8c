import IntentKit
import RitualistCore

/// The calendar as one self-contained web page (inline CSS and script, nothing fetched): every
/// day is a button whose label and tooltip are its description; clicking it, or moving to it
/// with the arrow keys, shows which habits were done that day.
package struct HTMLCalendarRenderer {
    package var theme: CalendarTheme = .auto

    package init(theme: CalendarTheme = .auto) {
        self.theme = theme
    }

    package func render(_ calendar: StreakCalendar) -> String {
        let grid = calendar.grid
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="\(theme == .auto ? "light dark" : theme.rawValue)">
            <title>Streak calendar · \(Markup.escape(calendar.subject))</title>
            <style>
            \(CalendarStylesheet.themed(theme, CalendarStylesheet.htmlVariables))
            \(HTMLCalendarAssets.css)
            </style>
            </head>
            <body>
            <main class="calendar">
            \(header(calendar))
            <div class="scroller">
            <div class="heatmap" style="--columns: \(grid.columns.count)">
            \(monthLabels(grid))
            \(weekdayLabels(grid))
            <div class="days" role="group" aria-label="Days, one column per week, Monday at the top. \
            Arrow keys move between days.">
            \(days(calendar).joinedText(separator: "\n"))
            </div>
            </div>
            </div>
            \(HTMLCalendarAssets.legend)
            <section class="details" id="details" aria-live="polite">
            <p class="details-title"></p>
            <ul class="details-habits"></ul>
            </section>
            </main>
            <script>
            \(HTMLCalendarAssets.script)
            </script>
            </body>
            </html>
            """
    }

    private func header(_ calendar: StreakCalendar) -> String {
        let streak = calendar.streak
        let note = streak.atRiskNote.map { " <span class=\"risk\">\(Markup.escape($0))</span>" } ?? ""
        return """
            <header>
            <p class="subject">\(Markup.escape(calendar.subject + " · " + calendar.span))</p>
            <p class="counter"><svg class="flame" viewBox="0 0 24 24" aria-hidden="true">\
            <path d="\(Markup.flamePath)"/></svg><span class="number">\(streak.counter)</span>\(note)</p>
            <p class="longest">\(Markup.escape(streak.longestLine))</p>
            </header>
            """
    }

    private func monthLabels(_ grid: HeatmapGrid) -> String {
        let labels = grid.visibleMonthLabels(minimumGap: 3).map { label in
            "<span style=\"grid-column: \(label.column + 1) / span 3\">\(label.name)</span>"
        }
        return "<div class=\"months\" aria-hidden=\"true\">" + labels.joined() + "</div>"
    }

    private func weekdayLabels(_ grid: HeatmapGrid) -> String {
        let labels = (0..<7).map { "<span>\(grid.weekdayLabel(row: $0) ?? "")</span>" }
        return "<div class=\"weekdays\" aria-hidden=\"true\">" + labels.joined() + "</div>"
    }

    /// One element per grid position, column by column; only the window's days are buttons.
    private func days(_ calendar: StreakCalendar) -> [String] {
        calendar.grid.columns.joined().map { day($0, today: calendar.today) }
    }

    private func day(_ cell: HeatmapCell, today: Day) -> String {
        guard cell.state != .outsideWindow else { return "<span class=\"day pad\"></span>" }
        let description = Markup.escape(cell.description)
        var attributes = [
            "type=\"button\"", "class=\"day \(cell.level.map { "l\($0)" } ?? "none")\"",
            "data-date=\"\(cell.day.iso)\"",
        ]
        // Days without data get no list, so the page can tell them from days with nothing done.
        if cell.state == .recorded {
            let names = JSONValue.array(cell.completedHabitNames.map(JSONValue.string)).serialized()
            attributes.append("data-done=\"\(Markup.escape(names))\"")
        }
        attributes += ["aria-label=\"\(description)\"", "title=\"\(description)\""]
        attributes.append(cell.day == today ? "tabindex=\"0\" aria-current=\"date\"" : "tabindex=\"-1\"")
        return "<button " + attributes.joinedText(separator: " ") + "></button>"
    }
}
