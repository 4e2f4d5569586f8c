import RitualistCore

/// An xbar / SwiftBar / Argos plugin's output: the title, then a dropdown of the remaining habits, each of which
/// completes its habit when clicked, by running `ritual` by absolute path with the habit's id; with a home that is
/// not the default, through `/usr/bin/env RITUALIST_HOME=HOME`, since the app runs a click in its own environment.
enum XbarRenderer {
    package static func render(_ status: BarStatus, executable: String, home: String? = nil) -> String {
        var lines = [text(status.text), "---"]
        let program = home.flatMap { $0.isEmpty ? nil : $0 }.map { ["/usr/bin/env", "RITUALIST_HOME=" + $0] } ?? []
        for habit in status.view.remaining {
            let words = program + [executable, "run"] + intent(habit)
            let attributes =
                ["bash=" + quoted(words[0])]
                + words.dropFirst().enumerated().map { "param\($0.offset + 1)=" + parameter($0.element) }
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
        let id = "habit=" + habit.id.text
        guard habit.kind == .numeric, let target = habit.target else { return ["CompleteHabit", id] }
        let value = habit.targetDirection == .atMost ? 0 : max(target - habit.progress, 0)
        return ["LogHabitValue", id, "value=" + ValueFormat.text(value)]
    }

    /// A `|` would start the attributes: a habit name shows a look-alike instead.
    private static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "∣")
    }

    /// A parameter as it is when it holds no blank or quote, else quoted as `bash=` is.
    private static func parameter(_ value: String) -> String {
        value.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\\" }) ? quoted(value) : value
    }

    private static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
