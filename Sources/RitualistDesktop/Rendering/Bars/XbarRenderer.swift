import RitualistCore

/// An xbar / SwiftBar / Argos plugin's output: the title, then a dropdown of the remaining habits, each of which
/// runs CompleteHabit when clicked, by running `ritual` by absolute path with the habit's id: a binary habit is
/// done, a numeric one asks for the amount.
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

    /// CompleteHabit by the habit's id, whatever its kind: the seed's rule, a binary habit completes and a numeric
    /// one asks for the amount (through config.yaml's `prompt.command`, as `ritual done` does), so a click never
    /// logs an amount nobody gave (a 0 for an at-most habit, or the rest of a target).
    private static func intent(_ habit: HabitDayStatus) -> [String] {
        ["param2=CompleteHabit", "param3=habit=" + habit.id.text]
    }

    /// A `|` would start the attributes: a habit name shows a look-alike instead.
    private static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "∣")
    }

    private static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
