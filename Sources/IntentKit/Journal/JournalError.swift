/// Why a journal record could not be written.
package enum JournalError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    /// The message for a person, with the path in single quotes.
    package var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "Cannot write the journal '\(path)': \(reason)."
        }
    }
}
