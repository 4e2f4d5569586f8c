import IntentKit
import Primitives
import RitualistCore

/// An edit that would change whether logged days are done, given without `confirm`: past days are judged by the
/// habit as it is, so a new target, direction or kind is applied only once someone said yes to what it changes.
package enum PastDaysError: IntentFailure, Equatable, TemplatedMessage {
    /// Editing `habit` (its name) changes `days`; `edited` is the habit as the edit would leave it.
    case unconfirmed(habit: String, days: [ChangedDay], edited: Habit)

    package var caseName: String { "unconfirmedEdit" }
    package var category: FailureCategory { .usage }

    /// The days the refused edit would change.
    package var days: [ChangedDay] {
        switch self {
        case .unconfirmed(_, let days, _): return days
        }
    }

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case let .unconfirmed(habit, days, edited):
            return Words.unconfirmed.filled([
                "habit": habit, "count": Plural.count(days.count, "logged day"),
                "days": ChangedDay.sentence(days, of: edited),
            ])
        }
    }

    enum Words {
        static let unconfirmed: MessageTemplate =
            "This edit of '{habit}' changes {count}: {days}. Confirm with --yes (confirm=true for the intent)."
    }

    static let failureCases = [FailureCase("unconfirmedEdit", .usage, Words.unconfirmed)]
}

extension ChangedDay {
    /// How many days a sentence names before it counts the rest.
    static let namedInSentence = 10

    /// `2025-11-03 (23 glasses) and 2025-11-04 (25 glasses) are no longer done; 2025-11-05 (31 glasses) is now
    /// done`: the days grouped by the way they change, each with its total when `habit` (as edited) counts an amount.
    package static func sentence(_ days: [ChangedDay], of habit: Habit) -> String {
        let groups = [(days.filter(\.wasDone), "no longer done"), (days.filter { !$0.wasDone }, "now done")]
        return groups.filter { !$0.0.isEmpty }.map { group, change in
            var named = group.prefix(namedInSentence).map { day in
                habit.kind == .numeric
                    ? day.day.iso + " (" + ValueFormat.text(day.total, unit: habit.unit) + ")" : day.day.iso
            }
            if group.count > namedInSentence { named.append(Plural.count(group.count - namedInSentence, "more day")) }
            return Plural.list(named) + (group.count == 1 ? " is " : " are ") + change
        }.joinedText(separator: "; ")
    }

    /// What `json` holds.
    static let resultShape = ResultShape.object([
        "date": .date, "total": .number, "wasDone": .boolean, "done": .boolean,
    ])

    /// `{"date", "total", "wasDone", "done"}`.
    package var json: JSONValue {
        .object([
            ("date", .string(day.iso)), ("total", .double(total)), ("wasDone", .bool(wasDone)),
            ("done", .bool(!wasDone)),
        ])
    }
}
