import IntentKit
import Primitives

/// Why a front end refused what it was asked, in a person's voice: a request that cannot be carried out as asked
/// (`invalidUsage`, the case the argument parser's refusals have too), or a file that cannot be written. The
/// command line reports these as they are; the desktop exports and installs throw them.
package enum FrontEndError: Error, Equatable, IntentFailure, CustomStringConvertible, TemplatedMessage {
    case usage(String)
    /// A file the command was asked to write cannot be written.
    case cannotWrite(path: String, reason: String)

    /// The cases a front end refuses with.
    package static let failureCases: [FailureCase] = [.invalidUsage, .cannotWrite]

    /// This refusal's case, from the list above.
    package var failureCase: FailureCase {
        switch self {
        case .usage: return .invalidUsage
        case .cannotWrite: return .cannotWrite
        }
    }

    package var caseName: String { failureCase.name }

    /// The message's template and values: a refusal's own sentence, or the file that cannot be written.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .usage(let message): return Words.usage.filled(["message": message])
        case let .cannotWrite(path, reason): return Words.cannotWrite.filled(["path": path, "reason": reason])
        }
    }

    /// The words of a front end's refusals, written once.
    enum Words {
        /// A refusal's sentence, which the front end words where it refuses.
        static let usage: MessageTemplate = "{message}"
        static let cannotWrite: MessageTemplate = "Cannot write '{path}': {reason}."
    }

    package var category: FailureCategory { failureCase.category }

    package var description: String { message }
}
