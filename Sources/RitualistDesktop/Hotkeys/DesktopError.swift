import IntentKit

/// Why a desktop export or install refused, in a person's voice: a request that cannot be carried out as asked, or
/// a file that cannot be read or written. The same words and exit statuses as the command line's own refusals.
package enum DesktopError: Error, Equatable, IntentFailure, CustomStringConvertible {
    case usage(String)
    /// A file the command was asked to write cannot be written.
    case cannotWrite(path: String, reason: String)

    package var caseName: String {
        switch self {
        case .usage: return "usage"
        case .cannotWrite: return "cannotWrite"
        }
    }

    package var message: String {
        switch self {
        case .usage(let message): return message
        case let .cannotWrite(path, reason): return "Cannot write '\(path)': \(reason)."
        }
    }

    package var category: FailureCategory {
        switch self {
        case .usage: return .usage
        case .cannotWrite: return .unavailable
        }
    }

    package var description: String { message }
}
