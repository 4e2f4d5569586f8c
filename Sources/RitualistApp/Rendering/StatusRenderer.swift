import IntentKit
import RitualistCore

/// The widget, `ritual status`, for a glance (DayStatus's own JSON is for scripts and bars).
package enum StatusRenderer {
    /// The date, a progress bar, then the habits: remaining first, then done.
    package static func text(_ view: DayView, selection: DayView.Selection?) -> String {
        guard !view.habits.isEmpty else {
            guard !view.resting.isEmpty else {
                return [header(view), "", "  Nothing scheduled for this day."].joinedText(separator: "\n")
            }
            let width = view.resting.map { Text.width($0.name) }.max() ?? 0
            let marks = view.resting.contains { $0.emoji != nil }
            let resting = view.resting.map { restingRow($0, width: width, marks: marks) }
            return ([header(view), "", "  A rest day.", ""] + resting).joinedText(separator: "\n")
        }
        var lines = [header(view), bar(view), ""]
        let remaining = selection?.visibleRemaining ?? view.remaining
        let completed = selection?.visibleCompleted ?? view.completed
        let shown = remaining + completed + view.resting
        let width = shown.map { Text.width($0.name) }.max() ?? 0
        let marks = shown.contains { $0.emoji != nil }
        lines += remaining.map { "  ○ " + row($0, width: width, marks: marks) }
        if let hidden = selection?.hiddenRemaining, hidden > 0 { lines.append("    +\(hidden) more to do") }
        lines += completed.map { "  ✓ " + row($0, width: width, marks: marks) }
        if let hidden = selection?.hiddenCompleted, hidden > 0 { lines.append("    +\(hidden) more done") }
        lines += view.resting.map { restingRow($0, width: width, marks: marks) }
        if view.allCompleted { lines += ["", "  All done for this day. 🎉"] }
        return lines.joinedText(separator: "\n")
    }

    private static func header(_ view: DayView) -> String {
        let back = view.canGoBack ? "‹" : " ", forward = view.canGoForward ? "›" : " "
        let suffix = view.isToday ? " · today" : ""
        return "\(back) \(view.date.weekday.name) \(view.date.iso)\(suffix) \(forward)".trimmed
    }

    private static func bar(_ view: DayView, width: Int = 20) -> String {
        let filled = view.habits.isEmpty ? 0 : view.completed.count * width / view.habits.count
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] "
            + "\(view.percentage)%  \(view.completed.count) of \(view.habits.count) done"
    }

    /// `  – 📖 Read      resting`: due, but resting that day.
    private static func restingRow(_ status: HabitDayStatus, width: Int, marks: Bool) -> String {
        "  – " + (marks ? Text.mark(status.emoji) + " " : "") + Text.pad(status.name, width) + "  resting"
    }

    /// `🧘 Meditate`, or `💧 Water     3/8 glasses` with the amounts in one column, names padded to `width`;
    /// with `marks`, a habit without an emoji keeps the emoji's columns.
    private static func row(_ status: HabitDayStatus, width: Int, marks: Bool) -> String {
        let mark = marks ? Text.mark(status.emoji) + " " : ""
        guard let amount = status.amount else { return mark + status.name }
        return mark + Text.pad(status.name, width) + "  " + amount
    }
}
