import IntentKit
import RitualistCore

/// What RebuildSummary returns: whether the store keeps a summary it folded again, and the settings it used.
package struct SummaryOutput: ActionOutput {
    /// False when there was no store (a new home) and so nothing to fold.
    package let rebuilt: Bool
    let threshold: StreakThreshold
    let firstWeekday: Weekday

    package var json: JSONValue {
        .object([
            ("rebuilt", .bool(rebuilt)), ("threshold", .string(threshold.description)),
            ("weekStart", .int(firstWeekday.rawValue)), ("text", .string(text)),
        ])
    }

    /// `Log buckets written and streak summary folded again (threshold any, weeks from Monday).`
    package var text: String {
        guard rebuilt else { return "No store yet: there is no summary to fold." }
        return
            "Log buckets written and streak summary folded again (threshold \(threshold), weeks from \(firstWeekday.name))."
    }
}

extension SummaryOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        .object(["rebuilt": .boolean, "threshold": .text, "weekStart": .number, "text": .text])
    }
}
