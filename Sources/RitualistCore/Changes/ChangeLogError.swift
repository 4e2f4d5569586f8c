/// Why the change log could not do what was asked.
public enum ChangeLogError: Error, Equatable, Sendable, CustomStringConvertible {
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

    /// What went wrong, in a sentence for a person.
    public var message: String {
        switch self {
        case .nothingToUndo: return "Nothing to undo: no change is left in effect."
        case let .cannotUndo(kind, reason): return "Cannot undo the last change ('\(kind.rawValue)'): \(reason)."
        case let .unreadableEntry(reason): return "A change-log entry cannot be read: \(reason)."
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
