import IntentKit
import Primitives

/// A category no habit has, named where habits are filtered by category.
package enum CategoryError: IntentFailure, Equatable, TemplatedMessage {
    /// `name` is no habit's category; `known` are the categories there are.
    case unknown(String, known: [String])

    package var caseName: String { "unknownCategory" }
    package var category: FailureCategory { .usage }

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .unknown(let name, let known) where known.isEmpty: return Words.noCategories.filled(["category": name])
        case .unknown(let name, let known):
            let hint = Suggestion.hint(for: name, in: known)
            guard hint.isEmpty else { return Words.unknown.filled(["category": name, "hint": hint]) }
            return Words.unknownListing.filled(["category": name, "known": known.joinedText(separator: ", ")])
        }
    }

    /// The words of an unknown category, written once.
    enum Words {
        static let noCategories: MessageTemplate =
            "No habit has the category '{category}': no habit has a category yet (give one with 'ritual habit edit "
            + "NAME --category {category}')."
        static let unknown: MessageTemplate = "No habit has the category '{category}'.{hint}"
        static let unknownListing: MessageTemplate =
            "No habit has the category '{category}'. The categories are: {known}."
    }

    /// The case of an unknown category.
    static let failureCases = [
        FailureCase("unknownCategory", .usage, Words.noCategories, Words.unknown, Words.unknownListing)
    ]
}
