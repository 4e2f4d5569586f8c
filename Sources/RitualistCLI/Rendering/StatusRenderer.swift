import IntentKit
import RitualistCore
import RitualistIntents

/// The widget, `ritual status`, for a glance (DayStatus's own JSON is for scripts and bars).
enum StatusRenderer {
    /// The date, a progress bar, then the habits: remaining first, then done.
    static func text(_ view: DayView, selection: DayView.Selection?) -> String {
        var lines = [header(view), bar(view), ""]
        guard !view.habits.isEmpty else {
            lines.append("  Nothing scheduled for this day.")
            return lines.joined(separator: "\n")
        }
        let remaining = selection?.visibleRemaining ?? view.remaining
        let completed = selection?.visibleCompleted ?? view.completed
        lines += remaining.map { "  ○ " + row($0) }
        if let hidden = selection?.hiddenRemaining, hidden > 0 { lines.append("    +\(hidden) more to do") }
        lines += completed.map { "  ✓ " + row($0) }
        if let hidden = selection?.hiddenCompleted, hidden > 0 { lines.append("    +\(hidden) more done") }
        if view.allCompleted { lines += ["", "  All done for this day. 🎉"] }
        return lines.joined(separator: "\n")
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

    private static func row(_ status: HabitDayStatus) -> String {
        var text = (status.emoji.map { $0 + " " } ?? "") + status.name
        if status.kind == .numeric, let target = status.target {
            text += "  " + ValueFormat.text(status.progress) + "/" + ValueFormat.text(target, unit: status.unit)
        }
        return text
    }
}
