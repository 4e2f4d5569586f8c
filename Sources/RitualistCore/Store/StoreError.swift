/// Why the store could not do what was asked.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
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

    /// What went wrong, in a sentence for a person.
    public var message: String {
        switch self {
        case let .unavailable(path, reason): return "Cannot open the habit store '\(path)': \(reason)."
        case let .rejected(reason): return "The habit store refused the change: \(reason)."
        case let .habitNotFound(id): return "No habit has the id '\(id)'."
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
