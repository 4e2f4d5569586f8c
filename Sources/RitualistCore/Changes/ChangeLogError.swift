import Primitives

/// Why the change log could not do what was asked.
public enum ChangeLogError: Error, Equatable, Sendable, CustomStringConvertible, TemplatedMessage {
    /// `undo --last` found no change still in effect.
    case nothingToUndo
    /// The last change in effect is one `undo --last` cannot reverse.
    case cannotUndo(kind: ChangeKind, reason: String)
    /// An entry the store holds cannot be read back.
    case unreadableEntry(reason: String)

    /// The error's name in machine-readable output.
    public var caseName: String {
        switch self {
        case .nothingToUndo: return "nothingToUndo"
        case .cannotUndo: return "cannotUndo"
        case .unreadableEntry: return "storeRejected"
        }
    }

    /// The template and values of what went wrong, in a sentence for a person.
    public var filledTemplate: FilledTemplate {
        switch self {
        case .nothingToUndo: return Words.nothingToUndo.filled()
        case let .cannotUndo(kind, reason): return Words.cannotUndo.filled(["kind": kind.rawValue, "reason": reason])
        case let .unreadableEntry(reason): return Words.unreadableEntry.filled(["reason": reason])
        }
    }

    /// The same as `message`.
    public var description: String { message }

    /// The words of the change log's failures, written once.
    enum Words {
        static let nothingToUndo: MessageTemplate = "Nothing to undo: no change is left in effect."
        static let cannotUndo: MessageTemplate = "Cannot undo the last change ('{kind}'): {reason}."
        static let unreadableEntry: MessageTemplate = "A change-log entry cannot be read: {reason}."
    }

    /// Each case name the change log fails with, with the templates of its messages; the plugin that binds the
    /// domain lists them as failure cases.
    package static let wordedCases: [(name: String, templates: [MessageTemplate])] = [
        ("nothingToUndo", [Words.nothingToUndo]), ("cannotUndo", [Words.cannotUndo]),
        ("storeRejected", [Words.unreadableEntry]),
    ]
}
