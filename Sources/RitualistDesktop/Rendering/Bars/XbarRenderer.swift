import RitualistCore

/// An xbar / SwiftBar / Argos plugin's output: the title, then a dropdown of the remaining habits, each of which
/// completes its habit when clicked, by running `ritual` by absolute path with the habit's id.
enum XbarRenderer {
    package static func render(_ status: BarStatus, executable: String) -> String {
        var lines = [text(status.text), "---"]
        for habit in status.view.remaining {
            let attributes =
                ["bash=" + quoted(executable), "param1=run"] + intent(habit)
                + ["terminal=false", "refresh=true", "emojize=false"]
            lines.append("○ " + text(BarStatus.row(habit)) + " | " + attributes.joined(separator: " "))
        }
        if status.view.remaining.isEmpty { lines.append(text(status.remainingLines[0]) + " | emojize=false") }
        for habit in status.view.completed {
            lines.append("✓ " + text(BarStatus.row(habit)) + " | color=gray emojize=false")
        }
        return lines.joined(separator: "\n")
    }

    /// Completes a binary habit; logs what a numeric habit still needs to reach its target, or a 0 (none
    /// today) for an at-most habit.
    private static func intent(_ habit: HabitDayStatus) -> [String] {
        let id = "param3=habit=" + habit.id.text
        guard habit.kind == .numeric, let target = habit.target else { return ["param2=CompleteHabit", id] }
        let value = habit.targetDirection == .atMost ? 0 : max(target - habit.progress, 0)
        return ["param2=LogHabitValue", id, "param4=value=" + ValueFormat.text(value)]
    }

    /// A `|` would start the attributes: a habit name shows a look-alike instead.
    private static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "∣")
    }

    private static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
