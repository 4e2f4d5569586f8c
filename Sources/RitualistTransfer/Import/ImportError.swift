import Primitives

/// Why an import was refused before or while writing, apart from what is wrong with the file (`TransferError`).
package enum ImportError: Error, Equatable, Sendable, CustomStringConvertible, TemplatedMessage {
    /// The store already holds a history and `--merge` was not given.
    case storeHasHistory(habits: Int)

    /// The error's name in machine-readable output.
    package var caseName: String {
        switch self {
        case .storeHasHistory: "storeHasHistory"
        }
    }

    /// The template and values of what went wrong, in a sentence for a person.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .storeHasHistory(let habits): Words.storeHasHistory.filled(["habits": Plural.count(habits, "habit")])
        }
    }

    /// What went wrong, in a sentence for a person.
    package var description: String { message }

    /// The words of a refused import, written once.
    enum Words {
        static let storeHasHistory: MessageTemplate =
            "The habit store already holds a history ({habits}): import into an empty home, or add --merge to add "
            + "what the file holds to it."
    }

    /// Each case name a refused import has, with the templates of its messages.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [
        ("storeHasHistory", [Words.storeHasHistory])
    ]
}

extension ImportSource {
    /// The format's name for people: `Loop Habit Tracker's backup`.
    package var title: String {
        switch self {
        case .ritual: "a Ritualist export"
        case .loop: "a Loop Habit Tracker backup"
        case .loopCSV: "a Loop Habit Tracker CSV export"
        case .harsh: "harsh's habits and log"
        }
    }
}
