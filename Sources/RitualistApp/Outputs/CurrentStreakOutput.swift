import IntentKit
import RitualistCore

/// What CurrentStreak returns: the overall streak as it stands today.
package struct CurrentStreakOutput: ActionOutput {
    package let run: CurrentRun

    package var json: JSONValue {
        .object([
            ("current", .int(run.current)), ("start", .optional(run.start?.iso)), ("atRisk", .bool(run.atRisk)),
        ])
    }

    /// `Overall: 3 days, at risk today.`
    package var text: String {
        "Overall: " + HabitStreak.Unit.days.count(run.current) + (run.atRisk ? ", at risk today." : ".")
    }
}

extension CurrentStreakOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape { .object(["current": .number, "start": .date, "atRisk": .boolean]) }
}
