import RitualistCore

/// An xbar / SwiftBar / Argos plugin's output: the title, then a dropdown of the remaining habits, each of which
/// runs CompleteHabit when clicked, by running `ritual` by absolute path with the habit's id (with a home that is
/// not the default, through `/usr/bin/env RITUALIST_HOME=HOME`, since the app runs a click in its own environment):
/// a binary habit is done, a numeric one asks for the amount.
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
            lines.append("○ " + text(BarStatus.row(habit)) + " | " + attributes.joinedText(separator: " "))
        }
        if status.view.remaining.isEmpty { lines.append(text(status.remainingLines[0]) + " | emojize=false") }
        for habit in status.view.completed {
            lines.append("✓ " + text(BarStatus.row(habit)) + " | color=gray emojize=false")
        }
        return lines.joinedText(separator: "\n")
    }

    /// CompleteHabit by the habit's id, whatever its kind: the seed's rule, a binary habit completes and a numeric
    /// one asks for the amount (through config.yaml's `prompt.command`, as `ritual done` does), so a click never
    /// logs an amount nobody gave (a 0 for an at-most habit, or the rest of a target).
    private static func intent(_ habit: HabitDayStatus) -> [String] {
        ["CompleteHabit", "habit=" + habit.id.text]
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
