import Primitives

/// Why the store could not do what was asked.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible, TemplatedMessage {
    /// The database cannot be opened or used: an unwritable directory, a file that is not a database, a
    /// schema from a newer version. The file is never overwritten or reset.
    case unavailable(path: String, reason: String)
    /// A write the database refused (a constraint), with SQLite's words.
    case rejected(reason: String)
    /// No habit has this id.
    case habitNotFound(id: String)

    /// The error's name in machine-readable output, such as `habitNotFound`.
    public var caseName: String {
        switch self {
        case .unavailable: return "storeUnavailable"
        case .rejected: return "storeRejected"
        case .habitNotFound: return "habitNotFound"
        }
    }

    /// The template and values of what went wrong, in a sentence for a person.
    public var filledTemplate: FilledTemplate {
        switch self {
        case let .unavailable(path, reason): return Words.unavailable.filled(["path": path, "reason": reason])
        case let .rejected(reason): return Words.rejected.filled(["reason": reason])
        case let .habitNotFound(id): return Words.habitNotFound.filled(["id": id])
        }
    }

    /// The same as `message`.
    public var description: String { message }

    /// The words of the store's failures, written once.
    enum Words {
        static let unavailable: MessageTemplate = "Cannot open the habit store '{path}': {reason}."
        static let rejected: MessageTemplate = "The habit store refused the change: {reason}."
        static let habitNotFound: MessageTemplate = "No habit has the id '{id}'."
    }

    /// Each case name the store fails with, with the templates of its messages; the plugin that binds the store
    /// lists them as failure cases.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [
        ("storeUnavailable", [Words.unavailable]), ("storeRejected", [Words.rejected]),
        ("habitNotFound", [Words.habitNotFound]),
    ]
}
