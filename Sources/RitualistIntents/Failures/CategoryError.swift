import IntentKit

/// A category no habit has, named where habits are filtered by category.
public enum CategoryError: IntentFailure, Equatable {
    /// `name` is no habit's category; `known` are the categories there are.
    case unknown(String, known: [String])

    public var caseName: String { "unknownCategory" }
    public var category: FailureCategory { .usage }

    public var message: String {
        switch self {
        case .unknown(let name, let known) where known.isEmpty:
            return "No habit has the category '\(name)': no habit has a category yet "
                + "(give one with 'ritual habit edit NAME --category \(name)')."
        case .unknown(let name, let known):
            let hint = Suggestion.hint(for: name, in: known)
            return "No habit has the category '\(name)'."
                + (hint.isEmpty ? " The categories are: \(known.joined(separator: ", "))." : hint)
        }
    }
}
