import ArgumentParser
import RitualistCore

/// The fields `habit add` and `habit edit` share, passed on to AddHabit and EditHabit as parameters.
struct HabitOptions: ParsableArguments {
    @Option(help: "One emoji shown beside the name.")
    var emoji: String?

    @Option(help: "binary (done or not) or numeric (an amount with a daily target).")
    var kind: HabitKind?

    @Option(help: ArgumentHelp("The daily target of a numeric habit.", valueName: "number"))
    var target: String?

    @Flag(exclusivity: .exclusive)
    var direction: TargetDirection?

    @Option(help: "The unit of a numeric habit (glasses, pages).")
    var unit: String?

    @Option(
        help: ArgumentHelp(
            "daily, weekdays like mon,wed,fri, N/week, N/month, 'every N days' or 'N in M days'.",
            valueName: "schedule"))
    var schedule: String?

    @Option(
        help: ArgumentHelp("The first day the habit is due (YYYY-MM-DD, today, yesterday).", valueName: "date"),
        completion: .dateWords)
    var start: String?

    @Option(help: ArgumentHelp("The last day the habit is due (a date), or 'none'.", valueName: "date"))
    var end: String?

    @Option(help: "A category name.", completion: .categories)
    var category: String?

    /// The intent parameters these options give.
    var parameters: [(String, String?)] {
        let noEnd = end?.lowercased() == "none"
        return [
            ("emoji", emoji), ("kind", kind?.rawValue), ("target", target), ("direction", direction?.rawValue),
            ("unit", unit), ("schedule", schedule),
            ("start", start), ("end", noEnd ? nil : end), ("no_end", noEnd ? "true" : nil), ("category", category),
        ]
    }
}

extension TargetDirection: EnumerableFlag {
    /// `--at-least` and `--at-most`.
    public static func help(for value: TargetDirection) -> ArgumentHelp? {
        switch value {
        case .atLeast: "The day is done when its total reaches the target (the default)."
        case .atMost: "The day is done when it has an entry and its total stays at or under the target."
        }
    }
}
